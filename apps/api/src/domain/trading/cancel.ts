import { and, eq } from 'drizzle-orm';
import type { SpotOrder } from '@exchange/contract/trade';
import { normal, sub } from '@exchange/decimal/text';
import type { Db } from '../../db/client';
import { spotMarkets, spotOrders } from '../../db/schema';
import { applyBalanceChanges, lockBalanceRows } from './balances';
import { announceBook, announceUser, lockPair } from './book';
import { toOrderUpdate, toSpotOrder } from './orders';
import { reserveFor } from './settlement';

/**
 * Cancels one of the user's open orders (docs/MATCHING.md): under the pair's book lock (so it
 * cannot race a fill of the same order: whichever comes first wins, and the other sees the order
 * closed), gives back what it still held locked, takes it off the book and announces both. Null
 * when the order is not the user's or no longer open.
 */
export async function cancelOrder(db: Db, userId: number, id: number, now: Date): Promise<SpotOrder | null> {
  const [found] = await db
    .select({ pair: spotOrders.pair })
    .from(spotOrders)
    .where(and(eq(spotOrders.id, id), eq(spotOrders.userId, userId)));
  if (!found) return null;
  return db.transaction(async (tx) => {
    await lockPair(tx, found.pair);
    const [row] = await tx
      .select({ order: spotOrders, base: spotMarkets.currA, quote: spotMarkets.currB })
      .from(spotOrders)
      .innerJoin(spotMarkets, eq(spotMarkets.pair, spotOrders.pair))
      .where(and(eq(spotOrders.id, id), eq(spotOrders.userId, userId)))
      .for('update', { of: spotOrders });
    if (!row || row.order.status !== 'open') return null;
    const { order } = row;
    const asset = order.side === 'buy' ? row.quote : row.base;
    const reserve = reserveFor(order.side, normal(order.price), normal(sub(order.amount, order.filled)));
    await lockBalanceRows(tx, [{ userId, asset }]);
    await applyBalanceChanges(tx, [{ userId, asset, available: reserve, locked: sub('0', reserve) }]);
    const [cancelled] = await tx
      .update(spotOrders)
      .set({ status: 'cancelled', finishAs: 'cancelled', updatedAt: now })
      .where(eq(spotOrders.id, id))
      .returning();
    if (!cancelled) return null;
    await announceBook(tx, order.pair, now.getTime(), [{ side: order.side, price: order.price }], []);
    await announceUser(tx, userId, [toOrderUpdate(cancelled, 'finish', order.side === 'buy' ? row.base : row.quote)], []);
    return toSpotOrder(cancelled);
  });
}
