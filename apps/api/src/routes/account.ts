import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { totalFunds } from '@exchange/contract/account';
import { balances, prices } from '../db/schema';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';

export function accountRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * Total funds: every balance (available + locked) valued at its USD price, summed exactly in
   * SQL numeric; USD to 2 places, BTC (USD total over the BTC price) to 8. Assets without a
   * price count as 0.
   */
  serve(app, totalFunds, async (c) => {
    await readInput(c, totalFunds);
    const { user } = requireUser(c);
    const usdTotal = sql`coalesce(sum((${balances.available} + ${balances.locked}) * ${prices.usd}), 0)`;
    const btcPrice = sql`(select btc.usd from prices as btc where btc.asset = 'BTC')`;
    const rows = await c.var.db
      .select({
        usd: sql<string>`round(${usdTotal}, 2)::text`,
        btc: sql<string>`coalesce(round(${usdTotal} / nullif(${btcPrice}, 0), 8), 0)::text`,
      })
      .from(balances)
      .leftJoin(prices, eq(prices.asset, balances.asset))
      .where(eq(balances.userId, user.id));
    const totals = rows[0] ?? { usd: '0', btc: '0' };
    return answer(c, totalFunds, { code: 0, message: '', data: { total_usd: totals.usd, total_btc: totals.btc } });
  });

  return app;
}
