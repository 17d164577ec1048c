import type { KycToast } from '@exchange/contract/compliance';
import { isKyc2Complete } from '@exchange/contract/kyc-level';
import { KYC_UPGRADE_NOTICE_HOURS } from '@exchange/contract/kyc-notice';

/**
 * The KYC prompts' pure rules (spec doc 2 §3 kyc_toast, §4 "KYC tip bar", §5, §6 risk user, §9):
 * who sees the tip bar, which dialog opens (the risk user's forced-upgrade guide first, else the
 * upgrade notice), and the cookies that keep a dismissed prompt away. The clock is passed in.
 *
 * The timed cookies hold the epoch millisecond until which their prompt stays away, so the
 * rule does not depend on the browser expiring the cookie on time (a skewed clock, a restored
 * session): a value that is not a number, or that is in the past, counts as absent.
 */

/** The tip bar's "closed" flag: the uid that closed it (another account on the same browser still sees it). */
export const KYC_TIP_CLOSED_COOKIE = 'kyc_tip_closed';
export const KYC_TIP_CLOSED_DAYS = 365;
/** The upgrade notice, once dismissed, stays away KYC_UPGRADE_NOTICE_HOURS (12). */
export const KYC_UPGRADE_NOTICE_COOKIE = 'kyc_upgrade_notice';
/** The risk guide's cookie when the server names none. */
export const RISK_GUIDE_DEFAULT_COOKIE = 'risk_user_guide';
/** Where the prompts lead when the server gives no usable link (spec doc 2 §2 routes). */
export const KYC_HOME_PATH = '/myaccount/kyc_home';
export const KYC2_PATH = '/myaccount/kyc2';

const HOUR_MS = 3_600_000;

export interface TipBarInput {
  readonly loggedIn: boolean;
  readonly uid: number;
  /** get_info's KYC code (doc 2 §3 mapping: 1 is level 2, 2 is level 1; `kyc-level.ts`) */
  readonly verified: number;
  /** the site record's `hide.kycTipBar` (the test net) */
  readonly hiddenOnSite: boolean;
  /** the KYC_TIP_CLOSED_COOKIE value */
  readonly closedBy: string | undefined;
}

/** The tip bar: logged-in users without KYC2 (level 2 or 3, or a company, by the code's mapping), unless the site hides it or this user closed it here. */
export function showsKycTipBar(input: TipBarInput): boolean {
  if (!input.loggedIn || input.hiddenOnSite || isKyc2Complete(input.verified)) return false;
  return input.closedBy !== String(input.uid);
}

/** A timed cookie's value (an epoch ms in the future) means "still away". */
export function isAway(value: string | undefined, now: number): boolean {
  if (!value || !/^\d{1,15}$/.test(value)) return false;
  return Number(value) > now;
}

/** A cookie to write in the browser: until `expires` (also its value, see above). */
export interface TimedCookie {
  readonly name: string;
  readonly value: string;
  readonly expires: Date;
}

export function awayCookie(name: string, now: number, hours: number): TimedCookie {
  const until = now + hours * HOUR_MS;
  return { name, value: String(until), expires: new Date(until) };
}

/** Pages where no KYC dialog opens: the KYC pages themselves and the sign-in flow. */
export function isQuietPath(path: string): boolean {
  return /^\/(myaccount\/kyc[^/]*|login|signup|auth)(\/|$)/.test(path);
}

export type KycPrompt =
  | { readonly kind: 'none' }
  | { readonly kind: 'upgrade'; readonly href: string; readonly dismiss: TimedCookie }
  | {
      readonly kind: 'risk';
      /** the server's text, shown as text */
      readonly message: string;
      readonly href: string;
      readonly closable: boolean;
      /** written when the guide is shown; null when the frequency is 0 (every time) */
      readonly shown: TimedCookie | null;
    };

export interface PromptInput {
  readonly loggedIn: boolean;
  readonly toast: KycToast;
  /** the page path without its locale prefix */
  readonly path: string;
  readonly readCookie: (name: string) => string | undefined;
  /** the server's link, only when it stays on the site's own hosts (own-site-link.ts) */
  readonly ownLink: (raw: string) => string | null;
  /** a site path with the locale prefix */
  readonly localise: (path: string) => string;
  readonly now: number;
}

/** The risk guide's cookie name: the server's key (the contract allows [A-Za-z0-9_]{0,64}), else ours. */
export function riskCookieName(key: string): string {
  return /^[A-Za-z0-9_]{1,64}$/.test(key) ? key : RISK_GUIDE_DEFAULT_COOKIE;
}

/** Which KYC dialog opens on this page, if any: the risk guide comes before the upgrade notice. */
export function kycPrompt(input: PromptInput): KycPrompt {
  const { toast, now } = input;
  if (!input.loggedIn || isQuietPath(input.path)) return { kind: 'none' };
  if (toast.is_risk_user) {
    const name = riskCookieName(toast.risk_user_guide_cookie_key);
    const hours = toast.risk_user_guide_frequency;
    if (hours > 0 && isAway(input.readCookie(name), now)) return { kind: 'none' };
    return {
      kind: 'risk',
      message: toast.risk_user_guide_msg,
      href: (toast.risk_user_guide_url && input.ownLink(toast.risk_user_guide_url)) || input.localise(KYC_HOME_PATH),
      closable: toast.risk_user_guide_be_closed,
      shown: hours > 0 ? awayCookie(name, now, hours) : null,
    };
  }
  if (toast.show_kyc_upgrade_notice && !isAway(input.readCookie(KYC_UPGRADE_NOTICE_COOKIE), now)) {
    return { kind: 'upgrade', href: input.localise(KYC2_PATH), dismiss: awayCookie(KYC_UPGRADE_NOTICE_COOKIE, now, KYC_UPGRADE_NOTICE_HOURS) };
  }
  return { kind: 'none' };
}
