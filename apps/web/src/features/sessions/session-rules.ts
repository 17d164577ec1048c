import { HTML_LANG, type Locale } from '@exchange/sites/locales';
import type { LoginEvent, SessionInfo } from '@exchange/contract/sessions';

/** The catalog entry (in `sessions`) naming a browser, and its values: "Chrome on Windows", "Chrome", "A browser on Linux", "Unknown browser". */
export type BrowserLabel =
  | { readonly key: 'browserOn'; readonly values: { browser: string; os: string } }
  | { readonly key: 'browserOnly'; readonly values: { browser: string } }
  | { readonly key: 'someBrowserOn'; readonly values: { os: string } }
  | { readonly key: 'unknownBrowser'; readonly values: Record<string, never> };

export function browserLabel(origin: Pick<SessionInfo, 'browser' | 'os'>): BrowserLabel {
  if (origin.browser && origin.os) return { key: 'browserOn', values: { browser: origin.browser, os: origin.os } };
  if (origin.browser) return { key: 'browserOnly', values: { browser: origin.browser } };
  if (origin.os) return { key: 'someBrowserOn', values: { os: origin.os } };
  return { key: 'unknownBrowser', values: {} };
}

/** The country's name in the page's language (Intl.DisplayNames), or null when the place is unknown. */
export function placeName(place: string, locale: Locale): string | null {
  if (!/^[A-Z]{2}$/.test(place)) return null;
  try {
    return new Intl.DisplayNames([HTML_LANG[locale]], { type: 'region', fallback: 'code' }).of(place) ?? place;
  } catch {
    return place;
  }
}

/** The catalog key (in `sessions`) of a login event's result. */
export function resultKey(event: Pick<LoginEvent, 'success' | 'reason'>): 'success' | `failure.${'password' | 'second_factor' | 'rate_limited' | 'unknown'}` {
  if (event.success) return 'success';
  return `failure.${event.reason || 'unknown'}`;
}

/** How many pages `total` rows make at `size` a page (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page asked for in the query (`?page=`): a whole number from 1, else 1. */
export function pageFromQuery(raw: string | string[] | undefined): number {
  const text = Array.isArray(raw) ? raw[0] : raw;
  return text !== undefined && /^\d{1,4}$/.test(text) && Number(text) >= 1 ? Number(text) : 1;
}

/** The sessions list without the ones `ended` names. */
export function withoutSessions<T extends { readonly id: string }>(list: readonly T[], ended: ReadonlySet<string>): T[] {
  return list.filter((row) => !ended.has(row.id));
}
