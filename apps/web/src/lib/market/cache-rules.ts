/**
 * The browser data cache's rules (spec doc 1 §5 and §7, NOTES.md "Cache time 240"): a cached data
 * set younger than 240 s is used without a request; an older one is shown at once and refreshed in
 * the background; an empty one, or one stored for another language, is not used.
 */

/** Seconds a cached data set is used without asking the API again. */
export const CACHE_MAX_AGE_S = 240;

/** Futures contracts are asked again every 10 minutes while a page shows them (doc 1 §9 "Futures refresh 600000 ms"). */
export const FUTURES_REFRESH_MS = 600_000;

/** How often a data set is asked again while shown: the futures contracts every 10 minutes, the others not at all. */
export function refreshIntervalOf(name: string): number | false {
  return name === 'futures' ? FUTURES_REFRESH_MS : false;
}

/** One cached data set as stored in IndexedDB (`gateio_db` / `gate_table`). */
export interface CachedSet<T> {
  /** when it was fetched, ms since the epoch */
  readonly savedAt: number;
  /** the API language it was fetched in ('' for a set that does not depend on language) */
  readonly language: string;
  readonly data: T;
}

export type CacheVerdict = 'fresh' | 'stale' | 'unusable';

/** Whether a data set holds anything: an empty list, or an object with nothing in it, does not. */
export function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object') return Object.keys(data).length === 0;
  return false;
}

/** Narrows an IndexedDB value (anything another version of the site may have written) to a cached set. */
export function asCachedSet(value: unknown): CachedSet<unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { savedAt, language, data } = value as Record<string, unknown>;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt) || typeof language !== 'string') return undefined;
  return { savedAt, language, data };
}

/**
 * What to do with a cached set: `fresh` (use it, no request), `stale` (show it, refresh in the
 * background) or `unusable` (missing, empty, another language, or saved in the future: ask the API).
 */
export function cacheVerdict(entry: CachedSet<unknown> | undefined, now: number, language: string): CacheVerdict {
  if (!entry || isEmptyData(entry.data) || entry.language !== language) return 'unusable';
  const age = now - entry.savedAt;
  // a clock set back makes a "future" entry: its age is unknown, so treat it as old, not fresh
  if (age < 0) return 'stale';
  return age < CACHE_MAX_AGE_S * 1000 ? 'fresh' : 'stale';
}
