import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLUSH_MS, HIDDEN_CLOSE_MS } from './live-feed';
import { MAX_NAMED_TICKERS } from './ticker-topics';
import { LiveTickers, type SocketHandlers, type SocketLike } from './live-store';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  constructor(
    readonly url: string,
    private readonly on: SocketHandlers,
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  serverOpens() {
    this.readyState = 1;
    this.on.open();
  }
  serverSends(result: unknown) {
    this.on.message(JSON.stringify({ channel: 'spot.tickers', event: 'update', result }));
  }
  serverSendsRaw(data: string) {
    this.on.message(data);
  }
  serverDrops() {
    this.readyState = 3;
    this.on.close();
  }
}

let sockets: FakeSocket[];
let store: LiveTickers;
beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  store = new LiveTickers(
    (url, on) => {
      const s = new FakeSocket(url, on);
      sockets.push(s);
      return s;
    },
    () => 0.5,
  );
});
afterEach(() => vi.useRealTimers());

const tick = (pair: string, last: string) => ({ currency_pair: pair, last, change_percentage: '1' });

describe('LiveTickers', () => {
  it('opens one socket for every user and subscribes to the tickers the page shows', () => {
    const a = store.use('ws://x/ws/spot');
    const b = store.use('ws://x/ws/spot');
    store.watch('BTC_USDT');
    store.watch('ETH_USDT');
    expect(sockets).toHaveLength(1);
    sockets[0]!.serverOpens();
    expect(sockets[0]!.sent.map((m) => JSON.parse(m) as unknown)).toEqual([
      expect.objectContaining({ channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT', 'ETH_USDT'] }),
    ]);
    a();
    expect(sockets[0]!.closed).toBe(false);
    b();
    expect(sockets[0]!.closed).toBe(true);
  });

  it('applies ticks at most every 250 ms, the latest per pair, and notifies once', () => {
    store.use('ws://x/ws/spot');
    sockets[0]!.serverOpens();
    const listener = vi.fn();
    store.subscribe(listener);
    sockets[0]!.serverSends(tick('BTC_USDT', '1'));
    sockets[0]!.serverSends([tick('BTC_USDT', '2'), tick('ETH_USDT', '3')]);
    expect(store.get('BTC_USDT')).toBeUndefined();
    vi.advanceTimersByTime(FLUSH_MS);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get('BTC_USDT')?.last).toBe('2');
    expect(store.get('ETH_USDT')?.last).toBe('3');
  });

  it('reconnects with backoff after a drop, and resets the backoff once open', () => {
    store.use('ws://x/ws/spot');
    sockets[0]!.serverDrops();
    expect(store.status).toBe('waiting');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverDrops();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.serverOpens();
    expect(store.status).toBe('open');
  });

  it('closes a hidden tab after a minute and reopens when shown', () => {
    store.use('ws://x/ws/spot');
    sockets[0]!.serverOpens();
    store.visibility(true);
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS - 1);
    expect(sockets[0]!.closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets[0]!.closed).toBe(true);
    store.visibility(false);
    expect(sockets).toHaveLength(2);
  });

  it('does not connect without a URL, and a release twice counts once', () => {
    store.use('')();
    expect(sockets).toHaveLength(0);
    const a = store.use('ws://x/ws/spot');
    const b = store.use('ws://x/ws/spot');
    a();
    a();
    expect(sockets[0]!.closed).toBe(false);
    b();
    expect(sockets[0]!.closed).toBe(true);
  });

  it('ignores a closed socket that still speaks, and keeps the last prices after letting go', () => {
    const release = store.use('ws://x/ws/spot');
    sockets[0]!.serverOpens();
    sockets[0]!.serverSends(tick('BTC_USDT', '5'));
    vi.advanceTimersByTime(FLUSH_MS);
    release();
    sockets[0]!.serverSends(tick('BTC_USDT', '6'));
    sockets[0]!.serverDrops();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(store.get('BTC_USDT')?.last).toBe('5');
  });
});

describe('LiveTickers ticker topics', () => {
  const subs = (s: FakeSocket) =>
    s.sent.map((m) => JSON.parse(m) as { channel: string; event: string; payload: string[] }).map((m) => `${m.channel} ${m.event} ${m.payload.join(',')}`);

  it('follows the rows as they come and go, in one message per FLUSH_MS', () => {
    store.use('ws://x/ws/spot');
    sockets[0]!.serverOpens();
    expect(sockets[0]!.sent).toEqual([]);
    const btc = store.watch('BTC_USDT');
    const btcAgain = store.watch('BTC_USDT');
    store.watch('ETH_USDT');
    vi.advanceTimersByTime(FLUSH_MS - 1);
    expect(sockets[0]!.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(subs(sockets[0]!)).toEqual(['spot.tickers subscribe BTC_USDT,ETH_USDT']);
    // one of two surfaces showing BTC lets go: still shown
    btc();
    btc();
    vi.advanceTimersByTime(FLUSH_MS);
    expect(sockets[0]!.sent).toHaveLength(1);
    btcAgain();
    store.watch('SOL_USDT');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(subs(sockets[0]!).slice(1)).toEqual(['spot.tickers unsubscribe BTC_USDT', 'spot.tickers subscribe SOL_USDT']);
  });

  it('takes every ticker for a long list, and the names again when it shrinks', () => {
    store.use('ws://x/ws/spot');
    sockets[0]!.serverOpens();
    const first = store.watch('P0_USDT');
    const rest = Array.from({ length: MAX_NAMED_TICKERS }, (_, i) => store.watch(`P${i + 1}_USDT`));
    vi.advanceTimersByTime(FLUSH_MS);
    expect(subs(sockets[0]!)).toEqual(['spot.tickers subscribe !all']);
    for (const release of rest) release();
    vi.advanceTimersByTime(FLUSH_MS);
    expect(subs(sockets[0]!).slice(1)).toEqual(['spot.tickers subscribe P0_USDT', 'spot.tickers unsubscribe !all']);
    first();
  });

  it('subscribes a new socket to what the page shows after a drop', () => {
    store.use('ws://x/ws/spot');
    store.watch('BTC_USDT');
    sockets[0]!.serverOpens();
    sockets[0]!.serverDrops();
    store.watch('ETH_USDT');
    vi.advanceTimersByTime(60_000);
    sockets[1]!.serverOpens();
    expect(subs(sockets[1]!)).toEqual(['spot.tickers subscribe BTC_USDT,ETH_USDT']);
  });

  it('takes every ticker once the API refuses a name, and keeps the ticks flowing', () => {
    store.use('ws://x/ws/spot');
    store.watch('GONE_USDT');
    sockets[0]!.serverOpens();
    sockets[0]!.serverSendsRaw(
      JSON.stringify({ channel: 'spot.tickers', event: 'subscribe', error: { code: 2, message: 'Unknown currency pair: GONE_USDT' }, result: null }),
    );
    expect(subs(sockets[0]!)).toEqual(['spot.tickers subscribe GONE_USDT', 'spot.tickers subscribe !all', 'spot.tickers unsubscribe GONE_USDT']);
    store.watch('BTC_USDT');
    vi.advanceTimersByTime(FLUSH_MS);
    expect(sockets[0]!.sent).toHaveLength(3);
    sockets[0]!.serverSends(tick('BTC_USDT', '7'));
    vi.advanceTimersByTime(FLUSH_MS);
    expect(store.get('BTC_USDT')?.last).toBe('7');
  });

  it('subscribes futures contracts on the futures channel', () => {
    const futures = new LiveTickers(
      (url, on) => {
        const s = new FakeSocket(url, on);
        sockets.push(s);
        return s;
      },
      () => 0.5,
      'futures',
    );
    futures.use('ws://x/ws/futures');
    futures.watch('BTC_USDT');
    sockets[0]!.serverOpens();
    expect(subs(sockets[0]!)).toEqual(['futures.tickers subscribe BTC_USDT']);
  });
});

describe('LiveTickers candle topics', () => {
  const candleMessage = (n: string, c: string) =>
    JSON.stringify({ channel: 'spot.candlesticks', event: 'update', result: { t: '1700000000', o: '1', h: '2', l: '1', c, v: '5', a: '3', n } });
  const sentOf = (s: FakeSocket) => s.sent.map((m) => JSON.parse(m) as { channel: string; event: string; payload?: string[] });

  it('subscribes a topic on the shared socket once, delivers its candles, and unsubscribes after the last listener', () => {
    store.use('ws://x/ws/spot');
    const a = vi.fn();
    const b = vi.fn();
    const offA = store.candles('1h', 'BTC_USDT', a);
    const offB = store.candles('1h', 'BTC_USDT', b);
    const other = vi.fn();
    store.candles('1m', 'ETH_USDT', other);
    expect(sockets).toHaveLength(1);
    sockets[0]!.serverOpens();
    const subs = sentOf(sockets[0]!).filter((m) => m.channel === 'spot.candlesticks');
    expect(subs).toEqual([
      expect.objectContaining({ event: 'subscribe', payload: ['1h', 'BTC_USDT'] }),
      expect.objectContaining({ event: 'subscribe', payload: ['1m', 'ETH_USDT'] }),
    ]);
    sockets[0]!.serverSendsRaw(candleMessage('1h_BTC_USDT', '1.5'));
    expect(a).toHaveBeenCalledWith(expect.objectContaining({ pair: 'BTC_USDT', interval: '1h', c: '1.5', t: 1_700_000_000 }));
    expect(b).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    offA();
    offA();
    expect(sentOf(sockets[0]!).filter((m) => m.event === 'unsubscribe')).toEqual([]);
    offB();
    expect(sentOf(sockets[0]!).filter((m) => m.event === 'unsubscribe')).toEqual([
      expect.objectContaining({ channel: 'spot.candlesticks', payload: ['1h', 'BTC_USDT'] }),
    ]);
    sockets[0]!.serverSendsRaw(candleMessage('1h_BTC_USDT', '1.6'));
    expect(a).toHaveBeenCalledTimes(1);
  });

  it('subscribes at once on an open socket, and again after a reconnect', () => {
    store.use('ws://x/ws/spot');
    sockets[0]!.serverOpens();
    store.candles('5m', 'BTC_USDT', () => undefined);
    expect(sentOf(sockets[0]!).at(-1)).toMatchObject({ channel: 'spot.candlesticks', event: 'subscribe', payload: ['5m', 'BTC_USDT'] });
    sockets[0]!.serverDrops();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(2);
    sockets[1]!.serverOpens();
    expect(sentOf(sockets[1]!).map((m) => m.channel)).toEqual(['spot.candlesticks']);
  });

  it('does not send on a socket that is not open', () => {
    store.use('ws://x/ws/spot');
    const off = store.candles('5m', 'BTC_USDT', () => undefined);
    off();
    expect(sockets[0]!.sent).toEqual([]);
  });
});
