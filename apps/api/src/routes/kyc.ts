import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { footerTipsCheck, type BusinessTip } from '@exchange/contract/kyc';
import type { Db } from '../db/client';
import { businessTips } from '../db/schema';
import { ruleCountry } from '../domain/countries';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

/**
 * The business tip for this site, country and user: among active rows of the site whose user is
 * unset or this user and whose country is unset or this country, a user's own row first, then a
 * country's, then by priority (highest first) and id.
 */
export async function businessTipFor(db: Db, siteKey: string, country: string | null, userId: number | null): Promise<BusinessTip | null> {
  const [row] = await db
    .select()
    .from(businessTips)
    .where(
      and(
        eq(businessTips.siteKey, siteKey),
        eq(businessTips.active, true),
        userId === null ? isNull(businessTips.userId) : or(isNull(businessTips.userId), eq(businessTips.userId, userId)),
        country === null ? isNull(businessTips.country) : or(isNull(businessTips.country), eq(businessTips.country, country)),
      ),
    )
    .orderBy(sql`(${businessTips.userId} is not null) desc`, sql`(${businessTips.country} is not null) desc`, desc(businessTips.priority), businessTips.id)
    .limit(1);
  if (!row) return null;
  return {
    title: row.title,
    content: row.content,
    ok_button: row.okButton,
    cancel_button: row.cancelButton,
    ok_button_router: row.okButtonRouter,
    text_link: row.textLink,
    no_close_button: row.noCloseButton,
  };
}

export function kycRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /**
   * The business compliance tip (public; legacy envelope `{resMsg: {code: '0', message}, datas}`).
   * The country is the compliance check's (a user's profile country, a guest's location).
   */
  serve(app, footerTipsCheck, async (c) => {
    await readInput(c, footerTipsCheck);
    const user = c.var.session?.user ?? null;
    const tip = await businessTipFor(c.var.db, c.var.site.key, await ruleCountry(c), user?.id ?? null);
    return answer(c, footerTipsCheck, { resMsg: { code: '0', message: 'success' }, datas: tip ? [tip] : [] });
  });

  return app;
}
