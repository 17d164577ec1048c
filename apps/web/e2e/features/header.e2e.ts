import type { Page } from '@playwright/test';
import { allowHttpError, escapeFrom, expect, expectNoAxeViolations, hydrated, open, siteUrl, test } from '../support/fixtures';

/**
 * The header's controls: the language and exchange-rate dialog, settings, theme, pay-with, the app
 * QR code, the bar's scroll arrows, the service worker. Its structure, menus and drawer on each
 * site at each width are checked with the rest of every site's home, one load per site and
 * locale (layout.e2e.ts).
 */

/** The language button sits in the bar from 1520 px ("hide some top icons" below; settings and the drawer offer it). */
const WIDE = { width: 1600, height: 900 };

function firstMenuEntry(page: Page) {
  return page.locator('header nav[aria-label="Main"] [aria-controls]').first();
}

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((c) => c.name === name);

// the header is rendered once, in the layout: its path-dependent links are computed from the URL in the browser
test('the language dialog on the log-in page, reached through Log In: links to the same page under the prefix, and choosing one', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await open(page, siteUrl('main', '/'));
  const dialog = page.getByRole('dialog', { name: 'Language and exchange rate' });

  await test.step('the header follows the page it is on: reached through Log In, the language links lead to the same page under the prefix', async () => {
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/login'));
    await hydrated(page);
    await page.getByRole('button', { name: /Language and region/ }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/login');
  });

  await test.step('language choice: same page under the prefix, rise colour set when absent (green), kept on reload', async () => {
    await expectNoAxeViolations(page, 'header: language dialog');
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
    expect((await cookie(page, 'market_rise_color'))?.value).toBe('green');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test('Turkish outside Turkey asks: global site in Turkish, or the Turkey site', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await open(page, siteUrl('main', '/login'));
  await page.getByRole('button', { name: /Language and region/ }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Türkçe' }).click();
  const confirm = page.getByRole('dialog', { name: 'Turkish is offered on our Turkey site' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'header: Turkish confirm');
  await expect(confirm.getByRole('link', { name: 'Go to the Turkey site' })).toHaveAttribute('href', siteUrl('tr', '/login'));
  await confirm.getByRole('link', { name: 'Global site in Turkish' }).click();
  await expect(page).toHaveURL(siteUrl('main', '/tr/login'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
});

// the steps keep the rise colour unchosen until the last, which is about choosing it by language
test('the home page as a guest: theme, exchange rate, then Chinese with its rise colour', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await open(page, siteUrl('main', '/'));

  await test.step('theme toggle: dark at once, rendered dark by the server after reload, light again', async () => {
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const html = await (await page.request.get(siteUrl('main', '/'))).text();
    expect(html).toContain('data-theme="dark"');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => window.localStorage.getItem('skin_changed'))).toBe('1');
    await expectNoAxeViolations(page, 'header: home in the dark theme');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  await test.step('fiat choice opens rate mode, sets curr_fiat and fills buy links; the switch off clears it', async () => {
    await page.setViewportSize(WIDE);
    await page.getByRole('button', { name: /Language and region/ }).click();
    await page.getByRole('tab', { name: 'Exchange Rate' }).click();
    await page.getByRole('button', { name: /^EUR/ }).click();
    await expect.poll(async () => (await cookie(page, 'curr_fiat'))?.value).toBe('EUR');
    expect((await cookie(page, 'curr_rate_open'))?.value).toBe('1');
    await page.reload();
    await hydrated(page);
    // the buy-crypto menu (first entry) now links with the chosen fiat
    await firstMenuEntry(page).hover();
    await expect(page.locator('header a[href="/c2c/market?fiat=EUR"]')).toHaveCount(1);
    await page.getByRole('button', { name: /Language and region/ }).click();
    await page.getByRole('tab', { name: 'Exchange Rate' }).click();
    await expect(page.getByRole('button', { name: /^EUR/ })).toHaveAttribute('aria-pressed', 'true');
    const rateSwitch = page.getByRole('switch', { name: 'Show prices in local currency' });
    await expect(rateSwitch).toHaveAttribute('aria-checked', 'true');
    await rateSwitch.click();
    await expect.poll(async () => cookie(page, 'curr_fiat')).toBeUndefined();
    await expect(rateSwitch).toHaveAttribute('aria-checked', 'false');
    await rateSwitch.click();
    await expect.poll(async () => (await cookie(page, 'curr_fiat'))?.value).toBe('USD');
  });

  await test.step('choosing zh sets red rise when no colour was chosen', async () => {
    // the exchange-rate step left the dialog open
    await escapeFrom(page, page.getByRole('dialog', { name: 'Language and exchange rate' }));
    expect(await cookie(page, 'market_rise_color')).toBeUndefined();
    await page.getByRole('button', { name: /Language and region/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: '简体中文' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/zh'));
    expect((await context.cookies()).find((c) => c.name === 'market_rise_color')?.value).toBe('red');
    await expect(page.locator('html')).toHaveAttribute('data-rise', 'red');
  });
});

test('the home page as a guest: app QR code, scroll arrows, settings (wide and phone), pay-with', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, siteUrl('main', '/'));

  await test.step('the download icon goes to /mobileapp; wide screens show the app QR code on hover', async () => {
    const icon = page.getByRole('link', { name: 'Download App' });
    await expect(icon).toHaveAttribute('href', '/mobileapp');
    await icon.hover();
    // the caption names the figure; the image beside it is silent (said once, not twice)
    const figure = page.getByRole('figure', { name: 'Scan to download the app' });
    await expect(figure).toBeVisible();
    const qr = figure.locator('img');
    await expect(qr).toHaveAttribute('alt', '');
    await expectNoAxeViolations(page, 'header: app QR code panel');
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
    await page.mouse.move(5, 600);
  });

  await test.step('scroll arrows appear when the bar overflows and step through it', async () => {
    await page.setViewportSize({ width: 1100, height: 800 });
    const forward = page.getByRole('button', { name: 'Scroll menu forward' });
    await expect(forward).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll menu back' })).toHaveCount(0);
    await forward.click();
    await expect(page.getByRole('button', { name: 'Scroll menu back' })).toBeVisible();
  });

  await test.step('settings dropdown (wide): rise colour and change basis survive a reload', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await expect(panel).toBeVisible();
    await expectNoAxeViolations(page, 'header: settings dropdown (wide)');
    await panel.getByLabel('Red up, green down').check();
    await panel.getByLabel('Since 00:00 UTC+8').check();
    await expect(page.locator('html')).toHaveAttribute('data-rise', 'red');
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('data-rise', 'red');
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByLabel('Since 00:00 UTC+8')).toBeChecked();
    await expect(page.getByLabel('Red up, green down')).toBeChecked();
    await escapeFrom(page, panel);
  });

  await test.step('pay-with: search, choose a fiat, and the buy entries follow its methods', async () => {
    const entry = firstMenuEntry(page);
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
    await expectNoAxeViolations(page, 'header: pay-with currencies, searched');
    await panel.getByRole('button', { name: 'Pay with VND' }).click();
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'buy_crypto_fiat')?.value).toBe('VND');
    expect((await context.cookies()).find((c) => c.name === 'curr_fiat')?.value).toBe('VND');
    await page.reload();
    await hydrated(page);
    await entry.hover();
    await expect(panel.locator('a[href="/buy-sell/buy-VND-usdt"]')).toHaveCount(1);
    await expect(panel.locator('a[href^="/crypto/buy/with-credit-card"]')).toHaveCount(0);
    await page.mouse.move(5, 600);
  });

  await test.step('settings modal (phone): opens as a modal below 768 px', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    // on phones the settings button lives in the drawer
    await expect(page.locator('header').getByRole('button', { name: 'Settings' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Settings' }).click();
    const modal = page.getByRole('dialog', { name: 'Settings' });
    await expect(modal).toBeVisible();
    await expect(page.locator('[data-radix-popper-content-wrapper]')).toHaveCount(0);
    await modal.getByLabel('Last 24 hours').check();
    await expectNoAxeViolations(page, 'header: settings modal (phone)');
  });
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
    await hydrated(page);
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
