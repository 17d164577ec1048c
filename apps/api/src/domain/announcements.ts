import { and, eq } from 'drizzle-orm';
import type { ApiLanguage } from '@exchange/contract/market';
import type { Db } from '../db/client';
import { announcements } from '../db/schema';

/** A site's active announcement for a page, in `language`, else in English; null when it has none. */
export async function bulletinFor(
  db: Db,
  siteKey: string,
  page: string,
  language: ApiLanguage,
): Promise<{ content_id: string; content: string; link: string } | null> {
  const rows = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.site, siteKey), eq(announcements.page, page), eq(announcements.active, true)));
  const row = rows.find((r) => r.locale === language) ?? rows.find((r) => r.locale === 'en');
  return row ? { content_id: row.contentId, content: row.content, link: row.link } : null;
}
