import { describe, expect, it } from 'vitest';
import { OHLCV_FIELDS, OhlcvRing } from './ohlcv-ring';

const T0 = 1_795_305_600; // 2026-11-22 00:00:00 UTC
const RING_SLOTS = 1000;

describe('OhlcvRing', () => {
  it('keeps one bar per period: open of the first interval, extremes, last close, summed volumes', () => {
    const ring = new OhlcvRing(10, RING_SLOTS);
    ring.record(T0 + 1, 100, 101, 100, 101, 5, 0.05);
    ring.record(T0 + 4, 101, 103, 99, 99, 2, 0.02);
    ring.record(T0 + 9, 99, 99, 98, 98.5, 1, 0.01);
    expect(ring.bar(T0)).toEqual([100, 103, 98, 98.5, 8, 0.08]);
    expect(ring.bar(T0 + 10)).toBeNull();
    expect(ring.bar(T0 + 5)).toBeNull();
    expect(ring.newest()).toBe(T0);
  });

  it('wraps around after RING_SLOTS periods: the slot then holds the newer bar, the old one is gone', () => {
    const ring = new OhlcvRing(1, RING_SLOTS);
    ring.record(T0, 1, 1, 1, 1, 1, 1);
    ring.record(T0 + RING_SLOTS - 1, 2, 2, 2, 2, 1, 1);
    expect(ring.bar(T0)).not.toBeNull();
    ring.record(T0 + RING_SLOTS, 3, 3, 3, 3, 1, 1);
    expect(ring.bar(T0)).toBeNull();
    expect(ring.bar(T0 + RING_SLOTS)).toEqual([3, 3, 3, 3, 1, 1]);
    expect(ring.bar(T0 + RING_SLOTS - 1)).toEqual([2, 2, 2, 2, 1, 1]);
    // a late interval of a period older than the slot's bar changes nothing
    ring.record(T0, 9, 9, 9, 9, 9, 9);
    expect(ring.bar(T0 + RING_SLOTS)).toEqual([3, 3, 3, 3, 1, 1]);
    expect(ring.newest()).toBe(T0 + RING_SLOTS);
  });

  it('writes whole bars, and sums the bars of a span: the oldest open, the extremes, the volumes', () => {
    const size = 900_000;
    const ring = new OhlcvRing(size, 96);
    const start = 1_795_305_600_000;
    ring.put(start + size, [2, 3, 1, 2.5, 10, 4]);
    ring.put(start, [1, 2, 0.5, 2, 20, 12]);
    ring.put(start + 2 * size, [2.5, 9, 2.5, 3, 1, 1]);
    expect(ring.startOf(start + size - 1)).toBe(start);
    expect(ring.bar(start)).toEqual([1, 2, 0.5, 2, 20, 12]);
    expect(ring.newest()).toBe(start + 2 * size);
    expect(ring.span(start, start + size)).toEqual({ open: 1, high: 3, low: 0.5, quote: 30, base: 16 });
    expect(ring.span(start + size, start + 5 * size)).toEqual({ open: 2, high: 9, low: 1, quote: 11, base: 5 });
    expect(ring.span(start + 3 * size, start + 5 * size)).toBeNull();
    // a bar without an open (≤ 0) is no bar
    ring.put(start + 3 * size, [0, 0, 0, 0, 0, 0]);
    expect(ring.span(start + 3 * size, start + 3 * size)).toBeNull();
    // a trade in a written bar adds to it; the open stays
    ring.record(start + 1_000, 9, 2.2, 2.2, 2.2, 1, 0.5);
    expect(ring.bar(start)).toEqual([1, 2.2, 0.5, 2.2, 21, 12.5]);
  });

  it('holds nothing before the first bar, and refuses a start that is not one', () => {
    const ring = new OhlcvRing(10, 4);
    expect(ring.newest()).toBeNull();
    expect(ring.bar(0)).toBeNull();
    expect(ring.span(0, 1_000)).toBeNull();
    ring.record(20, 5, 5, 5, 5, 1, 1);
    expect(ring.bar(25)).toBeNull();
    expect(ring.bar(-10)).toBeNull();
    expect(ring.data).toHaveLength(4 * OHLCV_FIELDS);
  });
});
