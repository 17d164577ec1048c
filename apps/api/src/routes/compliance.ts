import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod/mini';
import { complianceCheck, complianceSchema, type Compliance } from '@exchange/contract/compliance';
import { ErrorCode } from '@exchange/contract/errors';
import { spotClosedReason, type SpotClosedReason } from '@exchange/sites/compliance';
import type { Db } from '../db/client';
import { complianceRules, riskUserGuides } from '../db/schema';
import { kycToastFor, limitCountryUserStatus, pickToast, siteSwitchCode, type ComplianceUser } from '../domain/compliance';
import { ruleCountry } from '../domain/countries';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError } from '../http/errors';
import { readInput } from '../http/input';

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

const SPOT_CLOSED_MESSAGES: Record<SpotClosedReason, string> = {
  withdrawOnly: 'This account may only withdraw: it cannot place orders',
  spotTradeRestricted: 'Spot trading is not available in your region',
  limitCountry: 'Trading is not available in your region',
};

/**
 * Refuses (403, `restricted`) a caller who may not place spot orders: an account that may only
 * withdraw, or a caller whose rule closes spot trading (its menu holds spot_trade: the NL and UZ
 * rules) or limits its country (limit_country). The rule is the one the compliance check answers
 * on the same request: the request's site and the caller's country (ruleCountry: the profile
 * country, else the location). Rules are per site, as licences are: a market closed on every
 * site needs a row on every site (seeded: the main site's country rows). The web gates the trade
 * page by the same rule (menu and limit_country; a withdraw-only account keeps the page and its
 * notice), and its ticket says up front that trading is closed, with no submit: both ask the
 * one rule, `spotClosedReason` (packages/sites compliance.ts); this is its enforcement, for any
 * client. Cancelling stays open to them.
 */
export async function refuseClosedSpotTrading(c: Context<AppEnv>, account: { readonly withdrawOnly: boolean }): Promise<void> {
  const rule = account.withdrawOnly ? null : await ruleFor(c.var.db, c.var.site.key, await ruleCountry(c));
  const reason = spotClosedReason({
    withdrawOnly: account.withdrawOnly,
    menu: rule?.menu ?? [],
    limitCountry: rule ? storedLimits.parse(rule.limits).limit_country === true : false,
  });
  if (reason !== null) throw new ApiError(403, ErrorCode.restricted, SPOT_CLOSED_MESSAGES[reason]);
}

async function riskGuideOf(db: Db, userId: number) {
  const [row] = await db.select().from(riskUserGuides).where(eq(riskUserGuides.userId, userId)).limit(1);
  return row ?? null;
}

export function complianceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * Compliance check (public). The rule of the request's site for the request's country (a
   * logged-in user's profile country, a guest's location; else the site-wide row), merged with
   * the user's own state: withdraw-only, the computed limit_country_user_status, kyc_toast; and
   * the site-switch code for that country (siteSwitchCode) added to `business`.
   * Toast texts are picked by `lang` (then English).
   */
  serve(app, complianceCheck, async (c) => {
    const { lang } = await readInput(c, complianceCheck);
    const row = c.var.session?.user ?? null;
    const user: ComplianceUser | null = row && { uid: row.uid, verified: row.verified, tierLevel: row.vipLevel, isRiskUser: row.isRiskUser };
    const country = await ruleCountry(c);
    const rule = await ruleFor(c.var.db, c.var.site.key, country);
    const switchCode = siteSwitchCode(c.var.site.key, country);
    const limit: Limit = {
      ...NO_LIMITS,
      ...(rule ? storedLimits.parse(rule.limits) : {}),
      toast_config: pickToast(rule?.toastConfig, lang),
      limit_country_toast: pickToast(rule?.limitCountryToast, lang),
    };
    return answer(c, complianceCheck, {
      code: 0,
      message: '',
      data: {
        menu: rule?.menu ?? [],
        business: [...(rule?.business ?? []), ...(switchCode && !rule?.business.includes(switchCode) ? [switchCode] : [])],
        limit,
        toast: {
          is_hk_user: rule?.isHkUser ?? false,
          is_withdraw_only_user: row?.withdrawOnly ?? false,
          limit_country_user_status: limitCountryUserStatus(limit.limit_country, user),
          kyc_toast: kycToastFor(user, row?.isRiskUser ? await riskGuideOf(c.var.db, row.id) : null),
        },
      },
    });
  });

  return app;
}
