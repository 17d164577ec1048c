import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spotCandles, spotTickers } from '@exchange/contract/streams';
import { fakeSockets, spotTickerAt } from './fake-socket';
import { FLUSH_MS } from './live-feed';
import { LiveSocket } from './live-socket';
import { feedLink } from './live-link';
import { LiveTickers } from './live-store';

const ticker = spotTickerAt;

let sockets: ReturnType<typeof fakeSockets>;
let store: LiveTickers;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = fakeSockets();
  const socket = new LiveSocket('ws://x/ws/spot', 'spot', sockets.factory, Date.now, () => 0.5);
  store = new LiveTickers(() => feedLink(socket, 'spot'));
});
afterEach(() => vi.useRealTimers());

describe('LiveTickers over the LiveSocket', () => {
  it('holds the feed once its link arrives, and not when it was let go meanwhile', async () => {
    let arrive: (link: ReturnType<typeof feedLink>) => void = () => undefined;
    const socket = new LiveSocket('ws://x/ws/spot', 'spot', sockets.factory, Date.now, () => 0.5);
    const later = new LiveTickers(() => new Promise((resolve) => (arrive = resolve)));
    later.watch('BTC_USDT');
    const release = later.use('ws://x/ws/spot');
    expect(sockets.made).toHaveLength(0);
    arrive(feedLink(socket, 'spot'));
    await Promise.resolve();
    sockets.last().open();
    expect(sockets.last().requests('spot.tickers')[0]).toMatchObject({ payload: ['BTC_USDT'] });
    release();
    expect(sockets.last().closed).toBe(true);

    const gone = new LiveTickers(() => new Promise((resolve) => (arrive = resolve)));
    const before = sockets.made.length;
    gone.use('ws://x/ws/spot')();
    arrive(feedLink(socket, 'spot'));
    await Promise.resolve();
    expect(sockets.made).toHaveLength(before);

    // a link whose code did not load: the next surface to hold the feed asks again
    let attempts = 0;
    const failing = new LiveTickers(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('chunk failed')) : feedLink(socket, 'spot');
    });
    failing.use('ws://x/ws/spot');
    await Promise.resolve();
    await Promise.resolve();
    failing.use('ws://x/ws/spot');
    expect(attempts).toBe(2);
  });

  it('subscribes the watched tickers, coalesces ticks every 250 ms, and follows rows as they come and go', () => {
    store.watch('BTC_USDT');
    const release = store.use('ws://x/ws/spot');
    const socket = sockets.last();
    socket.open();
    expect(socket.requests('spot.tickers')[0]).toMatchObject({ payload: ['BTC_USDT'] });
    socket.answer('spot.tickers');
    const listener = vi.fn();
    store.subscribe(listener);
    socket.update(spotTickers, ticker('BTC_USDT', '1'), 1);
    socket.update(spotTickers, ticker('BTC_USDT', '2'), 2);
    expect(store.get('BTC_USDT')).toBeUndefined();
    vi.advanceTimersByTime(FLUSH_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('BTC_USDT')).toMatchObject({ pair: 'BTC_USDT', last: '2', change: '1.00', changeUtc0: '0.50', quoteVolume: '2' });
    const eth = store.watch('ETH_USDT');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(socket.requests('spot.tickers').at(-1)).toMatchObject({ payload: ['ETH_USDT'] });
    eth();
    vi.advanceTimersByTime(FLUSH_MS);
    expect(socket.requests('spot.tickers', 'unsubscribe').at(-1)).toMatchObject({ payload: ['ETH_USDT'] });
    // a refused subscription: every ticker
    socket.answer('spot.tickers', 2);
    expect(socket.requests('spot.tickers').at(-1)).toMatchObject({ payload: ['!all'] });
    // the !all list
    socket.update(spotTickers, [ticker('BTC_USDT', '3'), ticker('XRP_USDT', '9')], 1);
    vi.advanceTimersByTime(FLUSH_MS);
    expect(store.get('XRP_USDT')?.last).toBe('9');
    release();
    expect(socket.closed).toBe(true);
  });

  it('subscribes candle topics while they have listeners, again after a reconnect', () => {
    const release = store.use('ws://x/ws/spot');
    const candles = vi.fn();
    const stop = store.candles('1m', 'BTC_USDT', candles);
    sockets.last().open();
    expect(sockets.last().requests('spot.candlesticks')[0]).toMatchObject({ payload: ['1m', 'BTC_USDT'] });
    sockets.last().update(spotCandles, { t: '60', o: '1', h: '2', l: '1', c: '2', v: '3', a: '4', n: '1m_BTC_USDT', w: true }, 1);
    expect(candles).toHaveBeenCalledWith({ interval: '1m', pair: 'BTC_USDT', t: 60, o: '1', h: '2', l: '1', c: '2', v: '3', a: '4', closed: true });
    sockets.last().drop();
    vi.advanceTimersByTime(1000);
    sockets.last().open();
    expect(sockets.last().requests('spot.candlesticks')).toHaveLength(1);
    stop();
    expect(sockets.last().requests('spot.candlesticks', 'unsubscribe')).toHaveLength(1);
    release();
  });
});
