import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, open, settled, siteUrl, test } from '../support/fixtures';

/** The coin-list panels of the desktop menus (spec doc 1 §2 "Coin list panels", §4, §9). */
const DESKTOP = { width: 1440, height: 900 };

/** A menu's entry by its link (locale-independent): Trade goes to the default pair, Derivatives to the BTC perpetual. */
function entry(page: Page, href: '/trade/BTC_USDT' | '/futures/USDT/BTC_USDT'): Locator {
  return page.locator(`header nav a[aria-controls][href$="${href}"]`);
}

/** The dropdown the entry controls. */
async function dropdown(page: Page, menuEntry: Locator): Promise<Locator> {
  const id = await menuEntry.getAttribute('aria-controls');
  return page.locator(`[id="${id}"]`);
}

const dataRows = (table: Locator) => table.locator('[role="row"][aria-rowindex]:not([aria-rowindex="1"])');

/**
 * The panel stays in the page once shown (hidden while closed), with its tab, search and scroll:
 * a step that changed them puts the USDT list back at its top before the next step opens the panel.
 */
async function backToUsdt(panel: Locator): Promise<void> {
  await panel.getByRole('tablist', { name: 'Market lists' }).getByRole('tab', { name: 'USDT' }).click();
  await expect(dataRows(panel.getByRole('table', { name: 'USDT' })).first()).toHaveAttribute('aria-rowindex', '2');
}

test('the spot panel by mouse, by its stars and by keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const tabCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/apiw/v2/common/tabs')) tabCalls.push(request.url());
  });
  await open(page, siteUrl('main', '/'));
  await settled(page);
  const trade = entry(page, '/trade/BTC_USDT');

  await test.step('hovering Trade opens the spot panel with the API rows; tabs, search, sorting, View All after 450 px, under 60 rows; leaving closes it', async () => {
    // nothing of the panel loads before first use
    expect(tabCalls).toEqual([]);
    const spots = (await (await page.request.get(siteUrl('main', '/apiw/v2/market/spots?exchange_type=ALL'))).json()) as {
      data: { pair: string; curr_a: string; curr_b: string }[];
    };
    const usdt = spots.data.filter((m) => m.curr_b === 'USDT');

    await trade.hover();
    const menu = await dropdown(page, trade);
    const panel = menu.getByRole('region', { name: 'Spot markets' });
    await expect(panel).toBeVisible();
    expect(tabCalls.length).toBeGreaterThan(0);
    const tabs = panel.getByRole('tablist', { name: 'Market lists' });
    await expect(tabs.getByRole('tab', { name: 'USDT' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['BTC', 'New', 'Pilot', 'Pre-Market']) await expect(tabs.getByRole('tab', { name })).toBeVisible();
    // a quote tab shows only where the site lists pairs in that quote
    for (const quote of ['TRY', 'JPY', 'SGD']) {
      await expect(tabs.getByRole('tab', { name: quote, exact: true })).toHaveCount(spots.data.some((m) => m.curr_b === quote) ? 1 : 0);
    }

    const table = panel.getByRole('table', { name: 'USDT' });
    await expect(table).toHaveAttribute('aria-rowcount', String(usdt.length + 1));
    const first = dataRows(table).first();
    await expect(first.getByRole('link').first()).toHaveText(`${usdt[0]!.curr_a}/USDT`);
    await expect(first.getByRole('link').first()).toHaveAttribute('href', `/trade/${usdt[0]!.pair}`);
    // the row's price and its value in the visitor's fiat (USD)
    await expect(first.getByRole('cell').nth(1)).toContainText('≈ $');
    // 52 px rows, a 530 px list; a 2,000-row list keeps under 60 rows in the DOM
    expect(usdt.length).toBeGreaterThan(2000);
    expect(Math.round((await first.boundingBox())!.height)).toBe(52);
    const scroller = table.locator('[role="rowgroup"]').nth(1);
    expect(Math.round((await scroller.boundingBox())!.height)).toBe(530);
    expect(await dataRows(table).count()).toBeLessThan(60);

    // View All only from 450 px of scroll
    const viewAll = panel.getByRole('link', { name: 'View All' });
    await expect(viewAll).toHaveCount(0);
    await scroller.evaluate((el) => el.scrollTo({ top: 440 }));
    await page.waitForTimeout(450);
    await expect(viewAll).toHaveCount(0);
    await scroller.evaluate((el) => el.scrollTo({ top: 460 }));
    await expect(viewAll).toBeVisible();
    await expect(viewAll).toHaveAttribute('href', '/price');
    await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await expect(dataRows(table).last()).toHaveAttribute('aria-rowindex', String(usdt.length + 1));
    expect(await dataRows(table).count()).toBeLessThan(60);

    // sorting by a column header
    const priceHeader = table.getByRole('columnheader', { name: 'Last price' });
    await expect(priceHeader).toHaveAttribute('aria-sort', 'none');
    await priceHeader.getByRole('button').click();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await priceHeader.getByRole('button').click();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    await priceHeader.getByRole('button').click();

    // search with the shared ranking
    const searchBox = panel.getByRole('searchbox', { name: 'Search coins' });
    await searchBox.fill('eth');
    await expect(dataRows(table).first().getByRole('link').first()).toHaveText('ETH/USDT');
    // a coin of coin_icon_whitelist.json has its icon's hourly version (the server's, as in its HTML); others none
    await expect(dataRows(table).first().locator('img')).toHaveAttribute('src', '/coin-icons/eth.svg');
    await searchBox.fill('emc');
    await expect(dataRows(table).first().getByRole('link').first()).toHaveText('EMC/USDT');
    await expect(dataRows(table).first().locator('img')).toHaveAttribute('src', /^\/coin-icons\/emc\.svg\?v=\d{10}$/);
    await searchBox.fill('');

    // the New tab: not-yet-open coins first, with their opening time
    await tabs.getByRole('tab', { name: 'New' }).click();
    const newTable = panel.getByRole('table', { name: 'New' });
    await expect(dataRows(newTable).first()).toContainText('Opens');
    // pilot rows show short addresses and link to the pilot page
    await tabs.getByRole('tab', { name: 'Pilot' }).click();
    const pilotRow = dataRows(panel.getByRole('table', { name: 'Pilot' })).first();
    await expect(pilotRow.getByRole('link').first()).toHaveAttribute('href', /^\/pilot\//);
    await expect(pilotRow).toContainText(/\w{4}\.\.\.\w{4}/);
    await tabs.getByRole('tab', { name: 'Pre-Market' }).click();
    await expect(
      dataRows(panel.getByRole('table', { name: 'Pre-Market' }))
        .first()
        .getByRole('link')
        .first(),
    ).toHaveAttribute('href', /^\/pre-market\//);

    await expectNoAxeViolations(page, 'coin panel: open, a tab chosen (desktop)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await backToUsdt(panel);
    await page.mouse.move(5, 800);
    await expect(panel).toBeHidden();
  });

  await test.step('a star survives a reload (guest, local storage) and pins the pair first under a Favourites tab', async () => {
    await trade.hover();
    const panel = (await dropdown(page, trade)).getByRole('region', { name: 'Spot markets' });
    const table = panel.getByRole('table', { name: 'USDT' });
    const third = dataRows(table).nth(2);
    const pair = (await third.getByRole('link').first().textContent())!;
    await third.getByRole('button', { name: `Add ${pair} to favourites` }).click();
    await expect(panel.getByRole('tab', { name: 'Favourites' })).toBeVisible();
    // pinned first in its list
    await expect(dataRows(table).first().getByRole('link').first()).toHaveText(pair);

    await page.reload();
    await hydrated(page);
    await entry(page, '/trade/BTC_USDT').hover();
    const again = (await dropdown(page, entry(page, '/trade/BTC_USDT'))).getByRole('region', { name: 'Spot markets' });
    await expect(again.getByRole('tab', { name: 'Favourites' })).toBeVisible();
    const pinned = dataRows(again.getByRole('table', { name: 'USDT' })).first();
    await expect(pinned.getByRole('link').first()).toHaveText(pair);
    await expect(pinned.getByRole('button', { name: `Remove ${pair} from favourites` })).toHaveAttribute('aria-pressed', 'true');
    await again.getByRole('tab', { name: 'Favourites' }).click();
    await expect(dataRows(again.getByRole('table', { name: 'Favourites' }))).toHaveCount(1);
    await backToUsdt(again);
    await page.mouse.move(5, 800);
    await expect(again).toBeHidden();
  });

  await test.step('keyboard: focus on Trade opens the panel, the arrows move through the rows, Escape closes it', async () => {
    await trade.focus();
    const panel = (await dropdown(page, trade)).getByRole('region', { name: 'Spot markets' });
    await expect(panel).toBeVisible();
    const searchBox = panel.getByRole('searchbox', { name: 'Search coins' });
    await expect(searchBox).toBeVisible();
    // Tab through the menu's links and the tabs to the search box
    for (let i = 0; i < 15 && !(await searchBox.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(searchBox).toBeFocused();
    const table = panel.getByRole('table', { name: 'USDT' });
    const rowLink = (n: number) => table.locator(`[role="row"][aria-rowindex="${n}"] a`);
    // the rows may still be on their way (a fresh database): the arrow means something once they are here
    await expect(rowLink(2)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(rowLink(2)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(rowLink(3)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(rowLink(2)).toBeFocused();
    // one Tab stop for the rows: the focused one
    await expect(rowLink(2)).toHaveAttribute('tabindex', '0');
    await expect(rowLink(3)).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('End');
    const last = Number(await table.getAttribute('aria-rowcount'));
    await expect(rowLink(last)).toBeFocused();
    expect(await dataRows(table).count()).toBeLessThan(60);
    await page.keyboard.press('Home');
    await expect(rowLink(2)).toBeFocused();
    await page.keyboard.press('PageDown');
    await expect(rowLink(12)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trade).toBeFocused();
  });
});

test('phones without a panel; live ticks in the spot and futures panels; the futures panel and its groups', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await open(page, siteUrl('main', '/'));

  await test.step('phones: no coin panel, nothing widens the page', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(entry(page, '/trade/BTC_USDT')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Spot markets' })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize(DESKTOP);
  });

  await test.step('live: ticks from the WebSocket change a visible price while the panel is open', async () => {
    const trade = entry(page, '/trade/BTC_USDT');
    await trade.hover();
    const panel = (await dropdown(page, trade)).getByRole('region', { name: 'Spot markets' });
    const btc = panel.getByRole('table', { name: 'USDT' }).locator('[role="row"]', { has: page.locator('a[href="/trade/BTC_USDT"]') });
    const price = btc.getByRole('cell').nth(1).locator('span').first();
    await expect(price).toBeVisible();
    const before = await price.textContent();
    // the simulator moves BTC every second; the feed pushes twice a second
    await expect(price).not.toHaveText(before ?? '', { timeout: 15_000 });
    expect(sockets.some((url) => /^ws:\/\/localhost:\d+\/ws\/spot$/.test(url))).toBe(true);
    // leaving the menu closes the panel and, with it, the page's only use of the feed
    await page.mouse.move(5, 800);
    await expect(panel).toBeHidden();
  });

  const derivatives = entry(page, '/futures/USDT/BTC_USDT');
  const panel = (await dropdown(page, derivatives)).getByRole('region', { name: 'Futures markets' });

  await test.step('live: the futures panel takes its ticks from the futures feed', async () => {
    await derivatives.hover();
    const btc = panel.locator('[role="row"]', { has: page.locator('a[href="/futures/USDT/BTC_USDT"]') });
    const price = btc.getByRole('cell').nth(1).locator('span').first();
    await expect(price).toBeVisible();
    const before = await price.textContent();
    await expect(price).not.toHaveText(before ?? '', { timeout: 15_000 });
    expect(sockets.some((url) => /\/ws\/futures$/.test(url))).toBe(true);
  });

  await test.step('hovering Derivatives opens the futures panel with USDT-M and BTC-M groups', async () => {
    await derivatives.hover();
    await expect(panel).toBeVisible();
    const usdtM = panel.getByRole('table', { name: 'USDT-M' });
    await expect(dataRows(usdtM).first().getByRole('link').first()).toHaveText(/\/USDT$/);
    await expect(dataRows(usdtM).first().getByRole('link').first()).toHaveAttribute('href', /^\/futures\/USDT\/\w+_USDT$/);
    await panel.getByRole('tab', { name: 'BTC-M' }).click();
    const btcM = panel.getByRole('table', { name: 'BTC-M' });
    await expect(dataRows(btcM).first().getByRole('link').first()).toHaveText('BTC/USD');
    await expect(dataRows(btcM).first().getByRole('link').first()).toHaveAttribute('href', /^\/futures\/BTC\/BTC_USD$/);
    // (the same panel as the spot one, with other data: its accessibility is checked there)
    await page.mouse.move(5, 800);
    await expect(panel).toBeHidden();
  });
});

test('Arabic: the panel renders right to left, inside the screen, without widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await open(page, siteUrl('main', '/ar'));
  const trade = entry(page, '/trade/BTC_USDT');
  await trade.hover();
  const menu = await dropdown(page, trade);
  const panel = menu.getByRole('region', { name: 'الأسواق الفورية' });
  await expect(panel.getByRole('table').first()).toBeVisible();
  expect(await panel.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(1024);
  // right to left: the pair sits at the right of its price
  const row = dataRows(panel.getByRole('table').first()).first();
  const pairBox = (await row.getByRole('cell').nth(0).boundingBox())!;
  const priceBox = (await row.getByRole('cell').nth(1).boundingBox())!;
  expect(pairBox.x).toBeGreaterThan(priceBox.x);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoAxeViolations(page, 'coin panel: open, Arabic');
});
