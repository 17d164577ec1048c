import type { WebSocketRoute } from '@playwright/test';
import { DEMO_PASSWORD, expect, siteUrl, subscribedTopics, test } from '../support/fixtures';
import { browserFaultCase } from './faults-in-browser';
import { loggedInState, type StorageState } from './faults-pages';

/**
 * Faults in the browser (issue 13 §3): when the API fails in each way (no answer, an answer after
 * the timeout, 500, broken JSON), for the browser's calls (here) and for the server's
 * (faults-server.e2e.ts), every page still renders with the contract's defaults within its timeouts and without an uncaught error; the
 * market socket comes back after a drop; an API killed and restarted loses no session and no order
 * (faults-restart.e2e.ts). The browser-side abort, error and malformed cases, and the pages that
 * make no call (one visit for every fault), are in faults-client.e2e.ts (they time nothing, so they
 * run beside the other files).
 */

let trader: StorageState;

test.beforeAll(async ({ browser }) => {
  trader = await loggedInState(browser, siteUrl('main', '/login'), 'trader@demo.test', DEMO_PASSWORD);
});

// abort, error and malformed run beside the other files (faults-client.e2e.ts); a delay holds calls
// past the client's timeout, which a busy second worker would stretch: it runs here, alone
test.describe('every browser-side API call fails', () => {
  test('delay: every page that calls the API, as a guest and logged in, and the islands that fetch on first use, render and settle without errors', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    await browserFaultCase(browser, 'delay', trader);
  });
});

test.describe('the market socket dropped mid-session', () => {
  test('the trade page reconnects, subscribes again to what it had, and the price moves again', async ({ page }) => {
    test.setTimeout(60_000);
    const sockets: { route: WebSocketRoute; sent: string[]; received: number }[] = [];
    await page.routeWebSocket(/\/ws\/spot$/, (route) => {
      const entry = { route, sent: [] as string[], received: 0 };
      sockets.push(entry);
      const server = route.connectToServer();
      route.onMessage((message) => {
        entry.sent.push(String(message));
        server.send(message);
      });
      server.onMessage((message) => {
        entry.received += 1;
        route.send(message);
      });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl('main', '/trade/BTC_USDT'));
    const lastPrice = page.locator('dt', { hasText: /^Last price$/ }).locator('xpath=following-sibling::dd');
    const first = await lastPrice.textContent();
    await expect.poll(() => lastPrice.textContent(), { timeout: 20_000 }).not.toBe(first);
    expect(sockets).toHaveLength(1);
    // what a socket is subscribed to: each ticker named, each candle topic, net of unsubscribes
    const subscribed = (entry: (typeof sockets)[number]) => subscribedTopics(entry.sent);
    // the chart's candles too (its library loads after the page)
    await expect.poll(() => subscribed(sockets[0]!).some((topic) => topic.startsWith('spot.candlesticks ')), { timeout: 15_000 }).toBe(true);
    const before = subscribed(sockets[0]!);
    // the page's one pair, not every ticker of the site
    expect(before).toContain('spot.tickers BTC_USDT');
    expect(before.filter((topic) => topic.startsWith('spot.tickers '))).toEqual(['spot.tickers BTC_USDT']);

    // the connection drops (as a network cut does: no clean goodbye from the server)
    await sockets[0]!.route.close({ code: 1006, reason: 'dropped' }).catch(() => sockets[0]!.route.close());
    await expect.poll(() => sockets.length, { timeout: 15_000, message: 'a new socket opens' }).toBe(2);
    const again = sockets[1]!;
    await expect.poll(() => subscribed(again), { timeout: 5_000 }).toEqual(before);
    // live data flows on the new socket and reaches the page
    await expect.poll(() => again.received, { timeout: 10_000 }).toBeGreaterThan(0);
    const after = await lastPrice.textContent();
    await expect.poll(() => lastPrice.textContent(), { timeout: 20_000 }).not.toBe(after);
  });
});
