import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The Observatory's header rules over every kind of answer the web server gives, as deployed
 * (front door, Next, the API behind it): what front-door.e2e.ts and sites.e2e.ts do not already
 * check. Every answer: nosniff and no `Server` / `X-Powered-By` naming the software. Pages and
 * static files: HSTS, a Referrer-Policy, framing refused; pages: a script policy without
 * 'unsafe-inline'. (HSTS is sent on every Next answer; browsers heed it only over https. The API's
 * own answers and WebSocket refusals: apps/api/src/security/headers-live.test.ts.)
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

test('static files (a public file and a build chunk): the same headers as pages', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  expect(chunk).toBeTruthy();
  for (const path of ['/robots.txt', chunk ?? '']) {
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
