import { escapeFrom, expect, expectNoAxeViolations, hydrated, open, settled, siteUrl, test } from '../support/fixtures';
import { breakCreating, breakNumberFormatting, CHROME_USER_AGENT, expectContainedFault, FAULT, watchFault } from './render-faults';

/**
 * The error boundaries (spec doc 1 §8: 'Something went wrong' and a 'Refresh' button that reloads).
 * Every call has its fallback, so nothing the API answers reaches them: a render fault is injected
 * in the browser instead (number formatting, size watching or canvases made to throw). A page's
 * fault shows its error page (app/[locale]/error.tsx) inside the site's frame; the root layout's,
 * the root error page (app/global-error.tsx), which replaces the whole document; an island's
 * (src/lib/islands/Contained.tsx: the header's coin panel, the trade page's chart, a settings dialog, the
 * command palette) stays in the island; a dialog's, inside the open dialog, which still closes.
 * The other islands' faults are in error-islands.e2e.ts; the faults themselves in render-faults.ts.
 */

test.describe('error pages', () => {
  test.use({
    viewport: { width: 1440, height: 900 },
    userAgent: CHROME_USER_AGENT,
  });

  test("a page's render fault: its error page in the page's language inside the site's frame; Refresh reloads it", async ({ page, consoleErrors }) => {
    const { warned, report } = await watchFault(page);
    // hydrated: the live ticks re-render the rows below
    await open(page, siteUrl('main', '/de/price'));
    const table = page.getByRole('table');
    await expect.poll(async () => Number(await table.getAttribute('aria-rowcount'))).toBeGreaterThan(100);
    await breakNumberFormatting(page);
    // the next live tick re-renders a row, which formats its price
    const heading = page.getByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('main')).toContainText('Etwas ist schiefgelaufen');
    // the layout is untouched: the header and footer stay, in German
    await expect(page.locator('header nav[aria-label]').first()).toBeVisible();
    await expect(page.locator('footer')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // caught by the page's boundary, and it was the injected fault
    expect(warned.filter((w) => w.startsWith('[page]'))).toEqual([`[page] render failed ${FAULT}`]);
    expect(consoleErrors.some((e) => e.includes(FAULT))).toBe(true);
    // and reported to our API: the operators learn a visitor saw the error page
    expect(await report()).toMatchObject({ kind: 'render', message: FAULT, page: '/de/price' });
    await expectNoAxeViolations(page, 'error page: the page failed (German)');
    const refresh = page.getByRole('button', { name: 'Aktualisieren' });
    await refresh.focus();
    await expect(refresh).toBeFocused();
    await Promise.all([page.waitForEvent('load'), refresh.press('Enter')]);
    await expect.poll(async () => Number(await page.getByRole('table').getAttribute('aria-rowcount'))).toBeGreaterThan(100);
    await expect(heading).toHaveCount(0);
  });

  test("the root layout's render fault: the root error page replaces the document, right to left in Arabic; Refresh reloads it", async ({
    page,
    consoleErrors,
  }) => {
    const { warned, report } = await watchFault(page);
    // the header's scroll arrows (the root layout's own code) watch the menu bar's size as the page
    // comes up: on the first load no size can be watched (the reload is left alone)
    await page.addInitScript((message) => {
      if (sessionStorage.getItem('injected-fault')) return;
      sessionStorage.setItem('injected-fault', '1');
      window.ResizeObserver = function () {
        throw new Error(message);
      } as unknown as typeof ResizeObserver;
    }, FAULT);
    await page.goto(siteUrl('main', '/ar/login'));
    const heading = page.getByRole('heading', { level: 1, name: 'حدث خطأ ما' });
    await expect(heading).toBeVisible({ timeout: 15_000 });
    // the root error page's own document: no header, its language and direction, its title
    await expect(page.locator('header')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('حدث خطأ ما');
    await expect.poll(() => warned.filter((w) => w.startsWith('[page]'))).toEqual([`[page] the layout failed ${FAULT}`]);
    expect(consoleErrors.some((e) => e.includes(FAULT))).toBe(true);
    expect(await report()).toMatchObject({ kind: 'render', message: FAULT, page: '/ar/login' });
    await expectNoAxeViolations(page, 'root error page: the layout failed (Arabic, right to left)');
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'تحديث' }).click()]);
    await expect(page.locator('header')).toHaveCount(1);
    await expect(heading).toHaveCount(0);
  });

  test("the chart's failure stays in the chart's region: the ticket and the pair header go on, in the page's language", async ({ page, consoleErrors }) => {
    const { warned, report } = await watchFault(page, 'injected canvas fault');
    // the chart draws on canvases: none can be made, so creating the chart throws (nothing else on the page makes one)
    await page.addInitScript(() => {
      const create = Document.prototype.createElement;
      Document.prototype.createElement = function (this: Document, tagName: string, options?: ElementCreationOptions) {
        if (tagName.toLowerCase() === 'canvas') throw new Error('injected canvas fault');
        return create.call(this, tagName, options);
      } as typeof create;
    });
    await page.goto(siteUrl('main', '/fr/trade/BTC_USDT'));
    const chartRegion = page.getByRole('region', { name: 'Graphique des cours' });
    // the generic error boundary's text and button, in the chart's place
    const failed = await expectContainedFault(chartRegion, {
      locale: 'fr',
      island: 'chart',
      warned,
      report,
      path: '/fr/trade/BTC_USDT',
      message: 'injected canvas fault',
    });
    await expect(page.getByRole('heading', { level: 1, name: /BTC\/USDT/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Passer un ordre' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Une erreur s’est produite' })).toHaveCount(0);
    expect(consoleErrors.some((e) => e.includes('injected canvas fault'))).toBe(true);
    await expectNoAxeViolations(page, 'trade page: the chart failed (French)');
    // Refresh reloads the page (the fault, injected into every load, is back with it)
    await Promise.all([page.waitForEvent('load'), failed.getByRole('button', { name: 'Actualiser' }).click()]);
    await expect(page.getByRole('heading', { level: 2, name: 'Passer un ordre' })).toBeVisible();
  });

  test("on the German log-in page, each header island's render fault stays in the island: the coin panel, the settings dialog, the command palette", async ({
    page,
    consoleErrors,
  }) => {
    const watch = await watchFault(page);
    await open(page, siteUrl('main', '/de/login'));
    await settled(page);
    const header = page.locator('header');
    const logo = header.locator('a').first();
    const settingsButton = header.getByRole('button', { name: 'Einstellungen' });
    const settings = page.getByRole('dialog', { name: 'Einstellungen' });

    await test.step("a header island's render fault stays in the island: the coin panel says so in its place, the page goes on", async () => {
      const fault = watch.since();
      const errors = consoleErrors.length;
      const mend = await breakNumberFormatting(page);
      // the spot panel formats its prices as it opens
      await header.locator('nav a[aria-controls][href$="/trade/BTC_USDT"]').hover();
      // in the panel's place, the generic error boundary's text and button
      await expectContainedFault(header, { locale: 'de', island: 'coin panel', ...fault, path: '/de/login' });
      // the page and the rest of the header are there, no error page
      await expect(header).toHaveCount(1);
      await expect(page.getByLabel('Passwort')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toHaveCount(0);
      expect(fault.warned.filter((w) => w.startsWith('[page]'))).toEqual([]);
      expect(consoleErrors.slice(errors).some((e) => e.includes(FAULT))).toBe(true);
      await expectNoAxeViolations(page, 'header: the coin panel failed (German)');
      await mend();
      await page.mouse.move(5, 600);
    });

    await test.step("a settings dialog's render fault stays in the open dialog: it closes and gives focus back, the page goes on", async () => {
      const fault = watch.since();
      const errors = consoleErrors.length;
      // the settings list's radio groups are the only fieldsets made once the page is up
      const mend = await breakCreating(page, 'fieldset');
      await hydrated(page);
      await settingsButton.click();
      await expect(settings).toBeVisible();
      // inside the open dropdown, the generic error boundary's text and button
      await expectContainedFault(settings, { locale: 'de', island: 'settings', ...fault, path: '/de/login' });
      await expectNoAxeViolations(page, 'settings dialog: its list failed (German)');
      // it still closes, and focus goes back to its button
      await escapeFrom(page, settings);
      await expect(settings).toHaveCount(0);
      await expect(settingsButton).toBeFocused();
      // no error page: the header and the page's form are there and work
      await expect(page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toHaveCount(0);
      await expect(page.locator('header nav[aria-label]').first()).toBeVisible();
      await page.getByLabel('Passwort').fill('secret');
      await expect(page.getByLabel('Passwort')).toHaveValue('secret');
      expect(fault.warned.filter((w) => w.startsWith('[page]'))).toEqual([]);
      expect(consoleErrors.slice(errors).some((e) => e.includes(FAULT))).toBe(true);
      await mend();
    });

    await test.step("the command palette's render fault stays in the open palette: Escape closes it, focus goes back, Enter on Refresh reloads", async () => {
      const fault = watch.since();
      const errors = consoleErrors.length;
      await logo.focus();
      // the coin panel's fault came from the same place and was reported already: this one says where it is
      const message = `${FAULT} in the palette`;
      await breakNumberFormatting(page, message);
      const palette = page.getByRole('dialog', { name: 'Befehlspalette' });
      const openPalette = async () => {
        await hydrated(page);
        await page.keyboard.press('Control+k');
        await expect(palette).toBeVisible();
      };
      await openPalette();
      // the coins the palette finds show their prices
      await page.keyboard.type('btc');
      const failed = await expectContainedFault(palette, { locale: 'de', island: 'command palette', ...fault, path: '/de/login', message });
      await expectNoAxeViolations(page, 'command palette: its results failed (German)');
      await escapeFrom(page, palette);
      await expect(palette).toHaveCount(0);
      await expect(logo).toBeFocused();
      // the page goes on: another header island opens and works
      await hydrated(page);
      await settingsButton.click();
      await expect(settings.getByRole('radio').first()).toBeVisible();
      await escapeFrom(page, settings);
      await expect(settings).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toHaveCount(0);
      expect(fault.warned.filter((w) => w.startsWith('[page]'))).toEqual([]);
      expect(consoleErrors.slice(errors).some((e) => e.includes(message))).toBe(true);
      // opened again, its content starts afresh (and fails again on a coin); Enter on Refresh reloads
      // (the palette's keys, which take Enter for the chosen item, leave it to the button)
      await openPalette();
      await expect(palette.getByRole('combobox')).toBeFocused();
      await page.keyboard.type('eth');
      const refresh = failed.getByRole('button', { name: 'Aktualisieren' });
      await refresh.focus();
      await Promise.all([page.waitForEvent('load'), refresh.press('Enter')]);
      await expect(palette).toHaveCount(0);
      await expect(page.getByLabel('Passwort')).toBeVisible();
    });
  });
});
