import { favoritesFirst } from './favorites-rules';
import { newListedOrder, type MarketRow } from './rows';
import { sortRows, type Sort, type SortValue } from './sort';

/**
 * What a `common/tabs` filter selects from a list of market rows, and how a list arranges its rows
 * (search, sort, favourites): shared by the coin panels and the markets page. Pure.
 */

/** A spot filter in capitals (USDT, BTC, TRY) is a quote currency; any other (new, meme, ai) a category. */
export function isQuoteFilter(filter: string): boolean {
  return /^[A-Z0-9]+$/.test(filter);
}

/** Rows of a category ('' for all), compared without case. */
export function byCategory(rows: readonly MarketRow[], filter: string): MarketRow[] {
  if (!filter) return [...rows];
  const wanted = filter.toLowerCase();
  return rows.filter((row) => row.categories.some((c) => c.toLowerCase() === wanted));
}

/** A spot tab's rows: a quote's pairs, or a category's; the 'new' tab in new-listed order (upcoming first). */
export function spotTabRows(rows: readonly MarketRow[], filter: string, nowS: number): MarketRow[] {
  if (isQuoteFilter(filter)) return rows.filter((row) => row.quote === filter);
  const picked = byCategory(rows, filter);
  return filter.toLowerCase() === 'new' ? newListedOrder(picked, nowS) : picked;
}

/**
 * The rows as a list shows them: the search's matches (best first) or the tab's rows, then the
 * chosen sort, then favourites pinned first (each group keeps its order). While searching the
 * ranking stands: favourites are not pinned over better matches.
 */
export function arrangeRows(
  rows: readonly MarketRow[],
  options: { readonly searching: boolean; readonly sort: Sort | null; readonly favorites: ReadonlySet<string>; readonly value?: SortValue },
): MarketRow[] {
  const sorted = sortRows(rows, options.sort, options.value);
  return options.searching ? sorted : favoritesFirst(sorted, options.favorites, (row) => row.id);
}
