import type { Page } from '@playwright/test';
import { allowHttpError, clickUntilVisible, expect, expectNoAxeViolations, siteUrl, test } from '../support/fixtures';

/** The header on five sites at three widths: structure, menus by mouse and keyboard, drawer, axe. */
const SITES = [
  { host: 'main', path: '/' },
  { host: 'tr', path: '/en' },
  { host: 'eu', path: '/' },
  { host: 'jp', path: '/' },
  { host: 'testnet', path: '/' },
] as const;
const WIDTHS = [375, 768, 1440] as const;

async function firstMenuEntry(page: Page) {
  return page.locator('header nav[aria-label="Main"] [aria-controls]').first();
}

for (const site of SITES) {
  for (const width of WIDTHS) {
    test(`header on ${site.host} at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(siteUrl(site.host, site.path));
      const header = page.locator('header');
      await expect(header.getByRole('link', { name: /home$/ })).toBeVisible();
      if (site.host === 'testnet') {
        await expect(header.getByText('Demo Trading').first()).toBeVisible();
        await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveCount(0);
      }
      if (width >= 992) {
        const entry = await firstMenuEntry(page);
        const panel = page.locator(`#${await entry.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
        // by mouse
        await entry.hover();
        await expect(panel).toBeVisible();
        await expect(entry).toHaveAttribute('aria-expanded', 'true');
        await page.mouse.move(5, 600);
        await expect(panel).toBeHidden();
        // by keyboard: focus opens, Escape closes and keeps focus on the entry
        await entry.focus();
        await expect(panel).toBeVisible();
        await page.keyboard.press('Tab');
        await expect.poll(() => panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(entry).toBeFocused();
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await expect(drawer).toBeVisible();
        // 414 px wide, or the whole screen when narrower
        await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(Math.min(414, width));
        const triggers = drawer.locator('button[aria-expanded]');
        const first = triggers.first();
        await first.click();
        await expect(first).toHaveAttribute('aria-expanded', 'true');
        if ((await triggers.count()) > 1) {
          const second = triggers.nth(1);
          await second.click();
          await expect(second).toHaveAttribute('aria-expanded', 'true');
          await expect(first).toHaveAttribute('aria-expanded', 'false');
          await second.click();
          await expect(second).toHaveAttribute('aria-expanded', 'false');
        }
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      }
      await expectNoAxeViolations(page);
    });
  }
}

/** The language button sits in the bar from 1520 px ("hide some top icons" below; settings and the drawer offer it). */
const WIDE = { width: 1600, height: 900 };

test('language choice: same page under the prefix, rise colour set when absent (green), kept on reload', async ({ page, context }) => {
  await page.setViewportSize(WIDE);
  await page.goto(siteUrl('main', '/login'));
  await page.getByRole('button', { name: /Language and region/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Language and exchange rate' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('link', { name: 'Deutsch' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('Germany');
  // The click navigates away: its tracking event must still leave, as a keepalive POST while
  // the page unloads. Playwright cannot see a request an unloading document makes, so the page
  // notes what it sends in sessionStorage, which the next page reads.
  await page.evaluate(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (String(input).endsWith('/track/events')) sessionStorage.setItem('sent', JSON.stringify({ keepalive: init?.keepalive, body: String(init?.body) }));
      return send(input, init);
    };
  });
  await dialog.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(siteUrl('main', '/de/login'));
  const sent = JSON.parse((await page.evaluate(() => sessionStorage.getItem('sent'))) ?? '{}') as { keepalive?: boolean; body?: string };
  expect(sent.keepalive).toBe(true);
  expect(new URLSearchParams(sent.body).get('events')).toContain('"button":"language:de"');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect((await context.cookies()).find((c) => c.name === 'market_rise_color')?.value).toBe('green');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});

test('choosing zh sets red rise when no colour was chosen', async ({ page, context }) => {
  await page.setViewportSize(WIDE);
  await page.goto(siteUrl('main', '/'));
  await page.getByRole('button', { name: /Language and region/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(siteUrl('main', '/zh'));
  expect((await context.cookies()).find((c) => c.name === 'market_rise_color')?.value).toBe('red');
  await expect(page.locator('html')).toHaveAttribute('data-rise', 'red');
});

test('Turkish outside Turkey asks: global site in Turkish, or the Turkey site', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto(siteUrl('main', '/login'));
  await page.getByRole('button', { name: /Language and region/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Türkçe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Turkish is offered on our Turkey site' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(confirm.getByRole('link', { name: 'Go to the Turkey site' })).toHaveAttribute('href', siteUrl('tr', '/login'));
  await confirm.getByRole('link', { name: 'Global site in Turkish' }).click();
  await expect(page).toHaveURL(siteUrl('main', '/tr/login'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

test('fiat choice opens rate mode, sets curr_fiat and fills buy links; the switch off clears it', async ({ page, context }) => {
  await page.setViewportSize(WIDE);
  await page.goto(siteUrl('main', '/'));
  await page.getByRole('button', { name: /Language and region/ }).click();
  await page.getByRole('tab', { name: 'Exchange Rate' }).click();
  await page.getByRole('button', { name: /^EUR/ }).click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'curr_fiat')?.value).toBe('EUR');
  expect((await context.cookies()).find((c) => c.name === 'curr_rate_open')?.value).toBe('1');
  await page.reload();
  // the buy-crypto menu (first entry) now links with the chosen fiat
  await (await firstMenuEntry(page)).hover();
  await expect(page.locator('header a[href="/c2c/market?fiat=EUR"]')).toHaveCount(1);
  await page.getByRole('button', { name: /Language and region/ }).click();
  await page.getByRole('tab', { name: 'Exchange Rate' }).click();
  await expect(page.getByRole('button', { name: /^EUR/ })).toHaveAttribute('aria-pressed', 'true');
  const rateSwitch = page.getByRole('switch', { name: 'Show prices in local currency' });
  await expect(rateSwitch).toHaveAttribute('aria-checked', 'true');
  await rateSwitch.click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'curr_fiat')).toBeUndefined();
  await expect(rateSwitch).toHaveAttribute('aria-checked', 'false');
  await rateSwitch.click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'curr_fiat')?.value).toBe('USD');
});

test('settings dropdown (wide): rise colour and change basis survive a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('main', '/'));
  await page.getByRole('button', { name: 'Settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Settings' });
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByLabel('Red up, green down').check();
  await panel.getByLabel('Since 00:00 UTC+8').check();
  await expect(page.locator('html')).toHaveAttribute('data-rise', 'red');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-rise', 'red');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByLabel('Since 00:00 UTC+8')).toBeChecked();
  await expect(page.getByLabel('Red up, green down')).toBeChecked();
});

test('settings modal (phone): opens as a modal below 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(siteUrl('main', '/'));
  // on phones the settings button lives in the drawer
  await expect(page.locator('header').getByRole('button', { name: 'Settings' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Settings' }).click();
  const modal = page.getByRole('dialog', { name: 'Settings' });
  await expect(modal).toBeVisible();
  await expect(page.locator('[data-radix-popper-content-wrapper]')).toHaveCount(0);
  await modal.getByLabel('Last 24 hours').check();
  await expectNoAxeViolations(page);
});

test('theme toggle: dark at once, rendered dark by the server after reload, light again', async ({ page }) => {
  await page.goto(siteUrl('main', '/'));
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const html = await (await page.request.get(siteUrl('main', '/'))).text();
  expect(html).toContain('data-theme="dark"');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => window.localStorage.getItem('skin_changed'))).toBe('1');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('EU upcoming entries open the Stay tuned modal instead of navigating', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('eu', '/'));
  const earn = page.locator('header nav[aria-label="Main"]').getByRole('button', { name: 'Earn', exact: true });
  await earn.hover();
  await page
    .locator(`#${(await earn.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`)
    .getByRole('button')
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: 'Stay tuned!' });
  await expect(modal).toContainText('This feature is upcoming');
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(siteUrl('eu', '/'));
});

test('Turkey labels trade Spot Trading; the testnet has back-to-live and no sign-up', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('tr', '/en'));
  await expect(page.locator('header nav[aria-label="Main"]').getByRole('link', { name: 'Spot Trading' })).toBeVisible();
  await page.goto(siteUrl('testnet', '/'));
  await expect(page.getByRole('link', { name: 'Back to live trading' })).toHaveAttribute('href', siteUrl('main', '/trade/BTC_USDT'));
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
});

test('scroll arrows appear when the bar overflows and step through it', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 800 });
  await page.goto(siteUrl('main', '/'));
  const forward = page.getByRole('button', { name: 'Scroll menu forward' });
  await expect(forward).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scroll menu back' })).toHaveCount(0);
  await forward.click();
  await expect(page.getByRole('button', { name: 'Scroll menu back' })).toBeVisible();
});

test('the download icon goes to /mobileapp; wide screens show the app QR code on hover', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('main', '/'));
  const icon = page.getByRole('link', { name: 'Download App' });
  await expect(icon).toHaveAttribute('href', '/mobileapp');
  await icon.hover();
  // the caption names the figure; the image beside it is silent (said once, not twice)
  const figure = page.getByRole('figure', { name: 'Scan to download the app' });
  await expect(figure).toBeVisible();
  const qr = figure.locator('img');
  await expect(qr).toHaveAttribute('alt', '');
  await expectNoAxeViolations(page);
  // an image of the site's app link, fetched when the panel shows: the page's HTML carries no drawing
  await expect(qr).toHaveAttribute('src', '/app-qr/main.svg');
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(132);
  const svg = await page.request.get(siteUrl('main', '/app-qr/main.svg'));
  expect(svg.headers()['content-type']).toBe('image/svg+xml');
  expect(await svg.text()).toMatch(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*><rect [^>]*\/><path d="(M\d+ \d+h\d+v1h-\d+z)+" fill="#000"\/><\/svg>$/,
  );
  expect((await page.request.get(siteUrl('main', '/app-qr/nosuchsite.svg'))).status()).toBe(404);
  expect(await (await page.request.get(siteUrl('main', '/'))).text()).not.toMatch(/h\d+v1h-\d+z/);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(figure).toBeHidden();
});

test.describe('the service worker', () => {
  // blocked everywhere else (playwright.config.ts): these tests are about it
  test.use({ serviceWorkers: 'allow' });

  test('registers once (v1.0.0, scope /), answers the navigations that follow, and an offline one with its own page; clicks are tracked', async ({
    page,
    context,
  }) => {
    await page.goto(siteUrl('main', '/'));
    // activated before the reload: a navigation while the worker still installs is not controlled,
    // and its claim() at activation can miss a page that is between documents (1 run in 6 here)
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await navigator.serviceWorker.getRegistrations()).map(
            (r) => `${r.scope} ${(r.active ?? r.installing ?? r.waiting)?.scriptURL ?? ''} ${r.active?.state ?? 'not active'}`,
          ),
        ),
      )
      .toEqual([expect.stringMatching(/\/ .*\/sw\.js\?v=v1\.0\.0 activated$/)]);
    await page.reload();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/web/v1/track/events'));
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    const request = await tracked;
    expect(new URLSearchParams(request.postData() ?? '').get('events')).toContain('"button":"theme:dark"');
    expect((await request.response())?.status()).toBe(200);

    // a navigation goes through the worker to the network, the page as it would be without it; the
    // browser sends it while the worker starts (navigation preload), not after
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).navigationPreload.getState()).enabled)).toBe(true);
    const online = await page.goto(siteUrl('main', '/login'));
    expect(online?.status()).toBe(200);
    expect(online?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: /^Log in/ })).toBeVisible();

    // without a network the worker answers a navigation itself, with a short offline page
    allowHttpError(503);
    await context.setOffline(true);
    const offline = await page.goto(siteUrl('main', '/price'));
    expect(offline?.status()).toBe(503);
    expect(offline?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
  });
});

// the header is rendered once, in the layout: its path-dependent links are computed from the URL in the browser
test('the header follows the page it is on: reached through Log In, the language links lead to the same page under the prefix', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.goto(siteUrl('main', '/'));
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(siteUrl('main', '/login'));
  // a click before the page has hydrated does nothing: click until the dialog shows
  const dialog = page.getByRole('dialog');
  await clickUntilVisible(page.getByRole('button', { name: /Language and region/ }), dialog);
  await expect(dialog.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/login');
});

test('pay-with: search, choose a fiat, and the buy entries follow its methods', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(siteUrl('main', '/'));
  const entry = await firstMenuEntry(page);
  await entry.hover();
  const panel = page.locator(`#${(await entry.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`);
  await expect(panel.getByRole('link', { name: /Credit\/Debit Card/ }).first()).toBeVisible();
  // drawn in the browser from the menus' data, descriptions included
  await expect(panel.getByRole('link', { name: /^Quick Buy.*Buy USDT in a few clicks$/ })).toBeVisible();
  // the page carries that data once (the bar's panels, the drawer, the search and the palette share
  // it): a link's label and its description each appear once in the HTML
  const html = await (await page.request.get(siteUrl('main', '/'))).text();
  expect(html.split('Quick Buy').length - 1).toBe(1);
  expect(html.split('Buy USDT in a few clicks').length - 1).toBe(1);
  await panel.getByRole('button', { name: /Pay with USD/ }).click();
  // each fiat has its icon (doc 1 §7), drawn by the server: loaded, decorative
  const euro = panel.getByRole('button', { name: 'Pay with EUR' }).locator('img');
  await expect(euro).toHaveAttribute('src', '/fiat-icons/eur.svg');
  await expect(euro).toHaveAttribute('alt', '');
  await expect.poll(() => euro.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  expect((await page.request.get(siteUrl('main', '/fiat-icons/usdt.svg'))).status()).toBe(404);
  await panel.getByRole('searchbox', { name: 'Search currency' }).fill('vn');
  await expect(panel.getByRole('button', { name: 'Pay with EUR' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await panel.getByRole('button', { name: 'Pay with VND' }).click();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'buy_crypto_fiat')?.value).toBe('VND');
  expect((await context.cookies()).find((c) => c.name === 'curr_fiat')?.value).toBe('VND');
  await page.reload();
  await entry.hover();
  await expect(panel.locator('a[href="/buy-sell/buy-VND-usdt"]')).toHaveCount(1);
  await expect(panel.locator('a[href^="/crypto/buy/with-credit-card"]')).toHaveCount(0);
});
