import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@exchange/contract/errors';
import { spotFeeRates, spotMarketTrades, spotMyTrades, spotOrderBookSnapshot, type UserTrade } from '@exchange/contract/book';
import { spotBooks, spotFills, spotOrders } from '../db/schema';
import { spotFeesOf } from '../domain/tiers';
import { rowsOf } from '../domain/sqlRows';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs } from '../../test/http';
import { newTrader } from '../../test/traders';

/** The book, trades, my_trades and fee reads over rows written here (no engine needed). */

const t = useFreshApp();
const BOOK = spotOrderBookSnapshot.path;
const TRADES = spotMarketTrades.path;
const MINE = spotMyTrades.path;
const FEE = spotFeeRates.path;
/** a pair the seed leaves without orders or fills */
const PAIR = 'LTC_USDT';
/** a host whose site lists only USDC pairs */
const MALTA = 'mt.localhost:3000';

let emails = 0;
const trader = () => newTrader(t.app, t.handle.db, `book-${(emails += 1)}@test.example`, {});

const at = new Date('2026-01-02T03:04:05.678Z');

async function rest(userId: number, side: 'buy' | 'sell', price: string, amount: string, extra: Partial<typeof spotOrders.$inferInsert> = {}): Promise<number> {
  const [row] = await t.handle.db
    .insert(spotOrders)
    .values({ userId, pair: PAIR, side, type: 'limit', price, amount, status: 'open', createdAt: at, updatedAt: at, ...extra })
    .returning({ id: spotOrders.id });
  if (!row) throw new Error('no order');
  return row.id;
}

interface FillSpec {
  taker: { user: number; order: number };
  maker: { user: number; order: number };
  side: 'buy' | 'sell';
  price: string;
  amount: string;
  ms: number;
}

async function fill(f: FillSpec): Promise<number> {
  const [row] = await t.handle.db
    .insert(spotFills)
    .values({
      pair: PAIR,
      takerOrderId: f.taker.order,
      makerOrderId: f.maker.order,
      takerUserId: f.taker.user,
      makerUserId: f.maker.user,
      side: f.side,
      price: f.price,
      amount: f.amount,
      // the taker buying receives the base, a maker selling the quote (and the other way round)
      takerFee: '0.001',
      takerFeeAsset: f.side === 'buy' ? 'LTC' : 'USDT',
      makerFee: '0.05',
      makerFeeAsset: f.side === 'buy' ? 'USDT' : 'LTC',
      createdAt: new Date(f.ms),
    })
    .returning({ id: spotFills.id });
  if (!row) throw new Error('no fill');
  return row.id;
}

/** Everything these tests may write, to check that a refused read changed nothing. */
async function state(): Promise<string> {
  const [orders] = rowsOf(await t.handle.db.execute(sql`select count(*)::int as n, coalesce(sum(amount - filled), 0)::text as rest from spot_orders`));
  const [fills] = rowsOf(await t.handle.db.execute(sql`select count(*)::int as n from spot_fills`));
  const [books] = rowsOf(await t.handle.db.execute(sql`select coalesce(sum(seq), 0)::text as s from spot_books`));
  return JSON.stringify([orders, fills, books]);
}

describe('order_book', () => {
  it('answers id 0 and no levels for a pair nobody trades', async () => {
    const res = await call(t.app, `${BOOK}?pair=${PAIR}`);
    expect(res.status).toBe(200);
    const book = spotOrderBookSnapshot.answer.parse(res.json).data;
    expect(book).toMatchObject({ id: 0, asks: [], bids: [] });
    expect(book?.current).toBe(book?.update);
  });

  it('sums what rests per price (amount − filled of open orders), asks lowest first, bids highest first, at the book’s id', async () => {
    const a = await trader();
    const b = await trader();
    await rest(a.id, 'sell', '101.50', '1.5');
    await rest(b.id, 'sell', '101.5', '2', { filled: '0.25' });
    await rest(a.id, 'sell', '100.2', '0.3');
    await rest(b.id, 'sell', '99.9', '5', { status: 'filled', filled: '5', finishAs: 'filled' });
    await rest(a.id, 'sell', '99.8', '5', { status: 'cancelled', finishAs: 'cancelled' });
    await rest(a.id, 'buy', '99.1', '0.5');
    await rest(b.id, 'buy', '99.70', '1');
    await rest(b.id, 'buy', '99.7', '1', { filled: '0.4' });
    await rest(a.id, 'buy', '98', '10');
    await t.handle.db.insert(spotBooks).values({ pair: PAIR, seq: 42 });

    const res = await call(t.app, `${BOOK}?pair=${PAIR}`);
    const book = spotOrderBookSnapshot.answer.parse(res.json).data;
    expect(book).toMatchObject({
      id: 42,
      asks: [
        ['100.2', '0.3'],
        ['101.5', '3.25'],
      ],
      bids: [
        ['99.7', '1.6'],
        ['99.1', '0.5'],
        ['98', '10'],
      ],
    });

    const two = spotOrderBookSnapshot.answer.parse((await call(t.app, `${BOOK}?pair=${PAIR}&limit=1`)).json).data;
    expect(two).toMatchObject({ id: 42, asks: [['100.2', '0.3']], bids: [['99.7', '1.6']] });
  });

  it('refuses bad input with 4xx JSON and changes nothing; a pair the site does not list is 404', async () => {
    const before = await state();
    for (const query of ['', '?pair=ltc_usdt', `?pair=${PAIR}&limit=0`, `?pair=${PAIR}&limit=101`, `?pair=${PAIR}&limit=x`, `?pair=${PAIR}&depth=5`]) {
      const res = await call(t.app, `${BOOK}${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({ code: expect.any(Number) as number, message: expect.any(String) as string });
    }
    expect((await call(t.app, `${BOOK}?pair=NOPE_USDT`)).status).toBe(404);
    expect((await call(t.app, `${BOOK}?pair=${PAIR}`, { host: MALTA })).json).toMatchObject({ code: ErrorCode.notFound, message: `Unknown pair: ${PAIR}` });
    expect((await call(t.app, `${BOOK}?pair=${PAIR}`, { method: 'POST', form: {} })).status).toBe(404);
    expect(await state()).toBe(before);
  });
});

describe('trades and my_trades', () => {
  it('answer the pair’s fills newest first, and each user’s own from their side only', async () => {
    const taker = await trader();
    const maker = await trader();
    const other = await trader();
    const makerSell = await rest(maker.id, 'sell', '100', '3', { status: 'filled', filled: '3', finishAs: 'filled' });
    const takerBuy = await rest(taker.id, 'buy', '100', '3', { status: 'filled', filled: '3', finishAs: 'filled' });
    const makerBuy = await rest(maker.id, 'buy', '99', '1', { status: 'filled', filled: '1', finishAs: 'filled' });
    const takerSell = await rest(taker.id, 'sell', '99', '1', { status: 'filled', filled: '1', finishAs: 'filled' });
    const otherOrder = await rest(other.id, 'sell', '98', '1', { status: 'filled', filled: '1', finishAs: 'filled' });
    const first = await fill({
      taker: { user: taker.id, order: takerBuy },
      maker: { user: maker.id, order: makerSell },
      side: 'buy',
      price: '100.0',
      amount: '3.000',
      ms: 1_767_000_000_123,
    });
    const second = await fill({
      taker: { user: taker.id, order: takerSell },
      maker: { user: maker.id, order: makerBuy },
      side: 'sell',
      price: '99',
      amount: '1',
      ms: 1_767_000_001_456,
    });
    // another user's fill (the maker here is `other`, the taker `maker`): never in `taker`'s list
    const third = await fill({
      taker: { user: maker.id, order: makerBuy },
      maker: { user: other.id, order: otherOrder },
      side: 'buy',
      price: '98',
      amount: '1',
      ms: 1_767_000_002_000,
    });

    const trades = spotMarketTrades.answer.parse((await call(t.app, `${TRADES}?pair=${PAIR}`)).json).data;
    expect(trades.map((x) => x.id)).toEqual([third, second, first]);
    expect(trades[2]).toEqual({
      id: first,
      create_time: 1_767_000_000,
      create_time_ms: '1767000000123',
      side: 'buy',
      currency_pair: PAIR,
      amount: '3',
      price: '100',
    });
    expect(spotMarketTrades.answer.parse((await call(t.app, `${TRADES}?pair=${PAIR}&limit=1`)).json).data.map((x) => x.id)).toEqual([third]);

    const mine = async (cookies: Record<string, string>, query = ''): Promise<UserTrade[]> => {
      const res = await call(t.app, `${MINE}${query}`, { cookies });
      expect(res.status).toBe(200);
      return spotMyTrades.answer.parse(res.json).data;
    };
    expect(await mine(taker.cookies)).toEqual([
      {
        id: second,
        order_id: String(takerSell),
        currency_pair: PAIR,
        side: 'sell',
        role: 'taker',
        amount: '1',
        price: '99',
        fee: '0.001',
        fee_currency: 'USDT',
        create_time_ms: '1767000001456',
      },
      {
        id: first,
        order_id: String(takerBuy),
        currency_pair: PAIR,
        side: 'buy',
        role: 'taker',
        amount: '3',
        price: '100',
        fee: '0.001',
        fee_currency: 'LTC',
        create_time_ms: '1767000000123',
      },
    ]);
    const makers = await mine(maker.cookies);
    expect(makers.map((x) => [x.id, x.role, x.side, x.order_id, x.fee, x.fee_currency])).toEqual([
      [third, 'taker', 'buy', String(makerBuy), '0.001', 'LTC'],
      [second, 'maker', 'buy', String(makerBuy), '0.05', 'LTC'],
      [first, 'maker', 'sell', String(makerSell), '0.05', 'USDT'],
    ]);
    expect((await mine(other.cookies)).map((x) => [x.id, x.role, x.side])).toEqual([[third, 'maker', 'sell']]);
    expect((await mine(maker.cookies, '?limit=2')).map((x) => x.id)).toEqual([third, second]);
    expect(await mine(maker.cookies, '?pair=BTC_USDT')).toEqual([]);
    expect((await mine(maker.cookies, `?pair=${PAIR}&limit=1`)).map((x) => x.id)).toEqual([third]);
    // a user without fills, and the demo trader (whose seeded orders never filled)
    expect(await mine((await trader()).cookies)).toEqual([]);
    expect(await mine(await loginAs(t.app, 'trader@demo.test'))).toEqual([]);
  });

  it('refuses bad input, guests (my_trades) and other sites’ pairs, and changes nothing', async () => {
    const me = await trader();
    const before = await state();
    expect((await call(t.app, MINE)).status).toBe(401);
    expect((await call(t.app, MINE)).json).toMatchObject({ message: 'Login required' });
    for (const path of [TRADES, `${TRADES}?pair=x`, `${TRADES}?pair=${PAIR}&limit=101`, `${MINE}?limit=0`, `${MINE}?pair=1`, `${MINE}?user_id=1`]) {
      const res = await call(t.app, path, { cookies: me.cookies });
      expect(res.status, path).toBe(400);
      expect(res.json).toMatchObject({ code: expect.any(Number) as number, message: expect.any(String) as string });
    }
    expect((await call(t.app, `${TRADES}?pair=${PAIR}`, { host: MALTA })).status).toBe(404);
    expect((await call(t.app, `${MINE}?pair=${PAIR}`, { host: MALTA, cookies: me.cookies })).status).toBe(404);
    expect(await state()).toBe(before);
  });
});

describe('fee', () => {
  it('answers the caller’s VIP level rates, a guest level 0’s', async () => {
    const guest = spotFeeRates.answer.parse((await call(t.app, FEE)).json).data;
    expect(guest).toEqual({ vip_level: 0, maker_fee: spotFeesOf(0).maker, taker_fee: spotFeesOf(0).taker });
    const vip = spotFeeRates.answer.parse((await call(t.app, FEE, { cookies: await loginAs(t.app, 'trader@demo.test') })).json).data;
    expect(vip).toEqual({ vip_level: 3, maker_fee: '0.00165', taker_fee: '0.00185' });
    const fresh = await trader();
    expect(spotFeeRates.answer.parse((await call(t.app, FEE, { cookies: fresh.cookies })).json).data).toMatchObject({ vip_level: 0 });
    expect((await call(t.app, `${FEE}?level=16`)).status).toBe(400);
  });
});

describe('the book statement', () => {
  it('walks the open-order index per side in price order, without sorting the pair’s orders', async () => {
    await t.handle.db.transaction(async (tx) => {
      // the test's table is tiny: with sequential scans allowed the planner rightly prefers them
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const [side, order] of [
        ['sell', sql`price`],
        ['buy', sql`price desc`],
      ] as const) {
        const lines = rowsOf(
          await tx.execute(sql`explain
            select price, sum(amount - filled) from spot_orders
             where pair = ${PAIR} and side = ${side} and status = 'open'
             group by price order by ${order} limit 50`),
        );
        const plan = lines.map((r) => String(Object.values(r)[0])).join('\n');
        expect(plan, plan).toContain('spot_orders_open_pair_idx');
        expect(plan, plan).not.toMatch(/\bSort\b/);
      }
    });
  });
});
