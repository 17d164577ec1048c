import { describe, expect, it } from 'vitest';
import { callTimeoutMs, deadlineBudgetMs, deadlineFromHeader, formatDeadline, startDeadline } from './deadline';

describe('request deadline', () => {
  it('gives each call the shorter of its own timeout and the time left', () => {
    const deadline = startDeadline(1_000, 10_000);
    expect(callTimeoutMs(20_000, deadline, 10_000)).toBe(1_000);
    expect(callTimeoutMs(20_000, deadline, 10_700)).toBe(300);
    expect(callTimeoutMs(200, deadline, 10_100)).toBe(200);
  });

  it('leaves nothing once the deadline has passed, so later calls do not wait again', () => {
    const deadline = startDeadline(1_000, 0);
    expect(callTimeoutMs(20_000, deadline, 1_000)).toBe(0);
    expect(callTimeoutMs(20_000, deadline, 5_000)).toBe(0);
  });

  it('four calls in sequence against a hung API end within one deadline, not four timeouts', () => {
    const deadline = startDeadline(20_000, 0);
    let now = 0;
    for (let i = 0; i < 4; i += 1) now += callTimeoutMs(20_000, deadline, now); // each call waits its full timeout
    expect(now).toBe(20_000);
  });

  it('reads SERVER_DEADLINE_MS, falling back on missing or bad values', () => {
    expect(deadlineBudgetMs('1500', 20_000)).toBe(1_500);
    expect(deadlineBudgetMs(undefined, 20_000)).toBe(20_000);
    expect(deadlineBudgetMs('soon', 20_000)).toBe(20_000);
    expect(deadlineBudgetMs('-5', 20_000)).toBe(20_000);
  });

  it('travels from the proxy to the render in a header, which can shorten the budget but never lengthen it', () => {
    const started = startDeadline(2_000, 10_000);
    expect(deadlineFromHeader(formatDeadline(started), 2_000, 10_500)).toEqual(started);
    // a deadline later than one started now is cut to that
    expect(deadlineFromHeader('99999999999', 2_000, 10_500)).toEqual({ at: 12_500 });
    // one already passed stays passed: the render's calls are skipped
    expect(callTimeoutMs(20_000, deadlineFromHeader('9000', 2_000, 10_500) ?? started, 10_500)).toBe(0);
    for (const bad of [null, undefined, '', 'soon', '-5', '1.5', '1e9']) expect(deadlineFromHeader(bad, 2_000, 10_500)).toBeUndefined();
  });
});
