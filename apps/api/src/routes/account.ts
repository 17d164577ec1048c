import { Hono } from 'hono';
import { totalFunds } from '@exchange/contract/account';
import { totalFunds as fundsOf } from '../domain/funds';
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

  return app;
}
