import { escapeFrom, expect, expectNoAxeViolations, holdPageScripts, hydrated, logIn, open, settled, siteUrl, test } from '../support/fixtures';
import { breakCreating, CHROME_USER_AGENT, expectContainedFault, expectPageGoesOn, FAULT, watchFault } from './render-faults';

/**
 * The contained islands (src/lib/islands/Contained.tsx) error-pages.e2e.ts leaves out: the phone drawer's
 * sheet, a compliance notice and a KYC prompt (an account dialog's: error-dialogs.e2e.ts). Each test loads the page, then injects a fault
 * that only the island meets (render-faults.ts), opens the island, and sees the generic notice
 * ('Something went wrong' and 'Refresh', an alert) inside it, the error reported, the dialog
 * still closing with Escape and giving focus back, and the rest of the page going on.
 */

test.describe('contained islands', () => {
  test.use({ viewport: { width: 1440, height: 900 }, userAgent: CHROME_USER_AGENT });

  test("the phone drawer's render fault stays in the open sheet, in German: its title and close button stay, Escape closes it, focus goes back", async ({
    page,
    consoleErrors,
  }) => {
    const fault = await watchFault(page);
    await page.setViewportSize({ width: 412, height: 900 });
    await open(page, siteUrl('main', '/de/login'));
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
    await hydrated(page);
    await button.click();
    await expect(sheet).toBeVisible();
    await expectContainedFault(sheet, { locale: 'de', island: 'phone drawer', ...fault, path: '/de/login' });
    // the sheet's own frame stays: its close button, and no navigation in it
    await expect(sheet.getByRole('button', { name: 'Menü schließen' })).toBeVisible();
    await expect(sheet.getByRole('navigation')).toHaveCount(0);
    await expectNoAxeViolations(page, 'phone drawer: its sheet failed (phone, German)');
    await escapeFrom(page, sheet);
    await expect(sheet).toHaveCount(0);
    await expect(button).toBeFocused();
    await expectPageGoesOn(page, { locale: 'de', warned: fault.warned, errors: consoleErrors });
    await page.getByLabel('Passwort').fill('secret');
    await expect(page.getByLabel('Passwort')).toHaveValue('secret');
  });

  test("a compliance notice's fault stays in its open dialog, in French: the title and the server's text stay, Escape closes and acknowledges it, focus goes back", async ({
    page,
    context,
    consoleErrors,
  }) => {
    const fault = await watchFault(page);
    // a Hong Kong visitor who acknowledged the notice just now (it comes back after a day): the page opens none
    await context.addCookies([{ name: 'dev_country', value: 'HK', url: siteUrl('main') }]);
    await page.addInitScript(() => localStorage.setItem('compliance_notice_ack', JSON.stringify({ hk: Date.now() })));
    // hydrated: the queue listens for the storage event below
    await open(page, siteUrl('main', '/fr/login'));
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
    await expectContainedFault(notice, { locale: 'fr', island: 'compliance notice', ...fault, path: '/fr/login' });
    await expect(notice.getByRole('button')).toHaveText(['Actualiser']);
    await expectNoAxeViolations(page, 'compliance notice: its buttons failed (French)');
    await escapeFrom(page, notice);
    await expect(notice).toHaveCount(0);
    await expect(logo).toBeFocused();
    // closing acknowledged it (its text was shown): it stays away for a day
    expect(await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('compliance_notice_ack') ?? '{}') as object))).toEqual(['hk']);
    await expectPageGoesOn(page, { locale: 'fr', warned: fault.warned, errors: consoleErrors });
  });

  test("a KYC prompt's render fault stays in its open dialog: its title and message stay, Escape closes it, focus goes back where it was", async ({
    page,
    consoleErrors,
  }) => {
    const fault = await watchFault(page);
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
    await expectContainedFault(upgrade, { locale: 'en', island: 'kyc prompt dialog', ...fault, path: '/state_compliance_tips' });
    // its message stays readable, as the dialog's description (a risk user's forced guide keeps its text so)
    await expect(upgrade).toHaveAccessibleDescription(/^Our verification requirements have changed\./);
    await mend();
    await expectNoAxeViolations(page, 'KYC upgrade notice: its action failed');
    await escapeFrom(page, upgrade);
    await expect(upgrade).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(logo).toBeFocused();
    await expectPageGoesOn(page, { locale: 'en', warned: fault.warned, errors: consoleErrors });
  });
});
