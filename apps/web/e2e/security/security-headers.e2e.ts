import { expect, test, type APIResponse } from '@playwright/test';
import { explain, grade } from '../../../../scripts/observatory';
import { siteUrl } from '../support/fixtures';
import { headerValues, rawRequest, startBehindHttps, type BehindHttps, type RawAnswer } from './observatory';

/**
 * The Observatory's header rules over every kind of answer the web server gives, as deployed
 * (front door, Next, the API behind it): what front-door.e2e.ts and sites.e2e.ts do not already
 * check. Every answer: nosniff and no `Server` / `X-Powered-By` naming the software. Pages and
 * static files: HSTS, a Referrer-Policy, framing refused; pages: a script policy without
 * 'unsafe-inline'. (HSTS is sent on every Next answer; browsers heed it only over https. The API's
 * own answers and WebSocket refusals: apps/api/src/security/headers-live.test.ts and
 * observatory.test.ts.) Then every kind of answer graded by the HTTP Observatory's rules
 * (scripts/observatory.ts) as deployed behind https: each must be A+. HTTP requests only: no
 * browser page is opened, so the tests use Playwright's own `test`, without the page fixtures
 * (support/fixtures.ts: a context and a tab per test, whose console would have nothing to say).
 */

function expectNoLeaks(answer: APIResponse, label: string): void {
  const headers = answer.headers();
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers.server, label).toBeUndefined();
  expect(headers['x-powered-by'], label).toBeUndefined();
}

function expectNextHeaders(answer: APIResponse, label: string): void {
  const headers = answer.headers();
  const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]);
  expect(maxAge, `${label}: HSTS max-age`).toBeGreaterThanOrEqual(31_536_000);
  expect(headers['referrer-policy'], label).toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect(headers['x-frame-options'], label).toBe('DENY');
  const csp = answer
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'content-security-policy')
    .map((h) => h.value);
  expect(csp.join(', '), label).toContain("frame-ancestors 'none'");
}

/** The script-src directive of every policy on the answer. */
function scriptSources(answer: APIResponse): string[] {
  return answer
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'content-security-policy')
    .flatMap((h) => h.value.split(';').map((d) => d.trim()))
    .filter((d) => d.startsWith('script-src'));
}

test('pages (home and the 404 page): no inline scripts allowed, framing refused, HSTS, no software named', async ({ request }) => {
  for (const [path, status] of [
    ['/', 200],
    ['/no-such-page', 404],
  ] as const) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(status);
    expectNoLeaks(answer, path);
    expectNextHeaders(answer, path);
    const scripts = scriptSources(answer);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const directive of scripts) {
      expect(directive, path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(directive, path).not.toContain("'unsafe-inline'");
      expect(directive, path).not.toMatch(/https?:|\*/);
    }
  }
});

test('Next’s own redirects (a trailing slash, a doubled slash): the same headers as pages', async ({ request }) => {
  for (const path of ['/login/', '//login', '/zh/price/']) {
    const answer = await request.get(siteUrl('main', path), { maxRedirects: 0 });
    expect(answer.status(), path).toBe(308);
    expect(answer.headers().location, path).toBe(path === '/zh/price/' ? '/zh/price' : '/login');
    expectNoLeaks(answer, path);
    expectNextHeaders(answer, path);
  }
});

test('static files (a public file and a build chunk): the same headers as pages', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  expect(chunk).toBeTruthy();
  // /favicon.ico: what a browser asks for where a page names no icon (an error answer)
  for (const path of ['/robots.txt', '/favicon.ico', chunk ?? '']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expectNoLeaks(answer, path);
    expectNextHeaders(answer, path);
  }
});

test('API answers through the front door (200, 400, 413): JSON with nosniff, not cached, no software named', async ({ request }) => {
  const ok = await request.get('/api/web/v1/site/settings');
  const bad = await request.get('/apiw/v2/market/candles?pair=eth&interval=1m');
  const big = await request.post('/api/web/v1/usercenter/login', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: `email=x%40y.z&password=${'a'.repeat(1024 * 1024)}`,
  });
  for (const [answer, status] of [
    [ok, 200],
    [bad, 400],
    [big, 413],
  ] as const) {
    const label = `${status}`;
    expect(answer.status(), label).toBe(status);
    expectNoLeaks(answer, label);
    expect(answer.headers()['content-type'], label).toMatch(/^application\/json/);
    expect(answer.headers()['cache-control'], label).toBe('no-store');
  }
});

test('pages never name the internal path they were rewritten to (x-middleware-rewrite)', async ({ request }) => {
  for (const path of ['/', '/ar', '/no-such-page', '/trade/btc_usdt']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBeLessThan(500);
    expect(answer.headers()['x-middleware-rewrite'], path).toBeUndefined();
  }
});

test.describe('the HTTP Observatory as deployed behind https: A+ for every kind of answer', () => {
  test.describe.configure({ timeout: 120_000 });
  const port = Number(process.env.E2E_HTTPS_WEB_PORT ?? Number(process.env.E2E_WEB_PORT ?? 3100) + 2000);
  const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
  let server: BehindHttps | undefined;
  test.beforeAll(async () => {
    server = await startBehindHttps(port, apiPort);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** The load balancer's headers for `host` (the visitor at a documentation address). */
  const behindHttps = (host: string, extra: Record<string, string> = {}): Record<string, string> => ({
    host: `127.0.0.1:${port}`,
    'x-forwarded-proto': 'https',
    'x-forwarded-host': host,
    'x-forwarded-for': '203.0.113.9',
    ...extra,
  });
  const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';

  /** Requests `path` twice as the Observatory does (plain, and with its Origin for the CORS test) and grades it. */
  async function expectAPlus(
    host: string,
    path: string,
    status: number,
    options: { method?: string; headers?: Record<string, string>; body?: string } = {},
  ): Promise<RawAnswer> {
    const answer = await rawRequest(port, path, { ...options, headers: behindHttps(host, options.headers) });
    expect(answer.status, `${host}${path}`).toBe(status);
    const cors = await rawRequest(port, path, { ...options, headers: behindHttps(host, { ...options.headers, origin: OBSERVATORY_ORIGIN }) });
    const result = grade({
      url: `https://${host}${path}`,
      status: answer.status,
      headers: answer.headers,
      body: answer.body,
      cors: { origin: OBSERVATORY_ORIGIN, headers: cors.headers },
    });
    test.info().annotations.push({ type: 'observatory', description: `${host}${path} (${status}): ${explain(result)}` });
    expect(result.grade, `${host}${path} (${status}): ${explain(result)}`).toBe('A+');
    expect(headerValues(answer, 'x-middleware-rewrite'), `${host}${path}`).toEqual([]);
    return answer;
  }

  test('pages: the main site, another sub-site, Arabic, the 404 page, the redirects', async () => {
    const home = await expectAPlus('localhost', '/', 200);
    // behind https every cookie is Secure (graded: cookies-secure-with-httponly-sessions-and-samesite)
    const cookies = headerValues(home, 'set-cookie');
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) expect(line, line).toMatch(/;\s*secure/i);
    expect(headerValues(home, 'content-security-policy').join(', ')).toContain('upgrade-insecure-requests');
    await expectAPlus('tr.localhost', '/', 200);
    await expectAPlus('localhost', '/ar', 200);
    await expectAPlus('localhost', '/no-such-page', 404);
    await expectAPlus('localhost', '/en', 308);
    await expectAPlus('localhost', '/reminder', 307);
    // Next's own redirects, before the proxy runs
    await expectAPlus('localhost', '/login/', 308);
    await expectAPlus('localhost', '//login', 308);
  });

  test('what no page takes is refused before Next, A+ and with nothing in the error log: TRACE, PUT, PATCH, DELETE, PROPFIND, an unreadable router state', async () => {
    const logged = server?.errors().length ?? 0;
    for (const method of ['TRACE', 'PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
      const answer = await expectAPlus('localhost', '/', 405, { method });
      expect(headerValues(answer, 'allow'), method).toEqual(['GET, HEAD, OPTIONS']);
    }
    const options = await expectAPlus('localhost', '/login', 204, { method: 'OPTIONS' });
    expect(headerValues(options, 'allow')).toEqual(['GET, HEAD, OPTIONS']);
    for (const state of ['garbage', encodeURIComponent('["",{},null,null,true]')]) {
      const answer = await expectAPlus('localhost', '/', 400, { headers: { rsc: '1', 'next-router-state-tree': state } });
      expect(JSON.parse(answer.body), state).toEqual({ code: 40001, message: 'Bad request' });
    }
    // a readable state is Next's to answer (the home page's own tree: a client-side navigation)
    const home = encodeURIComponent(JSON.stringify(['', { children: [['locale', 'en', 'd', null], { children: ['__PAGE__', {}] }] }]));
    expect((await rawRequest(port, '/price', { headers: behindHttps('localhost', { rsc: '1', 'next-router-state-tree': home }) })).status).toBeLessThan(400);
    expect(server?.errors().slice(logged)).toBe('');
  });

  test('static files: a build chunk, the icons, robots.txt, the service worker, a coin icon, the app QR code', async () => {
    const home = await rawRequest(port, '/', { headers: behindHttps('localhost') });
    const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(chunk).toBeTruthy();
    await expectAPlus('localhost', chunk ?? '', 200);
    for (const path of ['/icon.svg', '/favicon.ico', '/robots.txt', '/sw.js', '/coin-icons/btc.svg', '/fiat-icons/usd.svg', '/app-qr/main.svg'])
      await expectAPlus('localhost', path, 200);
  });

  test('API answers through the front door (200, 400, 403, 404, 413), its probes (200) and its own refusal (400)', async () => {
    await expectAPlus('localhost', '/api/web/v1/site/settings', 200);
    await expectAPlus('localhost', '/apiw/v2/market/candles?pair=eth&interval=1m', 400);
    await expectAPlus('localhost', '/api/web/v1/usercenter/login', 403, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a',
    });
    await expectAPlus('localhost', '/api/web/v1/no-such-call', 404);
    // the balancer's probes, which the front door answers itself
    await expectAPlus('localhost', '/healthz', 200);
    await expectAPlus('localhost', '/readyz', 200);
    await expectAPlus('localhost', '/api/web/v1/usercenter/login', 413, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=x%40y.z&password=${'a'.repeat(1024 * 1024)}`,
    });
    // a host the front door refuses: its own JSON answer, with the same headers as the API's
    const refused = await rawRequest(port, '/', { headers: { ...behindHttps('localhost'), 'x-forwarded-host': 'bad host', host: 'bad host' } });
    expect(refused.status).toBe(400);
    const result = grade({ url: 'https://localhost/', status: 400, headers: refused.headers, body: refused.body });
    test.info().annotations.push({ type: 'observatory', description: `front door 400: ${explain(result)}` });
    expect(result.grade, explain(result)).toBe('A+');
  });

  test('a visitor cannot switch HSTS off or claim https: only a trusted proxy is believed', async () => {
    // the main test server trusts no proxy: a visitor's own X-Forwarded-Proto: https is dropped,
    // so plain http on localhost stays plain (no upgrade-insecure-requests, cookies without
    // Secure), and HSTS is there all the same (browsers ignore it on http)
    const claimed = await rawRequest(Number(process.env.E2E_WEB_PORT ?? 3100), '/', { headers: { host: 'localhost', 'x-forwarded-proto': 'https' } });
    expect(claimed.status).toBe(200);
    expect(headerValues(claimed, 'strict-transport-security')).toEqual(['max-age=63072000; includeSubDomains']);
    expect(headerValues(claimed, 'content-security-policy').join(', ')).not.toContain('upgrade-insecure-requests');
    const cookies = headerValues(claimed, 'set-cookie');
    expect(cookies.length).toBeGreaterThan(0);
    for (const line of cookies) expect(line).not.toMatch(/;\s*secure/i);
    // a load balancer saying http cannot switch HSTS off either
    const plain = await rawRequest(port, '/', { headers: behindHttps('localhost', { 'x-forwarded-proto': 'http' }) });
    expect(plain.status).toBe(200);
    expect(headerValues(plain, 'strict-transport-security')).toEqual(['max-age=63072000; includeSubDomains']);
  });
});
