import { newListedOrder, type MarketRow } from '@/lib/market/rows';
import { usdValue, type FiatContext } from '@/lib/market/prices';
import { byUsdVolume } from '@/lib/market/usd-order';

/** Rows per list of the home page's markets overview. */
export const OVERVIEW_ROWS = 5;

export interface Overview {
  /** hot-tagged markets by USD volume (the largest markets when none is tagged) */
  readonly hot: MarketRow[];
  /** open markets with the largest rise, among those that trade at least a little */
  readonly gainers: MarketRow[];
  /** new listings: upcoming first by opening time, then the most recently opened */
  readonly newListings: MarketRow[];
}

/** Below this 24 h volume (USD) a market is too thin to lead a gainers list. */
export const GAINER_MIN_VOLUME_USD = 10_000;

/** The overview's three lists from the site's spot rows. Pure. */
export function selectOverview(rows: readonly MarketRow[], ctx: Pick<FiatContext, 'fiatRates' | 'usdtPrices'>, nowS: number): Overview {
  const open = rows.filter((r) => r.buyStart <= nowS && Number(r.rate) > 0);
  const byVolume = byUsdVolume(open, ctx);
  const tagged = byVolume.filter((r) => r.hot);
  const hot = (tagged.length > 0 ? tagged : byVolume).slice(0, OVERVIEW_ROWS);
  const gainers = open
    .filter((r) => (usdValue(r.volume, r.quote, ctx) ?? 0) >= GAINER_MIN_VOLUME_USD && Number.isFinite(Number(r.change)) && r.change !== '')
    .map((row, i) => ({ row, i, change: Number(row.change) }))
    .sort((a, b) => b.change - a.change || a.i - b.i)
    .slice(0, OVERVIEW_ROWS)
    .map((x) => x.row);
  const newListings = newListedOrder(
    rows.filter((r) => r.isNew),
    nowS,
  ).slice(0, OVERVIEW_ROWS);
  return { hot, gainers, newListings };
}
