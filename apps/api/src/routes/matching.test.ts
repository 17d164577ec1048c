import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeSpotOrder, spotOrders as ordersCall, type SpotOrder } from '@exchange/contract/trade';
import { spotFills, spotOrders, users } from '../db/schema';
import { BOOK_CHANNEL, USER_CHANNEL, decodeBookEvent, decodeUserEvent, type BookEvent, type UserEvent } from '../domain/trading/events';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';
import { testPair } from '../../test/pairs';
import { expectBooksBalance, holdingsOf, newTrader } from '../../test/traders';

/**
 * The matching engine through the HTTP calls (docs/MATCHING.md): priority, partial fills, fees by
 * VIP level, IOC and market orders, slippage, self-trade prevention, client ids and what a
 * transaction announces. Each test trades a pair of its own (test/pairs.ts), 2 price decimals.
 */
const t = useFreshApp();
let emails = 0;

async function trader(holdings: Record<string, string>, vipLevel = 0) {
  const made = await newTrader(t.app, t.handle.db, `match-${(emails += 1)}@test.example`, holdings);
  await t.handle.db.update(users).set({ vipLevel }).where(eq(users.id, made.id));
  return made;
}

const orderOf = (res: { json: unknown }): SpotOrder => placeSpotOrder.answer.parse(res.json).data;

function placer(pair: string) {
  return async (who: { cookies: Record<string, string> }, form: Record<string, string>) =>
    call(t.app, ordersCall.path, { form: { pair, ...form }, cookies: who.cookies });
}

/** Every payload announced on a channel while `run` runs (NOTIFY is delivered on commit). */
async function announced<T>(channel: string, decode: (p: string) => T | null, run: () => Promise<void>): Promise<T[]> {
  const seen: T[] = [];
  const stop = await t.handle.listen(channel, (payload) => {
    const event = decode(payload);
    if (event) seen.push(event);
  });
  try {
    await run();
    // deliveries follow the commit; one more statement lets the last arrive
    await t.handle.db.execute('select 1');
  } finally {
    await stop();
  }
  return seen;
}

describe('matching', () => {
  it('fills best price first and, at one price, the earliest first; partial fills; each side pays its VIP fee from what it receives', async () => {
    const { pair, base } = await testPair(t.handle.db);
    const place = placer(pair);
    const a = await trader({ [base]: '1' });
    const b = await trader({ [base]: '1' }, 5);
    const c = await trader({ [base]: '1' });
    const a1 = orderOf(await place(a, { side: 'sell', type: 'limit', price: '101', amount: '1' }));
    const b1 = orderOf(await place(b, { side: 'sell', type: 'limit', price: '100.5', amount: '1' }));
    const c1 = orderOf(await place(c, { side: 'sell', type: 'limit', price: '100.5', amount: '1' }));
    const taker = await trader({ USDT: '1000' }, 3);
    const bought = orderOf(await place(taker, { side: 'buy', type: 'limit', price: '101', amount: '2.5' }));
    // 100.5 + 100.5 + 0.5 × 101 = 251.5; VIP 3 pays 0.185 % of 2.5
    expect(bought).toMatchObject({ status: 'filled', filled: '2.5', avg_price: '100.6', fee: '0.004625' });
    expect(await holdingsOf(t.handle.db, taker.id)).toEqual({ USDT: { available: '748.5', locked: '0' }, [base]: { available: '2.495375', locked: '0' } });
    const fills = await t.handle.db.select().from(spotFills).where(eq(spotFills.pair, pair)).orderBy(asc(spotFills.id));
    expect(fills.map((f) => [String(f.makerOrderId), f.price, f.amount, f.makerFee, f.makerFeeAsset, f.takerFeeAsset])).toEqual([
      [b1.id, '100.5', '1', '0.1407', 'USDT', base],
      [c1.id, '100.5', '1', '0.201', 'USDT', base],
      [a1.id, '101', '0.5', '0.101', 'USDT', base],
    ]);
    // VIP 5's maker rate is 0.14 %, VIP 0's 0.2 %
    expect((await holdingsOf(t.handle.db, b.id)).USDT).toEqual({ available: '100.3593', locked: '0' });
    expect((await holdingsOf(t.handle.db, a.id))[base]).toEqual({ available: '0', locked: '0.5' });
    const [rest] = await t.handle.db
      .select()
      .from(spotOrders)
      .where(eq(spotOrders.id, Number(a1.id)));
    expect(rest).toMatchObject({ status: 'open', filled: '0.5', filledTotal: '50.5', finishAs: null });
    for (const who of [a, b, c, taker]) await expectBooksBalance(t.handle.db, who.id);

    // what is left of a limit order rests, holding price × what is left
    const more = orderOf(await place(taker, { side: 'buy', type: 'limit', price: '101', amount: '1' }));
    expect(more).toMatchObject({ status: 'open', filled: '0.5' });
    expect((await holdingsOf(t.handle.db, taker.id)).USDT).toEqual({ available: '647.5', locked: '50.5' });
    await expectBooksBalance(t.handle.db, taker.id);
  });

  it('IOC and market orders never rest; a market order walks the book, is refused past its slippage bound, and on an empty book', async () => {
    const { pair, base } = await testPair(t.handle.db);
    const place = placer(pair);
    const maker = await trader({ [base]: '2' });
    await place(maker, { side: 'sell', type: 'limit', price: '102', amount: '1' });
    await place(maker, { side: 'sell', type: 'limit', price: '103', amount: '1' });
    const taker = await trader({ USDT: '1000', [base]: '1' });
    const ioc = orderOf(await place(taker, { side: 'buy', type: 'limit', price: '101', amount: '1', time_in_force: 'ioc' }));
    expect(ioc).toMatchObject({ status: 'cancelled', filled: '0' });
    const before = await holdingsOf(t.handle.db, taker.id);
    expect(before.USDT).toEqual({ available: '1000', locked: '0' });

    // 1 at 102, 0.5 at 103: average 102.333…, 0.33 % from the best
    const refused = await place(taker, { side: 'buy', type: 'market', amount: '1.5', max_slippage: '0.3' });
    expect(refused).toMatchObject({ status: 400, json: { message: 'The average price would be more than 0.3% from the best price' } });
    expect(await holdingsOf(t.handle.db, taker.id)).toEqual(before);
    const walked = orderOf(await place(taker, { side: 'buy', type: 'market', amount: '1.5', max_slippage: '0.4' }));
    expect(walked).toMatchObject({ status: 'filled', filled: '1.5', avg_price: '102.333333333333' });

    // more than the book holds: what is there fills, the rest is cancelled
    const swept = orderOf(await place(taker, { side: 'buy', type: 'market', amount: '2' }));
    expect(swept).toMatchObject({ status: 'cancelled', filled: '0.5', avg_price: '103' });
    expect(await place(taker, { side: 'buy', type: 'market', amount: '1' })).toMatchObject({
      status: 400,
      json: { message: 'The book has no orders this market order could meet' },
    });
    expect(await place(taker, { side: 'buy', type: 'market', amount: '1', time_in_force: 'gtc' })).toMatchObject({ status: 400 });
    expect(await place(taker, { side: 'buy', type: 'limit', price: '1', amount: '1', max_slippage: '1' })).toMatchObject({ status: 400 });
    for (const who of [maker, taker]) await expectBooksBalance(t.handle.db, who.id);
  });

  it('self-trade prevention: an order that would meet its own user’s stops there and is cancelled; the resting one stays', async () => {
    const { pair, base } = await testPair(t.handle.db);
    const place = placer(pair);
    const other = await trader({ [base]: '1' });
    const me = await trader({ USDT: '1000', [base]: '1' });
    await place(other, { side: 'sell', type: 'limit', price: '104', amount: '1' });
    const mine = orderOf(await place(me, { side: 'sell', type: 'limit', price: '103', amount: '1' }));
    const buy = orderOf(await place(me, { side: 'buy', type: 'limit', price: '105', amount: '1' }));
    expect(buy).toMatchObject({ status: 'cancelled', filled: '0' });
    const [row] = await t.handle.db
      .select()
      .from(spotOrders)
      .where(eq(spotOrders.id, Number(buy.id)));
    expect(row?.finishAs).toBe('stp');
    const [resting] = await t.handle.db
      .select()
      .from(spotOrders)
      .where(eq(spotOrders.id, Number(mine.id)));
    expect(resting?.status).toBe('open');
    await expectBooksBalance(t.handle.db, me.id);
  });

  it('a retried placement with the same client id answers the first order and moves money once, even in parallel', async () => {
    const { pair } = await testPair(t.handle.db);
    const place = placer(pair);
    const me = await trader({ USDT: '1000' });
    const results = await Promise.all(
      Array.from({ length: 5 }, () => place(me, { side: 'buy', type: 'limit', price: '90', amount: '1', text: 't-double-click' })),
    );
    expect(new Set(results.map((r) => orderOf(r).id)).size).toBe(1);
    expect((await holdingsOf(t.handle.db, me.id)).USDT).toEqual({ available: '910', locked: '90' });
    expect(await place(me, { side: 'buy', type: 'limit', price: '90', amount: '1', text: 'double' })).toMatchObject({ status: 400 });
  });

  it('announces each change on commit: the book’s next update id with the touched levels as they stand and the trades; each user’s orders and fills', async () => {
    const { pair, base } = await testPair(t.handle.db);
    const place = placer(pair);
    const maker = await trader({ [base]: '3' });
    const taker = await trader({ USDT: '1000' });
    let users: UserEvent[] = [];
    const books = await announced(BOOK_CHANNEL, decodeBookEvent, async () => {
      users = await announced(USER_CHANNEL, decodeUserEvent, async () => {
        await place(maker, { side: 'sell', type: 'limit', price: '100', amount: '1' });
        await place(maker, { side: 'sell', type: 'limit', price: '100', amount: '2' });
        await place(taker, { side: 'buy', type: 'limit', price: '100', amount: '1.5' });
      });
    });
    const mine = books.filter((b): b is BookEvent => b.pair === pair);
    expect(mine.map((b) => [b.seq, b.last, b.asks, b.bids])).toEqual([
      [1, true, [['100', '1']], []],
      [2, true, [['100', '3']], []],
      [3, true, [['100', '1.5']], []],
    ]);
    expect(mine[2]?.trades.map((tr) => [tr.side, tr.price, tr.amount])).toEqual([
      ['buy', '100', '1'],
      ['buy', '100', '0.5'],
    ]);
    const takers = users.filter((u) => u.userId === taker.id);
    expect(takers.flatMap((u) => u.orders.map((o) => [o.event, o.finish_as, o.left]))).toEqual([['finish', 'filled', '0']]);
    expect(takers.flatMap((u) => u.trades.map((tr) => [tr.role, tr.side, tr.amount]))).toEqual([
      ['taker', 'buy', '1'],
      ['taker', 'buy', '0.5'],
    ]);
    const makers = users.filter((u) => u.userId === maker.id);
    expect(makers.flatMap((u) => u.orders.map((o) => [o.event, o.left]))).toEqual([
      ['put', '1'],
      ['put', '2'],
      ['finish', '0'],
      ['update', '1.5'],
    ]);
    expect(makers.flatMap((u) => u.trades.map((tr) => [tr.role, tr.side]))).toEqual([
      ['maker', 'sell'],
      ['maker', 'sell'],
    ]);
  });
});
