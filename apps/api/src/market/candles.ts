import { sql, type SQL } from 'drizzle-orm';
import type { CandleIntervalName } from '@exchange/contract/market';
import { add, cmp, max, min, normal } from '@exchange/decimal/text';
import type { Db } from '../db/client';
import type { Candle } from './simulator';
import type { MarketKind, Tick } from '../domain/prices';

/**
 * Candles of every chart resolution (the contract's CANDLE_INTERVALS), and their length in
 * seconds. `7d` and `30d` are calendar periods (see `bucketStart`); `30d`'s length here is only
 * nominal (a month has 28 to 31 days).
 */
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

/** The resolutions kept in memory (src/market/seconds.ts), not aggregated from candles_1m. */
export const SECONDS_INTERVALS = ['1s', '10s', '30s'] as const satisfies readonly CandleInterval[];
export type SecondsInterval = (typeof SECONDS_INTERVALS)[number];
/** The resolutions aggregated from the stored 1-minute candles. */
export type MinuteInterval = Exclude<CandleInterval, SecondsInterval>;

export function isCandleInterval(value: string): value is CandleInterval {
  return Object.hasOwn(CANDLE_INTERVALS, value);
}

export function isSecondsInterval(interval: CandleInterval): interval is SecondsInterval {
  return (SECONDS_INTERVALS as readonly string[]).includes(interval);
}

const DAY = 86_400;
const WEEK = 7 * DAY;
/** The epoch (1970-01-01) was a Thursday: shifted by three days, whole weeks start on Mondays. */
const WEEK_SHIFT = 3 * DAY;

/**
 * The start (unix seconds) of the `interval` period containing `t`: whole multiples of the
 * period's length since the epoch (so days start at 00:00 UTC, 8 h at 00/08/16 UTC), except `7d`
 * (weeks starting Monday 00:00 UTC) and `30d` (calendar months in UTC, starting on the 1st).
 */
export function bucketStart(t: number, interval: CandleInterval): number {
  if (interval === '30d') {
    const d = new Date(t * 1000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 1000;
  }
  if (interval === '7d') return Math.floor((t + WEEK_SHIFT) / WEEK) * WEEK - WEEK_SHIFT;
  const size = CANDLE_INTERVALS[interval];
  return Math.floor(t / size) * size;
}

/** The start of the period `n` periods after the one starting at `start` (`n` < 0: before it). */
export function shiftBucket(start: number, interval: CandleInterval, n: number): number {
  if (interval === '30d') {
    const d = new Date(start * 1000);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1) / 1000;
  }
  return start + n * CANDLE_INTERVALS[interval];
}

/** The periods a request covers, by their starts: `first` ≤ start ≤ `last` (none when first > last). */
export interface BucketRange {
  first: number;
  last: number;
}

/**
 * The newest `limit` periods whose start lies in [`from`, `to`]: the last is the period
 * containing `to` (it may still be forming), the first at most `limit - 1` periods before it and
 * not starting before `from`.
 */
export function bucketRange(interval: CandleInterval, to: number, limit: number, from?: number): BucketRange {
  const last = bucketStart(to, interval);
  let first = shiftBucket(last, interval, -(limit - 1));
  if (from !== undefined) {
    const start = bucketStart(from, interval);
    first = Math.max(first, start < from ? shiftBucket(start, interval, 1) : start);
  }
  return { first, last };
}

/**
 * Candle values as text, Gate's names: t (start, seconds), o/h/l/c, v quote volume, a base
 * volume. Decimals carry no trailing zeros (as Postgres' trim_scale gives them, and `normal` of
 * @exchange/decimal/text), so figures aggregated in SQL and in memory read the same.
 */
export interface CandleRow {
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
  v: string;
  a: string;
}

/** Two consecutive parts of one period as one: the first's start and open, the later's close. */
export function mergeCandles(first: CandleRow, next: CandleRow): CandleRow {
  return {
    t: first.t,
    o: first.o,
    h: max(first.h, next.h),
    l: min(first.l, next.l),
    c: next.c,
    v: add(first.v, next.v),
    a: add(first.a, next.a),
  };
}

/** The minute a tick reports (its figures so far, closing at the tick's price), or null when nothing traded in it. */
export function minuteOfTick(tick: Tick): CandleRow | null {
  const m = tick.minute;
  if (cmp(m.base, '0') <= 0 && cmp(m.quote, '0') <= 0) return null;
  return { t: m.t, o: normal(m.o), h: normal(m.h), l: normal(m.l), c: normal(tick.last), v: normal(m.quote), a: normal(m.base) };
}

/**
 * The last few minutes of every instrument as this instance saw them in ticks (the forming
 * minute and the latest closed ones, oldest first). The leader writes closed minutes to
 * candles_1m every SIMULATOR_PERSIST_MS, so the newest minutes are not stored yet: with `depth`
 * ≥ 2 + the persist interval in minutes, every stored-or-not minute of an instrument before its
 * oldest remembered one is in candles_1m. A tick carries its minute's figures so far, so the
 * last tick of a minute gives exactly the row the leader stores for it.
 */
export class RecentMinutes {
  private readonly byInstrument = new Map<string, CandleRow[]>();

  constructor(private readonly depth: number) {}

  record(key: string, tick: Tick): void {
    const minute = minuteOfTick(tick);
    if (!minute) return;
    const list = this.byInstrument.get(key);
    if (!list) return void this.byInstrument.set(key, [minute]);
    const newest = list[list.length - 1];
    if (newest && newest.t > minute.t) return;
    if (newest && newest.t === minute.t) list[list.length - 1] = minute;
    else list.push(minute);
    if (list.length > this.depth) list.shift();
  }

  get(key: string): readonly CandleRow[] {
    return this.byInstrument.get(key) ?? [];
  }
}

/** What an API instance knows live, beside candles_1m: the hub (src/market/hub/candleTopics.ts) answers it. */
export interface LiveCandles {
  /** RecentMinutes of one instrument, oldest first */
  recentMinutes(kind: MarketKind, name: string): readonly CandleRow[];
  /** the in-memory seconds candles of one instrument in `range`, oldest first (none when it keeps no seconds) */
  secondsCandles(kind: MarketKind, name: string, interval: SecondsInterval, range: BucketRange): CandleRow[];
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

/** The SQL for the start of the period containing a minute `t` (as `bucketStart`). */
function bucketSql(interval: MinuteInterval): SQL {
  if (interval === '30d') return sql`extract(epoch from date_trunc('month', to_timestamp(t) at time zone 'UTC'))::bigint`;
  if (interval === '7d') return sql`((t + ${WEEK_SHIFT}) / ${WEEK}) * ${WEEK} - ${WEEK_SHIFT}`;
  const size = CANDLE_INTERVALS[interval];
  return sql`(t / ${size}) * ${size}`;
}

/**
 * The candles of `interval` for one instrument in `range`, oldest first, aggregated in SQL (one
 * statement) from the stored 1-minute candles that start before `before` (unix seconds): open of
 * the first minute, close of the last, highest high, lowest low, summed volumes. Periods without
 * a stored minute (no trade) are absent. The range bounds the scan: 1,000 hours read at most
 * 60,000 minutes of one instrument through the primary key.
 */
export async function queryCandles(
  db: Db,
  market: MarketKind,
  name: string,
  interval: MinuteInterval,
  range: BucketRange,
  before = Number.POSITIVE_INFINITY,
): Promise<CandleRow[]> {
  if (range.first > range.last) return [];
  const end = Math.min(shiftBucket(range.last, interval, 1), before);
  const result = await db.execute(sql`
    select ${bucketSql(interval)} as bucket,
           trim_scale((array_agg(o order by t))[1])::text as o,
           trim_scale(max(h))::text as h,
           trim_scale(min(l))::text as l,
           trim_scale((array_agg(c order by t desc))[1])::text as c,
           trim_scale(sum(quote))::text as v,
           trim_scale(sum(base))::text as a
      from candles_1m
     where market = ${market} and name = ${name} and t >= ${range.first} and t < ${end}
     group by 1
     order by 1`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
  return rows.map((r) => ({ t: Number(r.bucket), o: String(r.o), h: String(r.h), l: String(r.l), c: String(r.c), v: String(r.v), a: String(r.a) }));
}

/**
 * Stored candles (`rows`, from minutes before the first of `minutes`) with the newer minutes
 * merged in, each into its period when that period is in `range`: the figures the periods have
 * now, the forming minute included.
 */
export function mergeMinutes(rows: readonly CandleRow[], minutes: readonly CandleRow[], interval: MinuteInterval, range: BucketRange): CandleRow[] {
  const out = [...rows];
  for (const minute of minutes) {
    const t = bucketStart(minute.t, interval);
    if (t < range.first || t > range.last) continue;
    const at = out.findIndex((row) => row.t >= t);
    const row = at < 0 ? undefined : out[at];
    if (row && row.t === t) out[at] = mergeCandles(row, minute);
    else if (at < 0) out.push({ ...minute, t });
    else out.splice(at, 0, { ...minute, t });
  }
  return out;
}

/**
 * The candles of one instrument in `range`, oldest first, with what this instance knows live:
 * the seconds resolutions from its memory; the others from candles_1m up to the instrument's
 * oldest recent minute, then the recent minutes (closed ones not stored yet, and the forming one).
 * The hub builds a WebSocket candle topic's first figures the same way, so both agree.
 */
export async function loadCandles(
  db: Db,
  live: LiveCandles | null,
  market: MarketKind,
  name: string,
  interval: CandleInterval,
  range: BucketRange,
): Promise<CandleRow[]> {
  if (isSecondsInterval(interval)) return live?.secondsCandles(market, name, interval, range) ?? [];
  const before = live?.recentMinutes(market, name)[0]?.t ?? Number.POSITIVE_INFINITY;
  const rows = await queryCandles(db, market, name, interval, range, before);
  // Read after the query: ticks that came meanwhile are in (the older minutes stay until `depth` newer ones come).
  const minutes = (live?.recentMinutes(market, name) ?? []).filter((m) => m.t >= before);
  return mergeMinutes(rows, minutes, interval, range);
}
