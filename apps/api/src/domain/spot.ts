import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_OPEN_ORDERS, SPOT_FEE_RATE, type OrderSide, type OrderType, type SpotBalance, type SpotOrder } from '@exchange/contract/trade';
import type { Db } from '../db/client';
import { balances, candles1m, spotMarkets, spotOrders } from '../db/schema';
import type { Tx } from '../security/rateLimit';
import { add, cmp, fixed, max, min, mul, normal, sub, unitOf } from '@exchange/decimal/text';
import type { LivePrices } from './livePrices';

/**
 * Spot trading against the market simulator (contract: packages/contract/src/trade.ts).
 *
 * Money moves only inside transactions that hold row locks on the balances they change, taken in
 * one order (by asset) so two transactions never wait on each other in a circle: placing takes a
 * per-user advisory lock (the open-order count), then the user's two balance rows of the pair
 * (`select … for update`); cancelling and the matcher lock the order row first, then the balances.
 * The CHECK constraints on balances (never negative) are the last line of defence.
 */

export type SpotMarketRow = typeof spotMarkets.$inferSelect;
type OrderRow = typeof spotOrders.$inferSelect;

/** The figures of a pair now: the latest tick this instance heard, else the stored row. */
export interface PairQuote extends PairPrice {
  open24h: string;
  high24h: string;
  low24h: string;
  /** 24 h volume in the quote currency */
  volume24h: string;
}

/** A spot pair listed under one of `quotes` (the request site's), or undefined. */
export async function findPair(db: Db, pair: string, quotes: readonly string[]): Promise<SpotMarketRow | undefined> {
  const [row] = await db
    .select()
    .from(spotMarkets)
    .where(and(eq(spotMarkets.pair, pair), inArray(spotMarkets.currB, [...quotes])))
    .limit(1);
  return row;
}

/** The pair's price now, with the simulator's one-step spread. */
export interface PairPrice {
  last: string;
  bid: string;
  ask: string;
}

/**
 * The pair's price now: the latest tick this instance heard, else the stored rate on the pair's
 * price decimals (the leader persists it every few seconds) with bid and ask one price step either
 * side, as the simulator quotes them.
 */
export function pairPrice(live: LivePrices | undefined, row: SpotMarketRow): PairPrice {
  const tick = live?.spotTick(row.pair);
  if (tick) return { last: tick.last, bid: tick.bid, ask: tick.ask };
  const d = row.priceDecimals;
  const unit = unitOf(d);
  const last = max(fixed(row.rate, d), fixed(unit, d));
  return { last, bid: fixed(max(sub(last, unit), unit), d), ask: fixed(add(last, unit), d) };
}

/**
 * The pair's figures now (pair info): the price (pairPrice) and the rolling 24 h figures, from the
 * latest tick when there is one; otherwise from the stored row, the 24 h high and low from the
 * stored 1-minute candles of the last 24 h and the last price.
 */
export async function pairQuote(db: Db, live: LivePrices | undefined, row: SpotMarketRow, nowMs: number): Promise<PairQuote> {
  const tick = live?.spotTick(row.pair);
  if (tick) {
    return { last: tick.last, bid: tick.bid, ask: tick.ask, open24h: tick.open24h, high24h: tick.high24h, low24h: tick.low24h, volume24h: tick.quoteVolume };
  }
  const price = pairPrice(undefined, row);
  const d = row.priceDecimals;
  const [range] = await db
    .select({ high: sql<string | null>`max(${candles1m.h})`, low: sql<string | null>`min(${candles1m.l})` })
    .from(candles1m)
    .where(and(eq(candles1m.market, 'spot'), eq(candles1m.name, row.pair), sql`${candles1m.t} >= ${Math.floor(nowMs / 1000) - 86_400}`));
  const open24h = fixed(row.open24h, d);
  const high = range?.high ? max(normal(range.high), price.last) : max(price.last, open24h);
  const low = range?.low ? min(normal(range.low), price.last) : min(price.last, open24h);
  return { ...price, open24h, high24h: fixed(high, d), low24h: fixed(low, d), volume24h: normal(row.volume) };
}

export function toSpotOrder(row: OrderRow): SpotOrder {
  return {
    id: String(row.id),
    pair: row.pair,
    side: row.side,
    type: row.type,
    price: normal(row.price),
    amount: normal(row.amount),
    filled: normal(row.filled),
    avg_price: normal(row.avgPrice),
    fee: normal(row.fee),
    status: row.status,
    create_time_ms: row.createdAt.getTime(),
    update_time_ms: row.updatedAt.getTime(),
  };
}

/** What an open order holds locked: price × amount of the quote (buy) or the amount of the base (sell). */
export function reserveOf(order: { side: OrderSide; price: string; amount: string }): string {
  return order.side === 'buy' ? mul(order.price, order.amount) : order.amount;
}

/** Makes sure the user has a row per asset (zero when new), in asset order. */
async function ensureBalanceRows(tx: Tx, userId: number, assets: readonly string[]): Promise<void> {
  for (const asset of [...assets].sort()) {
    await tx.insert(balances).values({ userId, asset }).onConflictDoNothing();
  }
}

/** Locks the user's rows of these assets (in asset order) and answers them by asset. */
async function lockBalances(tx: Tx, userId: number, assets: readonly string[]): Promise<Map<string, { available: string; locked: string }>> {
  await ensureBalanceRows(tx, userId, assets);
  const rows = await tx
    .select({ asset: balances.asset, available: balances.available, locked: balances.locked })
    .from(balances)
    .where(and(eq(balances.userId, userId), inArray(balances.asset, [...assets])))
    .orderBy(asc(balances.asset))
    .for('update');
  return new Map(rows.map((r) => [r.asset, { available: r.available, locked: r.locked }]));
}

async function changeBalance(tx: Tx, userId: number, asset: string, change: { available?: string; locked?: string }): Promise<void> {
  await tx
    .update(balances)
    .set({
      available: sql`${balances.available} + ${change.available ?? '0'}::numeric`,
      locked: sql`${balances.locked} + ${change.locked ?? '0'}::numeric`,
    })
    .where(and(eq(balances.userId, userId), eq(balances.asset, asset)));
}

const negate = (value: string) => sub('0', value);

/**
 * Moves the money of a whole fill at `price` (the balance rows locked by the caller): takes the
 * order's reserve from `locked`, gives back what the fill did not spend, and credits the other
 * currency less SPOT_FEE_RATE. Answers the fee (in the currency received).
 */
async function settleFill(
  tx: Tx,
  order: { userId: number; side: OrderSide; amount: string },
  base: string,
  quote: string,
  price: string,
  reserve: string,
): Promise<string> {
  const amount = normal(order.amount);
  if (order.side === 'buy') {
    const cost = mul(price, amount);
    const fee = mul(amount, SPOT_FEE_RATE);
    await changeBalance(tx, order.userId, quote, { locked: negate(reserve), available: sub(reserve, cost) });
    await changeBalance(tx, order.userId, base, { available: sub(amount, fee) });
    return fee;
  }
  const gross = mul(price, amount);
  const fee = mul(gross, SPOT_FEE_RATE);
  await changeBalance(tx, order.userId, base, { locked: negate(reserve) });
  await changeBalance(tx, order.userId, quote, { available: sub(gross, fee) });
  return fee;
}

export interface NewOrder {
  userId: number;
  market: SpotMarketRow;
  side: OrderSide;
  type: OrderType;
  /** the limit price (limit orders only) */
  price: string | undefined;
  amount: string;
  quote: PairPrice;
  now: Date;
}

export type Placed = { ok: true; order: SpotOrder } | { ok: false; message: string };

/** Whether an order fills at once: a market order, a buy at or above the ask, a sell at or below the bid. */
export function isMarketable(side: OrderSide, type: OrderType, price: string | undefined, quote: { bid: string; ask: string }): boolean {
  if (type === 'market' || price === undefined) return true;
  return side === 'buy' ? cmp(price, quote.ask) >= 0 : cmp(price, quote.bid) <= 0;
}

/**
 * Places a validated order in one transaction: under the user's advisory lock, counts the open
 * orders (for an order that would rest), locks the balance rows it touches, checks and moves the
 * reserve from available to locked and, when marketable, fills it at once at the ask (buy) or bid
 * (sell), then stores the order as it stands. A market buy reserves amount × ask.
 */
export async function placeOrder(db: Db, input: NewOrder): Promise<Placed> {
  const { userId, market, side, type, amount, quote, now } = input;
  const marketable = isMarketable(side, type, input.price, quote);
  const fillPrice = side === 'buy' ? quote.ask : quote.bid;
  const limitPrice = type === 'limit' && input.price !== undefined ? normal(input.price) : '0';
  const reserve = side === 'buy' ? mul(amount, type === 'market' ? quote.ask : limitPrice) : normal(amount);
  const spendAsset = side === 'buy' ? market.currB : market.currA;
  return db.transaction(async (tx): Promise<Placed> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`spot-orders:${userId}`}, 0))`);
    if (!marketable) {
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(spotOrders)
        .where(and(eq(spotOrders.userId, userId), eq(spotOrders.status, 'open')));
      if ((open?.n ?? 0) >= MAX_OPEN_ORDERS) return { ok: false, message: `You can have at most ${MAX_OPEN_ORDERS} open orders` };
    }
    // a resting order touches only what it spends; a fill also what it receives
    const held = await lockBalances(tx, userId, marketable ? [market.currA, market.currB] : [spendAsset]);
    const spend = held.get(spendAsset);
    if (!spend || cmp(spend.available, reserve) < 0) return { ok: false, message: 'Insufficient balance' };
    await changeBalance(tx, userId, spendAsset, { available: negate(reserve), locked: reserve });
    const outcome = marketable
      ? {
          status: 'filled' as const,
          filled: normal(amount),
          avgPrice: fillPrice,
          fee: await settleFill(tx, { userId, side, amount }, market.currA, market.currB, fillPrice, reserve),
        }
      : { status: 'open' as const };
    const [order] = await tx
      .insert(spotOrders)
      .values({ userId, pair: market.pair, side, type, price: limitPrice, amount: normal(amount), ...outcome, createdAt: now, updatedAt: now })
      .returning();
    if (!order) throw new Error('order not stored');
    return { ok: true, order: toSpotOrder(order) };
  });
}

/** Cancels one of the user's open orders and releases its reserve; null when it is not theirs or not open. */
export async function cancelOrder(db: Db, userId: number, id: number, now: Date): Promise<SpotOrder | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: spotOrders, base: spotMarkets.currA, quote: spotMarkets.currB })
      .from(spotOrders)
      .innerJoin(spotMarkets, eq(spotMarkets.pair, spotOrders.pair))
      .where(and(eq(spotOrders.id, id), eq(spotOrders.userId, userId)))
      .for('update', { of: spotOrders });
    if (!row || row.order.status !== 'open') return null;
    const { order } = row;
    const asset = order.side === 'buy' ? row.quote : row.base;
    await lockBalances(tx, userId, [asset]);
    const reserve = reserveOf({ side: order.side, price: order.price, amount: order.amount });
    await changeBalance(tx, userId, asset, { available: reserve, locked: negate(reserve) });
    const [cancelled] = await tx.update(spotOrders).set({ status: 'cancelled', updatedAt: now }).where(eq(spotOrders.id, id)).returning();
    return cancelled ? toSpotOrder(cancelled) : null;
  });
}

/**
 * Fills one resting order the simulator's price reached, at its limit price, in its own
 * transaction: the order row is locked and its status checked again first, so a cancel that got
 * there first wins (and a fill that got there first makes the cancel a 404). False when it was no
 * longer open.
 */
export async function fillResting(db: Db, id: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: spotOrders, base: spotMarkets.currA, quote: spotMarkets.currB })
      .from(spotOrders)
      .innerJoin(spotMarkets, eq(spotMarkets.pair, spotOrders.pair))
      .where(eq(spotOrders.id, id))
      .for('update', { of: spotOrders });
    if (!row || row.order.status !== 'open' || row.order.type !== 'limit') return false;
    const { order } = row;
    await lockBalances(tx, order.userId, [row.base, row.quote]);
    const price = normal(order.price);
    const fee = await settleFill(tx, order, row.base, row.quote, price, reserveOf({ side: order.side, price, amount: order.amount }));
    await tx.update(spotOrders).set({ status: 'filled', filled: order.amount, avgPrice: price, fee, updatedAt: now }).where(eq(spotOrders.id, order.id));
    return true;
  });
}

/** The user's orders, newest first: the open ones, or the latest 50 filled or cancelled. */
export async function listOrders(db: Db, userId: number, status: 'open' | 'history', pair: string | undefined): Promise<SpotOrder[]> {
  const conditions = [eq(spotOrders.userId, userId), status === 'open' ? eq(spotOrders.status, 'open') : inArray(spotOrders.status, ['filled', 'cancelled'])];
  if (pair) conditions.push(eq(spotOrders.pair, pair));
  const rows = await db
    .select()
    .from(spotOrders)
    .where(and(...conditions))
    .orderBy(desc(spotOrders.id))
    .limit(status === 'open' ? MAX_OPEN_ORDERS * 2 : 50);
  return rows.map(toSpotOrder);
}

/** The user's balances of these currencies, in the order asked; zero for one the user holds none of. */
export async function readBalances(db: Db, userId: number, currencies: readonly string[]): Promise<SpotBalance[]> {
  const rows = await db
    .select({ asset: balances.asset, available: balances.available, locked: balances.locked })
    .from(balances)
    .where(and(eq(balances.userId, userId), inArray(balances.asset, [...currencies])));
  const byAsset = new Map(rows.map((r) => [r.asset, r]));
  return currencies.map((currency) => {
    const row = byAsset.get(currency);
    return { currency, available: row ? normal(row.available) : '0', locked: row ? normal(row.locked) : '0' };
  });
}
