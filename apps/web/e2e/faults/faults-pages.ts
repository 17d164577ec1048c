import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { escapeFrom, expect, hydrated } from '../support/fixtures';
import { HOLD_MS, watchPage, type Allowed, type Watch } from './faults-browser';

/** One page of the site as a visitor opens it. */
export interface PageCase {
  readonly host: 'main' | 'tr' | 'eu';
  readonly path: string;
  /** the document's status when it is not 200 (the 404 page) */
  readonly status?: number;
  /** guest visits that the page sends to the log-in form */
  readonly redirects?: boolean;
  /**
   * The page calls the API from the browser while it is open, before anyone touches it (its
   * data's refresh, the chart's candles, the click tracker's page events, a logged-in page's
   * notice ticket): a browser fault meets it, so it is visited under each. A page without calls
   * meets no browser fault at all: one visit stands for every fault, and that visit fails if the
   * page makes a call after all (`visitAll`'s `callFree`).
   */
  readonly calls?: boolean;
}

/** Every page under app/[locale], on four sites / locales, as a guest. */
export const GUEST_PAGES: readonly PageCase[] = [
  { host: 'main', path: '/' },
  { host: 'tr', path: '/' },
  { host: 'eu', path: '/', calls: true },
  { host: 'main', path: '/ar' },
  { host: 'main', path: '/price', calls: true },
  { host: 'main', path: '/trade/BTC_USDT', calls: true },
  { host: 'main', path: '/ar/trade/ETH_USDT', calls: true },
  { host: 'main', path: '/reminder', redirects: true },
  { host: 'main', path: '/reminder/config', redirects: true },
  { host: 'main', path: '/login' },
  { host: 'main', path: '/signup' },
  { host: 'main', path: '/no-such-page', status: 404 },
  { host: 'main', path: '/activities/app-exclusive-perks' },
  { host: 'main', path: '/groupchat/chatroom' },
  { host: 'main', path: '/state_compliance_tips', calls: true },
  { host: 'main', path: '/auth/callback' },
];

/** The pages whose content depends on the session, logged in (each asks for the bell's notice ticket, at least). */
export const USER_PAGES: readonly PageCase[] = [
  { host: 'main', path: '/', calls: true },
  { host: 'main', path: '/price', calls: true },
  { host: 'main', path: '/trade/BTC_USDT', calls: true },
  { host: 'main', path: '/reminder', calls: true },
  { host: 'main', path: '/reminder/config', calls: true },
  { host: 'main', path: '/groupchat/chatroom', calls: true },
];

/** The main site's home page: the islands' visits (faults-in-browser.ts) open it, as a guest and logged in, under each browser fault. */
export const isHome = (c: PageCase): boolean => c.host === 'main' && c.path === '/';

/** After a call is held (delay) it is let go at HOLD_MS; a page settles within that and a margin. */
export const SETTLE_MS = HOLD_MS + 4_000;

/**
 * The page has settled: no call hangs past the hold (clients that try again, like the notice
 * channel's ticket, keep making new calls, so "none in flight" is not the test), and no part of it
 * still says it is loading once the client's timeout (and a margin) has passed since `since`.
 */
export async function expectSettled(page: Page, watch: Watch, label: string, since: number): Promise<void> {
  await expect.poll(() => watch.stale(HOLD_MS + 2_000), { message: `${label}: API calls hanging`, timeout: SETTLE_MS }).toBe(0);
  // a generous margin: on a loaded machine a chunk (the chart's) can take seconds to arrive
  const left = Math.max(2_000, since + SETTLE_MS + 10_000 - Date.now());
  // polled as their texts, so a failure names what still loads (a CI run once had one left on the trade page)
  const loading = page.getByText(/^Loading/).filter({ visible: true });
  await expect.poll(() => loading.allInnerTexts(), { message: `${label}: still loading`, timeout: left }).toEqual([]);
}

/**
 * Opens `cases` in tabs of `context`, `parallel` at a time, each watched for errors; checks each
 * renders its frame and content and settles (no API call left in flight) within SETTLE_MS, and
 * with `callFree`, that it made no API call (so no browser fault could have reached it).
 */
export async function visitAll(
  context: BrowserContext,
  fault: string,
  allowed: Allowed,
  cases: readonly PageCase[],
  url: (host: PageCase['host'], path: string) => string,
  parallel: number,
  { callFree = false }: { callFree?: boolean } = {},
): Promise<void> {
  const queue = [...cases];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const page = await context.newPage();
      try {
        await visit(page, fault, allowed, next, url(next.host, next.path), callFree);
      } finally {
        await page.close();
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

async function visit(page: Page, fault: string, allowed: Allowed, c: PageCase, address: string, callFree: boolean): Promise<void> {
  const label = `${fault}: ${c.host}${c.path}`;
  const watch: Watch = watchPage(page, { ...allowed, document: c.status });
  const since = Date.now();
  const response = await page.goto(address, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), label).toBe(c.status ?? 200);
  if (c.redirects) await expect(page, label).toHaveURL(/\/login\?return_to=/);
  await expectFrame(page, label);
  // the page's calls are answered, failed or given up within the client's timeout (and a margin)
  await expectSettled(page, watch, label, since);
  // still the whole page after every call failed (nothing unmounted it)
  await expectFrame(page, label);
  // soft: the remaining pages and faults are still checked, and the test still fails
  expect.soft(watch.errors, `${label}: console and uncaught errors`).toEqual([]);
  if (callFree) expect.soft(watch.calls(), `${label}: API calls of a page listed without any (PageCase.calls: it must meet each fault)`).toBe(0);
}

/** The page's frame: header, main content with its heading or form, footer (outside the chat window's embed); no error page. */
export async function expectFrame(page: Page, label: string): Promise<void> {
  await expect(page.locator('header').first(), label).toBeVisible();
  const main = page.locator('main').first();
  await expect(main, label).toBeVisible();
  await expect(main, label).not.toHaveClass(/error-boundary/);
  expect((await main.innerText()).trim().length, `${label}: main has content`).toBeGreaterThan(0);
  await expect(page.getByRole('contentinfo').first(), label).toBeVisible();
  await expect(page.getByText('Application error: a client-side exception has occurred'), label).toHaveCount(0);
}

/** A logged-in browser context's cookies and storage (what loggedInState answers). */
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A logged-in browser state (the demo trader), made once and shared by the suites that need it,
 * with today's KYC dialogs marked seen. The login call is the form's (its path, form body and
 * double-submit CSRF pair) sent from a browser context of its own, so no page loads for it; the
 * form itself is tested in auth.e2e.ts.
 */
export async function loggedInState(browser: Browser, loginUrl: string, email: string, password: string): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    await logInContext(context, new URL(loginUrl).origin, email, password);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** Logs `context` in through the web server at `origin` (see `loggedInState`): its session cookies land in the context. */
export async function logInContext(context: BrowserContext, origin: string, email: string, password: string): Promise<void> {
  const until = String(Date.now() + 7 * 86_400_000);
  const csrf = `e2e-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
  await context.addCookies([
    ...['kyc_upgrade_notice', 'risk_user_guide_demo'].map((name) => ({ name, value: until, url: origin })),
    { name: 'csrftoken', value: csrf, url: origin },
  ]);
  const answer = await context.request.post(`${origin}/api/web/v1/usercenter/login`, { form: { email, password }, headers: { csrftoken: csrf } });
  expect(answer.status(), `log in as ${email} at ${origin}: ${await answer.text()}`).toBe(200);
}

/**
 * Opens the islands that fetch on first use on a wide, hydrated page: the Trade menu's coin panel,
 * the bar search, the settings dialog, and when `loggedIn` the bell's notices and the wallet menu.
 * Each must open (showing its defaults) however its calls fail.
 */
export async function openIslands(page: Page, label: string, loggedIn: boolean): Promise<void> {
  const header = page.locator('header');
  const panelOf = async (entry: Locator) => page.locator(`[id="${await entry.getAttribute('aria-controls')}"]`);
  const hoverOpen = async (entry: Locator, inside: (panel: Locator) => Locator) => {
    const panel = await panelOf(entry);
    // hovered once, on a hydrated page: the panel opens and waits for its calls to fail (moving
    // away and back would unmount it and start them over)
    await hydrated(page);
    await entry.hover();
    await expect(inside(panel), `${label}: island`).toBeVisible({ timeout: HOLD_MS + 15_000 });
    await page.mouse.move(5, 600);
  };
  // the panel's lists, or (its tabs call failed) its "No data" status
  await hoverOpen(header.locator('nav a[aria-controls][href$="/trade/BTC_USDT"]').first(), (panel) =>
    panel.getByRole('region', { name: 'Spot markets' }).or(panel.getByRole('status').filter({ hasText: /^No data$/ })),
  );
  if (loggedIn) {
    await hoverOpen(header.getByRole('link', { name: /^Notifications/ }), (panel) => panel.getByRole('tablist'));
    await hoverOpen(header.getByRole('link', { name: 'Wallet', exact: true }), (panel) => panel.getByRole('link', { name: 'Spot Account', exact: true }));
  }
  const box = page.getByRole('combobox', { name: 'Search coins and pages' });
  await hydrated(page);
  await box.click();
  await box.fill('btc');
  await expect(box, label).toHaveValue('btc');
  await box.press('Escape');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  // the search results' island may still be loading: the settings button's click waits for the page
  await hydrated(page);
  await header.getByRole('button', { name: 'Settings' }).click();
  await escapeFrom(page, settings);
}
