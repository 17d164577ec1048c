import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { NO_KYC_TOAST, complianceCheck, complianceSchema, type Compliance } from '@exchange/contract/compliance';
import type { Db } from '../db/client';
import { complianceRules } from '../db/schema';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

type Limit = Compliance['limit'];

/** No limits: what a rule's omitted flags and a site without a rule mean. */
export const NO_LIMITS: Limit = complianceCheck.fallback.data.limit;

/** A stored rule's flags are checked when read: unknown or non-boolean flags are a data bug (500), never sent. */
const storedLimits = complianceSchema.shape.limit.omit({ toast_config: true, limit_country_toast: true }).partial().strict();

/** The site's rule for this visitor: the user's country rule when there is one, else the site-wide rule. */
async function ruleFor(db: Db, siteKey: string, country: number | null) {
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

export function complianceRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * Compliance check (public). The request's site rule (a logged-in user's country rule wins),
   * merged with the user's own flags: withdraw-only from the account. `lang` is accepted (the client
   * keys its cache by locale) but nothing here is localised: no rule carries a toast text.
   */
  serve(app, complianceCheck, async (c) => {
    await readInput(c, complianceCheck);
    const user = c.var.session?.user ?? null;
    const rule = await ruleFor(c.var.db, c.var.site.key, user?.country ?? null);
    const flags = rule ? storedLimits.parse(rule.limits) : {};
    return answer(c, complianceCheck, {
      code: 0,
      message: '',
      data: {
        menu: rule?.menu ?? [],
        business: rule?.business ?? [],
        limit: { ...NO_LIMITS, ...flags },
        toast: {
          is_hk_user: rule?.isHkUser ?? false,
          is_withdraw_only_user: user?.withdrawOnly ?? false,
          limit_country_user_status: rule?.limitCountryUserStatus ?? null,
          kyc_toast: NO_KYC_TOAST,
        },
      },
    });
  });

  return app;
}
