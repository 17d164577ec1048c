import {
  CandlestickSeries,
  ColorType,
  createChart,
  CrosshairMode,
  HistogramSeries,
  LineStyle,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type LogicalRange,
  type MouseEventParams,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { ChartResolution, SavedIndicator } from '@exchange/contract/chart';
import { withLiveBar, withOlderBars } from './bar-merge';
import type { Bar, Datafeed, LibrarySymbolInfo } from './datafeed-types';
import { IndicatorLayer } from './indicator-layer';
import { browserTimeZone, zoneShift } from './local-time';
import type { ChartPalette } from './palette';
import { isSecondsResolution } from './resolution';

export type ChartStatus = 'loading' | 'ready' | 'empty' | 'error';

/** Bars asked for on the first load and on each scroll back into history. */
const PAGE_BARS = 300;
/** Load older bars when fewer than this many are left of the visible range. */
const HISTORY_MARGIN = 10;

let guidCounter = 0;

/**
 * Drives one lightweight-charts chart through a TradingView-shaped datafeed: candles and volume in
 * the main pane, the indicators through its IndicatorLayer (MACD and KDJ in panes of their own,
 * TD Sequential as markers), alerts as dashed price lines. The React side owns the state; this
 * class only draws it. Nothing outside this file and indicator-layer.ts is lightweight-charts-specific,
 * so TradingView's library could replace them.
 */
export class ChartController {
  private readonly chart: IChartApi;
  private readonly candles: ISeriesApi<'Candlestick'>;
  private readonly volume: ISeriesApi<'Histogram'>;
  private readonly indicators: IndicatorLayer;
  private bars: Bar[] = [];
  private symbol: LibrarySymbolInfo | undefined;
  private resolution: ChartResolution = '60';
  private guid = '';
  private generation = 0;
  private loadingHistory = false;
  private historyDone = false;
  private alertLines: IPriceLine[] = [];
  private alerts: readonly { readonly id: string; readonly price: number }[] = [];
  private alertTitle = '';
  private crosshair: number | null = null;
  /** unix seconds → the chart's time, which it reads as UTC: shifted so the axis reads the viewer's clock */
  private readonly toLocal = zoneShift(browserTimeZone());
  private at(unixSeconds: number): UTCTimestamp {
    return this.toLocal(unixSeconds) as UTCTimestamp;
  }

  constructor(
    container: HTMLElement,
    private readonly datafeed: Datafeed,
    private palette: ChartPalette,
    private readonly onStatus: (status: ChartStatus) => void,
  ) {
    this.chart = createChart(container, {
      autoSize: true,
      crosshair: { mode: CrosshairMode.Normal },
      // The library's own attribution logo injects a <style> without our CSP nonce (refused, and
      // logged as an error): the page shows the NOTICE's attribution and the TradingView link
      // as a visible credit line instead, which the licence accepts.
      layout: { attributionLogo: false, panes: { enableResize: true } },
      rightPriceScale: { borderVisible: true },
      timeScale: { borderVisible: true, timeVisible: true },
    });
    this.candles = this.chart.addSeries(CandlestickSeries, { priceLineVisible: true });
    this.volume = this.chart.addSeries(HistogramSeries, {
      priceScaleId: 'volume',
      priceFormat: { type: 'volume' },
      lastValueVisible: false,
      priceLineVisible: false,
    });
    this.chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    this.indicators = new IndicatorLayer(this.chart, this.candles, (unixSeconds) => this.at(unixSeconds));
    this.chart.subscribeCrosshairMove(this.onCrosshair);
    this.chart.timeScale().subscribeVisibleLogicalRangeChange(this.onRange);
    this.applyPalette();
  }

  /** Shows a pair at a resolution: resolves the symbol, loads the newest bars, follows live candles. */
  load(pair: string, resolution: ChartResolution): void {
    const generation = ++this.generation;
    this.stopLive();
    this.resolution = resolution;
    this.bars = [];
    this.historyDone = false;
    this.onStatus('loading');
    this.datafeed.resolveSymbol(
      pair,
      (info) => {
        if (generation !== this.generation) return;
        this.symbol = info;
        const precision = Math.round(Math.log10(info.pricescale));
        this.candles.applyOptions({ priceFormat: { type: 'price', precision, minMove: 1 / info.pricescale } });
        this.chart.applyOptions({ timeScale: { secondsVisible: isSecondsResolution(resolution) } });
        const to = Math.floor(Date.now() / 1000) + 1;
        this.datafeed.getBars(
          info,
          resolution,
          { from: 0, to, countBack: PAGE_BARS, firstDataRequest: true },
          (bars, meta) => {
            if (generation !== this.generation) return;
            this.bars = bars;
            this.historyDone = meta.noData || bars.length < PAGE_BARS;
            this.redraw();
            this.chart.timeScale().scrollToRealTime();
            this.onStatus(bars.length > 0 ? 'ready' : 'empty');
            this.guid = `chart-${++guidCounter}`;
            this.datafeed.subscribeBars(info, resolution, this.onTick, this.guid, () => this.load(pair, resolution));
          },
          () => generation === this.generation && this.onStatus('error'),
        );
      },
      () => generation === this.generation && this.onStatus('error'),
    );
  }

  /** The indicators to draw; `seriesTitle` names each series on its price scale (MACD, Signal, K…). */
  setIndicators(indicators: readonly SavedIndicator[], seriesTitle: (id: string) => string): void {
    this.indicators.set(indicators, seriesTitle);
    this.indicators.rebuild(this.bars, this.palette);
  }

  setPalette(palette: ChartPalette): void {
    this.palette = palette;
    this.applyPalette();
    this.redraw();
  }

  setAlerts(alerts: readonly { readonly id: string; readonly price: number }[], title: string): void {
    this.alerts = alerts;
    this.alertTitle = title;
    this.drawAlerts();
  }

  /** The price under the cross-hair in the candle pane, or null when the pointer is elsewhere. */
  crosshairPrice(): number | null {
    return this.crosshair;
  }

  /** The newest close, or null before any bar. */
  lastClose(): number | null {
    return this.bars.at(-1)?.close ?? null;
  }

  /** How many indicator panes are drawn (for tests and layout). */
  paneCount(): number {
    return this.chart.panes().length;
  }

  destroy(): void {
    this.generation += 1;
    this.stopLive();
    this.chart.unsubscribeCrosshairMove(this.onCrosshair);
    this.chart.timeScale().unsubscribeVisibleLogicalRangeChange(this.onRange);
    this.chart.remove();
  }

  private onCrosshair = (params: MouseEventParams<Time>) => {
    this.crosshair = params.point && params.paneIndex === 0 ? this.candles.coordinateToPrice(params.point.y) : null;
  };

  private onRange = (range: LogicalRange | null) => {
    if (!range || range.from > HISTORY_MARGIN || this.loadingHistory || this.historyDone || !this.symbol || this.bars.length === 0) return;
    const first = this.bars[0];
    if (!first) return;
    const generation = this.generation;
    this.loadingHistory = true;
    this.datafeed.getBars(
      this.symbol,
      this.resolution,
      { from: 0, to: first.time / 1000, countBack: PAGE_BARS, firstDataRequest: false },
      (older, meta) => {
        this.loadingHistory = false;
        if (generation !== this.generation) return;
        if (meta.noData || older.length === 0) {
          this.historyDone = true;
          return;
        }
        this.bars = withOlderBars(this.bars, older);
        this.redraw();
      },
      () => {
        this.loadingHistory = false;
      },
    );
  };

  private onTick = (bar: Bar) => {
    const bars = withLiveBar(this.bars, bar);
    if (!bars) return;
    this.bars = bars;
    this.candles.update(this.candleData(bar));
    this.volume.update(this.volumeData(bar));
    this.indicators.draw(this.bars, this.palette, 'newest');
    this.onStatus('ready');
  };

  private stopLive(): void {
    if (this.guid) this.datafeed.unsubscribeBars(this.guid);
    this.guid = '';
  }

  private candleData(bar: Bar) {
    return { time: this.at(bar.time / 1000), open: bar.open, high: bar.high, low: bar.low, close: bar.close };
  }

  private volumeData(bar: Bar) {
    return { time: this.at(bar.time / 1000), value: bar.volume, color: bar.close >= bar.open ? this.palette.upSoft : this.palette.downSoft };
  }

  private applyPalette(): void {
    const p = this.palette;
    this.chart.applyOptions({
      layout: { background: { type: ColorType.Solid, color: p.background }, textColor: p.text, panes: { separatorColor: p.border } },
      grid: { vertLines: { color: p.grid }, horzLines: { color: p.grid } },
      rightPriceScale: { borderColor: p.border },
      timeScale: { borderColor: p.border },
    });
    this.candles.applyOptions({ upColor: p.up, downColor: p.down, borderUpColor: p.up, borderDownColor: p.down, wickUpColor: p.up, wickDownColor: p.down });
    this.indicators.rebuild(this.bars, this.palette);
    this.drawAlerts();
  }

  private redraw(): void {
    this.candles.setData(this.bars.map((b) => this.candleData(b)));
    this.volume.setData(this.bars.map((b) => this.volumeData(b)));
    this.indicators.draw(this.bars, this.palette);
  }

  private drawAlerts(): void {
    for (const line of this.alertLines) this.candles.removePriceLine(line);
    this.alertLines = this.alerts.map((a) =>
      this.candles.createPriceLine({
        price: a.price,
        color: this.palette.brand,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        axisLabelVisible: true,
        title: this.alertTitle,
        id: a.id,
      }),
    );
  }
}
