import type { MarketTab } from '@exchange/contract/market';
import type { FiatContext } from '@/lib/market/prices';
import type { MarketRow } from '@/lib/market/rows';
import { search, type SearchIndex } from '@/lib/search/search-rank';
import type { Sort } from '@/lib/market/sort';
import { arrangeRows, spotTabRows } from '@/lib/market/spot-tabs';
import { byUsdVolume, usdSortValue } from '@/lib/market/usd-order';

/** The markets page's filters: every market, the visitor's favourites, or one of the API's spot tabs. */
export const ALL_TAB = 'all';
export const FAVORITES_TAB = 'favorites';

export interface PageTab {
  readonly key: string;
  readonly label: string;
  /** a spot tab's filter (quote or category); '' for all and favourites */
  readonly filter: string;
}

/** All, Favourites (when any), then the API's spot tabs that select at least one row. */
export function pageTabs(
  menus: readonly MarketTab[],
  rows: readonly MarketRow[],
  labels: { all: string; favorites: string },
  hasFavorites: boolean,
  nowS: number,
): PageTab[] {
  const spot = menus.filter((tab) => tab.list === 'spot' && spotTabRows(rows, tab.filter, nowS).length > 0);
  return [
    { key: ALL_TAB, label: labels.all, filter: '' },
    ...(hasFavorites ? [{ key: FAVORITES_TAB, label: labels.favorites, filter: '' }] : []),
    ...spot.map((tab) => ({ key: tab.key, label: tab.label, filter: tab.filter })),
  ];
}

export interface PageRowsInput {
  readonly rows: readonly MarketRow[];
  readonly tab: PageTab;
  readonly favorites: ReadonlySet<string>;
  /** a search index over `rows` (needed only while searching), and the query ('' for none) */
  readonly index: SearchIndex<MarketRow> | undefined;
  readonly query: string;
  readonly sort: Sort | null;
  readonly usd: Pick<FiatContext, 'fiatRates' | 'usdtPrices'>;
  readonly nowS: number;
}

/**
 * The rows the table shows: the tab's rows (by USD volume, the 'new' tab in new-listed order), or
 * the search's matches within them (best first); then the chosen sort in US dollars (a BTC price
 * compares with a USDT one by what it is worth); favourites pinned first unless searching. Pure.
 */
export function pageRows(input: PageRowsInput): MarketRow[] {
  const { tab, favorites, nowS, usd } = input;
  const inTab =
    tab.key === ALL_TAB
      ? byUsdVolume(input.rows, usd)
      : tab.key === FAVORITES_TAB
        ? byUsdVolume(
            input.rows.filter((r) => favorites.has(r.id)),
            usd,
          )
        : tab.filter.toLowerCase() === 'new'
          ? spotTabRows(input.rows, tab.filter, nowS)
          : byUsdVolume(spotTabRows(input.rows, tab.filter, nowS), usd);
  const index = input.query.trim() === '' ? undefined : input.index;
  const searching = index !== undefined;
  let shown = inTab;
  if (index) {
    const allowed = new Set(inTab.map((r) => r.id));
    shown = search(index, input.query).filter((r) => allowed.has(r.id));
  }
  return arrangeRows(shown, { searching, sort: input.sort, favorites, value: usdSortValue(usd) });
}
