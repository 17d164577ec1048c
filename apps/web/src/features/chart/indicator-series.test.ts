import { describe, expect, it } from 'vitest';
import { MACD_DEFAULTS } from '@exchange/indicators/macd';
import { KDJ_DEFAULTS } from '@exchange/indicators/kdj';
import type { Bar } from './datafeed-types';
import type { SavedIndicator } from '@exchange/contract/chart';
import { newestPoint, plotIndicator, type PlotPoint } from './indicator-series';
import { chartPalette } from './palette';

const palette = chartPalette('light', 'green');
/** A rise then a fall: 60 hourly bars. */
const bars: Bar[] = Array.from({ length: 60 }, (_, i) => {
  const close = i < 30 ? 100 + i : 130 - (i - 30) * 1.5;
  return { time: (1_700_000_000 + i * 3600) * 1000, open: close - 0.5, high: close + 1, low: close - 1, close, volume: 1 };
});

describe('plotIndicator', () => {
  it('MACD: own pane, histogram coloured by sign and direction, lines from the warm-up on, times in seconds', () => {
    const plot = plotIndicator({ type: 'MACD', inputs: MACD_DEFAULTS }, bars, palette);
    expect(plot.ownPane).toBe(true);
    const [hist, line, signal] = plot.series;
    expect(plot.series.map((s) => [s.id, s.kind])).toEqual([
      ['histogram', 'histogram'],
      ['macd', 'line'],
      ['signal', 'line'],
    ]);
    expect(line!.data[0]!.time).toBe(1_700_000_000 + 25 * 3600);
    expect(hist!.data[0]!.time).toBe(1_700_000_000 + 33 * 3600);
    expect(signal!.data).toHaveLength(hist!.data.length);
    const allowed = new Set([palette.up, palette.upSoft, palette.down, palette.downSoft]);
    for (const p of hist!.data) {
      expect(allowed.has(p.color!)).toBe(true);
      // sign decides the hue: positive bars in the up colours, negative in the down colours
      expect([palette.up, palette.upSoft].includes(p.color!)).toBe(p.value >= 0);
    }
    // after the top the histogram falls below zero and keeps falling: strong down bars appear
    expect(hist!.data.some((p) => p.color === palette.down)).toBe(true);
  });
  it('MACD uses the saved inputs', () => {
    const fast = plotIndicator({ type: 'MACD', inputs: { ...MACD_DEFAULTS, fastLength: 3, slowLength: 6, signalLength: 2 } }, bars, palette);
    expect(fast.series[1]!.data[0]!.time).toBe(1_700_000_000 + 5 * 3600);
  });
  it('KDJ: three lines in their own pane', () => {
    const plot = plotIndicator({ type: 'KDJ', inputs: KDJ_DEFAULTS }, bars, palette);
    expect(plot.ownPane).toBe(true);
    expect(plot.series.map((s) => s.id)).toEqual(['k', 'd', 'j']);
    expect(plot.series[0]!.data).toHaveLength(60 - 8);
  });
  it('TD Sequential: counts as markers on the candles, and only 9 and 13 when asked', () => {
    const all = plotIndicator({ type: 'TD', inputs: { onlyNineAndThirteen: false } }, bars, palette);
    expect(all.ownPane).toBe(false);
    expect(all.series).toEqual([]);
    const texts = all.markers.map((m) => m.text);
    expect(texts).toEqual(expect.arrayContaining(['1', '2', '9']));
    // the rise makes sell setups (above the bar, down colour); the fall buy setups (below, up colour)
    expect(all.markers.find((m) => m.text === '9' && m.position === 'aboveBar')).toMatchObject({ color: palette.down, size: 1 });
    expect(all.markers.find((m) => m.text === '9' && m.position === 'belowBar')).toMatchObject({ color: palette.up });
    const only = plotIndicator({ type: 'TD', inputs: { onlyNineAndThirteen: true } }, bars, palette);
    expect(only.markers.length).toBeGreaterThan(0);
    expect(only.markers.every((m) => m.text === '9' || m.text === '13')).toBe(true);
  });
});

/** lightweight-charts' `update`: the same time as the newest point replaces it, a later time appends. */
function updated(data: readonly PlotPoint[], point: PlotPoint): PlotPoint[] {
  const last = data.at(-1);
  if (last && point.time < last.time) throw new Error('update before the newest point');
  return last && last.time === point.time ? [...data.slice(0, -1), point] : [...data, point];
}

/** A seeded walk (mulberry32), so a failure is the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('newestPoint (a live bar updates each series at its newest point only)', () => {
  const indicators: SavedIndicator[] = [
    { type: 'MACD', inputs: MACD_DEFAULTS },
    { type: 'MACD', inputs: { ...MACD_DEFAULTS, fastLength: 3, slowLength: 6, signalLength: 2 } },
    { type: 'KDJ', inputs: KDJ_DEFAULTS },
    { type: 'KDJ', inputs: { ...KDJ_DEFAULTS, period: 3 } },
  ];
  it.each(indicators.map((indicator) => [`${indicator.type} ${JSON.stringify(indicator.inputs)}`, indicator] as const))(
    '%s: after every tick (the newest bar moved, or a bar appended) the series drawn point by point equal a full draw',
    (_name, indicator) => {
      for (const seed of [1, 2, 3]) {
        const next = random(seed);
        // from no bars at all, through the warm-up, to past it
        let current: Bar[] = [];
        let shown = plotIndicator(indicator, current, palette).series.map((s) => s.data);
        let close = 100;
        for (let tick = 0; tick < 300; tick += 1) {
          close = Math.max(1, close + (next() - 0.5) * 4);
          const high = close + next() * 2;
          const low = Math.max(0.5, close - next() * 2);
          const appends = current.length === 0 || next() < 0.3;
          const time = appends ? (1_700_000_000 + current.length * 60) * 1000 : current.at(-1)!.time;
          const bar: Bar = { time, open: current.at(-1)?.close ?? close, high, low, close, volume: next() * 10 };
          current = appends ? [...current, bar] : [...current.slice(0, -1), bar];
          const full = plotIndicator(indicator, current, palette).series;
          shown = full.map((series, i) => {
            const point = newestPoint(series, bar);
            return point ? updated(shown[i]!, point) : shown[i]!;
          });
          expect(shown).toEqual(full.map((s) => s.data));
        }
      }
    },
  );
  it('no point while a series is in its warm-up; the newest bar only', () => {
    const [, line] = plotIndicator({ type: 'MACD', inputs: MACD_DEFAULTS }, bars.slice(0, 20), palette).series;
    expect(newestPoint(line!, bars[19]!)).toBeUndefined();
    const [, full] = plotIndicator({ type: 'MACD', inputs: MACD_DEFAULTS }, bars, palette).series;
    expect(newestPoint(full!, bars[59]!)).toEqual(full!.data.at(-1));
    expect(newestPoint(full!, bars[58]!)).toBeUndefined();
  });
});
