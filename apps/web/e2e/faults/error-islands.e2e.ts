import type { Page } from '@playwright/test';
import { clickUntilVisible, expect, expectNoAxeViolations, holdPageScripts, logIn, settled, siteUrl, test } from '../support/fixtures';
import { breakCreating, CHROME_USER_AGENT, expectContainedFault, FAULT, watchFault } from './render-faults';

/**
 * The contained islands (src/lib/islands/Contained.tsx) error-pages.e2e.ts leaves out: the phone drawer's
 * sheet, a compliance notice, an account dialog and a KYC prompt. Each test loads the page, then injects a fault
 * that only the island meets (render-faults.ts), opens the island, and sees the generic notice
 * ('Something went wrong' and 'Refresh', an alert) inside it, the error reported, the dialog
 * still closing with Escape and giving focus back, and the rest of the page going on.
 */

/** After the fault: no error page, the header's links there, no page boundary caught anything. */
async function expectPageGoesOn(page: Page, warned: string[], consoleErrors: string[], title: string): Promise<void> {
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  await expect(page.locator('header a[href]').first()).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  expect(warned.filter((w) => w.startsWith('[page]'))).toEqual([]);
  expect(consoleErrors.some((e) => e.includes(FAULT))).toBe(true);
}

test.describe('contained islands', () => {
  test.use({ viewport: { width: 1440, height: 900 }, userAgent: CHROME_USER_AGENT });

  test("the phone drawer's render fault stays in the open sheet, in German: its title and close button stay, Escape closes it, focus goes back", async ({
    page,
    consoleErrors,
  }) => {
    const { warned, report } = await watchFault(page);
    await page.setViewportSize({ width: 412, height: 900 });
    await page.goto(siteUrl('main', '/de/login'));
    await settled(page);
    // the sheet's content lists each menu's links with flatMap while it renders (its own code, not
    // a child's): a boundary only the content's component is inside can catch that
    await page.evaluate((message) => {
      Array.prototype.flatMap = () => {
        throw new Error(message);
      };
    }, FAULT);
    const button = page.locator('header').getByRole('button', { name: 'Menü öffnen' });
    const sheet = page.getByRole('dialog', { name: 'Menü' });
    await clickUntilVisible(button, sheet);
    await expectContainedFault(sheet, { locale: 'de', island: 'phone drawer', warned, report, path: '/de/login' });
    // the sheet's own frame stays: its close button, and no navigation in it
    await expect(sheet.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
    await expect(sheet.getByRole('navigation')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(button).toBeFocused();
    await expectPageGoesOn(page, warned, consoleErrors, 'Etwas ist schiefgelaufen');
    await page.getByLabel('Passwort').fill('secret');
    await expect(page.getByLabel('Passwort')).toHaveValue('secret');
  });

  test("a compliance notice's fault stays in its open dialog, in French: the title and the server's text stay, Escape closes and acknowledges it, focus goes back", async ({
    page,
    context,
    consoleErrors,
  }) => {
    const { warned, report } = await watchFault(page);
    // a Hong Kong visitor who acknowledged the notice just now (it comes back after a day): the page opens none
    await context.addCookies([{ name: 'dev_country', value: 'HK', url: siteUrl('main') }]);
    await page.addInitScript(() => localStorage.setItem('compliance_notice_ack', JSON.stringify({ hk: Date.now() })));
    await page.goto(siteUrl('main', '/fr/login'));
    await settled(page);
    const notice = page.getByRole('dialog', { name: 'Avis aux utilisateurs de Hong Kong' });
    await expect(notice).toHaveCount(0);
    // the notice's text listens for clicks on its links (guide tracking) as it mounts: no listener can be added to it
    await page.evaluate((message) => {
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
        if (this instanceof Element && this.hasAttribute('data-notice')) throw new Error(message);
        return add.apply(this, args);
      };
    }, FAULT);
    const logo = page.locator('header a').first();
    await logo.focus();
    // another tab forgets the acknowledgement (the storage event it raises here): the notice is due again and opens
    await page.evaluate(() => {
      localStorage.removeItem('compliance_notice_ack');
      window.dispatchEvent(new StorageEvent('storage', { key: 'compliance_notice_ack', storageArea: localStorage }));
    });
    await expect(notice).toBeVisible();
    // the server decided this visitor must read it: its text stays, the generic notice in place of its buttons
    await expect(notice).toContainText('En vertu de la réglementation de Hong Kong');
    await expectContainedFault(notice, { locale: 'fr', island: 'compliance notice', warned, report, path: '/fr/login' });
    await expect(notice.getByRole('button')).toHaveText(['Actualiser']);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
    await expect(logo).toBeFocused();
    // closing acknowledged it (its text was shown): it stays away for a day
    expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('compliance_notice_ack') ?? '{}') as object))).toEqual(['hk']);
    await expectPageGoesOn(page, warned, consoleErrors, 'Une erreur s’est produite');
  });

  test("an account dialog's render fault stays in the open dialog: it closes, focus goes back, the account menu and the page go on", async ({
    page,
    consoleErrors,
  }) => {
    const { warned, report } = await watchFault(page);
    await logIn(page, 'trader@demo.test');
    await settled(page);
    // the fund-password dialog's validity choices are the only fieldset made once the page is up
    await breakCreating(page, 'fieldset');
    const entry = page.locator('header').getByRole('link', { name: 'Account', exact: true });
    await entry.hover();
    const button = page.locator('header').getByRole('button', { name: 'Fund Password Validity' });
    const dialog = page.getByRole('dialog', { name: 'Fund password' });
    await clickUntilVisible(button, dialog);
    await expectContainedFault(dialog, { locale: 'en', island: 'fund password dialog', warned, report, path: '/' });
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(button).toBeFocused();
    // the menu's own islands are there: the button that opened it (not the notice in its place), the UID's copy button
    await expect(page.locator('header').getByRole('alert')).toHaveCount(0);
    await expect(page.locator('header').getByRole('button', { name: 'Copy UID' })).toBeVisible();
    await expectPageGoesOn(page, warned, consoleErrors, 'Something went wrong');
  });

  test("a KYC prompt's render fault stays in its open dialog: its title and message stay, Escape closes it, focus goes back where it was", async ({
    page,
    consoleErrors,
  }) => {
    const { warned, report } = await watchFault(page);
    await logIn(page, 'lowkyc@demo.test', { kycPrompts: true, at: null });
    // focus is on the logo when the prompts begin (at hydration): self-opened, they give it back there
    const release = await holdPageScripts(page);
    await page.goto(siteUrl('main', '/state_compliance_tips'), { waitUntil: 'domcontentloaded' });
    const logo = page.locator('header a').first();
    await logo.focus();
    await release();
    // the prompts take turns: the restricted-country toast and the verification offer (compliance), then KYC's upgrade notice
    await page.getByRole('dialog', { name: 'Notice' }).getByRole('button', { name: 'I Acknowledge' }).click();
    const offer = page.getByRole('dialog', { name: 'Complete identity verification' });
    await expect(offer).toBeVisible();
    // the upgrade notice's action is a link: no link can be made once the offer is up
    const mend = await breakCreating(page, 'a');
    await offer.getByRole('button', { name: 'Later' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade your verification' });
    await expect(upgrade).toBeVisible();
    await expectContainedFault(upgrade, { locale: 'en', island: 'kyc prompt dialog', warned, report, path: '/state_compliance_tips' });
    // its message stays readable, as the dialog's description (a risk user's forced guide keeps its text so)
    await expect(upgrade).toHaveAccessibleDescription(/^Our verification requirements have changed\./);
    await mend();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(upgrade).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(logo).toBeFocused();
    await expectPageGoesOn(page, warned, consoleErrors, 'Something went wrong');
  });
});
