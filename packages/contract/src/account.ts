import { z } from 'zod/mini';
import { decimalString, defineCall, noInput, ok } from './define';

export const totalFunds = defineCall({
  method: 'GET',
  path: '/apiw/v2/account/total_funds',
  request: noInput,
  answer: ok(z.object({ total_btc: decimalString, total_usd: decimalString })),
  fallback: { code: 0, message: '', data: { total_btc: '0', total_usd: '0' } },
});
