import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { balances, currencies, prices } from '../db/schema';

/**
 * The one valuation every funds figure uses: a balance (available + locked) at its reference USD
 * price, exact in SQL numeric; an asset without a price counts as 0. `total_funds` (the header's
 * summary panel) and `account/balances` (the funds page) both sum it, so they agree.
 */
const usdValue: SQL<string> = sql`((${balances.available} + ${balances.locked}) * coalesce(${prices.usd}, 0))`;
const btcPrice = sql`(select btc.usd from prices as btc where btc.asset = 'BTC')`;
/** USD to 2 places; BTC (the USD total over the BTC price) to 8. */
const usdTotalOf = (total: SQL) => sql<string>`round(${total}, 2)::text`;
const btcTotalOf = (total: SQL) => sql<string>`coalesce(round(${total} / nullif(${btcPrice}, 0), 8), 0)::text`;

/** A user's total funds: every balance valued (usdValue) and summed exactly in SQL numeric. */
export async function totalFunds(db: Db, userId: number): Promise<{ usd: string; btc: string }> {
  const total = sql`coalesce(sum(${usdValue}), 0)`;
  const rows = await db
    .select({ usd: usdTotalOf(total), btc: btcTotalOf(total) })
    .from(balances)
    .leftJoin(prices, eq(prices.asset, balances.asset))
    .where(eq(balances.userId, userId));
  return rows[0] ?? { usd: '0', btc: '0' };
}

export interface FundRow {
  currency: string;
  name: string;
  available: string;
  locked: string;
  usdPrice: string;
  usdValue: string;
}

/**
 * Every balance of the user with its valuation, largest value first (then by symbol), and the
 * totals of the same rows in the same statement (a window sum of the same usdValue): the totals
 * are exactly what `totalFunds` answers for the same data.
 */
export async function fundRows(db: Db, userId: number): Promise<{ rows: FundRow[]; usd: string; btc: string }> {
  const total = sql`sum(${usdValue}) over ()`;
  const rows = await db
    .select({
      currency: balances.asset,
      name: sql<string>`coalesce(${currencies.name}, ${balances.asset})`,
      available: sql<string>`trim_scale(${balances.available})::text`,
      locked: sql<string>`trim_scale(${balances.locked})::text`,
      usdPrice: sql<string>`trim_scale(coalesce(${prices.usd}, 0))::text`,
      usdValue: sql<string>`trim_scale(${usdValue})::text`,
      usd: usdTotalOf(total),
      btc: btcTotalOf(total),
    })
    .from(balances)
    .leftJoin(prices, eq(prices.asset, balances.asset))
    .leftJoin(currencies, eq(currencies.code, balances.asset))
    .where(eq(balances.userId, userId))
    .orderBy(desc(usdValue), balances.asset);
  const first = rows[0];
  const totals = first ? { usd: first.usd, btc: first.btc } : await totalFunds(db, userId);
  return {
    rows: rows.map(({ currency, name, available, locked, usdPrice, usdValue: value }) => ({ currency, name, available, locked, usdPrice, usdValue: value })),
    ...totals,
  };
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
