import type { BarKind } from '../../lib/compliance-state';

/** Session storage: the bar kinds closed in this browser session (a closed bar stays closed until the next session). */
export const BAR_CLOSED_KEY = 'compliance_bar_closed';
/** The bar's element id, for the inline script that hides a closed bar before the first paint. */
export const BAR_ID = 'compliance-bar';
/** The cookies-policy acceptance lasts a year (our choice). */
export const COOKIES_ACCEPTED_DAYS = 365;

/** The stored list of closed kinds; anything malformed is an empty list. */
export function readClosedBars(raw: string | null): string[] {
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function withClosedBar(list: readonly string[], kind: BarKind): string[] {
  return list.includes(kind) ? [...list] : [...list, kind];
}

/** The inline script (run before paint, with the page's nonce) that hides the bar when its kind was closed this session. */
export function hideClosedBarScript(kind: BarKind): string {
  return `try{var l=JSON.parse(sessionStorage.getItem(${JSON.stringify(BAR_CLOSED_KEY)})||'[]');if(Array.isArray(l)&&l.indexOf(${JSON.stringify(kind)})>=0)document.getElementById(${JSON.stringify(BAR_ID)}).hidden=true}catch(e){}`;
}
