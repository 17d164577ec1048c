import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYMBOL_SEARCH_DELAY_MS } from '@exchange/contract/chart';
import type { MarketCandle } from '@exchange/contract/market';
import type { LiveCandle } from '@/lib/live/live-feed';
import { createDatafeed, searchPairs, symbolInfo, type DatafeedDeps } from './datafeed';
import type { Bar, DatafeedConfiguration, HistoryMetadata, LibrarySymbolInfo } from './datafeed-types';

const candle = (t: number, c: string): MarketCandle => ({ t: String(t), o: '10', h: '12', l: '9', c, v: '100', a: '7.5' });

function fakeDeps(overrides: Partial<DatafeedDeps> = {}) {
  const candleCalls: Parameters<DatafeedDeps['candles']>[0][] = [];
  const live = new Map<string, (c: LiveCandle) => void>();
  const stops: string[] = [];
  const deps: DatafeedDeps = {
    exchange: 'Demo',
    candles: async (query) => {
      candleCalls.push(query);
      return { ok: true, candles: [candle(3600, '11'), candle(7200, '11.5')] };
    },
    pairInfo: async (pair) => (pair === 'BTC_USDT' ? { priceDecimals: 1, hasSeconds: true } : null),
    pairs: () => ['BTC_USDT', 'ETH_BTC', 'ETH_USDT', 'WBTC_USDT'],
    subscribeCandles: (interval, pair, on) => {
      live.set(`${interval}_${pair}`, on);
      return () => stops.push(`${interval}_${pair}`);
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    ...overrides,
  };
  return { deps, candleCalls, live, stops };
}

const btc = symbolInfo('BTC_USDT', 'Demo', 1, true);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('onReady', () => {
  it('answers asynchronously with the 20 resolutions and no marks', async () => {
    const feed = createDatafeed(fakeDeps().deps);
    let config: DatafeedConfiguration | undefined;
    feed.onReady((c) => (config = c));
    expect(config).toBeUndefined();
    await vi.runAllTimersAsync();
    expect(config?.supported_resolutions).toHaveLength(20);
    expect(config).toMatchObject({ supports_marks: false, supports_timescale_marks: false, exchanges: [{ value: 'Demo' }] });
  });
});

describe('resolveSymbol', () => {
  it('scales prices by the pair decimals and offers seconds when the pair records them', async () => {
    const feed = createDatafeed(fakeDeps().deps);
    const resolved: LibrarySymbolInfo[] = [];
    feed.resolveSymbol(
      'Demo:BTC_USDT',
      (i) => resolved.push(i),
      () => undefined,
    );
    feed.resolveSymbol(
      'ETH_USDT',
      (i) => resolved.push(i),
      () => undefined,
    );
    await vi.runAllTimersAsync();
    expect(resolved[0]).toMatchObject({ ticker: 'BTC_USDT', pricescale: 10, has_seconds: true, seconds_multipliers: ['1', '10', '30'], session: '24x7' });
    expect(resolved[0]!.supported_resolutions).toContain('1S');
    // unknown pair info: two decimals, no seconds
    expect(resolved[1]).toMatchObject({ ticker: 'ETH_USDT', pricescale: 100, has_seconds: false, seconds_multipliers: [] });
    expect(resolved[1]!.supported_resolutions).not.toContain('1S');
  });
  it('refuses a name that is not a pair', async () => {
    const feed = createDatafeed(fakeDeps().deps);
    const errors: string[] = [];
    feed.resolveSymbol(
      '<script>',
      () => undefined,
      (e) => errors.push(e),
    );
    await vi.runAllTimersAsync();
    expect(errors).toHaveLength(1);
  });
});

describe('getBars', () => {
  it('asks for countBack bars before `to` (exclusive) in the API interval, and answers bars in ms', async () => {
    const { deps, candleCalls } = fakeDeps();
    const feed = createDatafeed(deps);
    let got: { bars: Bar[]; meta: HistoryMetadata } | undefined;
    feed.getBars(
      btc,
      '60',
      { from: 0, to: 7201, countBack: 300, firstDataRequest: true },
      (bars, meta) => (got = { bars, meta }),
      () => undefined,
    );
    await vi.runAllTimersAsync();
    expect(candleCalls).toEqual([{ pair: 'BTC_USDT', interval: '1h', to: 7200, limit: 300 }]);
    expect(got?.meta).toEqual({ noData: false });
    expect(got?.bars).toEqual([
      { time: 3_600_000, open: 10, high: 12, low: 9, close: 11, volume: 7.5 },
      { time: 7_200_000, open: 10, high: 12, low: 9, close: 11.5, volume: 7.5 },
    ]);
  });
  it('clamps the request to the API limit and drops bars at or after `to`', async () => {
    const { deps, candleCalls } = fakeDeps();
    const feed = createDatafeed(deps);
    let bars: Bar[] = [];
    feed.getBars(
      btc,
      '1W',
      { from: 0, to: 7200, countBack: 5000, firstDataRequest: false },
      (b) => (bars = b),
      () => undefined,
    );
    await vi.runAllTimersAsync();
    expect(candleCalls[0]).toMatchObject({ interval: '7d', limit: 1000, to: 7199 });
    expect(bars.map((b) => b.time)).toEqual([3_600_000]);
  });
  it('says noData when nothing came, and reports a failed call as an error', async () => {
    const empty = createDatafeed(fakeDeps({ candles: async () => ({ ok: true, candles: [] }) }).deps);
    const failing = createDatafeed(fakeDeps({ candles: async () => ({ ok: false, candles: [] }) }).deps);
    const metas: HistoryMetadata[] = [];
    const errors: string[] = [];
    empty.getBars(
      btc,
      '1',
      { from: 0, to: 100, countBack: 10, firstDataRequest: true },
      (_b, m) => metas.push(m),
      (e) => errors.push(e),
    );
    failing.getBars(
      btc,
      '1',
      { from: 0, to: 100, countBack: 10, firstDataRequest: true },
      (_b, m) => metas.push(m),
      (e) => errors.push(e),
    );
    await vi.runAllTimersAsync();
    expect(metas).toEqual([{ noData: true }]);
    expect(errors).toEqual(['candles unavailable']);
  });
  it('answers no data for a resolution the symbol does not offer, without a call', async () => {
    const { deps, candleCalls } = fakeDeps();
    const feed = createDatafeed(deps);
    const metas: HistoryMetadata[] = [];
    feed.getBars(
      symbolInfo('ETH_USDT', 'Demo', 2, false),
      '1S',
      { from: 0, to: 100, countBack: 10, firstDataRequest: true },
      (_b, m) => metas.push(m),
      () => undefined,
    );
    await vi.runAllTimersAsync();
    expect(metas).toEqual([{ noData: true }]);
    expect(candleCalls).toEqual([]);
  });
});

describe('subscribeBars', () => {
  it('turns live candles into bars per listener guid, and stops on unsubscribe', () => {
    const { deps, live, stops } = fakeDeps();
    const feed = createDatafeed(deps);
    const ticks: Bar[] = [];
    feed.subscribeBars(
      btc,
      '1D',
      (bar) => ticks.push(bar),
      'guid-1',
      () => undefined,
    );
    live.get('1d_BTC_USDT')!({ interval: '1d', pair: 'BTC_USDT', t: 86_400, o: '1', h: '3', l: '0.5', c: '2', v: '40', a: '20', closed: false });
    expect(ticks).toEqual([{ time: 86_400_000, open: 1, high: 3, low: 0.5, close: 2, volume: 20 }]);
    feed.unsubscribeBars('guid-1');
    feed.unsubscribeBars('guid-1');
    expect(stops).toEqual(['1d_BTC_USDT']);
  });
  it('replaces a guid subscribed again', () => {
    const { deps, stops } = fakeDeps();
    const feed = createDatafeed(deps);
    feed.subscribeBars(
      btc,
      '1',
      () => undefined,
      'g',
      () => undefined,
    );
    feed.subscribeBars(
      btc,
      '5',
      () => undefined,
      'g',
      () => undefined,
    );
    expect(stops).toEqual(['1m_BTC_USDT']);
  });
});

describe('searchSymbols', () => {
  it('answers 1000 ms after the last input, only for the last one', async () => {
    const feed = createDatafeed(fakeDeps().deps);
    const answers: string[][] = [];
    feed.searchSymbols('et', '', 'crypto', (items) => answers.push(items.map((i) => i.ticker)));
    vi.advanceTimersByTime(SYMBOL_SEARCH_DELAY_MS - 1);
    feed.searchSymbols('eth/', '', 'crypto', (items) => answers.push(items.map((i) => i.ticker)));
    vi.advanceTimersByTime(SYMBOL_SEARCH_DELAY_MS - 1);
    expect(answers).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(answers).toEqual([['ETH_BTC', 'ETH_USDT']]);
  });
  it('ranks an exact base first', () => {
    expect(searchPairs(['WBTC_USDT', 'BTC_USDT', 'ETH_BTC'], 'btc')).toEqual(['BTC_USDT', 'WBTC_USDT', 'ETH_BTC']);
    expect(searchPairs(['A_B'], '  ')).toEqual(['A_B']);
  });
});

describe('getTimescaleMarks', () => {
  it('answers none (the API keeps no dated events)', async () => {
    const feed = createDatafeed(fakeDeps().deps);
    let marks: unknown[] | undefined;
    feed.getTimescaleMarks(btc, 0, 1, (m) => (marks = m), '60');
    await vi.runAllTimersAsync();
    expect(marks).toEqual([]);
  });
});
