import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { BusinessTip } from '@exchange/contract/kyc';
import type { Db } from '../db/client';
import { businessTips } from '../db/schema';

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
