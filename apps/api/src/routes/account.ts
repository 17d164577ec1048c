import { Hono } from 'hono';
import { accountBalances, totalFunds } from '@exchange/contract/account';
import { fundRows, totalFunds as fundsOf } from '../domain/funds';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';

export function accountRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** Total funds in USD and BTC (domain/funds.ts). */
  serve(app, totalFunds, async (c) => {
    await readInput(c, totalFunds);
    const { user } = requireUser(c);
    const totals = await fundsOf(c.var.db, user.id);
    return answer(c, totalFunds, { code: 0, message: '', data: { total_usd: totals.usd, total_btc: totals.btc } });
  });

  /** Every balance with its USD value and the same totals (domain/funds.ts fundRows). */
  serve(app, accountBalances, async (c) => {
    await readInput(c, accountBalances);
    const { user } = requireUser(c);
    const funds = await fundRows(c.var.db, user.id);
    const list = funds.rows.map((r) => ({
      currency: r.currency,
      name: r.name,
      available: r.available,
      locked: r.locked,
      usd_price: r.usdPrice,
      usd_value: r.usdValue,
    }));
    return answer(c, accountBalances, { code: 0, message: '', data: { balances: list, total_usd: funds.usd, total_btc: funds.btc } });
  });

  return app;
}
