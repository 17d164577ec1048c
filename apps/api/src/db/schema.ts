import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  jsonb,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ComplianceToast } from '@exchange/contract/compliance';

/** The first uid handed out; uids are public account numbers, ids stay internal. */
export const FIRST_UID = 10000001;

/** Account modes (spec doc 1 §3); `classic` until the user opens the unified account. */
export const ACCOUNT_MODES = ['classic', 'single_currency', 'multi_currency', 'portfolio'] as const;
export type AccountModeValue = (typeof ACCOUNT_MODES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uid: bigint('uid', { mode: 'number' }).generatedAlwaysAsIdentity({ startWith: FIRST_UID }).unique().notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    userNick: text('user_nick').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    /** 0 unverified, 1 basic, 2 fully verified, 3 a company; get_info answers the spec's KYC code for it (domain/verification.ts) */
    verified: integer('verified').notNull().default(0),
    vipLevel: integer('vip_level').notNull().default(0),
    tradeVolume30d: numeric('trade_volume_30d').notNull().default('0'),
    /** opaque numeric country code (the spec treats 233 specially) */
    country: integer('country').notNull().default(0),
    isSub: boolean('is_sub').notNull().default(false),
    parentUserId: integer('parent_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    whiteList: boolean('white_list').notNull().default(false),
    isRiskUser: boolean('is_risk_user').notNull().default(false),
    withdrawOnly: boolean('withdraw_only').notNull().default(false),
    currFiat: text('curr_fiat').notNull().default('USD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    accountMode: text('account_mode').$type<AccountModeValue>().notNull().default('classic'),
    /** true until the user has opened the unified account once */
    unifiedFirstOpen: boolean('unified_first_open').notNull().default(true),
    optionsEnabled: boolean('options_enabled').notNull().default(false),
    /** the cross-margin account's uid; 0 (or 1) means the user has none */
    crossMarginUid: bigint('cross_margin_uid', { mode: 'number' }).notNull().default(0),
    /** scrypt hash of the fund password (security/password.ts); null until one is set */
    fundPassHash: text('fund_pass_hash'),
    /** when the fund password is asked (spec doc 2 §9): 1 once an hour, 2 every time, 0 never */
    fundPassFrequency: integer('fund_pass_frequency').$type<0 | 1 | 2>().notNull().default(2),
    /** base32 TOTP secret of the authenticator app (SHA1, 6 digits, 30 s); null until bound */
    totpSecret: text('totp_secret'),
    /** withdrawal whitelist mode (docs/WALLET.md): while on, withdrawals go only to the address book's addresses */
    withdrawWhitelist: boolean('withdraw_whitelist').notNull().default(false),
    /**
     * the anti-phishing code the user chose (docs/IDENTITY.md): shown in every message the
     * exchange sends them (notices, the bell, mail) so a forged one is told apart; null until set
     */
    antiPhishingCode: text('anti_phishing_code'),
    /** when the login password last changed (set, reset); null: never since sign-up */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** an authenticator secret offered by the set-up page and not yet confirmed by a code; replaced by a new offer */
    totpPendingSecret: text('totp_pending_secret'),
    totpPendingAt: timestamp('totp_pending_at', { withTimezone: true }),
  },
  (t) => [
    check('users_account_mode_check', sql`${t.accountMode} in ('classic', 'single_currency', 'multi_currency', 'portfolio')`),
    check('users_fund_pass_frequency_check', sql`${t.fundPassFrequency} in (0, 1, 2)`),
  ],
);

/** Only the SHA-256 of the session token is stored; the token itself lives in the cookie. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    /** how the session began: 'password', 'passkey', 'signup', 'oauth' or 'reset' */
    method: text('method').notNull().default('password'),
    /** the User-Agent (first 512 characters) and address the session began from, and its approximate place (ISO country, '' unknown) */
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    place: text('place').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * Every login attempt against an existing account, kept 90 days (docs/IDENTITY.md "Login
 * history"): successes and failures (wrong password, wrong second factor, rate-limited), with the
 * browser, address and approximate place. Attempts for emails with no account are not stored here.
 */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    success: boolean('success').notNull(),
    /** 'password', 'passkey', 'signup', 'oauth' or 'reset' */
    method: text('method').notNull(),
    /** why a failure failed ('' for a success): 'password', 'second_factor', 'rate_limited' */
    reason: text('reason').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    place: text('place').notNull().default(''),
  },
  (t) => [index('login_events_user_idx').on(t.userId, t.at), index('login_events_at_idx').on(t.at)],
);

/**
 * Attempts at a sensitive account action (password change, authenticator set-up and removal,
 * anti-phishing code, passkey removal, password-reset codes), for their per-user rate limits,
 * like fund_pass_attempts: `action` names the limit.
 */
export const securityAttempts = pgTable(
  'security_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('security_attempts_user_idx').on(t.userId, t.action, t.createdAt)],
);

/** One-time sign-in codes for another site (the testnet through the main site); only the hash is kept. */
export const oauthCodes = pgTable('oauth_codes', {
  id: serial('id').primaryKey(),
  codeHash: text('code_hash').notNull().unique(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Login attempts, for the rate limits (security/rateLimit.ts): each attempt is reserved here before
 * its password check; a successful login clears the rows of the client that succeeded (its address,
 * or its known browser), so what remains are failures (and checks in flight).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    /**
     * the SHA-256 of the browser's device cookie when the account has logged in from that browser
     * before (known_devices): such an attempt is limited per browser, not per address or email;
     * null for every other attempt
     */
    deviceHash: text('device_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(t.email, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    index('login_attempts_pair_idx').on(t.email, t.ip, t.createdAt),
    index('login_attempts_device_idx').on(t.email, t.deviceHash, t.createdAt),
  ],
);

/** Sign-up attempts (every one that passed validation), for the sign-up rate limit. */
export const signupAttempts = pgTable(
  'signup_attempts',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('signup_attempts_email_idx').on(t.email, t.createdAt), index('signup_attempts_ip_idx').on(t.ip, t.createdAt)],
);

/** Invite-code checks (`verify_invite_info`), for its per-address rate limit: a row per check, dropped once out of the window. */
export const inviteChecks = pgTable(
  'invite_checks',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_checks_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * Click events accepted per client address, one row per event, for the tracking rate limit (no
 * more than that: the address is kept for the limit's window only, never with the events).
 */
export const trackQuota = pgTable(
  'track_quota',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('track_quota_ip_idx').on(t.ip, t.createdAt)],
);

export const balances = pgTable(
  'balances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    asset: text('asset').notNull(),
    available: numeric('available').notNull().default('0'),
    locked: numeric('locked').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.asset] }),
    // the last line of defence: the spot calls check and reserve under a row lock first (domain/spot.ts)
    check('balances_available_not_negative', sql`${t.available} >= 0`),
    check('balances_locked_not_negative', sql`${t.locked} >= 0`),
  ],
);

/** Asset → USD price. */
export const prices = pgTable('prices', {
  asset: text('asset').primaryKey(),
  usd: numeric('usd').notNull(),
});

/** Fiat currencies: 1 USD = usd_rate units of the fiat. */
export const fiats = pgTable('fiats', {
  code: text('code').primaryKey(),
  symbol: text('symbol').notNull(),
  usdRate: numeric('usd_rate').notNull(),
});

/** Listed crypto currencies (the site's currency_count). */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/**
 * Client click events (spec: "Client click events are tracked with button names"); append-only,
 * deleted after CLICK_EVENT_RETENTION_MS (security/rateLimit.ts) as new ones arrive.
 */
export const clickEvents = pgTable(
  'click_events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    button: text('button').notNull(),
    page: text('page').notNull(),
    siteKey: text('site_key').notNull(),
    /** the page's locale: its path prefix when the site offers it, else the site's default locale */
    locale: text('locale'),
    /** the session user when logged in, null for guests */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** when the click happened, by the client's clock */
    clientTs: timestamp('client_ts', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('click_events_site_created_idx').on(t.siteKey, t.createdAt), index('click_events_created_idx').on(t.createdAt)],
);

/** TOTP time steps already accepted per user: a code is good once (replay refused). Old steps are pruned. */
export const totpUsed = pgTable(
  'totp_used',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the 30-second step the accepted code belongs to (unix seconds / 30) */
    step: bigint('step', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.step] })],
);

/** Failed fund-password / authenticator checks, for the rate limit (like login_attempts). */
export const fundPassAttempts = pgTable(
  'fund_pass_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fund_pass_attempts_user_idx').on(t.userId, t.createdAt)],
);

/** Which buy-crypto methods each fiat offers (spec doc 1 §3 "Buy-crypto fiat setting"). */
export const fiatSettings = pgTable('fiat_settings', {
  fiat: text('fiat')
    .primaryKey()
    .references(() => fiats.code, { onDelete: 'cascade' }),
  creditCard: boolean('credit_card').notNull(),
  bankTransfer: boolean('bank_transfer').notNull(),
  p2p: boolean('p2p').notNull(),
});

/** The limit flags a compliance rule may switch on (any flag it omits is false). */
export type ComplianceLimitFlags = Partial<{
  limit_country: boolean;
  is_uk_limit: boolean;
  brazil_toast: boolean;
  is_nl_limit: boolean;
  is_italy_limit: boolean;
  ltw_toast: boolean;
  is_uzbekistan_toast: boolean;
  is_show_compliance_tips: boolean;
  is_blocked_country: boolean;
  is_tr: boolean;
}>;

/**
 * Countries (ISO 3166-1): `code` is the numeric code users carry in `users.country` (0 = unknown,
 * no row), `iso2` the alpha-2 code the edge header and compliance rules use. Seeded; editable.
 */
export const countries = pgTable(
  'countries',
  {
    code: integer('code').primaryKey(),
    iso2: text('iso2').notNull().unique(),
    name: text('name').notNull(),
  },
  (t) => [check('countries_iso2_shape', sql`${t.iso2} ~ '^[A-Z]{2}$'`), check('countries_code_range', sql`${t.code} between 1 and 999`)],
);

/** A server-configured toast (the contract's `toastSchema`) per language: `{en: {...}, zh: {...}}` (en is the fallback). */
export type LocalisedToast = Record<string, ComplianceToast>;

/**
 * Compliance rules per sub-site, optionally narrowed to one country (ISO alpha-2; null = the
 * site-wide row). The request's country (a logged-in user's profile country, else the visitor's
 * location) picks the site's row for that country, else the site-wide row; no row: no restrictions.
 * `limit_country_user_status` is computed from the rule and the user (domain/compliance.ts).
 */
export const complianceRules = pgTable(
  'compliance_rules',
  {
    id: serial('id').primaryKey(),
    siteKey: text('site_key').notNull(),
    country: text('country'),
    /** restricted feature codes (e.g. derivatives, fiat_trade) */
    menu: jsonb('menu').$type<string[]>().notNull().default([]),
    business: jsonb('business').$type<string[]>().notNull().default([]),
    limits: jsonb('limits').$type<ComplianceLimitFlags>().notNull().default({}),
    isHkUser: boolean('is_hk_user').notNull().default(false),
    /** `limit.toast_config` per language, or null */
    toastConfig: jsonb('toast_config').$type<LocalisedToast>(),
    /** `limit.limit_country_toast` (the restricted-location dialog) per language, or null */
    limitCountryToast: jsonb('limit_country_toast').$type<LocalisedToast>(),
  },
  (t) => [
    unique('compliance_rules_site_country_key').on(t.siteKey, t.country).nullsNotDistinct(),
    check('compliance_rules_country_shape', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * The forced KYC-upgrade guide of a risk user (`users.is_risk_user`; spec doc 2 §3 kyc_toast):
 * a risk user without a row gets the defaults of domain/compliance.ts.
 */
export const riskUserGuides = pgTable(
  'risk_user_guides',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** hours the guide's cookie keeps it away (0: shown every time) */
    frequencyHours: integer('frequency_hours').notNull().default(24),
    cookieKey: text('cookie_key').notNull(),
    message: text('message').notNull(),
    url: text('url').notNull(),
    beClosed: boolean('be_closed').notNull().default(false),
  },
  (t) => [
    check('risk_user_guides_frequency_range', sql`${t.frequencyHours} between 0 and 8760`),
    check('risk_user_guides_cookie_key_shape', sql`${t.cookieKey} ~ '^[A-Za-z0-9_]{0,64}$'`),
  ],
);

/**
 * Business compliance tips (`kyc/footerTipsCheck`, spec doc 2 §3): per site, optionally narrowed
 * to a country (ISO alpha-2) and/or one user. The most specific active row wins (user, then
 * country, then `priority`, then the lowest id).
 */
export const businessTips = pgTable(
  'business_tips',
  {
    id: serial('id').primaryKey(),
    siteKey: text('site_key').notNull(),
    country: text('country'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    okButton: text('ok_button').notNull().default(''),
    cancelButton: text('cancel_button').notNull().default(''),
    okButtonRouter: text('ok_button_router').notNull().default(''),
    textLink: jsonb('text_link').$type<{ key: string; link: string }[]>().notNull().default([]),
    noCloseButton: boolean('no_close_button').notNull().default(false),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** the seed's key for a seeded tip, so seeding again adds nothing; null for operators' rows */
    seedKey: text('seed_key').unique(),
  },
  (t) => [index('business_tips_site_idx').on(t.siteKey), check('business_tips_country_shape', sql`${t.country} ~ '^[A-Z]{2}$'`)],
);

/**
 * A user's referral identity (spec doc 2 §3 "Referral info"): the invite (kol) code others sign up
 * with, the role (`agency_type` 0–4), whether the code takes new referrals (a closed code verifies
 * as 10530135), and `public_id`, the opaque random stand-in for the uid (`encrypted_uid`).
 */
export const referralAccounts = pgTable(
  'referral_accounts',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kolCode: text('kol_code').notNull().unique(),
    agencyType: integer('agency_type').$type<0 | 1 | 2 | 3 | 4>().notNull().default(0),
    openToReferrals: boolean('open_to_referrals').notNull().default(true),
    publicId: text('public_id').notNull().unique(),
  },
  (t) => [
    check('referral_accounts_agency_type_range', sql`${t.agencyType} between 0 and 4`),
    check('referral_accounts_kol_code_shape', sql`${t.kolCode} ~ '^[A-Za-z0-9_-]{1,32}$'`),
  ],
);

/** Who referred a user (recorded at sign-up from the referral cookies when the code verified). */
export const referrals = pgTable(
  'referrals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteCode: text('invite_code').notNull(),
    refType: text('ref_type'),
    channel: text('channel'),
    groupId: text('group_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

/** Browser error reports (`report/error`); `ip` also serves the per-address rate limit. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    page: text('page').notNull(),
    release: text('release').notNull(),
    stack: text('stack'),
    userAgent: text('user_agent').notNull(),
    siteKey: text('site_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('error_reports_ip_idx').on(t.ip, t.createdAt), index('error_reports_created_idx').on(t.createdAt)],
);

/**
 * Spot markets (spec doc 1 §3 "Spot market row"). Prices are text-exact numerics; the three
 * opens are the prices the change is measured from for each change basis (rolling 24 h, the
 * UTC day, the UTC+8 day). `buy_start` is the opening time in unix seconds (later than now: not
 * yet open). Which sites list a market follows from its quote (each site record's spotQuotes, packages/sites).
 */
export const spotMarkets = pgTable(
  'spot_markets',
  {
    pair: text('pair').primaryKey(),
    currA: text('curr_a').notNull(),
    currB: text('curr_b').notNull(),
    name: text('name').notNull(),
    rate: numeric('rate').notNull(),
    open24h: numeric('open_24h').notNull(),
    openUtc0: numeric('open_utc0').notNull(),
    openUtc8: numeric('open_utc8').notNull(),
    volume: numeric('volume').notNull(),
    multiple: integer('multiple').notNull().default(0),
    credit: boolean('credit').notNull().default(false),
    categories: jsonb('categories').$type<string[]>().notNull(),
    buyStart: bigint('buy_start', { mode: 'number' }).notNull(),
    crossMultiple: integer('cross_multiple').notNull().default(0),
    isSt: boolean('is_st').notNull().default(false),
    icon: text('icon').notNull(),
    /** listing order: bigger markets first */
    rank: integer('rank').notNull(),
    /**
     * Trading rules (domain/pairRules.ts), fixed when the row is created: the price's decimals
     * (also the simulator's, so quotes and order rules agree), the amount's decimals, the least
     * amount (base) and the least total (quote) of an order.
     */
    priceDecimals: integer('price_decimals').notNull(),
    amountDecimals: integer('amount_decimals').notNull(),
    minAmount: numeric('min_amount').notNull(),
    minTotal: numeric('min_total').notNull(),
  },
  (t) => [
    index('spot_markets_quote_rank_idx').on(t.currB, t.rank),
    check('spot_markets_price_decimals_range', sql`${t.priceDecimals} between 0 and 14`),
    check('spot_markets_amount_decimals_range', sql`${t.amountDecimals} between 0 and 14`),
    check('spot_markets_minimums_positive', sql`${t.minAmount} > 0 and ${t.minTotal} > 0`),
  ],
);

/** Futures contracts, USDT- and BTC-settled, live and testnet (spec §3 "Futures contract"). */
export const futuresContracts = pgTable(
  'futures_contracts',
  {
    testnet: boolean('testnet').notNull(),
    settle: text('settle').$type<'usdt' | 'btc'>().notNull(),
    name: text('name').notNull(),
    coinName: text('coin_name').notNull(),
    categories: jsonb('categories').$type<string[]>().notNull(),
    isTagSt: boolean('is_tag_st').notNull().default(false),
    lastPrice: numeric('last_price').notNull(),
    open24h: numeric('open_24h').notNull(),
    openUtc0: numeric('open_utc0').notNull(),
    openUtc8: numeric('open_utc8').notNull(),
    volume24h: numeric('volume_24h').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.testnet, t.settle, t.name] }), check('futures_settle_check', sql`${t.settle} in ('usdt', 'btc')`)],
);

/** Pilot (on-chain) tokens (spec §3 "Pilot row"). */
export const pilotTokens = pgTable('pilot_tokens', {
  seoPath: text('seo_path').primaryKey(),
  name: text('name').notNull(),
  chain: text('chain').notNull(),
  address: text('address').notNull().unique(),
  showPair: text('show_pair').notNull(),
  icon: text('icon').notNull(),
  chainIcon: text('chain_icon').notNull(),
  isHot: boolean('is_hot').notNull().default(false),
  market: text('market').notNull(),
  /** comma list of categories */
  cate: text('cate').notNull(),
  rate: numeric('rate').notNull(),
  open24h: numeric('open_24h').notNull(),
  rank: integer('rank').notNull(),
});

/** Pre-market and pre-mint currencies (spec §3 "Pre-market row"); `kind` names the list. */
export const preCurrencies = pgTable(
  'pre_currencies',
  {
    kind: text('kind').$type<'pre_market' | 'pre_mint'>().notNull(),
    currency: text('currency').notNull(),
    market: text('market').notNull(),
    fullName: text('full_name').notNull(),
    tags: jsonb('tags').$type<('hot' | 'new')[]>().notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.currency] }), check('pre_currencies_kind_check', sql`${t.kind} in ('pre_market', 'pre_mint')`)],
);

/** Tabs of `common/tabs` per area, with a label per API language (en always present). */
export const marketTabs = pgTable(
  'market_tabs',
  {
    area: text('area').notNull(),
    key: text('key').notNull(),
    list: text('list').$type<'spot' | 'futures' | 'pilot' | 'pre_market'>().notNull(),
    filter: text('filter').notNull(),
    labels: jsonb('labels').$type<Record<string, string>>().notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.area, t.key] })],
);

/**
 * 1-minute candles written by the market simulator (src/market): `market` is spot, futures or
 * testnet, `name` the pair or contract, `t` the minute's start in unix seconds. Every longer
 * resolution is aggregated from these in SQL (src/market/candles.ts).
 */
export const candles1m = pgTable(
  'candles_1m',
  {
    market: text('market').$type<'spot' | 'futures' | 'testnet'>().notNull(),
    name: text('name').notNull(),
    t: bigint('t', { mode: 'number' }).notNull(),
    o: numeric('o').notNull(),
    h: numeric('h').notNull(),
    l: numeric('l').notNull(),
    c: numeric('c').notNull(),
    /** base volume */
    base: numeric('base').notNull(),
    /** quote volume */
    quote: numeric('quote').notNull(),
  },
  (t) => [primaryKey({ columns: [t.market, t.name, t.t] }), check('candles_1m_market_check', sql`${t.market} in ('spot', 'futures', 'testnet')`)],
);

/** A user's favourite spot markets (at most MAX_FAVORITES each, src/routes/favorites.ts). */
export const favoriteMarkets = pgTable(
  'favorite_markets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pair: text('pair').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pair] })],
);

/**
 * A user's notices (spec doc 1 §3 "Reminder message" and "Notification"): the id is the public
 * `msg_id`; `notification` is the destination record (type, template_id, extras, template_args).
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    isRead: boolean('is_read').notNull().default(false),
    notification: jsonb('notification'),
    /** the seed's key for a seeded notice, so seeding again adds nothing; null for live ones */
    seedKey: text('seed_key'),
  },
  (t) => [
    index('notices_user_type_idx').on(t.userId, t.type, t.id),
    index('notices_user_unread_idx')
      .on(t.userId, t.type)
      .where(sql`not ${t.isRead}`),
    unique('notices_user_seed_key').on(t.userId, t.seedKey),
  ],
);

/** Notice types a user turned off (absent: on). */
export const noticeSettings = pgTable(
  'notice_settings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    enabled: boolean('enabled').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** Single-use WebSocket tickets for the per-user notice channel; only the SHA-256 is kept. */
export const wsTickets = pgTable(
  'ws_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('ws_tickets_expires_idx').on(t.expiresAt)],
);

/** Browsers a user has logged in from (the SHA-256 of the long-lived device cookie), for "new login" notices. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/** The global announcement bar's texts (spec doc 1 §3 Announcement), per site, locale and page. */
export const announcements = pgTable(
  'announcements',
  {
    site: text('site').notNull(),
    locale: text('locale').notNull(),
    page: text('page').notNull(),
    contentId: text('content_id').notNull(),
    /** HTML; the web sanitises it (links to the site's own hosts only) */
    content: text('content').notNull(),
    link: text('link').notNull().default(''),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.site, t.locale, t.page] })],
);

/**
 * Learn-hub articles (spec doc 2 §2: the 404 page's trending stories, linked as
 * `/learn/articles/{slug}/{id}`). Trending = most viewed in the last 7 days among active ones.
 */
export const learnArticles = pgTable(
  'learn_articles',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    views7d: integer('views_7d').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    unique('learn_articles_locale_slug').on(t.locale, t.slug),
    index('learn_articles_trending_idx').on(t.locale, t.views7d),
    check('learn_articles_slug_shape', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/**
 * The public chatroom's messages (spec doc 2 §2 `/groupchat/chatroom?platform=web`): one room per
 * sub-site whose record enables the chatroom; text only (rendered as text, never HTML). The
 * nickname is the poster's at posting time.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    room: text('room').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    body: text('body').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.room, t.id),
    index('chat_messages_user_sent_idx').on(t.userId, t.sentAt),
    check('chat_messages_body_length', sql`char_length(${t.body}) between 1 and 500`),
  ],
);

/**
 * The `/js/tool/*.json` configuration files (spec doc 2 §3 and §7: coin_icon_whitelist,
 * page_download_links), kept in Postgres so an operator edits them without a deploy.
 */
export const toolFiles = pgTable('tool_files', {
  name: text('name').primaryKey(),
  body: jsonb('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spot orders (domain/trading, docs/MATCHING.md). `price` is the limit price (0 for a market
 * order), `amount` the base amount; `filled`, `filled_total` (quote), `avg_price` and `fee` (in
 * the currency received) change with each fill. An open order rests on its pair's book and holds
 * what it may still spend in the user's `balances.locked`: price × what is left (buy) or what is
 * left (sell). Market and IOC orders never rest. `finish_as` says how a closed order ended.
 */
export const spotOrders = pgTable(
  'spot_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pair: text('pair').notNull(),
    side: text('side').$type<'buy' | 'sell'>().notNull(),
    type: text('type').$type<'limit' | 'market'>().notNull(),
    price: numeric('price').notNull(),
    amount: numeric('amount').notNull(),
    filled: numeric('filled').notNull().default('0'),
    avgPrice: numeric('avg_price').notNull().default('0'),
    fee: numeric('fee').notNull().default('0'),
    filledTotal: numeric('filled_total').notNull().default('0'),
    timeInForce: text('time_in_force').$type<'gtc' | 'ioc'>().notNull().default('gtc'),
    status: text('status').$type<'open' | 'filled' | 'cancelled'>().notNull(),
    /** null while open; filled, cancelled (by its user), ioc (the remainder of a market or IOC order) or stp (self-trade prevention) */
    finishAs: text('finish_as').$type<'filled' | 'cancelled' | 'ioc' | 'stp'>(),
    /** the client's own id for the order (Gate's `text`, `t-…`): a retried placement with the same one answers the first order */
    clientId: text('client_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('spot_orders_user_idx').on(t.userId, t.status, t.id),
    uniqueIndex('spot_orders_client_id_idx')
      .on(t.userId, t.clientId)
      .where(sql`${t.clientId} is not null`),
    check('spot_orders_tif_check', sql`${t.timeInForce} in ('gtc', 'ioc')`),
    check('spot_orders_finish_check', sql`(${t.status} = 'open') = (${t.finishAs} is null)`),
    check('spot_orders_filled_total_check', sql`${t.filledTotal} >= 0`),
    index('spot_orders_open_pair_idx')
      .on(t.pair, t.side, t.price)
      .where(sql`${t.status} = 'open'`),
    check('spot_orders_side_check', sql`${t.side} in ('buy', 'sell')`),
    check('spot_orders_type_check', sql`${t.type} in ('limit', 'market')`),
    check('spot_orders_status_check', sql`${t.status} in ('open', 'filled', 'cancelled')`),
    check('spot_orders_price_check', sql`(${t.type} = 'limit' and ${t.price} > 0) or (${t.type} = 'market' and ${t.price} = 0)`),
    check('spot_orders_amounts_check', sql`${t.amount} > 0 and ${t.filled} >= 0 and ${t.filled} <= ${t.amount} and ${t.fee} >= 0 and ${t.avgPrice} >= 0`),
    check('spot_orders_market_not_open', sql`${t.type} = 'limit' or ${t.status} <> 'open'`),
  ],
);

/**
 * Every fill the matching engine made (docs/MATCHING.md): one taker order met one resting maker
 * order at the maker's price. `side` is the taker's. Each fee is in the currency that side
 * received, at its VIP level's maker or taker rate. Written in the transaction that moved the
 * balances, so a fill exists exactly when its money moved.
 */
export const spotFills = pgTable(
  'spot_fills',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pair: text('pair').notNull(),
    takerOrderId: bigint('taker_order_id', { mode: 'number' })
      .notNull()
      .references(() => spotOrders.id, { onDelete: 'cascade' }),
    makerOrderId: bigint('maker_order_id', { mode: 'number' })
      .notNull()
      .references(() => spotOrders.id, { onDelete: 'cascade' }),
    takerUserId: integer('taker_user_id').notNull(),
    makerUserId: integer('maker_user_id').notNull(),
    side: text('side').$type<'buy' | 'sell'>().notNull(),
    price: numeric('price').notNull(),
    amount: numeric('amount').notNull(),
    takerFee: numeric('taker_fee').notNull(),
    takerFeeAsset: text('taker_fee_asset').notNull(),
    makerFee: numeric('maker_fee').notNull(),
    makerFeeAsset: text('maker_fee_asset').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('spot_fills_pair_idx').on(t.pair, t.id),
    index('spot_fills_taker_idx').on(t.takerUserId, t.id),
    index('spot_fills_maker_idx').on(t.makerUserId, t.id),
    check('spot_fills_side_check', sql`${t.side} in ('buy', 'sell')`),
    check('spot_fills_positive', sql`${t.price} > 0 and ${t.amount} > 0 and ${t.takerFee} >= 0 and ${t.makerFee} >= 0`),
    check('spot_fills_two_users', sql`${t.takerUserId} <> ${t.makerUserId}`),
  ],
);

/**
 * Each pair's book update id: +1 in every transaction that changes the pair's resting orders, in
 * the same transaction, so the id a snapshot reads and the ids the stream carries agree
 * (streams.ts `spotOrderBook`'s `U`…`u`).
 */
export const spotBooks = pgTable('spot_books', {
  pair: text('pair').primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  /** until when someone watches this book (its page, a stream, an order): the market maker quotes it until then */
  wantedUntil: timestamp('wanted_until', { withTimezone: true }),
});

/**
 * Price alerts (domain/alerts.ts): `direction` is fixed when set (above: the price was below
 * then). The simulator's leader marks one `triggered` once its price reaches it and leaves the
 * user a notice; triggered alerts are deleted after TRIGGERED_ALERT_DAYS.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pair: text('pair').notNull(),
    price: numeric('price').notNull(),
    direction: text('direction').$type<'above' | 'below'>().notNull(),
    status: text('status').$type<'active' | 'triggered'>().notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.status, t.id),
    index('price_alerts_active_pair_idx')
      .on(t.pair, t.direction, t.price)
      .where(sql`${t.status} = 'active'`),
    index('price_alerts_triggered_idx')
      .on(t.triggeredAt)
      .where(sql`${t.status} = 'triggered'`),
    check('price_alerts_direction_check', sql`${t.direction} in ('above', 'below')`),
    check('price_alerts_status_check', sql`${t.status} in ('active', 'triggered')`),
    check('price_alerts_price_positive', sql`${t.price} > 0`),
    check('price_alerts_triggered_check', sql`(${t.status} = 'triggered') = (${t.triggeredAt} is not null)`),
  ],
);

/**
 * A user's saved chart state per chart id (domain/chartState.ts): at most MAX_SAVED_CHARTS per
 * user; saving another drops the least recently saved (`saved_seq` grows with every save).
 */
export const chartStates = pgTable(
  'chart_states',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    chartId: text('chart_id').notNull(),
    state: jsonb('state').notNull(),
    savedSeq: bigserial('saved_seq', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.chartId] }),
    index('chart_states_user_seq_idx').on(t.userId, t.savedSeq),
    check('chart_states_chart_id_shape', sql`${t.chartId} ~ '^[a-z0-9-]{1,32}$'`),
  ],
);

/**
 * Money in (docs/WALLET.md): each user's deposit address per (currency, network), derived from a
 * server secret (domain/wallet/addresses.ts) and kept so it never changes. Networks that need a
 * memo (XRP, TON) share one exchange address and tell users apart by `memo`; elsewhere `memo` is ''.
 */
export const depositAddresses = pgTable(
  'deposit_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    memo: text('memo').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [unique('deposit_addresses_user_key').on(t.userId, t.currency, t.network), unique('deposit_addresses_address_key').on(t.address, t.memo)],
);

/**
 * Deposits seen on a (simulated) chain, one per transaction (`tx_hash` unique per network).
 * `block` is the height it was included at (a network's height is its block count since the epoch,
 * market/chain.ts); `confirmations` is kept up to date by the chain
 * simulator (market/chain.ts). Once it reaches `required` the deposit becomes `confirmed` and its
 * amount is credited, or `below_minimum` (never credited) if smaller than the network's minimum;
 * the credit, the status change and the user's notice are one transaction, so `credited_at` is set
 * exactly when the balance moved.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    memo: text('memo').notNull().default(''),
    amount: numeric('amount').notNull(),
    txHash: text('tx_hash').notNull(),
    block: bigint('block', { mode: 'number' }).notNull(),
    confirmations: integer('confirmations').notNull().default(0),
    required: integer('required').notNull(),
    status: text('status').$type<'pending' | 'confirmed' | 'below_minimum'>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (t) => [
    unique('deposits_tx_key').on(t.network, t.txHash),
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_pending_idx')
      .on(t.network, t.block)
      .where(sql`${t.status} = 'pending'`),
    check('deposits_status_check', sql`${t.status} in ('pending', 'confirmed', 'below_minimum')`),
    check('deposits_amount_positive', sql`${t.amount} > 0`),
    check('deposits_confirmations_check', sql`${t.confirmations} >= 0 and ${t.required} > 0`),
    check('deposits_credited_check', sql`(${t.status} = 'confirmed') = (${t.creditedAt} is not null)`),
  ],
);

/**
 * On-chain withdrawals (docs/WALLET.md "Money out"). `amount` left the user's available balance
 * into `locked` when the row was written (in the same transaction); `fee` is part of it and
 * `receive_amount` = amount − fee. pending → processing → completed (locked taken) or failed
 * (locked back to available); pending → cancelled (back to available). Each transition is one
 * transaction guarded by the status it leaves. `usd_value`: the amount at its USD price when
 * made, for the 24-hour limit.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the client's id for the request (`t-…`): a retry with it answers this row */
    clientId: text('client_id').notNull(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    memo: text('memo'),
    amount: numeric('amount').notNull(),
    fee: numeric('fee').notNull(),
    receiveAmount: numeric('receive_amount').notNull(),
    usdValue: numeric('usd_value').notNull(),
    status: text('status').$type<'pending' | 'processing' | 'completed' | 'failed' | 'cancelled'>().notNull(),
    txHash: text('tx_hash'),
    failReason: text('fail_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('withdrawals_client_id_idx').on(t.userId, t.clientId),
    index('withdrawals_user_idx').on(t.userId, t.id),
    index('withdrawals_user_created_idx').on(t.userId, t.createdAt),
    index('withdrawals_open_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} in ('pending', 'processing')`),
    check('withdrawals_status_check', sql`${t.status} in ('pending', 'processing', 'completed', 'failed', 'cancelled')`),
    check('withdrawals_amounts_check', sql`${t.fee} >= 0 and ${t.receiveAmount} > 0 and ${t.amount} = ${t.fee} + ${t.receiveAmount} and ${t.usdValue} >= 0`),
  ],
);

/**
 * Instant internal transfers: `amount` of `currency` moved from `from_user_id`'s available to
 * `to_user_id`'s available in the transaction that wrote the row. `usd_value` as for withdrawals.
 */
export const internalTransfers = pgTable(
  'internal_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    toUserId: integer('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount').notNull(),
    usdValue: numeric('usd_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('internal_transfers_client_id_idx').on(t.fromUserId, t.clientId),
    index('internal_transfers_from_idx').on(t.fromUserId, t.createdAt),
    index('internal_transfers_to_idx').on(t.toUserId, t.createdAt),
    check('internal_transfers_amount_check', sql`${t.amount} > 0 and ${t.fromUserId} <> ${t.toUserId}`),
  ],
);

/**
 * One-time deposit codes (an internal transfer "as a code"): `amount` left the creator's available
 * balance when the row was written; redeeming credits it to `redeemed_by` (active → redeemed),
 * cancelling returns it (active → cancelled), each one transaction guarded by status = 'active'.
 * The code is stored as its SHA-256 (`code_hash`, unique); `code_tail` is its last four characters.
 */
export const depositCodes = pgTable(
  'deposit_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    codeTail: text('code_tail').notNull(),
    currency: text('currency').notNull(),
    amount: numeric('amount').notNull(),
    usdValue: numeric('usd_value').notNull(),
    status: text('status').$type<'active' | 'redeemed' | 'cancelled'>().notNull(),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('deposit_codes_client_id_idx').on(t.userId, t.clientId),
    index('deposit_codes_user_idx').on(t.userId, t.id),
    index('deposit_codes_redeemed_idx').on(t.redeemedBy, t.updatedAt),
    check('deposit_codes_status_check', sql`${t.status} in ('active', 'redeemed', 'cancelled')`),
    check('deposit_codes_amount_check', sql`${t.amount} > 0`),
    check('deposit_codes_redeemed_check', sql`${t.status} = 'redeemed' or ${t.redeemedBy} is null`),
  ],
);

/** Saved withdrawal addresses (the address book), one per (user, currency, network, address, memo). */
export const withdrawAddresses = pgTable(
  'withdraw_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    address: text('address').notNull(),
    /** '' when the network has no memo (so the unique index treats it as a value) */
    memo: text('memo').notNull().default(''),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('withdraw_addresses_unique_idx').on(t.userId, t.currency, t.network, t.address, t.memo)],
);

/** Binary columns (uploaded files): Buffer in Node, bytea in PostgreSQL and PGlite. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One-time recovery codes of the authenticator (shown once when it is set up); only the SHA-256 is kept. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId), unique('totp_recovery_codes_hash').on(t.userId, t.codeHash)],
);

/** WebAuthn credentials (passkeys), registered with @simplewebauthn/server. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the credential id, base64url */
    credentialId: text('credential_id').notNull().unique(),
    /** the COSE public key, base64url */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** the authenticator's transports (JSON array of strings) */
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    deviceType: text('device_type').notNull().default('singleDevice'),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges, each used once: `register` and `confirm` (a passkey as the second factor)
 * belong to a user; `login` to nobody until it is answered (a discoverable credential names its
 * user). Deleted when used or past `expires_at`.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: serial('id').primaryKey(),
    challenge: text('challenge').notNull().unique(),
    purpose: text('purpose').$type<'register' | 'login' | 'confirm'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('webauthn_challenges_purpose_check', sql`${t.purpose} in ('register', 'login', 'confirm')`),
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
  ],
);

/** Password-reset codes sent by mail; only the SHA-256 is kept; a code allows a few guesses and is used once. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** wrong codes tried against this request */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/** Password-reset requests (whether or not the email has an account), for the request rate limit. */
export const resetRequests = pgTable(
  'reset_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reset_requests_email_idx').on(t.email, t.createdAt), index('reset_requests_ip_idx').on(t.ip, t.createdAt)],
);

/**
 * Files users uploaded (KYC documents, ticket attachments), checked for size and type before
 * they are stored. `purpose` says what owns a file; `ownerId` is that thing's id (a KYC
 * application, a ticket message) once attached, null while it waits to be.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'kyc' | 'ticket'>().notNull(),
    ownerId: integer('owner_id'),
    /** the type the bytes were recognised as (image/png, image/jpeg, image/webp, application/pdf) */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** the name the user gave the file, cleaned */
    name: text('name').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('uploads_purpose_check', sql`${t.purpose} in ('kyc', 'ticket')`),
    index('uploads_owner_idx').on(t.purpose, t.ownerId),
    index('uploads_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Applications for the next KYC level (docs/IDENTITY.md "KYC"): identity details and documents
 * (uploads with purpose 'kyc'), reviewed by the reference API after a delay: approved (the
 * user's `verified` moves to the level in the same transaction) or rejected with a reason.
 */
export const kycApplications = pgTable(
  'kyc_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the stored level applied for (users.verified's scale: 1 basic, 2 full) */
    level: integer('level').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    /** the identity details the form collected (names, birth date, nationality, document type and number, address) */
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** when the reviewer takes it up */
    reviewAt: timestamp('review_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    check('kyc_applications_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('kyc_applications_one_pending_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index('kyc_applications_due_idx')
      .on(t.reviewAt)
      .where(sql`${t.status} = 'pending'`),
    index('kyc_applications_user_idx').on(t.userId, t.createdAt),
  ],
);

/** Support tickets (docs/IDENTITY.md "Support"): a subject and a thread of messages. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    /** what the ticket is about ('account', 'deposit', 'withdrawal', 'trading', 'verification', 'other') */
    category: text('category').notNull(),
    /** open: waiting for support; answered: support replied; closed: by the user (or support) */
    status: text('status').$type<'open' | 'answered' | 'closed'>().notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('tickets_status_check', sql`${t.status} in ('open', 'answered', 'closed')`), index('tickets_user_idx').on(t.userId, t.updatedAt)],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    author: text('author').$type<'user' | 'support'>().notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('ticket_messages_author_check', sql`${t.author} in ('user', 'support')`), index('ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);
