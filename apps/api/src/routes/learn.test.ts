import { describe, expect, it } from 'vitest';
import { TRENDING_DEFAULT, TRENDING_MAX, learnArticlePath, trendingStories } from '@exchange/contract/learn';
import { learnArticles } from '../db/schema';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';
import { TRENDING_MAX_AGE } from './learn';

const t = useFreshApp();
const PATH = trendingStories.path;

async function stories(query = '', headers: Record<string, string> = {}) {
  const res = await call(t.app, `${PATH}${query}`, { headers });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return trendingStories.answer.parse(res.json).data.list;
}

describe(`GET ${trendingStories.path}`, () => {
  it('answers the most read English articles first, the default count, with links that fit /learn/articles/{slug}/{id}', async () => {
    const list = await stories();
    expect(list).toHaveLength(TRENDING_DEFAULT);
    expect(list[0]?.slug).toBe('what-is-bitcoin');
    expect(list.map((a) => a.title)).toContain('How to Read Candlestick Charts');
    for (const a of list) expect(learnArticlePath(a)).toMatch(/^\/learn\/articles\/[a-z0-9-]+\/\d+$/);
  });

  it('puts the language’s own articles first and tops up with English ones, never one slug twice', async () => {
    const list = await stories('?limit=5', { 'application-language': 'de' });
    expect(list).toHaveLength(5);
    expect(list.slice(0, 3).map((a) => a.title)).toEqual([
      'Was ist Bitcoin? Ein Leitfaden für Einsteiger',
      'Spot- oder Futures-Handel: Was ist der Unterschied?',
      'Sieben Wege, Ihr Börsenkonto abzusichern',
    ]);
    expect(new Set(list.map((a) => a.slug)).size).toBe(5);
    expect(list[3]?.title).toBe('How to Read Candlestick Charts');
  });

  it('is public for a minute and varies on the language: the same list for every visitor, never anyone’s own', async () => {
    const res = await call(t.app, PATH, { headers: { 'application-language': 'de' }, cookies: { sid: 'someone' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(`public, max-age=${TRENDING_MAX_AGE}`);
    expect(res.headers.get('vary')?.toLowerCase()).toContain('application-language');
    expect(res.setCookies).toEqual([]);
    // a refusal is never cached
    const refused = await call(t.app, `${PATH}?limit=abc`);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('leaves out inactive articles', async () => {
    await t.handle.db
      .insert(learnArticles)
      .values({ locale: 'en', slug: 'hidden-draft', title: 'Draft', publishedAt: new Date(), views7d: 10 ** 9, active: false });
    const list = await stories(`?limit=${TRENDING_MAX}`);
    expect(list.map((a) => a.slug)).not.toContain('hidden-draft');
    expect(list.length).toBeLessThanOrEqual(TRENDING_MAX);
  });

  it('refuses a bad limit, an unknown parameter or language with a 400 and a message', async () => {
    for (const [query, headers] of [
      ['?limit=0', {}],
      ['?limit=21', {}],
      ['?limit=abc', {}],
      ['?limit=-1', {}],
      ['?limit=1e3', {}],
      ['?page=1', {}],
      ['', { 'application-language': 'xx-evil' }],
    ] as const) {
      const res = await call(t.app, `${PATH}${query}`, { headers });
      expect(res.status, query).toBe(400);
      expect(res.json).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
  });
});
