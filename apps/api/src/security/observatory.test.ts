import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_BODY_BYTES } from '@exchange/contract/limits';
import { explain, grade, type HeaderList } from '../../../../scripts/observatory';
import { createApp } from '../app';
import { call, CSRF, INTERNET } from '../../test/http';
import { useLiveServer } from '../../test/liveServer';
import { API_SECURITY_HEADERS } from './headers';
import { siteSettings } from '@exchange/contract/site';
import { coinIconWhitelist } from '@exchange/contract/tool';
import { marketCandles } from '@exchange/contract/market';
import { login as loginCall } from '@exchange/contract/usercenter';

/**
 * Every kind of API answer graded by the HTTP Observatory's rules (scripts/observatory.ts) as
 * deployed behind https: the requests come from this machine (a trusted proxy, TRUSTED_PROXIES'
 * default) saying `X-Forwarded-Proto: https` for a public host, as the web server in front does.
 * Each must be A+. (The pages and static files: apps/web/e2e/security-headers.e2e.ts.)
 */

const live = useLiveServer({ market: { maxConnectionsPerIp: 1 } });
const HOST = 'www.exchange.example';
const BEHIND_HTTPS = { 'x-forwarded-proto': 'https', 'x-forwarded-host': HOST };

function headerList(headers: Headers | Record<string, string | string[] | undefined>): HeaderList {
  if (headers instanceof Headers) {
    const list = [...headers].filter(([name]) => name !== 'set-cookie').map(([name, value]) => ({ name, value }));
    return [...list, ...headers.getSetCookie().map((value) => ({ name: 'set-cookie', value }))];
  }
  return Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : (Array.isArray(value) ? value : [value]).map((v) => ({ name, value: v })),
  );
}

function expectAPlus(path: string, status: number, headers: HeaderList): void {
  const result = grade({ url: `https://${HOST}${path}`, status, headers });
  expect(result.grade, `${path} (${status}) ${explain(result)}`).toBe('A+');
}

describe('HTTP answers behind https: A+', () => {
  it.each([
    ['GET', siteSettings.path, 200],
    ['GET', coinIconWhitelist.path, 200],
    ['GET', '/no-such-call', 404],
    ['GET', `${marketCandles.path}?pair=eth&interval=1m`, 400],
    ['POST', loginCall.path, 403],
  ])('%s %s → %i', async (method, path, status) => {
    const res = await fetch(`${live.origin}${path}`, { method, headers: BEHIND_HTTPS });
    expect(res.status).toBe(status);
    expectAPlus(path, status, headerList(res.headers));
  });

  it('an oversize body (413)', async () => {
    const res = await fetch(`${live.origin}${loginCall.path}`, {
      method: 'POST',
      headers: { ...BEHIND_HTTPS, 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${CSRF}`, csrftoken: CSRF },
      body: `email=a%40b.c&password=${'a'.repeat(MAX_BODY_BYTES + 1)}`,
    });
    expect(res.status).toBe(413);
    expectAPlus(loginCall.path, 413, headerList(res.headers));
  });

  it('wrong credentials (401)', async () => {
    const res = await fetch(`${live.origin}${loginCall.path}`, {
      method: 'POST',
      headers: { ...BEHIND_HTTPS, 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${CSRF}`, csrftoken: CSRF },
      body: 'email=trader%40demo.test&password=Wrong-pass-2026',
    });
    expect(res.status).toBe(401);
    expectAPlus(loginCall.path, 401, headerList(res.headers));
  });

  it('a log-in that sets cookies: all Secure, the session HttpOnly under __Host-, SameSite on every one', async () => {
    const res = await fetch(`${live.origin}${loginCall.path}`, {
      method: 'POST',
      headers: { ...BEHIND_HTTPS, 'content-type': 'application/x-www-form-urlencoded', cookie: `csrftoken=${CSRF}`, csrftoken: CSRF },
      body: 'email=trader%40demo.test&password=Demo-pass-2026',
    });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(1);
    expect(cookies.find((line) => line.startsWith('__Host-sid='))).toMatch(/HttpOnly/i);
    const result = grade({ url: `https://${HOST}${loginCall.path}`, status: 200, headers: headerList(res.headers) });
    expect(result.tests.cookies?.result).toBe('cookies-secure-with-httponly-sessions-and-samesite');
    expect(result.grade, explain(result)).toBe('A+');
  });
});

/** A refused upgrade's status and headers. */
function refusedUpgrade(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: HeaderList }>((resolve, reject) => {
    const ws = new WebSocket(`${live.origin.replace('http', 'ws')}${path}`, { headers: { ...BEHIND_HTTPS, ...headers } });
    ws.once('open', () => {
      ws.close();
      reject(new Error(`${path}: the upgrade was accepted`));
    });
    ws.once('error', () => undefined);
    ws.once('unexpected-response', (_req, res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: headerList(res.headers) }));
    });
  });
}

describe('WebSocket upgrade refusals behind https: A+', () => {
  it('an unknown path (404), a foreign Origin (403), one connection too many (429)', async () => {
    const unknown = await refusedUpgrade('/ws/nothing');
    expect(unknown.status).toBe(404);
    expectAPlus('/ws/nothing', 404, unknown.headers);
    const foreign = await refusedUpgrade('/ws/spot', { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expectAPlus('/ws/spot', 403, foreign.headers);
    const open = await live.connect('/ws/spot');
    const tooMany = await refusedUpgrade('/ws/spot');
    expect(tooMany.status).toBe(429);
    expectAPlus('/ws/spot', 429, tooMany.headers);
    open.ws.close();
  });
});

describe('HSTS and the scheme a visitor claims', () => {
  it('HSTS is on every answer whatever X-Forwarded-Proto says, from a trusted proxy or a visitor', async () => {
    const hsts = API_SECURITY_HEADERS['Strict-Transport-Security'];
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(15_768_000);
    for (const proto of ['http', 'https', 'javascript']) {
      for (const peer of ['127.0.0.1', INTERNET]) {
        const res = await call(live.app, siteSettings.path, { peer, headers: { 'x-forwarded-proto': proto } });
        expect(res.headers.get('strict-transport-security'), `${proto} from ${peer}`).toBe(hsts);
      }
    }
  });

  it('a visitor cannot make a plain-http localhost answer look like https, nor an https one like http', async () => {
    const app = createApp(live.handle.db, { trustedProxies: [] });
    const login = { form: { email: 'trader@demo.test', password: 'Demo-pass-2026' } };
    // a visitor on plain http to localhost claiming https: not believed, so no __Host- cookie it could not keep
    const forgedHttps = await call(app, loginCall.path, { ...login, peer: INTERNET, host: 'localhost:4000', proto: 'https' });
    expect(forgedHttps.setCookies.some((line) => line.startsWith('sid=') && !/;\s*secure/i.test(line))).toBe(true);
    // behind the trusted proxy on https, a visitor's own "X-Forwarded-Proto: http" is the proxy's to
    // overwrite; and on a public host cookies are Secure whatever the scheme (only loopback names get plain cookies)
    const publicHost = await call(app, loginCall.path, { ...login, peer: INTERNET, host: HOST, proto: 'http', headers: { host: HOST } });
    const session = publicHost.setCookies.find((line) => line.startsWith('__Host-sid='));
    expect(session).toMatch(/;\s*secure/i);
    expect(session).toMatch(/;\s*path=\//i);
    expect(session).not.toMatch(/;\s*domain=/i);
  });
});
