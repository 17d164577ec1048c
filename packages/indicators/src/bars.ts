// Bars and price sources: what every indicator here reads. A bar is one candle; `time` is carried
// for the caller (the chart keys its series by it) and never read by the maths.

export interface Bar {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume?: number;
}

/** The price a line indicator is computed from (TradingView's names). */
export const SOURCES = ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'] as const;
export type Source = (typeof SOURCES)[number];

export function isSource(value: unknown): value is Source {
  return typeof value === 'string' && (SOURCES as readonly string[]).includes(value);
}

export type PriceField = 'open' | 'high' | 'low' | 'close';

/** One price field of every bar, as a typed array (what the loops below read). */
export function column(bars: readonly Bar[], field: PriceField): Float64Array {
  const out = new Float64Array(bars.length);
  let i = 0;
  for (const bar of bars) out[i++] = bar[field];
  return out;
}

/** One source's value per bar: hl2 = (high+low)/2, hlc3 = (high+low+close)/3, ohlc4 = (open+high+low+close)/4. */
export function sourceValues(bars: readonly Bar[], source: Source): Float64Array {
  if (source === 'open' || source === 'high' || source === 'low' || source === 'close') return column(bars, source);
  const out = new Float64Array(bars.length);
  let i = 0;
  for (const b of bars) {
    out[i++] = source === 'hl2' ? (b.high + b.low) / 2 : source === 'hlc3' ? (b.high + b.low + b.close) / 3 : (b.open + b.high + b.low + b.close) / 4;
  }
  return out;
}

/** Float64Array with NaN for "no value yet" → the public shape, null for "no value yet". */
export function toNullable(values: Float64Array): (number | null)[] {
  const out: (number | null)[] = [];
  for (const v of values) out.push(Number.isNaN(v) ? null : v);
  return out;
}
