import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { balances, prices } from '../db/schema';

/**
 * A user's total funds: every balance (available + locked) valued at its USD price, summed exactly
 * in SQL numeric; USD to 2 places, BTC (the USD total over the BTC price) to 8. Assets without a
 * price count as 0.
 */
export async function totalFunds(db: Db, userId: number): Promise<{ usd: string; btc: string }> {
  const usdTotal = sql`coalesce(sum((${balances.available} + ${balances.locked}) * ${prices.usd}), 0)`;
  const btcPrice = sql`(select btc.usd from prices as btc where btc.asset = 'BTC')`;
  const rows = await db
    .select({
      usd: sql<string>`round(${usdTotal}, 2)::text`,
      btc: sql<string>`coalesce(round(${usdTotal} / nullif(${btcPrice}, 0), 8), 0)::text`,
    })
    .from(balances)
    .leftJoin(prices, eq(prices.asset, balances.asset))
    .where(eq(balances.userId, userId));
  return rows[0] ?? { usd: '0', btc: '0' };
}

/** What a user may spend of one asset now (locked excluded), as exact decimal text; '0' without a balance. */
export async function availableBalance(db: Db, userId: number, asset: string): Promise<string> {
  const [row] = await db
    .select({ available: balances.available })
    .from(balances)
    .where(and(eq(balances.userId, userId), eq(balances.asset, asset)))
    .limit(1);
  return row?.available ?? '0';
}
