import { z } from 'zod/mini';
import { defineCall, noInput, ok } from './define';

export const fiatSettingSchema = z.object({
  fiat: z.string().check(z.regex(/^[A-Z]{3,5}$/)),
  credit_card: z.boolean(),
  bank_transfer: z.boolean(),
  p2p: z.boolean(),
});
export type FiatSetting = z.output<typeof fiatSettingSchema>;

/** The pay-with default (spec doc 1 §3): USD with all three methods. */
export const DEFAULT_PAY_WITH: FiatSetting = { fiat: 'USD', credit_card: true, bank_transfer: true, p2p: true };

/** Which buy-crypto methods each fiat offers (cached by the browser). */
export const getBuyCryptoFiatSetting = defineCall({
  method: 'GET',
  path: '/api/web/v1/c2c/buy_crypto_fiat_setting',
  request: noInput,
  answer: ok(z.array(fiatSettingSchema)),
  fallback: { code: 0, message: '', data: [DEFAULT_PAY_WITH] },
});
