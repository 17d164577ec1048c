import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { spotOrderBook, spotTrades, spotUserTrades } from '@exchange/contract/streams';
import { LiveSocket } from '@/lib/live/live-socket';
import { fakeSockets } from '@/lib/live/fake-socket';
import { BookStore, type FrameScheduler } from './book-store';
import { bookLink, followOwn, followTrades } from './market-links';

let sockets: ReturnType<typeof fakeSockets>;
let live: LiveSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = fakeSockets();
  live = new LiveSocket('ws://x/ws/spot', 'spot', sockets.factory, Date.now, () => 0.5);
});
afterEach(() => vi.useRealTimers());

let due: (() => void)[] = [];
const frames: FrameScheduler = { request: (paint) => due.push(paint), cancel: () => undefined };
const paint = () => {
  const now = due;
  due = [];
  for (const p of now) p();
};
const depth = (U: number, u: number, b: [string, string][]) => ({ t: 1, e: 'depthUpdate' as const, E: 1, s: 'BTC_USDT', U, u, b, a: [] });

describe('the book over the page’s socket', () => {
  it('subscribes [pair, 100ms], applies decoded updates, and reads the snapshot again after a seq gap or silence', async () => {
    const snapshot = vi.fn(async () => ({ id: 1, current: 0, update: 0, bids: [['100', '1']] as [string, string][], asks: [] }));
    const store = new BookStore('BTC_USDT', bookLink(live, { snapshot }), frames);
    store.start();
    const socket = sockets.last();
    socket.open();
    expect(socket.requests('spot.order_book_update')[0]).toMatchObject({ payload: ['BTC_USDT', '100ms'] });
    socket.answer('spot.order_book_update');
    await vi.advanceTimersByTimeAsync(0);
    expect(snapshot).toHaveBeenCalledWith('BTC_USDT', 100);
    socket.update(spotOrderBook, depth(2, 2, [['100', '3']]), 1);
    paint();
    expect(store.view().bids).toEqual([['100', '3']]);
    // seq 1 → 3: the socket resyncs by the declaration (snapshot)
    socket.update(spotOrderBook, depth(3, 3, [['100', '4']]), 3);
    expect(snapshot).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(0);
    // silence past the stream's silenceMs is a gap too
    await vi.advanceTimersByTimeAsync((spotOrderBook.silenceMs ?? 0) + 2_000);
    expect(snapshot).toHaveBeenCalledTimes(3);
    store.stop();
  });
});

describe('trades and the user’s own streams', () => {
  it('routes the pair’s trades', () => {
    const onTrade = vi.fn();
    const stop = followTrades(live, 'BTC_USDT', onTrade, vi.fn());
    const socket = sockets.last();
    socket.open();
    expect(socket.requests('spot.trades')[0]).toMatchObject({ payload: ['BTC_USDT'] });
    const trade = { id: 5, create_time: 1, create_time_ms: '1000', side: 'buy' as const, currency_pair: 'BTC_USDT', amount: '1', price: '2' };
    socket.update(spotTrades, trade, 1);
    socket.update(spotTrades, { ...trade, currency_pair: 'ETH_USDT' }, 1);
    expect(onTrade).toHaveBeenCalledTimes(1);
    stop();
  });

  it('subscribes orders and fills each with a fresh ticket; a guest (no ticket) subscribes nothing', async () => {
    const tickets = ['t1', 't2'];
    const onFills = vi.fn();
    const stop = followOwn(live, { ticket: async () => tickets.shift() ?? '' }, 'BTC_USDT', { onOrders: vi.fn(), onFills, onResync: vi.fn() });
    const socket = sockets.last();
    socket.open();
    await vi.advanceTimersByTimeAsync(0);
    const sent = [...socket.requests('spot.orders'), ...socket.requests('spot.usertrades')].map((r) => r.payload);
    expect(sent).toEqual([
      ['t1', 'BTC_USDT'],
      ['t2', 'BTC_USDT'],
    ]);
    const fill = {
      id: 1,
      order_id: '9',
      currency_pair: 'BTC_USDT',
      side: 'buy' as const,
      role: 'taker' as const,
      amount: '1',
      price: '2',
      fee: '0',
      fee_currency: 'BTC',
      create_time_ms: '1',
    };
    socket.update(spotUserTrades, [fill], 1);
    expect(onFills).toHaveBeenCalledWith([fill], 'self');
    stop();

    const guest = followOwn(live, { ticket: async () => '' }, 'BTC_USDT', { onOrders: vi.fn(), onFills, onResync: vi.fn() });
    sockets.last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.last().requests('spot.orders')).toHaveLength(0);
    guest();
  });
});
