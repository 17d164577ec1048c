import 'server-only';
import { cache } from 'react';
import { rebateUserInfo } from '@exchange/contract/rebate';
import { serverRequest } from '@/lib/api/server';
import type { RequestContext } from '@/lib/request/request-context';

export type ReferralInfo = (typeof rebateUserInfo.fallback)['data'];

/**
 * The logged-in user's referral info (spec doc 2 §3 "Referral info": kol_code, encrypted_uid,
 * agency_type), once per request, for a page that shows a referral role. Guests are not asked; a
 * failure is logged as a warning and the defaults (no role, empty code) are used (spec doc 2 §8).
 * No page built here shows one, so none calls it: docs/SPEC-COVERAGE.md ("§7 Other calls") says why.
 */
export const getReferralInfo = cache(async (ctx: Pick<RequestContext, 'user'>): Promise<ReferralInfo> => {
  if (!ctx.user.is_login) return rebateUserInfo.fallback.data;
  const result = await serverRequest(rebateUserInfo, {});
  if (!result.ok)
    console.warn('[referral] user info unavailable, using defaults', JSON.stringify({ status: result.error.status, message: result.error.message }));
  return result.data.data;
});
