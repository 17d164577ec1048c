import { normal } from '@exchange/decimal/text';
import { prng } from '../seed/data/markets';
import { OhlcvRing } from './ohlcv-ring';
import type { MarketKind, PriceRange, Tick } from '../domain/prices';

/**
 * The market simulator's pure core: a seeded random walk over every instrument (spot pairs and
 * futures contracts), advanced in fixed ticks of `tickMs` aligned to the unix epoch. Tick `k`
 * draws its numbers from `prng(seed:k)` only, so the prices at a time depend on the seed, the
 * starting rows and that time, never on how often `step` was called or on the wall clock: two
 * states built from the same rows and seed and stepped to the same times agree exactly.
 *
 * `step` mutates the state it is given (3,500 instruments × 96 buckets are too many to copy every
 * second) and returns what happened: the ticks (latest figures of every instrument that traded)
 * and the 1-minute candles that closed. It does no I/O and reads no clock.
 *
 * Each instrument keeps 96 buckets of 15 minutes (open, high, low, close, base and quote volume;
 * a ring, ohlcv-ring.ts, like the seconds candles'):
 * the rolling 24 h open, high, low and volumes are taken over the buckets of the last 24 h, so
 * the rolling window moves in 15-minute steps. The UTC-day and UTC+8-day opens are the price at
 * the last 00:00 UTC / 16:00 UTC boundary the walk crossed (until then, the starting row's).
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const BUCKET_MS = 15 * MINUTE_MS;
export const BUCKETS = DAY_MS / BUCKET_MS;
/** At most this many ticks are simulated per `step` (a long pause skips ahead instead). */
export const MAX_CATCH_UP_TICKS = 600;
const UTC8_OFFSET_MS = 8 * 3_600_000;

/** One instrument as the database holds it, plus its walk's parameters. */
export interface InstrumentSpec {
  kind: MarketKind;
  /** pair (BTC_USDT) or contract name (BTC_USDT, BTC_USD) */
  name: string;
  price: number;
  open24h: number;
  openUtc0: number;
  openUtc8: number;
  /** 24 h volume in the quote currency */
  quoteVolume24h: number;
  /** decimal places of the price (fixed per instrument) */
  decimals: number;
  /** daily standard deviation of the log price (0.03 = 3 %) */
  volatility: number;
  /** probability that it trades in a tick (0..1) */
  activity: number;
  /** unix ms before which it does not trade (a listing not yet open) */
  tradingFrom: number;
}

interface MinuteCandle {
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
  base: number;
  quote: number;
}

export interface InstrumentState {
  readonly spec: InstrumentSpec;
  /** the walk's anchor: it reverts slowly towards it so prices stay plausible for weeks */
  readonly anchor: number;
  readonly unit: number;
  /** mean quote volume of one trade */
  readonly tradeQuote: number;
  price: number;
  openUtc0: number;
  openUtc8: number;
  /** the last BUCKETS buckets of BUCKET_MS (times in unix ms) */
  readonly buckets: OhlcvRing;
  minute: MinuteCandle | null;
}

export interface SimState {
  readonly seed: string;
  readonly tickMs: number;
  /** index (time / tickMs) of the last simulated tick */
  lastTick: number;
  readonly instruments: InstrumentState[];
}

/** A closed 1-minute candle. */
export interface Candle {
  kind: MarketKind;
  name: string;
  /** unix seconds of the minute's start */
  t: number;
  o: string;
  h: string;
  l: string;
  c: string;
  /** base volume */
  base: string;
  /** quote volume */
  quote: string;
}

export interface StepResult {
  ticks: Tick[];
  candles: Candle[];
  /** one per instrument that traded (what resting orders and price alerts are checked against) */
  ranges: PriceRange[];
}

export function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

export function formatPrice(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/** A volume as plain text with at most 8 decimals (trailing zeros kept off). */
export function formatVolume(value: number): string {
  if (!(value > 0)) return '0';
  const places = Math.min(8, Math.max(2, 5 - Math.floor(Math.log10(value))));
  return normal(value.toFixed(places));
}

function gaussian(random: () => number): number {
  const u = 1 - random();
  const v = random();
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  return Math.max(-6, Math.min(6, z));
}

const bucketOf = (ms: number) => Math.floor(ms / BUCKET_MS);

/**
 * A state whose last 24 h of buckets lead from each row's `open24h` to its `price` (a seeded
 * geometric path with noise, the row's 24 h volume spread over it), so the first ticks report the
 * stored 24 h change and volume.
 */
export function createState(specs: readonly InstrumentSpec[], seed: string, tickMs: number, nowMs: number): SimState {
  if (!(tickMs >= 100)) throw new Error('tickMs must be at least 100');
  const current = bucketOf(nowMs);
  const ticksPerDay = DAY_MS / tickMs;
  const instruments = specs.map((spec): InstrumentState => {
    const unit = 10 ** -spec.decimals;
    const price = Math.max(unit, roundTo(spec.price, spec.decimals));
    const open = spec.open24h > 0 ? spec.open24h : price;
    const random = prng(`${seed}:history:${spec.kind}:${spec.name}`);
    const buckets = new OhlcvRing(BUCKET_MS, BUCKETS);
    let previous = open;
    for (let j = 0; j < BUCKETS; j += 1) {
      const id = current - (BUCKETS - 1) + j;
      const progress = (j + 1) / BUCKETS;
      const noise = j === BUCKETS - 1 ? 1 : 1 + (random() - 0.5) * spec.volatility * 0.3;
      const close = j === BUCKETS - 1 ? price : Math.max(unit, open * (price / open) ** progress * noise);
      const quote = (spec.quoteVolume24h / BUCKETS) * (0.5 + random());
      const high = Math.max(previous, close) * (1 + random() * spec.volatility * 0.05);
      const low = Math.max(unit, Math.min(previous, close) * (1 - random() * spec.volatility * 0.05));
      buckets.put(id * BUCKET_MS, [previous, high, low, close, quote, quote / ((previous + close) / 2)]);
      previous = close;
    }
    const trades = Math.max(1, spec.activity * ticksPerDay);
    return {
      spec,
      anchor: price,
      unit,
      tradeQuote: spec.quoteVolume24h / trades,
      price,
      openUtc0: spec.openUtc0 > 0 ? spec.openUtc0 : price,
      openUtc8: spec.openUtc8 > 0 ? spec.openUtc8 : price,
      buckets,
      minute: null,
    };
  });
  return { seed, tickMs, lastTick: Math.floor(nowMs / tickMs), instruments };
}

/** The rolling 24 h figures of an instrument at `nowMs`, from its buckets. */
export function stats24h(inst: InstrumentState, nowMs: number): { open: number; high: number; low: number; base: number; quote: number } {
  const current = bucketOf(nowMs);
  const span = inst.buckets.span((current - BUCKETS + 1) * BUCKET_MS, current * BUCKET_MS);
  if (!span) return { open: inst.price, high: inst.price, low: inst.price, base: 0, quote: 0 };
  const { open, base, quote } = span;
  const high = Math.max(inst.price, span.high);
  const low = Math.min(inst.price, span.low);
  return { open, high, low, base, quote };
}

function record(inst: InstrumentState, t: number, price: number, base: number, quote: number): void {
  inst.buckets.record(t, inst.price, price, price, price, quote, base);
  const minute = Math.floor(t / MINUTE_MS) * 60;
  const m = inst.minute;
  if (m && m.t === minute) {
    m.h = Math.max(m.h, price);
    m.l = Math.min(m.l, price);
    m.c = price;
    m.base += base;
    m.quote += quote;
  } else {
    inst.minute = { t: minute, o: inst.price, h: Math.max(inst.price, price), l: Math.min(inst.price, price), c: price, base, quote };
  }
}

function closeCandle(inst: InstrumentState, m: MinuteCandle): Candle {
  const d = inst.spec.decimals;
  return {
    kind: inst.spec.kind,
    name: inst.spec.name,
    t: m.t,
    o: formatPrice(m.o, d),
    h: formatPrice(m.h, d),
    l: formatPrice(m.l, d),
    c: formatPrice(m.c, d),
    base: formatVolume(m.base),
    quote: formatVolume(m.quote),
  };
}

/** The figures of one instrument at `nowMs` as a tick. */
export function tickOf(inst: InstrumentState, nowMs: number): Tick {
  const d = inst.spec.decimals;
  const s = stats24h(inst, nowMs);
  return {
    kind: inst.spec.kind,
    name: inst.spec.name,
    t: nowMs,
    last: formatPrice(inst.price, d),
    open24h: formatPrice(s.open, d),
    openUtc0: formatPrice(inst.openUtc0, d),
    openUtc8: formatPrice(inst.openUtc8, d),
    high24h: formatPrice(s.high, d),
    low24h: formatPrice(s.low, d),
    baseVolume: formatVolume(s.base),
    quoteVolume: formatVolume(s.quote),
    bid: formatPrice(Math.max(inst.unit, inst.price - inst.unit), d),
    ask: formatPrice(inst.price + inst.unit, d),
    minute: minuteOf(inst, nowMs),
  };
}

function minuteOf(inst: InstrumentState, nowMs: number): Tick['minute'] {
  const d = inst.spec.decimals;
  const t = Math.floor(nowMs / MINUTE_MS) * 60;
  const m = inst.minute;
  if (!m || m.t !== t) {
    const p = formatPrice(inst.price, d);
    return { t, o: p, h: p, l: p, base: '0', quote: '0' };
  }
  return { t, o: formatPrice(m.o, d), h: formatPrice(m.h, d), l: formatPrice(m.l, d), base: formatVolume(m.base), quote: formatVolume(m.quote) };
}

/**
 * Advances the walk to the tick containing `nowMs` (at most MAX_CATCH_UP_TICKS ticks; earlier
 * ones are skipped). Returns a tick for every instrument that traded and the minute candles that
 * closed (an instrument's minute closes at the first tick of the next minute).
 */
export function step(state: SimState, nowMs: number): StepResult {
  const target = Math.floor(nowMs / state.tickMs);
  if (target <= state.lastTick) return { ticks: [], candles: [], ranges: [] };
  const first = Math.max(state.lastTick + 1, target - MAX_CATCH_UP_TICKS + 1);
  const traded = new Map<InstrumentState, { low: number; high: number }>();
  const candles: Candle[] = [];
  const perTrade = state.tickMs / DAY_MS;
  let previousT = state.lastTick * state.tickMs;
  for (let k = first; k <= target; k += 1) {
    const t = k * state.tickMs;
    const newMinute = Math.floor(t / MINUTE_MS) !== Math.floor(previousT / MINUTE_MS);
    const newUtc0 = Math.floor(t / DAY_MS) !== Math.floor(previousT / DAY_MS);
    const newUtc8 = Math.floor((t + UTC8_OFFSET_MS) / DAY_MS) !== Math.floor((previousT + UTC8_OFFSET_MS) / DAY_MS);
    const minuteStart = Math.floor(t / MINUTE_MS) * 60;
    const random = prng(`${state.seed}:${k}`);
    for (const inst of state.instruments) {
      if (newMinute && inst.minute && inst.minute.t < minuteStart) {
        candles.push(closeCandle(inst, inst.minute));
        inst.minute = null;
      }
      if (newUtc0) inst.openUtc0 = inst.price;
      if (newUtc8) inst.openUtc8 = inst.price;
      const spec = inst.spec;
      if (random() >= spec.activity || t < spec.tradingFrom) continue;
      const dt = perTrade / spec.activity;
      const sigma = spec.volatility * Math.sqrt(dt);
      // Mean reversion towards the anchor with a half-life of about a day and a half.
      const drift = -0.5 * dt * Math.log(inst.price / inst.anchor);
      const next = Math.max(inst.unit, roundTo(inst.price * Math.exp(drift + sigma * gaussian(random)), spec.decimals));
      const quote = inst.tradeQuote * Math.exp(gaussian(random) * 0.5 - 0.125);
      record(inst, t, next, quote / next, quote);
      inst.price = next;
      const range = traded.get(inst);
      if (!range) traded.set(inst, { low: next, high: next });
      else if (next < range.low) range.low = next;
      else if (next > range.high) range.high = next;
    }
    previousT = t;
  }
  state.lastTick = target;
  const at = target * state.tickMs;
  const ranges: PriceRange[] = [];
  for (const [inst, r] of traded) {
    const d = inst.spec.decimals;
    ranges.push({ kind: inst.spec.kind, name: inst.spec.name, low: formatPrice(r.low, d), high: formatPrice(r.high, d) });
  }
  return { ticks: [...traded.keys()].map((inst) => tickOf(inst, at)), candles, ranges };
}
