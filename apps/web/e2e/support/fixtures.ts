import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { AxeResults, RunOptions } from 'axe-core';
import { test as base, expect, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';

const port = Number(process.env.E2E_WEB_PORT ?? 3100);

/** The URL of a page on a sub-site: `site('tr', '/login')` → http://tr.localhost:3100/login. */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host === 'main' ? 'localhost' : `${host}.localhost`}:${port}${path}`;
}

/** Each test page's requests still in flight, with when each began (for `settled`). */
const inFlight = new WeakMap<Page, Map<Request, number>>();

/**
 * Every test fails on any console error, uncaught page error or CSP violation. Chromium also logs each 4xx answer
 * as a console error ("Failed to load resource … status of 404"); a test that provokes one on
 * purpose (a 404 page, a refused login) names that status with `allowHttpError(status)`.
 */
export const test = base.extend<{ consoleErrors: string[]; giftPrompt: boolean; quietGiftPrompt: null; watchRequests: null; failureScene: null }>({
  /** Follows the test page's requests from its first, for `settled`. */
  watchRequests: [
    async ({ page }, use) => {
      const live = new Map<Request, number>();
      inFlight.set(page, live);
      page.on('request', (request) => live.set(request, Date.now()));
      page.on('requestfinished', (request) => live.delete(request));
      page.on('requestfailed', (request) => live.delete(request));
      await use(null);
    },
    { auto: true },
  ],
  /**
   * A failed test prints what its page showed then (see `describeScene`): CI's printed output is
   * all a flaky failure leaves behind, its test-results folder goes with the machine.
   */
  failureScene: [
    async ({ page }, use, testInfo) => {
      await use(null);
      if (testInfo.status !== testInfo.expectedStatus && !page.isClosed()) console.log(await describeScene(page));
    },
    { auto: true },
  ],
  /**
   * Whether the mobile gift prompt may show (a guest's phone page on the main site opens it and
   * covers the page): off unless a suite about it says `test.use({ giftPrompt: true })`. Off means
   * this browser has already seen it twice today.
   */
  giftPrompt: [false, { option: true }],
  quietGiftPrompt: [
    async ({ page, giftPrompt }, use) => {
      if (!giftPrompt) {
        await page.addInitScript(() => {
          try {
            if (!window.localStorage.getItem('mobile_gift_dialog')) window.localStorage.setItem('mobile_gift_dialog', `2/${Date.now()}`);
          } catch {
            // storage refused: nothing to quiet
          }
        });
      }
      await use(null);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      // a CSP violation is an error too, even one the page's code caught (an eval probe)
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`));
      });
      await use(errors);
      // a route handler still at work when the test ends (a prefetched chunk on its way) would throw
      // into the next test once the context closes: unrouted here, what it throws now is dropped
      if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
      const allowed = testInfo.annotations.filter((a) => a.type === 'allow-http-error').map((a) => a.description);
      const faults = testInfo.annotations.filter((a) => a.type === 'allow-injected-fault').map((a) => a.description ?? '');
      const unexpected = errors.filter((text) => {
        if (faults.some((fault) => text.includes(fault))) return false;
        const status = /Failed to load resource: the server responded with a status of (\d{3})/.exec(text)?.[1];
        return !status || !allowed.includes(status);
      });
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Marks an HTTP error status this test provokes on purpose (see `test`). */
export function allowHttpError(status: number): void {
  test.info().annotations.push({ type: 'allow-http-error', description: String(status) });
}

/**
 * Runs `work`, a part of a longer test that provokes HTTP `status` answers on purpose: once `work`
 * is done and Chromium has logged at least one such answer, the console errors it logged for them
 * meanwhile are taken out of the test's record (`consoleErrors`, the fixture), so the same status
 * anywhere else in the test still fails it. `allowHttpError` allows the status for the whole test:
 * a test that merged a few former tests allows it only in the part that provokes it.
 */
export async function allowHttpErrorWhile(consoleErrors: string[], status: number, work: () => Promise<void>): Promise<void> {
  const from = consoleErrors.length;
  const provoked = (text: string) => text.includes(`the server responded with a status of ${status}`);
  await work();
  await expect.poll(() => consoleErrors.slice(from).some(provoked), { message: `an HTTP ${status} answer was logged` }).toBe(true);
  for (let i = consoleErrors.length - 1; i >= from; i -= 1) if (provoked(consoleErrors[i] ?? '')) consoleErrors.splice(i, 1);
}

/**
 * Marks an error this test injects into the page on purpose (a render fault the error pages must
 * catch): console errors whose text contains `message` are its report, not a failure.
 */
export function allowInjectedFault(message: string): void {
  test.info().annotations.push({ type: 'allow-injected-fault', description: message });
}

export { expect };

/**
 * The page has loaded and made its start-up requests (the lazy islands' chunks, their first calls):
 * none in flight for 500 ms, Playwright's `networkidle`. A page here settles within a second or
 * two; one that has not after `timeout` fails naming the requests still in flight and for how
 * long (or that none is, if `networkidle` missed an end), which a bare wait for `networkidle`
 * (the test's 30 s timeout, no names) does not.
 */
export async function settled(page: Page, timeout = 10_000): Promise<void> {
  try {
    await page.waitForLoadState('networkidle', { timeout });
  } catch (error) {
    const live = inFlight.get(page);
    if (!live) throw error;
    const now = Date.now();
    const pending = [...live].map(([request, began]) => `${request.method()} ${request.url()} (${request.resourceType()}, ${now - began} ms)`);
    throw new Error(`the page did not settle in ${timeout} ms; in flight: ${pending.join('; ') || 'none of its requests'}`);
  }
}

/**
 * The page as a person would meet it: its address and size, where focus is, every dialog in the
 * DOM (open or closing, and whether the accessibility tree has it), and the accessibility tree
 * itself (which leaves out what an open modal hides), cut to a few thousand characters. Each
 * reading is given up after `bound` ms.
 */
export async function describeScene(page: Page, bound = 3_000): Promise<string> {
  const size = page.viewportSize();
  try {
    // bounded: a page whose main thread hangs answers nothing, and the report must not wait on it
    const scene = await within(
      bound,
      page.evaluate(() => {
        const labelledBy = (element: Element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent;
        const name = (element: Element) => (element.getAttribute('aria-label') ?? labelledBy(element) ?? element.textContent ?? '').trim().slice(0, 40);
        const focused = document.activeElement;
        const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], dialog')].map(
          (dialog) =>
            `${name(dialog) || '(no name)'} [${dialog.getAttribute('data-state') ?? 'no state'}${dialog.closest('[aria-hidden="true"]') ? ', aria-hidden' : ''}]`,
        );
        return { focus: focused ? `${focused.tagName.toLowerCase()} "${name(focused)}"` : 'nothing', dialogs };
      }),
    );
    const tree = await within(bound, page.locator('body').ariaSnapshot({ timeout: bound }));
    return [
      `--- the page as the test failed: ${page.url()} at ${size ? `${size.width}×${size.height}` : 'its size'}; focus on ${scene.focus}`,
      `dialogs: ${scene.dialogs.join('; ') || 'none'}`,
      tree.length > 4_000 ? `${tree.slice(0, 4_000)}\n… (${tree.length - 4_000} more characters)` : tree,
    ].join('\n');
  } catch (error) {
    return `--- the page as the test failed: ${page.url()}, not readable (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** `work`'s answer, or a failure after `ms` (what `work` answers later is dropped). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** From now on every script of the page's whose code holds `marker` fails to load, as on a dropped connection. */
export async function failChunksHolding(page: Page, marker: string): Promise<string[]> {
  const failed: string[] = [];
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    // once more on a reset: Playwright's request client may reuse a kept-alive socket the web
    // server has just closed (ECONNRESET), which is the harness's connection, not the page's
    const response = await route.fetch().catch(() => route.fetch());
    if ((await response.text()).includes(marker)) {
      failed.push(route.request().url());
      await route.abort('connectionreset');
      return;
    }
    await route.fulfill({ response });
  });
  return failed;
}

/**
 * axe-core's minified build (570 KiB), read once per worker. @axe-core/playwright's AxeBuilder
 * sends the unminified one (1.3 MiB) into the page twice per check (once before it looks for
 * `runPartial`, again as it injects every frame, the top one included): 1.56 Chromium CPU-s a
 * check here against 1.13 this way, over the ~150 checks of a run ~4 % of the browser phase's CPU.
 */
const AXE_SOURCE = `${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** The file that holds the claim on `surface` (see `claimSurface`); its folder exists. */
export function surfaceClaim(surface: string): string {
  const dir = join(test.info().project.outputDir, 'axe-surfaces');
  mkdirSync(dir, { recursive: true });
  return join(dir, createHash('sha1').update(surface).digest('hex'));
}

/**
 * Claims `surface` for the running test: an accessibility check runs once per distinct surface and
 * state in the whole run, in the test about that surface, not in every test that passes it. The
 * claim is a file named by the surface in the run's output folder (Playwright empties it when a
 * run starts), created exclusively, so the two workers see each other's claims: a second test
 * naming a surface already checked fails, naming the first. A retry of the same test may check again.
 */
function claimSurface(surface: string): void {
  const info = test.info();
  const file = surfaceClaim(surface);
  const owner = `${info.file.replace(/.*\/e2e\//, 'e2e/')}:${info.line} ${info.titlePath.slice(1).join(' › ')}`;
  try {
    writeFileSync(file, owner, { flag: 'wx' });
  } catch {
    const first = readFileSync(file, 'utf8');
    if (first !== owner) throw new Error(`the accessibility of "${surface}" is checked already, by ${first}: check each surface and state once`);
  }
}

/**
 * Axe over the whole page: zero violations, as the distinct surface and state `surface` (a name
 * used once in the run: `claimSurface`). Every rule axe runs by default runs, in the page itself
 * and every frame of it (what AxeBuilder's legacy mode does, without its re-injections: no page
 * here has a cross-origin frame, there are no third-party origins); axe goes into a document
 * once, so a second check of the same page starts at once. Only violations come back in full
 * (passes and inapplicable rules name one node each), which is all this reads.
 */
export async function expectNoAxeViolations(page: Page, surface: string): Promise<void> {
  claimSurface(surface);
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => !('axe' in window))) await frame.evaluate(AXE_SOURCE);
    } catch (error) {
      // a frame that went away meanwhile has nothing to check; the page itself must take axe
      if (frame === page.mainFrame()) throw error;
    }
  }
  const options: RunOptions = { resultTypes: ['violations'] };
  const results = await page.evaluate(
    (runOptions) => (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, runOptions),
    options,
  );
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, 'axe violations').toEqual([]);
}

export const DEMO_PASSWORD = 'Demo-pass-2026';

/** A log-in, sign-up or password-reset call hashes a password: on a busy machine it answers later than an expect's 5 s. */
export const PASSWORD_HASHING = { timeout: 15_000 };

/**
 * Marks today's KYC dialogs as already seen in this browser (the upgrade notice, and the demo
 * risk user's guide that cannot be closed), so they do not cover the page another feature's test
 * looks at. The cookies hold the time they last until (src/features/kyc/kyc-rules.ts).
 */
export async function skipKycPrompts(page: Page): Promise<void> {
  const until = String(Date.now() + 7 * 86_400_000);
  await page.context().addCookies(['kyc_upgrade_notice', 'risk_user_guide_demo'].map((name) => ({ name, value: until, url: siteUrl('main') })));
}

/**
 * Logs in on the main site and opens its home page, or the main site's page `at` (null: none, for a
 * test that sets the browser up before its first page), hydrated; the KYC dialogs stay away unless
 * `kycPrompts`. The login call is the one the form makes (same path, form body and double-submit
 * CSRF pair), sent from this browser context so its session cookies land in the browser: one page
 * load instead of the login page's and the home page's. The form itself is tested in auth.e2e.ts.
 */
export async function logIn(page: Page, email: string, { kycPrompts = false, at = '/' }: { kycPrompts?: boolean; at?: string | null } = {}): Promise<void> {
  if (!kycPrompts) await skipKycPrompts(page);
  await sessionCall(page, '/api/web/v1/usercenter/login', email);
  if (at !== null) await open(page, siteUrl('main', at));
}

/** Logs in on any sub-site through its own API forwarding (the testnet too), from the page so the csrftoken goes along. */
export async function logInOn(page: Page, host: string, email: string): Promise<void> {
  await page.goto(siteUrl(host, '/login'));
  const status = await page.evaluate(
    async ({ email, password }) => {
      const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const answer = await fetch('/api/web/v1/usercenter/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', csrftoken: csrf },
        body: new URLSearchParams({ email, password }),
      });
      return answer.status;
    },
    { email, password: DEMO_PASSWORD },
  );
  expect(status, `log in on ${host}`).toBe(200);
}

/**
 * Signs a new account up (the sign-up form's call, as `logIn` makes the login form's) and opens the
 * home page (or `at`, as `logIn`) logged in as it: for a test that changes its user's sessions or settings in a way
 * another test file, on the other worker, must not see. Returns the account's email.
 */
export async function signUpFresh(page: Page, { at = '/' }: { at?: string | null } = {}): Promise<string> {
  await skipKycPrompts(page);
  const email = `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@demo.test`;
  await sessionCall(page, '/api/web/v1/usercenter/signup', email);
  if (at !== null) await open(page, siteUrl('main', at));
  return email;
}

/**
 * Signs `email` up with the demo password (the sign-up form's call, as `signUpFresh`) and opens the
 * main site's page `at` (null: none) logged in as it, hydrated: for a test whose account's email
 * matters (the XSS test's, whose nickname is the email's local part).
 */
export async function signUpAs(page: Page, email: string, { at = '/' }: { at?: string | null } = {}): Promise<void> {
  await skipKycPrompts(page);
  await sessionCall(page, '/api/web/v1/usercenter/signup', email);
  if (at !== null) await open(page, siteUrl('main', at));
}

/** The main site's `csrftoken` cookie of this browser context (one is set when it has none): the header a call from `page.request` sends with it. */
export async function csrfToken(page: Page): Promise<string> {
  const context = page.context();
  const csrf = (await context.cookies(siteUrl('main'))).find((cookie) => cookie.name === 'csrftoken')?.value;
  if (csrf) return csrf;
  const made = `e2e-${Math.random().toString(36).slice(2)}-${Date.now().toString(36)}`;
  await context.addCookies([{ name: 'csrftoken', value: made, url: siteUrl('main') }]);
  return made;
}

/** The login or sign-up call with the demo password, from this browser context, with its double-submit CSRF pair: the session cookies land in the browser. */
async function sessionCall(page: Page, path: string, email: string): Promise<void> {
  const csrf = await csrfToken(page);
  const response = await page.request.post(siteUrl('main', path), { form: { email, password: DEMO_PASSWORD }, headers: { csrftoken: csrf } });
  expect(response.status(), `${path} as ${email}: ${await response.text()}`).toBe(200);
}

/**
 * The page has hydrated: React's handlers are on its controls and every island that was loading
 * has mounted (the app's own signal, `data-hydrated` on <html>: src/lib/islands/hydration-signal.ts).
 * A test waits for it before it clicks, types into or presses keys on what the page's code runs,
 * rather than clicking until a click takes.
 */
export async function hydrated(page: Page, timeout = 15_000): Promise<void> {
  await expect(page.locator('html'), 'the page has hydrated (data-hydrated)').toHaveAttribute('data-hydrated', '', { timeout });
}

/**
 * Sets the viewport and waits for what the new width sets going: islands that mount only at some
 * widths (the phone's app banner, fixed over the page's bottom) start loading in the effects the
 * resize's media-query change schedules (two frames), and the page is `hydrated` again once they
 * have mounted, so a click after this lands where it was aimed.
 */
export async function resized(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  await hydrated(page);
}

/** Opens `url` and waits until the page has hydrated (`hydrated`). */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await hydrated(page);
}

/**
 * A Radix layer (dialog, sheet, popover, menu) that has opened listens for Escape and outside
 * clicks. Radix moves focus into a layer as it mounts, but registers the layer's Escape listener
 * in the effects of a later render, once the layer knows it is the highest one (DismissableLayer):
 * a key pressed in between goes to the layer beneath, or nowhere. That render is React work
 * scheduled as tasks right after the mount, so this waits for focus inside the layer, then for two
 * frames and a task, by which the page has run the work queued before them.
 */
export async function layerOnTop(layer: Locator): Promise<void> {
  await expect(layer, `${String(layer)} is open`).toBeVisible();
  await expect.poll(() => layer.evaluate((el) => el.contains(document.activeElement)), { message: `focus is inside ${String(layer)}` }).toBe(true);
  await layer.page().evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/** Closes an open layer with Escape, once it listens for it (`layerOnTop`), and waits until it has closed. */
export async function escapeFrom(page: Page, layer: Locator): Promise<void> {
  await layerOnTop(layer);
  await page.keyboard.press('Escape');
  await expect(layer, `${String(layer)} closed on Escape`).toBeHidden();
}

/**
 * Holds every page script (the build's chunks) until the returned function is called: what acts
 * meanwhile is the server's HTML, its CSS and the nonce'd inline scripts, as before hydration.
 * The returned function lets them through and waits for the held requests to finish.
 */
export async function holdPageScripts(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

/**
 * What a market socket is subscribed to after the messages it `sent` (net of unsubscribes): each
 * ticker as `<channel> <name>`, each candle topic as `<channel> <payload JSON>`, sorted.
 */
export function subscribedTopics(sent: readonly string[]): string[] {
  const topics = new Set<string>();
  for (const raw of sent) {
    const m = JSON.parse(raw) as { channel?: string; event?: string; payload?: string[] };
    const names = m.channel?.endsWith('.tickers') ? (m.payload ?? []).map((name) => `${m.channel} ${name}`) : [`${m.channel} ${JSON.stringify(m.payload)}`];
    for (const name of names) {
      if (m.event === 'subscribe') topics.add(name);
      if (m.event === 'unsubscribe') topics.delete(name);
    }
  }
  return [...topics].sort();
}

/** The page is no wider than the screen (`scrollWidth <= innerWidth`). */
export async function expectFits(page: Page, label: string): Promise<void> {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(scroll, `${label}: page width`).toBeLessThanOrEqual(inner);
}

/** Every event the pages' click tracker sends (form-encoded `events`, JSON), as `name button`. */
export function trackedEvents(context: BrowserContext): string[] {
  const events: string[] = [];
  // what a page sends as it is left (keepalive) is not seen here: wait for the tracker's 2 s batch first
  context.on('request', (request) => {
    if (!request.url().endsWith('/api/web/v1/track/events')) return;
    const sent = JSON.parse(new URLSearchParams(request.postData() ?? '').get('events') ?? '[]') as { name: string; button: string }[];
    events.push(...sent.map((event) => `${event.name} ${event.button}`));
  });
  return events;
}
