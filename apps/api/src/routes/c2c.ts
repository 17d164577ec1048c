import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import { getBuyCryptoFiatSetting } from '@exchange/contract/c2c';
import { fiatSettings } from '../db/schema';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

export function c2cRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** Buy-crypto methods per fiat (public), sorted by fiat code. */
  serve(app, getBuyCryptoFiatSetting, async (c) => {
    await readInput(c, getBuyCryptoFiatSetting);
    const rows = await c.var.db.select().from(fiatSettings).orderBy(asc(fiatSettings.fiat));
    return answer(c, getBuyCryptoFiatSetting, {
      code: 0,
      message: '',
      data: rows.map((r) => ({ fiat: r.fiat, credit_card: r.creditCard, bank_transfer: r.bankTransfer, p2p: r.p2p })),
    });
  });

  return app;
}
