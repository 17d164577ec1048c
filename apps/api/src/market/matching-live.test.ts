import { describe, expect, it } from 'vitest';
import { spotMarketTrades, spotMyTrades, spotOrderBookSnapshot, type BookSnapshot, type MarketTrade, type UserTrade } from '@exchange/contract/book';
import { decodeUpdate, type UpdateOf } from '@exchange/contract/define-stream';
import { noticeTicket } from '@exchange/contract/herald';
import { spotOrderBook, spotOrders, spotTrades, spotUserTrades, STREAMS } from '@exchange/contract/streams';
import { placeSpotOrder, spotPairInfo } from '@exchange/contract/trade';
import { cmp, normal } from '@exchange/decimal/text';
import { call } from '../../test/http';
import { useLiveServer, type LiveClient } from '../../test/liveServer';
import { newTrader } from '../../test/traders';

/**
 * The matching engine, the reads and the streams together: crossing orders placed through
 * POST /apiw/v2/spot/orders reach the book, trades and each user's streams on real sockets, and
 * the book snapshot read afterwards is where the stream's updates lead.
 */

const live = useLiveServer();
const PAIR = 'ETH_USDT';

type BookUpdate = UpdateOf<typeof spotOrderBook>;
type OrderUpdate = UpdateOf<typeof spotOrders>[number];

let emails = 0;
const trader = (holdings: Record<string, string>) => newTrader(live.app, live.handle.db, `matching-live-${(emails += 1)}@test.example`, holdings);

async function ticketFor(cookies: Record<string, string>): Promise<string> {
  return noticeTicket.answer.parse((await call(live.app, noticeTicket.path, { form: {}, cookies })).json).data.ticket;
}

const send = (client: LiveClient, message: object) => client.ws.send(JSON.stringify({ time: 1, ...message }));

async function subscribed(client: LiveClient, id: number, channel: string, payload: string[]): Promise<void> {
  send(client, { id, channel, event: 'subscribe', payload });
  expect(await client.next((m) => m.id === id)).toMatchObject({ error: null });
}

/** Everything a socket received on the trading streams, decoded with the contract. */
function seen(client: LiveClient) {
  const books: BookUpdate[] = [];
  const trades: MarketTrade[] = [];
  const orders: OrderUpdate[] = [];
  const fills: UserTrade[] = [];
  for (const m of client.messages) {
    const d = decodeUpdate(STREAMS, m);
    if (d?.stream === spotOrderBook) books.push(d.result as BookUpdate);
    if (d?.stream === spotTrades) trades.push(d.result as MarketTrade);
    if (d?.stream === spotOrders) orders.push(...(d.result as OrderUpdate[]));
    if (d?.stream === spotUserTrades) fills.push(...(d.result as UserTrade[]));
  }
  return { books, trades, orders, fills };
}

async function snapshot(): Promise<BookSnapshot> {
  const book = spotOrderBookSnapshot.answer.parse((await call(live.app, `${spotOrderBookSnapshot.path}?pair=${PAIR}&limit=100`)).json).data;
  if (!book) throw new Error('no book');
  return book;
}

/** A side's levels in the snapshot's order: by price, up (1) or down (-1). */
const inOrder = (side: Map<string, string>, way: 1 | -1) => [...side].sort(([a], [b]) => way * cmp(a, b));

/** The book a client keeps: the snapshot, then the updates by the contract's rule (skip u ≤ id; apply when U = id + 1). */
function replay(start: BookSnapshot, updates: readonly BookUpdate[]): { id: number; asks: Map<string, string>; bids: Map<string, string> } {
  const book = { id: start.id, asks: new Map(start.asks), bids: new Map(start.bids) };
  for (const update of updates) {
    if (update.u <= book.id) continue;
    expect(update.U, `gap after ${book.id}`).toBe(book.id + 1);
    for (const [price, amount] of update.a) book.asks.set(price, amount);
    for (const [price, amount] of update.b) book.bids.set(price, amount);
    book.id = update.u;
  }
  for (const side of [book.asks, book.bids]) for (const [price, amount] of side) if (amount === '0') side.delete(price);
  return book;
}

describe('placing crossing orders', () => {
  it('shows the resting order, then the fill, on the book, the trades and each user’s own streams; the snapshot agrees', async () => {
    const info = spotPairInfo.answer.parse((await call(live.app, `${spotPairInfo.path}?pair=${PAIR}`)).json).data;
    if (!info) throw new Error(`no ${PAIR}`);
    // placed as pair info quotes it ('3000.00'), answered normalised ('3000')
    const price = info.last;
    const level = normal(price);
    const maker = await trader({ ETH: '1' });
    const taker = await trader({ USDT: '100000' });

    const pub = await live.connect('/ws/spot');
    await subscribed(pub, 1, 'spot.order_book_update', [PAIR, '100ms']);
    await subscribed(pub, 2, 'spot.trades', [PAIR]);
    const mine = await live.connect('/ws/spot');
    await subscribed(mine, 1, 'spot.orders', [await ticketFor(maker.cookies), '!all']);
    await subscribed(mine, 2, 'spot.usertrades', [await ticketFor(maker.cookies), PAIR]);
    const theirs = await live.connect('/ws/spot');
    await subscribed(theirs, 1, 'spot.orders', [await ticketFor(taker.cookies), PAIR]);
    await subscribed(theirs, 2, 'spot.usertrades', [await ticketFor(taker.cookies), '!all']);
    const before = await snapshot();

    const place = async (who: { cookies: Record<string, string> }, form: Record<string, string>) => {
      const res = await call(live.app, placeSpotOrder.path, { form: { pair: PAIR, type: 'limit', price, ...form }, cookies: who.cookies });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      return placeSpotOrder.answer.parse(res.json).data;
    };
    const sell = await place(maker, { side: 'sell', amount: '0.01' });
    const buy = await place(taker, { side: 'buy', amount: '0.004' });

    await pub.next(() => seen(pub).books.some((u) => u.u >= before.id + 2));
    await pub.next(() => seen(pub).trades.length > 0);
    await mine.next(() => seen(mine).fills.length > 0);
    await theirs.next(() => seen(theirs).fills.length > 0);

    const after = await snapshot();
    expect(after.id).toBe(before.id + 2);
    const kept = replay(before, seen(pub).books);
    expect(kept.id).toBe(after.id);
    // a level the updates add lands at the end of the Map; the snapshot lists asks up and bids down
    expect(inOrder(kept.asks, 1)).toEqual(after.asks);
    expect(inOrder(kept.bids, -1)).toEqual(after.bids);
    expect(after.asks).toContainEqual([level, '0.006']);

    const [trade] = seen(pub).trades;
    expect(trade).toMatchObject({ side: 'buy', currency_pair: PAIR, amount: '0.004', price: level });
    const listed = spotMarketTrades.answer.parse((await call(live.app, `${spotMarketTrades.path}?pair=${PAIR}`)).json).data;
    expect(listed[0]).toEqual(trade);

    const ofMaker = seen(mine);
    expect(new Set(ofMaker.orders.map((o) => o.id))).toEqual(new Set([String(sell.id)]));
    expect(ofMaker.orders.at(-1)).toMatchObject({ left: '0.006', side: 'sell' });
    expect(ofMaker.fills).toEqual([
      expect.objectContaining({ id: trade?.id, order_id: String(sell.id), role: 'maker', side: 'sell', amount: '0.004', price: level }),
    ]);
    const ofTaker = seen(theirs);
    expect(new Set(ofTaker.orders.map((o) => o.id))).toEqual(new Set([String(buy.id)]));
    expect(ofTaker.orders.at(-1)).toMatchObject({ event: 'finish', finish_as: 'filled', left: '0' });
    expect(ofTaker.fills).toEqual([expect.objectContaining({ id: trade?.id, order_id: String(buy.id), role: 'taker', side: 'buy' })]);

    // the reads tell each the same as their streams
    const mineRead = spotMyTrades.answer.parse((await call(live.app, spotMyTrades.path, { cookies: maker.cookies })).json).data;
    expect(mineRead).toEqual(ofMaker.fills);
    const theirsRead = spotMyTrades.answer.parse((await call(live.app, spotMyTrades.path, { cookies: taker.cookies })).json).data;
    expect(theirsRead).toEqual(ofTaker.fills);
    for (const c of [pub, mine, theirs]) c.ws.close();
  });
});
