import { z } from 'zod/mini';
import { defineCall, noInput, ok } from './define';

const fiatCode = z.string().check(z.regex(/^[A-Z]{3,5}$/));

export const siteSettingsSchema = z.object({
  curr_fiat: fiatCode,
  currency_count: z.number().check(z.int(), z.gte(0)),
  defaultBuyCryptoFiat: fiatCode,
  defaultP2PFiat: fiatCode,
  /** locale code → the language's own name */
  lang_list: z.record(z.string(), z.string()),
  /** fiat code → its code and symbol */
  fiat_list: z.record(z.string(), z.object({ fiat: fiatCode, symbol: z.string() })),
  lang_prefix: z.string(),
  sub_website_id: z.number().check(z.int()),
  is_service_host: z.boolean(),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;

/** Site settings: the spec's defaults on failure (USD, 2700, USD, USD). */
export const siteSettings = defineCall({
  method: 'GET',
  path: '/api/web/v1/site/settings',
  request: z.object({ lang: z.optional(z.string().check(z.maxLength(8))) }),
  answer: ok(siteSettingsSchema),
  fallback: {
    code: 0,
    message: '',
    data: {
      curr_fiat: 'USD',
      currency_count: 2700,
      defaultBuyCryptoFiat: 'USD',
      defaultP2PFiat: 'USD',
      lang_list: {},
      fiat_list: { USD: { fiat: 'USD', symbol: '$' } },
      lang_prefix: '',
      sub_website_id: 0,
      is_service_host: false,
    },
  },
});

/** Fiat rates against USD: 1 USD = rate units of the fiat. */
export const currFiatMarketRates = defineCall({
  method: 'GET',
  path: '/api/web/v1/site/currFiatMarketRates',
  request: noInput,
  answer: ok(z.record(fiatCode, z.string().check(z.regex(/^\d+(\.\d+)?$/)))),
  fallback: { code: 0, message: '', data: { USD: '1' } },
});
