import type { Compliance } from '@exchange/contract/compliance';
import { isCompanyAccount } from '@exchange/contract/kyc-level';
import type { UserInfo } from '@exchange/contract/usercenter';
import {
  COMPLIANCE_TIPS_PATH,
  LIMIT_COUNTRY_OPEN_PATHS,
  depositClosedReason,
  spotClosedReason,
  type DepositClosedReason,
  type SiteCompliance,
} from '@exchange/sites/compliance';
import { isUnder, normalisePath, restrictedFeatureOf } from './compliance-path';

/**
 * The one place that reads the compliance answer (spec doc 2 §3, §4, §6): given the answer, the
 * visitor and the site, what the visitor may see and do on this path. Everything else (footer,
 * account menus, the bar, the notices, the redirect) asks this state instead of raw flags.
 * Pure: the server computes it once per request (src/lib/compliance/compliance-gate.ts).
 */

/** The compliance floating bar's kinds (spec doc 2 §4), at most one at a time, in this priority. */
export const BAR_KINDS = [
  'prohibitedCountries',
  'notLoggedInIpLimit',
  'limitedIpHome',
  'limitedWithdrawHome',
  'mainToEu',
  'euToMainVisitor',
  'euToMainAccount',
  'cookies',
] as const;
export type BarKind = (typeof BAR_KINDS)[number];

/** The notices shown as dialogs, one at a time, in this order (spec doc 2 §2, §4, §6, §8). */
export const NOTICE_KINDS = [
  /** the server-configured toast (`toast_config`, or on the main site `limit_country_toast`) */
  'toast',
  /** the built-in restricted-location message ('I Acknowledge') for a visitor flagged as limited */
  'restrictedLocation',
  'uk',
  /** a low-tier account in a closed market (Netherlands, Uzbekistan): acknowledging goes to USDT withdrawal */
  'closedMarket',
  'nl',
  'uz',
  'hk',
  'brazil',
  'ltw',
  /** a limited-country user with low KYC: the certification offer */
  'lowKyc',
  /** a withdraw-only user: create a ticket */
  'withdrawOnly',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** What a path does for this visitor: open, open with the compliance tips above it, or go to the restricted-region page. */
export type RouteDecision = { readonly kind: 'allow' } | { readonly kind: 'tips'; readonly code: string } | { readonly kind: 'redirect'; readonly to: string };

/** Set to `1` for a year when the cookies-policy bar is accepted; read by the server so the bar never flashes. */
export const COOKIES_ACCEPTED_COOKIE = 'cookie_policy_accepted';

/** High tier from 11 (spec doc 2 §6, §9). */
export const HIGH_TIER = 11;

export interface ComplianceInput {
  readonly compliance: Compliance;
  readonly user: Pick<UserInfo, 'is_login' | 'tier_level' | 'verified'>;
  readonly site: SiteCompliance;
  /** the page path without the locale prefix, as requested (normalised here) */
  readonly path: string;
  /** the cookies-policy bar was accepted in this browser */
  readonly cookiesAccepted: boolean;
}

/**
 * The part of the compliance answer the path gate reads (routeFor): the restricted features and the
 * two flags that decide between the tips and the redirect. Small enough to hand to the browser
 * (client-context.tsx `linkGate`), which then asks the same gate for any of the site's paths.
 */
export type RouteCompliance = Readonly<Pick<Compliance, 'menu'>> & {
  readonly limit: Readonly<Pick<Compliance['limit'], 'limit_country' | 'is_show_compliance_tips'>>;
};

/** What routeFor needs: that part of the answer, whether the site gates restricted paths, and the path. */
export interface RouteInput {
  readonly compliance: RouteCompliance;
  readonly site: Pick<SiteCompliance, 'gatesRestrictedPaths'>;
  /** the page path without the locale prefix (normalised by the gate) */
  readonly path: string;
}

export interface ComplianceLimits {
  readonly limitCountry: boolean;
  readonly uk: boolean;
  readonly italy: boolean;
  readonly nl: boolean;
  readonly uzbekistan: boolean;
  readonly brazil: boolean;
  readonly ltw: boolean;
  readonly hk: boolean;
  readonly withdrawOnly: boolean;
  readonly blocked: boolean;
  readonly tr: boolean;
  readonly showTips: boolean;
}

export interface ComplianceState {
  /** restricted feature codes (the answer's `menu`) */
  readonly menu: readonly string[];
  readonly business: readonly string[];
  readonly limits: ComplianceLimits;
  readonly route: RouteDecision;
  readonly bar: BarKind | null;
  /**
   * the notices this visitor is due on this page, in order; the browser drops those acknowledged
   * recently (reshow.ts). On the restricted-region page too: a limited-country visitor sees the
   * restricted-country toast and, with low KYC, the certification offer there.
   */
  readonly notices: readonly NoticeKind[];
  /** which server toast the `toast` notice shows */
  readonly toastSource: 'config' | 'limitCountry' | null;
  /** a logged-in account below the high tier that is not a company (spec doc 2 §5) */
  readonly lowTier: boolean;
}

export function isLowTier(user: ComplianceInput['user']): boolean {
  return user.is_login && user.tier_level < HIGH_TIER && !isCompanyAccount(user.verified);
}

/** True when the visitor's compliance menu restricts this feature code. */
export function isRestricted(state: Pick<ComplianceState, 'menu'>, code: string): boolean {
  return state.menu.includes(code);
}

/**
 * Whether spot trading is closed to this visitor: the one rule the API refuses their orders by
 * (`spotClosedReason`, packages/sites compliance.ts; 403 `restricted` from
 * apps/api/src/routes/compliance.ts refuseClosedSpotTrading), read from the same answer: an account that may only withdraw, a rule whose menu holds spot_trade (the NL and UZ
 * rules), or a rule that limits the country. The trade page says so up front and offers no
 * submit; the API's refusal stays the authority (a failed compliance call reads as "open" here).
 */
export function spotTradingClosed(state: Pick<ComplianceState, 'menu' | 'limits'>): boolean {
  return spotClosedReason({ withdrawOnly: state.limits.withdrawOnly, menu: state.menu, limitCountry: state.limits.limitCountry }) !== null;
}

/**
 * Why deposits are closed to this visitor, or null: the rule the API refuses deposit addresses and
 * code redemptions by (`depositClosedReason`, packages/sites compliance.ts): an account that may
 * only withdraw, a rule whose menu holds deposit, or a limited country (which the proxy sends to the
 * restricted-region page before any deposit page). The API's refusal stays the authority.
 */
export function depositsClosed(state: Pick<ComplianceState, 'menu' | 'limits'>): DepositClosedReason | null {
  return depositClosedReason({ withdrawOnly: state.limits.withdrawOnly, menu: state.menu, limitCountry: state.limits.limitCountry });
}

/**
 * Where a path goes (spec doc 2 §4 "Compliance redirect"): a limited country goes to the
 * restricted-region page (which, the documents it links to and nothing else stay open); on a gated
 * site (main) a restricted feature's path shows the tips when `is_show_compliance_tips` is on and
 * redirects otherwise. Matching is on the normalised path; a path that does not decode is gated
 * as if restricted when the visitor has any restriction at all.
 */
export function routeFor(input: RouteInput): RouteDecision {
  const { compliance, site, path } = input;
  const redirect: RouteDecision = { kind: 'redirect', to: COMPLIANCE_TIPS_PATH };
  if (compliance.limit.limit_country) {
    return LIMIT_COUNTRY_OPEN_PATHS.some((open) => isUnder(path, open)) ? { kind: 'allow' } : redirect;
  }
  if (!site.gatesRestrictedPaths || compliance.menu.length === 0 || isUnder(path, COMPLIANCE_TIPS_PATH)) return { kind: 'allow' };
  const code = restrictedFeatureOf(path);
  if (code === null) return { kind: 'allow' };
  if (code === 'undecodable') return redirect;
  if (!compliance.menu.includes(code)) return { kind: 'allow' };
  return compliance.limit.is_show_compliance_tips ? { kind: 'tips', code } : redirect;
}

function barFor(input: ComplianceInput): BarKind | null {
  const { compliance, user, site } = input;
  const status = compliance.toast.limit_country_user_status;
  const home = normalisePath(input.path) === '/';
  const switchWanted = site.switchBar !== undefined && compliance.business.includes(site.switchBar.code);
  const candidates: Record<BarKind, boolean> = {
    prohibitedCountries: compliance.limit.is_blocked_country,
    notLoggedInIpLimit: !user.is_login && status === 'LIMIT_VISITOR',
    limitedIpHome: home && user.is_login && (status === 'LIMIT_LOW_KYC_USER' || status === 'LIMIT_HIGH_KYC_USER'),
    limitedWithdrawHome: home && user.is_login && compliance.toast.is_withdraw_only_user,
    mainToEu: switchWanted && site.switchBar?.direction === 'mainToEu',
    euToMainVisitor: switchWanted && site.switchBar?.direction === 'euToMain' && !user.is_login,
    euToMainAccount: switchWanted && site.switchBar?.direction === 'euToMain' && user.is_login,
    cookies: site.cookiesBar && !input.cookiesAccepted,
  };
  return BAR_KINDS.find((kind) => candidates[kind]) ?? null;
}

function toastSourceOf(input: ComplianceInput): ComplianceState['toastSource'] {
  if (input.compliance.limit.toast_config) return 'config';
  if (input.site.limitCountryToast && input.compliance.limit.limit_country_toast) return 'limitCountry';
  return null;
}

function noticesFor(input: ComplianceInput, toastSource: ComplianceState['toastSource'], lowTier: boolean): NoticeKind[] {
  const { limit, toast } = input.compliance;
  const status = toast.limit_country_user_status;
  const limitedStatus = status !== null && status !== 'NON_LIMIT_HIGH_KYC_USER';
  const region = input.site.regionNotices;
  const closedMarket = region && (limit.is_nl_limit || limit.is_uzbekistan_toast);
  const due: Record<NoticeKind, boolean> = {
    toast: toastSource !== null,
    restrictedLocation: toastSource === null && limitedStatus,
    uk: region && limit.is_uk_limit,
    closedMarket: closedMarket && lowTier,
    nl: region && limit.is_nl_limit && !lowTier,
    uz: region && limit.is_uzbekistan_toast && !lowTier,
    hk: region && toast.is_hk_user,
    brazil: region && limit.brazil_toast,
    ltw: region && limit.ltw_toast,
    lowKyc: input.user.is_login && status === 'LIMIT_LOW_KYC_USER',
    withdrawOnly: input.user.is_login && toast.is_withdraw_only_user,
  };
  return NOTICE_KINDS.filter((kind) => due[kind]);
}

export function complianceState(input: ComplianceInput): ComplianceState {
  const { compliance } = input;
  const { limit, toast } = compliance;
  const route = routeFor(input);
  const lowTier = isLowTier(input.user);
  const toastSource = toastSourceOf(input);
  return {
    menu: compliance.menu,
    business: compliance.business,
    limits: {
      limitCountry: limit.limit_country,
      uk: limit.is_uk_limit,
      italy: limit.is_italy_limit,
      nl: limit.is_nl_limit,
      uzbekistan: limit.is_uzbekistan_toast,
      brazil: limit.brazil_toast,
      ltw: limit.ltw_toast,
      hk: toast.is_hk_user,
      withdrawOnly: toast.is_withdraw_only_user,
      blocked: limit.is_blocked_country,
      tr: limit.is_tr,
      showTips: limit.is_show_compliance_tips,
    },
    route,
    bar: route.kind === 'redirect' ? null : barFor(input),
    notices: route.kind === 'redirect' ? [] : noticesFor(input, toastSource, lowTier),
    toastSource,
    lowTier,
  };
}
