import type { BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, hydrated, skipKycPrompts, test } from '../support/fixtures';
import { startWeb, type Running } from '../faults/faults-servers';

/**
 * The guest page cache (GUEST_PAGE_CACHE_MS, server/page-cache.ts) on the real site: a web server
 * of its own (WEB_PORT) with the cache on, in front of the suite's API. A kept page carries an
 * `Age` header; a render does not.
 */
/** The suite's web port plus 84 (3184 beside the default 3100): runs on other ports keep apart. */
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100) + 84;
const origin = `http://localhost:${WEB_PORT}`;
let web: Running | undefined;

test.beforeAll(async () => {
  web = await startWeb(WEB_PORT, `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`, { GUEST_PAGE_CACHE_MS: '10000' });
});
test.afterAll(async () => {
  await web?.stop('SIGTERM');
});

/** A CSRF token of the shape the site gives (64 hex digits), each visitor's own. */
const token = (digit: string) => digit.repeat(64);

/** A returning visitor: the CSRF pair a first visit was given, and any other cookies. */
async function returning(context: BrowserContext, csrf: string, extra: Record<string, string> = {}): Promise<void> {
  const cookies = { csrftoken: csrf, is_on: '1', ...extra };
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: origin })));
}

async function open(page: Page, path: string): Promise<{ age: string | undefined; html: string; nonce: string }> {
  const answer = await page.goto(`${origin}${path}`);
  expect(answer?.status()).toBe(200);
  const headers = answer?.headers() ?? {};
  const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
  return { age: headers.age, html: (await answer?.text()) ?? '', nonce };
}

test('a returning guest is sent a kept page that works like a rendered one, with its own nonce, and never another visitor’s token', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // a cookie the site does not read, part of the cache's key: this attempt's two visitors share a
  // key no earlier attempt (a retry within the cache's ten seconds) has filled
  const attempt = { e2e_attempt: `${Date.now()}` };
  await returning(page.context(), token('1'), attempt);
  const first = await open(page, '/price');
  expect(first.age, 'the first visitor’s page is rendered').toBeUndefined();
  const other = await browser.newContext();
  await returning(other, token('2'), attempt);
  const otherPage = await other.newPage();
  const errors: string[] = [];
  otherPage.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  otherPage.on('pageerror', (e) => errors.push(e.message));
  try {
    // warm: the next visitor is sent the kept page
    const kept = await open(otherPage, '/price');
    expect(kept.age).toBeDefined();
    expect(kept.nonce).not.toBe(first.nonce);
    expect(kept.html).not.toContain(first.nonce);
    for (const csrf of [token('1'), token('2')]) expect(first.html + kept.html).not.toContain(csrf);
    // the kept page runs under its fresh nonce: it hydrates (the settings menu opens) with no CSP
    // violation. Its accessibility is the rendered page's (price-page.e2e.ts): the same HTML but the nonce
    await hydrated(otherPage);
    await otherPage.getByRole('button', { name: 'Settings' }).click();
    await expect(otherPage.getByRole('menu').or(otherPage.getByRole('dialog')).first()).toBeVisible();
    await otherPage.keyboard.press('Escape');
    expect(errors).toEqual([]);
  } finally {
    await other.close();
  }
});

test('what differs per visitor is rendered per visitor: preference cookies, the country, a session, a query', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await returning(page.context(), token('a'), { theme: '0' });
  await open(page, '/');
  const light = await open(page, '/');
  expect(light.age).toBeDefined();
  expect(await page.locator('html').getAttribute('data-theme')).toBe('light');

  const dark = await browser.newContext();
  try {
    await returning(dark, token('b'), { theme: '2' });
    const darkPage = await dark.newPage();
    await open(darkPage, '/');
    expect(await darkPage.locator('html').getAttribute('data-theme')).toBe('dark');
    // its own kept page, dark, whatever the light one was
    const keptDark = await open(darkPage, '/');
    expect(keptDark.age).toBeDefined();
    expect(await darkPage.locator('html').getAttribute('data-theme')).toBe('dark');
  } finally {
    await dark.close();
  }

  // the country: a limited country's visitor is sent to the restricted-region page, never the kept /price
  const plain = await browser.newContext();
  const us = await browser.newContext();
  try {
    await returning(plain, token('c'));
    await returning(us, token('d'), { dev_country: 'US' });
    await plain.request.get(`${origin}/price`);
    expect((await plain.request.get(`${origin}/price`)).headers().age).toBeDefined();
    const limited = await us.request.get(`${origin}/price`, { maxRedirects: 0 });
    expect(limited.status()).toBe(307);
  } finally {
    await Promise.all([plain.close(), us.close()]);
  }

  // a query string is never kept
  expect((await open(page, '/?tab=1')).age).toBeUndefined();
  expect((await open(page, '/?tab=1')).age).toBeUndefined();

  // logged in: rendered every time, with the account's own header
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await skipKycPrompts(page);
  const status = await page.evaluate(
    async ({ password }) => {
      const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const answer = await fetch('/api/web/v1/usercenter/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', csrftoken: csrf },
        body: new URLSearchParams({ email: 'trader@demo.test', password }),
      });
      return answer.status;
    },
    { password: DEMO_PASSWORD },
  );
  expect(status).toBe(200);
  for (let i = 0; i < 2; i += 1) {
    const loggedIn = await open(page, '/');
    expect(loggedIn.age).toBeUndefined();
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
  }
});

test('a first visit shares the kept page and gets a CSRF token of its own, one the API accepts', async ({ browser }) => {
  test.setTimeout(120_000);
  const visits = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  try {
    const ages: (string | undefined)[] = [];
    const tokens: string[] = [];
    const bodies: string[] = [];
    for (const context of visits) {
      const answer = await context.request.get(`${origin}/`);
      expect(answer.status()).toBe(200);
      ages.push(answer.headers().age);
      bodies.push(await answer.text());
      const cookies = await context.cookies(origin);
      tokens.push(cookies.find((c) => c.name === 'csrftoken')?.value ?? '');
      expect(cookies.find((c) => c.name === 'is_on')?.value).toBe('1');
    }
    // the first was rendered (it gave the pair), the ones after it were sent the kept page
    expect(ages[0]).toBeUndefined();
    expect(ages.slice(1).every((age) => age !== undefined)).toBe(true);
    for (const value of tokens) expect(value).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(tokens).size).toBe(3);
    // no page holds a token: the first visit's, given by the render the others were sent, least of all
    for (const body of bodies) for (const value of tokens) expect(body).not.toContain(value);
    // the token a kept page gave works as the double-submit pair: a state-changing call is accepted
    const last = visits[2]!;
    const login = await last.request.post(`${origin}/api/web/v1/usercenter/login`, {
      headers: { csrftoken: tokens[2] ?? '' },
      form: { email: 'trader@demo.test', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
  } finally {
    await Promise.all(visits.map((context) => context.close()));
  }
});

test('a page rendered while the API failed is sent to its visitor and never kept for the next', async ({ browser }) => {
  test.setTimeout(120_000);
  // the same site with nothing listening at its API origin: every call of the render fails
  const deadApiPort = WEB_PORT + 1;
  const failing = await startWeb(deadApiPort, 'http://127.0.0.1:9', { GUEST_PAGE_CACHE_MS: '10000' });
  const context = await browser.newContext();
  try {
    const ages = async (base: string) => {
      await returning(context, token('e'), { probe: 'health' });
      const seen: (string | undefined)[] = [];
      for (let i = 0; i < 2; i += 1) {
        const answer = await context.request.get(`${base}/`);
        // the page still renders, with the contract's defaults
        expect(answer.status()).toBe(200);
        expect(await answer.text()).toContain('<header');
        seen.push(answer.headers().age);
      }
      return seen;
    };
    // the healthy site keeps its render of this key; the failing one sends every visitor a render of its own
    const healthy = await ages(origin);
    expect(healthy[0]).toBeUndefined();
    expect(healthy[1]).toBeDefined();
    expect(await ages(`http://localhost:${deadApiPort}`)).toEqual([undefined, undefined]);
  } finally {
    await context.close();
    await failing.stop('SIGTERM');
  }
});
