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

  /** Computes every indicator over `bars` and gives the series their points and the candles their markers. */
  draw(bars: readonly Bar[], palette: ChartPalette): void {
    let index = 0;
    const markers: Parameters<ISeriesMarkersPluginApi<Time>['setMarkers']>[0] = [];
    for (const indicator of this.indicators) {
      const plot = plotIndicator(indicator, bars, palette);
      for (const m of plot.markers) markers.push({ ...m, time: this.at(m.time) });
      for (const s of plot.series) {
        this.series[index]?.setData(s.data.map((p) => ({ ...p, time: this.at(p.time) })));
        index += 1;
      }
    }
    this.markers.setMarkers(markers);
  }

  /**
   * After a live bar (the newest bar replaced, or one appended): the indicators computed again,
   * but each series handed only its point at the newest bar (`update`), since a bar changes no
   * indicator value before it (newestPoint); the markers set again. A full `draw` per tick gave
   * every series all its points again, once a second per chart.
   */
  drawNewest(bars: readonly Bar[], palette: ChartPalette): void {
    const newest = bars.at(-1);
    if (!newest) return;
    let index = 0;
    const markers: Parameters<ISeriesMarkersPluginApi<Time>['setMarkers']>[0] = [];
    for (const indicator of this.indicators) {
      const plot = plotIndicator(indicator, bars, palette);
      for (const m of plot.markers) markers.push({ ...m, time: this.at(m.time) });
      for (const s of plot.series) {
        const point = newestPoint(s, newest);
        if (point) this.series[index]?.update({ ...point, time: this.at(point.time) });
        index += 1;
      }
    }
    this.markers.setMarkers(markers);
  }
}
