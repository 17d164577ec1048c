import { describe, expect, it } from 'vitest';
import { CHART_RESOLUTIONS } from '@exchange/contract/chart';
import { CANDLE_INTERVALS } from '@exchange/contract/market';
import { fromInterval, isChartResolution, isSecondsResolution, resolutionLabel, resolutionSeconds, resolutionsFor, toInterval } from './resolution';

const EXPECTED = [
  ['1S', '1s', 1, 'seconds', 1],
  ['10S', '10s', 10, 'seconds', 10],
  ['30S', '30s', 30, 'seconds', 30],
  ['1', '1m', 1, 'minutes', 60],
  ['3', '3m', 3, 'minutes', 180],
  ['5', '5m', 5, 'minutes', 300],
  ['15', '15m', 15, 'minutes', 900],
  ['30', '30m', 30, 'minutes', 1800],
  ['60', '1h', 1, 'hours', 3600],
  ['120', '2h', 2, 'hours', 7200],
  ['240', '4h', 4, 'hours', 14_400],
  ['360', '6h', 6, 'hours', 21_600],
  ['480', '8h', 8, 'hours', 28_800],
  ['720', '12h', 12, 'hours', 43_200],
  ['1D', '1d', 1, 'days', 86_400],
  ['2D', '2d', 2, 'days', 172_800],
  ['3D', '3d', 3, 'days', 259_200],
  ['5D', '5d', 5, 'days', 432_000],
  ['1W', '7d', 1, 'weeks', 604_800],
  ['1M', '30d', 1, 'months', 2_592_000],
] as const;

describe('resolution ↔ interval', () => {
  it.each(EXPECTED)('%s is the API interval %s (%i %s)', (resolution, interval, count, unit, seconds) => {
    expect(toInterval(resolution)).toBe(interval);
    expect(fromInterval(interval)).toBe(resolution);
    expect(resolutionLabel(resolution)).toEqual({ count, unit });
    expect(resolutionSeconds(resolution)).toBe(seconds);
  });

  it('covers every chart resolution and every API interval exactly once', () => {
    expect(EXPECTED.map((row) => row[0])).toEqual([...CHART_RESOLUTIONS]);
    expect(EXPECTED.map((row) => row[1]).sort()).toEqual([...CANDLE_INTERVALS].sort());
  });

  it('refuses names that are neither', () => {
    expect(fromInterval('2w')).toBeUndefined();
    expect(fromInterval('constructor')).toBeUndefined();
    expect(isChartResolution('60')).toBe(true);
    expect(isChartResolution('61')).toBe(false);
    expect(isChartResolution(60)).toBe(false);
  });

  it('offers the seconds resolutions only to pairs that record seconds', () => {
    expect(resolutionsFor(true)).toHaveLength(20);
    expect(resolutionsFor(false)).toEqual(CHART_RESOLUTIONS.slice(3));
    expect(CHART_RESOLUTIONS.filter(isSecondsResolution)).toEqual(['1S', '10S', '30S']);
  });
});
