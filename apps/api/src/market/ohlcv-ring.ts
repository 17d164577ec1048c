/**
 * The last `slots` bars of one instrument at one bar length, in one Float64Array (`slots` × 7
 * numbers, allocated once): open, high, low, close and two volumes (quote and base) per bar. A
 * bar's slot is its index (start / size) modulo `slots`, and the slot stores the start it holds,
 * so an older start found there is an absent bar and wrapping around needs no clean-up. Times are
 * in whatever unit the owner counts (seconds for the seconds candles, milliseconds for the
 * simulator's 15-minute buckets), as long as `size` is in the same unit.
 *
 * The simulator's rolling 24 h figures (simulator.ts) and the seconds candles (seconds.ts) are
 * such rings. The figures are the simulator's floating-point walk: they become decimal text only
 * when a tick or candle reports them.
 */

const T = 0;
const O = 1;
const H = 2;
const L = 3;
const C = 4;
const QUOTE = 5;
const BASE = 6;
export const OHLCV_FIELDS = 7;

/** A bar's figures: open, high, low, close, quote volume, base volume. */
export type OhlcvBar = [open: number, high: number, low: number, close: number, quote: number, base: number];

export class OhlcvRing {
  readonly data: Float64Array;
  /** the newest bar's start (-1: none yet) */
  private latest = -1;

  constructor(
    /** a bar's length, in the unit of the times given */
    readonly size: number,
    readonly slots: number,
  ) {
    this.data = new Float64Array(slots * OHLCV_FIELDS).fill(-1);
  }

  /** The start of the bar containing time `at`. */
  startOf(at: number): number {
    return Math.floor(at / this.size) * this.size;
  }

  private slot(start: number): number {
    const index = (start / this.size) % this.slots;
    return (index < 0 ? index + this.slots : index) * OHLCV_FIELDS;
  }

  /**
   * Adds a trade interval at time `at` to its bar: opening at `open` if it starts the bar (the
   * price before its first trade), widening the extremes, closing at `close`, adding the volumes.
   * An interval of a bar older than the one its slot holds changes nothing.
   */
  record(at: number, open: number, high: number, low: number, close: number, quote: number, base: number): void {
    const start = this.startOf(at);
    const s = this.slot(start);
    const d = this.data;
    const held = d[s + T] ?? -1;
    if (held > start) return;
    this.latest = Math.max(this.latest, start);
    if (held < start) {
      d[s + T] = start;
      d[s + O] = open;
      d[s + H] = Math.max(open, high);
      d[s + L] = Math.min(open, low);
      d[s + QUOTE] = 0;
      d[s + BASE] = 0;
    }
    d[s + H] = Math.max(d[s + H] ?? high, high);
    d[s + L] = Math.min(d[s + L] ?? low, low);
    d[s + C] = close;
    d[s + QUOTE] = (d[s + QUOTE] ?? 0) + quote;
    d[s + BASE] = (d[s + BASE] ?? 0) + base;
  }

  /** Writes a whole bar starting at `start` (a multiple of `size`), replacing what its slot held. */
  put(start: number, [open, high, low, close, quote, base]: OhlcvBar): void {
    const s = this.slot(start);
    const d = this.data;
    d[s + T] = start;
    d[s + O] = open;
    d[s + H] = high;
    d[s + L] = low;
    d[s + C] = close;
    d[s + QUOTE] = quote;
    d[s + BASE] = base;
    this.latest = Math.max(this.latest, start);
  }

  /** The bar starting at `start`, if the ring holds it. */
  bar(start: number): OhlcvBar | null {
    if (start < 0 || start % this.size !== 0) return null;
    const s = this.slot(start);
    const d = this.data;
    if (d[s + T] !== start) return null;
    return [d[s + O] ?? 0, d[s + H] ?? 0, d[s + L] ?? 0, d[s + C] ?? 0, d[s + QUOTE] ?? 0, d[s + BASE] ?? 0];
  }

  /**
   * The bars starting in [`from`, `to`] as one (an open ≤ 0 counts as no bar): the oldest one's
   * open, the highest high, the lowest low, the summed volumes; null when there is none. Slots are
   * read in order, one pass, allocating only the answer (the simulator asks it on every tick).
   */
  span(from: number, to: number): { open: number; high: number; low: number; quote: number; base: number } | null {
    const d = this.data;
    let oldest = Infinity;
    let open = 0;
    let high = -Infinity;
    let low = Infinity;
    let quote = 0;
    let base = 0;
    for (let s = 0; s < d.length; s += OHLCV_FIELDS) {
      const start = d[s + T] ?? -1;
      const o = d[s + O] ?? 0;
      if (start < from || start > to || o <= 0) continue;
      if (start < oldest) {
        oldest = start;
        open = o;
      }
      high = Math.max(high, d[s + H] ?? high);
      low = Math.min(low, d[s + L] ?? low);
      quote += d[s + QUOTE] ?? 0;
      base += d[s + BASE] ?? 0;
    }
    return oldest === Infinity ? null : { open, high, low, quote, base };
  }

  /** The newest bar's start, or null before the first. */
  newest(): number | null {
    return this.latest < 0 ? null : this.latest;
  }
}
