import { describe, expect, it } from 'vitest';
import * as account from '@exchange/contract/account';
import type { AnyCall } from '@exchange/contract/define';
import { errorAnswer } from '@exchange/contract/define';
import * as site from '@exchange/contract/site';
import * as usercenter from '@exchange/contract/usercenter';
import { createApp } from './app';
import { openDb } from './db/client';
import { useFreshApp } from '../test/freshDb';
import { call, CSRF, INTERNET, WEB_SERVER, type Call } from '../test/http';
import { getUserInfo, login, logout, logoutAll, signup } from '@exchange/contract/usercenter';
import { siteSettings } from '@exchange/contract/site';

const t = useFreshApp();

function isCall(value: unknown): value is AnyCall {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'answer' in value;
}
const ALL_CALLS = [usercenter, account, site].flatMap((m) => Object.values(m).filter(isCall));
const POSTS = ALL_CALLS.filter((c) => c.method === 'POST');

/** A refusal: a 4xx with the `{code, message}` shape. */
function expectClientError(res: Call, status?: number) {
  if (status !== undefined) expect(res.status).toBe(status);
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  expect(errorAnswer.safeParse(res.json).success).toBe(true);
}

describe('CSRF', () => {
  it('covers the POST calls of the contract', () => {
    expect(POSTS.map((c) => c.path).sort()).toEqual([login.path, logout.path, logoutAll.path, signup.path]);
  });

  const form = { email: 'trader@demo.test', password: 'Demo-pass-2026' };
  const refusals: [string, Parameters<typeof call>[2]][] = [
    ['no token at all', { form, csrf: false }],
    ['a header but no cookie', { form, csrf: false, headers: { csrftoken: CSRF } }],
    ['a cookie but no header', { form, csrf: false, cookies: { csrftoken: CSRF } }],
    ['a header that differs from the cookie', { form, headers: { csrftoken: `${CSRF.slice(0, -1)}X` } }],
    ['a token shorter than 16 characters', { form, csrf: false, cookies: { csrftoken: 'short-token' }, headers: { csrftoken: 'short-token' } }],
    ['a valid token on a cross-site request', { form, headers: { 'sec-fetch-site': 'cross-site' } }],
  ];
  for (const post of POSTS) {
    it.each(refusals)(`refuses ${post.path} with %s (403 40301)`, async (_label, options) => {
      const res = await call(t.app, post.path, { method: 'POST', ...options });
      expectClientError(res, 403);
      expect(res.json).toEqual({ code: 40301, message: 'CSRF token missing or invalid' });
      expect(res.setCookies).toEqual([]);
    });
  }

  it('lets a same-origin request with a matching token through', async () => {
    const res = await call(t.app, login.path, { form, headers: { 'sec-fetch-site': 'same-origin' } });
    expect(res.status).toBe(200);
  });

  it('does not ask GET calls for a token', async () => {
    expect((await call(t.app, siteSettings.path, { csrf: false })).status).toBe(200);
  });
});

describe('bad input never gets a 5xx', () => {
  const LOGIN = login.path;
  const SIGNUP = signup.path;
  const cases: [string, string, Parameters<typeof call>[2], number][] = [
    ['text/plain body', LOGIN, { method: 'POST', body: 'email=a@b.c&password=x', contentType: 'text/plain' }, 415],
    ['multipart body', SIGNUP, { method: 'POST', body: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' }, 415],
    ['a body without content type', LOGIN, { method: 'POST', body: 'email=a@b.c' }, 415],
    ['malformed JSON', LOGIN, { method: 'POST', body: '{"email":', contentType: 'application/json' }, 400],
    ['a JSON array', LOGIN, { method: 'POST', body: '[1,2]', contentType: 'application/json' }, 400],
    ['a JSON number for email', LOGIN, { method: 'POST', body: '{"email":5,"password":"x"}', contentType: 'application/json' }, 400],
    ['missing fields', LOGIN, { form: {} }, 400],
    ['a missing password', LOGIN, { form: { email: 'trader@demo.test' } }, 400],
    ['an over-long email', SIGNUP, { form: { email: `${'a'.repeat(300)}@example.com`, password: 'Good-pass-1' } }, 400],
    ['an over-long password', LOGIN, { form: { email: 'trader@demo.test', password: `A1${'x'.repeat(200)}` } }, 400],
    ['a bad email', SIGNUP, { form: { email: 'a@', password: 'Good-pass-1' } }, 400],
    ['broken percent-encoding', LOGIN, { method: 'POST', body: 'email=%E0%A4%A&password=%%%', contentType: 'application/x-www-form-urlencoded' }, 400],
    ['a body over 16 KiB', SIGNUP, { form: { email: 'big@example.com', password: 'Good-pass-1', pad: 'x'.repeat(20_000) } }, 413],
    ['unknown fields on logout', logout.path, { form: { foo: 'bar' } }, 400],
    ['unknown query fields', `${getUserInfo.path}?x=1`, { method: 'GET' }, 400],
  ];
  it.each(cases)('%s → 4xx JSON', async (_label, path, options, status) => {
    const res = await call(t.app, path, options);
    expectClientError(res, status);
  });

  it('names the missing field', async () => {
    const res = await call(t.app, LOGIN, { form: { email: 'trader@demo.test' } });
    expect(res.json).toEqual({ code: 40001, message: 'password is required' });
  });

  it('answers unknown paths and wrong methods with a JSON 404', async () => {
    for (const [method, path] of [
      ['GET', '/nope'],
      ['GET', login.path],
      ['DELETE', siteSettings.path],
    ] as const) {
      const res = await call(t.app, path, { method });
      expectClientError(res, 404);
      expect(res.json).toEqual({ code: 40401, message: 'Not found' });
    }
  });
});

describe('headers', () => {
  it('sets nosniff, no-store and the referrer policy on answers and errors alike', async () => {
    for (const res of [await call(t.app, siteSettings.path), await call(t.app, '/nope' /* a path no call declares */), await call(t.app, getUserInfo.path)]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('forwarding headers count only from the trusted web server', () => {
  const LOGIN = login.path;
  const SETTINGS = siteSettings.path;
  const siteId = async (options: Parameters<typeof call>[2]) => site.siteSettings.answer.parse((await call(t.app, SETTINGS, options)).json).data.sub_website_id;

  it('a direct client spoofing X-Forwarded-For still hits its own per-address limit', async () => {
    for (let i = 0; i < 20; i += 1) {
      const res = await call(t.app, LOGIN, {
        peer: INTERNET,
        form: { email: `spoof${i}@example.com`, password: 'Wrong-pass-1' },
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expectClientError(res, 401);
    }
    const blocked = await call(t.app, LOGIN, {
      peer: INTERNET,
      form: { email: 'newbie@demo.test', password: 'Demo-pass-2026' },
      headers: { 'x-forwarded-for': '198.51.100.200' },
    });
    expectClientError(blocked, 429);
    // Through the web server the visitor is the entry it added (the last), not the client's own.
    const viaWeb = await call(t.app, LOGIN, {
      peer: WEB_SERVER,
      form: { email: 'newbie@demo.test', password: 'Demo-pass-2026' },
      headers: { 'x-forwarded-for': `${INTERNET}, 198.51.100.201` },
    });
    expect(viaWeb.status).toBe(200);
    const spoofedViaWeb = await call(t.app, LOGIN, {
      peer: WEB_SERVER,
      form: { email: 'newbie@demo.test', password: 'Demo-pass-2026' },
      headers: { 'x-forwarded-for': `198.51.100.202, ${INTERNET}` },
    });
    expectClientError(spoofedViaWeb, 429);
  });

  it('takes the sub-site from X-Forwarded-Host only from the web server, and only a valid host[:port]', async () => {
    expect(await siteId({ host: 'tr.localhost:3000' })).toBe(177);
    expect(await siteId({ host: 'tr.localhost:3000', peer: INTERNET })).toBe(0);
    expect(await siteId({ host: 'tr.localhost:3000', peer: null })).toBe(0);
    expect(await siteId({ host: 'tr.localhost:99999' })).toBe(0);
  });

  it('ignores a forwarded proto that is not http or https (cookies follow the connection scheme)', async () => {
    const res = await call(t.app, LOGIN, {
      form: { email: 'risk@demo.test', password: 'Demo-pass-2026' },
      host: 'localhost:3000',
      headers: { 'x-forwarded-proto': 'javascript' },
    });
    expect(res.status).toBe(200);
    expect(res.setCookies.some((line) => line.startsWith('sid='))).toBe(true);
    const direct = await call(t.app, LOGIN, {
      peer: '203.0.113.8',
      form: { email: 'risk@demo.test', password: 'Demo-pass-2026' },
      host: 'localhost:3000',
      proto: 'https',
    });
    // a direct client's x-forwarded-proto: https is not believed either: plain http on localhost
    expect(direct.status).toBe(200);
    expect(direct.setCookies.some((line) => line.startsWith('sid='))).toBe(true);
  });
});

describe('real failures', () => {
  it('answers 500 {50001} and logs when the database breaks', async () => {
    const broken = await openDb(); // not migrated: every query fails
    const logged: unknown[] = [];
    const brokenApp = createApp(broken.db, { logError: (e) => logged.push(e) });
    const res = await call(brokenApp, siteSettings.path);
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ code: 50001, message: 'Internal error' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(logged).toHaveLength(1);
    await broken.close();
  });
});
