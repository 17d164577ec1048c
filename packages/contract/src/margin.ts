import { z } from 'zod/mini';
import { decimalString, defineCall, noInput, ok } from './define';

/** Cross-margin info: the cross-margin account shows only when crossMarginUid exceeds 1. */
export const getCrossMarginInfo = defineCall({
  method: 'GET',
  path: '/apiweb/v1/spot/cross_margin/info',
  request: noInput,
  answer: ok(z.object({ userTier: z.number().check(z.int(), z.gte(0)), userSpotBalance: decimalString, crossMarginUid: z.number().check(z.int(), z.gte(0)) })),
  fallback: { code: 0, message: '', data: { userTier: 0, userSpotBalance: '0', crossMarginUid: 0 } },
});
