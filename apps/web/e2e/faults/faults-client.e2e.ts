import { DEMO_PASSWORD, siteUrl, test } from '../support/fixtures';
import { BROWSER_FAULTS } from './faults-browser';
import { browserFaultCase, callFreePages } from './faults-in-browser';
import { loggedInState, type StorageState } from './faults-pages';

/**
 * Faults in the browser (issue 13 §3), the browser's own calls: aborted, answered 500, answered
 * with broken JSON; and the pages that make no call, once for every fault. None waits on a
 * timeout, so they run beside the other files; the delay past the client's timeout, the server's
 * calls and the socket drop run alone (faults.e2e.ts, faults-server.e2e.ts).
 */

let trader: StorageState;

test.beforeAll(async ({ browser }) => {
  trader = await loggedInState(browser, siteUrl('main', '/login'), 'trader@demo.test', DEMO_PASSWORD);
});

test.describe('every browser-side API call fails', () => {
  test('pages that make no API call of their own: each renders and settles without errors, one visit for every fault (none is met)', async ({ browser }) => {
    test.setTimeout(120_000);
    await callFreePages(browser);
  });

  for (const fault of BROWSER_FAULTS.filter((f) => f !== 'delay')) {
    test(`${fault}: every page that calls the API, as a guest and logged in, and the islands that fetch on first use, render and settle without errors`, async ({
      browser,
    }) => {
      test.setTimeout(120_000);
      await browserFaultCase(browser, fault, trader);
    });
  }
});
