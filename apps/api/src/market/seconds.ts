import { normal } from '@exchange/decimal/text';
import { CANDLE_INTERVALS, SECONDS_INTERVALS, bucketStart, type BucketRange, type CandleRow, type SecondsInterval } from './candles';
import { OHLCV_FIELDS, OhlcvRing } from './ohlcv-ring';
import { formatVolume } from './simulator';
import { type MarketKind, type Tick } from '../domain/prices';

/**
 * Seconds candles (1s, 10s, 30s) in memory. Every API instance LISTENs to every tick, and its hub
 * records the ticks of the instruments that keep seconds (`recordsSeconds`, src/market/
 * instruments.ts) here: per instrument one ring (ohlcv-ring.ts) of RING_SLOTS bars per
 * resolution, so the last 1,000 seconds, 10,000 seconds (2 h 46 min) and 30,000 seconds (8 h 20
 * min). Nothing is stored: **the history starts when the instance starts** (and differs a little
 * between instances that started at different times); the HTTP candles call and the WebSocket
 * topics of these resolutions read the instance's own rings.
 *
 * Memory: a ring is one Float64Array of RING_SLOTS × 7 numbers (56,000 bytes), allocated on the
 * first tick of an instrument that keeps seconds; three per instrument, 168,000 bytes. With the
 * seeded markets 150 instruments keep seconds (the 120 biggest spot pairs and 30 biggest live
 * contracts): about 25 MB per instance at most, whatever the traffic.
 *
 * A bar opens at the price before its first trade (the simulator's minutes do the same, so the
 * bars of a minute add up to its candle), its volume is the growth of the tick's minute volume
 * since the instrument's previous tick, its high and low the prices seen and the minute's new
 * extremes. With one trade per tick (SIMULATOR_TICK_MS ≥ 1000) the bars are exact.
 */

export const RING_SLOTS = 1000;
/** bytes allocated per instrument that keeps seconds */
export const BYTES_PER_INSTRUMENT = SECONDS_INTERVALS.length * RING_SLOTS * OHLCV_FIELDS * Float64Array.BYTES_PER_ELEMENT;

interface Instrument {
  rings: Record<SecondsInterval, OhlcvRing>;
  /** decimals of the price (from the ticks' text) */
  decimals: number;
  /** the last tick's time (ms), price, and its minute's start, high, low and volumes */
  lastT: number;
  price: number;
  minuteT: number;
  minuteH: number;
  minuteL: number;
  minuteQuote: number;
  minuteBase: number;
}

const keyOf = (kind: MarketKind, name: string) => `${kind}:${name}`;

export class SecondsRecorder {
  private readonly instruments = new Map<string, Instrument>();

  /** `records`: whether an instrument keeps seconds (asked on each of its ticks until its rings exist). */
  constructor(private readonly records: (kind: MarketKind, name: string) => boolean) {}

  /** Instruments with rings, and the bytes they hold. */
  get allocated(): { instruments: number; bytes: number } {
    return { instruments: this.instruments.size, bytes: this.instruments.size * BYTES_PER_INSTRUMENT };
  }

  record(tick: Tick): void {
    const key = keyOf(tick.kind, tick.name);
    let inst = this.instruments.get(key);
    if (!inst && !this.records(tick.kind, tick.name)) return;
    const m = tick.minute;
    const price = Number(tick.last);
    const [mh, ml, mq, mb] = [Number(m.h), Number(m.l), Number(m.quote), Number(m.base)];
    if (!(price > 0) || !(mq > 0 || mb > 0)) return;
    if (!inst) {
      const rings = { '1s': new OhlcvRing(1, RING_SLOTS), '10s': new OhlcvRing(10, RING_SLOTS), '30s': new OhlcvRing(30, RING_SLOTS) };
      const decimals = tick.last.split('.')[1]?.length ?? 0;
      // Before the first tick: the minute's open is the price before its first trade.
      inst = { rings, decimals, lastT: -1, price: Number(m.o), minuteT: -1, minuteH: 0, minuteL: 0, minuteQuote: 0, minuteBase: 0 };
      this.instruments.set(key, inst);
    }
    if (tick.t <= inst.lastT) return;
    const sameMinute = m.t === inst.minuteT;
    const quote = Math.max(0, sameMinute ? mq - inst.minuteQuote : mq);
    const base = Math.max(0, sameMinute ? mb - inst.minuteBase : mb);
    const high = Math.max(price, !sameMinute || mh > inst.minuteH ? mh : price);
    const low = Math.min(price, !sameMinute || ml < inst.minuteL ? ml : price);
    const open = sameMinute ? inst.price : Number(m.o);
    const sec = Math.floor(tick.t / 1000);
    for (const interval of SECONDS_INTERVALS) inst.rings[interval].record(sec, open, high, low, price, quote, base);
    Object.assign(inst, { lastT: tick.t, price, minuteT: m.t, minuteH: mh, minuteL: ml, minuteQuote: mq, minuteBase: mb });
  }

  private row(inst: Instrument, interval: SecondsInterval, start: number): CandleRow | null {
    const bar = inst.rings[interval].bar(start);
    if (!bar) return null;
    const [o, h, l, c, v, a] = bar;
    const price = (n: number) => normal(n.toFixed(inst.decimals));
    return { t: start, o: price(o), h: price(h), l: price(l), c: price(c), v: formatVolume(v), a: formatVolume(a) };
  }

  /** The bar of `interval` starting at `start`, or null. */
  bar(kind: MarketKind, name: string, interval: SecondsInterval, start: number): CandleRow | null {
    const inst = this.instruments.get(keyOf(kind, name));
    return inst ? this.row(inst, interval, start) : null;
  }

  /** The start of the newest bar of `interval`, or null when there is none. */
  newest(kind: MarketKind, name: string, interval: SecondsInterval): number | null {
    return this.instruments.get(keyOf(kind, name))?.rings[interval].newest() ?? null;
  }

  /** The bars in `range` (at most the ring's), oldest first; absent bars (no trade, or before the instance started) are left out. */
  candles(kind: MarketKind, name: string, interval: SecondsInterval, range: BucketRange): CandleRow[] {
    const inst = this.instruments.get(keyOf(kind, name));
    if (!inst) return [];
    const size = CANDLE_INTERVALS[interval];
    const last = bucketStart(range.last, interval);
    const first = Math.max(Math.ceil(range.first / size) * size, last - (RING_SLOTS - 1) * size);
    const out: CandleRow[] = [];
    for (let start = first; start <= last; start += size) {
      const row = this.row(inst, interval, start);
      if (row) out.push(row);
    }
    return out;
  }
}
