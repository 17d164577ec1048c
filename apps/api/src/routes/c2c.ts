import { Hono } from 'hono';
import { getBuyCryptoFiatSetting } from '@exchange/contract/c2c';
import { buyCryptoFiatSettings } from '../domain/fiats';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

export function c2cRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** Buy-crypto methods per fiat (public), sorted by fiat code. */
  serve(app, getBuyCryptoFiatSetting, async (c) => {
    await readInput(c, getBuyCryptoFiatSetting);
    return answer(c, getBuyCryptoFiatSetting, { code: 0, message: '', data: await buyCryptoFiatSettings(c.var.db) });
  });

  return app;
}
