import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Hono } from 'hono';
import type { Db } from '../src/db/client';
import { balances, spotMarkets, spotOrders, users } from '../src/db/schema';
import { add, cmp, normal, sub } from '@exchange/decimal/text';
import { reserveFor } from '../src/domain/trading/settlement';
import type { AppEnv } from '../src/http/env';
import { loginAs } from './http';

/** A new account (the demo password) holding `holdings` (asset → available), logged in. */
export async function newTrader(
  app: Hono<AppEnv>,
  db: Db,
  email: string,
  holdings: Record<string, string>,
): Promise<{ id: number; cookies: Record<string, string> }> {
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'trader@demo.test'));
  if (!demo) throw new Error('no demo trader');
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: demo.hash, nickname: email.split('@')[0] ?? 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  const rows = Object.entries(holdings).map(([asset, available]) => ({ userId: user.id, asset, available }));
  if (rows.length > 0) await db.insert(balances).values(rows);
  return { id: user.id, cookies: await loginAs(app, email) };
}

/** asset → {available, locked} of a user (normalised text). */
export async function holdingsOf(db: Db, userId: number): Promise<Record<string, { available: string; locked: string }>> {
  const rows = await db.select().from(balances).where(eq(balances.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.asset, { available: normal(r.available), locked: normal(r.locked) }]));
}

/**
 * The books balance: no balance is negative, and each asset's `locked` is exactly what the user's
 * open orders hold (price × what is left of the quote for a buy, what is left of the base for a sell).
 */
export async function expectBooksBalance(db: Db, userId: number): Promise<void> {
  const held = await holdingsOf(db, userId);
  const open = await db
    .select({
      side: spotOrders.side,
      price: spotOrders.price,
      amount: spotOrders.amount,
      filled: spotOrders.filled,
      base: spotMarkets.currA,
      quote: spotMarkets.currB,
    })
    .from(spotOrders)
    .innerJoin(spotMarkets, eq(spotMarkets.pair, spotOrders.pair))
    .where(and(eq(spotOrders.userId, userId), eq(spotOrders.status, 'open')));
  const expected: Record<string, string> = {};
  for (const o of open) {
    const asset = o.side === 'buy' ? o.quote : o.base;
    expected[asset] = add(expected[asset] ?? '0', reserveFor(o.side, normal(o.price), normal(sub(o.amount, o.filled))));
  }
  for (const [asset, h] of Object.entries(held)) {
    expect(cmp(h.available, '0'), `${asset} available ${h.available}`).toBeGreaterThanOrEqual(0);
    expect(h.locked, `${asset} locked`).toBe(expected[asset] ?? '0');
  }
}
