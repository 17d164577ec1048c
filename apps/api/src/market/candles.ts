import { sql } from 'drizzle-orm';
import type { CandleIntervalName } from '@exchange/contract/market';
import type { Db } from '../db/client';
import type { Candle, MarketKind } from './simulator';

/** Candle resolutions (Gate's, without 10s) and their length in seconds. */
export const CANDLE_INTERVALS = {
  '1s': 1,
  '10s': 10,
  '30s': 30,
  '1m': 60,
  '3m': 180,
  '5m': 300,
  '15m': 900,
  '30m': 1800,
  '1h': 3600,
  '2h': 7200,
  '4h': 14400,
  '6h': 21600,
  '8h': 28800,
  '12h': 43200,
  '1d': 86400,
  '2d': 172800,
  '3d': 259200,
  '5d': 432000,
  '7d': 604800,
  '30d': 2592000,
} as const satisfies Record<CandleIntervalName, number>;
export type CandleInterval = CandleIntervalName;

export function isCandleInterval(value: string): value is CandleInterval {
  return Object.hasOwn(CANDLE_INTERVALS, value);
}

/** The start (unix seconds) of the `interval` candle containing `t` (epoch-aligned: days at 00:00 UTC, weeks on Thursdays). */
export function bucketStart(t: number, interval: CandleInterval): number {
  const size = CANDLE_INTERVALS[interval];
  return Math.floor(t / size) * size;
}

/** Candle values as text, Gate's names: t (start, seconds), o/h/l/c, v quote volume, a base volume. */
export interface CandleRow {
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
  v: string;
  a: string;
}

/** Writes closed 1-minute candles (one statement; a minute already stored is left as it is). */
export async function insertCandles(db: Db, candles: readonly Candle[]): Promise<void> {
  if (candles.length === 0) return;
  const rows = candles.map((c) => ({ market: c.kind, name: c.name, t: c.t, o: c.o, h: c.h, l: c.l, c: c.c, base: c.base, quote: c.quote }));
  await db.execute(sql`insert into candles_1m select * from jsonb_populate_recordset(null::candles_1m, ${JSON.stringify(rows)}::jsonb) on conflict do nothing`);
}

/** Drops 1-minute candles older than `beforeT` (unix seconds). */
export async function pruneCandles(db: Db, beforeT: number): Promise<void> {
  await db.execute(sql`delete from candles_1m where t < ${beforeT}`);
}

/**
 * Up to `limit` candles of `interval` for one instrument, oldest first, whose start is at most
 * `to` (unix seconds), aggregated in SQL from the stored 1-minute candles: open of the first
 * minute, close of the last, highest high, lowest low, summed volumes. Periods without a stored
 * minute (no trade) are absent.
 */
export async function queryCandles(db: Db, market: MarketKind, name: string, interval: CandleInterval, to: number, limit: number): Promise<CandleRow[]> {
  const size = CANDLE_INTERVALS[interval];
  const last = Math.floor(to / size) * size;
  const from = last - (limit - 1) * size;
  const result = await db.execute(sql`
    select (t / ${size}) * ${size} as bucket,
           trim_scale((array_agg(o order by t))[1])::text as o,
           trim_scale(max(h))::text as h,
           trim_scale(min(l))::text as l,
           trim_scale((array_agg(c order by t desc))[1])::text as c,
           trim_scale(sum(quote))::text as v,
           trim_scale(sum(base))::text as a
      from candles_1m
     where market = ${market} and name = ${name} and t >= ${from} and t < ${last + size}
     group by 1
     order by 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  return rows.map((r) => ({ t: Number(r.bucket), o: String(r.o), h: String(r.h), l: String(r.l), c: String(r.c), v: String(r.v), a: String(r.a) }));
}
