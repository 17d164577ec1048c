import { MAX_FAVORITES } from '@exchange/contract/limits';

/**
 * Favourite markets (beyond the spec; what traders ask of every exchange): starred pairs are
 * pinned first. Kept per user on the server when logged in, in local storage otherwise.
 */

/** The local-storage key of a guest's favourites. */
export const FAVORITES_STORAGE_KEY = 'market_favorites';

const PAIR = /^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/;

/** Reads what local storage held: a JSON list of pair names; anything else (edited, corrupt) reads as none. */
export function parseStoredFavorites(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const pairs = value.filter((v): v is string => typeof v === 'string' && PAIR.test(v));
    return [...new Set(pairs)].slice(0, MAX_FAVORITES);
  } catch {
    return [];
  }
}

/** The list after starring or un-starring `pair`; a star beyond the cap changes nothing. */
export function toggleFavorite(list: readonly string[], pair: string): string[] {
  if (list.includes(pair)) return list.filter((p) => p !== pair);
  if (list.length >= MAX_FAVORITES || !PAIR.test(pair)) return [...list];
  return [...list, pair];
}

/** Rows with favourites pinned first, each group keeping its order (a stable partition). */
export function favoritesFirst<T>(rows: readonly T[], favorites: ReadonlySet<string>, id: (row: T) => string): T[] {
  if (favorites.size === 0) return [...rows];
  const pinned: T[] = [];
  const rest: T[] = [];
  for (const row of rows) (favorites.has(id(row)) ? pinned : rest).push(row);
  return [...pinned, ...rest];
}
