/**
 * Recent searches (beyond the spec): the queries whose results a visitor followed, newest first,
 * kept in local storage on this device, at most RECENT_CAP, each at most RECENT_MAX_LENGTH long.
 */
import { storedStrings } from '@/lib/preferences/stored-list';

export const RECENT_KEY = 'search_recent';
export const RECENT_CAP = 8;
export const RECENT_MAX_LENGTH = 64;

function clean(query: string): string {
  return query.trim().replace(/\s+/g, ' ').slice(0, RECENT_MAX_LENGTH);
}

/** A query added to the front; a repeat (case-blind) moves to the front; the oldest drop past the cap. */
export function addRecent(list: readonly string[], query: string, cap = RECENT_CAP): string[] {
  const q = clean(query);
  if (!q) return list.slice(0, cap);
  const key = q.toLowerCase();
  return [q, ...list.filter((item) => item.toLowerCase() !== key)].slice(0, cap);
}

/** The stored list, tolerating anything: not JSON, not an array, non-strings, blanks, repeats, too many. */
export function parseRecent(raw: string | null | undefined, cap = RECENT_CAP): string[] {
  return storedStrings(raw)
    .reduceRight<string[]>((acc, item) => addRecent(acc, item, cap), [])
    .slice(0, cap);
}

/** Reads the list; storage may be missing or refuse (private mode): then none. */
export function readRecent(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    return parseRecent(storage?.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}

export function writeRecent(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, list: readonly string[]): void {
  try {
    if (list.length) storage?.setItem(RECENT_KEY, JSON.stringify(list));
    else storage?.removeItem(RECENT_KEY);
  } catch {
    // a full or refused storage loses the history, nothing else
  }
}
