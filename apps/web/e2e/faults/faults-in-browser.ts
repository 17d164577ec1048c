import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, siteUrl } from '../support/fixtures';
import { ALLOWED, injectBrowserFault, watchPage, type BrowserFault } from './faults-browser';
import { GUEST_PAGES, USER_PAGES, expectFrame, expectSettled, openIslands, visitAll, type StorageState } from './faults-pages';

/** Waits until `page` has settled, and checks it logged nothing the fault does not explain. */
async function settleClean(page: Page, watch: ReturnType<typeof watchPage>, label: string, since: number): Promise<void> {
  await expectSettled(page, watch, label, since);
  expect(watch.errors, `${label}: console and uncaught errors`).toEqual([]);
}

/**
 * One browser-side fault (issue 13 §3): every page as a guest and as the trader (`trader`, a
 * logged-in storage state) with every API call the browser makes failing in that way, and the
 * islands that fetch on first use opened; each renders its frame and settles without an error the
 * fault does not explain; afterwards, with the API back, the trader is still logged in.
 */
export async function browserFaultCase(browser: Browser, fault: BrowserFault, trader: StorageState): Promise<void> {
  const guest = await browser.newContext();
  const user = await browser.newContext({ storageState: trader, viewport: { width: 1600, height: 900 } });
  try {
    const [guestFaults, userFaults] = await Promise.all([injectBrowserFault(guest, fault), injectBrowserFault(user, fault)]);
    // the islands fetch on first use: a guest opens those a guest has, the trader all of them
    const islands = async (context: BrowserContext, who: 'guest' | 'trader') => {
      const page = await context.newPage();
      await page.setViewportSize({ width: 1600, height: 900 });
      const watch = watchPage(page, ALLOWED[fault]);
      await page.goto(siteUrl('main', '/'));
      const since = Date.now();
      await openIslands(page, `${fault}: ${who}'s islands`, who === 'trader');
      await expectFrame(page, `${fault}: ${who}'s islands`);
      await settleClean(page, watch, `${fault}: ${who}'s islands`, since);
      await page.close();
    };
    await Promise.all([
      visitAll(guest, fault, ALLOWED[fault], GUEST_PAGES, siteUrl, 3),
      visitAll(user, fault, ALLOWED[fault], USER_PAGES, siteUrl, 2),
      islands(guest, 'guest'),
      islands(user, 'trader'),
    ]);
    // the fault was met (a guest's pages call the API only from the islands; the trader's pages on load too)
    expect(guestFaults.hits()).toBeGreaterThan(0);
    expect(userFaults.hits()).toBeGreaterThan(USER_PAGES.length);
    // the session survived the failed calls: with the API back, the trader is still logged in
    await user.unrouteAll({ behavior: 'ignoreErrors' });
    const page = await user.newPage();
    const watch = watchPage(page, ALLOWED.none);
    await page.goto(siteUrl('main', '/'));
    await expectFrame(page, `${fault}: after`);
    await expect(page.locator('header').getByRole('link', { name: 'Wallet', exact: true })).toBeVisible();
    expect(watch.errors).toEqual([]);
  } finally {
    await Promise.all([guest.close(), user.close()]);
  }
}
