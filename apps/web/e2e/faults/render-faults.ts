import type { Locator, Page } from '@playwright/test';
import { allowInjectedFault, expect } from '../support/fixtures';

/**
 * Render faults injected in the browser, for the error boundaries' tests (error-pages.e2e.ts,
 * error-islands.e2e.ts, error-dialogs.e2e.ts, error-notices.e2e.ts): every call has its fallback,
 * so nothing the API answers reaches a boundary. Each test also says `allowInjectedFault(FAULT)`
 * (fixtures.ts; `watchFault` does).
 */

export const FAULT = 'injected render fault';

/** A plain desktop Chrome's user agent: reports never come from a bot (see `renderReports`). */
export const CHROME_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** What a fault test watches on its page: the boundaries' warnings and the render report (see `watchFault`). */
export interface FaultWatch {
  /** the page's console warnings since the watch began: each error boundary says which one caught the fault */
  readonly warned: string[];
  /** the first render report the page sent since the watch began, as its form fields */
  readonly report: () => Promise<Record<string, string>>;
  /** a watch from now on, for the next fault a test injects into the same page */
  readonly since: () => FaultWatch;
}

/**
 * A fault test's watch, set before the page loads: the fault's console error allowed (fixtures.ts),
 * the page's warnings, and the render reports it sends (see `warnings`, `renderReports`).
 */
export async function watchFault(page: Page, message = FAULT): Promise<FaultWatch> {
  allowInjectedFault(message);
  const reports = await renderReports(page);
  const watch = (): FaultWatch => ({ warned: warnings(page), report: reports.after(reports.count()), since: watch });
  return watch();
}

/** The page's console warnings from now on. */
export function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

/**
 * The render-error reports the page sends (spec doc 2 §8), in order, as their form fields; `after(n)`
 * awaits the one after the first `n`. Reports never come from a bot, so this browser passes for a
 * person's: a plain Chrome user agent (`CHROME_USER_AGENT`, the test's to set), `navigator.webdriver` off.
 */
export async function renderReports(page: Page): Promise<{ count: () => number; after: (n: number) => () => Promise<Record<string, string>> }> {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false }));
  // the render errors' reports only: a fault injected for good may also be met outside React's render
  // (the chart library, half built, meets the broken canvas again in a callback of its own), and
  // that uncaught error's report may come first
  const sent: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/api/web/v1/report/error') || request.method() !== 'POST') return;
    const fields = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
    if (fields.kind === 'render') sent.push(fields);
  });
  return {
    count: () => sent.length,
    after: (n) => async () => {
      await expect.poll(() => sent.length, { message: 'a render report is sent', timeout: 20_000 }).toBeGreaterThan(n);
      return sent[n]!;
    },
  };
}

/**
 * From now on, every number the page formats throws `message` (a reload ends it); the returned
 * function ends it sooner. A page reports an error once (its reporter counts the same message
 * thrown from the same place once): a second fault of this kind in one page needs a message of its own.
 */
export async function breakNumberFormatting(page: Page, message = FAULT): Promise<() => Promise<void>> {
  await page.evaluate((message) => {
    const format = Object.getOwnPropertyDescriptor(Intl.NumberFormat.prototype, 'format');
    Object.defineProperty(Intl.NumberFormat.prototype, 'format', {
      configurable: true,
      get() {
        throw new Error(message);
      },
    });
    Object.assign(window, { restoreNumberFormat: () => format && Object.defineProperty(Intl.NumberFormat.prototype, 'format', format) });
  }, message);
  return () => page.evaluate(() => void (window as unknown as { restoreNumberFormat: () => void }).restoreNumberFormat());
}

/**
 * From now on, no `tag` element can be made (a reload ends it): what renders one next fails. The
 * returned function ends it sooner (before axe runs, which makes elements of its own).
 */
export async function breakCreating(page: Page, tag: string, message = FAULT): Promise<() => Promise<void>> {
  await page.evaluate(
    ({ tag, message }) => {
      const create = Document.prototype.createElement;
      Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
        if (tagName.toLowerCase() === tag) throw new Error(message);
        return create.call(this, tagName, options);
      } as typeof create;
      Object.assign(window, { restoreCreateElement: () => (Document.prototype.createElement = create) });
    },
    { tag, message },
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

/**
 * After a contained fault (`message`, FAULT unless said): no error page (the generic notice's
 * heading in `locale`), the header's links and the page's main content there, no page boundary
 * caught anything, and the fault was logged (`errors`: the console errors since it was injected);
 * with `island`, that island's boundary alone caught it.
 */
export async function expectPageGoesOn(
  page: Page,
  fault: {
    readonly locale: keyof typeof NOTICE;
    readonly warned: readonly string[];
    readonly errors: readonly string[];
    readonly island?: string;
    readonly message?: string;
  },
): Promise<void> {
  const message = fault.message ?? FAULT;
  await expect(page.getByRole('heading', { name: NOTICE[fault.locale].text })).toHaveCount(0);
  await expect(page.locator('header a[href]').first()).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  if (fault.island) expect([...new Set(fault.warned.filter((w) => /^\[(island|page)\]/.test(w)))]).toEqual([`[island] ${fault.island} failed ${message}`]);
  else expect(fault.warned.filter((w) => w.startsWith('[page]'))).toEqual([]);
  expect(fault.errors.some((e) => e.includes(message))).toBe(true);
}
