import { describe, expect, it } from 'vitest';
import { type Bar, SOURCES, sourceValues } from './bars';
import { ema, emaSeries, sma } from './moving-average';
import { IndicatorInputError } from './validation';

describe('sma', () => {
  it('averages the last `period` values and is null before', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
  });
  it('period 1 is the input', () => {
    expect(sma([4, 5, 6], 1)).toEqual([4, 5, 6]);
  });
  it('period equal to the length gives one value, longer gives none', () => {
    expect(sma([2, 4, 6], 3)).toEqual([null, null, 4]);
    expect(sma([2, 4, 6], 4)).toEqual([null, null, null]);
  });
  it('empty input gives empty output', () => {
    expect(sma([], 3)).toEqual([]);
  });
});

describe('ema (TA-Lib seeding)', () => {
  it('starts at index period-1 with the SMA of the first period values, then e += 2/(n+1)·(x − e)', () => {
    // seed (2+4+6)/3 = 4; k = 0.5: 4 + 0.5·(8−4) = 6; 6 + 0.5·(12−6) = 9
    expect(ema([2, 4, 6, 8, 12], 3)).toEqual([null, null, 4, 6, 9]);
  });
  it('period 1 is the input (k = 1)', () => {
    expect(ema([3, 1, 4, 1, 5], 1)).toEqual([3, 1, 4, 1, 5]);
  });
  it('too few values give only nulls; empty gives empty', () => {
    expect(ema([1, 2], 3)).toEqual([null, null]);
    expect(ema([], 5)).toEqual([]);
  });
  it('can start later in the series, seeding from there', () => {
    const out = emaSeries([100, 100, 2, 4, 6, 8], 3, 2);
    expect(Array.from(out.slice(0, 4), Number.isNaN)).toEqual([true, true, true, true]);
    expect(out[4]).toBe(4);
    expect(out[5]).toBe(6);
  });
  it('a constant series stays constant', () => {
    expect(ema(Array<number>(50).fill(7), 12).slice(11)).toEqual(Array<number>(39).fill(7));
  });
});

describe('period validation', () => {
  for (const bad of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
    it(`refuses period ${bad}`, () => {
      expect(() => sma([1, 2, 3], bad)).toThrow(IndicatorInputError);
      expect(() => ema([1, 2, 3], bad)).toThrow(expect.objectContaining({ field: 'period', min: 1 }));
    });
  }
});

describe('sources', () => {
  const bar: Bar = { time: 0, open: 1, high: 10, low: 2, close: 6 };
  it('reads every source', () => {
    const got = Object.fromEntries(SOURCES.map((s) => [s, sourceValues([bar], s)[0]]));
    expect(got).toEqual({ open: 1, high: 10, low: 2, close: 6, hl2: 6, hlc3: 6, ohlc4: 4.75 });
  });
});
