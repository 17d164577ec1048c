import type { WebSocketRoute } from '@playwright/test';
import { expect, expectNoAxeViolations, logIn, open, siteUrl, test } from '../support/fixtures';

/**
 * One live-data layer (issue 41 item 3): the page's features share one spot socket (lib/live);
 * when it drops, the trade page's price shows as stale (text, and its age for assistive
 * technology) and the ticket refuses a market order but not a limit order; when the socket comes
 * back it subscribes again, the price is fresh and the market order goes through.
 */

const PAIR = 'BTC_USDT';
const STALE_MESSAGE = 'The price is out of date, so a market order cannot be placed until live prices return. A limit order can still be placed.';

test('trade page: one spot socket; a dropped socket makes the price stale and refuses market orders until it resubscribes', async ({ page }) => {
  test.setTimeout(120_000);
  let sockets = 0;
  let hold = false;
  let current: WebSocketRoute | undefined;
  const subscribes: { socket: number; channel: string }[] = [];
  await page.routeWebSocket(/\/ws\/spot$/, (ws) => {
    sockets += 1;
    const socket = sockets;
    current = ws;
    // held: the page's socket opens, but nothing answers it (no ack, no update)
    if (hold) return;
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"subscribe"')) {
        subscribes.push({ socket, channel: (JSON.parse(message) as { channel: string }).channel });
      }
      server.send(message);
    });
  });
  const orderPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/apiw/v2/spot/orders')) orderPosts.push(request.postData() ?? '');
  });

  await logIn(page, 'trader@demo.test', { at: null });
  await open(page, siteUrl('main', `/trade/${PAIR}`));
  const header = page.getByRole('region', { name: /BTC/ }).first();
  const t = page.getByRole('region', { name: 'Place an order' });

  // tickers and the notices share the page's one spot socket
  await expect.poll(() => subscribes.map((s) => s.channel)).toEqual(expect.arrayContaining(['spot.tickers', 'user.notices']));
  expect(sockets).toBe(1);
  expect(new Set(subscribes.map((s) => s.socket))).toEqual(new Set([1]));

  // drop the socket and hold the next one: the price turns stale
  hold = true;
  await current?.close();
  const stale = page.locator('[data-stale="true"]').first();
  await expect(stale).toBeVisible({ timeout: 30_000 });
  await expect(stale).toContainText('Stale');
  await expect(stale.locator('time')).toHaveText(/^Price last updated \d+ seconds ago$/);
  await expect(stale.locator('time')).toHaveAttribute('datetime', /^PT\d+S$/);
  await expect(header.locator('[data-stale="true"]')).toHaveCount(1);
  await expectNoAxeViolations(page, 'trade page with a stale price');

  // a market order is refused with the reason, and nothing is sent
  await t.getByRole('radio', { name: 'Market' }).check();
  await t.getByLabel('Amount').fill('0.0001');
  await expect(t.getByText(STALE_MESSAGE)).toBeVisible();
  await t.getByRole('button', { name: 'Buy BTC' }).click();
  await expect(t.getByText(STALE_MESSAGE)).toBeVisible();
  expect(orderPosts).toHaveLength(0);

  // a limit order is not refused
  await t.getByRole('radio', { name: 'Limit' }).check();
  await t.getByLabel('Price').fill('10');
  await t.getByLabel('Amount').fill('1');
  const placing = page.waitForResponse((r) => r.url().includes('/apiw/v2/spot/orders') && r.request().method() === 'POST');
  await t.getByRole('button', { name: 'Buy BTC' }).click();
  const placed = (await (await placing).json()) as { data: { status: string } };
  expect(placed.data.status).toBe('open');

  // the socket comes back: it subscribes again and the price is fresh
  hold = false;
  const before = sockets;
  await current?.close();
  await expect.poll(() => subscribes.filter((s) => s.socket > before).map((s) => s.channel)).toEqual(expect.arrayContaining(['spot.tickers', 'user.notices']));
  await expect(page.locator('[data-stale="true"]')).toHaveCount(0, { timeout: 15_000 });

  // and the market order goes through
  await t.getByRole('radio', { name: 'Market' }).check();
  await t.getByLabel('Amount').fill('0.0001');
  await expect(t.getByText(STALE_MESSAGE)).toHaveCount(0);
  const buying = page.waitForResponse((r) => r.url().includes('/apiw/v2/spot/orders') && r.request().method() === 'POST');
  await t.getByRole('button', { name: 'Buy BTC' }).click();
  const bought = (await (await buying).json()) as { data: { status: string } };
  expect(bought.data.status).toBe('filled');
});
