import { COOKIE } from './cookies';

/** Theme values (NOTES.md): light 0, dark 2. */
export type Theme = 'light' | 'dark';
export type RiseColor = 'green' | 'red';
export type ChangeBasis = '24h' | 'utc0' | 'utc8';

export interface Preferences {
  readonly theme: Theme;
  /** the chosen fiat, or undefined when the visitor has not chosen one (the site's default applies) */
  readonly fiat: string | undefined;
  /** which colour means "up" */
  readonly riseColor: RiseColor;
  readonly changeBasis: ChangeBasis;
  /** current-currency rate mode (spec doc 1 §3: open 1, close 0); open once a fiat is chosen */
  readonly rateMode: boolean;
}

/** Reads the preference cookies; anything malformed falls back to the default. */
export function readPreferences(get: (name: string) => string | undefined, locale: string): Preferences {
  const theme = get(COOKIE.theme) === '2' ? 'dark' : 'light';
  const fiatRaw = get(COOKIE.fiat);
  const fiat = fiatRaw && /^[A-Z]{3,5}$/.test(fiatRaw) ? fiatRaw : undefined;
  const riseRaw = get(COOKIE.riseColor);
  const riseColor: RiseColor = riseRaw === 'red' || riseRaw === 'green' ? riseRaw : defaultRiseColor(locale);
  const basisRaw = get(COOKIE.changeBasis);
  const changeBasis: ChangeBasis = basisRaw === 'utc0' || basisRaw === 'utc8' ? basisRaw : '24h';
  const rateMode = get(COOKIE.rateMode) === '1';
  return { theme, fiat, riseColor, changeBasis, rateMode };
}

/** Chinese means red rises; every other locale green (NOTES.md "Rise colour"). */
export function defaultRiseColor(locale: string): RiseColor {
  return locale === 'zh' ? 'red' : 'green';
}
