import { EventEmitter } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { decodeUpdate } from '@exchange/contract/define-stream';
import { STREAMS } from '@exchange/contract/streams';
import { SITES } from '@exchange/sites/sites';
import type { DbHandle } from '../../db/client';
import { freshDb } from '../../../test/freshDb';
import { tickAt } from '../tick-fixture';
import { MarketHub } from './marketHub';

/**
 * The hub's `seq` (packages/contract/src/define-stream.ts) over sockets it cannot tell from real
 * ones: +1 per update per topic, one text for every follower, a connection skipped under
 * backpressure sees the gap, and the declarations decode what the hub encodes.
 */

class FakeSocket extends EventEmitter {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: string[] = [];
  send(text: string): void {
    this.sent.push(text);
  }
  ping(): void {}
  terminate(): void {
    this.readyState = 3;
    this.emit('close');
  }
  close(): void {
    this.terminate();
  }
  request(value: unknown): void {
    this.emit('message', Buffer.from(JSON.stringify(value)), false);
  }
  updates(channel: string) {
    return this.sent
      .map((text) => ({ text, decoded: decodeUpdate(STREAMS, JSON.parse(text)) }))
      .filter((m) => m.decoded?.stream.channel === channel)
      .map((m) => ({ text: m.text, ...m.decoded! }));
  }
}

let handle: DbHandle;
let hub: MarketHub;
let now = Date.UTC(2026, 11, 6, 10, 0, 0);
const MAX_BUFFERED = 1000;

beforeAll(async () => {
  handle = await freshDb();
  hub = new MarketHub(handle.db, {
    flushMs: 3_600_000,
    heartbeatMs: 3_600_000,
    maxSubscriptions: 100,
    maxMessageBytes: 16_384,
    maxMessagesPerSecond: 1000,
    maxBufferedBytes: MAX_BUFFERED,
    clock: () => now,
    logError: (error) => {
      throw error;
    },
  });
  await hub.start();
});

afterAll(async () => {
  hub.close();
  await handle.close();
});

function socket(): FakeSocket {
  const ws = new FakeSocket();
  hub.add(ws as unknown as WebSocket, 'spot', SITES.main, () => undefined);
  return ws;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

function tick(last: string, name = 'BTC_USDT') {
  now += 1000;
  hub.onTicks([tickAt(now, last, { o: last, h: last, l: last, base: '1', quote: last }, { name })]);
  hub.flush();
}

describe('seq per topic', () => {
  it('counts each ticker topic apart, shares one text, and shows a skipped connection the gap', async () => {
    const a = socket();
    const b = socket();
    for (const ws of [a, b]) ws.request({ time: 0, id: 1, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT', 'ETH_USDT'] });
    await settle();
    tick('100');
    tick('101');
    tick('3000', 'ETH_USDT');
    b.bufferedAmount = MAX_BUFFERED + 1; // b does not keep up: skipped
    tick('102');
    b.bufferedAmount = 0;
    tick('103');

    const seqs = (ws: FakeSocket, topic: string) =>
      ws
        .updates('spot.tickers')
        .filter((u) => u.topic === topic)
        .map((u) => u.seq);
    expect(seqs(a, 'BTC_USDT')).toEqual([1, 2, 3, 4]);
    expect(seqs(a, 'ETH_USDT')).toEqual([1]);
    expect(seqs(b, 'BTC_USDT')).toEqual([1, 2, 4]);
    // serialised once: the very same text for both followers
    expect(b.updates('spot.tickers').map((u) => u.text)).toEqual(
      a
        .updates('spot.tickers')
        .filter((u) => u.seq !== 3 || u.topic !== 'BTC_USDT')
        .map((u) => u.text),
    );

    // a late follower's first message is the latest ticker with the topic's current number: its baseline
    const c = socket();
    c.request({ time: 0, id: 2, channel: 'spot.tickers', event: 'subscribe', payload: ['BTC_USDT'] });
    await settle();
    tick('104');
    expect(seqs(c, 'BTC_USDT')).toEqual([4, 5]);
    expect(c.updates('spot.tickers')[0]?.result).toMatchObject({ currency_pair: 'BTC_USDT', last: '103' });
  });

  it('numbers !all per site group: one list per flush', async () => {
    const a = socket();
    const b = socket();
    for (const ws of [a, b]) ws.request({ time: 0, channel: 'spot.tickers', event: 'subscribe', payload: ['!all'] });
    await settle();
    tick('200');
    b.bufferedAmount = MAX_BUFFERED + 1;
    tick('201');
    b.bufferedAmount = 0;
    tick('202');
    const all = (ws: FakeSocket) => ws.updates('spot.tickers').filter((u) => u.topic === '!all');
    expect(all(a).map((u) => u.seq)).toEqual([1, 2, 3]);
    expect(all(b).map((u) => u.seq)).toEqual([1, 3]);
    expect(all(a)[2]?.text).toBe(all(b)[1]?.text);
  });

  it('counts a candle topic, its figures after the ack carrying the current number', async () => {
    const a = socket();
    a.request({ time: 0, channel: 'spot.candlesticks', event: 'subscribe', payload: ['1m', 'BTC_USDT'] });
    await settle();
    tick('300');
    tick('301');
    const b = socket();
    b.request({ time: 0, channel: 'spot.candlesticks', event: 'subscribe', payload: ['1m', 'BTC_USDT'] });
    await settle();
    tick('302');
    const seqs = (ws: FakeSocket) => ws.updates('spot.candlesticks').map((u) => u.seq);
    // the figures after the ack (the topic's number, 0: no update yet), then +1 per flush
    expect(seqs(a)).toEqual([0, 1, 2, 3]);
    expect(seqs(b)).toEqual([2, 3]);
    expect(b.updates('spot.candlesticks').at(-1)?.text).toBe(a.updates('spot.candlesticks').at(-1)?.text);
  });

  it('numbers chat messages per room', async () => {
    const a = socket();
    a.request({ time: 0, channel: 'chat.messages', event: 'subscribe', payload: ['main'] });
    await settle();
    for (const id of [1, 2, 3]) hub.pushChat('main', { id, nickname: 'n', body: `m${id}`, sent_at: 1 });
    expect(a.updates('chat.messages').map((u) => [u.topic, u.seq])).toEqual([
      ['main', 1],
      ['main', 2],
      ['main', 3],
    ]);
  });
});
