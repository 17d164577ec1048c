/**
 * The part of TradingView's Charting Library JS API datafeed (IExternalDatafeed &
 * IDatafeedChartApi) this site implements, typed here so no TradingView package is needed. Names
 * and shapes follow TradingView's documentation, so its library can be given the same object.
 */

export type ResolutionString = string;

export interface Exchange {
  readonly value: string;
  readonly name: string;
  readonly desc: string;
}

export interface DatafeedConfiguration {
  readonly supported_resolutions: readonly ResolutionString[];
  readonly exchanges: readonly Exchange[];
  readonly symbols_types: readonly { readonly name: string; readonly value: string }[];
  readonly supports_marks: boolean;
  readonly supports_timescale_marks: boolean;
  readonly supports_time: boolean;
}

export interface LibrarySymbolInfo {
  readonly ticker: string;
  readonly name: string;
  readonly full_name: string;
  readonly description: string;
  readonly type: 'crypto';
  readonly session: '24x7';
  readonly timezone: 'Etc/UTC';
  readonly exchange: string;
  readonly listed_exchange: string;
  readonly format: 'price';
  readonly minmov: number;
  /** 10 ^ the pair's price decimals */
  readonly pricescale: number;
  readonly has_intraday: boolean;
  readonly intraday_multipliers: readonly string[];
  readonly has_seconds: boolean;
  readonly seconds_multipliers: readonly string[];
  readonly has_daily: boolean;
  readonly daily_multipliers: readonly string[];
  readonly has_weekly_and_monthly: boolean;
  readonly supported_resolutions: readonly ResolutionString[];
  readonly volume_precision: number;
  readonly data_status: 'streaming';
}

/** One bar; `time` in unix milliseconds (TradingView's convention), volume in the base currency. */
export interface Bar {
  readonly time: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  readonly volume: number;
}

/** `from`/`to` in unix seconds, `to` exclusive; `countBack` bars before `to` matter more than `from`. */
export interface PeriodParams {
  readonly from: number;
  readonly to: number;
  readonly countBack: number;
  readonly firstDataRequest: boolean;
}

export interface HistoryMetadata {
  /** no bars in the requested range nor before it */
  readonly noData: boolean;
}

export interface SearchSymbolResultItem {
  readonly symbol: string;
  readonly full_name: string;
  readonly description: string;
  readonly exchange: string;
  readonly ticker: string;
  readonly type: 'crypto';
}

export interface TimescaleMark {
  readonly id: string | number;
  readonly time: number;
  readonly color: string;
  readonly label: string;
  readonly tooltip: readonly string[];
}

export interface Datafeed {
  onReady(callback: (configuration: DatafeedConfiguration) => void): void;
  searchSymbols(userInput: string, exchange: string, symbolType: string, onResult: (items: SearchSymbolResultItem[]) => void): void;
  resolveSymbol(symbolName: string, onResolve: (info: LibrarySymbolInfo) => void, onError: (reason: string) => void): void;
  getBars(
    symbolInfo: LibrarySymbolInfo,
    resolution: ResolutionString,
    periodParams: PeriodParams,
    onResult: (bars: Bar[], meta: HistoryMetadata) => void,
    onError: (reason: string) => void,
  ): void;
  subscribeBars(
    symbolInfo: LibrarySymbolInfo,
    resolution: ResolutionString,
    onTick: (bar: Bar) => void,
    listenerGuid: string,
    onResetCacheNeeded: () => void,
  ): void;
  unsubscribeBars(listenerGuid: string): void;
  getTimescaleMarks(symbolInfo: LibrarySymbolInfo, from: number, to: number, onResult: (marks: TimescaleMark[]) => void, resolution: ResolutionString): void;
}
