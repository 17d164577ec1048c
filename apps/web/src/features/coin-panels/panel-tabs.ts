import type { MarketTab } from '@exchange/contract/market';
import type { MarketRow } from '@/lib/market/rows';
import { byCategory, spotTabRows } from '@/lib/market/spot-tabs';

/**
 * Which rows each tab of a coin panel shows (spec doc 1 §2 "Coin list panels", §4). Pure.
 *
 * The panels: the Trade menu's spot panel carries the spot tabs and, as tabs of their own, the
 * pilot and pre-market lists (our choice over switching lists by hovering links: the tabs are
 * reachable by keyboard and say what is on offer); the Derivatives menu's futures panel the
 * USDT-M and BTC-M tabs; a menu marked `preMarket` the pre-market list alone.
 */
export type PanelKind = 'spot' | 'futures' | 'preMarket';
export type ListKind = MarketTab['list'];

/** The tab we add when the visitor has starred markets of the panel's lists. */
export const FAVORITES_TAB = 'favorites';

export interface PanelTab {
  readonly key: string;
  readonly label: string;
  readonly list: ListKind;
  readonly filter: string;
}

export const PANEL_LISTS: Record<PanelKind, readonly ListKind[]> = {
  spot: ['spot', 'pilot', 'pre_market'],
  futures: ['futures'],
  preMarket: ['pre_market'],
};

/** The panel's own lists' rows; a list is undefined while it loads. */
export interface PanelLists {
  readonly spot?: readonly MarketRow[];
  readonly futures?: { readonly usdt: readonly MarketRow[]; readonly btc: readonly MarketRow[] };
  readonly pilot?: readonly MarketRow[];
  readonly pre_market?: readonly MarketRow[];
}

/** The API's tabs that belong to the panel, in the API's order. */
export function tabsFor(kind: PanelKind, menus: readonly MarketTab[]): PanelTab[] {
  const lists = PANEL_LISTS[kind];
  return menus.filter((tab) => lists.includes(tab.list)).map(({ key, label, list, filter }) => ({ key, label, list, filter }));
}

/** A tab's rows; undefined while its list loads. The 'new' tab is in new-listed order (upcoming first). */
export function tabRows(tab: PanelTab, lists: PanelLists, nowS: number): MarketRow[] | undefined {
  switch (tab.list) {
    case 'spot': {
      if (!lists.spot) return undefined;
      return spotTabRows(lists.spot, tab.filter, nowS);
    }
    case 'futures': {
      if (!lists.futures) return undefined;
      const settle = tab.filter.toLowerCase();
      if (settle === 'btc') return [...lists.futures.btc];
      if (settle === 'usdt') return [...lists.futures.usdt];
      return byCategory([...lists.futures.usdt, ...lists.futures.btc], tab.filter);
    }
    case 'pilot':
      return lists.pilot ? byCategory(lists.pilot, tab.filter) : undefined;
    case 'pre_market':
      return lists.pre_market ? byCategory(lists.pre_market, tab.filter) : undefined;
  }
}

/** The starred rows of the panel's favourite-able lists (spot, or futures), in list order. */
export function favoriteRows(kind: PanelKind, lists: PanelLists, favorites: ReadonlySet<string>): MarketRow[] | undefined {
  const rows = kind === 'futures' ? lists.futures && [...lists.futures.usdt, ...lists.futures.btc] : kind === 'spot' ? lists.spot : [];
  return rows?.filter((row) => favorites.has(row.id));
}

/**
 * The tabs to show: a tab whose list has loaded and holds none of its rows (TRY pairs on a site
 * that lists none) is dropped; tabs still loading stay. The Favourites tab leads when any exist.
 */
export function visibleTabs(tabs: readonly PanelTab[], lists: PanelLists, nowS: number, favoritesLabel: string, hasFavorites: boolean): PanelTab[] {
  const shown = tabs.filter((tab) => {
    const rows = tabRows(tab, lists, nowS);
    return rows === undefined || rows.length > 0;
  });
  return hasFavorites ? [{ key: FAVORITES_TAB, label: favoritesLabel, list: 'spot', filter: '' }, ...shown] : shown;
}

/** Where 'View All' goes, per list (spec doc 1 §2: /price, /futures_center, /pilot, /pre-market). */
export function viewAllPath(list: ListKind): string {
  return { spot: '/price', futures: '/futures_center', pilot: '/pilot', pre_market: '/pre-market' }[list];
}

/**
 * The currency a row's price is in: a contract's from its name (BTC-M contracts are `BTC_USD`,
 * priced in dollars though settled in BTC), any other row's its quote.
 */
export function priceQuote(row: MarketRow, list: ListKind): string {
  return list === 'futures' ? (row.id.split('_')[1] ?? row.quote) : row.quote;
}
