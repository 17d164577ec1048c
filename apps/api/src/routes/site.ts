import { asc, count } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '@exchange/contract/cookies';
import { currFiatMarketRates, siteSettings, type SiteSettings } from '@exchange/contract/site';
import { LOCALE_NAMES } from '@exchange/sites/locales';
import type { SiteConfig } from '@exchange/sites/types';
import type { Db } from '../db/client';
import { currencies, fiats } from '../db/schema';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

async function fiatRows(db: Db) {
  return db.select().from(fiats).orderBy(asc(fiats.code));
}

/** The locale prefix for `lang`: none for the site's default locale or a locale the site does not offer. */
export function langPrefix(site: SiteConfig, lang: string | undefined): string {
  if (!lang || lang === site.defaultLocale) return '';
  return (site.locales as readonly string[]).includes(lang) ? lang : '';
}

export function langList(site: SiteConfig): Record<string, string> {
  return Object.fromEntries(site.locales.map((locale) => [locale, LOCALE_NAMES[locale]]));
}

export function siteRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, siteSettings, async (c) => {
    const { lang } = await readInput(c, siteSettings);
    const { db, site } = c.var;
    const [rows, counted] = await Promise.all([fiatRows(db), db.select({ n: count() }).from(currencies)]);
    const known = new Set(rows.map((f) => f.code));
    const cookieFiat = getCookie(c, COOKIE.fiat)?.toUpperCase();
    const siteFiat = known.has(site.defaultFiat) ? site.defaultFiat : 'USD';
    const data: SiteSettings = {
      curr_fiat: cookieFiat && known.has(cookieFiat) ? cookieFiat : siteFiat,
      currency_count: counted[0]?.n ?? 0,
      defaultBuyCryptoFiat: siteFiat,
      defaultP2PFiat: siteFiat,
      lang_list: langList(site),
      fiat_list: Object.fromEntries(rows.map((f) => [f.code, { fiat: f.code, symbol: f.symbol }])),
      lang_prefix: langPrefix(site, lang),
      sub_website_id: site.id,
      is_service_host: false,
    };
    return answer(c, siteSettings, { code: 0, message: '', data });
  });

  serve(app, currFiatMarketRates, async (c) => {
    await readInput(c, currFiatMarketRates);
    const rows = await fiatRows(c.var.db);
    return answer(c, currFiatMarketRates, {
      code: 0,
      message: '',
      data: Object.fromEntries(rows.map((f) => [f.code, f.usdRate])),
    });
  });

  return app;
}
