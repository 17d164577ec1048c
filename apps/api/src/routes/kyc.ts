import { Hono } from 'hono';
import { footerTipsCheck } from '@exchange/contract/kyc';
import { businessTipFor } from '../domain/businessTips';
import { ruleCountry } from '../domain/countries';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

export function kycRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * The business compliance tip (public; legacy envelope `{resMsg: {code: '0', message}, datas}`).
   * The country is the compliance check's (a user's profile country, a guest's location).
   */
  serve(app, footerTipsCheck, async (c) => {
    await readInput(c, footerTipsCheck);
    const { db, location, site } = c.var;
    const user = c.var.session?.user ?? null;
    const tip = await businessTipFor(db, site.key, await ruleCountry(db, user, location), user?.id ?? null);
    return answer(c, footerTipsCheck, { resMsg: { code: '0', message: 'success' }, datas: tip ? [tip] : [] });
  });

  return app;
}
