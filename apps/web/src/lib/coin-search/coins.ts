import { quoteUsd, usdtPricesOf } from '@/lib/market/prices';
import type { MarketRow } from '@/lib/market/rows';
import { buildSearchIndex, search, type SearchFields, type SearchIndex } from '@/lib/search/search-rank';

/**
 * The coin index of the search box and the command palette: spot rows ranked by the shared
 * `search()` (spec §4), ties by the 24 h volume in US dollars (the quote's dollar value from the
 * fiat rates or the coin's USDT price; a quote nothing prices counts as 0).
 */
export function coinIndex(rows: readonly MarketRow[], fiatRates: Readonly<Record<string, string>>): SearchIndex<MarketRow> {
  const usdtPrices = usdtPricesOf(rows);
  return buildSearchIndex(rows, (row) => {
    const volume = Number(row.volume);
    const usd = quoteUsd(row.quote, { fiatRates, usdtPrices }) ?? 0;
    return { base: row.base, quote: row.quote, name: row.name, pair: row.id, volumeUsd: Number.isFinite(volume) ? volume * usd : 0 };
  });
}

/** The coins matching `query`, best first, at most `limit` (an empty query: none). */
export function searchCoins(index: SearchIndex<MarketRow>, query: string, limit: number): MarketRow[] {
  return search(index, query, limit);
}

/** A coin result with the page it leads to. */
export interface LinkedCoin {
  readonly row: MarketRow;
  readonly href: string;
}

/**
 * The coins matching `query` that lead somewhere for this visitor (`link`: trade-links.ts
 * `useRowLink`, undefined for a page the visitor is not offered), best first, at most `limit`;
 * `withheld` when a match was left out for that reason, so the search can say why it offers no
 * coin (the visitor's trade pages are closed) rather than that none matched.
 */
export function linkedCoins(
  index: SearchIndex<MarketRow> | undefined,
  query: string,
  limit: number,
  link: (path: string) => string | undefined,
): { readonly coins: readonly LinkedCoin[]; readonly withheld: boolean } {
  const found = index ? searchCoins(index, query, limit) : [];
  const coins = found.flatMap((row) => {
    const href = link(row.path);
    return href === undefined ? [] : [{ row, href }];
  });
  return { coins, withheld: coins.length < found.length };
}

/** The fields the shared search ranking compares. */
export function rowSearchFields(row: MarketRow): SearchFields {
  return { base: row.base, quote: row.quote, name: row.name, pair: `${row.base}_${row.quote}`, volumeUsd: Number(row.volume) || 0 };
}
