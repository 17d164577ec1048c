import type { BrowserContext, Locator, Page } from '@playwright/test';
import { allowHttpError, escapeFrom, expect, expectNoAxeViolations, open, settled, siteUrl, test } from '../support/fixtures';

/**
 * No link leads only to the restricted-region page: where the path gate redirects the trade page
 * (a Netherlands visitor on the main site: spot trading closed, no compliance tips), the market
 * rows show their pairs without a link, search and the palette offer no coin, the 404 page no
 * trade link (src/lib/compliance/compliance-links.ts). A visitor from an open country keeps them all.
 */

async function inCountry(context: BrowserContext, country: string): Promise<void> {
  await context.addCookies([{ name: 'dev_country', value: country, url: siteUrl('main') }]);
}

const TRADE_LINKS = 'a[href*="/trade/"]';
const overview = (page: Page) => page.getByRole('region', { name: 'Markets today' });
const priceTable = (page: Page) => page.getByRole('table', { name: 'Spot markets' });
const helpful = (page: Page) => page.getByRole('navigation', { name: 'Helpful links' });

/** Opens the palette with Ctrl-K (the page has hydrated: a press before then is lost). */
async function openPalette(page: Page): Promise<Locator> {
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await page.keyboard.press('Control+k');
  await expect(palette).toBeVisible();
  return palette;
}

test.describe('links to the trade page follow the compliance gate', () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test('Netherlands: rows without trade links on home and /price, no coin in search or the palette, none on the 404 page; axe', async ({ page, context }) => {
    allowHttpError(404);
    await inCountry(context, 'NL');
    await open(page, siteUrl('main', '/'));
    const notice = page.getByRole('dialog', { name: 'Notice for users in the Netherlands' });
    await notice.getByRole('button', { name: 'I Acknowledge' }).click();
    await expect(notice).toBeHidden();

    // home: the rows and their prices stay, the pairs are plain text; the hero offers no trade button
    await expect(overview(page).getByRole('listitem').first()).toContainText('/USDT');
    expect(await overview(page).getByRole('listitem').count()).toBeGreaterThan(3);
    await expect(overview(page).locator(TRADE_LINKS)).toHaveCount(0);
    await expect(page.locator(`main ${TRADE_LINKS}`)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Trade / })).toHaveCount(0);
    await expectNoAxeViolations(page, 'compliance links: home page without trade links (Netherlands guest, desktop)');

    // the header's trade menu keeps its other entries (Convert) without its spot coin panel, whose rows link the trade pages
    await page.locator('header nav[aria-label="Main"]').getByRole('button', { name: 'Trade', exact: true }).hover();
    await expect(
      page
        .locator('header')
        .getByRole('link', { name: /^Convert/ })
        .first(),
    ).toBeVisible();
    // a panel loads its code and then its rows on the menu's first hover (about a second here, with
    // the old nav data's panel): nothing positive marks its absence, so give it that time
    await settled(page);
    await page.waitForTimeout(2_000);
    await expect(page.locator('header').getByRole('region', { name: 'Spot markets' })).toHaveCount(0);
    await expect(page.locator(`header ${TRADE_LINKS}`)).toHaveCount(0);
    await page.mouse.move(800, 600);

    // the bar search: once the coins are read, 'btc' finds no coin to offer (a result must lead somewhere), and says why
    const box = page.getByRole('combobox', { name: 'Search coins and pages' });
    await box.click();
    await box.fill('btc');
    await expect(page.getByRole('status').filter({ hasText: 'No results for “btc”' })).toContainText('Trading is closed in your region');
    // a query that matches a page lists it, still with the reason for the missing coins beside it
    await box.fill('bitcoin');
    await expect(page.getByRole('group', { name: 'Pages' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Trading is closed in your region');
    await expectNoAxeViolations(page, 'compliance links: search results without coins, with the reason (Netherlands guest)');
    await box.fill('no such coin at all');
    await expect(page.getByRole('status')).toHaveText('No results for “no such coin at all”');
    await expect(page.getByRole('group', { name: 'Coins' })).toHaveCount(0);
    await expect(page.locator(`header ${TRADE_LINKS}`)).toHaveCount(0);
    await box.fill('');
    await page.keyboard.press('Escape');

    // the palette: no coins group (its items navigate on Enter), the rest of it still works
    const palette = await openPalette(page);
    await page.keyboard.type('btc');
    await expect(palette.getByText('No results for “btc”')).toBeVisible();
    await expect(palette.getByText('Trading is closed in your region')).toBeVisible();
    await expectNoAxeViolations(page, 'compliance links: command palette without coins, with the reason (Netherlands guest)');
    // the coins are read by now (the search above); give the palette's list the time to show any
    await settled(page);
    await page.waitForTimeout(500);
    await expect(palette.getByRole('group', { name: 'Coins' })).toHaveCount(0);
    await expect(palette.getByRole('option')).toHaveCount(0);
    await escapeFrom(page, palette);

    // /price: every market listed, none linked to the trade page
    await page.goto(siteUrl('main', '/price'));
    const table = priceTable(page);
    await expect(table.getByRole('row').nth(1)).toContainText('/USDT');
    // the full list (more than the server's first 20 rows) has arrived in the island
    await expect(table).not.toHaveAttribute('aria-rowcount', '21');
    await expect(table.locator(TRADE_LINKS)).toHaveCount(0);
    await expect(table.getByRole('link')).toHaveCount(0);
    await expectNoAxeViolations(page, 'compliance links: markets page without trade links (Netherlands guest, desktop)');

    // the 404 page: the helpful links without the trade one
    await page.goto(siteUrl('main', '/no-such-page'));
    await expect(helpful(page).getByRole('link', { name: 'Markets' })).toHaveAttribute('href', '/price');
    await expect(helpful(page).getByRole('link', { name: 'Spot trading' })).toHaveCount(0);
    // the 404 page's accessibility is not-found.e2e.ts's: one link fewer in its list is the same page
    await expect(page.locator(`main ${TRADE_LINKS}`)).toHaveCount(0);
  });

  test('an open country (Singapore): the rows, search, the palette and the 404 page link the trade page', async ({ page, context }) => {
    allowHttpError(404);
    await inCountry(context, 'SG');
    await open(page, siteUrl('main', '/'));
    await expect(overview(page).locator(TRADE_LINKS).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Trade BTC/USDT' })).toHaveAttribute('href', '/trade/BTC_USDT');

    const box = page.getByRole('combobox', { name: 'Search coins and pages' });
    await box.click();
    await box.fill('btc');
    await expect(page.getByRole('group', { name: 'Coins' }).getByRole('option').first()).toHaveAttribute('href', '/trade/BTC_USDT');
    await box.fill('');
    await page.keyboard.press('Escape');

    const palette = await openPalette(page);
    await page.keyboard.type('btc');
    await expect(palette.getByRole('group', { name: 'Coins' }).getByRole('option').first()).toContainText('BTC/USDT');
    await escapeFrom(page, palette);

    await page.goto(siteUrl('main', '/price'));
    await expect(priceTable(page).locator(TRADE_LINKS).first()).toBeVisible();

    await page.goto(siteUrl('main', '/no-such-page'));
    await expect(helpful(page).getByRole('link', { name: 'Spot trading' })).toHaveAttribute('href', '/trade/BTC_USDT');
  });
});
