import { z } from 'zod/mini';
import { decimalString, defineCall, noInput, ok } from './define';

export const totalFunds = defineCall({
  method: 'GET',
  path: '/apiw/v2/account/total_funds',
  request: noInput,
  answer: ok(z.object({ total_btc: decimalString, total_usd: decimalString })),
  fallback: { code: 0, message: '', data: { total_btc: '0', total_usd: '0' } },
});

/**
 * One currency the user holds (`name` its full name, the symbol when none is known): `available` to spend, `locked` by open orders, `usd_price` the
 * reference USD price the totals use ('0' for a currency without one), `usd_value` (available +
 * locked) × usd_price, exact (not rounded).
 */
export const fundBalanceSchema = z.object({
  currency: z.string(),
  name: z.string(),
  available: decimalString,
  locked: decimalString,
  usd_price: decimalString,
  usd_value: decimalString,
});
export type FundBalance = z.output<typeof fundBalanceSchema>;

/**
 * Every currency the logged-in user holds (a balance row, even at zero), largest USD value first,
 * with the totals `total_funds` answers (`total_usd` to 2 places, `total_btc` to 8), computed in
 * the same statement from the same valuation: the funds page and the header's summary panel agree.
 * 401 for guests. Fallback: nothing held.
 */
export const accountBalances = defineCall({
  method: 'GET',
  path: '/apiw/v2/account/balances',
  request: noInput,
  answer: ok(z.object({ balances: z.array(fundBalanceSchema), total_btc: decimalString, total_usd: decimalString })),
  fallback: { code: 0, message: '', data: { balances: [], total_btc: '0', total_usd: '0' } },
});
