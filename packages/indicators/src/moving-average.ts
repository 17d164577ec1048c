// Simple and exponential moving averages over plain numbers.
//
// EMA seeding follows TA-Lib (ta_EMA.c, default compatibility): the first value, at index
// period-1, is the simple average of the first `period` inputs; after it e = e + k·(x − e) with
// k = 2/(period+1). Nothing is emitted before that seed (null), so an EMA never starts from a
// single price. This is what makes TA-Lib's MACD vectors hold (see macd.ts).
import { toNullable } from './bars';
import { PERIOD_RANGE, checkInteger, collect, refuse } from './validation';

/** SMA into a NaN-filled array: out[i] = mean of values[i-period+1..i] for i ≥ from+period-1. */
export function smaSeries(values: ArrayLike<number>, period: number, from = 0): Float64Array {
  const out = new Float64Array(values.length).fill(NaN);
  let sum = 0;
  for (let i = from; i < values.length; i += 1) {
    sum += values[i] ?? NaN;
    if (i >= from + period) sum -= values[i - period] ?? NaN;
    if (i >= from + period - 1) out[i] = sum / period;
  }
  return out;
}

/**
 * EMA of values[from..] into a NaN-filled array, seeded TA-Lib's way with the SMA of
 * values[from..from+period-1] (summed in order, then divided) at index from+period-1.
 */
export function emaSeries(values: ArrayLike<number>, period: number, from = 0): Float64Array {
  const out = new Float64Array(values.length).fill(NaN);
  const seedAt = from + period - 1;
  if (seedAt >= values.length) return out;
  let sum = 0;
  for (let i = from; i <= seedAt; i += 1) sum += values[i] ?? NaN;
  let e = sum / period;
  out[seedAt] = e;
  const k = 2 / (period + 1);
  for (let i = seedAt + 1; i < values.length; i += 1) {
    e = ((values[i] ?? NaN) - e) * k + e;
    out[i] = e;
  }
  return out;
}

function checkPeriod(period: unknown): asserts period is number {
  refuse(collect(checkInteger('period', period, PERIOD_RANGE)));
}

/** Simple moving average; null until `period` values exist. */
export function sma(values: ArrayLike<number>, period: number): (number | null)[] {
  checkPeriod(period);
  return toNullable(smaSeries(values, period));
}

/** Exponential moving average, SMA-seeded (TA-Lib); null before index period-1. */
export function ema(values: ArrayLike<number>, period: number): (number | null)[] {
  checkPeriod(period);
  return toNullable(emaSeries(values, period));
}
