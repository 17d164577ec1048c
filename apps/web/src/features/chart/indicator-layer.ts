import {
  createSeriesMarkers,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type ISeriesApi,
  type ISeriesMarkersPluginApi,
  type SeriesType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { SavedIndicator } from '@exchange/contract/chart';
import type { Bar } from './datafeed-types';
import { newestPoint, plotIndicator } from './indicator-series';
import type { ChartPalette } from './palette';

/** An indicator pane's height beside the candles' (lightweight-charts' stretch factor, the candles' being 1). */
const PANE_STRETCH = 0.35;

/**
 * The indicators of one chart (ChartController's): MACD and KDJ as series in panes of their own
 * under the candles, TD Sequential as markers on the candles. `at` turns unix seconds into the
 * chart's time.
 */
export class IndicatorLayer {
  private readonly markers: ISeriesMarkersPluginApi<Time>;
  private series: ISeriesApi<SeriesType>[] = [];
  private indicators: readonly SavedIndicator[] = [];
  /** names each series on its price scale (MACD, Signal, K…) */
  private seriesTitle: (id: string) => string = (id) => id;

  constructor(
    private readonly chart: IChartApi,
    candles: ISeriesApi<'Candlestick'>,
    private readonly at: (unixSeconds: number) => UTCTimestamp,
  ) {
    this.markers = createSeriesMarkers(candles, []);
  }

  /** The indicators to draw from now on (see `rebuild`). */
  set(indicators: readonly SavedIndicator[], seriesTitle: (id: string) => string): void {
    this.indicators = indicators;
    this.seriesTitle = seriesTitle;
  }

  /** Removes every indicator series (their panes go with them), adds them again in order, and draws `bars`. */
  rebuild(bars: readonly Bar[], palette: ChartPalette): void {
    for (const series of this.series) this.chart.removeSeries(series);
    this.series = [];
    while (this.chart.panes().length > 1) this.chart.removePane(this.chart.panes().length - 1);
    let pane = 0;
    for (const indicator of this.indicators) {
      const plot = plotIndicator(indicator, [], palette);
      if (!plot.ownPane) continue;
      pane += 1;
      for (const s of plot.series) {
        const common = { color: s.color, lastValueVisible: false, priceLineVisible: false, title: this.seriesTitle(s.id) };
        this.series.push(
          s.kind === 'histogram' ? this.chart.addSeries(HistogramSeries, common, pane) : this.chart.addSeries(LineSeries, { ...common, lineWidth: 1 }, pane),
        );
      }
      this.chart.panes()[pane]?.setStretchFactor(PANE_STRETCH);
    }
    this.draw(bars, palette);
  }

  /**
   * Computes every indicator over `bars` and gives the candles their markers and the series their
   * points: all of them, or (`newest`, after a live bar replaced the newest bar or appended one)
   * only each series' point at the newest bar (`update`), since a bar changes no indicator value
   * before it (newestPoint). Giving every series all its points on every tick cost a full `setData`
   * per series once a second per chart.
   */
  draw(bars: readonly Bar[], palette: ChartPalette, points: 'all' | 'newest' = 'all'): void {
    const newest = bars.at(-1);
    let index = 0;
    const markers: Parameters<ISeriesMarkersPluginApi<Time>['setMarkers']>[0] = [];
    for (const indicator of this.indicators) {
      const plot = plotIndicator(indicator, bars, palette);
      for (const m of plot.markers) markers.push({ ...m, time: this.at(m.time) });
      for (const s of plot.series) {
        const series = this.series[index];
        index += 1;
        if (points === 'all') {
          series?.setData(s.data.map((p) => ({ ...p, time: this.at(p.time) })));
          continue;
        }
        const point = newest && newestPoint(s, newest);
        if (point) series?.update({ ...point, time: this.at(point.time) });
      }
    }
    this.markers.setMarkers(markers);
  }
}
