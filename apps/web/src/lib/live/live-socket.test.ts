import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { defineStream } from '@exchange/contract/define-stream';
import { chatMessages, spotCandles, spotTickers, userNotices } from '@exchange/contract/streams';
import { backoffMs, DEAD_MS, HIDDEN_CLOSE_MS, LiveSocket, PING_MS } from './live-socket';
import { fakeSockets, spotTickerAt } from './fake-socket';
import { STALE_AFTER_MS, stalenessAt } from './staleness';

const ticker = spotTickerAt;
const chat = (id: number) => ({ room: 'main', message: { id, nickname: 'n', body: `m${id}`, sent_at: 1 } });

let sockets: ReturnType<typeof fakeSockets>;
let live: LiveSocket;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
  sockets = fakeSockets();
  live = new LiveSocket('ws://x/ws/spot', 'spot', sockets.factory, Date.now, () => 0.5);
});
afterEach(() => {
  vi.useRealTimers();
});

function tickers(onUpdate = vi.fn(), names: [string, ...string[]] = ['BTC_USDT']) {
  const handle = live.subscribe({ stream: spotTickers, payload: () => names, onUpdate });
  return { handle, onUpdate };
}

describe('backoffMs', () => {
  it('doubles from 1 s to 30 s within ±20 %', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => backoffMs(attempt, 0.5))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    for (const attempt of [0, 3, 9]) {
      const base = Math.min(30_000, 1000 * 2 ** attempt);
      expect(backoffMs(attempt, 0)).toBe(base * 0.8);
      expect(backoffMs(attempt, 1)).toBe(base * 1.2);
    }
  });
});

describe('LiveSocket', () => {
  it('opens on the first subscription, shares one socket, and closes with the last', () => {
    const a = tickers();
    const b = live.subscribe({ stream: chatMessages, payload: (): [string] => ['main'], onUpdate: vi.fn() });
    expect(sockets.made).toHaveLength(1);
    sockets.last().open();
    expect(sockets.last().requests('spot.tickers')[0]).toMatchObject({ payload: ['BTC_USDT'] });
    expect(sockets.last().requests('chat.messages')[0]).toMatchObject({ payload: ['main'] });
    a.handle.stop();
    expect(sockets.last().closed).toBe(false);
    b.stop();
    expect(sockets.last().closed).toBe(true);
  });

  it('decodes updates with the declarations, drops anything malformed, and routes by topic', () => {
    const onUpdate = vi.fn();
    const candles = vi.fn();
    tickers(onUpdate);
    live.subscribe({ stream: spotCandles, payload: (): ['1m', string] => ['1m', 'BTC_USDT'], owns: (t) => t === '1m_BTC_USDT', onUpdate: candles });
    const socket = sockets.last();
    socket.open();
    socket.update(spotTickers, ticker('BTC_USDT', '100'), 1);
    for (const junk of ['not json', 42, '{"channel":"spot.tickers","event":"update","seq":2,"result":{"last":"x"}}', 'null', '[]']) socket.raw(junk);
    socket.update(spotCandles, { t: '60', o: '1', h: '1', l: '1', c: '1', v: '1', a: '1', n: '5m_BTC_USDT' }, 1);
    socket.update(spotCandles, { t: '60', o: '1', h: '1', l: '1', c: '1', v: '1', a: '1', n: '1m_BTC_USDT' }, 1);
    expect(onUpdate).toHaveBeenCalledTimes(1);
    expect(onUpdate).toHaveBeenCalledWith(ticker('BTC_USDT', '100'), 'BTC_USDT');
    expect(candles).toHaveBeenCalledTimes(1);
  });

  it('reconnects after a drop with backoff, and subscribes every live subscription again', () => {
    tickers();
    sockets.last().open();
    sockets.last().answer('spot.tickers');
    sockets.last().drop();
    expect(sockets.made).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sockets.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets.made).toHaveLength(2);
    // a second failure waits twice as long
    sockets.last().drop();
    vi.advanceTimersByTime(1999);
    expect(sockets.made).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sockets.last().open();
    expect(sockets.last().requests('spot.tickers')).toHaveLength(1);
    // a successful subscribe resets the backoff
    sockets.last().answer('spot.tickers');
    sockets.last().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets.made).toHaveLength(4);
  });

  it('pings every 20 s and treats 45 s of silence as a dead socket', () => {
    tickers();
    const socket = sockets.last();
    socket.open();
    vi.advanceTimersByTime(PING_MS);
    expect(socket.sent.filter((m) => m.channel === 'spot.ping')).toHaveLength(1);
    socket.raw(JSON.stringify({ channel: 'spot.pong', event: '', error: null, result: null }));
    vi.advanceTimersByTime(DEAD_MS - 1000);
    expect(socket.closed).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(socket.closed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(sockets.made).toHaveLength(2);
  });

  it('asks a fresh ticket per connection; a refused ticket stops that subscription only', async () => {
    let n = 0;
    const ticket = vi.fn(async (): Promise<[string] | null> => [`t${++n}`]);
    const notices = live.subscribe({ stream: userNotices, payload: ticket, onUpdate: vi.fn() });
    const chatUpdates = vi.fn();
    live.subscribe({ stream: chatMessages, payload: (): [string] => ['main'], onUpdate: chatUpdates });
    sockets.last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.last().requests('user.notices')[0]).toMatchObject({ payload: ['t1'] });
    sockets.last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    sockets.last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets.last().requests('user.notices')[0]).toMatchObject({ payload: ['t2'] });
    sockets.last().answer('user.notices', 16);
    expect(notices.ready).toBe(false);
    sockets.last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    sockets.last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(sockets.last().requests('chat.messages')).toHaveLength(1);
  });

  it('stops a subscription with no ticket (null), and asks again after a failed ticket call', async () => {
    const ticket = vi.fn<() => Promise<[string] | null>>().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(null);
    live.subscribe({ stream: userNotices, payload: ticket, onUpdate: vi.fn() });
    tickers();
    sockets.last().open();
    await vi.advanceTimersByTimeAsync(0);
    expect(ticket).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ticket).toHaveBeenCalledTimes(2);
    expect(sockets.last().requests('user.notices')).toHaveLength(0);
    expect(sockets.last().closed).toBe(false);
  });

  it("resyncs a gap in a topic's seq as its declaration says", () => {
    tickers();
    const snapshot = vi.fn();
    live.subscribe({ stream: chatMessages, payload: (): [string] => ['main'], onUpdate: vi.fn(), onSnapshot: snapshot });
    const socket = sockets.last();
    socket.open();
    socket.answer('spot.tickers');
    socket.answer('chat.messages');
    // resubscribe: unsubscribe and subscribe again; the first update after it is the new baseline
    socket.update(spotTickers, ticker('BTC_USDT', '1'), 7);
    socket.update(spotTickers, ticker('BTC_USDT', '2'), 8);
    expect(socket.requests('spot.tickers')).toHaveLength(1);
    socket.update(spotTickers, ticker('BTC_USDT', '4'), 10);
    expect(socket.requests('spot.tickers', 'unsubscribe')).toHaveLength(1);
    expect(socket.requests('spot.tickers')).toHaveLength(2);
    socket.update(spotTickers, ticker('BTC_USDT', '4'), 10);
    socket.update(spotTickers, ticker('BTC_USDT', '5'), 11);
    expect(socket.requests('spot.tickers')).toHaveLength(2);
    // snapshot: the feature reads its snapshot; the subscription stands
    socket.update(chatMessages, chat(1), 1);
    socket.update(chatMessages, chat(2), 2);
    expect(snapshot).not.toHaveBeenCalled();
    socket.update(chatMessages, chat(4), 4);
    expect(snapshot).toHaveBeenCalledTimes(1);
    expect(socket.requests('chat.messages')).toHaveLength(1);
  });

  it('resyncs a stream that declares silenceMs when a subscribed topic goes quiet', () => {
    const ticking = defineStream({
      channel: 'spot.tickers',
      endpoint: 'spot',
      subscribe: z.array(z.string()),
      update: spotTickers.update,
      topicOf: spotTickers.topicOf,
      resync: 'resubscribe',
      silenceMs: 5_000,
      published: true,
    });
    live.subscribe({ stream: ticking, payload: () => ['BTC_USDT'], onUpdate: vi.fn() });
    const socket = sockets.last();
    socket.open();
    socket.answer('spot.tickers');
    socket.update(ticking, ticker('BTC_USDT', '1'), 1);
    vi.advanceTimersByTime(4_000);
    socket.update(ticking, ticker('BTC_USDT', '2'), 2);
    vi.advanceTimersByTime(4_000);
    expect(socket.requests('spot.tickers')).toHaveLength(1);
    vi.advanceTimersByTime(1_000);
    expect(socket.requests('spot.tickers')).toHaveLength(2);
  });

  it('closes in a tab hidden for a minute and reconnects when shown', () => {
    tickers();
    sockets.last().open();
    live.visibility(true);
    const pong = () => sockets.last().raw(JSON.stringify({ channel: 'spot.pong', event: '', error: null, result: null }));
    for (let ms = PING_MS; ms < HIDDEN_CLOSE_MS; ms += PING_MS) {
      vi.advanceTimersByTime(PING_MS);
      pong();
    }
    vi.advanceTimersByTime(HIDDEN_CLOSE_MS - 40_001);
    expect(sockets.last().closed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(sockets.last().closed).toBe(true);
    vi.advanceTimersByTime(120_000);
    expect(sockets.made).toHaveLength(1);
    live.visibility(false);
    expect(sockets.made).toHaveLength(2);
    sockets.last().open();
    expect(sockets.last().requests('spot.tickers')).toHaveLength(1);
  });

  it('knows when a topic was last current: now while subscribed, aging from the drop after', () => {
    tickers();
    expect(live.freshness('spot.tickers', 'BTC_USDT')).toBeUndefined();
    const socket = sockets.last();
    socket.open();
    socket.answer('spot.tickers');
    vi.advanceTimersByTime(30_000);
    socket.raw(JSON.stringify({ channel: 'spot.pong' }));
    expect(live.freshness('spot.tickers', 'BTC_USDT')).toBe(Date.now());
    const dropped = Date.now();
    socket.drop();
    vi.advanceTimersByTime(STALE_AFTER_MS + 1);
    expect(live.freshness('spot.tickers', 'BTC_USDT')).toBe(dropped);
    expect(stalenessAt(dropped, Date.now()).stale).toBe(true);
    // back and subscribed: current again
    sockets.last().open();
    expect(live.freshness('spot.tickers', 'BTC_USDT')).toBe(dropped);
    sockets.last().answer('spot.tickers');
    expect(live.freshness('spot.tickers', 'BTC_USDT')).toBe(Date.now());
  });
});

describe('stalenessAt', () => {
  it('is fresh up to STALE_AFTER_MS, then stale with its age in 5 s steps', () => {
    expect(stalenessAt(0, STALE_AFTER_MS)).toEqual({ stale: false, ageSeconds: 0 });
    expect(stalenessAt(0, STALE_AFTER_MS + 1)).toEqual({ stale: true, ageSeconds: 10 });
    expect(stalenessAt(0, 14_999)).toEqual({ stale: true, ageSeconds: 10 });
    expect(stalenessAt(0, 42_000)).toEqual({ stale: true, ageSeconds: 40 });
    expect(stalenessAt(5_000, 0)).toEqual({ stale: false, ageSeconds: 0 });
  });
});
