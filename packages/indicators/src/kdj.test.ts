import { describe, expect, it } from 'vitest';
import { type Bar } from './bars';
import { TA_BARS } from './fixtures/ta-lib-252';
import { KDJ_DEFAULTS, checkKdjInputs, kdj } from './kdj';
import { IndicatorInputError } from './validation';

const hlc = (rows: readonly (readonly [number, number, number])[]): Bar[] => rows.map(([high, low, close], time) => ({ time, open: close, high, low, close }));

describe('KDJ by hand (period 3, m1 3, m2 3)', () => {
  // bars 0..2: highest 12, lowest 8, close 11 → RSV 75
  //   K = (2·50 + 75)/3 = 175/3, D = (2·50 + 175/3)/3 = 475/9, J = 3K − 2D = 625/9
  // bars 1..3: highest 12, lowest 9, close 9.5 → RSV 50/3
  //   K = (2·175/3 + 50/3)/3 = 400/9, D = (2·475/9 + 400/9)/3 = 50, J = 400/3 − 100 = 100/3
  const bars = hlc([
    [10, 8, 9],
    [11, 9, 10],
    [12, 10, 11],
    [11, 9, 9.5],
  ]);
  const { k, d, j } = kdj(bars, { period: 3 });

  it('is null before bar period-1', () => {
    expect([k[0], k[1], d[1], j[1]]).toEqual([null, null, null, null]);
  });
  it('first bar: seeded with K₋₁ = D₋₁ = 50', () => {
    expect(k[2]).toBeCloseTo(175 / 3, 12);
    expect(d[2]).toBeCloseTo(475 / 9, 12);
    expect(j[2]).toBeCloseTo(625 / 9, 12);
  });
  it('second bar: 2/3 of the previous value plus 1/3 of the new one', () => {
    expect(k[3]).toBeCloseTo(400 / 9, 12);
    expect(d[3]).toBeCloseTo(50, 12);
    expect(j[3]).toBeCloseTo(100 / 3, 12);
  });
});

describe('KDJ edges', () => {
  it('a flat window reads RSV 50: K, D and J stay at 50', () => {
    const { k, d, j } = kdj(hlc(Array.from({ length: 20 }, () => [5, 5, 5] as const)));
    expect([...k.slice(8), ...d.slice(8), ...j.slice(8)].every((v) => v !== null && Math.abs(v - 50) < 1e-12)).toBe(true);
  });
  it('period 1 uses the bar alone; m1 = m2 = 1 means no smoothing (K = D = J = RSV)', () => {
    const { k, d, j } = kdj(hlc([[10, 0, 2.5]]), { period: 1, m1: 1, m2: 1 });
    expect([k[0], d[0], j[0]]).toEqual([25, 25, 25]);
  });
  it('fewer bars than the period give nulls; no bars give empty arrays', () => {
    expect(kdj(TA_BARS.slice(0, 8)).k.every((v) => v === null)).toBe(true);
    expect(kdj([])).toEqual({ k: [], d: [], j: [] });
  });
  it('the rolling highest/lowest match a plain scan over a long period', () => {
    const period = 40;
    const { k } = kdj(TA_BARS, { period, m1: 1 });
    for (let i = period - 1; i < TA_BARS.length; i += 17) {
      const window = TA_BARS.slice(i - period + 1, i + 1);
      const hh = Math.max(...window.map((b) => b.high));
      const ll = Math.min(...window.map((b) => b.low));
      expect(k[i]).toBeCloseTo(((TA_BARS[i]!.close - ll) / (hh - ll)) * 100, 10);
    }
  });
});

describe('KDJ against technicalindicators’ Stochastic (test/momentum/Stochastic.js)', () => {
  // With m1 = 1, K is the raw stochastic %K (RSV). The library's fixture: period 14 on 30 bars,
  // %K from bar 13, published to two decimals.
  const high = [
    127.009, 127.616, 126.591, 127.347, 128.173, 128.432, 127.367, 126.422, 126.9, 126.85, 125.646, 125.716, 127.158, 127.715, 127.686, 128.223, 128.273,
    128.093, 128.273, 127.735, 128.77, 129.287, 130.063, 129.118, 129.287, 128.472, 128.093, 128.651, 129.138, 128.641,
  ];
  const low = [
    125.357, 126.163, 124.93, 126.094, 126.82, 126.482, 126.034, 124.83, 126.392, 125.716, 124.562, 124.572, 125.069, 126.86, 126.631, 126.8, 126.711, 126.8,
    126.134, 125.925, 126.989, 127.815, 128.472, 128.064, 127.606, 127.596, 126.999, 126.9, 127.487, 127.397,
  ];
  const close = [
    125.357, 126.163, 124.93, 126.094, 126.82, 126.482, 126.034, 124.83, 126.392, 125.716, 124.562, 124.572, 125.069, 127.288, 127.178, 128.014, 127.109,
    127.725, 127.059, 127.327, 128.71, 127.875, 128.581, 128.601, 127.934, 128.113, 127.596, 127.596, 128.69, 128.273,
  ];
  const expectedK = [70.44, 67.6, 89.2, 65.81, 81.73, 64.52, 74.51, 98.57, 70.12, 73.06, 73.42, 61.23, 60.95, 40.38, 40.38, 66.82, 56.74];

  it('matches %K from bar 13', () => {
    const { k } = kdj(
      close.map((c, i) => ({ time: i, open: c, high: high[i]!, low: low[i]!, close: c })),
      { period: 14, m1: 1 },
    );
    expect(k.findIndex((v) => v !== null)).toBe(13);
    expectedK.forEach((v, i) => expect(k[13 + i]).toBeCloseTo(v, 2));
  });
});

describe('KDJ against TA-Lib’s KDJ goldens (src/tools/ta_regtest/ta_test_func/test_kdj.c, Tulip arm)', () => {
  // TA-Lib's KDJ with Wilder (RMA) smoothing is the same recurrence with weight 1/m, seeded with an
  // SMA of the first m values instead of 50; its goldens were captured from Tulip Indicators on
  // the 252-bar corpus. The seed's weight decays as ((m−1)/m)^bars, so from bar 132 on the two
  // agree to well under 1e-9 (at bar 12 they do not: 72.70 here, 69.31 there).
  const goldens: [number, number, number, number, number, number, number][] = [
    // period, m1, m2, bar, K, D, J
    [9, 3, 3, 132, 88.597232194067573, 88.415962924793533, 88.959770732615624],
    [9, 3, 3, 140, 16.175641010016999, 32.256071878797371, -15.985220727543748],
    [9, 3, 3, 192, 25.232204242108416, 26.039007675266785, 23.618597375791673],
    [9, 3, 3, 251, 44.369807149365073, 49.884860101368481, 33.339701245358256],
    [14, 3, 3, 134, 86.787696196365502, 89.206340652138167, 81.950407284820159],
    [14, 3, 3, 157, 64.222888024113047, 54.678644463103574, 83.311375146131994],
    [14, 3, 3, 193, 16.455163822769975, 18.290836818157654, 12.783817831994618],
    [14, 3, 3, 251, 37.57338066924499, 34.117756127947054, 44.48462975184087],
    [9, 5, 5, 134, 79.927988283945197, 81.579814187526679, 76.624336476782247],
    [9, 5, 5, 193, 24.16659005747541, 27.168517467024422, 18.16273523837738],
    [9, 5, 5, 251, 46.72860655830425, 48.996918929084799, 42.191981816743152],
  ];
  for (const [period, m1, m2, bar, K, D, J] of goldens) {
    it(`(${period}, ${m1}, ${m2}) at bar ${bar}`, () => {
      const r = kdj(TA_BARS, { period, m1, m2 });
      expect(Math.abs(r.k[bar]! - K)).toBeLessThan(1e-9);
      expect(Math.abs(r.d[bar]! - D)).toBeLessThan(1e-9);
      expect(Math.abs(r.j[bar]! - J)).toBeLessThan(1e-9);
    });
  }
  it('the seed shows early on (bar 12 differs from TA-Lib’s 69.31)', () => {
    expect(kdj(TA_BARS).k[12]).toBeCloseTo(72.7028368, 6);
  });
});

describe('KDJ inputs', () => {
  it('defaults are 9, 3, 3 and pass', () => {
    expect(KDJ_DEFAULTS).toEqual({ period: 9, m1: 3, m2: 3 });
    expect(checkKdjInputs({})).toEqual([]);
  });
  for (const name of ['period', 'm1', 'm2'] as const) {
    it(`${name}: 1 and 2000 pass, 0 and 2001 are refused, non-integers are refused`, () => {
      expect(checkKdjInputs({ [name]: 1 })).toEqual([]);
      expect(checkKdjInputs({ [name]: 2000 })).toEqual([]);
      for (const bad of [0, 2001]) {
        expect(checkKdjInputs({ [name]: bad })).toEqual([expect.objectContaining({ field: name, code: 'outOfRange', min: 1, max: 2000 })]);
        expect(() => kdj(TA_BARS, { [name]: bad })).toThrow(IndicatorInputError);
      }
      for (const bad of [2.5, Number.NaN, '9', null]) {
        expect(checkKdjInputs({ [name]: bad })).toEqual([expect.objectContaining({ field: name, code: 'notInteger' })]);
      }
    });
  }
});
