// KDJ, the stochastic as Chinese trading platforms draw it (Tongdaxin, East Money, and exchanges'
// KLineChart builds), with inputs (period, m1, m2) = (9, 3, 3):
//
//   RSV = (close − lowest low of the last `period` bars) / (highest high − lowest low) · 100
//   K   = ((m1 − 1)·K₋₁ + RSV) / m1        i.e. 2/3·K₋₁ + 1/3·RSV for m1 = 3
//   D   = ((m2 − 1)·D₋₁ + K) / m2
//   J   = 3K − 2D
//
// Why this one: it is what users of an exchange chart compare against (their other apps), and the
// spec's "9, 3, 3" names its three periods. K and D are Tongdaxin's SMA(X, N, 1) — a Wilder-style
// running average with weight 1/N — not a windowed mean (trading-signals, TA-Lib STOCH's SMA mode)
// and not an EMA with 2/(N+1).
//
// Seeding and edges, chosen and tested:
// - nothing before bar period−1 (null): no partial windows;
// - at bar period−1, K₋₁ = D₋₁ = 50 (KLineChart's and most platforms' seed);
// - a flat window (highest high = lowest low) gives RSV = 50, neutral, rather than 0 (TA-Lib, Tulip,
//   KLineChart's divide-by-one) which would read as "oversold" on a market that did not trade.
// Because the seed's weight decays as ((m−1)/m)^bars, K, D and J converge to TA-Lib's KDJ with
// Wilder (RMA) smoothing, which seeds with an SMA instead; the tests check that against TA-Lib's
// Tulip-captured goldens.
import { type Bar, column, toNullable } from './bars';
import { type InputIssue, type IntegerRange, checkInteger, collect, definedOnly, refuse } from './validation';

export interface KdjInputs {
  readonly period: number;
  readonly m1: number;
  readonly m2: number;
}

export const KDJ_DEFAULTS: KdjInputs = { period: 9, m1: 3, m2: 3 };
export const KDJ_RANGE: IntegerRange = { min: 1, max: 2000 };
const SEED = 50;
const FLAT_RSV = 50;

export interface KdjResult {
  readonly k: (number | null)[];
  readonly d: (number | null)[];
  readonly j: (number | null)[];
}

/** Problems with KDJ inputs (missing ones take the defaults), for the input form; empty when fine. */
export function checkKdjInputs(inputs: Partial<Record<keyof KdjInputs, unknown>>): InputIssue[] {
  const merged = { ...KDJ_DEFAULTS, ...definedOnly(inputs) };
  return collect(checkInteger('period', merged.period, KDJ_RANGE), checkInteger('m1', merged.m1, KDJ_RANGE), checkInteger('m2', merged.m2, KDJ_RANGE));
}

/** KDJ per bar; throws IndicatorInputError on a bad input. */
export function kdj(bars: readonly Bar[], inputs: Partial<KdjInputs> = {}): KdjResult {
  refuse(checkKdjInputs(inputs));
  const { period, m1, m2 } = { ...KDJ_DEFAULTS, ...definedOnly(inputs) };
  const n = bars.length;
  const k = new Float64Array(n).fill(NaN);
  const d = new Float64Array(n).fill(NaN);
  const j = new Float64Array(n).fill(NaN);

  const high = column(bars, 'high');
  const low = column(bars, 'low');
  const close = column(bars, 'close');
  // Monotonic deques of bar indices (highs decreasing, lows increasing): O(n) for any period.
  const highs = new Int32Array(n);
  const lows = new Int32Array(n);
  let hHead = 0;
  let hTail = 0;
  let lHead = 0;
  let lTail = 0;
  let kPrev = SEED;
  let dPrev = SEED;
  for (let i = 0; i < n; i += 1) {
    const h = high[i] ?? NaN;
    const l = low[i] ?? NaN;
    while (hTail > hHead && (high[highs[hTail - 1] ?? 0] ?? NaN) <= h) hTail -= 1;
    highs[hTail++] = i;
    while (lTail > lHead && (low[lows[lTail - 1] ?? 0] ?? NaN) >= l) lTail -= 1;
    lows[lTail++] = i;
    if ((highs[hHead] ?? 0) <= i - period) hHead += 1;
    if ((lows[lHead] ?? 0) <= i - period) lHead += 1;
    if (i < period - 1) continue;

    const highest = high[highs[hHead] ?? 0] ?? NaN;
    const lowest = low[lows[lHead] ?? 0] ?? NaN;
    const range = highest - lowest;
    const rsv = range === 0 ? FLAT_RSV : (((close[i] ?? NaN) - lowest) / range) * 100;
    const kNow = ((m1 - 1) * kPrev + rsv) / m1;
    const dNow = ((m2 - 1) * dPrev + kNow) / m2;
    k[i] = kNow;
    d[i] = dNow;
    j[i] = 3 * kNow - 2 * dNow;
    kPrev = kNow;
    dPrev = dNow;
  }
  return { k: toNullable(k), d: toNullable(d), j: toNullable(j) };
}
