import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { futuresContracts, spotMarkets } from '../db/schema';
import { STABLES } from '../seed/data/markets';
import { type InstrumentSpec } from './simulator';
import { decimalsFor, type MarketKind } from '../domain/prices';

/** What the walk needs of a stored spot or futures row. */
export interface MarketRow {
  kind: MarketKind;
  name: string;
  base: string;
  /** listing order (0 = biggest) */
  rank: number;
  price: string;
  open24h: string;
  openUtc0: string;
  openUtc8: string;
  volume: string;
  /** unix seconds it opens (0: open) */
  buyStart: number;
  /** the price's fixed decimals (spot_markets.price_decimals); absent: decimalsFor the stored price */
  priceDecimals?: number | null;
}

/**
 * The walk's parameters for a row: the 40 biggest coins move least (2.5 % a day) and trade every
 * tick, the next 260 trade a quarter of the ticks (5 % a day), the long tail rarely (8 % a day);
 * stablecoins hardly move. Futures follow their coin's tier. Decimals give about six significant
 * digits at the stored price; a spot pair's are its stored `price_decimals` (fixed when the row was
 * created, domain/pairRules.ts), so the simulator and the order rules agree for good.
 */
export function specOf(row: MarketRow): InstrumentSpec {
  const price = Number(row.price);
  const stable = STABLES.has(row.base);
  const tier = row.kind === 'spot' ? row.rank : row.rank * 4;
  const volatility = stable ? 0.001 : tier < 120 ? 0.025 : tier < 1000 ? 0.05 : 0.08;
  const activity = row.kind === 'testnet' ? 0.2 : tier < 120 ? 1 : tier < 1000 ? 0.25 : 0.004;
  return {
    kind: row.kind,
    name: row.name,
    price,
    open24h: Number(row.open24h),
    openUtc0: Number(row.openUtc0),
    openUtc8: Number(row.openUtc8),
    quoteVolume24h: Number(row.volume),
    decimals: row.priceDecimals ?? decimalsFor(price),
    volatility,
    activity,
    tradingFrom: row.buyStart * 1000,
  };
}

type SpotRow = Pick<typeof spotMarkets.$inferSelect, 'pair' | 'currA' | 'rank' | 'rate' | 'open24h' | 'openUtc0' | 'openUtc8' | 'volume' | 'buyStart'> &
  Partial<Pick<typeof spotMarkets.$inferSelect, 'priceDecimals'>>;
type FuturesRow = Pick<
  typeof futuresContracts.$inferSelect,
  'testnet' | 'name' | 'coinName' | 'rank' | 'lastPrice' | 'open24h' | 'openUtc0' | 'openUtc8' | 'volume24h'
>;

/** A spot pair as the walk reads it: stored, or as the seed makes it (its decimals not fixed yet). */
export function spotMarketRow(r: SpotRow): MarketRow {
  return {
    kind: 'spot',
    name: r.pair,
    base: r.currA,
    rank: r.rank,
    price: r.rate,
    open24h: r.open24h,
    openUtc0: r.openUtc0,
    openUtc8: r.openUtc8,
    volume: r.volume,
    buyStart: r.buyStart,
    priceDecimals: r.priceDecimals,
  };
}

/** Every spot pair and futures contract (live and testnet) as stored. */
export async function loadMarketRows(db: Db): Promise<MarketRow[]> {
  const [spots, futures] = await Promise.all([
    db.select().from(spotMarkets).orderBy(asc(spotMarkets.rank)),
    db.select().from(futuresContracts).orderBy(asc(futuresContracts.rank)),
  ]);
  return [...spots.map(spotMarketRow), ...futures.map(futuresMarketRow)];
}

/** A futures contract (live or testnet) as the walk reads it, stored or as the seed makes it. */
export function futuresMarketRow(r: FuturesRow): MarketRow {
  return {
    kind: r.testnet ? 'testnet' : 'futures',
    name: r.name,
    base: r.coinName,
    rank: r.rank,
    price: r.lastPrice,
    open24h: r.open24h,
    openUtc0: r.openUtc0,
    openUtc8: r.openUtc8,
    volume: r.volume24h,
    buyStart: 0,
    priceDecimals: null,
  };
}

/**
 * Whether the API keeps seconds candles (1s, 10s, 30s) for an instrument: the ones that trade every
 * tick (the biggest spot pairs and live contracts). Their recent seconds are held in each API
 * instance's memory (src/market/seconds.ts); pair_info reports it as `has_seconds`.
 */
export function recordsSeconds(spec: InstrumentSpec): boolean {
  return spec.activity >= 1 && spec.kind !== 'testnet';
}
