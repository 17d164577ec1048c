/**
 * The referral constants the browser needs (web src/lib/referral/referral.ts): here, apart from rebate.ts's
 * calls, so reading them brings no zod into a page's first load.
 */

/** An invite code as links carry it: letters, digits, `_` and `-`, at most 32. */
export const INVITE_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** The verify answer's codes (spec doc 2 §4, §8). */
export const INVITE_OK = 0;
/**
 * The code is not one that can take a new referral here (our reading of the spec's special case:
 * an inviter's code that is valid but closed to new referrals): the ref code is not stored, but
 * the link's channel and group still are.
 */
export const INVITE_CLOSED = 10530135;
/** The code names no inviter. */
export const INVITE_UNKNOWN = 10530101;

/** The referral cookies (spec doc 2 §3 "Referral state", §9: 14 days). */
export const REFERRAL_COOKIES = { uid: 'ref_uid', type: 'ref_type', channel: 'ref_channel', group: 'group_id' } as const;
export const REFERRAL_COOKIE_SECONDS = 1_209_600;
