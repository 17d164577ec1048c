import { Hono } from 'hono';
import { rebateUserInfo, verifyInviteInfo } from '@exchange/contract/rebate';
import { INVITE_CLOSED, INVITE_OK, INVITE_UNKNOWN } from '@exchange/contract/referral-codes';
import { ensureReferralAccount, verifyInvite } from '../domain/referral';
import { rateLimited } from '../http/errors';
import { reserveInviteCheck } from '../security/rateLimit';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

const VERDICT_MESSAGE = {
  [INVITE_OK]: 'success',
  [INVITE_CLOSED]: 'This invite code does not accept new referrals',
  [INVITE_UNKNOWN]: 'Unknown invite code',
} as const;

export function rebateRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * The session user's referral info (kol_code, the opaque encrypted_uid, agency_type); a guest
   * gets the contract's fallback answer (code 0, empty code, no role), not a 401: the spec's
   * clients ask it on every page.
   */
  serve(app, rebateUserInfo, async (c) => {
    await readInput(c, rebateUserInfo);
    const user = c.var.session?.user;
    if (!user) return answer(c, rebateUserInfo, rebateUserInfo.fallback);
    const account = await ensureReferralAccount(c.var.db, user.id);
    return answer(c, rebateUserInfo, {
      code: 0,
      message: '',
      data: { kol_code: account.kolCode, encrypted_uid: account.publicId, agency_type: account.agencyType },
    });
  });

  /**
   * Whether a link's invite code may be stored (public): the verdict is the answer's `code`, HTTP
   * 200 for each. `ref_type` is accepted and checked for shape; no verdict depends on it.
   */
  serve(app, verifyInviteInfo, async (c) => {
    const { invite_code } = await readInput(c, verifyInviteInfo);
    // each answer says whether a code exists: limited per address (security/rateLimit.ts)
    const reservation = await reserveInviteCheck(c.var.db, c.var.clientIp, c.var.now());
    if (!reservation.ok) throw rateLimited(reservation.retryAfter);
    const verdict = await verifyInvite(c.var.db, invite_code);
    return answer(c, verifyInviteInfo, { code: verdict.code, message: VERDICT_MESSAGE[verdict.code] });
  });

  return app;
}
