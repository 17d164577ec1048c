import { z } from 'zod/mini';
import { defineCall, ok } from './define';
import { INVITE_CODE } from './referral-codes';

/** Referral roles by agency_type (spec doc 2 §3, §6). */
export const AGENCY_TYPES = { normal: 0, affiliate: 1, agentsDirect: 2, partners: 3, partnerDirect: 4 } as const;
export type AgencyType = (typeof AGENCY_TYPES)[keyof typeof AGENCY_TYPES];

/** A logged-in user's referral info (spec doc 2 §3 "Referral info"); guests and failures: no roles, empty code. */
export const rebateUserInfo = defineCall({
  method: 'GET',
  path: '/api/web/v1/rebate/get_user_info',
  request: z.strictObject({}),
  answer: ok(
    z.object({
      kol_code: z.string().check(z.maxLength(32)),
      encrypted_uid: z.string().check(z.maxLength(128)),
      agency_type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    }),
  ),
  fallback: { code: 0, message: '', data: { kol_code: '', encrypted_uid: '', agency_type: 0 } },
});

/**
 * `GET /api/web/v1/rebate/verify_invite_info?invite_code=…[&ref_type=…]`: whether a ref code from a
 * link may be stored. The answer's `code` is the verdict (HTTP 200 for every verdict; a malformed
 * query is a 400). Fallback: a failure code, so nothing is stored.
 */
export const verifyInviteInfo = defineCall({
  method: 'GET',
  path: '/api/web/v1/rebate/verify_invite_info',
  request: z.strictObject({
    invite_code: z.string().check(z.regex(INVITE_CODE, 'invite_code must be 1 to 32 letters, digits, _ or -')),
    ref_type: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,16}$/, 'ref_type must be 1 to 16 letters, digits, _ or -'))),
  }),
  answer: z.object({ code: z.number().check(z.int()), message: z.string().check(z.maxLength(500)) }),
  fallback: { code: -1, message: 'verify failed' },
});
