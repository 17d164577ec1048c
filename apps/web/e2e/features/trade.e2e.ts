import type { Locator, Page } from '@playwright/test';
import {
  allowHttpError,
  allowHttpErrorWhile,
  escapeFrom,
  expect,
  expectFits,
  expectNoAxeViolations,
  holdPageScripts,
  hydrated,
  logIn,
  open,
  siteUrl,
  test,
} from '../support/fixtures';

/** The trade page /trade/{BASE_QUOTE} (issue 12 §5): header, ticket, orders, against the reference API. */

const PAIR = 'BTC_USDT';
const ticket = (page: Page) => page.getByRole('region', { name: 'Place an order' });
const account = (page: Page) => page.getByRole('region', { name: 'Your orders and balances' });
const lastPrice = (page: Page) => page.locator('dt', { hasText: /^Last price$/ }).locator('xpath=following-sibling::dd');
/** The ticket's "Available …" line, as shown. */
const available = async (t: Locator) => ((await t.locator('p', { hasText: /^Available/ }).textContent()) ?? '').replace('Available', '').trim();

interface PairInfo {
  last: string;
  ask: string;
  price_decimals: number;
  amount_decimals: number;
}

/** A call to the API from the page (same origin, the session cookie and the csrftoken go along). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, form }) => {
      const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
      const answer = await fetch(path, {
        method,
        headers: { csrftoken: csrf, ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(form ? { body: new URLSearchParams(form) } : {}),
      });
      return { status: answer.status, body: (await answer.json()) as T };
    },
    { method, path, form },
  );
}

const pairInfo = async (page: Page) => (await api<{ data: PairInfo }>(page, 'GET', `/apiw/v2/spot/pair_info?pair=${PAIR}`)).body.data;
/** Cuts a number to `places` decimals as text (test input only). */
const cut = (value: number, places: number) => (Math.floor(value * 10 ** places) / 10 ** places).toFixed(places);

/** One guest page of the pair at a desktop width, then at a phone's in three languages (the page follows its width). */
test('guest: the server renders the pair header, the price moves live, the ticket offers log in and sign up; axe clean; fits 320 px in English, Arabic (right to left) and German', async ({
  page,
}) => {
  await test.step('guest: the server renders the pair header, the price moves live, the ticket offers log in and sign up; axe clean', async () => {
    const html = await (await page.request.get(siteUrl('main', `/trade/${PAIR}`))).text();
    expect(html).toMatch(/<title>BTC\/USDT spot trading \| /);
    expect(html).toMatch(/<html lang="en" dir="ltr"/);
    expect(html).toContain('24h volume (USDT)');
    // the chart library's credit is on screen from the first paint (the chart itself loads later)
    expect(html).toMatch(/Charts by <a href="https:\/\/www\.tradingview\.com\/" target="_blank" rel="noopener noreferrer">TradingView<\/a>/);
    // any letter case is the same page, whose canonical address is the capitalised one
    const lower = await (await page.request.get(siteUrl('main', `/trade/${PAIR.toLowerCase()}`))).text();
    expect(lower).toContain(`<link rel="canonical" href="${siteUrl('main', `/trade/${PAIR}`)}"/>`);

    await page.setViewportSize({ width: 1280, height: 900 });
    await open(page, siteUrl('main', `/trade/${PAIR}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BTC/USDT');
    const t = ticket(page);
    const back = `?return_to=${encodeURIComponent(`/trade/${PAIR}`)}`;
    await expect(t.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', `/login${back}`);
    await expect(t.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `/signup${back}`);
    await expect(t.getByRole('button', { name: 'Buy BTC' })).toHaveCount(0);
    await expect(account(page).getByRole('link', { name: 'Log In' })).toBeVisible();

    // the chart's region has its size before any chart loads (nothing moves when it arrives)
    const chart = await page.getByRole('region', { name: 'Price chart' }).boundingBox();
    expect(chart!.height).toBeGreaterThanOrEqual(380);

    // the header's price follows the live ticker
    const first = await lastPrice(page).textContent();
    await expect.poll(() => lastPrice(page).textContent(), { timeout: 20_000 }).not.toBe(first);
    await expectNoAxeViolations(page, 'trade page (guest, desktop)');
  });

  await test.step('fits 320 px in English, Arabic (right to left) and German', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const [prefix, heading] of [
      ['', 'Place an order'],
      ['/ar', 'تقديم أمر'],
      ['/de', 'Order aufgeben'],
    ] as const) {
      // the English page is the one above, at its new width
      if (prefix) await page.goto(siteUrl('main', `${prefix}/trade/${PAIR}`));
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expectFits(page, `${prefix || '/en'} trade page at 320 px`);
      // numbers and the pair's name stay left to right in Arabic too (BTC/USDT, not USDT/BTC)
      const nameDirection = await page
        .getByRole('heading', { level: 1 })
        .locator('span')
        .first()
        .evaluate((el) => getComputedStyle(el).direction);
      expect(nameDirection).toBe('ltr');
    }
    await expectNoAxeViolations(page, 'trade page (guest, phone)');
  });
});

test('a pair the site does not list, or a path that is no pair, is the 404 page with status 404, rendered on the server', async ({ page }) => {
  allowHttpError(404);
  for (const path of ['/trade/FOO_USDT', '/de/trade/NOPE_BTC', '/trade/BTCUSDT', `/trade/${PAIR}/x`]) {
    const response = await page.request.get(siteUrl('main', path));
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).not.toContain('__next_error__');
  }
  const response = await page.goto(siteUrl('main', '/ar/trade/FOO_USDT'));
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'روابط مفيدة' })).toBeVisible();
});

/**
 * One page of the trader's: what was typed before its code ran, then orders from the ticket and from
 * the chart, then (the balance spent elsewhere) an order the API refuses, and last the phone width.
 */
test('trader: early typing is kept; a limit order rests and is cancelled, a market order fills; the chart’s quick order; an order the balance no longer covers is refused; fits 320 px', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await logIn(page, 'trader@demo.test', { at: null });
  await page.setViewportSize({ width: 1280, height: 900 });
  const t = ticket(page);
  const orders = account(page);

  await test.step('trader: a price and an amount typed before the page’s code ran are kept (cut to the pair’s decimals) and make the total; an early tap on the order type is put back', async () => {
    const release = await holdPageScripts(page);
    await page.goto(siteUrl('main', `/trade/${PAIR}`), { waitUntil: 'domcontentloaded' });
    await t.getByLabel('Price', { exact: true }).fill('20000');
    // more places than any pair takes: cut as typing after hydration would cut them
    const typed = `0.5${'1'.repeat(20)}`;
    await t.getByLabel('Amount', { exact: true }).fill(typed);
    // a switch tapped this early is put back to the ticket's state (limit): the screen never disagrees with it
    await t.getByLabel('Market', { exact: true }).check();
    await release();
    await expect.poll(() => available(t)).toMatch(/^[\d,.]+ USDT$/);
    const info = await pairInfo(page);
    const amount = typed.slice(0, 2 + info.amount_decimals);
    await expect(t.getByLabel('Limit', { exact: true })).toBeChecked();
    await expect(t.getByLabel('Price', { exact: true })).toHaveValue('20000');
    await expect(t.getByLabel('Amount', { exact: true })).toHaveValue(amount);
    // the ticket's state holds them, not only the boxes: the total is their product
    const total = (20000 * Number(amount)).toLocaleString('en-US', { maximumFractionDigits: 2 });
    await expect(t.locator('div', { hasText: /^Total/ })).toContainText(total.split('.')[0] ?? total);
    await hydrated(page);
  });

  await test.step('trader: a limit order far from the price rests in open orders, cancelling it restores the balance; a market order fills into the history', async () => {
    // the balance arrives in the browser: the page is hydrated
    await expect.poll(() => available(t)).toMatch(/^[\d,.]+ USDT$/);
    // trading is open to this account: the submit, and no compliance message
    await expect(t.getByText('Trading is closed to this account or in your region.')).toHaveCount(0);
    const before = await available(t);
    const info = await pairInfo(page);

    // a limit buy at half the price rests
    const far = cut(Number(info.last) / 2, info.price_decimals);
    await t.getByLabel('Price').fill(far);
    await t.getByLabel('Amount').fill('0.001');
    const placing = page.waitForResponse((r) => r.url().includes('/apiw/v2/spot/orders') && r.request().method() === 'POST');
    await t.getByRole('button', { name: 'Buy BTC' }).click();
    const placed = (await (await placing).json()) as { data: { id: string; status: string } };
    expect(placed.data.status).toBe('open');
    await expect(t.getByRole('status')).toHaveText('Order placed. It waits in your open orders until the price reaches it.');
    await expect(t.getByLabel('Amount')).toHaveValue('');
    const row = orders.locator(`tr[data-order-id="${placed.data.id}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText('Buy');
    await expect.poll(() => available(t)).not.toBe(before);
    await expectNoAxeViolations(page, 'trade page with an open order (trader, desktop)');

    // cancel: the order leaves the list and the locked USDT is available again
    await row.getByRole('button', { name: /^Cancel the Buy order of 0\.001 BTC/ }).click();
    await expect(row).toHaveCount(0);
    await expect(orders.getByRole('status')).toHaveText('Order cancelled.');
    await expect.poll(() => available(t)).toBe(before);

    // a market buy fills at once and shows in the history
    await t.getByRole('radio', { name: 'Market' }).check();
    await t.getByLabel('Amount').fill('0.0001');
    await expect(t.getByText(/^≈\s?[\d,.]+ USDT$/)).toBeVisible();
    const buying = page.waitForResponse((r) => r.url().includes('/apiw/v2/spot/orders') && r.request().method() === 'POST');
    await t.getByRole('button', { name: 'Buy BTC' }).click();
    const bought = (await (await buying).json()) as { data: { id: string; status: string } };
    expect(bought.data.status).toBe('filled');
    await expect(t.getByRole('status')).toHaveText('Order filled.');
    await orders.getByRole('tab', { name: 'Order history' }).click();
    const filled = orders.locator(`tr[data-order-id="${bought.data.id}"]`);
    await expect(filled).toContainText('Filled');
    await expect(filled.getByRole('cell').nth(1)).toHaveText('Buy');

    // the client checks the pair's rules before asking
    await t.getByRole('radio', { name: 'Limit' }).check();
    await t.getByLabel('Amount').fill('0.0000001');
    await t.getByRole('button', { name: 'Buy BTC' }).click();
    await expect(t.getByText('The minimum amount is 0.000001 BTC.')).toBeVisible();
    await expect(t.getByLabel('Amount')).toBeFocused();
  });

  await test.step('trader: the chart’s quick order opens a limit-order dialog at that price, ready to confirm; focus stays inside, then returns to the chart', async () => {
    // its order is looked for among the open ones
    await orders.getByRole('tab', { name: /^Open orders/ }).click();
    const canvas = page.getByRole('region', { name: 'Price chart' }).getByRole('application').first();
    await expect(canvas).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
    const box = (await canvas.boundingBox())!;
    // low in the chart: a buy below the price, which rests
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.85);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.85, { button: 'right' });
    const item = page.getByRole('menuitem', { name: /^Buy limit at \d/ });
    const price = ((await item.textContent()) ?? '').replace('Buy limit at ', '');
    await item.click();
    const dialog = page.getByRole('dialog', { name: 'Buy BTC at this price' });
    await expect(dialog).toBeVisible();
    // the amount starts at the least the pair takes at that price: 1 USDT ÷ price, rounded up to the step
    const info = await pairInfo(page);
    const least = Math.ceil((1 / Number(price)) * 10 ** info.amount_decimals) / 10 ** info.amount_decimals;
    await expect(dialog.getByLabel('Amount')).toHaveValue(String(Math.max(least, 0.000001).toFixed(info.amount_decimals)).replace(/0+$/, ''));
    // the focus trap: Tab never leaves the dialog
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await expectNoAxeViolations(page, 'trade: quick-order dialog (trader)');
    const placing = page.waitForResponse((r) => r.url().includes('/apiw/v2/spot/orders') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Place order' }).click();
    const placed = (await (await placing).json()) as { data: { id: string; type: string; price: string } };
    expect(placed.data.type).toBe('limit');
    expect(Number(placed.data.price)).toBe(Number(price));
    await expect(dialog.getByRole('status')).toHaveText('Order placed. It waits in your open orders until the price reaches it.');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // the menu item that opened it is gone: focus is back in the chart's region
    // (Radix gives focus back a task after the dialog unmounts)
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[aria-label="Price chart"]') !== null)).toBe(true);
    const row = orders.locator(`tr[data-order-id="${placed.data.id}"]`);
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: /^Cancel the Buy order/ }).click();
    await expect(row).toHaveCount(0);
  });

  await test.step('trader: an order the balance no longer covers is refused by the API, whose message the ticket shows', async () => {
    await expect.poll(() => available(t)).toMatch(/^[\d,.]+ USDT$/);
    const info = await pairInfo(page);

    // another session spends all but a few tens of USDT on a market buy (a little headroom for the
    // price to move): it fills at once, leaving no open order, so this page still shows the balance it read
    const balances = await api<{ data: { available: string }[] }>(page, 'GET', '/apiw/v2/spot/balances?currencies=USDT');
    const usdt = Number(balances.body.data[0]!.available);
    const amount = cut((usdt - 20) / (Number(info.ask) * 1.002), info.amount_decimals);
    const spent = await api(page, 'POST', '/apiw/v2/spot/orders', { pair: PAIR, side: 'buy', type: 'market', amount });
    expect(spent.status, JSON.stringify(spent.body)).toBe(200);
    try {
      // a limit buy of about 100 USDT, far below the price: the page's balance covers it, the real one does not
      const far = cut(Number(info.last) / 2, info.price_decimals);
      await t.getByLabel('Price').fill(far);
      await t.getByLabel('Amount').fill(cut(100 / Number(far), info.amount_decimals));
      await allowHttpErrorWhile(consoleErrors, 400, async () => {
        const placing = page.waitForResponse((r) => r.url().includes('/apiw/v2/spot/orders') && r.request().method() === 'POST');
        await t.getByRole('button', { name: 'Buy BTC' }).click();
        const refused = await placing;
        expect(refused.status()).toBe(400);
        const { message } = (await refused.json()) as { message: string };
        expect(message).toMatch(/balance/i);
        await expect(t.getByRole('status')).toHaveText(message);
      });
      // the page reads the balance again: what is left now shows
      await expect.poll(() => available(t)).toMatch(/^\d{2}(\.\d+)? USDT$/);
    } finally {
      // give the BTC back (other suites use this account)
      const sold = await api(page, 'POST', '/apiw/v2/spot/orders', { pair: PAIR, side: 'sell', type: 'market', amount });
      expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    }
  });

  await test.step('trader: the page fits a 320 px phone with the orders’ tables (they scroll inside their region)', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await orders.getByRole('tab', { name: /^Open orders/ }).click();
    await expectFits(page, 'trade page, logged in, 320 px');
  });
});

test('a withdraw-only account: the ticket says up front that trading is closed to it and offers no submit, by click, Enter or the chart; its orders and balances stay; axe clean, fits 320 px in German, Russian and Arabic', async ({
  page,
}) => {
  // no order may be sent: a POST to the orders call (which the API would refuse with 403) fails the test
  const placing: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/apiw/v2/spot/orders') placing.push(r.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, 'withdrawonly@demo.test', { at: '/de/trade/ETH_USDT' });
  // the account's notice comes first (compliance.e2e); closed, it stays away for the session
  const notice = page.getByRole('dialog', { name: 'Ihr Konto ist auf Auszahlungen beschränkt' });
  await escapeFrom(page, notice);
  await expect(notice).toHaveCount(0);
  const closed = 'Der Handel ist für dieses Konto oder in Ihrer Region nicht verfügbar.';
  const t = page.getByRole('region', { name: 'Order aufgeben' });
  for (const [tab, submit] of [
    ['Kaufen', 'ETH kaufen'],
    ['Verkaufen', 'ETH verkaufen'],
  ] as const) {
    await t.getByRole('tab', { name: tab, exact: true }).click();
    const panel = t.getByRole('tabpanel');
    // said where the submit button would be, announced, and the panel's description (read when it is focused)
    await expect(panel.getByRole('status').filter({ hasText: closed })).toBeVisible();
    await expect(panel).toHaveAccessibleDescription(closed);
    await expect(panel.getByRole('button', { name: submit })).toHaveCount(0);
    await expect(panel.locator('button[type="submit"]')).toHaveCount(0);
  }
  // the fields stay readable; Enter in a market order's one field (which submits a form without a button) sends nothing
  const sell = t.getByRole('tabpanel');
  await sell.getByRole('radio', { name: 'Markt' }).check();
  await expect(sell.locator('p', { hasText: /^Verfügbar/ })).toContainText('0,25 ETH');
  await sell.getByLabel('Menge').fill('0.01');
  await sell.getByLabel('Menge').press('Enter');
  // nothing to wait for when nothing happens: a round trip to the server makes time for a request that would go
  await pairInfo(page);
  expect(placing).toEqual([]);
  await expect(sell.locator('p', { hasText: /^Verfügbar/ })).toContainText('0,25 ETH');

  // the orders and balances stay (cancelling stays open to the account: it has no open order to cancel)
  const orders = page.getByRole('region', { name: 'Ihre Orders und Guthaben' });
  await expect(orders.getByText('Keine offenen Orders für ETH/USDT.')).toBeVisible();
  await orders.getByRole('tab', { name: 'Guthaben' }).click();
  await expect(orders.getByRole('row', { name: /^ETH\b/ })).toContainText('0,25');
  await expectNoAxeViolations(page, 'trade page, trading closed to the account (desktop, German)');

  // the chart offers no quick order (its menu keeps the price alert)
  const canvas = page.getByRole('region', { name: 'Kurschart' }).getByRole('application').first();
  await expect(canvas).toHaveAttribute('data-status', 'ready', { timeout: 20_000 });
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.85, { button: 'right' });
  await expect(page.getByRole('menu')).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /^Limit-(Kauf|Verkauf) zu/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  expect(placing).toEqual([]);

  // a 320 px phone in German (the page above, at its new width), Russian and Arabic: the message wraps inside the page
  await page.setViewportSize({ width: 320, height: 800 });
  for (const [prefix, text] of [
    ['/de', closed],
    ['/ru', 'Торговля недоступна для этого аккаунта или в вашем регионе.'],
    ['/ar', 'التداول غير متاح لهذا الحساب أو في منطقتك.'],
  ] as const) {
    // hydrated: the tab lists' keyboard stops are set by their code (axe reads them below)
    if (prefix !== '/de') await open(page, siteUrl('main', `${prefix}/trade/ETH_USDT`));
    await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
    await expectFits(page, `${prefix} trade page, withdraw-only, 320 px`);
  }
  await expectNoAxeViolations(page, 'trade page, trading closed to the account (phone, Arabic)');
});
