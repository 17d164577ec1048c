import { and, eq, inArray, sql } from 'drizzle-orm';
import { MAX_OPEN_ORDERS, type OrderSide, type OrderType, type SpotOrder, type TimeInForce } from '@exchange/contract/trade';
import { parseDecimal, toText, type Dec } from '@exchange/decimal/dec';
import { add, cmp, mul, normal, sub } from '@exchange/decimal/text';
import type { Db } from '../../db/client';
import { spotFills, spotOrders, users } from '../../db/schema';
import type { SpotMarketRow } from '../spot';
import type { Tx } from '../../security/rateLimit';
import { spotFeesOf } from '../tiers';
import { applyBalanceChanges, lockBalanceRows } from './balances';
import { announcePlacement } from './announce';
import { crossingMakers, lockPair } from './book';
import { match } from './match';
import { OrderBook } from './order-book';
import { averagePrice, toSpotOrder, type OrderRow } from './orders';
import { settle, type Rates, type Settlement } from './settlement';

/**
 * Placing an order (docs/MATCHING.md): one transaction that takes the user's lock (their open-order
 * count, their client ids), then the pair's book lock, reads the resting orders the new one may
 * meet, matches it in memory (match.ts), and only then, when the user can pay for all of it, moves
 * every balance, stores the order, its fills and the makers' new state, bumps the book's update id
 * and announces the change. Nothing is acknowledged before the transaction commits, so an answered
 * order and its fills survive a crash; a refusal changes nothing.
 */

export interface NewOrder {
  readonly userId: number;
  readonly market: SpotMarketRow;
  readonly side: OrderSide;
  readonly type: OrderType;
  /** the limit price (limit orders only) */
  readonly price: string | undefined;
  readonly amount: string;
  readonly timeInForce: TimeInForce;
  /** market orders: refuse when the average price is further than this (percent) from the best */
  readonly maxSlippage: string | undefined;
  /** the client's own id (Gate's `text`) */
  readonly clientId: string | undefined;
  readonly now: Date;
}

export type Placed = { ok: true; order: SpotOrder } | { ok: false; message: string };

const dec = (text: string): Dec => {
  const d = parseDecimal(text);
  if (!d) throw new Error(`not a decimal: ${text}`);
  return d;
};
const opposite = (side: OrderSide): OrderSide => (side === 'buy' ? 'sell' : 'buy');

/** Whether the average of `fills` is more than `percent` % from the first (the best) price. */
export function beyondSlippage(fills: readonly { price: string; amount: string }[], percent: string): boolean {
  const best = fills[0]?.price;
  if (best === undefined) return false;
  const amount = fills.reduce((sum, f) => add(sum, f.amount), '0');
  const total = fills.reduce((sum, f) => add(sum, mul(f.price, f.amount)), '0');
  // |total − best × amount| × 100 > percent × best × amount, without dividing
  const gap = sub(total, mul(best, amount));
  const size = cmp(gap, '0') < 0 ? sub('0', gap) : gap;
  return cmp(mul(size, '100'), mul(mul(percent, best), amount)) > 0;
}

async function ratesFor(tx: Tx, userIds: readonly number[]): Promise<Map<number, Rates>> {
  const rows = await tx
    .select({ id: users.id, vipLevel: users.vipLevel })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, spotFeesOf(r.vipLevel)]));
}

async function existingByClientId(tx: Tx, userId: number, clientId: string | undefined): Promise<OrderRow | undefined> {
  if (clientId === undefined) return undefined;
  const [row] = await tx
    .select()
    .from(spotOrders)
    .where(and(eq(spotOrders.userId, userId), eq(spotOrders.clientId, clientId)))
    .limit(1);
  return row;
}

async function openOrderCount(tx: Tx, userId: number): Promise<number> {
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(spotOrders)
    .where(and(eq(spotOrders.userId, userId), eq(spotOrders.status, 'open')));
  return open?.n ?? 0;
}

/** Stores the makers' fills: filled, traded total, fee, average price, and filled when nothing is left. */
async function updateMakers(tx: Tx, settlement: Settlement, now: Date): Promise<OrderRow[]> {
  const out: OrderRow[] = [];
  for (const [id, share] of settlement.makers) {
    const filled = sql`${spotOrders.filled} + ${share.filled}::numeric`;
    const [row] = await tx
      .update(spotOrders)
      .set({
        filled,
        filledTotal: sql`${spotOrders.filledTotal} + ${share.filledTotal}::numeric`,
        fee: sql`${spotOrders.fee} + ${share.fee}::numeric`,
        avgPrice: sql`trunc((${spotOrders.filledTotal} + ${share.filledTotal}::numeric) / (${filled}), 12)`,
        status: sql`case when ${filled} >= ${spotOrders.amount} then 'filled' else 'open' end`,
        finishAs: sql`case when ${filled} >= ${spotOrders.amount} then 'filled' else null end`,
        updatedAt: now,
      })
      .where(eq(spotOrders.id, id))
      .returning();
    if (row) out.push(row);
  }
  return out;
}

export async function placeOrder(db: Db, input: NewOrder): Promise<Placed> {
  const { userId, market, side, type, amount, now } = input;
  const pair = market.pair;
  const limit = type === 'limit' && input.price !== undefined ? normal(input.price) : undefined;
  const timeInForce: TimeInForce = type === 'market' ? 'ioc' : input.timeInForce;
  return db.transaction(async (tx): Promise<Placed> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`spot-orders:${userId}`}, 0))`);
    const earlier = await existingByClientId(tx, userId, input.clientId);
    if (earlier) return { ok: true, order: toSpotOrder(earlier) };
    await lockPair(tx, pair);
    const makers = await crossingMakers(tx, pair, side, limit, amount, userId);
    const book = new OrderBook();
    for (const m of makers) book.add({ id: String(m.id), userId: String(m.userId), side: m.side, price: dec(m.price), remaining: dec(m.remaining), seq: m.id });
    const result = match(
      book,
      {
        id: 'new',
        userId: String(userId),
        side,
        price: limit === undefined ? undefined : dec(limit),
        amount: dec(amount),
        timeInForce,
        seq: Number.MAX_SAFE_INTEGER,
      },
      'cancel-newest',
    );
    const fills = result.fills.map((f) => ({
      makerOrderId: Number(f.makerId),
      makerUserId: Number(f.makerUserId),
      makerSide: opposite(side),
      price: normal(toText(f.price)),
      amount: normal(toText(f.amount)),
    }));
    if (type === 'market' && fills.length === 0) return { ok: false, message: 'The book has no orders this market order could meet' };
    if (type === 'market' && input.maxSlippage !== undefined && beyondSlippage(fills, input.maxSlippage)) {
      return { ok: false, message: `The average price would be more than ${normal(input.maxSlippage)}% from the best price` };
    }
    if (result.rested && (await openOrderCount(tx, userId)) >= MAX_OPEN_ORDERS) {
      return { ok: false, message: `You can have at most ${MAX_OPEN_ORDERS} open orders` };
    }
    const rested = result.rested && limit !== undefined ? { price: limit, amount: normal(toText(result.rested.remaining)) } : null;
    const cancelsByMaker = result.selfTradeCancels.map((c) => ({
      id: Number(c.order.id),
      side: c.order.side,
      price: normal(toText(c.order.price)),
      remaining: normal(toText(c.remaining)),
    }));
    const settlement = settle({
      base: market.currA,
      quote: market.currB,
      takerUserId: userId,
      takerSide: side,
      fills,
      rested,
      selfTradeCancels: cancelsByMaker,
      rates: await ratesFor(tx, [userId, ...fills.map((f) => f.makerUserId)]),
    });
    const spend = settlement.takerSpend;
    const held = await lockBalanceRows(tx, [{ userId, asset: spend.asset }, ...settlement.changes.values()]);
    if (cmp(held.get(`${userId}:${spend.asset}`)?.available ?? '0', spend.amount) < 0) return { ok: false, message: 'Insufficient balance' };
    await applyBalanceChanges(tx, settlement.changes.values());

    const { filled, filledTotal, fee } = settlement.taker;
    const finishAs = rested ? null : cmp(filled, amount) >= 0 ? 'filled' : result.selfTradeStopped ? 'stp' : 'ioc';
    const [order] = await tx
      .insert(spotOrders)
      .values({
        userId,
        pair,
        side,
        type,
        price: limit ?? '0',
        amount: normal(amount),
        filled,
        filledTotal,
        avgPrice: averagePrice(filledTotal, filled),
        fee,
        timeInForce,
        status: finishAs === null ? 'open' : finishAs === 'filled' ? 'filled' : 'cancelled',
        finishAs,
        clientId: input.clientId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!order) throw new Error('order not stored');
    const stored = settlement.fills.length
      ? await tx
          .insert(spotFills)
          .values(
            settlement.fills.map((f) => ({
              pair,
              takerOrderId: order.id,
              makerOrderId: f.makerOrderId,
              takerUserId: userId,
              makerUserId: f.makerUserId,
              side,
              price: f.price,
              amount: f.amount,
              takerFee: f.takerFee,
              takerFeeAsset: f.takerFeeAsset,
              makerFee: f.makerFee,
              makerFeeAsset: f.makerFeeAsset,
              createdAt: now,
            })),
          )
          .returning({ id: spotFills.id })
      : [];
    const makerRows = await updateMakers(tx, settlement, now);
    const stpRows = cancelsByMaker.length
      ? await tx
          .update(spotOrders)
          .set({ status: 'cancelled', finishAs: 'stp', updatedAt: now })
          .where(
            inArray(
              spotOrders.id,
              cancelsByMaker.map((c) => c.id),
            ),
          )
          .returning()
      : [];

    await announcePlacement(tx, {
      market,
      order,
      fills: settlement.fills,
      fillIds: stored.map((s) => s.id),
      makerRows,
      stpRows,
      rested,
      now,
    });
    return { ok: true, order: toSpotOrder(order) };
  });
}
