import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { TRENDING_DEFAULT, trendingStories, type LearnArticle } from '@exchange/contract/learn';
import type { Db } from '../db/client';
import { learnArticles } from '../db/schema';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';
import { requestLanguage } from '../http/language';

/** Seconds a trending list may be reused (views move slowly; a new article shows within a minute). */
export const TRENDING_MAX_AGE = 60;

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

/** The learn hub's calls: trending stories (public, read-only). */
export function learnRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  serve(app, trendingStories, async (c) => {
    const { limit } = await readInput(c, trendingStories);
    const list = await trending(c.var.db, requestLanguage(c), limit ?? TRENDING_DEFAULT);
    // the same for every visitor of a language: browsers and the web server's shared cache keep it
    c.header('Cache-Control', `public, max-age=${TRENDING_MAX_AGE}`);
    c.header('Vary', 'Application-Language', { append: true });
    return answer(c, trendingStories, { code: 0, message: '', data: { list } });
  });
  return app;
}
