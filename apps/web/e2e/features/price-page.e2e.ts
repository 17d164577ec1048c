import type { Locator, Page } from '@playwright/test';
import { allowHttpError, expect, expectNoAxeViolations, holdPageScripts, hydrated, logIn, open, siteUrl, subscribedTopics, test } from '../support/fixtures';

/** The /price markets page and the home page's markets overview (issue 8 item 7). */

const table = (page: Page) => page.getByRole('table', { name: 'Spot markets' });
const dataRows = (t: Locator) => t.locator('[role="row"]:not([aria-rowindex="1"])');
/** The table's rows have caught up with its filters and sort (they follow a render later; aria-busy meanwhile). */
const settled = (t: Locator) => expect(t, 'the rows follow the filters and sort').not.toHaveAttribute('aria-busy', 'true');
/** '' when the page is no wider than the screen; else what sticks out (the failure message names it). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return '';
    const out = [`scrollWidth ${document.documentElement.scrollWidth} > ${window.innerWidth}`];
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect();
      if (r.right > window.innerWidth + 0.5 && r.width > 0)
        out.push(`${el.tagName}.${String(el.className).slice(0, 40)} right ${Math.round(r.right)}: ${(el.textContent ?? '').slice(0, 40)}`);
    }
    return out.slice(0, 20).join('\n');
  });

/** The overview's pair names wider than their box (`scrollWidth > clientWidth`: cut or spilling), by text. */
const cutPairs = (overview: Locator) =>
  overview.locator('li > :first-child').evaluateAll((pairs) => pairs.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent ?? ''));

/** The change column of the rendered rows, as numbers. */
async function changes(t: Locator): Promise<number[]> {
  await settled(t);
  const texts = await dataRows(t).locator('[role="cell"]:nth-child(4)').allTextContents();
  return texts.map((x) => Number(x.replace('%', '').replace('+', '').replace('−', '-')));
}

/**
 * The spot tickers the page's sockets are subscribed to, from the frames they sent (net of
 * unsubscribes): read with the returned function.
 */
function tickerTopics(page: Page): () => string[] {
  const sent: string[] = [];
  page.on('websocket', (socket) => socket.on('framesent', (frame) => sent.push(String(frame.payload))));
  const prefix = 'spot.tickers ';
  return () =>
    subscribedTopics(sent)
      .filter((topic) => topic.startsWith(prefix))
      .map((topic) => topic.slice(prefix.length));
}

/** The pairs of the rows in the DOM. */
async function renderedPairs(t: Locator): Promise<string[]> {
  const hrefs = await dataRows(t)
    .locator('a[href^="/trade/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => href.replace('/trade/', '')))].sort();
}

test('/price as a guest: server rows first, then every market; sort, search, tabs, stars; it fits a 320 px phone', async ({ page }) => {
  test.setTimeout(90_000);
  // the server's HTML already holds the largest markets (a first paint with prices, before any JS)
  const html = await (await page.request.get(siteUrl('main', '/price'))).text();
  expect(html).toContain('href="/trade/BTC_USDT"');
  expect(html).toContain('Crypto markets');
  // hydration waits for no API contract: zod (its number-format table names it) loads with the first list call
  const named = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
  expect(named.length).toBeGreaterThan(5);
  for (const src of named) expect(await (await page.request.get(siteUrl('main', src))).text(), src).not.toContain('BIGINT_FORMAT_RANGES');

  await page.setViewportSize({ width: 1440, height: 900 });
  const topics = tickerTopics(page);
  const scriptBodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scriptBodies.push(response.text().catch(() => ''));
  });
  await open(page, siteUrl('main', '/price'));
  const t = table(page);
  const filters = page.getByRole('group', { name: 'Market lists' });
  await test.step('/price: server rows first, then every market; sort, search, tabs, under 80 rows in the DOM, axe', async () => {
    // the full list: aria-rowcount counts every market while the DOM holds a window of them
    await expect.poll(async () => Number(await t.getAttribute('aria-rowcount'))).toBeGreaterThan(2000);
    expect(await dataRows(t).count()).toBeLessThan(80);
    // …and it did load, on demand (so the marker above is zod's)
    expect((await Promise.all(scriptBodies)).some((body) => body.includes('BIGINT_FORMAT_RANGES'))).toBe(true);
    await expectNoAxeViolations(page, '/price: desktop');

    // the socket carries the tickers of the rows in the DOM, not all ~2,900 of them; a scroll
    // brings the new rows' tickers and drops the old ones
    await expect.poll(async () => topics().join() === (await renderedPairs(t)).join() && topics().length > 0, { timeout: 5_000 }).toBe(true);
    const atTop = topics();
    await page.mouse.wheel(0, 4_000);
    await expect.poll(async () => topics().join() === (await renderedPairs(t)).join() && topics().join() !== atTop.join(), { timeout: 5_000 }).toBe(true);
    expect(topics()).not.toContain('!all');
    // and the named tickers move the rows' prices
    const prices = () => dataRows(t).locator('[role="cell"]:nth-child(3)').allTextContents();
    const shown = (await prices()).join('|');
    await expect.poll(async () => (await prices()).join('|'), { timeout: 15_000 }).not.toBe(shown);
    await page.mouse.wheel(0, -10_000);

    // sort by change: descending, then ascending
    const header = t.getByRole('columnheader', { name: /Change/ });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    // rows keep the order they were sorted in while live ticks move their figures a little
    const down = await changes(t);
    expect(down[0]).toBeGreaterThan(down[9] ?? 0);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const up = await changes(t);
    expect(up[0]).toBeLessThan(up[9] ?? 0);
    expect(up[0]).toBeLessThan(down[0] ?? 0);

    // a third click goes back to the list's own order (USD volume)
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'none');

    // search narrows to ETH markets, best match first
    await page.getByRole('searchbox', { name: 'Search markets' }).fill('eth');
    await expect(dataRows(t).first().getByRole('link')).toHaveText(/^ETH\//);
    await settled(t);
    const pairs = await dataRows(t).getByRole('link').allTextContents();
    expect(pairs.every((p) => p.includes('ETH'))).toBe(true);
    // a coin of coin_icon_whitelist.json has its icon's hourly version; others none
    await expect(dataRows(t).first().locator('img')).toHaveAttribute('src', '/coin-icons/eth.svg');
    await page.getByRole('searchbox', { name: 'Search markets' }).fill('emc');
    await expect(dataRows(t).first().getByRole('link')).toHaveText(/^EMC\//);
    await expect(dataRows(t).first().locator('img')).toHaveAttribute('src', /^\/coin-icons\/emc\.svg\?v=\d{10}$/);
    await page.getByRole('searchbox', { name: 'Search markets' }).fill('');

    // a quote tab filters
    await filters.getByRole('button', { name: 'BTC', exact: true }).click();
    await expect(filters.getByRole('button', { name: 'BTC', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await settled(t);
    const btcPairs = await dataRows(t).getByRole('link').allTextContents();
    expect(btcPairs.length).toBeGreaterThan(0);
    expect(btcPairs.every((p) => p.endsWith('/BTC'))).toBe(true);
  });

  await test.step('/price: a star survives a reload (guest) and pins the market first; Favourites tab', async () => {
    await filters.getByRole('button', { name: 'All' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => Number(await t.getAttribute('aria-rowcount'))).toBeGreaterThan(2000);
    const third = dataRows(t).nth(2);
    const pair = (await third.getByRole('link').textContent()) ?? '';
    await third.getByRole('button', { name: `Add ${pair} to favourites` }).click();
    await expect(dataRows(t).first().getByRole('link')).toHaveText(pair);
    await page.reload();
    await hydrated(page);
    await expect.poll(async () => Number(await table(page).getAttribute('aria-rowcount'))).toBeGreaterThan(2000);
    await expect(dataRows(table(page)).first().getByRole('link')).toHaveText(pair);
    await expect(
      dataRows(table(page))
        .first()
        .getByRole('button', { name: `Remove ${pair} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await filters.getByRole('button', { name: 'Favourites' }).click();
    await expect(dataRows(table(page))).toHaveCount(1);
  });

  await test.step('/price fits a 320 px phone', async () => {
    await filters.getByRole('button', { name: 'All' }).click();
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(async () => Number(await page.locator('main [role="table"]').getAttribute('aria-rowcount'))).toBeGreaterThan(2000);
    // settles once the island has replaced the server rows (a persistent overflow still fails)
    await expect.poll(() => overflow(page), { message: '/price at 320px' }).toBe('');
  });
});

test('/price: a search typed before the page’s code ran is kept and filters the full list once it runs', async ({ page }) => {
  const release = await holdPageScripts(page);
  await page.goto(siteUrl('main', '/price'), { waitUntil: 'domcontentloaded' });
  const box = page.getByRole('searchbox', { name: 'Search markets' });
  // EMC is not among the server's first rows: only the full list, searched, puts it first
  await box.fill('emc');
  await release();
  const t = table(page);
  await expect(dataRows(t).first().getByRole('link')).toHaveText(/^EMC\//);
  await expect(box).toHaveValue('emc');
});

test("/price: the browser's list call failing keeps the server's rows; an empty list says 'No data' (doc 1 §8)", async ({ page }) => {
  allowHttpError(500);
  await page.setViewportSize({ width: 1280, height: 900 });
  // a favourite since delisted: its tab lists nothing
  await page.addInitScript(() => window.localStorage.setItem('market_favorites', '["GONE_USDT"]'));
  await page.route('**/apiw/v2/market/spots**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":50000,"message":"down"}' }),
  );
  const failed = page.waitForResponse((response) => response.url().includes('/apiw/v2/market/spots') && response.status() === 500);
  await open(page, siteUrl('main', '/price'));
  await failed;
  const t = table(page);
  const status = page.getByRole('main').getByRole('status');
  // the server's 20 rows stay (the contract's empty default does not replace them), live
  await expect(dataRows(t)).toHaveCount(20);
  await expect(status).toHaveCount(0);
  await page.getByRole('group', { name: 'Market lists' }).getByRole('button', { name: 'Favourites' }).click();
  await expect(status).toHaveText('No data');
  await expect(t).toHaveCount(0);
  await expectNoAxeViolations(page, "/price: the list call failed, an empty tab's 'No data'");
  await page.getByRole('group', { name: 'Market lists' }).getByRole('button', { name: 'All' }).click();
  await expect(dataRows(t)).toHaveCount(20);
});

test("/price: a logged-in trader's star is kept by the server (a CSRF-checked call), not in local storage", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const saved = page.waitForResponse((r) => r.url().includes('/apiw/v2/market/favorites') && r.request().method() === 'POST');
  await logIn(page, 'newbie@demo.test', { at: '/price' });
  const t = table(page);
  await expect.poll(async () => Number(await t.getAttribute('aria-rowcount'))).toBeGreaterThan(2000);
  const second = dataRows(t).nth(1);
  const pair = (await second.getByRole('link').textContent()) ?? '';
  await second.getByRole('button', { name: `Add ${pair} to favourites` }).click();
  expect((await saved).status()).toBe(200);
  expect(await page.evaluate(() => window.localStorage.getItem('market_favorites'))).toBeNull();
  const list = (await (await page.request.get(siteUrl('main', '/apiw/v2/market/favorites'))).json()) as { data: string[] };
  expect(list.data).toContain(pair.replace('/', '_'));
  await page.reload();
  await hydrated(page);
  await expect.poll(async () => Number(await table(page).getAttribute('aria-rowcount'))).toBeGreaterThan(2000);
  await expect(
    dataRows(table(page))
      .first()
      .getByRole('button', { name: `Remove ${pair} from favourites` }),
  ).toHaveAttribute('aria-pressed', 'true');
  // un-star: the server forgets it
  await dataRows(table(page))
    .first()
    .getByRole('button', { name: `Remove ${pair} from favourites` })
    .click();
  await expect
    .poll(async () => ((await (await page.request.get(siteUrl('main', '/apiw/v2/market/favorites'))).json()) as { data: string[] }).data)
    .not.toContain(pair.replace('/', '_'));
});

test('/price fits phones in German and Arabic, and Arabic runs right to left', async ({ page }) => {
  // (at 320 px in English: the guest's /price test above)
  for (const [width, path] of [
    [375, '/de/price'],
    [414, '/ar/price'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(siteUrl('main', path));
    // the table's name is in the page's language: the page's only table
    await expect.poll(async () => Number(await page.locator('main [role="table"]').getAttribute('aria-rowcount'))).toBeGreaterThan(2000);
    // settles once the island has replaced the server rows (a persistent overflow still fails)
    await expect.poll(() => overflow(page), { message: `${path} at ${width}px` }).toBe('');
  }
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  await expectNoAxeViolations(page, '/price: phone, Arabic');
});

test('home: a pair name in the markets overview is never cut, where the cards have room for it and where they have little, left to right and right to left', async ({
  page,
}) => {
  // (the overview's lists and links: layout.e2e.ts, the home page's steps)
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('main', '/'));
  const overview = page.getByRole('region', { name: 'Markets today' });
  await expect(overview.getByRole('listitem').first()).toBeVisible();
  for (const width of [1440, 1920, 1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await cutPairs(overview), `pairs cut at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await overflow(page)).toBe('');
  expect(await cutPairs(overview), 'pairs cut at 320 px').toEqual([]);

  // Arabic, right to left: the same at 1440 and on a phone
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('main', '/ar'));
  const arabic = page.locator('section[aria-labelledby="markets-overview-title"]');
  await expect(arabic.getByRole('listitem').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await cutPairs(arabic), 'pairs cut at 1440 px in Arabic').toEqual([]);
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await overflow(page)).toBe('');
  expect(await cutPairs(arabic), 'pairs cut at 320 px in Arabic').toEqual([]);
});
