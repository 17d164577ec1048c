import { test as http, type APIRequest, type APIRequestContext, type APIResponse } from '@playwright/test';
import { expect, open, siteUrl, test } from '../support/fixtures';

/**
 * Header-level checks of the web server as deployed: the front door (apps/web/server) before
 * Next, proxy.ts for pages, next.config.ts headers for everything. The checks that make HTTP
 * requests only are Playwright's own tests (`http`), without the page fixtures (support/fixtures.ts:
 * a context and a tab per test, whose console would have nothing to say); a test that opens a page
 * keeps them (no console error, ever).
 */

function cspOf(headers: { name: string; value: string }[]): string[] {
  return headers.filter((h) => h.name.toLowerCase() === 'content-security-policy').map((h) => h.value);
}

http('paths that only look like static files are pages with the CSP, frame protection and a csrftoken', async ({ playwright }) => {
  const baseURL = http.info().project.use.baseURL ?? '';
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

  // the page still runs its scripts under both policies: it hydrates, and no CSP console error (the fixture checks)
  await open(page, '/');
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
});

http('API calls: an oversize body gets 413 JSON before the API, the next call of another client works, no internal address shows', async ({ playwright }) => {
  const base = http.info().project.use.baseURL ?? '';
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

test.describe('the gates hold however a page is reached: a full load, a client-side navigation, a prefetch, any prefix or spelling', () => {
  const TIPS = '/state_compliance_tips';
  /** The router state a client-side navigation from the home page sends (the tree of `/[locale]`). */
  const FROM_HOME = encodeURIComponent(JSON.stringify(['', { children: [['locale', 'en', 'd', null], { children: ['__PAGE__', {}] }] }]));
  const WAYS: readonly (readonly [string, Record<string, string>])[] = [
    ['full load', {}],
    ['navigation', { rsc: '1', 'next-router-state-tree': FROM_HOME }],
    ['prefetch', { rsc: '1', 'next-router-state-tree': FROM_HOME, 'next-router-prefetch': '1' }],
  ];

  /** A visitor's own cookie-less client, in `country` (the dev_country cookie) when given. */
  function visitor(playwright: { request: APIRequest }, country?: string): Promise<APIRequestContext> {
    return playwright.request.newContext({ baseURL: siteUrl('main'), extraHTTPHeaders: country ? { cookie: `dev_country=${country}` } : {} });
  }

  /**
   * The gate's answer to `path` asked as `headers` say. Next first sends a client-side request
   * without its cache-busting `?_rsc=` (which Next's router computes), or a path with a trailing
   * slash, on to the same path spelled its way (307/308): those hops are taken, as the browser
   * takes them, and the first other answer is returned.
   */
  async function gateAnswer(request: APIRequestContext, path: string, headers: Record<string, string>): Promise<APIResponse> {
    let url = new URL(path, siteUrl('main'));
    for (let hop = 0; ; hop += 1) {
      const answer = await request.get(url.toString(), { headers, maxRedirects: 0 });
      const location = answer.headers().location;
      if (!location || ![307, 308].includes(answer.status()) || hop === 3) return answer;
      const next = new URL(location, url);
      const spelled = (u: URL) => u.pathname.replace(/\/$/, '') || '/';
      if (spelled(next) !== spelled(url)) return answer;
      url = next;
    }
  }

  function expectSentTo(answer: APIResponse, to: string, label: string): void {
    expect(answer.status(), label).toBe(307);
    expect(new URL(answer.headers().location ?? '', siteUrl('main')).pathname, label).toBe(to);
  }

  test('compliance: a restricted country reaches no page but the restricted-region page, the Netherlands no trade page', async ({ playwright }) => {
    const us = await visitor(playwright, 'US');
    for (const [way, headers] of WAYS) {
      for (const [path, to] of [
        ['/price', TIPS],
        ['/trade/BTC_USDT', TIPS],
        ['/price/', TIPS],
        ['/PRICE', TIPS],
        ['/%70rice', TIPS],
        ['/zh/price', `/zh${TIPS}`],
        ['/zh/trade/ETH_USDT', `/zh${TIPS}`],
      ] as const) {
        expectSentTo(await gateAnswer(us, path, headers), to, `US ${way} ${path}`);
      }
      // what stays open to them
      expect((await gateAnswer(us, TIPS, headers)).status(), `US ${way} ${TIPS}`).toBe(200);
      expect((await gateAnswer(us, '/login', headers)).status(), `US ${way} /login`).toBe(200);
    }
    // a prefetch under Next's own cache-busting parameter alone
    expectSentTo(await gateAnswer(us, '/price?_rsc=abc12', { 'next-router-prefetch': '1' }), TIPS, 'US ?_rsc= /price');
    await us.dispose();

    const nl = await visitor(playwright, 'NL');
    for (const [way, headers] of WAYS) {
      for (const [path, to] of [
        ['/trade/BTC_USDT', TIPS],
        ['/trade/btc_usdt/', TIPS],
        ['/TRADE/BTC_USDT', TIPS],
        ['/de/trade/ETH_USDT', `/de${TIPS}`],
      ] as const) {
        expectSentTo(await gateAnswer(nl, path, headers), to, `NL ${way} ${path}`);
      }
      const price = await gateAnswer(nl, '/price', headers);
      expect(price.status(), `NL ${way} /price`).toBe(200);
    }
    await nl.dispose();
  });

  test('the page guard and the trade page’s 404 hold for client-side requests too', async ({ playwright }) => {
    const guest = await visitor(playwright);
    for (const [way, headers] of WAYS) {
      for (const [path, back] of [
        ['/reminder', '/reminder'],
        // Next's own 308 to the path without its slash first
        ['/reminder/', '/reminder'],
        ['/reminder/config', '/reminder/config'],
        ['/zh/reminder', '/zh/reminder'],
        // the account pages (issue 44)
        ['/myaccount/myfunds', '/myaccount/myfunds'],
        ['/myaccount/myfunds/spot', '/myaccount/myfunds/spot'],
        ['/myaccount/myorders/', '/myaccount/myorders'],
        ['/zh/myaccount/myorders', '/zh/myaccount/myorders'],
      ] as const) {
        const answer = await gateAnswer(guest, path, headers);
        const label = `guest ${way} ${path}`;
        expect(answer.status(), label).toBe(307);
        const to = new URL(answer.headers().location ?? '', siteUrl('main'));
        expect(to.pathname, label).toBe(path.startsWith('/zh') ? '/zh/login' : '/login');
        expect(to.searchParams.get('return_to'), label).toBe(back);
      }
      // a pair the site does not list is the 404 page, whatever asks
      expect((await gateAnswer(guest, '/trade/NOPE_USDT', headers)).status(), `guest ${way} /trade/NOPE_USDT`).toBe(404);
    }
    await guest.dispose();
  });

  test('a real client-side navigation to a restricted page lands on the restricted-region page', async ({ page, context }) => {
    await context.addCookies([{ name: 'dev_country', value: 'NL', url: siteUrl('main') }]);
    await page.goto(siteUrl('main', '/price'));
    type WithRouter = { next?: { router?: { push: (href: string) => void } }; sameDocument?: boolean };
    // Next's App Router, once hydrated (window.next.router: the router links and router.push use)
    await page.waitForFunction(() => Boolean((window as unknown as WithRouter).next?.router));
    // the same document throughout: the router fetches the page's RSC payload, no full load
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const navigation = page.waitForRequest((request) => new URL(request.url()).pathname === '/trade/BTC_USDT' && request.headers().rsc === '1');
    await page.evaluate(() => (window as unknown as WithRouter).next?.router?.push('/trade/BTC_USDT'));
    await navigation;
    await expect(page).toHaveURL(siteUrl('main', TIPS));
    await expect(page.getByRole('heading', { level: 1, name: 'Service unavailable in your region', includeHidden: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as WithRouter).sameDocument)).toBe(true);
    await expect(page.getByRole('button', { name: 'Place order' })).toHaveCount(0);
  });
});
