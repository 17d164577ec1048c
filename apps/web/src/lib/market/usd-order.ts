import { usdValue, usdtPricesOf, type FiatContext } from './prices';
import type { MarketRow } from './rows';
import type { SortValue } from './sort';

/** What comparing rows across quotes needs: USD prices of the quote coins and the fiat rates. */
export function usdContext(rows: readonly MarketRow[], fiatRates: Readonly<Record<string, string>>): Pick<FiatContext, 'fiatRates' | 'usdtPrices'> {
  return { fiatRates, usdtPrices: usdtPricesOf(rows) };
}

/** Sort values in US dollars: a BTC-quoted price and a USDT-quoted one compare by what they are worth. */
export function usdSortValue(ctx: Pick<FiatContext, 'fiatRates' | 'usdtPrices'>): SortValue {
  return (row, key) => {
    if (key === 'price') return usdValue(row.rate, row.quote, ctx);
    if (key === 'volume') return usdValue(row.volume, row.quote, ctx);
    const n = Number(row.change);
    return row.change && Number.isFinite(n) ? n : undefined;
  };
}

/** Rows by 24 h volume in US dollars, largest first (rows with no known value last, in list order). */
export function byUsdVolume(rows: readonly MarketRow[], ctx: Pick<FiatContext, 'fiatRates' | 'usdtPrices'>): MarketRow[] {
  return rows
    .map((row, i) => ({ row, i, v: usdValue(row.volume, row.quote, ctx) ?? -1 }))
    .sort((a, b) => b.v - a.v || a.i - b.i)
    .map((x) => x.row);
}
