import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '@exchange/contract/cookies';
import { currFiatMarketRates, siteSettings } from '@exchange/contract/site';
import { fiatRates, siteSettingsFor } from '../domain/siteSettings';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

export function siteRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, siteSettings, async (c) => {
    const { lang } = await readInput(c, siteSettings);
    const data = await siteSettingsFor(c.var.db, c.var.site, { fiatCookie: getCookie(c, COOKIE.fiat), lang });
    return answer(c, siteSettings, { code: 0, message: '', data });
  });

  serve(app, currFiatMarketRates, async (c) => {
    await readInput(c, currFiatMarketRates);
    return answer(c, currFiatMarketRates, { code: 0, message: '', data: await fiatRates(c.var.db) });
  });

  return app;
}
