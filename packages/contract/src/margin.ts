import { z } from 'zod';
import { decimalString, defineCall, noInput, ok } from './define';

/** Cross-margin info: the cross-margin account shows only when crossMarginUid exceeds 1. */
export const getCrossMarginInfo = defineCall({
  method: 'GET',
  path: '/apiweb/v1/spot/cross_margin/info',
  request: noInput,
  answer: ok(z.object({ userTier: z.number().int().min(0), userSpotBalance: decimalString, crossMarginUid: z.number().int().min(0) })),
  fallback: { code: 0, message: '', data: { userTier: 0, userSpotBalance: '0', crossMarginUid: 0 } },
});
