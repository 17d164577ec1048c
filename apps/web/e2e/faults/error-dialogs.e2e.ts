import type { Locator, Page } from '@playwright/test';
import { escapeFrom, expect, expectNoAxeViolations, holdPageScripts, hydrated, logIn, open, settled, siteUrl, test } from '../support/fixtures';
import { breakCreating, CHROME_USER_AGENT, expectContainedFault, expectPageGoesOn, FAULT, watchFault } from './render-faults';

/**
 * The dialogs whose boundary (src/lib/islands/Contained.tsx) sits in their content must also catch what
 * their body computes while rendering: a boundary catches what its descendants throw, not what the
 * component that renders it computes. Each test breaks the making of an element only the dialog's
 * body makes (`breakElement`), opens the dialog as a person would, and sees the fault stay in the
 * open dialog: its title, the generic notice ('Something went wrong' and 'Refresh', an alert)
 * inside it, the error reported by that boundary alone, Escape closing it and focus going back,
 * and the rest of the page going on. With the body computed beside the boundary instead of inside
 * it, the fault reaches the boundary above and the dialog is gone. The fund-password dialog also
 * meets a fault in making its DOM (a fieldset), which its boundary catches the same way.
 */

/**
 * From now on, making a React element whose props hold each of `props` (the same values) throws,
 * in the component whose own JSX makes it (a reload ends it). React's element factory (`jsx`)
 * reads the props object's `ref`, which, when the element has none, is looked up on
 * Object.prototype: a getter there sees each element's props as it is made. A setter keeps
 * assigning `ref` as it was. The returned function ends it sooner (before axe runs). The error
 * says `message` (FAULT unless said: a second such fault in one page needs its own, as the page
 * reports an error once).
 */
async function breakElement(page: Page, props: Record<string, string | number>, message = FAULT): Promise<() => Promise<void>> {
  await page.evaluate(
    ({ props, message }) => {
      const wanted = Object.entries(props);
      Object.defineProperty(Object.prototype, 'ref', {
        configurable: true,
        get(this: Record<string, unknown>) {
          if (wanted.every(([key, value]) => Object.prototype.hasOwnProperty.call(this, key) && this[key] === value)) throw new Error(message);
          return undefined;
        },
        set(this: object, value: unknown) {
          Object.defineProperty(this, 'ref', { value, writable: true, enumerable: true, configurable: true });
        },
      });
    },
    { props, message },
  );
  return () => page.evaluate(() => void delete (Object.prototype as { ref?: unknown }).ref);
}

/**
 * The faulted dialog's way out: the fault mended (so axe reads the page as it is), axe clean with the
 * dialog open (as `surface`, unless another test checks that surface), Escape closing it and focus
 * back on `returnsTo` (its opener, or where focus was when a self-opened one began).
 */
async function closeFaulted(page: Page, dialog: Locator, mend: () => Promise<void>, surface: string | null, returnsTo?: Locator): Promise<void> {
  await mend();
  if (surface !== null) await expectNoAxeViolations(page, surface);
  await escapeFrom(page, dialog);
  await expect(dialog).toHaveCount(0);
  if (returnsTo) await expect(returnsTo).toBeFocused();
}

/** The account menu's fund-password button (logged in, desktop), its panel opened by hovering its entry and hydrated. */
async function fundPasswordButton(page: Page): Promise<Locator> {
  await page.locator('header').getByRole('link', { name: 'Account', exact: true }).hover();
  const button = page.locator('header').getByRole('button', { name: 'Fund Password Validity' });
  await expect(button).toBeVisible();
  await hydrated(page);
  return button;
}

/** Opens a dialog by a click on its opener, once the page has hydrated. */
async function openBy(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await hydrated(page);
  await opener.click();
  await expect(dialog).toBeVisible();
}

test.describe('dialogs keep their body’s render fault', () => {
  test.use({ viewport: { width: 1440, height: 900 }, userAgent: CHROME_USER_AGENT });

  test('the fund-password dialog and its frequency confirmation, logged in: each fault stays in its open dialog, Escape closes it, focus goes back', async ({
    page,
    consoleErrors,
  }) => {
    const watch = await watchFault(page);
    await logIn(page, 'trader@demo.test');
    await settled(page);
    const dialog = page.getByRole('dialog', { name: 'Fund password' });

    await test.step("the fund-password dialog's validity choices: the fault stays in the open dialog, Escape closes it, focus goes back to its button", async () => {
      const fault = watch.since();
      const errors = consoleErrors.length;
      // the validity choices are radio buttons the dialog makes as it maps its options
      const mend = await breakElement(page, { type: 'radio', name: 'frequency' });
      const button = await fundPasswordButton(page);
      await openBy(page, button, dialog);
      await expectContainedFault(dialog, { locale: 'en', island: 'fund password dialog', ...fault, path: '/' });
      await expect(dialog.getByRole('radio')).toHaveCount(0);
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
      await closeFaulted(page, dialog, mend, 'fund-password dialog: its body failed (logged in)', button);
      // the account menu's other islands go on
      await expect(page.locator('header').getByRole('button', { name: 'Copy UID' })).toBeVisible();
      await expectPageGoesOn(page, { locale: 'en', island: 'fund password dialog', warned: fault.warned, errors: consoleErrors.slice(errors) });
    });

    await test.step("an account dialog's render fault stays in the open dialog: it closes, focus goes back, the account menu and the page go on", async () => {
      const fault = watch.since();
      const errors = consoleErrors.length;
      // the fund-password dialog's validity choices are the only fieldset made once the page is up
      const mend = await breakCreating(page, 'fieldset');
      const button = await fundPasswordButton(page);
      await openBy(page, button, dialog);
      await expectContainedFault(dialog, { locale: 'en', island: 'fund password dialog', ...fault, path: '/' });
      // the same dialog with the same notice as the step above, which checked its accessibility
      await closeFaulted(page, dialog, mend, null, button);
      // the menu's own islands are there: the button that opened it (not the notice in its place), the UID's copy button
      await expect(page.locator('header').getByRole('alert')).toHaveCount(0);
      await expect(page.locator('header').getByRole('button', { name: 'Copy UID' })).toBeVisible();
      await expectPageGoesOn(page, { locale: 'en', warned: fault.warned, errors: consoleErrors.slice(errors) });
    });

    await test.step("the frequency confirmation's code field: the fault stays in the open dialog with its text, Escape brings the fund-password dialog back", async () => {
      const fault = watch.since();
      const errors = consoleErrors.length;
      const button = await fundPasswordButton(page);
      await openBy(page, button, dialog);
      // a change (the confirmation is only for one): a validity other than the user's
      await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
      await dialog.getByRole('radio', { checked: false }).first().check();
      await dialog.getByLabel('Fund password').fill('Fund-pass-2026');
      // the authenticator code's field is made by the confirmation alone (the fault says so: the
      // first step's, from the same place, was reported already)
      const message = `${FAULT} in the confirmation`;
      const mend = await breakElement(page, { autoComplete: 'one-time-code' }, message);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      const confirmation = page.getByRole('dialog', { name: 'Confirm the change' });
      await expect(confirmation).toBeVisible();
      await expect(confirmation).toHaveAccessibleDescription('Enter your fund password and the code from your authenticator app.');
      await expectContainedFault(confirmation, { locale: 'en', island: 'frequency dialog', ...fault, path: '/', message });
      await expect(confirmation.getByLabel('Authenticator code')).toHaveCount(0);
      await closeFaulted(page, confirmation, mend, 'frequency confirmation: its body failed (logged in)');
      // back where it came from: the fund-password dialog, the password kept, focus in it
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Fund password')).toHaveValue('Fund-pass-2026');
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await escapeFrom(page, dialog);
      await expect(dialog).toHaveCount(0);
      await expectPageGoesOn(page, { locale: 'en', island: 'frequency dialog', warned: fault.warned, errors: consoleErrors.slice(errors), message });
    });
  });

  test("the language dialog's tabs: the fault stays in the open dialog, Escape closes it, focus goes back to the language button", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    const fault = await watchFault(page);
    await open(page, siteUrl('main', '/'));
    await settled(page);
    // the exchange-rate tab's trigger is made by the dialog itself
    const mend = await breakElement(page, { value: '1', children: 'Exchange Rate' });
    const globe = page.locator('header').getByRole('button', { name: /Language and region/ });
    const dialog = page.getByRole('dialog', { name: 'Language and exchange rate' });
    await openBy(page, globe, dialog);
    await expectContainedFault(dialog, { locale: 'en', island: 'language dialog', ...fault, path: '/' });
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await closeFaulted(page, dialog, mend, 'language dialog: its body failed', globe);
    await expectPageGoesOn(page, { locale: 'en', island: 'language dialog', warned: fault.warned, errors: consoleErrors });
  });

  test("the registration dialog's explanation and links: the fault stays in the open dialog with its message, Escape closes it, focus goes back", async ({
    page,
    consoleErrors,
  }) => {
    const fault = await watchFault(page);
    await open(page, siteUrl('main', '/price'));
    await settled(page);
    // the sign-up and log-in links are asked for by the dialog alone
    const mend = await breakElement(page, { track: 'registration_modal' });
    const chatroom = page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Chatroom' });
    const dialog = page.getByRole('dialog', { name: 'Join Gate' });
    await openBy(page, chatroom, dialog);
    await expect(dialog).toHaveAccessibleDescription(/chat with other traders/);
    await expectContainedFault(dialog, { locale: 'en', island: 'registration dialog', ...fault, path: '/price' });
    await expect(dialog.getByRole('link')).toHaveCount(0);
    await closeFaulted(page, dialog, mend, 'registration dialog: its body failed', chatroom);
    await expectPageGoesOn(page, { locale: 'en', island: 'registration dialog', warned: fault.warned, errors: consoleErrors });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, giftPrompt: true });

    test("the gift dialog's claim links: the fault stays in the dialog it opened, Escape closes it, focus goes back where it was", async ({
      page,
      consoleErrors,
    }) => {
      const fault = await watchFault(page);
      // focus is on the logo when the prompts begin (at hydration): a self-opened dialog gives it back there
      const release = await holdPageScripts(page);
      await page.goto(siteUrl('main', '/'), { waitUntil: 'domcontentloaded' });
      const logo = page.locator('header a').first();
      await logo.focus();
      // the claim-on-the-web link is made by the dialog alone, which opens by itself once the page is up
      const mend = await breakElement(page, { children: 'Claim on the web' });
      await release();
      const dialog = page.getByRole('dialog', { name: '$10,000+' });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog).toHaveAccessibleDescription(/sign up and claim your gift pack/);
      await expectContainedFault(dialog, { locale: 'en', island: 'gift dialog', ...fault, path: '/' });
      await expect(dialog.getByRole('link')).toHaveCount(0);
      await closeFaulted(page, dialog, mend, 'gift dialog: its body failed (phone)', logo);
      await expectPageGoesOn(page, { locale: 'en', island: 'gift dialog', warned: fault.warned, errors: consoleErrors });
      // the page goes on: the phone drawer opens
      await openBy(page, page.locator('header').getByRole('button', { name: 'Open menu' }), page.getByRole('dialog', { name: 'Menu' }));
    });
  });
});
