import { z } from 'zod/mini';
import { defineCall, intField, ok } from './define';

/** How many trending stories the 404 page shows (our choice: a short, scannable list). */
export const TRENDING_DEFAULT = 6;
/** The most one call answers. */
export const TRENDING_MAX = 20;

/** A learn-hub article as a list shows it; the page lives at `/learn/articles/{slug}/{id}`. */
export const learnArticleSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  slug: z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  title: z.string().check(z.minLength(1), z.maxLength(300)),
  summary: z.string().check(z.maxLength(1000)),
  /** unix seconds */
  published_at: z.number().check(z.int(), z.nonnegative()),
});
export type LearnArticle = z.output<typeof learnArticleSchema>;

/**
 * Trending stories (spec doc 2 §2, the 404 page): the most read learn articles of the last 7 days
 * in the `application-language` header's language, topped up with English ones when that
 * language has fewer (our choice, so every locale's 404 page has stories). Fallback: none, and
 * the page leaves the list out.
 */
export const trendingStories = defineCall({
  method: 'GET',
  path: '/api/web/v1/learn/trending',
  request: z.strictObject({ limit: z.optional(intField('limit', 1, TRENDING_MAX)) }),
  answer: ok(z.object({ list: z.array(learnArticleSchema).check(z.maxLength(TRENDING_MAX)) })),
  fallback: { code: 0, message: '', data: { list: [] } },
});

/** The article's path (before the locale prefix). */
export function learnArticlePath(article: Pick<LearnArticle, 'slug' | 'id'>): string {
  return `/learn/articles/${article.slug}/${article.id}`;
}
