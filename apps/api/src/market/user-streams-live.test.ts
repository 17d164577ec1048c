import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserTrade } from '@exchange/contract/book';
import { decodeUpdate } from '@exchange/contract/define-stream';
import { noticeTicket } from '@exchange/contract/herald';
import { spotOrders, spotUserTrades, STREAMS } from '@exchange/contract/streams';
import { encodeUserEvent, USER_CHANNEL, type OrderUpdate } from '../domain/trading/events';
import { call } from '../../test/http';
import { useLiveServer, type LiveClient } from '../../test/liveServer';
import { newTrader } from '../../test/traders';

/**
 * `spot.orders` and `spot.usertrades` end to end: a ticket from the API, a socket, users' changes
 * NOTIFYed as a trading transaction announces them (encodeUserEvent). A connection receives its
 * own user's changes only, filtered to the pairs it asked. "Never" is shown by order: each user's
 * last change is a marker, and NOTIFYs arrive in order, so whatever else a socket would receive
 * has arrived before its marker.
 */

const live = useLiveServer({ market: { maxSubscriptions: 3 } });

let emails = 0;
const trader = () => newTrader(live.app, live.handle.db, `streams-${(emails += 1)}@test.example`, {});

async function ticketFor(cookies: Record<string, string>): Promise<string> {
  const res = await call(live.app, noticeTicket.path, { form: {}, cookies });
  return noticeTicket.answer.parse(res.json).data.ticket;
}

async function announce(payloads: readonly string[]): Promise<void> {
  await live.handle.db.transaction(async (tx) => {
    for (const payload of payloads) await tx.execute(sql`select pg_notify(${USER_CHANNEL}, ${payload})`);
  });
}

const order = (id: number, pair: string, text: string): OrderUpdate => ({
  id: String(id),
  text,
  create_time_ms: '1767000000000',
  update_time_ms: '1767000000001',
  currency_pair: pair,
  type: 'limit',
  side: 'buy',
  amount: '1',
  price: '100',
  left: '0.5',
  filled_total: '50',
  fee: '0.001',
  fee_currency: 'BTC',
  event: 'update',
});

const fill = (id: number, orderId: number, pair: string): UserTrade => ({
  id,
  order_id: String(orderId),
  currency_pair: pair,
  side: 'buy',
  role: 'taker',
  amount: '0.5',
  price: '100',
  fee: '0.001',
  fee_currency: 'BTC',
  create_time_ms: '1767000000001',
});

const send = (client: LiveClient, message: object) => client.ws.send(JSON.stringify({ time: 1, ...message }));
const answered = (client: LiveClient, id: number) => client.next((m) => m.id === id);

/** The orders and fills a socket received (each update decoded with the contract). */
function received(client: LiveClient): { orders: OrderUpdate[]; fills: UserTrade[]; seqs: Record<string, number[]> } {
  const orders: OrderUpdate[] = [];
  const fills: UserTrade[] = [];
  const seqs: Record<string, number[]> = {};
  for (const m of client.messages) {
    const d = decodeUpdate(STREAMS, m);
    if (!d) continue;
    (seqs[d.stream.channel] ??= []).push(d.seq);
    if (d.stream === spotOrders) orders.push(...(d.result as OrderUpdate[]));
    if (d.stream === spotUserTrades) fills.push(...(d.result as UserTrade[]));
  }
  return { orders, fills, seqs };
}

async function subscribe(client: LiveClient, channel: string, cookies: Record<string, string>, pair: string, id: number): Promise<Record<string, unknown>> {
  send(client, { id, channel, event: 'subscribe', payload: [await ticketFor(cookies), pair] });
  return answered(client, id);
}

describe('spot.orders and spot.usertrades', () => {
  it('send each connection its own user’s orders and fills only, of the pairs it asked', async () => {
    const alice = await trader();
    const bob = await trader();
    const a = await live.connect('/ws/spot');
    const b = await live.connect('/ws/spot');
    const aBtc = await live.connect('/ws/spot');
    expect(await subscribe(a, 'spot.orders', alice.cookies, '!all', 1)).toMatchObject({ error: null, result: { status: 'success' } });
    await subscribe(a, 'spot.usertrades', alice.cookies, '!all', 2);
    await subscribe(b, 'spot.orders', bob.cookies, '!all', 1);
    await subscribe(b, 'spot.usertrades', bob.cookies, '!all', 2);
    await subscribe(aBtc, 'spot.orders', alice.cookies, 'BTC_USDT', 1);
    await subscribe(aBtc, 'spot.usertrades', alice.cookies, 'BTC_USDT', 2);

    // both trade, one against the other and each on two pairs; each change NOTIFYed per user
    for (let i = 0; i < 3; i += 1) {
      await announce([
        ...encodeUserEvent({ userId: alice.id, orders: [order(100 + i, 'BTC_USDT', 'alice')], trades: [fill(1000 + i, 100 + i, 'BTC_USDT')] }),
        ...encodeUserEvent({ userId: bob.id, orders: [order(200 + i, 'BTC_USDT', 'bob')], trades: [fill(2000 + i, 200 + i, 'BTC_USDT')] }),
      ]);
      await announce(encodeUserEvent({ userId: bob.id, orders: [order(300 + i, 'ETH_USDT', 'bob')], trades: [fill(3000 + i, 300 + i, 'ETH_USDT')] }));
      await announce(
        encodeUserEvent({
          userId: alice.id,
          orders: [order(400 + i, 'ETH_USDT', 'alice'), order(500 + i, 'BTC_USDT', 'alice')],
          trades: [fill(4000 + i, 400 + i, 'ETH_USDT')],
        }),
      );
    }
    // the markers: each user's last change
    await announce([
      ...encodeUserEvent({ userId: bob.id, orders: [order(999, 'BTC_USDT', 'bob')], trades: [fill(9999, 999, 'BTC_USDT')] }),
      ...encodeUserEvent({ userId: alice.id, orders: [order(888, 'BTC_USDT', 'alice')], trades: [fill(8888, 888, 'BTC_USDT')] }),
    ]);
    await a.next(() => received(a).fills.some((f) => f.id === 8888));
    await aBtc.next(() => received(aBtc).fills.some((f) => f.id === 8888));
    await b.next(() => received(b).fills.some((f) => f.id === 9999));

    const ofA = received(a);
    expect(ofA.orders.every((o) => o.text === 'alice')).toBe(true);
    expect(ofA.orders.map((o) => Number(o.id))).toEqual([100, 400, 500, 101, 401, 501, 102, 402, 502, 888]);
    expect(ofA.fills.map((f) => f.id)).toEqual([1000, 4000, 1001, 4001, 1002, 4002, 8888]);
    expect(ofA.seqs).toEqual({ 'spot.orders': [1, 2, 3, 4, 5, 6, 7], 'spot.usertrades': [1, 2, 3, 4, 5, 6, 7] });

    const ofB = received(b);
    expect(ofB.orders.every((o) => o.text === 'bob')).toBe(true);
    expect(ofB.orders.map((o) => Number(o.id))).toEqual([200, 300, 201, 301, 202, 302, 999]);
    expect(ofB.fills.map((f) => f.id)).toEqual([2000, 3000, 2001, 3001, 2002, 3002, 9999]);

    const ofBtc = received(aBtc);
    expect(ofBtc.orders.map((o) => Number(o.id))).toEqual([100, 500, 101, 501, 102, 502, 888]);
    expect(ofBtc.fills.map((f) => f.id)).toEqual([1000, 1001, 1002, 8888]);
    for (const c of [a, b, aBtc]) c.ws.close();
  });

  it('refuses a used or unknown ticket, another site’s pair (the ticket unspent) and topics past the limit; stops on unsubscribe', async () => {
    const carol = await trader();
    const c = await live.connect('/ws/spot');
    const ticket = await ticketFor(carol.cookies);
    send(c, { id: 1, channel: 'spot.orders', event: 'subscribe', payload: [ticket, 'BTC_USDC_X'] });
    expect(await answered(c, 1)).toMatchObject({ error: { code: 2 } });
    send(c, { id: 2, channel: 'spot.orders', event: 'subscribe', payload: [ticket, 'NOPE_USDT'] });
    expect(await answered(c, 2)).toMatchObject({ error: { code: 2, message: 'Unknown currency pair: NOPE_USDT' } });
    send(c, { id: 3, channel: 'spot.orders', event: 'subscribe', payload: [ticket, 'BTC_USDT'] });
    expect(await answered(c, 3)).toMatchObject({ error: null });
    send(c, { id: 4, channel: 'spot.usertrades', event: 'subscribe', payload: [ticket, 'BTC_USDT'] });
    expect(await answered(c, 4)).toMatchObject({ error: { code: 16 } });
    send(c, { id: 5, channel: 'spot.usertrades', event: 'subscribe', payload: ['made-up', 'BTC_USDT'] });
    expect(await answered(c, 5)).toMatchObject({ error: { code: 16 } });
    expect(await subscribe(c, 'spot.usertrades', carol.cookies, 'BTC_USDT', 6)).toMatchObject({ error: null });
    expect(await subscribe(c, 'spot.orders', carol.cookies, '!all', 7)).toMatchObject({ error: null });
    // three topics held (maxSubscriptions 3): a fourth is refused before its ticket is spent
    const spare = await ticketFor(carol.cookies);
    send(c, { id: 8, channel: 'spot.orders', event: 'subscribe', payload: [spare, 'ETH_USDT'] });
    expect(await answered(c, 8)).toMatchObject({ error: { code: 13 } });

    // unsubscribed from orders: the fills still come, and the orders of the same change arrive before them or not at all
    send(c, { id: 9, channel: 'spot.orders', event: 'unsubscribe', payload: [] });
    expect(await answered(c, 9)).toMatchObject({ error: null, result: { status: 'success' } });
    expect(await subscribe(c, 'spot.orders', carol.cookies, 'ETH_USDT', 10)).toMatchObject({ error: null });
    send(c, { id: 11, channel: 'spot.orders', event: 'unsubscribe', payload: ['ETH_USDT'] });
    await answered(c, 11);
    await announce(
      encodeUserEvent({ userId: carol.id, orders: [order(1, 'ETH_USDT', 'carol'), order(2, 'BTC_USDT', 'carol')], trades: [fill(7, 2, 'BTC_USDT')] }),
    );
    await c.next(() => received(c).fills.some((f) => f.id === 7));
    expect(received(c).orders).toEqual([]);
    c.ws.close();
  });

  it('one ticket, one user: a connection subscribed with another user’s ticket follows that user alone', async () => {
    const dave = await trader();
    const erin = await trader();
    const c = await live.connect('/ws/spot');
    await subscribe(c, 'spot.usertrades', dave.cookies, '!all', 1);
    await subscribe(c, 'spot.usertrades', erin.cookies, 'BTC_USDT', 2);
    await announce([
      ...encodeUserEvent({ userId: dave.id, orders: [], trades: [fill(50, 5, 'BTC_USDT')] }),
      ...encodeUserEvent({ userId: erin.id, orders: [], trades: [fill(60, 6, 'BTC_USDT')] }),
    ]);
    await c.next(() => received(c).fills.some((f) => f.id === 60));
    expect(received(c).fills.map((f) => f.id)).toEqual([60]);
    c.ws.close();
  });
});
