import { and, desc, eq } from 'drizzle-orm';
import type { LearnArticle } from '@exchange/contract/learn';
import type { Db } from '../db/client';
import { learnArticles } from '../db/schema';

/** The `limit` most read active articles in `language`, then English ones (no slug twice). */
export async function trending(db: Db, language: string, limit: number): Promise<LearnArticle[]> {
  const languages = language === 'en' ? ['en'] : [language, 'en'];
  const lists = await Promise.all(
    languages.map((locale) =>
      db
        .select()
        .from(learnArticles)
        .where(and(eq(learnArticles.locale, locale), eq(learnArticles.active, true)))
        .orderBy(desc(learnArticles.views7d), desc(learnArticles.id))
        .limit(limit),
    ),
  );
  const seen = new Set<string>();
  const list: LearnArticle[] = [];
  for (const row of lists.flat()) {
    if (seen.has(row.slug) || list.length === limit) continue;
    seen.add(row.slug);
    list.push({ id: row.id, slug: row.slug, title: row.title, summary: row.summary, published_at: Math.floor(row.publishedAt.getTime() / 1000) });
  }
  return list;
}
