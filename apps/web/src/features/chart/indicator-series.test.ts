import { describe, expect, it } from 'vitest';
import { MACD_DEFAULTS } from '@exchange/indicators/macd';
import { KDJ_DEFAULTS } from '@exchange/indicators/kdj';
import type { Bar } from './datafeed-types';
import { plotIndicator } from './indicator-series';
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
