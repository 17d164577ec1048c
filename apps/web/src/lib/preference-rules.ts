import { COOKIE } from './cookies';
import { defaultRiseColor, type ChangeBasis, type RiseColor, type Theme } from './preferences';

/** Cookie lifetimes and flags (spec doc 1 §9: curr_fiat 1 year, path /, secure). */
export const ONE_YEAR_DAYS = 365;

export interface CookieWrite {
  readonly name: string;
  /** undefined removes the cookie */
  readonly value: string | undefined;
  readonly days: number;
}

/** Secure wherever the page is https (a Secure cookie cannot be set from plain-http pages). */
export function cookieAttributes(protocol: string, days: number) {
  return { path: '/', expires: days, sameSite: 'lax' as const, secure: protocol === 'https:' };
}

/** On a locale choice, `market_rise_color` is set only when absent: red for zh, green otherwise. */
export function riseColorOnLocaleChoice(current: string | undefined, locale: string): CookieWrite[] {
  if (current === 'red' || current === 'green') return [];
  return [{ name: COOKIE.riseColor, value: defaultRiseColor(locale), days: ONE_YEAR_DAYS }];
}

/** Choosing a fiat opens rate mode and sets the fiat. */
export function chooseFiat(fiat: string): CookieWrite[] {
  return [
    { name: COOKIE.fiat, value: fiat, days: ONE_YEAR_DAYS },
    { name: COOKIE.rateMode, value: '1', days: ONE_YEAR_DAYS },
  ];
}

/** The current-rate switch: on sets USD (rate mode open), off clears the fiat (rate mode closed). */
export function switchCurrentRate(on: boolean): CookieWrite[] {
  return on
    ? [
        { name: COOKIE.fiat, value: 'USD', days: ONE_YEAR_DAYS },
        { name: COOKIE.rateMode, value: '1', days: ONE_YEAR_DAYS },
      ]
    : [
        { name: COOKIE.fiat, value: undefined, days: ONE_YEAR_DAYS },
        { name: COOKIE.rateMode, value: '0', days: ONE_YEAR_DAYS },
      ];
}

/** Theme values (NOTES.md): light 0, dark 2. */
export function chooseTheme(theme: Theme): CookieWrite[] {
  return [{ name: COOKIE.theme, value: theme === 'dark' ? '2' : '0', days: ONE_YEAR_DAYS }];
}

export function chooseRiseColor(color: RiseColor): CookieWrite[] {
  return [{ name: COOKIE.riseColor, value: color, days: ONE_YEAR_DAYS }];
}

export function chooseChangeBasis(basis: ChangeBasis): CookieWrite[] {
  return [{ name: COOKIE.changeBasis, value: basis, days: ONE_YEAR_DAYS }];
}
