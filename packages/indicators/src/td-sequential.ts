// TD Sequential (Tom DeMark): setups counting to 9 and countdowns counting to 13. The rules below
// follow DeMark's as written up by Perl's TradingView script (t08BkTIg) that backtrader cites,
// with the choices marked "ours" made where write-ups differ.
//
// Setup (bar i needs i ≥ 4):
// - buy setup: consecutive bars with close < close 4 bars earlier; sell: close > close 4 bars
//   earlier. A bar that fails (including an equal close) ends the run, so a setup's first bar is
//   always a price flip. The count runs 1..9; the 9th bar completes the setup and the next
//   qualifying bar starts again at 1 (a run of 18 is two setups, the second a recycle).
// - perfected: for a buy, the low of bar 8 or 9 ≤ both lows of bars 6 and 7; for a sell, the high
//   of bar 8 or 9 ≥ both highs of bars 6 and 7. Judged on bar 9 only (no deferred perfection; ours).
//
// Countdown (starts on the completing setup bar, which may itself count):
// - buy: bars with close ≤ low 2 bars earlier; sell: close ≥ high 2 bars earlier; they need not be
//   consecutive. Counts 1..13, and bar 8's close is remembered.
// - 13 is qualified: for a buy, the 13th bar's low ≤ the close of countdown bar 8 (sell: high ≥).
//   A bar that would be 13 but is not qualified is marked `deferred` (count stays 12; charts draw
//   "+") and counting goes on. A countdown ends at 13.
// - cancelled (reason given on the bar where it happens):
//   'oppositeSetup' — a setup in the other direction completes;
//   'tdst' — a close beyond the setup's TDST line: above the highest high of the buy setup's nine
//            bars, or below the lowest low of the sell setup's nine bars;
//   'recycle' — a new setup in the same direction completes before 13; the countdown restarts
//            from the new setup (ours: DeMark's size test for recycling is not applied).
//   A setup completing on a bar is handled before that bar's countdown step.
//
// `onlyNineAndThirteen` (default off) keeps the computation and hides every setup mark but 9 and
// every countdown mark but 13 (deferred marks too). Cancellations are always reported.
import { type Bar, column } from './bars';
import { type InputIssue, checkBoolean, collect, definedOnly, refuse } from './validation';

export type TdDirection = 'buy' | 'sell';
export type TdCancelReason = 'oppositeSetup' | 'tdst' | 'recycle';

export interface TdSetupMark {
  readonly direction: TdDirection;
  /** 1..9 */
  readonly count: number;
  /** On count 9: whether the setup is perfected; null on other counts. */
  readonly perfected: boolean | null;
}

export interface TdCountdownMark {
  readonly direction: TdDirection;
  /** 1..13; 12 on a deferred bar */
  readonly count: number;
  /** The bar met the countdown condition for 13 but not the qualifier. */
  readonly deferred: boolean;
}

export interface TdBarMarks {
  readonly setup: TdSetupMark | null;
  readonly countdown: TdCountdownMark | null;
  readonly cancelled: { readonly direction: TdDirection; readonly reason: TdCancelReason } | null;
}

export interface TdSequentialInputs {
  readonly onlyNineAndThirteen: boolean;
}

export const TD_SEQUENTIAL_DEFAULTS: TdSequentialInputs = { onlyNineAndThirteen: false };
export const SETUP_COMPLETE = 9;
export const COUNTDOWN_COMPLETE = 13;

export function checkTdSequentialInputs(inputs: Partial<Record<keyof TdSequentialInputs, unknown>>): InputIssue[] {
  const merged = { ...TD_SEQUENTIAL_DEFAULTS, ...definedOnly(inputs) };
  return collect(checkBoolean('onlyNineAndThirteen', merged.onlyNineAndThirteen));
}

interface Countdown {
  direction: TdDirection;
  count: number;
  tdst: number;
  bar8Close: number;
}

const NO_MARKS: TdBarMarks = Object.freeze({ setup: null, countdown: null, cancelled: null });

/** Marks per bar (bars without any share one frozen empty object); throws IndicatorInputError on a bad input. */
export function tdSequential(bars: readonly Bar[], inputs: Partial<TdSequentialInputs> = {}): TdBarMarks[] {
  refuse(checkTdSequentialInputs(inputs));
  const { onlyNineAndThirteen } = { ...TD_SEQUENTIAL_DEFAULTS, ...definedOnly(inputs) };
  const high = column(bars, 'high');
  const low = column(bars, 'low');
  const close = column(bars, 'close');
  const at = (series: Float64Array, i: number): number => series[i] ?? NaN;
  const out = new Array<TdBarMarks>(bars.length);
  let buyRun = 0;
  let sellRun = 0;
  let countdown: Countdown | null = null;

  for (let i = 0; i < bars.length; i += 1) {
    const c = at(close, i);
    let setup: TdSetupMark | null = null;
    let countdownMark: TdCountdownMark | null = null;
    let cancelled: TdBarMarks['cancelled'] = null;

    if (i >= 4) {
      const before = at(close, i - 4);
      buyRun = c < before ? buyRun + 1 : 0;
      sellRun = c > before ? sellRun + 1 : 0;
    }
    const run = buyRun > 0 ? buyRun : sellRun;
    if (run > 0) {
      const direction: TdDirection = buyRun > 0 ? 'buy' : 'sell';
      const complete = run === SETUP_COMPLETE;
      setup = { direction, count: run, perfected: complete ? isPerfected(high, low, i, direction) : null };
      if (complete) {
        if (direction === 'buy') buyRun = 0;
        else sellRun = 0;
        if (countdown) cancelled = { direction: countdown.direction, reason: countdown.direction === direction ? 'recycle' : 'oppositeSetup' };
        countdown = { direction, count: 0, tdst: tdstLevel(high, low, i, direction), bar8Close: NaN };
      }
    }

    if (countdown && !cancelled && (countdown.direction === 'buy' ? c > countdown.tdst : c < countdown.tdst)) {
      cancelled = { direction: countdown.direction, reason: 'tdst' };
      countdown = null;
    }

    if (countdown && i >= 2) {
      const buy = countdown.direction === 'buy';
      const qualifies = buy ? c <= at(low, i - 2) : c >= at(high, i - 2);
      if (qualifies && countdown.count < COUNTDOWN_COMPLETE - 1) {
        countdown.count += 1;
        if (countdown.count === 8) countdown.bar8Close = c;
        countdownMark = { direction: countdown.direction, count: countdown.count, deferred: false };
      } else if (qualifies) {
        const qualified = buy ? at(low, i) <= countdown.bar8Close : at(high, i) >= countdown.bar8Close;
        countdownMark = { direction: countdown.direction, count: qualified ? COUNTDOWN_COMPLETE : COUNTDOWN_COMPLETE - 1, deferred: !qualified };
        if (qualified) countdown = null;
      }
    }

    if (onlyNineAndThirteen) {
      if (setup && setup.count !== SETUP_COMPLETE) setup = null;
      if (countdownMark && countdownMark.count !== COUNTDOWN_COMPLETE) countdownMark = null;
    }
    out[i] = setup || countdownMark || cancelled ? { setup, countdown: countdownMark, cancelled } : NO_MARKS;
  }
  return out;
}

/** Bar i is setup bar 9: bars 6, 7, 8 are i-3, i-2, i-1. */
function isPerfected(high: Float64Array, low: Float64Array, i: number, direction: TdDirection): boolean {
  if (direction === 'buy') {
    const [l6, l7, l8, l9] = low.subarray(i - 3, i + 1);
    return Math.min(l8 ?? NaN, l9 ?? NaN) <= Math.min(l6 ?? NaN, l7 ?? NaN);
  }
  const [h6, h7, h8, h9] = high.subarray(i - 3, i + 1);
  return Math.max(h8 ?? NaN, h9 ?? NaN) >= Math.max(h6 ?? NaN, h7 ?? NaN);
}

/** TDST of the nine setup bars ending at i: the highest high for a buy setup, the lowest low for a sell. */
function tdstLevel(high: Float64Array, low: Float64Array, i: number, direction: TdDirection): number {
  const from = i - SETUP_COMPLETE + 1;
  return direction === 'buy' ? Math.max(...high.subarray(from, i + 1)) : Math.min(...low.subarray(from, i + 1));
}
