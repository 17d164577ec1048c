import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { z } from 'zod/mini';
import { HIGH_TIER_LEVEL } from '@exchange/contract/kyc';
import {
  NO_KYC_TOAST,
  complianceCheck,
  complianceSchema,
  type Compliance,
  type ComplianceToast,
  type KycToast,
  type LimitCountryUserStatus,
} from '@exchange/contract/compliance';
import { depositClosedReason, siteCompliance, spotClosedReason, type DepositClosedReason, type SpotClosedReason } from '@exchange/sites/compliance';
import type { SiteKey } from '@exchange/sites/types';
import type { Db } from '../db/client';
import { complianceRules, riskUserGuides, type LocalisedToast } from '../db/schema';
import { ruleCountry } from './countries';

/** What the compliance answer needs of a user (null: a guest). */
export interface ComplianceUser {
  uid: number;
  verified: number;
  tierLevel: number;
  isRiskUser: boolean;
}

/** verified = 3 is a company account (spec doc 2 §3 KYC level mapping: company → 3). */
const COMPANY_VERIFIED = 3;
/** KYC2 (full individual verification) is verified ≥ 2 here (0 none, 1 basic, 2 full, 3 company). */
const KYC2_VERIFIED = 2;

/** Spec doc 2 §5: tier level ≤ 10 with verified ≠ 3 is a low-tier account (high tier starts at 11). */
export function isLowTier(user: Pick<ComplianceUser, 'verified' | 'tierLevel'>): boolean {
  return user.tierLevel < HIGH_TIER_LEVEL && user.verified !== COMPANY_VERIFIED;
}

/**
 * `limit_country_user_status` (spec doc 2 §4), our reading:
 * - the rule limits the country (`limit_country`): a guest is LIMIT_VISITOR, a low-tier account
 *   (§5) LIMIT_LOW_KYC_USER, any other account LIMIT_HIGH_KYC_USER;
 * - the rule does not: a logged-in high-tier account is NON_LIMIT_HIGH_KYC_USER, everyone else null.
 */
export function limitCountryUserStatus(limitCountry: boolean, user: ComplianceUser | null): LimitCountryUserStatus | null {
  if (limitCountry) {
    if (!user) return 'LIMIT_VISITOR';
    return isLowTier(user) ? 'LIMIT_LOW_KYC_USER' : 'LIMIT_HIGH_KYC_USER';
  }
  return user && !isLowTier(user) ? 'NON_LIMIT_HIGH_KYC_USER' : null;
}

/** A risk user's guide as stored (risk_user_guides), or null when the user has no row. */
export interface StoredRiskGuide {
  frequencyHours: number;
  cookieKey: string;
  message: string;
  url: string;
  beClosed: boolean;
}

/** The guide of a risk user without a row of their own: daily, not closable, to the KYC page. */
export function defaultRiskGuide(uid: number): StoredRiskGuide {
  return {
    frequencyHours: 24,
    cookieKey: `risk_guide_${uid}`,
    message: 'To keep your account safe, please upgrade your identity verification.',
    url: '/myaccount/kyc_home',
    beClosed: false,
  };
}

/**
 * `toast.kyc_toast` (spec doc 2 §3, §9): the upgrade notice for logged-in users who are not
 * KYC2-complete (verified < 2; company accounts count as complete); risk users also get the
 * forced guide from their row (or the default guide). Guests: nothing.
 */
export function kycToastFor(user: ComplianceUser | null, guide: StoredRiskGuide | null): KycToast {
  if (!user) return NO_KYC_TOAST;
  const show = user.verified < KYC2_VERIFIED;
  if (!user.isRiskUser) return { ...NO_KYC_TOAST, show_kyc_upgrade_notice: show };
  const g = guide ?? defaultRiskGuide(user.uid);
  return {
    show_kyc_upgrade_notice: show,
    is_risk_user: true,
    risk_user_guide_frequency: g.frequencyHours,
    risk_user_guide_cookie_key: g.cookieKey,
    risk_user_guide_msg: g.message,
    risk_user_guide_be_closed: g.beClosed,
    risk_user_guide_url: g.url,
  };
}

/**
 * A stored toast in the request's language: the exact locale (`pt-br`), then its language
 * (`pt`), then English, then whichever the row has first; null when the row has none.
 */
export function pickToast(stored: LocalisedToast | null | undefined, lang: string | undefined): ComplianceToast | null {
  if (!stored) return null;
  const wanted = (lang ?? '').toLowerCase();
  const candidates = [wanted, wanted.split('-')[0] ?? '', 'en'];
  for (const key of candidates) {
    const toast = key ? stored[key] : undefined;
    if (toast) return toast;
  }
  return Object.values(stored)[0] ?? null;
}

/**
 * The European Economic Area (the EU's 27 members, Iceland, Liechtenstein, Norway), alpha-2: the
 * EU site's region, as the switch bars' texts name it.
 */
export const EEA_COUNTRIES: ReadonlySet<string> = new Set('AT BE BG HR CY CZ DK EE FI FR DE GR IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' '));

/**
 * The site-switch business code the answer adds for a visitor (spec doc 2 §4 "main-to-EU switch,
 * EU-to-main switch"): the code of the site's switch bar (packages/sites compliance.ts), when the
 * bar is offered to visitors from the visitor's country: from the EEA (on the main site, the bar
 * to the EU site) or from a known country outside it (on the EU site, the bar to the main site).
 * An unknown country offers nothing: "you appear to be outside the EEA" must not be a guess.
 * Decided here rather than in the rule rows: a row cannot say "any known country but these".
 */
export function siteSwitchCode(siteKey: SiteKey, country: string | null): string | null {
  const bar = siteCompliance(siteKey).switchBar;
  if (country === null || bar === undefined) return null;
  const inEea = EEA_COUNTRIES.has(country);
  return (bar.offeredTo === 'eea') === inEea ? bar.code : null;
}

type Limit = Compliance['limit'];

/** No limits: what a rule's omitted flags and a site without a rule mean. */
export const NO_LIMITS: Limit = complianceCheck.fallback.data.limit;

/** A stored rule's flags are checked when read: unknown or non-boolean flags are a data bug (500), never sent. */
const storedLimits = z.catchall(z.partial(z.omit(complianceSchema.shape.limit, { toast_config: true, limit_country_toast: true })), z.never());

/** The site's rule for this country, else the site's site-wide row (country null); undefined: no rule. */
export async function ruleFor(db: Db, siteKey: string, country: string | null) {
  const rows = await db
    .select()
    .from(complianceRules)
    .where(
      and(
        eq(complianceRules.siteKey, siteKey),
        country === null ? isNull(complianceRules.country) : or(isNull(complianceRules.country), eq(complianceRules.country, country)),
      ),
    )
    .orderBy(sql`${complianceRules.country} nulls last`)
    .limit(1);
  return rows[0];
}

async function riskGuideOf(db: Db, userId: number) {
  const [row] = await db.select().from(riskUserGuides).where(eq(riskUserGuides.userId, userId)).limit(1);
  return row ?? null;
}

/** What the compliance answer reads of a logged-in account (the session's user row). */
export interface ComplianceAccount {
  id: number;
  uid: number;
  verified: number;
  vipLevel: number;
  isRiskUser: boolean;
  withdrawOnly: boolean;
}

/**
 * The compliance answer for a caller: the rule of the site for the caller's country (else the
 * site-wide row), merged with the account's own state: withdraw-only, the computed
 * limit_country_user_status, kyc_toast; and the site-switch code for that country (siteSwitchCode)
 * added to `business`. Toast texts are picked by `lang` (then English).
 */
export async function complianceFor(
  db: Db,
  caller: { siteKey: SiteKey; country: string | null; lang: string | undefined; account: ComplianceAccount | null },
): Promise<Compliance> {
  const { siteKey, country, lang, account } = caller;
  const user: ComplianceUser | null = account && { uid: account.uid, verified: account.verified, tierLevel: account.vipLevel, isRiskUser: account.isRiskUser };
  const rule = await ruleFor(db, siteKey, country);
  const switchCode = siteSwitchCode(siteKey, country);
  const limit: Limit = {
    ...NO_LIMITS,
    ...(rule ? storedLimits.parse(rule.limits) : {}),
    toast_config: pickToast(rule?.toastConfig, lang),
    limit_country_toast: pickToast(rule?.limitCountryToast, lang),
  };
  return {
    menu: rule?.menu ?? [],
    business: [...(rule?.business ?? []), ...(switchCode && !rule?.business.includes(switchCode) ? [switchCode] : [])],
    limit,
    toast: {
      is_hk_user: rule?.isHkUser ?? false,
      is_withdraw_only_user: account?.withdrawOnly ?? false,
      limit_country_user_status: limitCountryUserStatus(limit.limit_country, user),
      kyc_toast: kycToastFor(user, account?.isRiskUser ? await riskGuideOf(db, account.id) : null),
    },
  };
}

/** Why a caller may not place spot orders, as the refusal says it. */
export const DEPOSIT_CLOSED_MESSAGES: Record<DepositClosedReason, string> = {
  withdrawOnly: 'This account may only withdraw: it cannot deposit',
  depositRestricted: 'Deposits are not available in your region',
  limitCountry: 'Deposits are not available in your region',
};

/** Why a caller may not be given a deposit address (null: they may), by packages/sites depositClosedReason. */
export async function depositClosedFor(db: Db, caller: ComplianceCaller): Promise<DepositClosedReason | null> {
  return depositClosedReason(await callerFacts(db, caller));
}

export const SPOT_CLOSED_MESSAGES: Record<SpotClosedReason, string> = {
  withdrawOnly: 'This account may only withdraw: it cannot place orders',
  spotTradeRestricted: 'Spot trading is not available in your region',
  limitCountry: 'Trading is not available in your region',
};

/**
 * Why a caller may not place spot orders (null: they may): an account that may only withdraw, or
 * a caller whose rule closes spot trading (its menu holds spot_trade: the NL and UZ rules) or
 * limits its country (limit_country). The rule is the one the compliance check answers on the same
 * request: the request's site and the caller's country (ruleCountry: the profile country, else the
 * location). Rules are per site, as licences are: a market closed on every site needs a row on
 * every site (seeded: the main site's country rows). The web gates the trade page by the same
 * rule (menu and limit_country; a withdraw-only account keeps the page and its notice), and its
 * ticket says up front that trading is closed, with no submit: both ask the one rule,
 * `spotClosedReason` (packages/sites compliance.ts); this is its enforcement, for any client.
 */
export async function spotClosedFor(db: Db, caller: ComplianceCaller): Promise<SpotClosedReason | null> {
  return spotClosedReason(await callerFacts(db, caller));
}

/** A logged-in caller as the compliance rules see them: the site, the account, the request's location. */
export interface ComplianceCaller {
  siteKey: SiteKey;
  account: { readonly country: number; readonly withdrawOnly: boolean };
  location: string | null;
}

/** What the closing rules read of a caller: withdraw-only, and the menu and country limit of the rule that applies (none for a withdraw-only account). */
async function callerFacts(db: Db, caller: ComplianceCaller): Promise<{ withdrawOnly: boolean; menu: readonly string[]; limitCountry: boolean }> {
  const { account } = caller;
  const rule = account.withdrawOnly ? null : await ruleFor(db, caller.siteKey, await ruleCountry(db, account, caller.location));
  return {
    withdrawOnly: account.withdrawOnly,
    menu: rule?.menu ?? [],
    limitCountry: rule ? storedLimits.parse(rule.limits).limit_country === true : false,
  };
}

/** The compliance menu code that closes withdrawals and transfers out (a rule whose `menu` holds it). */
export const WITHDRAW_CODE = 'withdraw';
export const WITHDRAW_CLOSED_MESSAGE = 'Withdrawals and transfers are not available in your region';

/**
 * Whether the compliance rules close money out to a caller: the rule the compliance check answers
 * on the same request (as spotClosedFor reads it) holds WITHDRAW_CODE in its menu. Withdraw-only
 * accounts are not closed: withdrawing is what they may do. A limited or blocked country does not
 * close it either: the money of an account there must be able to leave.
 */
export async function withdrawClosedFor(
  db: Db,
  caller: { siteKey: SiteKey; account: { readonly country: number }; location: string | null },
): Promise<boolean> {
  const rule = await ruleFor(db, caller.siteKey, await ruleCountry(db, caller.account, caller.location));
  return rule?.menu.includes(WITHDRAW_CODE) ?? false;
}
