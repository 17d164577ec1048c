// MACD: macd = EMA(fast) − EMA(slow) of the source, signal = EMA(signalLength) of macd,
// histogram = macd − signal, plus a colour class per histogram bar.
//
// Seeding is TA-Lib's (ta_MACD.c, default compatibility), so its regression vectors hold:
// - if slowLength < fastLength the two are swapped (TA-Lib's "period inversion"; MACD(26,12)
//   equals MACD(12,26));
// - the slow EMA is seeded with the SMA of bars 0..slow-1;
// - the fast EMA is seeded with the SMA of bars slow-fast..slow-1, the tail of the slow window,
//   so both EMAs start on the same bar (not the SMA of bars 0..fast-1, as technicalindicators and
//   KLineChart do: their first values differ, and converge after a few dozen bars);
// - the signal is seeded with the SMA of the first signalLength MACD values.
//
// Warm-up: macd is null before bar slow-1; signal, histogram and colour are null before bar
// slow+signal-2 (bar 33 for 12/26/9, TA-Lib's first output). TA-Lib emits macd only from bar 33
// too; from there on the values are the same.
import { type Bar, type Source, sourceValues, toNullable } from './bars';
import { emaSeries } from './moving-average';
import { type InputIssue, type IntegerRange, checkInteger, checkSource, collect, definedOnly, refuse } from './validation';

export interface MacdInputs {
  readonly fastLength: number;
  readonly slowLength: number;
  readonly signalLength: number;
  readonly source: Source;
}

export const MACD_DEFAULTS: MacdInputs = { fastLength: 12, slowLength: 26, signalLength: 9, source: 'close' };

export const MACD_LIMITS: { readonly fastLength: IntegerRange; readonly slowLength: IntegerRange; readonly signalLength: IntegerRange } = {
  fastLength: { min: 1, max: 2000 },
  slowLength: { min: 1, max: 2000 },
  signalLength: { min: 1, max: 50 },
};

/**
 * The histogram bar's colour class: its side of zero, and whether it rose from the previous bar.
 * Same rule as TradingView's MACD: up when histogram ≥ 0; rising when it is strictly greater than
 * the previous bar's histogram (equal, or the first bar with no previous one, counts as falling).
 * The chart maps up/down to the user's rise-colour preference; no colours here.
 */
export type HistogramClass = 'upRising' | 'upFalling' | 'downRising' | 'downFalling';

export interface MacdResult {
  readonly macd: (number | null)[];
  readonly signal: (number | null)[];
  readonly histogram: (number | null)[];
  readonly histogramClass: (HistogramClass | null)[];
}

/** Problems with MACD inputs (missing ones take the defaults), for the input form; empty when fine. */
export function checkMacdInputs(inputs: Partial<Record<keyof MacdInputs, unknown>>): InputIssue[] {
  const merged = { ...MACD_DEFAULTS, ...definedOnly(inputs) };
  return collect(
    checkInteger('fastLength', merged.fastLength, MACD_LIMITS.fastLength),
    checkInteger('slowLength', merged.slowLength, MACD_LIMITS.slowLength),
    checkInteger('signalLength', merged.signalLength, MACD_LIMITS.signalLength),
    checkSource('source', merged.source),
  );
}

export function histogramClass(histogram: number, previous: number | null): HistogramClass {
  const rising = previous !== null && histogram > previous;
  if (histogram >= 0) return rising ? 'upRising' : 'upFalling';
  return rising ? 'downRising' : 'downFalling';
}

/** MACD per bar; throws IndicatorInputError on a bad input. */
export function macd(bars: readonly Bar[], inputs: Partial<MacdInputs> = {}): MacdResult {
  refuse(checkMacdInputs(inputs));
  const { fastLength, slowLength, signalLength, source } = { ...MACD_DEFAULTS, ...definedOnly(inputs) };
  const fast = Math.min(fastLength, slowLength);
  const slow = Math.max(fastLength, slowLength);
  const values = sourceValues(bars, source);
  const n = values.length;

  const slowEma = emaSeries(values, slow);
  const fastEma = emaSeries(values, fast, slow - fast);
  const line = new Float64Array(n).fill(NaN);
  for (let i = slow - 1; i < n; i += 1) line[i] = (fastEma[i] ?? NaN) - (slowEma[i] ?? NaN);
  const signal = emaSeries(line, signalLength, slow - 1);

  const hist = new Float64Array(n).fill(NaN);
  const classes = new Array<HistogramClass | null>(n).fill(null);
  let previous: number | null = null;
  for (let i = slow + signalLength - 2; i < n; i += 1) {
    const h = (line[i] ?? NaN) - (signal[i] ?? NaN);
    hist[i] = h;
    classes[i] = histogramClass(h, previous);
    previous = h;
  }
  return { macd: toNullable(line), signal: toNullable(signal), histogram: toNullable(hist), histogramClass: classes };
}
