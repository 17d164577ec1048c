import { quoteUsd, usdtPricesOf } from '../market/prices';
import type { MarketRow } from '../market/rows';
import { buildSearchIndex, search, type SearchIndex } from '../market/search-rank';

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

/** A pair as people write it: BTC_USDT → BTC/USDT. */
export function pairLabel(row: Pick<MarketRow, 'base' | 'quote' | 'id'>): string {
  return row.quote ? `${row.base}/${row.quote}` : row.id;
}
