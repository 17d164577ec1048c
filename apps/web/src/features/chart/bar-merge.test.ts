import { describe, expect, it } from 'vitest';
import { withLiveBar, withOlderBars } from './bar-merge';
import type { Bar } from './datafeed-types';

const bar = (minute: number, close = 100): Bar => ({ time: minute * 60_000, open: 100, high: close + 1, low: 99, close, volume: 5 });

describe('withLiveBar', () => {
  const bars = [bar(1), bar(2), bar(3)];

  it('replaces the newest candle with its update', () => {
    expect(withLiveBar(bars, bar(3, 120))).toEqual([bar(1), bar(2), bar(3, 120)]);
  });

  it('appends a newer candle', () => {
    expect(withLiveBar(bars, bar(4))).toEqual([...bars, bar(4)]);
  });

  it('refuses a bar older than the newest, and leaves the bars as they were', () => {
    expect(withLiveBar(bars, bar(2, 50))).toBeNull();
    expect(bars).toEqual([bar(1), bar(2), bar(3)]);
  });

  it('starts the list when there is none', () => {
    expect(withLiveBar([], bar(7))).toEqual([bar(7)]);
  });
});

describe('withOlderBars', () => {
  it('puts the older page first and drops what overlaps the bars already drawn', () => {
    expect(withOlderBars([bar(3), bar(4)], [bar(1), bar(2), bar(3, 999), bar(4, 999)])).toEqual([bar(1), bar(2), bar(3), bar(4)]);
  });

  it('takes the whole page when nothing is drawn yet', () => {
    expect(withOlderBars([], [bar(1), bar(2)])).toEqual([bar(1), bar(2)]);
  });
});
