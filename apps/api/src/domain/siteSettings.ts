import { count } from 'drizzle-orm';
import type { SiteSettings } from '@exchange/contract/site';
import { LOCALE_NAMES } from '@exchange/sites/locales';
import type { SiteConfig } from '@exchange/sites/types';
import type { Db } from '../db/client';
import { currencies } from '../db/schema';
import { listFiats } from './fiats';

/** The locale prefix for `lang`: none for the site's default locale or a locale the site does not offer. */
export function langPrefix(site: SiteConfig, lang: string | undefined): string {
  if (!lang || lang === site.defaultLocale) return '';
  return (site.locales as readonly string[]).includes(lang) ? lang : '';
}

export function langList(site: SiteConfig): Record<string, string> {
  return Object.fromEntries(site.locales.map((locale) => [locale, LOCALE_NAMES[locale]]));
}

/**
 * A site's settings for a visitor: `curr_fiat` is the visitor's fiat cookie when it names an
 * offered fiat, else the site's default fiat (USD when that is not offered), as are the buy-crypto
 * and P2P defaults; `lang_prefix` as langPrefix.
 */
export async function siteSettingsFor(db: Db, site: SiteConfig, visitor: { fiatCookie: string | undefined; lang: string | undefined }): Promise<SiteSettings> {
  const [rows, counted] = await Promise.all([listFiats(db), db.select({ n: count() }).from(currencies)]);
  const known = new Set(rows.map((f) => f.code));
  const cookieFiat = visitor.fiatCookie?.toUpperCase();
  const siteFiat = known.has(site.defaultFiat) ? site.defaultFiat : 'USD';
  return {
    curr_fiat: cookieFiat && known.has(cookieFiat) ? cookieFiat : siteFiat,
    currency_count: counted[0]?.n ?? 0,
    defaultBuyCryptoFiat: siteFiat,
    defaultP2PFiat: siteFiat,
    lang_list: langList(site),
    fiat_list: Object.fromEntries(rows.map((f) => [f.code, { fiat: f.code, symbol: f.symbol }])),
    lang_prefix: langPrefix(site, visitor.lang),
    sub_website_id: site.id,
    is_service_host: false,
  };
}

/** Every offered fiat's USD rate, by code. */
export async function fiatRates(db: Db): Promise<Record<string, string>> {
  const rows = await listFiats(db);
  return Object.fromEntries(rows.map((f) => [f.code, f.usdRate]));
}
