import type { StoredList } from '@/lib/preferences/stored-list';

/**
 * The bar kinds closed in this browser session, in session storage (a closed bar stays closed until
 * the next session), mirrored onto `<html>` before the first paint (lib/preferences/stored-list.ts) so the bar's
 * CSS rule hides a closed bar without a script beside it.
 */
export const CLOSED_BARS_LIST: StoredList = {
  storage: 'sessionStorage',
  key: 'compliance_bar_closed',
  attribute: 'data-closed-bars',
  // the kinds' names (BarKind); there are fewer than 16
  token: /^[A-Za-z]{1,40}$/,
  max: 16,
};
/** The bar's element id, which the CSS rule names. */
export const BAR_ID = 'compliance-bar';
/** The cookies-policy acceptance lasts a year (our choice). */
export const COOKIES_ACCEPTED_DAYS = 365;
