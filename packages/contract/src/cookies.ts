/**
 * Cookie names and the preference table, shared by the web server, the browser and the API. The
 * names are the spec's: they are the contract with the backend and with stored user data
 * (NOTES.md "Paths, cookie and storage names"). No zod here: the browser loads this on first paint.
 */
export const COOKIE = {
  /** double-submit CSRF token, readable by scripts (set by the web server on a first visit) */
  csrf: 'csrftoken',
  /** set with csrftoken: tells /json_svr/query_safe calls to send the token (else they send 1) */
  csrfOn: 'is_on',
  /** readable signs that a session exists (spec doc 2 §3) */
  uid: 'uid',
  nickname: 'nickname',
  /** the session token: `__Host-` prefixed and Secure, or plain `sid` on plain-http localhost only */
  sessionSecure: '__Host-sid',
  sessionPlain: 'sid',
  /** legacy cookies the spec's logout deletes (doc 1 §4) */
  legacyPver: 'pver',
  legacySign: 'sign',
  /** lets a sub-account see Switch Account (doc 1 §6) */
  switchTag: 'switch_tag',
  fiat: 'curr_fiat',
  buyCryptoFiat: 'buy_crypto_fiat',
  riseColor: 'market_rise_color',
  theme: 'theme',
  changeBasis: 'change_basis',
  rateMode: 'curr_rate_open',
  /** ours: the trade ticket's slippage bound for market orders (percent) */
  maxSlippage: 'spot_max_slippage',
  /** ours: the funds page hides balances worth less than this many USD (unset: shows every balance) */
  hideSmallBelow: 'funds_hide_small_usd',
  /**
   * Development only: names the visitor's country (ISO alpha-2) when the API runs with
   * DEV_COUNTRY_COOKIE=1 outside production (local demos, browser tests); ignored otherwise.
   */
  devCountry: 'dev_country',
} as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

/** Theme values (NOTES.md): light 0, dark 2. */
export type Theme = 'light' | 'dark';
/** Which colour means "up" (NOTES.md "Rise colour"). */
export type RiseColor = 'green' | 'red';
export type ChangeBasis = '24h' | 'utc0' | 'utc8';
/** The slippage bounds a trader may set on market orders (percent; trade.ts `max_slippage`). */
export const SLIPPAGE_BOUNDS = ['0.1', '0.5', '1', '2', '5', '10'] as const;
export type SlippageBound = (typeof SLIPPAGE_BOUNDS)[number];
export const DEFAULT_SLIPPAGE_BOUND: SlippageBound = '1';
/** The thresholds (USD, decimal text) below which the funds page may hide a balance. */
export const SMALL_BALANCE_THRESHOLDS = ['1', '10', '100'] as const;
export type SmallBalanceThreshold = (typeof SMALL_BALANCE_THRESHOLDS)[number];

/** One preference: its cookie, lifetime and the values it may hold (anything else reads as unset). */
export interface PreferenceDef<T> {
  readonly cookie: CookieName;
  /** lifetime in days (spec doc 1 §9: curr_fiat one year; the others the same, our choice) */
  readonly days: number;
  /** the cookie's value as the app's value; undefined when absent or not allowed */
  readonly decode: (raw: string | undefined) => T | undefined;
  readonly encode: (value: T) => string;
}

/** Flags every preference cookie carries: readable by scripts, whole site, Secure wherever the page is https. */
export const PREFERENCE_COOKIE_FLAGS = { path: '/', sameSite: 'lax', httpOnly: false, secureOnHttps: true } as const;

const ONE_YEAR_DAYS = 365;

/** A preference whose app values map one to one onto cookie values. */
function choice<T extends string>(cookie: CookieName, wire: Readonly<Record<T, string>>): PreferenceDef<T> {
  const entries = Object.entries(wire) as [T, string][];
  return {
    cookie,
    days: ONE_YEAR_DAYS,
    decode: (raw) => entries.find(([, value]) => value === raw)?.[0],
    encode: (value) => wire[value],
  };
}

/** A currency code preference: 3 to 5 capital letters (anything else, `<script>` included, reads as unset). */
function currency(cookie: CookieName): PreferenceDef<string> {
  return { cookie, days: ONE_YEAR_DAYS, decode: (raw) => (raw && /^[A-Z]{3,5}$/.test(raw) ? raw : undefined), encode: (value) => value };
}

/** The one table of preferences (spec doc 1 §3 "Preferences", §9; NOTES.md "Rise colour", "Theme"). */
export const PREFERENCES = {
  theme: choice<Theme>(COOKIE.theme, { light: '0', dark: '2' }),
  riseColor: choice<RiseColor>(COOKIE.riseColor, { green: 'green', red: 'red' }),
  changeBasis: choice<ChangeBasis>(COOKIE.changeBasis, { '24h': '24h', utc0: 'utc0', utc8: 'utc8' }),
  /** current-currency rate mode: open 1, close 0 */
  rateMode: choice<'open' | 'closed'>(COOKIE.rateMode, { open: '1', closed: '0' }),
  /** a market order is refused above this slippage (percent) */
  maxSlippage: choice<SlippageBound>(COOKIE.maxSlippage, Object.fromEntries(SLIPPAGE_BOUNDS.map((b) => [b, b])) as Record<SlippageBound, string>),
  /** the funds page hides balances worth less than this (USD); unset shows them all */
  hideSmallBelow: choice<SmallBalanceThreshold>(
    COOKIE.hideSmallBelow,
    Object.fromEntries(SMALL_BALANCE_THRESHOLDS.map((b) => [b, b])) as Record<SmallBalanceThreshold, string>,
  ),
  /** the chosen fiat; unset means the site's (or the account's) default */
  fiat: currency(COOKIE.fiat),
  /** the default fiat of the buy-crypto pages (the pay-with selector) */
  buyCryptoFiat: currency(COOKIE.buyCryptoFiat),
} as const;

export type PreferenceKey = keyof typeof PREFERENCES;
export type PreferenceValue<K extends PreferenceKey> = (typeof PREFERENCES)[K] extends PreferenceDef<infer T> ? T : never;

/** A change to one preference; `value: undefined` removes its cookie. */
export type PreferenceWrite = { [K in PreferenceKey]: { readonly key: K; readonly value: PreferenceValue<K> | undefined } }[PreferenceKey];

/** What the app reads: every preference with its default applied (fiat stays undefined when not chosen). */
export interface Preferences {
  readonly theme: Theme;
  readonly riseColor: RiseColor;
  readonly changeBasis: ChangeBasis;
  /** current-currency rate mode, open once a fiat is chosen */
  readonly rateMode: boolean;
  readonly fiat: string | undefined;
  readonly buyCryptoFiat: string | undefined;
  /** the trade ticket's slippage bound on market orders (percent) */
  readonly maxSlippage: SlippageBound;
  /** the funds page's small-balance threshold (USD); undefined shows every balance */
  readonly hideSmallBelow: SmallBalanceThreshold | undefined;
}

/** Chinese means red rises; every other locale green (NOTES.md "Rise colour"). */
export function defaultRiseColor(locale: string): RiseColor {
  return locale === 'zh' ? 'red' : 'green';
}

/** Reads every preference cookie through the table; anything malformed falls back to the default. */
export function readPreferences(get: (cookie: string) => string | undefined, locale: string): Preferences {
  const read = <T>(def: PreferenceDef<T>): T | undefined => def.decode(get(def.cookie));
  return {
    theme: read(PREFERENCES.theme) ?? 'light',
    riseColor: read(PREFERENCES.riseColor) ?? defaultRiseColor(locale),
    changeBasis: read(PREFERENCES.changeBasis) ?? '24h',
    rateMode: read(PREFERENCES.rateMode) === 'open',
    fiat: read(PREFERENCES.fiat),
    buyCryptoFiat: read(PREFERENCES.buyCryptoFiat),
    maxSlippage: read(PREFERENCES.maxSlippage) ?? DEFAULT_SLIPPAGE_BOUND,
    hideSmallBelow: read(PREFERENCES.hideSmallBelow),
  };
}

/** The preferences after some writes (what the browser shows at once, and what the server reads next time). */
export function applyWrites(current: Preferences, writes: readonly PreferenceWrite[], locale: string): Preferences {
  let next = current;
  for (const write of writes) {
    switch (write.key) {
      case 'theme':
        next = { ...next, theme: write.value ?? 'light' };
        break;
      case 'riseColor':
        next = { ...next, riseColor: write.value ?? defaultRiseColor(locale) };
        break;
      case 'changeBasis':
        next = { ...next, changeBasis: write.value ?? '24h' };
        break;
      case 'rateMode':
        next = { ...next, rateMode: write.value === 'open' };
        break;
      case 'fiat':
        next = { ...next, fiat: write.value };
        break;
      case 'buyCryptoFiat':
        next = { ...next, buyCryptoFiat: write.value };
        break;
      case 'maxSlippage':
        next = { ...next, maxSlippage: write.value ?? DEFAULT_SLIPPAGE_BOUND };
        break;
      case 'hideSmallBelow':
        next = { ...next, hideSmallBelow: write.value };
        break;
    }
  }
  return next;
}

/** A write as its cookie: name, value (undefined removes it) and lifetime. */
export function cookieOf(write: PreferenceWrite): { readonly name: CookieName; readonly value: string | undefined; readonly days: number } {
  const def = PREFERENCES[write.key] as PreferenceDef<NonNullable<typeof write.value>>;
  return { name: def.cookie, value: write.value === undefined ? undefined : def.encode(write.value), days: def.days };
}
