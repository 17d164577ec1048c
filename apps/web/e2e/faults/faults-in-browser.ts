import type { Browser, BrowserContext } from '@playwright/test';
import { expect, hydrated, siteUrl } from '../support/fixtures';
import { ALLOWED, injectBrowserFault, watchPage, type BrowserFault } from './faults-browser';
import { GUEST_PAGES, USER_PAGES, expectFrame, expectSettled, isHome, openIslands, visitAll, type StorageState } from './faults-pages';

/**
 * One browser-side fault (issue 13 §3): every page that calls the API from the browser, as a guest
 * and as the trader (`trader`, a logged-in storage state), with every API call the browser makes
 * failing in that way, and the islands that fetch on first use opened on the home page; each
 * renders its frame and settles without an error the fault does not explain; afterwards, with the
 * API back, the trader is still logged in. The pages that make no call meet no fault: `callFreePages`.
 */
export async function browserFaultCase(browser: Browser, fault: BrowserFault, trader: StorageState): Promise<void> {
  const guest = await browser.newContext();
  const user = await browser.newContext({ storageState: trader, viewport: { width: 1600, height: 900 } });
  try {
    const [guestFaults, userFaults] = await Promise.all([injectBrowserFault(guest, fault), injectBrowserFault(user, fault)]);
    // the home page, its frame before and after, and the islands that fetch on first use: a guest
    // opens those a guest has, the trader all of them
    const islands = async (context: BrowserContext, who: 'guest' | 'trader') => {
      const label = `${fault}: ${who}'s home page and islands`;
      const page = await context.newPage();
      await page.setViewportSize({ width: 1600, height: 900 });
      const watch = watchPage(page, ALLOWED[fault]);
      const since = Date.now();
      const response = await page.goto(siteUrl('main', '/'));
      expect(response?.status(), label).toBe(200);
      await hydrated(page);
      await expectFrame(page, label);
      await openIslands(page, label, who === 'trader');
      await expectSettled(page, watch, label, since);
      // still the whole page after every call failed (nothing unmounted it)
      await expectFrame(page, label);
      expect.soft(watch.errors, `${label}: console and uncaught errors`).toEqual([]);
      await page.close();
    };
    const calling = (pages: typeof GUEST_PAGES) => pages.filter((c) => c.calls && !isHome(c));
    await Promise.all([
      visitAll(guest, fault, ALLOWED[fault], calling(GUEST_PAGES), siteUrl, 2),
      visitAll(user, fault, ALLOWED[fault], calling(USER_PAGES), siteUrl, 2),
      islands(guest, 'guest'),
      islands(user, 'trader'),
    ]);
    // the fault was met (a guest's pages call the API now and then; the trader's pages on load, each at least once)
    expect(guestFaults.hits()).toBeGreaterThan(0);
    expect(userFaults.hits()).toBeGreaterThan(USER_PAGES.length);
    // the session survived the failed calls: with the API back, the server still knows the trader's browser
    await user.unrouteAll({ behavior: 'ignoreErrors' });
    const info = await user.request.get(siteUrl('main', '/api/web/v1/usercenter/get_info'));
    expect(info.status(), `${fault}: after`).toBe(200);
    expect(((await info.json()) as { data?: { is_login?: boolean } }).data?.is_login, `${fault}: still logged in after`).toBe(true);
  } finally {
    await Promise.all([guest.close(), user.close()]);
  }
}

/**
 * The pages that make no API call from the browser (PageCase.calls), as a guest, each opened once
 * with every API call failing: a browser fault has nothing of theirs to fail, so one visit stands
 * for every fault; each renders its frame and settles without errors, and makes no call (the
 * visit fails if it does: the page must then be visited under each fault). The home page is the
 * islands' visit's, under each fault.
 */
export async function callFreePages(browser: Browser): Promise<void> {
  const guest = await browser.newContext();
  try {
    await injectBrowserFault(guest, 'abort');
    const pages = GUEST_PAGES.filter((c) => !c.calls && !isHome(c));
    expect(pages.length).toBeGreaterThan(0);
    await visitAll(guest, 'no call to fail', ALLOWED.abort, pages, siteUrl, 3, { callFree: true });
  } finally {
    await guest.close();
  }
}
