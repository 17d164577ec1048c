import { expect, test } from '../support/fixtures';

/**
 * Header-level checks of the web server as deployed: the front door (apps/web/server) before
 * Next, proxy.ts for pages, next.config.ts headers for everything.
 */

function cspOf(headers: { name: string; value: string }[]): string[] {
  return headers.filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value);
}

test('paths that only look like static files are pages with the CSP, frame protection and a csrftoken', async ({ playwright }) => {
  const baseURL = test.info().project.use.baseURL ?? '';
  for (const path of ['/sw.jsx/login', '/favicon.icox/login', '/robots.txtz/signup']) {
    // a first visit each time (no cookie yet), so the csrftoken cookie must be set
    const request = await playwright.request.newContext({ baseURL });
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    const csp = cspOf(answer.headersArray()).join(', ');
    expect(csp, path).toContain("'nonce-");
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(answer.headers()['x-frame-options'], path).toBe('DENY');
    expect(answer.headers()['x-content-type-options'], path).toBe('nosniff');
    const cookies = answer.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
    expect(
      cookies.some((c) => /^csrftoken=[0-9a-f]{64}/.test(c.value)),
      path,
    ).toBe(true);
    await request.dispose();
  }
});

test('static files still load, with the static headers and the CSP baseline; pages keep their nonce policy', async ({ request, page }) => {
  for (const path of ['/sw.js', '/robots.txt', '/icon.svg']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['x-frame-options'], path).toBe('DENY');
    expect(cspOf(answer.headersArray()).join(', '), path).toContain("frame-ancestors 'none'");
  }
  const home = await request.get('/');
  expect(home.status()).toBe(200);
  const policies = cspOf(home.headersArray()).join(', ');
  expect(policies).toContain("script-src 'self' 'nonce-");
  const html = await home.text();
  const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect(chunk).toBeTruthy();
  expect((await request.get(chunk ?? '')).status()).toBe(200);

  // the page still runs its scripts under both policies (no CSP console errors: the fixture checks)
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
});

test('API calls: an oversize body gets 413 JSON before the API, the next call of another client works, no internal address shows', async ({ playwright }) => {
  const base = test.info().project.use.baseURL ?? '';
  const first = await playwright.request.newContext({ baseURL: base });
  const big = 'a'.repeat(1024 * 1024);
  const refused = await first.post('/api/web/v1/usercenter/login', {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: `email=x%40y.z&password=${big}`,
  });
  expect(refused.status()).toBe(413);
  expect(await refused.json()).toEqual({ code: 40001, message: 'Request body too large' });
  await first.dispose();

  const other = await playwright.request.newContext({ baseURL: base });
  for (let i = 0; i < 3; i += 1) {
    const answer = await other.get('/api/web/v1/site/settings');
    expect(answer.status()).toBe(200);
    expect((await answer.json()).code).toBe(0);
    const names = answer.headersArray().map((h) => h.name.toLowerCase());
    expect(names.filter((n) => n.startsWith('x-middleware'))).toEqual([]);
    expect(
      answer
        .headersArray()
        .map((h) => h.value)
        .join('\n'),
    ).not.toMatch(/127\.0\.0\.1:\d+/);
  }
  await other.dispose();
});
