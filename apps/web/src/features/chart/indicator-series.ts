import type { SavedIndicator } from '@exchange/contract/chart';
import { kdj } from '@exchange/indicators/kdj';
import { macd } from '@exchange/indicators/macd';
import { COUNTDOWN_COMPLETE, SETUP_COMPLETE, tdSequential } from '@exchange/indicators/td-sequential';
import type { Bar } from './datafeed-types';
import { histogramColor, type ChartPalette } from './palette';

/** A point of an indicator series; `time` in unix seconds (the chart's time scale). */
export interface PlotPoint {
  readonly time: number;
  readonly value: number;
  readonly color?: string;
}

export interface PlotSeries {
  /** stable within the indicator: `macd`, `signal`, `histogram`, `k`, `d`, `j` */
  readonly id: string;
  readonly kind: 'line' | 'histogram';
  readonly color: string;
  readonly data: readonly PlotPoint[];
}

export interface PlotMarker {
  readonly time: number;
  readonly position: 'aboveBar' | 'belowBar';
  readonly shape: 'circle' | 'arrowUp' | 'arrowDown';
  readonly color: string;
  readonly text: string;
  /** 0: the text alone */
  readonly size: number;
}

/** What one indicator draws: series in its own pane (MACD, KDJ) or markers on the candles (TD Sequential). */
export interface IndicatorPlot {
  readonly type: SavedIndicator['type'];
  readonly ownPane: boolean;
  readonly series: readonly PlotSeries[];
  readonly markers: readonly PlotMarker[];
}

function points(bars: readonly Bar[], values: readonly (number | null)[], color?: (i: number) => string | undefined): PlotPoint[] {
  const out: PlotPoint[] = [];
  values.forEach((value, i) => {
    const bar = bars[i];
    if (value === null || !bar) return;
    const c = color?.(i);
    out.push(c ? { time: bar.time / 1000, value, color: c } : { time: bar.time / 1000, value });
  });
  return out;
}

function tdMarkers(bars: readonly Bar[], onlyNineAndThirteen: boolean, palette: ChartPalette): PlotMarker[] {
  const markers: PlotMarker[] = [];
  tdSequential(bars, { onlyNineAndThirteen }).forEach((marks, i) => {
    const bar = bars[i];
    if (!bar) return;
    const time = bar.time / 1000;
    // buy setups count falling closes: below the bar in the up colour (a possible turn up); sell setups above in the down colour
    if (marks.setup) {
      const buy = marks.setup.direction === 'buy';
      const complete = marks.setup.count === SETUP_COMPLETE;
      markers.push({
        time,
        position: buy ? 'belowBar' : 'aboveBar',
        shape: buy ? 'arrowUp' : 'arrowDown',
        color: buy ? palette.up : palette.down,
        text: String(marks.setup.count),
        size: complete ? 1 : 0,
      });
    }
    if (marks.countdown) {
      const buy = marks.countdown.direction === 'buy';
      const { count, deferred } = marks.countdown;
      markers.push({
        time,
        position: buy ? 'belowBar' : 'aboveBar',
        shape: 'circle',
        color: palette.brand,
        text: deferred ? '+' : String(count),
        size: count === COUNTDOWN_COMPLETE ? 1 : 0,
      });
    }
  });
  return markers;
}

/**
 * An indicator's series and markers for the bars (oldest first), computed by packages/indicators
 * with the saved inputs. MACD: histogram coloured by sign and direction, MACD and signal lines;
 * KDJ: K, D and J lines; TD Sequential: setup counts (1–9) and countdown counts (1–13, '+' when
 * deferred) as markers, 9 and 13 drawn with a shape; cancellations are not drawn.
 */
export function plotIndicator(indicator: SavedIndicator, bars: readonly Bar[], palette: ChartPalette): IndicatorPlot {
  if (indicator.type === 'MACD') {
    const result = macd(bars, indicator.inputs);
    return {
      type: 'MACD',
      ownPane: true,
      markers: [],
      series: [
        {
          id: 'histogram',
          kind: 'histogram',
          color: palette.up,
          data: points(bars, result.histogram, (i) => {
            const cls = result.histogramClass[i];
            return cls ? histogramColor(cls, palette) : undefined;
          }),
        },
        { id: 'macd', kind: 'line', color: palette.brand, data: points(bars, result.macd) },
        { id: 'signal', kind: 'line', color: palette.signal, data: points(bars, result.signal) },
      ],
    };
  }
  if (indicator.type === 'KDJ') {
    const result = kdj(bars, indicator.inputs);
    return {
      type: 'KDJ',
      ownPane: true,
      markers: [],
      series: [
        { id: 'k', kind: 'line', color: palette.brand, data: points(bars, result.k) },
        { id: 'd', kind: 'line', color: palette.signal, data: points(bars, result.d) },
        { id: 'j', kind: 'line', color: palette.j, data: points(bars, result.j) },
      ],
    };
  }
  return { type: 'TD', ownPane: false, series: [], markers: tdMarkers(bars, indicator.inputs.onlyNineAndThirteen, palette) };
}

/**
 * A series' point at the newest bar, or undefined while the series is still in its warm-up. This
 * is all a live bar changes: every indicator here is computed forwards, its value at a bar from
 * that bar and the ones before it, so replacing or appending the newest bar leaves every earlier
 * point as it was (indicator-series.test.ts checks it for each indicator).
 */
export function newestPoint(series: PlotSeries, newest: Bar): PlotPoint | undefined {
  const point = series.data.at(-1);
  return point && point.time === newest.time / 1000 ? point : undefined;
}
