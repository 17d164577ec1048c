import { CHART_RESOLUTIONS, SYMBOL_SEARCH_DELAY_MS } from '@exchange/contract/chart';
import type { CandleIntervalName, MarketCandle } from '@exchange/contract/market';
import type { LiveCandle } from '@/lib/live/live-feed';
import type { Bar, Datafeed, DatafeedConfiguration, LibrarySymbolInfo, SearchSymbolResultItem } from './datafeed-types';
import { isChartResolution, resolutionsFor, SECONDS_MULTIPLIERS, toInterval } from './resolution';

/** What the datafeed needs from the site: candles over HTTP and WebSocket, pair facts and the pair list. */
export interface DatafeedDeps {
  /** the exchange name the symbols carry (the sub-site's name) */
  readonly exchange: string;
  /** `marketCandles`: ok false when the call failed (then the chart shows an error, not "no data") */
  readonly candles: (query: {
    pair: string;
    interval: CandleIntervalName;
    to: number;
    limit: number;
  }) => Promise<{ ok: boolean; candles: readonly MarketCandle[] }>;
  /** a pair's price decimals and whether it records seconds; null when unknown */
  readonly pairInfo: (pair: string) => Promise<{ priceDecimals: number; hasSeconds: boolean } | null>;
  /** the site's spot pairs, for search */
  readonly pairs: () => readonly string[];
  /** live candles of a topic; returns the stop function */
  readonly subscribeCandles: (interval: CandleIntervalName, pair: string, onCandle: (candle: LiveCandle) => void) => () => void;
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: unknown) => void;
}

/** The most bars one getBars asks for (the API's limit). */
export const MAX_BARS_PER_REQUEST = 1000;
/** How many search results are answered at most. */
export const MAX_SEARCH_RESULTS = 30;

const PAIR = /^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/;

/** An API candle as a bar: time in ms, volume in the base currency. */
export function candleToBar(candle: Pick<MarketCandle, 'o' | 'h' | 'l' | 'c' | 'a'> & { t: string | number }): Bar {
  return {
    time: Number(candle.t) * 1000,
    open: Number(candle.o),
    high: Number(candle.h),
    low: Number(candle.l),
    close: Number(candle.c),
    volume: Number(candle.a),
  };
}

/** Symbol info of a pair: the price scale from its decimals; the seconds resolutions when it records seconds. */
export function symbolInfo(pair: string, exchange: string, priceDecimals: number, hasSeconds: boolean): LibrarySymbolInfo {
  const [base = pair, quote = ''] = pair.split('_');
  return {
    ticker: pair,
    name: pair,
    full_name: `${exchange}:${pair}`,
    description: `${base}/${quote}`,
    type: 'crypto',
    session: '24x7',
    timezone: 'Etc/UTC',
    exchange,
    listed_exchange: exchange,
    format: 'price',
    minmov: 1,
    pricescale: 10 ** Math.max(0, Math.min(14, Math.trunc(priceDecimals))),
    has_intraday: true,
    intraday_multipliers: ['1', '3', '5', '15', '30', '60', '120', '240', '360', '480', '720'],
    has_seconds: hasSeconds,
    seconds_multipliers: hasSeconds ? [...SECONDS_MULTIPLIERS] : [],
    has_daily: true,
    daily_multipliers: ['1', '2', '3', '5'],
    has_weekly_and_monthly: true,
    supported_resolutions: resolutionsFor(hasSeconds),
    volume_precision: 4,
    data_status: 'streaming',
  };
}

/** Pairs matching what was typed ('btc', 'btc/usdt', 'BTC_US'), exact base first, at most MAX_SEARCH_RESULTS. */
export function searchPairs(pairs: readonly string[], userInput: string): string[] {
  const needle = userInput
    .trim()
    .toUpperCase()
    .replace(/[/\s-]/g, '_');
  if (!needle) return pairs.slice(0, MAX_SEARCH_RESULTS);
  const hits = pairs.filter((p) => p.includes(needle));
  const rank = (p: string) => (p.startsWith(`${needle}_`) || p === needle ? 0 : p.startsWith(needle) ? 1 : 2);
  return hits.sort((a, b) => rank(a) - rank(b)).slice(0, MAX_SEARCH_RESULTS);
}

/**
 * The site's datafeed in TradingView's shape. The chart widget (lightweight-charts) uses it the
 * way TradingView's library would, so that library could be given this object instead.
 *
 * - getBars asks `marketCandles` for the `countBack` newest bars before `to` (exclusive), at least
 *   one, at most 1000; `from` is a hint the API's newest-first answer does not need.
 * - subscribeBars follows `spot.candlesticks` on the page's socket; one stop function per guid.
 * - searchSymbols answers SYMBOL_SEARCH_DELAY_MS after the last keystroke (spec §9): a newer search
 *   cancels the pending one.
 * - getTimescaleMarks answers none: the API keeps no dated events (listings, news) per pair yet,
 *   and marks that are not real would mislead.
 */
export function createDatafeed(deps: DatafeedDeps): Datafeed {
  const subscriptions = new Map<string, () => void>();
  let pendingSearch: unknown;
  const later = (fn: () => void) => deps.setTimeout(fn, 0);

  return {
    onReady(callback) {
      const configuration: DatafeedConfiguration = {
        supported_resolutions: [...CHART_RESOLUTIONS],
        exchanges: [{ value: deps.exchange, name: deps.exchange, desc: deps.exchange }],
        symbols_types: [{ name: 'crypto', value: 'crypto' }],
        supports_marks: false,
        supports_timescale_marks: false,
        supports_time: false,
      };
      later(() => callback(configuration));
    },

    searchSymbols(userInput, _exchange, _symbolType, onResult) {
      if (pendingSearch !== undefined) deps.clearTimeout(pendingSearch);
      pendingSearch = deps.setTimeout(() => {
        pendingSearch = undefined;
        const items: SearchSymbolResultItem[] = searchPairs(deps.pairs(), userInput).map((pair) => ({
          symbol: pair,
          full_name: `${deps.exchange}:${pair}`,
          description: pair.replace('_', '/'),
          exchange: deps.exchange,
          ticker: pair,
          type: 'crypto',
        }));
        onResult(items);
      }, SYMBOL_SEARCH_DELAY_MS);
    },

    resolveSymbol(symbolName, onResolve, onError) {
      const pair = symbolName.includes(':') ? symbolName.slice(symbolName.indexOf(':') + 1) : symbolName;
      if (!PAIR.test(pair)) {
        later(() => onError(`unknown symbol ${symbolName}`));
        return;
      }
      void deps.pairInfo(pair).then(
        (info) => onResolve(symbolInfo(pair, deps.exchange, info?.priceDecimals ?? 2, info?.hasSeconds ?? false)),
        () => onError(`unknown symbol ${symbolName}`),
      );
    },

    getBars(info, resolution, period, onResult, onError) {
      if (!isChartResolution(resolution) || !info.supported_resolutions.includes(resolution)) {
        later(() => onResult([], { noData: true }));
        return;
      }
      const limit = Math.max(1, Math.min(MAX_BARS_PER_REQUEST, Math.trunc(period.countBack) || 1));
      const to = Math.max(0, Math.trunc(period.to) - 1);
      void deps.candles({ pair: info.ticker, interval: toInterval(resolution), to, limit }).then(
        ({ ok, candles }) => {
          if (!ok) {
            onError('candles unavailable');
            return;
          }
          const bars = candles.map(candleToBar).filter((bar) => bar.time < period.to * 1000);
          onResult(bars, { noData: bars.length === 0 });
        },
        (error: unknown) => onError(String(error)),
      );
    },

    subscribeBars(info, resolution, onTick, listenerGuid) {
      subscriptions.get(listenerGuid)?.();
      if (!isChartResolution(resolution)) return;
      const stop = deps.subscribeCandles(toInterval(resolution), info.ticker, (candle) => onTick(candleToBar(candle)));
      subscriptions.set(listenerGuid, stop);
    },

    unsubscribeBars(listenerGuid) {
      subscriptions.get(listenerGuid)?.();
      subscriptions.delete(listenerGuid);
    },

    getTimescaleMarks(_info, _from, _to, onResult) {
      later(() => onResult([]));
    },
  };
}
