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
  bars.forEach((bar, i) => {
    out[i] = bar[field];
  });
  return out;
}

/** One source's value per bar: hl2 = (high+low)/2, hlc3 = (high+low+close)/3, ohlc4 = (open+high+low+close)/4. */
export function sourceValues(bars: readonly Bar[], source: Source): Float64Array {
  switch (source) {
    case 'open':
    case 'high':
    case 'low':
    case 'close':
      return column(bars, source);
    case 'hl2':
      return Float64Array.from(bars, (b) => (b.high + b.low) / 2);
    case 'hlc3':
      return Float64Array.from(bars, (b) => (b.high + b.low + b.close) / 3);
    case 'ohlc4':
      return Float64Array.from(bars, (b) => (b.open + b.high + b.low + b.close) / 4);
  }
}

/** Float64Array with NaN for "no value yet" → the public shape, null for "no value yet". */
export function toNullable(values: Float64Array): (number | null)[] {
  const out = new Array<number | null>(values.length);
  values.forEach((v, i) => {
    out[i] = Number.isNaN(v) ? null : v;
  });
  return out;
}
