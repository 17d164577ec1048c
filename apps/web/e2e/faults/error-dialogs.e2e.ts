import type { Locator, Page } from '@playwright/test';
import { clickUntilVisible, expect, expectNoAxeViolations, holdPageScripts, logIn, settled, siteUrl, test } from '../support/fixtures';
import { CHROME_USER_AGENT, expectContainedFault, FAULT, watchFault } from './render-faults';

/**
 * The dialogs whose boundary (src/lib/islands/Contained.tsx) sits in their content must also catch what
 * their body computes while rendering: a boundary catches what its descendants throw, not what the
 * component that renders it computes. Each test breaks the making of an element only the dialog's
 * body makes (`breakElement`), opens the dialog as a person would, and sees the fault stay in the
 * open dialog: its title, the generic notice ('Something went wrong' and 'Refresh', an alert)
 * inside it, the error reported by that boundary alone, Escape closing it and focus going back,
 * and the rest of the page going on. With the body computed beside the boundary instead of inside
 * it, the fault reaches the boundary above and the dialog is gone.
 */

/**
 * From now on, making a React element whose props hold each of `props` (the same values) throws,
 * in the component whose own JSX makes it (a reload ends it). React's element factory (`jsx`)
 * reads the props object's `ref`, which, when the element has none, is looked up on
 * Object.prototype: a getter there sees each element's props as it is made. A setter keeps
 * assigning `ref` as it was. The returned function ends it sooner (before axe runs).
 */
async function breakElement(page: Page, props: Record<string, string | number>): Promise<() => Promise<void>> {
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
    { props, message: FAULT },
  );
  return () => page.evaluate(() => void delete (Object.prototype as { ref?: unknown }).ref);
}

/**
 * After the fault: `island`'s boundary alone caught it (none above it, no page boundary), no
 * error page, the header's links and the page's main content there.
 */
async function expectPageGoesOn(page: Page, warned: string[], consoleErrors: string[], island: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.locator('header a[href]').first()).toBeVisible();
  await expect(page.getByRole('main')).toBeVisible();
  expect([...new Set(warned.filter((w) => /^\[(island|page)\]/.test(w)))]).toEqual([`[island] ${island} failed ${FAULT}`]);
  expect(consoleErrors.some((e) => e.includes(FAULT))).toBe(true);
}

/**
 * The faulted dialog's way out: the fault mended (so axe reads the page as it is), axe clean with the
 * dialog open, Escape closing it and focus back on `returnsTo` (its opener, or where focus was when
 * a self-opened one began).
 */
async function closeFaulted(page: Page, dialog: Locator, mend: () => Promise<void>, returnsTo?: Locator): Promise<void> {
  await mend();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  if (returnsTo) await expect(returnsTo).toBeFocused();
}

/** The account menu's fund-password button (logged in, desktop), its panel opened by hovering its entry. */
async function fundPasswordButton(page: Page): Promise<Locator> {
  await page.locator('header').getByRole('link', { name: 'Account', exact: true }).hover();
  return page.locator('header').getByRole('button', { name: 'Fund Password Validity' });
}

test.describe('dialogs keep their body’s render fault', () => {
  test.use({ viewport: { width: 1440, height: 900 }, userAgent: CHROME_USER_AGENT });

  test("the fund-password dialog's validity choices: the fault stays in the open dialog, Escape closes it, focus goes back to its button", async ({
    page,
    consoleErrors,
  }) => {
    const { warned, report } = await watchFault(page);
    await logIn(page, 'trader@demo.test');
    await settled(page);
    // the validity choices are radio buttons the dialog makes as it maps its options
    const mend = await breakElement(page, { type: 'radio', name: 'frequency' });
    const button = await fundPasswordButton(page);
    const dialog = page.getByRole('dialog', { name: 'Fund password' });
    await clickUntilVisible(button, dialog);
    await expectContainedFault(dialog, { locale: 'en', island: 'fund password dialog', warned, report, path: '/' });
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await closeFaulted(page, dialog, mend, button);
    // the account menu's other islands go on
    await expect(page.locator('header').getByRole('button', { name: 'Copy UID' })).toBeVisible();
    await expectPageGoesOn(page, warned, consoleErrors, 'fund password dialog');
  });

  test("the frequency confirmation's code field: the fault stays in the open dialog with its text, Escape brings the fund-password dialog back", async ({
    page,
    consoleErrors,
  }) => {
    const { warned, report } = await watchFault(page);
    await logIn(page, 'trader@demo.test');
    await settled(page);
    const button = await fundPasswordButton(page);
    const validity = page.getByRole('dialog', { name: 'Fund password' });
    await clickUntilVisible(button, validity);
    // a change (the confirmation is only for one): a validity other than the user's
    await expect(validity.getByRole('radio', { checked: true })).toHaveCount(1);
    await validity.getByRole('radio', { checked: false }).first().check();
    await validity.getByLabel('Fund password').fill('Fund-pass-2026');
    // the authenticator code's field is made by the confirmation alone
    const mend = await breakElement(page, { autoComplete: 'one-time-code' });
    await validity.getByRole('button', { name: 'Confirm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the change' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Enter your fund password and the code from your authenticator app.');
    await expectContainedFault(dialog, { locale: 'en', island: 'frequency dialog', warned, report, path: '/' });
    await expect(dialog.getByLabel('Authenticator code')).toHaveCount(0);
    await closeFaulted(page, dialog, mend);
    // back where it came from: the fund-password dialog, the password kept, focus in it
    await expect(validity).toBeVisible();
    await expect(validity.getByLabel('Fund password')).toHaveValue('Fund-pass-2026');
    await expect(validity.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(validity).toHaveCount(0);
    await expectPageGoesOn(page, warned, consoleErrors, 'frequency dialog');
  });

  test("the language dialog's tabs: the fault stays in the open dialog, Escape closes it, focus goes back to the language button", async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    const { warned, report } = await watchFault(page);
    await page.goto(siteUrl('main', '/'));
    await settled(page);
    // the exchange-rate tab's trigger is made by the dialog itself
    const mend = await breakElement(page, { value: '1', children: 'Exchange Rate' });
    const globe = page.locator('header').getByRole('button', { name: /Language and region/ });
    const dialog = page.getByRole('dialog', { name: 'Language and exchange rate' });
    await clickUntilVisible(globe, dialog);
    await expectContainedFault(dialog, { locale: 'en', island: 'language dialog', warned, report, path: '/' });
    await expect(dialog.getByRole('tab')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    await closeFaulted(page, dialog, mend, globe);
    await expectPageGoesOn(page, warned, consoleErrors, 'language dialog');
  });

  test("the registration dialog's explanation and links: the fault stays in the open dialog with its message, Escape closes it, focus goes back", async ({
    page,
    consoleErrors,
  }) => {
    const { warned, report } = await watchFault(page);
    await page.goto(siteUrl('main', '/price'));
    await settled(page);
    // the sign-up and log-in links are asked for by the dialog alone
    const mend = await breakElement(page, { track: 'registration_modal' });
    const chatroom = page.getByRole('navigation', { name: 'Quick links' }).getByRole('button', { name: 'Chatroom' });
    const dialog = page.getByRole('dialog', { name: 'Join Gate' });
    await clickUntilVisible(chatroom, dialog);
    await expect(dialog).toHaveAccessibleDescription(/chat with other traders/);
    await expectContainedFault(dialog, { locale: 'en', island: 'registration dialog', warned, report, path: '/price' });
    await expect(dialog.getByRole('link')).toHaveCount(0);
    await closeFaulted(page, dialog, mend, chatroom);
    await expectPageGoesOn(page, warned, consoleErrors, 'registration dialog');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 }, giftPrompt: true });

    test("the gift dialog's claim links: the fault stays in the dialog it opened, Escape closes it, focus goes back where it was", async ({
      page,
      consoleErrors,
    }) => {
      const { warned, report } = await watchFault(page);
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
      await expectContainedFault(dialog, { locale: 'en', island: 'gift dialog', warned, report, path: '/' });
      await expect(dialog.getByRole('link')).toHaveCount(0);
      await closeFaulted(page, dialog, mend, logo);
      await expectPageGoesOn(page, warned, consoleErrors, 'gift dialog');
      // the page goes on: the phone drawer opens
      await clickUntilVisible(page.locator('header').getByRole('button', { name: 'Open menu' }), page.getByRole('dialog', { name: 'Menu' }));
    });
  });
});
