import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MarketTrade } from '@exchange/contract/book';
import { decodeUpdate, type UpdateOf } from '@exchange/contract/define-stream';
import { spotOrderBook, spotTrades, STREAMS } from '@exchange/contract/streams';
import { BOOK_CHANNEL, encodeBookEvent } from '../domain/trading/events';
import { wantedPairs } from '../domain/trading/house';
import { useLiveServer, type LiveClient } from '../../test/liveServer';

/**
 * `spot.order_book_update` and `spot.trades` end to end: a trading transaction's NOTIFYs (written
 * here with encodeBookEvent, inside a transaction as the engine writes them) reach the hub through
 * LISTEN and a real socket as Gate's updates.
 */

const live = useLiveServer({ market: { maxSubscriptions: 4 } });

/** NOTIFYs `payloads` on `channel` in one transaction, as a trading transaction announces on commit. */
async function announce(channel: string, payloads: readonly string[]): Promise<void> {
  await live.handle.db.transaction(async (tx) => {
    for (const payload of payloads) await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
  });
}

function bookChange(pair: string, seq: number, bids: [string, string][], asks: [string, string][] = [], trades: MarketTrade[] = []): string[] {
  return encodeBookEvent({ pair, seq, t: 1_767_000_000_000 + seq, bids, asks, trades });
}

const trade = (id: number, pair: string, side: 'buy' | 'sell' = 'buy'): MarketTrade => ({
  id,
  create_time: 1_767_000_000,
  create_time_ms: '1767000000123',
  side,
  currency_pair: pair,
  amount: '0.5',
  price: '100',
});

type Book = UpdateOf<typeof spotOrderBook>;

/** The book updates a socket received, decoded with the contract. */
function books(client: LiveClient, pair: string): (Book & { seq: number })[] {
  return client.messages.flatMap((m) => {
    const d = decodeUpdate(STREAMS, m);
    return d?.stream === spotOrderBook && d.topic === pair ? [{ ...(d.result as Book), seq: d.seq }] : [];
  });
}

function trades(client: LiveClient): MarketTrade[] {
  return client.messages.flatMap((m) => {
    const d = decodeUpdate(STREAMS, m);
    return d?.stream === spotTrades ? [d.result as MarketTrade] : [];
  });
}

/** Resolves once `test` holds, asking again every 100 ms (for a write this test cannot observe otherwise). */
async function until(test: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 100));
  }
}

const send = (client: LiveClient, message: object) => client.ws.send(JSON.stringify({ time: 1, ...message }));
const acked = (client: LiveClient, id: number) => client.next((m) => m.id === id);

describe('spot.order_book_update', () => {
  it('sends a whole change as one update, even one split over several NOTIFYs', async () => {
    const c = await live.connect('/ws/spot');
    send(c, { id: 1, channel: 'spot.order_book_update', event: 'subscribe', payload: ['BTC_USDT', '100ms'] });
    expect(await acked(c, 1)).toMatchObject({ error: null, result: { status: 'success' } });
    const many = Array.from({ length: 600 }, (_, i): [string, string] => [`${60_000 - i}.5`, `0.${i + 1}`]);
    const parts = bookChange('BTC_USDT', 1, many, [['60001', '2']]);
    expect(parts.length).toBeGreaterThan(1);
    await announce(BOOK_CHANNEL, parts);
    await c.next(() => books(c, 'BTC_USDT').some((u) => u.u === 1));
    const [update] = books(c, 'BTC_USDT').filter((u) => u.u === 1);
    expect(update).toMatchObject({ e: 'depthUpdate', s: 'BTC_USDT', U: 1, u: 1, t: 1_767_000_000_001, E: 1_767_000_000, a: [['60001', '2']] });
    expect(update?.b).toEqual(many);
    // the followed book is marked for the market maker (hub/watchedBooks.ts, checked every 2 s)
    await until(async () => (await wantedPairs(live.handle.db, new Date())).includes('BTC_USDT'));
    c.ws.close();
  });

  it('forwards a gap in the ids it heard: the update after it starts past the previous u + 1', async () => {
    const c = await live.connect('/ws/spot');
    send(c, { id: 1, channel: 'spot.order_book_update', event: 'subscribe', payload: ['ETH_USDT', '1000ms'] });
    await acked(c, 1);
    await announce(BOOK_CHANNEL, bookChange('ETH_USDT', 10, [['3000', '1']]));
    await c.next(() => books(c, 'ETH_USDT').some((u) => u.u === 10));
    // seq 11's NOTIFY never reached this instance (its LISTEN connection dropped)
    await announce(BOOK_CHANNEL, bookChange('ETH_USDT', 12, [['3000', '0']]));
    await c.next(() => books(c, 'ETH_USDT').some((u) => u.u === 12));
    const real = books(c, 'ETH_USDT').filter((u) => u.b.length > 0);
    expect(real.map((u) => [u.U, u.u])).toEqual([
      [10, 10],
      [12, 12],
    ]);
    c.ws.close();
  });

  it('keeps a quiet book alive with empty updates that change nothing: U = N + 1, u = N', async () => {
    const c = await live.connect('/ws/spot');
    send(c, { id: 1, channel: 'spot.order_book_update', event: 'subscribe', payload: ['SOL_USDT', '100ms'] });
    await acked(c, 1);
    await announce(BOOK_CHANNEL, bookChange('SOL_USDT', 5, [['150', '1']]));
    await c.next(() => books(c, 'SOL_USDT').some((u) => u.u === 5 && u.b.length === 0));
    const list = books(c, 'SOL_USDT');
    const empty = list.find((u) => u.u === 5 && u.b.length === 0);
    expect(empty).toMatchObject({ U: 6, u: 5, b: [], a: [] });
    // the topic's seq counts every update, the empty ones too: no gap for the client's seq check
    expect(list.map((u) => u.seq)).toEqual(list.map((_, i) => i + 1));
    c.ws.close();
  });

  it('refuses what it cannot serve: another site’s pair, a bad interval, past the topic limit', async () => {
    const malta = await live.connect('/ws/spot', 'mt.localhost:4000');
    send(malta, { id: 1, channel: 'spot.order_book_update', event: 'subscribe', payload: ['BTC_USDT', '100ms'] });
    expect(await acked(malta, 1)).toMatchObject({ error: { code: 2, message: 'Unknown currency pair: BTC_USDT' } });
    send(malta, { id: 2, channel: 'spot.order_book_update', event: 'subscribe', payload: ['BTC_USDC', '10ms'] });
    expect(await acked(malta, 2)).toMatchObject({ error: { code: 2 } });
    malta.ws.close();

    const c = await live.connect('/ws/spot');
    send(c, { id: 1, channel: 'spot.trades', event: 'subscribe', payload: ['BTC_USDT', 'ETH_USDT', 'SOL_USDT'] });
    await acked(c, 1);
    send(c, { id: 2, channel: 'spot.order_book_update', event: 'subscribe', payload: ['BTC_USDT', '100ms'] });
    expect(await acked(c, 2)).toMatchObject({ error: null });
    send(c, { id: 3, channel: 'spot.order_book_update', event: 'subscribe', payload: ['ETH_USDT', '100ms'] });
    expect(await acked(c, 3)).toMatchObject({ error: { code: 13 } });
    send(c, { id: 4, channel: 'spot.trades', event: 'subscribe', payload: ['!all'] });
    expect(await acked(c, 4)).toMatchObject({ error: { code: 2 } });
    c.ws.close();
  });
});

describe('spot.trades', () => {
  it('sends each trade of a followed pair as one update, in order; other pairs’ never', async () => {
    const c = await live.connect('/ws/spot');
    send(c, { id: 1, channel: 'spot.trades', event: 'subscribe', payload: ['XRP_USDT', 'ADA_USDT'] });
    await acked(c, 1);
    await announce(BOOK_CHANNEL, bookChange('XRP_USDT', 1, [], [['2', '0']], [trade(1, 'XRP_USDT'), trade(2, 'XRP_USDT', 'sell'), trade(3, 'XRP_USDT')]));
    await announce(BOOK_CHANNEL, bookChange('LTC_USDT', 1, [], [], [trade(4, 'LTC_USDT')]));
    await announce(BOOK_CHANNEL, bookChange('ADA_USDT', 1, [], [], [trade(5, 'ADA_USDT')]));
    await c.next(() => trades(c).some((t) => t.id === 5));
    expect(trades(c)).toEqual([trade(1, 'XRP_USDT'), trade(2, 'XRP_USDT', 'sell'), trade(3, 'XRP_USDT'), trade(5, 'ADA_USDT')]);
    const seqs = c.messages.filter((m) => m.channel === 'spot.trades' && m.event === 'update').map((m) => m.seq);
    expect(seqs).toEqual([1, 2, 3, 1]);

    send(c, { id: 2, channel: 'spot.trades', event: 'unsubscribe', payload: ['XRP_USDT'] });
    await acked(c, 2);
    await announce(BOOK_CHANNEL, bookChange('XRP_USDT', 2, [], [], [trade(6, 'XRP_USDT')]));
    await announce(BOOK_CHANNEL, bookChange('ADA_USDT', 2, [], [], [trade(7, 'ADA_USDT')]));
    await c.next(() => trades(c).some((t) => t.id === 7));
    expect(trades(c).map((t) => t.id)).toEqual([1, 2, 3, 5, 7]);
    c.ws.close();
  });
});
