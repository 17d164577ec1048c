import type { Locator, Page } from '@playwright/test';
import { allowInjectedFault, expect } from '../support/fixtures';

/**
 * Render faults injected in the browser, for the error boundaries' tests (error-pages.e2e.ts,
 * error-islands.e2e.ts): every call has its fallback, so nothing the API answers reaches a
 * boundary. Each test also says `allowInjectedFault(FAULT)` (fixtures.ts).
 */

export const FAULT = 'injected render fault';

/** A plain desktop Chrome's user agent: reports never come from a bot (see `reportSent`). */
export const CHROME_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * A fault test's watch, set before the page loads: the fault's console error allowed (fixtures.ts),
 * the page's warnings, and the render report it will send (see `warnings`, `reportSent`).
 */
export async function watchFault(page: Page, message = FAULT): Promise<{ warned: string[]; report: () => Promise<Record<string, string>> }> {
  allowInjectedFault(message);
  return { warned: warnings(page), report: await reportSent(page) };
}

/** The page's console warnings: each error boundary says which one caught the fault. */
export function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

/**
 * The error report the page sends (spec doc 2 §8), as its form fields. Reports never come from a
 * bot, so this browser passes for a person's: a plain Chrome user agent (`CHROME_USER_AGENT`, the
 * test's to set), `navigator.webdriver` off.
 */
export async function reportSent(page: Page): Promise<() => Promise<Record<string, string>>> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  // the render error's report: a fault injected for good may also be met outside React's render
  // (the chart library, half built, meets the broken canvas again in a callback of its own), and
  // that uncaught error's report may come first
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/web/v1/report/error') && r.method() === 'POST' && new URLSearchParams(r.postData() ?? '').get('kind') === 'render',
  );
  return async () => Object.fromEntries(new URLSearchParams((await request).postData() ?? ''));
}

/** From now on, every number the page formats throws (a reload ends it). */
export async function breakNumberFormatting(page: Page): Promise<void> {
  await page.evaluate((message) => {
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      configurable: true,
      get() {
        throw new Error(message);
      },
    });
  }, FAULT);
}

/**
 * From now on, no `tag` element can be made (a reload ends it): what renders one next fails. The
 * returned function ends it sooner (before axe runs, which makes elements of its own).
 */
export async function breakCreating(page: Page, tag: string): Promise<() => Promise<void>> {
  await page.evaluate(
    ({ tag, message }) => {
      const create = Document.prototype.createElement;
      Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
        if (tagName.toLowerCase() === tag) throw new Error(message);
        return create.call(this, tagName, options);
      } as typeof create;
      Object.assign(window, { restoreCreateElement: () => (Document.prototype.createElement = create) });
    },
    { tag, message: FAULT },
  );
  return () => page.evaluate(() => void (window as unknown as { restoreCreateElement: () => void }).restoreCreateElement());
}

/** The generic error notice's text and button (spec doc 1 §8) in the locales these tests use. */
const NOTICE = {
  en: { text: 'Something went wrong', refresh: 'Refresh' },
  de: { text: 'Etwas ist schiefgelaufen', refresh: 'Aktualisieren' },
  fr: { text: 'Une erreur s’est produite', refresh: 'Actualiser' },
} as const;

/**
 * An island's contained fault: the generic notice, in `locale`, as an alert inside `region`, with
 * its Refresh button; the island's boundary logged `[island] {island} failed {message}`; the
 * report sent names the render error and `path`. Resolves to the alert.
 */
export async function expectContainedFault(
  region: Locator,
  fault: {
    readonly locale: keyof typeof NOTICE;
    readonly island: string;
    readonly warned: readonly string[];
    readonly report: () => Promise<Record<string, string>>;
    readonly path: string;
    readonly message?: string;
  },
): Promise<Locator> {
  const { text, refresh } = NOTICE[fault.locale];
  const message = fault.message ?? FAULT;
  const failed = region.getByRole('alert');
  await expect(failed).toContainText(text);
  await expect(failed.getByRole('button', { name: refresh })).toBeVisible();
  await expect.poll(() => fault.warned).toContain(`[island] ${fault.island} failed ${message}`);
  expect(await fault.report()).toMatchObject({ kind: 'render', message, page: fault.path });
  return failed;
}
