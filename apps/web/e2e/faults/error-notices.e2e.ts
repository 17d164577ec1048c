import type { Page } from '@playwright/test';
import { LOCALES } from '@exchange/sites/locales';
import { SITE_LIST } from '@exchange/sites/sites';
import {
  allowInjectedFault,
  expect,
  expectFits,
  expectNoAxeViolations,
  failChunksHolding,
  hydrated,
  logIn,
  logInOn,
  open,
  settled,
  siteUrl,
  test,
} from '../support/fixtures';
import { CHROME_USER_AGENT, expectContainedFault, FAULT, watchFault } from './render-faults';

/**
 * The compliance notices' queue failing on its own (src/features/compliance/NoticeQueue.tsx): the
 * notices are regulatory text the server decided this visitor must see, so the queue's boundary
 * lists them in the page (each notice's title and the server's text, sanitised as in its dialog)
 * with the generic notice and its Refresh, reports the error, and the page goes on.
 */

/** What the queue reads first as it renders: what was acknowledged, under this key. */
const ACK_KEY = 'compliance_notice_ack';

/** From the page's first script on, reading the acknowledgements throws: the queue's own code fails while rendering. */
async function breakAcknowledgements(page: Page): Promise<void> {
  await page.addInitScript(
    ({ key, message }) => {
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, name: string) {
        if (name === key) throw new Error(message);
        return getItem.call(this, name);
      };
    },
    { key: ACK_KEY, message: FAULT },
  );
}

/** The failed queue's list (the notices and the generic notice after them). */
const failedQueue = (page: Page) => page.locator('[data-compliance-notices]');

test.describe('compliance notices, the queue failing', () => {
  test.use({ userAgent: CHROME_USER_AGENT });

  test("a Hong Kong guest in French at 320 px: the notice's title and text stay in the page with the generic notice, reported, axe clean, the page goes on", async ({
    page,
    context,
    consoleErrors,
  }) => {
    const { warned, report } = await watchFault(page);
    await page.setViewportSize({ width: 320, height: 720 });
    await context.addCookies([{ name: 'dev_country', value: 'HK', url: siteUrl('main') }]);
    await breakAcknowledgements(page);
    await open(page, siteUrl('main', '/fr/login'));
    await settled(page);
    // the notice, listed in the page (no dialog: the queue that opens one failed): its title and the server's text
    const notice = page.getByRole('region', { name: 'Avis aux utilisateurs de Hong Kong' });
    await expect(notice.getByRole('heading', { name: 'Avis aux utilisateurs de Hong Kong' })).toBeVisible();
    await expect(notice).toContainText('En vertu de la réglementation de Hong Kong');
    // with the generic notice and its Refresh after it, the fault reported
    const queue = failedQueue(page);
    await expectContainedFault(queue, { locale: 'fr', island: 'compliance notices', warned, report, path: '/fr/login' });
    await expect(queue.getByRole('region')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // nothing of the queue's: no button but the generic notice's Refresh
    await expect(queue.getByRole('button')).toHaveText(['Actualiser']);
    await expectNoAxeViolations(page, 'compliance notices: the queue failed, its notice listed (phone, French)');
    await expectFits(page, '/fr/login at 320 px');
    // the rest of the page goes on: the header, the form, no page boundary
    await expect(page.getByRole('heading', { name: 'Une erreur s’est produite' })).toHaveCount(0);
    await expect(page.locator('header a[href]').first()).toBeVisible();
    expect(warned.filter((w) => w.startsWith('[page]'))).toEqual([]);
    expect(consoleErrors.some((e) => e.includes(FAULT))).toBe(true);
    await page.getByLabel('Mot de passe').fill('secret');
    await expect(page.getByLabel('Mot de passe')).toHaveValue('secret');
    // Refresh reloads the page (the fault, injected for good, comes back with it)
    await page.evaluate(() => Object.assign(window, { beforeRefresh: true }));
    await queue.getByRole('button', { name: 'Actualiser' }).click();
    await expect.poll(() => page.evaluate(() => 'beforeRefresh' in window)).toBe(false);
    await expect(page.getByRole('region', { name: 'Avis aux utilisateurs de Hong Kong' })).toBeVisible();
  });

  test("an account with several notices, one of them the server's HTML: each title and text stays, the HTML as its dialog shows it", async ({ page }) => {
    const { warned, report } = await watchFault(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, 'lowkyc@demo.test', { at: '/state_compliance_tips' });
    // the queue working: the restricted-country toast's dialog, with the server's sanitised HTML
    const toast = page.getByRole('dialog', { name: 'Notice' });
    await expect(toast).toBeVisible();
    const html = await toast.locator('[data-notice="toast"]').innerHTML();
    expect(html).toContain('href="/user-agreement"');

    await breakAcknowledgements(page);
    await page.reload();
    await settled(page);
    // every notice due, listed in the page: the toast's HTML as its dialog showed it, the verification offer's text
    const listed = page.getByRole('region', { name: 'Notice', exact: true });
    await expect(listed.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/user-agreement');
    expect(await listed.locator('[data-notice="toast"]').innerHTML()).toBe(html);
    await expect(page.getByRole('region', { name: 'Complete identity verification' })).toContainText(
      'Services in your location are restricted. Complete identity verification to keep using your account.',
    );
    const queue = failedQueue(page);
    await expectContainedFault(queue, { locale: 'en', island: 'compliance notices', warned, report, path: '/state_compliance_tips' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // in the server's order: the toast, then the verification offer
    await expect(queue.getByRole('heading')).toHaveText(['Notice', 'Complete identity verification']);
    // none of the dialogs' buttons: only the generic notice's Refresh
    await expect(queue.getByRole('button')).toHaveText(['Refresh']);
    await expectNoAxeViolations(page, "compliance notices: the queue failed, several listed, one the server's HTML (logged in)");
    await expect(page.getByRole('heading', { level: 1, name: 'Service unavailable in your region' })).toBeVisible();
  });

  test('every locale at 320 px: the notice listed, the page no wider than the screen', async ({ page, context }) => {
    test.slow();
    // the fault allowed, but no report awaited: this browser stays a bot's (navigator.webdriver), so
    // its 22 render errors send no reports, which would spend the API's 30 a minute per address
    // that the other fault tests, run beside this one from the same address, need (the first test
    // here asserts the report)
    allowInjectedFault(FAULT);
    await page.setViewportSize({ width: 320, height: 720 });
    await breakAcknowledgements(page);
    const expectListedAndFits = async (label: string) => {
      const queue = failedQueue(page);
      await expect(queue.getByRole('region'), label).toHaveCount(1);
      await expect(queue.getByRole('alert'), label).toBeVisible();
      await expectFits(page, `${label} at 320 px`);
    };
    // the main site's locales: a Hong Kong guest's notice
    const main = SITE_LIST.find((s) => s.key === 'main')!;
    await context.addCookies([{ name: 'dev_country', value: 'HK', url: siteUrl('main') }]);
    for (const locale of main.locales) {
      await page.goto(siteUrl('main', locale === main.defaultLocale ? '/login' : `/${locale}/login`));
      await expectListedAndFits(`main /${locale}/login`);
    }
    // the others (en-eu, it-eu: the EU site, which has no regional notices): a withdraw-only account's
    const others = LOCALES.filter((locale) => !main.locales.includes(locale));
    expect(others).toEqual(['en-eu', 'it-eu']);
    await context.addCookies(
      ['kyc_upgrade_notice', 'risk_user_guide_demo'].map((name) => ({ name, value: String(Date.now() + 86_400_000), url: siteUrl('eu') })),
    );
    await logInOn(page, 'eu', 'withdrawonly@demo.test');
    for (const locale of others) {
      await page.goto(siteUrl('eu', `/${locale}`));
      await expectListedAndFits(`eu /${locale}`);
    }
  });
});

test.describe('an island whose code does not load', () => {
  test.use({ userAgent: CHROME_USER_AGENT, viewport: { width: 1600, height: 900 } });

  test("the notices' queue (server-rendered) and the search results (on first use): each place shows the generic notice, the page goes on", async ({
    page,
    context,
  }) => {
    // the aborted downloads themselves are logged by the browser
    allowInjectedFault('net::ERR_CONNECTION_RESET');
    const warned: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warned.push(message.text());
    });
    await context.addCookies([{ name: 'dev_country', value: 'HK', url: siteUrl('main') }]);
    // what only the queue's code reads: the key of what was acknowledged
    const failed = await failChunksHolding(page, ACK_KEY);
    await open(page, siteUrl('main', '/login'));
    await settled(page);
    expect(failed.length).toBeGreaterThan(0);
    // the notices' place, before the page's own content: the generic notice and its Refresh; no dialog
    const notice = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('button', { name: 'Refresh' })).toBeVisible();
    const beforeMain = await notice.evaluate((node) => {
      const main = document.querySelector('main');
      return main !== null && (main.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
    });
    expect(beforeMain).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(warned.some((w) => w.includes('[chunk] NoticeQueue failed to load'))).toBe(true);
    // the rest of the page goes on: the header, the form, no page boundary
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.locator('header a[href]').first()).toBeVisible();
    await page.getByLabel('Password').fill('secret');
    await expect(page.getByLabel('Password')).toHaveValue('secret');
    await expectNoAxeViolations(page, "log-in page: the notices' code did not load (guest, Hong Kong)");

    // the search results load on first use: their code fails now, and the search says so in its place
    await page.unrouteAll({ behavior: 'wait' });
    await failChunksHolding(page, 'search_recent');
    const box = page.getByRole('combobox', { name: 'Search coins and pages' });
    await hydrated(page);
    await box.click();
    await box.fill('btc');
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(2);
    await expect.poll(() => warned.some((w) => w.includes('[chunk] SearchResults failed to load'))).toBe(true);
    await expect(page.locator('header a[href]').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
    await expectFits(page, '/login with two failed islands');
  });
});
