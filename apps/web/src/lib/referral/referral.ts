import { INVITE_CLOSED, INVITE_CODE, INVITE_OK, REFERRAL_COOKIES, REFERRAL_COOKIE_SECONDS } from '@exchange/contract/referral-codes';

/**
 * Referral tracking's pure rules (spec doc 2 §3 "Referral state", §4 "Referral cookie logic",
 * §8, §9). A link may carry `ref` (the inviter's code), `ref_type`, `ch` (channel) and `group`.
 * A code different from the stored one is verified by the API first; it is stored only when the
 * verdict is 0, while 10530135 (a valid code closed to new referrals) still stores the link's
 * channel and group. Every value, from the link or from a cookie, is checked against its shape;
 * anything else is treated as absent, so a forged cookie or link can neither reach the API nor be
 * written back.
 */

/** The state the referral cookies hold; '' when absent. */
export interface ReferralState {
  readonly ref_uid: string;
  readonly ref_type: string;
  readonly ref_channel: string;
  readonly group_id: string;
}
export const NO_REFERRAL: ReferralState = { ref_uid: '', ref_type: '', ref_channel: '', group_id: '' };

const SHAPE: Record<keyof ReferralState, RegExp> = {
  ref_uid: INVITE_CODE,
  // the contract's ref_type
  ref_type: /^[A-Za-z0-9_-]{1,16}$/,
  // our choice: channel and group names as campaign tools write them
  ref_channel: /^[A-Za-z0-9_.-]{1,64}$/,
  group_id: /^[A-Za-z0-9_-]{1,64}$/,
};

const valid = (field: keyof ReferralState, value: string | null | undefined): string => (value && SHAPE[field].test(value) ? value : '');

/** What a link carries: null without a valid `ref` (then nothing happens). */
export interface LinkReferral {
  readonly ref: string;
  readonly refType: string;
  readonly channel: string;
  readonly group: string;
}

export function readLinkReferral(params: URLSearchParams): LinkReferral | null {
  const ref = valid('ref_uid', params.get('ref'));
  if (!ref) return null;
  return {
    ref,
    refType: valid('ref_type', params.get('ref_type')),
    channel: valid('ref_channel', params.get('ch')),
    group: valid('group_id', params.get('group')),
  };
}

/** The stored state from the referral cookies (REFERRAL_COOKIES), each value checked. */
export function readStoredReferral(read: (name: string) => string | undefined): ReferralState {
  return {
    ref_uid: valid('ref_uid', read(REFERRAL_COOKIES.uid)),
    ref_type: valid('ref_type', read(REFERRAL_COOKIES.type)),
    ref_channel: valid('ref_channel', read(REFERRAL_COOKIES.channel)),
    group_id: valid('group_id', read(REFERRAL_COOKIES.group)),
  };
}

/** Only a code different from the stored one is verified (and only then may anything change). */
export function needsVerify(link: LinkReferral | null, stored: ReferralState): link is LinkReferral {
  return link !== null && link.ref !== stored.ref_uid;
}

/** One cookie to write: the referral cookies' name and value (14 days). */
export interface ReferralCookie {
  readonly name: string;
  readonly value: string;
}

/**
 * The cookies a verdict writes: code 0 → the code and whatever type, channel and group the link
 * carries; 10530135 → the link's channel and group only; anything else (an unknown code, a
 * failure) → nothing.
 */
export function referralWrites(link: LinkReferral, verdict: number): ReferralCookie[] {
  const extras = (fields: readonly [string, string][]) => fields.filter(([, value]) => value !== '').map(([name, value]) => ({ name, value }));
  if (verdict === INVITE_OK) {
    return extras([
      [REFERRAL_COOKIES.uid, link.ref],
      [REFERRAL_COOKIES.type, link.refType],
      [REFERRAL_COOKIES.channel, link.channel],
      [REFERRAL_COOKIES.group, link.group],
    ]);
  }
  if (verdict === INVITE_CLOSED) {
    return extras([
      [REFERRAL_COOKIES.channel, link.channel],
      [REFERRAL_COOKIES.group, link.group],
    ]);
  }
  return [];
}

/** Cookie attributes: 14 days, the whole site, readable by islands (no secret in them), Secure on https. */
export function referralCookieOptions(secure: boolean) {
  return { path: '/', maxAge: REFERRAL_COOKIE_SECONDS, sameSite: 'lax', secure, httpOnly: false } as const;
}
