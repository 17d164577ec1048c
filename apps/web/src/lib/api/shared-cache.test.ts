import { describe, expect, it } from 'vitest';
import { SHARED_CACHE_ENTRIES, sharedMaxAge, withSharedCache } from './shared-cache';

describe('sharedMaxAge', () => {
  it.each([
    [200, 'public, max-age=300', null, 300],
    [200, 'public, s-maxage=30, max-age=300', null, 30],
    [200, 'max-age=300, public', 'Application-Language', 300],
    [200, 'public, max-age=60', 'application-language, x-forwarded-host', 60],
    [200, 'public, max-age="60"', null, 60],
    [200, 'max-age=300', null, 0],
    [200, 'private, max-age=300', null, 0],
    [200, 'public, no-store, max-age=300', null, 0],
    [200, 'public, no-cache, max-age=300', null, 0],
    [200, 'no-store', null, 0],
    [200, null, null, 0],
    [200, 'public', null, 0],
    [200, 'public, max-age=0', null, 0],
    [200, 'public, max-age=abc', null, 0],
    [200, 'public, max-age=60', 'cookie', 0],
    [200, 'public, max-age=60', '*', 0],
    [404, 'public, max-age=60', null, 0],
    [500, 'public, max-age=60', null, 0],
  ])('%s %s vary %s → %s', (status, cacheControl, vary, expected) => {
    expect(sharedMaxAge(status, cacheControl, vary)).toBe(expected);
  });
});

/** A fake API: counts calls, answers with the headers given, the body naming the call and its cookie. */
function fakeApi(headers: Record<string, string>) {
  let calls = 0;
  const fetchImpl: typeof fetch = (_input, init) => {
    calls += 1;
    const cookie = new Headers(init?.headers).get('cookie') ?? '';
    return Promise.resolve(new Response(JSON.stringify({ call: calls, cookie }), { status: 200, headers }));
  };
  return { fetchImpl, calls: () => calls };
}

describe('withSharedCache', () => {
  const URL_A = 'http://api/js/tool/coin_icon_whitelist.json';

  it('gives a public answer to every visitor until it expires, then asks again', async () => {
    let now = 1_000_000;
    const api = fakeApi({ 'cache-control': 'public, max-age=60', 'content-type': 'application/json' });
    const cached = withSharedCache(api.fetchImpl, () => now);
    const first = await (await cached(URL_A, { headers: { cookie: 'sid=alice' } })).json();
    const second = await cached(URL_A, { headers: { cookie: 'sid=bob' } });
    expect(await second.json()).toEqual(first);
    expect(second.headers.get('content-type')).toBe('application/json');
    expect(api.calls()).toBe(1);
    now += 60_001;
    expect(await (await cached(URL_A, { headers: { cookie: 'sid=bob' } })).json()).toEqual({ call: 2, cookie: 'sid=bob' });
  });

  it('keeps answers apart by site and language, and never keeps private, uncacheable or cookie-setting answers', async () => {
    const api = fakeApi({ 'cache-control': 'public, max-age=60', vary: 'Application-Language' });
    const cached = withSharedCache(api.fetchImpl);
    await cached(URL_A, { headers: { 'x-forwarded-host': 'localhost:3000', 'application-language': 'en' } });
    await cached(URL_A, { headers: { 'x-forwarded-host': 'tr.localhost:3000', 'application-language': 'en' } });
    await cached(URL_A, { headers: { 'x-forwarded-host': 'localhost:3000', 'application-language': 'de' } });
    await cached(URL_A, { headers: { 'x-forwarded-host': 'localhost:3000', 'application-language': 'en' } });
    expect(api.calls()).toBe(3);

    const uncacheable: Record<string, string>[] = [
      { 'cache-control': 'private, max-age=60' },
      { 'cache-control': 'no-store' },
      { 'cache-control': 'public, max-age=60', 'set-cookie': 'sid=x' },
    ];
    for (const headers of uncacheable) {
      const other = fakeApi(headers);
      const pass = withSharedCache(other.fetchImpl);
      const a = await (await pass(URL_A, { headers: { cookie: 'sid=alice' } })).json();
      const b = await (await pass(URL_A, { headers: { cookie: 'sid=bob' } })).json();
      expect([a, b]).toEqual([
        { call: 1, cookie: 'sid=alice' },
        { call: 2, cookie: 'sid=bob' },
      ]);
    }
  });

  it('passes state-changing calls through, and holds at most SHARED_CACHE_ENTRIES answers', async () => {
    const api = fakeApi({ 'cache-control': 'public, max-age=60' });
    const cached = withSharedCache(api.fetchImpl);
    await cached(URL_A, { method: 'POST' });
    await cached(URL_A, { method: 'POST' });
    expect(api.calls()).toBe(2);
    for (let i = 0; i <= SHARED_CACHE_ENTRIES; i += 1) await cached(`${URL_A}?v=${i}`);
    const before = api.calls();
    await cached(`${URL_A}?v=0`); // the oldest went
    await cached(`${URL_A}?v=${SHARED_CACHE_ENTRIES}`); // the newest stayed
    expect(api.calls()).toBe(before + 1);
  });
});
