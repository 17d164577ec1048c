import { Hono } from 'hono';
import { TRENDING_DEFAULT, trendingStories } from '@exchange/contract/learn';
import { trending } from '../domain/learn';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';
import { requestLanguage } from '../http/language';

/** Seconds a trending list may be reused (views move slowly; a new article shows within a minute). */
export const TRENDING_MAX_AGE = 60;

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
