import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { add, cmp, mul, normal, sub } from '@exchange/decimal/text';
import type { Db } from '../../db/client';
import { balances, spotBooks, spotOrders, users } from '../../db/schema';
import type { SpotMarketRow } from '../spot';
import type { Tx } from '../../security/rateLimit';
import { applyBalanceChanges, lockBalanceRows } from './balances';
import { announceBook, lockPair, type Touched } from './book';
import type { Ladder, Quote } from './ladder';
import { reserveFor } from './settlement';

/**
 * The house's two accounts (docs/MATCHING.md): the market maker, which keeps a ladder of resting
 * orders on the books people watch, and the flow, which trades against the books as the
 * simulator's walk moves. Both are ordinary users to the engine (their orders match, lock and
 * settle like anyone's, and self-trade prevention keeps each from meeting itself); they cannot log
 * in (no password hash matches), and their balances are topped up from the house's inventory when
 * they run low, which is the one place money enters the books without a deposit.
 */
export const HOUSE_MAKER_EMAIL = 'market-maker@house.invalid';
export const HOUSE_FLOW_EMAIL = 'market-flow@house.invalid';

/** The account's id, created on first use. */
export async function houseAccount(db: Db, email: string, nickname: string): Promise<number> {
  await db.insert(users).values({ email, passwordHash: '!house', nickname }).onConflictDoNothing();
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`house account ${email} missing`);
  return row.id;
}

/** Raises the (locked) row's available to at least `floor` (the house's inventory); rows must be locked by the caller. */
export async function topUp(tx: Tx, userId: number, asset: string, held: string, floor: string): Promise<void> {
  if (cmp(held, floor) >= 0) return;
  await tx
    .update(balances)
    .set({ available: floor })
    .where(and(eq(balances.userId, userId), eq(balances.asset, asset)));
}

/** Books someone watches until `until` (a page, a stream, an order): the maker quotes them. */
export async function markWanted(db: Db, pairs: readonly string[], until: Date): Promise<void> {
  if (pairs.length === 0) return;
  await db
    .insert(spotBooks)
    .values(pairs.map((pair) => ({ pair, wantedUntil: until })))
    .onConflictDoUpdate({ target: spotBooks.pair, set: { wantedUntil: sql`greatest(${spotBooks.wantedUntil}, excluded.wanted_until)` } });
}

/** The pairs watched now. */
export async function wantedPairs(db: Db, now: Date): Promise<string[]> {
  const rows = await db.select({ pair: spotBooks.pair }).from(spotBooks).where(gt(spotBooks.wantedUntil, now));
  return rows.map((r) => r.pair);
}

/** How much of each asset the maker keeps available at least (its inventory is the house's). */
const INVENTORY = '1000000000000';

/**
 * Sets the maker's resting orders on a pair to `target` in one transaction under the pair's lock:
 * keeps the orders already at a target price with at least half the target amount left, cancels the
 * rest, and places what is missing, except a quote that would cross another user's resting order
 * (the maker never takes: the flow does). Announces the touched levels. Answers whether anything changed.
 */
export async function requote(db: Db, makerId: number, market: SpotMarketRow, target: Ladder, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPair(tx, market.pair);
    const mine = await tx
      .select({ id: spotOrders.id, side: spotOrders.side, price: spotOrders.price, amount: spotOrders.amount, filled: spotOrders.filled })
      .from(spotOrders)
      .where(and(eq(spotOrders.pair, market.pair), eq(spotOrders.status, 'open'), eq(spotOrders.userId, makerId)));
    const [others] = await tx
      .select({
        bid: sql<string | null>`max(${spotOrders.price}) filter (where ${spotOrders.side} = 'buy')`,
        ask: sql<string | null>`min(${spotOrders.price}) filter (where ${spotOrders.side} = 'sell')`,
      })
      .from(spotOrders)
      .where(and(eq(spotOrders.pair, market.pair), eq(spotOrders.status, 'open'), ne(spotOrders.userId, makerId)));
    const userBid = others?.bid ?? null;
    const userAsk = others?.ask ?? null;
    const wanted = [
      ...target.bids.filter((q) => userAsk === null || cmp(q.price, userAsk) < 0).map((q) => ({ side: 'buy' as const, ...q })),
      ...target.asks.filter((q) => userBid === null || cmp(q.price, userBid) > 0).map((q) => ({ side: 'sell' as const, ...q })),
    ];
    const keep = new Set<number>();
    const missing: (Quote & { side: 'buy' | 'sell' })[] = [];
    for (const q of wanted) {
      const held = mine.find((o) => !keep.has(o.id) && o.side === q.side && cmp(o.price, q.price) === 0);
      // an order at the price with at least half the target left keeps its place in the queue
      if (held && cmp(mul(sub(held.amount, held.filled), '2'), q.amount) >= 0) keep.add(held.id);
      else missing.push(q);
    }
    const cancels = mine.filter((o) => !keep.has(o.id));
    if (cancels.length === 0 && missing.length === 0) return false;

    const base = market.currA;
    const quote = market.currB;
    const assetOf = (side: 'buy' | 'sell') => (side === 'buy' ? quote : base);
    const held = await lockBalanceRows(tx, [
      { userId: makerId, asset: base },
      { userId: makerId, asset: quote },
    ]);
    for (const asset of [base, quote]) await topUp(tx, makerId, asset, held.get(`${makerId}:${asset}`)?.available ?? '0', INVENTORY);
    // what moves from available to locked, per asset (negative: back to available)
    const locking = new Map<string, string>();
    const lock = (asset: string, amount: string) => locking.set(asset, normal(add(locking.get(asset) ?? '0', amount)));
    for (const o of cancels) lock(assetOf(o.side), sub('0', reserveFor(o.side, normal(o.price), normal(sub(o.amount, o.filled)))));
    for (const q of missing) lock(assetOf(q.side), reserveFor(q.side, q.price, q.amount));
    await applyBalanceChanges(
      tx,
      [...locking].map(([asset, locked]) => ({ userId: makerId, asset, available: sub('0', locked), locked })),
    );
    if (cancels.length > 0) {
      await tx
        .update(spotOrders)
        .set({ status: 'cancelled', finishAs: 'cancelled', updatedAt: now })
        .where(
          inArray(
            spotOrders.id,
            cancels.map((o) => o.id),
          ),
        );
    }
    if (missing.length > 0) {
      await tx.insert(spotOrders).values(
        missing.map((q) => ({
          userId: makerId,
          pair: market.pair,
          side: q.side,
          type: 'limit' as const,
          price: q.price,
          amount: q.amount,
          status: 'open' as const,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    const touched: Touched[] = [...cancels.map((o) => ({ side: o.side, price: o.price })), ...missing.map((q) => ({ side: q.side, price: q.price }))];
    await announceBook(tx, market.pair, now.getTime(), touched, []);
    return true;
  });
}

/** Takes every maker order off a pair (nobody watches it any more). */
export async function withdrawQuotes(db: Db, makerId: number, market: SpotMarketRow, now: Date): Promise<boolean> {
  return requote(db, makerId, market, { bids: [], asks: [] }, now);
}

/** Raises the account's available of each asset to the house's inventory floor (its own transaction). */
export async function fundHouse(db: Db, userId: number, assets: readonly string[]): Promise<void> {
  await db.transaction(async (tx) => {
    const held = await lockBalanceRows(
      tx,
      assets.map((asset) => ({ userId, asset })),
    );
    for (const asset of assets) await topUp(tx, userId, asset, held.get(`${userId}:${asset}`)?.available ?? '0', INVENTORY);
  });
}
