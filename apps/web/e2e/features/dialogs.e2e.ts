import type { Locator, Page } from '@playwright/test';
import { escapeFrom, expect, expectNoAxeViolations, logIn, open, siteUrl, test } from '../support/fixtures';

/** Dialogs give focus back to the control that opened them; preferences apply at once; logging out covers the page. */

async function panelOf(page: Page, entry: Locator): Promise<Locator> {
  await entry.hover();
  const panel = page.locator(`#${(await entry.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`);
  await expect(panel).toBeVisible();
  return panel;
}

test.describe('focus returns to the opener when a dialog closes', () => {
  /** One guest page, wide: the preferences first (no server render may follow them), then where focus goes at each width. */
  test('a fiat, pay-with or colour choice applies at once, without a server render, and logs no console error; language dialog and Turkish confirm from the language button (wide), from the settings menu, from the drawer', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await open(page, siteUrl('main', '/'));
    const globe = page.locator('header').getByRole('button', { name: /Language and region/ });

    await test.step('a fiat, pay-with or colour choice applies at once, without a server render, and logs no console error', async () => {
      const serverRenders: string[] = [];
      page.on('request', (request) => {
        // a refresh re-renders the page on the server; link prefetches (next-router-prefetch) are not that
        const headers = request.headers();
        if ((headers.rsc === '1' || request.url().includes('_rsc=')) && headers['next-router-prefetch'] !== '1') serverRenders.push(request.url());
      });
      await globe.click();
      await page.getByRole('tab', { name: 'Exchange Rate' }).click();
      await page.getByRole('button', { name: /^EUR/ }).click();
      await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'curr_fiat')?.value).toBe('EUR');
      // the buy-crypto entries follow the fiat in the same page
      const buy = page.locator('header nav[aria-label="Main"] [aria-controls]').first();
      const panel = await panelOf(page, buy);
      await expect(panel.locator('a[href="/c2c/market?fiat=EUR"]')).toHaveCount(1);
      // opening a dialog again after the change must not trip the CSP (the nonce is the document's)
      await globe.click();
      await expect(page.getByRole('dialog', { name: 'Language and exchange rate' })).toBeVisible();
      await page.getByRole('tab', { name: 'Exchange Rate' }).click();
      await expect(page.getByRole('button', { name: /^EUR/ })).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.press('Escape');

      // pay with VND: its P2P entry appears, the card entry goes (VND offers no card), at once
      const again = await panelOf(page, buy);
      await again.getByRole('button', { name: /Pay with EUR/ }).click();
      await again.getByRole('searchbox', { name: 'Search currency' }).fill('vnd');
      await again.getByRole('button', { name: 'Pay with VND' }).click();
      await expect(again.locator('a[href="/buy-sell/buy-VND-usdt"]')).toHaveCount(1);
      await expect(again.locator('a[href^="/crypto/buy/with-credit-card"]')).toHaveCount(0);

      // rise colour: the direction tokens swap, the status tokens do not
      const tokens = () =>
        page.evaluate(() => {
          const style = getComputedStyle(document.documentElement);
          return {
            up: style.getPropertyValue('--up').trim(),
            down: style.getPropertyValue('--down').trim(),
            success: style.getPropertyValue('--success').trim(),
          };
        });
      const green = await tokens();
      await page.locator('header').getByRole('button', { name: 'Settings' }).click();
      await page.getByRole('dialog', { name: 'Settings' }).getByLabel('Red up, green down').check();
      await expect(page.locator('html')).toHaveAttribute('data-rise', 'red');
      const red = await tokens();
      expect(red.up).toBe(green.down);
      expect(red.down).toBe(green.up);
      expect(red.success).toBe(green.success);
      await expectNoAxeViolations(page, 'settings dialog with red-up colours chosen (desktop)');
      expect(serverRenders, 'server renders after a preference change').toEqual([]);
      await escapeFrom(page, page.getByRole('dialog', { name: 'Settings' }));
    });

    await test.step('language dialog and Turkish confirm from the language button (wide), from the settings menu, from the drawer', async () => {
      const language = page.getByRole('dialog', { name: 'Language and exchange rate' });
      await globe.click();
      await expect(language).toBeVisible();
      await escapeFrom(page, language);
      await expect(globe).toBeFocused();
      // the Turkish confirm replaces the language dialog; closing it returns to the language button
      await globe.click();
      await page.getByRole('dialog').getByRole('link', { name: 'Türkçe' }).click();
      const confirm = page.getByRole('dialog', { name: 'Turkish is offered on our Turkey site' });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Close' }).click();
      await expect(confirm).toBeHidden();
      await expect(globe).toBeFocused();

      // below 1520 px the language lives in the settings menu: focus returns to the settings button
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect(globe).toBeHidden();
      const gear = page.locator('header').getByRole('button', { name: 'Settings' });
      await gear.click();
      await page
        .getByRole('dialog', { name: 'Settings' })
        .getByRole('button', { name: /Language/ })
        .click();
      await expect(language).toBeVisible();
      await escapeFrom(page, language);
      await expect(gear).toBeFocused();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await gear.click();
      await expect(settings).toBeVisible();
      await escapeFrom(page, settings);
      await expect(gear).toBeFocused();

      // phones: the drawer, and the dialogs it opens, give focus back to the drawer button
      await page.setViewportSize({ width: 375, height: 800 });
      const menu = page.getByRole('button', { name: 'Open menu' });
      await menu.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await escapeFrom(page, drawer);
      await expect(drawer).toBeHidden();
      await expect(menu).toBeFocused();
      await menu.click();
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeFocused();
      await menu.click();
      await drawer.getByRole('button', { name: 'Settings' }).click();
      await expect(settings).toBeVisible();
      await escapeFrom(page, settings);
      await expect(menu).toBeFocused();
      await menu.click();
      await drawer.getByRole('button', { name: 'Exchange Rate' }).click();
      await expect(page.getByRole('tab', { name: 'Exchange Rate' })).toHaveAttribute('aria-selected', 'true');
      await escapeFrom(page, language);
      await expect(menu).toBeFocused();
    });
  });

  test('the EU "Stay tuned!" dialog gives focus back to its menu entry', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, siteUrl('eu', '/'));
    const earn = page.locator('header nav[aria-label="Main"]').getByRole('button', { name: 'Earn', exact: true });
    const panel = await panelOf(page, earn);
    const upcoming = panel.getByRole('button').first();
    await upcoming.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Stay tuned!' });
    await expect(modal).toBeVisible();
    await escapeFrom(page, modal);
    await expect(modal).toBeHidden();
    // the upcoming entry sat in the Earn menu, which closed when the dialog took focus
    await expect(earn).toBeFocused();
  });

  test('deposit drawer, fund-password dialog (logged in)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await logIn(page, 'trader@demo.test');
    const deposit = page.getByRole('button', { name: 'Deposit', exact: true });
    const funding = page.getByRole('dialog', { name: 'Funding Account' });
    await deposit.click();
    await escapeFrom(page, funding);
    await expect(deposit).toBeFocused();

    await page.setViewportSize({ width: 1440, height: 900 });
    const avatar = page.locator('header').getByRole('link', { name: 'Account', exact: true });
    const panel = await panelOf(page, avatar);
    const fundPassword = panel.getByRole('button', { name: 'Fund Password Validity' });
    await fundPassword.click();
    const dialog = page.getByRole('dialog', { name: 'Fund password' });
    await expect(dialog).toBeVisible();
    await escapeFrom(page, dialog);
    await expect(dialog).toBeHidden();
    await expect(fundPassword).toBeFocused();
  });
});

test('logging out covers the page with the "Logging out" overlay until the log-in page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logIn(page, 'newbie@demo.test');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/web/v1/usercenter/logout', async (route) => {
    await held;
    await route.continue();
  });
  const panel = await panelOf(page, page.locator('header').getByRole('link', { name: 'Account', exact: true }));
  await panel.getByRole('button', { name: 'Log out of this device' }).click();
  const overlay = page.getByRole('status').filter({ hasText: 'Logging out' });
  await expect(overlay).toBeVisible();
  // it covers the page, not only the (closed) menu
  const box = await overlay.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(1400);
  release();
  // the log-out call, then the log-in page's full render: up to 15 s on a loaded machine
  await expect(page).toHaveURL(siteUrl('main', '/login'), { timeout: 15_000 });
});

test('on a phone, a logged-in user logs out from the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, 'newbie@demo.test');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer.getByRole('button', { name: 'Log out of all devices' })).toBeVisible();
  await expectNoAxeViolations(page, 'drawer: open, logged in (phone)');
  await drawer.getByRole('button', { name: 'Log out of this device' }).click();
  await expect(page).toHaveURL(siteUrl('main', '/login'));
});
