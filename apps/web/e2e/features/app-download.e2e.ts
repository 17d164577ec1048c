import type { Page } from '@playwright/test';
import { allowHttpError, escapeFrom, expect, expectFits, expectNoAxeViolations, holdPageScripts, open, settled, siteUrl, test } from '../support/fixtures';

/** The phone app-download banner, its exclusive-perks dialog and the perks page (spec doc 2 §2, §4, §6). */

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };
const PERKS = '/activities/app-exclusive-perks';

const banner = (page: Page) => page.getByRole('complementary', { name: 'Gate app' });

test.describe('app-download banner', () => {
  test('on a phone: the banner with the page channel, its perks dialog, the perks page it leads to; closing keeps it closed across a reload in the same session', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await open(page, siteUrl('main', '/'));

    await test.step('shows on a phone with the page channel', async () => {
      await expect(banner(page)).toBeVisible();
      await expect(banner(page)).toContainText('Trade anytime with the Gate app');
      const link = banner(page).getByRole('link', { name: 'Open app' });
      // the attribution link with the home page's h5 entry (page_download_links.json, seeded)
      await expect(link).toHaveAttribute('href', 'https://app.gate.example/open?pid=h5&c=h5_index');
      await expectNoAxeViolations(page, 'app-download banner: phone');
      await expectFits(page, 'home with the banner');
    });

    await test.step('the perks dialog opens from the banner and closes with focus back on its opener', async () => {
      const perks = banner(page).getByRole('button', { name: 'Up to $40,000 in app-only perks' });
      await perks.click();
      const dialog = page.getByRole('dialog', { name: 'Exclusive app perks' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Download the Gate app and unlock rewards worth up to $40,000.');
      await expect(dialog.getByRole('link', { name: 'View details' })).toHaveAttribute('href', PERKS);
      await expect(dialog.getByRole('link', { name: 'Open app' })).toHaveAttribute('href', 'https://app.gate.example/open?pid=h5&c=h5_index');
      await expectNoAxeViolations(page, 'app-download banner: perks dialog');
      await escapeFrom(page, dialog);
      await expect(dialog).toHaveCount(0);
      await expect(perks).toBeFocused();

      await perks.press('Enter');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(perks).toBeFocused();

      await perks.click();
      await dialog.getByRole('link', { name: 'View details' }).click();
      await expect(page).toHaveURL(siteUrl('main', PERKS));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Up to $40,000 in exclusive app perks');
    });

    // the link is a plain one: the perks page came whole from the server, as a load of it would
    await test.step('exclusive perks page: renders on the server at 320 px without overflow, with the download entries', async () => {
      await page.setViewportSize({ width: 320, height: 720 });
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Up to $40,000 in exclusive app perks');
      await expect(main.getByRole('heading', { name: 'How to claim' })).toBeVisible();
      await expect(main.getByRole('listitem')).toContainText(['Welcome rewards from a pool of up to $40,000']);
      await expect(main.getByRole('link', { name: 'App Store (iOS)' })).toHaveAttribute('href', 'https://download.gate.example/ios');
      await expect(main.getByRole('link', { name: 'Google Play (Android)' })).toHaveAttribute('href', 'https://download.gate.example/android');
      await expect(main.getByRole('link', { name: 'Android APK' })).toHaveAttribute('href', 'https://download.gate.example/apk/gate.apk');
      // one "Open in the app" per layout: the phone's carries the h5 channel
      await expect(main.getByRole('link', { name: 'Open in the app' })).toHaveAttribute('href', 'https://app.gate.example/open?pid=h5&c=h5_perks');
      await settled(page);
      await expectFits(page, 'perks page at 320 px');
      await expectNoAxeViolations(page, 'app perks page: phone');

      await page.setViewportSize(DESKTOP);
      await expect(main.getByRole('link', { name: 'Open in the app' })).toHaveAttribute('href', 'https://app.gate.example/open?pid=web&c=web_perks');
    });

    await test.step('closing keeps it closed across a reload in the same session', async () => {
      await page.setViewportSize(PHONE);
      await banner(page).getByRole('button', { name: 'Close the app banner' }).click();
      await expect(banner(page)).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('app_download_banner_closed'))).toBe('1');

      await page.reload();
      await settled(page);
      await expect(banner(page)).toHaveCount(0);
      await page.goto(siteUrl('main', '/price'));
      await settled(page);
      await expect(banner(page)).toHaveCount(0);
    });
  });

  test('painted with the page: in the server HTML on a phone with the channel of the page it is on, hidden from 768 px, and hidden at once when closed this session', async ({
    page,
  }) => {
    // every page script held: what shows is the server's HTML, its CSS and the nonce'd first script
    const release = await holdPageScripts(page);
    await page.setViewportSize(PHONE);
    await page.goto(siteUrl('main', '/price'), { waitUntil: 'domcontentloaded' });
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('link', { name: 'Open app' })).toHaveAttribute('href', 'https://app.gate.example/open?pid=h5&c=h5_price');
    await page.setViewportSize(DESKTOP);
    await expect(banner(page)).toBeHidden();
    await page.setViewportSize(PHONE);

    // a new session (this browser's first: nothing closed) shows it with the channel of the page it is on: h5_price above
    await test.step('a new session shows it again, with the channel of the page it is on', async () => {
      // the 404 page counts as home (the server works the link out from the page the visitor sees)
      allowHttpError(404);
      await page.goto(siteUrl('main', '/no-such-page-here'), { waitUntil: 'domcontentloaded' });
      await expect(banner(page).getByRole('link', { name: 'Open app' })).toHaveAttribute('href', 'https://app.gate.example/open?pid=h5&c=h5_index');
    });

    await page.evaluate(() => sessionStorage.setItem('app_download_banner_closed', '1'));
    await page.reload({ waitUntil: 'domcontentloaded' });
    const root = page.locator('#app-download-banner');
    await expect(root).toHaveCount(1);
    expect(await root.evaluate((el) => getComputedStyle(el).display)).toBe('none');
    await release();
    await settled(page);
    await expect(root).toHaveCount(0);
  });

  test('not on desktop, nor on a site that hides app download', async ({ page }) => {
    allowHttpError(404); // the testnet's perks page is the 404 page
    await page.setViewportSize(DESKTOP);
    // the first-paint rule that hides a banner closed this session comes with a banner the server paints…
    const hidingRule = async (host: 'main' | 'testnet', path: string) =>
      ((await (await page.goto(siteUrl(host, path)))?.text()) ?? '').includes('#app-download-banner{display:none}');
    expect(await hidingRule('main', '/'), 'the hiding rule on the home page').toBe(true);
    await settled(page);
    await expect(banner(page)).toHaveCount(0);

    await page.setViewportSize(PHONE);
    // …and not where none is painted: a site that hides app download, a sign-in page
    expect(await hidingRule('main', '/login'), 'the hiding rule on /login').toBe(false);
    expect(await hidingRule('testnet', '/'), 'the hiding rule on the testnet site').toBe(false);
    await settled(page);
    await expect(page.getByRole('complementary', { name: /app/ })).toHaveCount(0);
    const response = await page.goto(siteUrl('testnet', PERKS));
    expect(response?.status()).toBe(404);
    // the proxy decides it (routing.ts resolveRoute, offersPage): the whole 404 page from the server, its
    // trending stories included, not Next's empty error shell nor the layout's light boundary
    const html = (await response?.text()) ?? '';
    expect(html).toContain('id="not-found-title"');
    expect(html).toContain('id="trending-title"');

    // a regional site that offers the app shows it, with its own attribution link
    await page.goto(siteUrl('tr', '/'));
    await expect(page.getByRole('complementary', { name: /Gate/ }).getByRole('link')).toHaveAttribute(
      'href',
      'https://app.tr.gate.example/open?pid=h5&c=h5_index',
    );
  });
});

test('the web server forwards the /js/tool files to the API, cacheable', async ({ request }) => {
  // Node resolves no *.localhost names: the main site's host (the files are the same on every site)
  const icons = await request.get(siteUrl('main', '/js/tool/coin_icon_whitelist.json'));
  expect(icons.status()).toBe(200);
  expect(icons.headers()['cache-control']).toBe('public, max-age=300');
  expect(((await icons.json()) as { coinIconVersionWhiteList: string[] }).coinIconVersionWhiteList).toContain('trump');
  const links = await request.get(siteUrl('main', '/js/tool/page_download_links.json'));
  expect(links.status()).toBe(200);
  expect(await links.json()).toMatchObject({ index: { h5: { c: 'h5_index' } }, overseas_apk: 'https://download.gate.example/apk/gate.apk' });
});

test.describe('exclusive perks page', () => {
  test('in Arabic: right to left, no overflow at 320 px, axe clean', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(siteUrl('main', `/ar${PERKS}`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText('مزايا حصرية للتطبيق');
    await expect(page.getByRole('complementary', { name: 'تطبيق Gate' })).toBeVisible();
    await settled(page);
    await expectFits(page, 'Arabic perks page at 320 px');
    await expectNoAxeViolations(page, 'app perks page: phone, Arabic');
  });
});
