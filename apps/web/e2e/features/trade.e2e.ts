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
const book = (page: Page) => page.getByRole('region', { name: 'Order book', exact: true });
/**
 * Clicks a level's button in the order book and answers its accessible name as it was when clicked:
 * the book moves under the pointer (the market maker requotes as the price walks), so a price read
 * before the click may be gone by then.
 */
async function clickLevel(button: Locator): Promise<string> {
  const seen = button.page().evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('click', (event) => resolve((event.target as Element).closest('button')?.getAttribute('aria-label') ?? ''), {
          capture: true,
          once: true,
        }),
      ),
  );
  await button.click();
  return seen;
}
/** A number as the page shows it (en: `59,977.6`) or as a field holds it. */
const num = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
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

/** The order book, the depth chart and the desktop workspace, as a guest: one page at 1440×900, then an Arabic phone. */
test('guest: the workspace shows chart, book, trades, ticket and orders without page scroll at 1440×900; the book (asks above bids, spread, grouping) fills the ticket from a level; depth; an Arabic phone’s tabs, mirrored, fit 320 px', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, siteUrl('main', `/trade/${PAIR}`));
  const b = book(page);
  const t = ticket(page);
  const asks = b.getByRole('rowgroup', { name: 'Asks' }).getByRole('row');
  const bids = b.getByRole('rowgroup', { name: 'Bids' }).getByRole('row');

  await test.step('the workspace: every panel within the window, none scrolled to', async () => {
    for (const region of [page.getByRole('region', { name: 'Price chart' }), b, t, page.getByRole('tabpanel', { name: 'Trades' }), account(page)]) {
      await expect(region).toBeVisible();
      const box = (await region.boundingBox())!;
      expect(box.y + box.height, `${String(region)} ends inside the window`).toBeLessThanOrEqual(900);
    }
    await expect(b.getByRole('table', { name: /^Order book of BTC\/USDT/ })).toBeVisible();
  });

  await test.step('the book: asks above bids, the spread and the last price between, a polite summary of the touch', async () => {
    await expect(asks.first()).toBeVisible();
    await expect(bids.first()).toBeVisible();
    // (the row groups, not their rows: a live level may be gone between two measurements)
    const [askGroup, bidGroup] = [b.getByRole('rowgroup', { name: 'Asks' }), b.getByRole('rowgroup', { name: 'Bids' })];
    expect((await askGroup.boundingBox())!.y).toBeLessThan((await bidGroup.boundingBox())!.y);
    // the best ask (nearest the middle) is above the best bid
    const bestAsk = num(await asks.last().getByRole('button').first().textContent());
    const bestBid = num(await bids.first().getByRole('button').first().textContent());
    expect(bestAsk).toBeGreaterThan(bestBid);
    await expect(b.getByText(/^Spread [\d,.]+$/)).toBeVisible();
    await expect(b.getByRole('status')).toHaveText(/^Best bid [\d,.]+, best ask [\d,.]+, spread [\d,.]+ USDT$/, { timeout: 10_000 });
    // the last price says which way it moved in words too (an arrow is not colour alone)
    await expect(b.getByTestId('book-last')).toContainText(/(▲up|▼down)$/, { timeout: 20_000 });
  });

  await test.step('grouping by the tick × 10 and × 100: fewer decimals, bids rounded down and asks up', async () => {
    const info = await pairInfo(page);
    const group = b.getByLabel('Group');
    await group.selectOption({ index: 2 });
    // tick × 100: whole multiples of 10^(2 − decimals)
    const step = 10 ** (2 - info.price_decimals);
    await expect(bids.first().getByRole('button').first()).toHaveText(info.price_decimals <= 2 ? /^[\d,]+$/ : /^[\d,]+\.\d+$/);
    for (const row of [asks.last(), bids.first()]) {
      const price = num(await row.getByRole('button').first().textContent());
      expect(Math.abs(price / step - Math.round(price / step))).toBeLessThan(1e-6);
    }
    await group.selectOption({ index: 0 });
  });

  await test.step('a click on a price fills the ticket’s price; on a cumulative total, the amount to that level on the side that takes it', async () => {
    const picked = await clickLevel(bids.nth(1).getByRole('button').first());
    expect(picked).toMatch(/^Use the price [\d,.]+$/);
    await expect.poll(async () => num(await t.getByLabel('Price', { exact: true }).inputValue())).toBe(num(picked));
    // the second-best ask's total: buy that much, up to its price
    const name = await clickLevel(
      asks
        .nth((await asks.count()) - 2)
        .getByRole('button')
        .last(),
    );
    expect(name).toMatch(/^Buy [\d,.]+ BTC, up to [\d,.]+$/);
    const [, amount, limit] = /^Buy ([\d,.]+) BTC, up to ([\d,.]+)$/.exec(name)!;
    await expect(t.getByRole('tab', { name: 'Buy', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(async () => num(await t.getByLabel('Amount', { exact: true }).inputValue())).toBe(num(amount!));
    await expect.poll(async () => num(await t.getByLabel('Price', { exact: true }).inputValue())).toBe(num(limit!));
    // keyboard: the levels are buttons in the tab order, a row's price then its total. Read in one
    // snapshot of a row: the live book may take a level away between a focus and a Tab, and then
    // focus goes on from where that row was
    const order = await bids.first().evaluate((row) =>
      [...row.querySelectorAll('button')].map((button) => ({
        label: button.getAttribute('aria-label') ?? '',
        tabbable: button.tabIndex >= 0 && !button.disabled,
      })),
    );
    expect(order.map((o) => o.tabbable)).toEqual([true, true]);
    expect(order[0]?.label).toMatch(/^Use the price [\d,.]+$/);
    expect(order[1]?.label).toMatch(/^Sell [\d,.]+ BTC, down to /);
  });

  await test.step('the depth chart on its tab; axe clean', async () => {
    await page.getByRole('tab', { name: 'Depth' }).click();
    await expect(page.getByRole('region', { name: 'Market depth' })).toBeVisible();
    await expectNoAxeViolations(page, 'trade page: order book, trades and depth (guest, desktop)');
  });

  await test.step('an Arabic phone: the market views are tabs above the ticket; the book mirrored; fits 320 px', async () => {
    await page.setViewportSize({ width: 320, height: 800 });
    await open(page, siteUrl('main', `/ar/trade/${PAIR}`));
    const views = page.getByRole('tablist', { name: 'عروض السوق' });
    await expect(views.getByRole('tab')).toHaveText(['الرسم البياني', 'العمق', 'دفتر الأوامر', 'الصفقات']);
    // above the ticket
    expect((await views.boundingBox())!.y).toBeLessThan((await page.getByRole('region', { name: 'تقديم أمر' }).boundingBox())!.y);
    await views.getByRole('tab', { name: 'دفتر الأوامر' }).click();
    const arBook = page.getByRole('region', { name: 'دفتر الأوامر' });
    const row = arBook.getByRole('rowgroup', { name: 'طلبات الشراء' }).getByRole('row').first();
    await expect(row).toBeVisible();
    await expect(page.getByRole('region', { name: 'الرسم البياني للسعر' })).toBeHidden();
    // right to left: the price column on the right, the depth bar grows from the left (the inline end)
    const edges = await row.evaluate((tr) => {
      const bar = tr.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
      const first = tr.querySelector('td')!.getBoundingClientRect();
      const box = tr.getBoundingClientRect();
      return { barLeft: bar.left - box.left, priceRight: box.right - first.right };
    });
    expect(edges.barLeft).toBeLessThan(1);
    expect(edges.priceRight).toBeLessThan(1);
    await views.getByRole('tab', { name: 'الصفقات' }).click();
    await expect(page.getByRole('region', { name: 'صفقات السوق', exact: true })).toBeVisible();
    await expectFits(page, '/ar trade page, market-view tabs, 320 px');
    await views.getByRole('tab', { name: 'دفتر الأوامر' }).click();
    await expectNoAxeViolations(page, 'trade page: order book (guest, phone, Arabic)');
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
    await expect(t.locator('div', { hasText: /^Total/ }).getByText(/^≈\s?[\d,.]+ USDT$/)).toBeVisible();
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

  await test.step('trader: a buy resting at a bid’s price is marked in the book; a crossing buy at an ask’s price fills at once, into my trades, the market’s trades and the order history', async () => {
    const b = book(page);
    const asks = b.getByRole('rowgroup', { name: 'Asks' }).getByRole('row');
    const bids = b.getByRole('rowgroup', { name: 'Bids' }).getByRole('row');
    const byPrice = (rows: Locator, price: string) => rows.filter({ has: page.getByRole('button', { name: `Use the price ${price}`, exact: true }) });
    const place = async () => {
      const placing = page.waitForResponse((r) => r.url().includes('/apiw/v2/spot/orders') && r.request().method() === 'POST');
      await t.getByRole('button', { name: 'Buy BTC' }).click();
      return ((await (await placing).json()) as { data: { id: string; status: string } }).data;
    };
    await t.getByRole('tab', { name: 'Buy', exact: true }).click();

    // rests: the third bid's price
    const restPrice = (await clickLevel(bids.nth(2).getByRole('button').first())).replace('Use the price ', '');
    await expect.poll(async () => num(await t.getByLabel('Price', { exact: true }).inputValue())).toBe(num(restPrice));
    await t.getByLabel('Amount').fill('0.0001');
    const resting = await place();
    expect(resting.status).toBe('open');
    await expect(byPrice(bids, restPrice)).toContainText('Your order');
    await orders
      .locator(`tr[data-order-id="${resting.id}"]`)
      .getByRole('button', { name: /^Cancel/ })
      .click();
    await expect(orders.locator(`tr[data-order-id="${resting.id}"]`)).toHaveCount(0);
    // the mark leaves with the order (and the level with it, when the order was all it held)
    await expect(byPrice(bids, restPrice).filter({ hasText: 'Your order' })).toHaveCount(0);

    // crosses: the fifth ask's price, well above the best ask (the book may move a little before the order lands)
    const crossPrice = (
      await clickLevel(
        asks
          .nth((await asks.count()) - 5)
          .getByRole('button')
          .first(),
      )
    ).replace('Use the price ', '');
    await expect.poll(async () => num(await t.getByLabel('Price', { exact: true }).inputValue())).toBe(num(crossPrice));
    await t.getByLabel('Amount').fill('0.0001');
    const crossed = await place();
    expect(crossed.status).toBe('filled');
    await expect(t.getByRole('status')).toHaveText('Order filled.');
    const trades = page.getByRole('region', { name: 'Trades', exact: true });
    await trades.getByRole('tab', { name: 'My trades' }).click();
    await expect(
      trades
        .getByRole('row')
        .filter({ hasText: /0\.0001/ })
        .filter({ hasText: 'Taker' })
        .first(),
    ).toBeVisible();
    await trades.getByRole('tab', { name: 'Market trades' }).click();
    await expect(
      trades
        .getByRole('row')
        .filter({ hasText: /0\.0001/ })
        .first(),
    ).toBeVisible();
    await orders.getByRole('tab', { name: 'Order history' }).click();
    await expect(orders.locator(`tr[data-order-id="${crossed.id}"]`)).toContainText('Filled');
    await orders.getByRole('tab', { name: /^Open orders/ }).click();
  });

  await test.step('trader: a market order shows its estimated average price and slippage from the book; the slippage limit is kept as a preference and sent with the order', async () => {
    await t.getByRole('radio', { name: 'Market' }).check();
    await t.getByLabel('Amount').fill('0.0001');
    const figure = (term: string) => t.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
    await expect(figure('Estimated average price')).toHaveText(/^≈\s?[\d,.]+ USDT$/);
    await expect(figure('Estimated slippage')).toHaveText(/^\d+\.\d{2}%$/);
    await t.getByLabel('Slippage limit').selectOption('5');
    expect((await page.context().cookies()).find((c) => c.name === 'spot_max_slippage')?.value).toBe('5');
    const placing = page.waitForRequest((r) => r.url().includes('/apiw/v2/spot/orders') && r.method() === 'POST');
    await t.getByRole('button', { name: 'Buy BTC' }).click();
    expect(new URLSearchParams((await placing).postData() ?? '').get('max_slippage')).toBe('5');
    await expect(t.getByRole('status')).toHaveText('Order filled.');
    await t.getByLabel('Slippage limit').selectOption('1');
    await t.getByRole('radio', { name: 'Limit' }).check();
  });

  await test.step('trader: an order the balance no longer covers is refused by the API, whose message the ticket shows', async () => {
    await expect.poll(() => available(t)).toMatch(/^[\d,.]+ USDT$/);
    const info = await pairInfo(page);

    // another session locks all but a few tens of USDT in a limit buy resting on another pair, far
    // below its price: this page follows its own pair's orders and fills live (a fill here would
    // read the balance again at once), so it still shows the balance it read
    const eth = (await api<{ data: PairInfo }>(page, 'GET', '/apiw/v2/spot/pair_info?pair=ETH_USDT')).body.data;
    const balances = await api<{ data: { available: string }[] }>(page, 'GET', '/apiw/v2/spot/balances?currencies=USDT');
    const usdt = Number(balances.body.data[0]!.available);
    const ethPrice = cut(Number(eth.last) / 2, eth.price_decimals);
    const locking = await api<{ data: { id: string } }>(page, 'POST', '/apiw/v2/spot/orders', {
      pair: 'ETH_USDT',
      side: 'buy',
      type: 'limit',
      price: ethPrice,
      amount: cut((usdt - 20) / Number(ethPrice), eth.amount_decimals),
    });
    expect(locking.status, JSON.stringify(locking.body)).toBe(200);
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
      // unlock the USDT (other suites use this account)
      const cancelled = await api(page, 'POST', '/apiw/v2/spot/orders/cancel', { id: locking.body.data.id });
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
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
