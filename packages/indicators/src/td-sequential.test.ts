import { describe, expect, it } from 'vitest';
import { type Bar } from './bars';
import { TA_BARS } from './fixtures/ta-lib-252';
import { type TdBarMarks, checkTdSequentialInputs, tdSequential } from './td-sequential';
import { IndicatorInputError } from './validation';

/** Bars from closes; high = close + 1 and low = close − 1 unless a bar says otherwise. */
function bars(closes: readonly number[], overrides: Record<number, { high?: number; low?: number; close?: number }> = {}): Bar[] {
  return closes.map((c, time) => {
    const close = overrides[time]?.close ?? c;
    return { time, open: close, high: overrides[time]?.high ?? close + 1, low: overrides[time]?.low ?? close - 1, close };
  });
}

/** Compact marks: setup "b3", "s9P" (perfected), "b9i" (imperfect); countdown "c5", "c12+" (deferred); cancellation "x:tdst". */
function summary(marks: readonly TdBarMarks[]): Record<number, string> {
  const out: Record<number, string> = {};
  marks.forEach((m, i) => {
    const parts: string[] = [];
    if (m.setup) parts.push(`${m.setup.direction[0]}${m.setup.count}${m.setup.perfected === null ? '' : m.setup.perfected ? 'P' : 'i'}`);
    if (m.cancelled) parts.push(`x${m.cancelled.direction[0]}:${m.cancelled.reason}`);
    if (m.countdown) parts.push(`c${m.countdown.direction[0]}${m.countdown.count}${m.countdown.deferred ? '+' : ''}`);
    if (parts.length) out[i] = parts.join(' ');
  });
  return out;
}

// Bars 4..12 each close 1 below the close 4 bars earlier: a buy setup completing on bar 12.
const FALL = [100, 100, 100, 100, 99, 98, 97, 96, 95, 94, 93, 92, 91];
// After it, closes cycle 91, 88, 89, 90: every close equals the close 4 bars earlier, so no setup
// runs, while the 88s and 89s close at or under the low 2 bars earlier (countdown bars).
const CYCLE = Array.from({ length: 26 }, (_, i) => [91, 88, 89, 90][i % 4]!);

describe('TD setups', () => {
  it('a perfected buy setup: nine closes under the close 4 bars earlier, bar 8 or 9 low ≤ lows of bars 6 and 7', () => {
    const marks = tdSequential(bars(FALL));
    expect(summary(marks)).toEqual({ 4: 'b1', 5: 'b2', 6: 'b3', 7: 'b4', 8: 'b5', 9: 'b6', 10: 'b7', 11: 'b8', 12: 'b9P cb1' });
    expect(marks[12]!.setup).toEqual({ direction: 'buy', count: 9, perfected: true });
  });

  it('an imperfect buy setup: bars 6 and 7 dipped lower than bars 8 and 9', () => {
    const marks = tdSequential(bars(FALL, { 9: { low: 80 }, 10: { low: 80 } }));
    expect(marks[12]!.setup).toEqual({ direction: 'buy', count: 9, perfected: false });
  });

  it('a perfected sell setup: nine closes over the close 4 bars earlier', () => {
    const marks = tdSequential(bars([100, 100, 100, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109]));
    expect(summary(marks)).toEqual({ 4: 's1', 5: 's2', 6: 's3', 7: 's4', 8: 's5', 9: 's6', 10: 's7', 11: 's8', 12: 's9P cs1' });
    expect(marks[12]!.setup).toEqual({ direction: 'sell', count: 9, perfected: true });
  });

  it('an imperfect sell setup: bars 8 and 9 highs stay under bar 6 or 7', () => {
    const marks = tdSequential(bars([100, 100, 100, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109], { 10: { high: 120 } }));
    expect(marks[12]!.setup).toEqual({ direction: 'sell', count: 9, perfected: false });
  });

  it('a close equal to the close 4 bars earlier ends the run', () => {
    expect(summary(tdSequential(bars([100, 100, 100, 100, 99, 98, 100, 97, 95])))).toEqual({ 4: 'b1', 5: 'b2', 7: 'b1', 8: 'b2' });
  });

  it('nothing before bar 4, nothing on fewer bars, empty on none', () => {
    expect(summary(tdSequential(bars([5, 4, 3, 2])))).toEqual({});
    expect(tdSequential([])).toEqual([]);
  });
});

describe('TD countdown', () => {
  it('reaches 13 on non-consecutive bars, with bar 13 qualified (low ≤ close of countdown bar 8)', () => {
    const marks = tdSequential(bars([...FALL, ...CYCLE]));
    expect(summary(marks)).toEqual({
      ...summary(tdSequential(bars(FALL))), // b1..b8 on bars 4..11, then 12: 'b9P cb1'
      13: 'b1 cb2', // 91 ≤ low of bar 11 (91)
      14: 'b2 cb3',
      15: 'b3 cb4',
      16: 'b4', // 90 > low of bar 14 (87)
      18: 'cb5',
      19: 'cb6',
      22: 'cb7',
      23: 'cb8', // close 89
      26: 'cb9',
      27: 'cb10',
      30: 'cb11',
      31: 'cb12',
      34: 'cb13', // low 87 ≤ 89
    });
    expect(marks[34]!.countdown).toEqual({ direction: 'buy', count: 13, deferred: false });
  });

  it('an unqualified 13 is deferred ("+", count stays 12) until a bar’s low reaches countdown bar 8’s close', () => {
    // countdown bar 8 (bar 23) closes at 80; bars 34 and 35 meet the countdown rule but their lows
    // (87, 88) are above 80; bar 38 dips to 79.
    const marks = tdSequential(bars([...FALL, ...CYCLE], { 23: { close: 80 }, 38: { low: 79 } }));
    const s = summary(marks);
    expect([s[23], s[31], s[34], s[35], s[38]]).toEqual(['b1 cb8', 'cb12', 'cb12+', 'cb12+', 'cb13']);
    expect(marks[34]!.countdown).toEqual({ direction: 'buy', count: 12, deferred: true });
  });

  it('is cancelled by a close above the buy setup’s highest high (TDST)', () => {
    const marks = tdSequential(bars([...FALL, 91, 88, 101, 88, 87]));
    expect(summary(marks)).toEqual({ ...summary(tdSequential(bars(FALL))), 13: 'b1 cb2', 14: 'b2 cb3', 15: 's1 xb:tdst', 16: 'b1', 17: 'b2' });
    expect(marks[15]!.cancelled).toEqual({ direction: 'buy', reason: 'tdst' });
  });

  it('is cancelled by a completed sell setup, which starts its own countdown', () => {
    // bar 4's high of 150 lifts the TDST line so the rise does not cancel on TDST first
    const marks = tdSequential(bars([...FALL, 95, 96, 97, 98, 99, 100, 101, 102, 103], { 4: { high: 150 } }));
    const s = summary(marks);
    expect([s[13], s[20], s[21]]).toEqual(['s1', 's8', 's9P xb:oppositeSetup cs1']);
    expect(marks[21]!.cancelled).toEqual({ direction: 'buy', reason: 'oppositeSetup' });
  });

  it('is recycled by a second buy setup before 13: counting restarts from the new setup', () => {
    const marks = tdSequential(bars([...FALL, 90, 89, 88, 87, 86, 85, 84, 83, 82, 81]));
    const s = summary(marks);
    expect([s[12], s[13], s[20], s[21], s[22]]).toEqual(['b9P cb1', 'b1 cb2', 'b8 cb9', 'b9P xb:recycle cb1', 'b1 cb2']);
  });
});

describe('only 9 and 13', () => {
  it('hides every other count but keeps the computation and cancellations', () => {
    const data = bars([...FALL, ...CYCLE]);
    expect(summary(tdSequential(data, { onlyNineAndThirteen: true }))).toEqual({ 12: 'b9P', 34: 'cb13' });
    expect(summary(tdSequential(bars([...FALL, 91, 88, 101]), { onlyNineAndThirteen: true }))).toEqual({ 12: 'b9P', 15: 'xb:tdst' });
  });
  it('is off by default', () => {
    expect(tdSequential(bars([...FALL, ...CYCLE]))).toEqual(tdSequential(bars([...FALL, ...CYCLE]), { onlyNineAndThirteen: false }));
  });
  it('must be a boolean', () => {
    expect(checkTdSequentialInputs({})).toEqual([]);
    for (const bad of ['yes', 1, null]) {
      expect(checkTdSequentialInputs({ onlyNineAndThirteen: bad })).toEqual([expect.objectContaining({ field: 'onlyNineAndThirteen', code: 'notBoolean' })]);
    }
    expect(() => tdSequential(TA_BARS, { onlyNineAndThirteen: 'yes' as unknown as boolean })).toThrow(IndicatorInputError);
  });
});

describe('on the TA-Lib corpus', () => {
  it('every mark is consistent with the rules', () => {
    const marks = tdSequential(TA_BARS);
    marks.forEach((m, i) => {
      if (m.setup) {
        const before = TA_BARS[i - 4]!.close;
        expect(m.setup.direction === 'buy' ? TA_BARS[i]!.close < before : TA_BARS[i]!.close > before).toBe(true);
        expect(m.setup.count >= 1 && m.setup.count <= 9).toBe(true);
      }
      if (m.countdown) {
        const b = TA_BARS[i]!;
        expect(m.countdown.direction === 'buy' ? b.close <= TA_BARS[i - 2]!.low : b.close >= TA_BARS[i - 2]!.high).toBe(true);
      }
    });
    expect(marks.filter((m) => m.setup?.count === 9).length).toBeGreaterThan(3);
  });
});
