import type { Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import {
  DEMO_PASSWORD,
  allowHttpErrorWhile,
  escapeFrom,
  expect,
  expectNoAxeViolations,
  hydrated,
  logIn,
  open,
  signUpFresh,
  siteUrl,
  test,
} from '../support/fixtures';

async function openMenu(page: Page, name: string) {
  const entry = page.locator('header').getByRole('link', { name, exact: true });
  await entry.hover();
  const panel = page.locator(`#${(await entry.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`);
  await expect(panel).toBeVisible();
  return panel;
}

const totp = () => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP'), digits: 6, period: 30, algorithm: 'SHA1' });

/** The fund-password validity choices as the dialog labels them, by the API's frequency (1, 2, 0). */
const VALIDITY_LABEL: Record<number, string> = { 1: 'Once per hour', 2: 'Every time', 0: 'Never' };

/** The call the fund-password dialog makes for the current validity, each time it opens. */
const FREQUENCY_CALL = '**/apiweb/v1/user/get_user_frequency*';

/** The logged-in account's fund-password frequency as the API has it. */
async function savedFrequency(page: Page): Promise<number> {
  const answer = await page.request.get('/apiweb/v1/user/get_user_frequency');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { frequency: number } }).data.frequency;
}

/** The page has run what an answer it just received set off (its promise, then a render). */
const answerHandled = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

test.describe('account area', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  /**
   * One page of the trader's: the menus, then the fund-password validity dialog. The dialog keeps
   * what it learnt of the user's validity while the page lives, so the two parts about its first
   * opening (nothing known yet) come first, each answered by a route of its own; the real save after them.
   */
  test('trader: the summary panel and menus; the fund-password validity dialog before and after the API answers, saving, and focus', async ({
    page,
    context,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logIn(page, 'trader@demo.test');
    const modal = page.getByRole('dialog', { name: 'Fund password' });
    const confirmation = page.getByRole('dialog', { name: 'Confirm the change' });

    await test.step('trader: summary panel, wallet and order menus, copy UID', async () => {
      // the Deposit button is for phones only
      await expect(page.getByRole('button', { name: 'Deposit', exact: true })).toBeHidden();
      const wallet = await openMenu(page, 'Wallet');
      for (const name of ['Spot Account', 'Futures Account', 'Margin Account', 'Cross Margin Account', 'Options Account']) {
        await expect(wallet.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(wallet.getByRole('link', { name: 'Unified Account' })).toHaveCount(0);
      await wallet.getByRole('button', { name: 'Deposit', exact: true }).click();
      const methods = page.getByRole('dialog', { name: 'Select a deposit method' });
      await expect(methods.getByRole('link', { name: /On-chain deposit/ })).toHaveAttribute('href', '/myaccount/deposit/USDT');
      await expect(methods.getByRole('link', { name: /Deposit with code/ })).toHaveAttribute('target', '_blank');
      await expect(methods.getByRole('link', { name: /P2P trading/ })).toHaveAttribute('href', '/c2c/USDT_USD');
      await expectNoAxeViolations(page, 'account: deposit-method dialog (desktop)');
      await escapeFrom(page, methods);
      const orders = await openMenu(page, 'Orders');
      await expect(orders.getByRole('link', { name: 'Spot Orders' })).toBeVisible();
      await expect(orders.getByRole('link', { name: 'Cross Margin Orders' })).toBeVisible();

      const account = await openMenu(page, 'Account');
      await expect(account.getByText('VIP 3', { exact: true })).toBeVisible();
      await expect(page.getByRole('tooltip')).toBeHidden();
      await account.getByRole('button', { name: 'VIP 3' }).focus();
      await expect(page.getByRole('tooltip')).toContainText('Progress to VIP 4');
      await expect(account.getByText(/UID \d+/)).toBeVisible();
      await expect(account.getByText('30-day trading volume')).toBeVisible();
      await expect(account.getByRole('link', { name: 'Sub-Accounts' })).toHaveCount(0);
      await expect(account.getByRole('link', { name: 'Switch Account' })).toBeVisible();
      await expectNoAxeViolations(page, 'account: account menu with the VIP tooltip (trader, desktop)');
      await account.getByRole('button', { name: 'Copy UID' }).click();
      await expect(account.getByRole('status').filter({ hasText: 'Copied successfully' })).toBeVisible();
      const uid = (await account.getByText(/UID \d+/).textContent())?.match(/\d+/)?.[0];
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(uid);
      await expect(account.getByText('Copied successfully')).toBeHidden({ timeout: 2000 });
    });

    await test.step('fund-password validity: when the current validity cannot be read, nothing shows as the user’s and a pick goes to the confirmation', async () => {
      await allowHttpErrorWhile(consoleErrors, 500, async () => {
        await page.route(FREQUENCY_CALL, (route) => route.fulfill({ status: 500, json: { code: 500, message: 'down' } }));
        const answered = page.waitForResponse(FREQUENCY_CALL);
        const account = await openMenu(page, 'Account');
        await account.getByRole('button', { name: 'Fund Password Validity' }).click();
        await expect(modal).toBeVisible();
        await answered;
        await answerHandled(page);
        // the call's fallback ('every time') is not the user's validity
        await expect(modal.getByRole('radio', { checked: true })).toHaveCount(0);
        await modal.getByLabel('Fund password').fill('Fund-pass-2026');
        await expect(modal.getByRole('button', { name: 'Confirm' })).toBeDisabled();
        await modal.getByLabel('Every time').check();
        await modal.getByRole('button', { name: 'Confirm' }).click();
        await expect(confirmation).toBeVisible();
      });
      // nothing saved: the confirmation, then the dialog, closed; the call answered by the API again
      await escapeFrom(page, confirmation);
      await escapeFrom(page, modal);
      await page.unroute(FREQUENCY_CALL);
    });

    await test.step('fund-password validity: nothing shows as chosen before the current validity arrives; it sets the first choice, never overwrites the user’s, and confirming it changes nothing', async () => {
      // every answer waits for the test to let it through
      const answers: number[] = [0, 1, 1];
      const waiting: (() => void)[] = [];
      await page.route(FREQUENCY_CALL, async (route) => {
        const frequency = answers.shift() ?? 1;
        await new Promise<void>((resolve) => waiting.push(resolve));
        await route.fulfill({ json: { code: 0, message: '', data: { frequency } } });
      });
      const answerNext = async () => {
        await expect.poll(() => waiting.length).toBeGreaterThan(0);
        const answered = page.waitForResponse(FREQUENCY_CALL);
        waiting.shift()?.();
        await answered;
        // the answer's handling has run before the checks after it
        await answerHandled(page);
      };
      const account = await openMenu(page, 'Account');
      const button = account.getByRole('button', { name: 'Fund Password Validity' });
      const confirm = modal.getByRole('button', { name: 'Confirm' });
      // before the answer: no validity is shown as the user's, and there is nothing to confirm
      await button.click();
      await expect(modal).toBeVisible();
      await modal.getByLabel('Fund password').fill('Fund-pass-2026');
      await expect(modal.getByRole('radio', { checked: true })).toHaveCount(0);
      await expect(modal.getByRole('group', { name: 'Ask for the fund password' })).toHaveAttribute('aria-busy', 'true');
      await expect(confirm).toBeDisabled();
      await answerNext();
      await expect(modal.getByLabel('Never')).toBeChecked();
      await expect(modal.getByRole('group', { name: 'Ask for the fund password' })).toHaveAttribute('aria-busy', 'false');
      await expect(confirm).toBeEnabled();
      await escapeFrom(page, modal);

      // opened again, the answer (once per hour) held back while the user picks every time
      await button.click();
      await modal.getByLabel('Every time').check();
      await answerNext();
      await expect(modal.getByLabel('Every time')).toBeChecked();
      await expect(modal.getByLabel('Once per hour')).not.toBeChecked();
      await escapeFrom(page, modal);

      // the validity the user has, confirmed: nothing to change, no confirmation, the modal closes
      await button.click();
      await answerNext();
      await expect(modal.getByLabel('Once per hour')).toBeChecked();
      await modal.getByLabel('Fund password').fill('Fund-pass-2026');
      await confirm.click();
      await expect(modal).toBeHidden();
      await expect(confirmation).toHaveCount(0);
      await expect(button).toBeFocused();
      await page.unroute(FREQUENCY_CALL);
    });

    await test.step('fund-password validity: confirm needs a password; a wrong code fails; a valid code saves', async () => {
      // the seed's "once per hour" on a fresh database; what an earlier attempt saved on a retry (or a
      // second run over the same database): the dialog shows the API's choice, the test saves the other
      const saved = await savedFrequency(page);
      const wanted = saved === 2 ? 1 : 2;
      const target = VALIDITY_LABEL[wanted]!;
      const account = await openMenu(page, 'Account');
      await account.getByRole('button', { name: 'Fund Password Validity' }).click();
      await expect(modal.getByLabel(VALIDITY_LABEL[saved]!)).toBeChecked();
      await expect(modal.getByRole('button', { name: 'Confirm' })).toBeDisabled();
      await expectNoAxeViolations(page, 'account: fund-password validity dialog');
      await modal.getByLabel(target).check();
      await modal.getByLabel('Fund password').fill('Fund-pass-2026');
      await modal.getByRole('button', { name: 'Confirm' }).click();

      await expect(confirmation.getByLabel('Fund password')).toHaveValue('Fund-pass-2026');
      await expect(confirmation.getByRole('button', { name: 'Confirm' })).toBeDisabled();
      await expectNoAxeViolations(page, 'account: fund-password confirmation dialog');
      await allowHttpErrorWhile(consoleErrors, 400, async () => {
        const wrong = String((Number(totp().generate()) + 1) % 1_000_000).padStart(6, '0');
        await confirmation.getByLabel('Authenticator code').fill(wrong);
        await confirmation.getByRole('button', { name: 'Confirm' }).click();
        await expect(confirmation.getByRole('alert')).toHaveText('Incorrect fund password or authenticator code');
      });

      await page.waitForTimeout(1600); // confirm is debounced 1 500 ms
      // a code is accepted once (the API keeps the steps used) and a step either side of now: a retry,
      // likely within the first attempt's 30 s, types the next step's code
      const at = Date.now() + (testInfo.retry > 0 ? 30_000 : 0);
      await confirmation.getByLabel('Authenticator code').fill(totp().generate({ timestamp: at }));
      await confirmation.getByRole('button', { name: 'Confirm' }).click();
      await expect(modal.getByRole('status')).toHaveText('Fund password validity updated');
      await expect(modal.getByLabel(target)).toBeChecked();
      expect(await savedFrequency(page)).toBe(wanted);
      // closed after a confirmed change: focus goes back to the menu's button
      await escapeFrom(page, modal);
      await expect(account.getByRole('button', { name: 'Fund Password Validity' })).toBeFocused();
    });

    await test.step('fund-password validity: focus goes back to its button when it closes, also after the confirmation was cancelled', async () => {
      const account = await openMenu(page, 'Account');
      const button = account.getByRole('button', { name: 'Fund Password Validity' });
      await button.click();
      await escapeFrom(page, modal);
      await expect(button).toBeFocused();

      // to the confirmation and back (its Cancel), then the validity dialog's corner close button
      await button.click();
      await modal.getByLabel('Never').check();
      await modal.getByLabel('Fund password').fill('Fund-pass-2026');
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await confirmation.getByRole('button', { name: 'Cancel' }).first().click();
      await expect(confirmation).toBeHidden();
      await expect(modal.locator(':focus')).toHaveCount(1);
      await modal.getByRole('button', { name: 'Cancel' }).last().click();
      await expect(modal).toBeHidden();
      await expect(button).toBeFocused();

      // the same with Escape both times (a change: the confirmation is only for one)
      await button.click();
      await modal.getByLabel('Never').check();
      await modal.getByLabel('Fund password').fill('Fund-pass-2026');
      await modal.getByRole('button', { name: 'Confirm' }).click();
      await escapeFrom(page, confirmation);
      await expect(modal.locator(':focus')).toHaveCount(1);
      await escapeFrom(page, modal);
      await expect(button).toBeFocused();
    });
  });

  test('white-listed portfolio user: unified entries, no option account, sub-account management', async ({ page }) => {
    await logIn(page, 'whitelist@demo.test');
    const wallet = await openMenu(page, 'Wallet');
    await expect(wallet.getByRole('link', { name: 'Unified Account' })).toBeVisible();
    await expect(wallet.getByRole('link', { name: 'Options Account' })).toHaveCount(0);
    await expect(wallet.getByRole('link', { name: 'Cross Margin Account' })).toHaveCount(0);
    const account = await openMenu(page, 'Account');
    await expect(account.getByRole('link', { name: 'Sub-Accounts' })).toBeVisible();
  });

  test('sub-account: no sub-account management, no Switch Account without the switch tag', async ({ page }) => {
    await logIn(page, 'sub@demo.test');
    const account = await openMenu(page, 'Account');
    await expect(account.getByRole('link', { name: 'Sub-Accounts' })).toHaveCount(0);
    await expect(account.getByRole('link', { name: 'Switch Account' })).toHaveCount(0);
  });

  test('newbie: VIP 0, volume 0.00', async ({ page }) => {
    await logIn(page, 'newbie@demo.test');
    const account = await openMenu(page, 'Account');
    await expect(account.getByText('VIP 0', { exact: true })).toBeVisible();
    await expect(account.getByText('0.00 USD', { exact: true })).toBeVisible();
  });

  test('log out of all devices ends the session in a second browser too', async ({ page, browser }) => {
    // a new account: the demo users' sessions belong to the test files running beside this one
    const email = await signUpFresh(page);
    const other = await (browser as Browser).newContext();
    const second = await other.newPage();
    await logIn(second, email);
    await expect(second.getByRole('link', { name: 'Account', exact: true })).toBeVisible();

    const account = await openMenu(page, 'Account');
    await account.getByRole('button', { name: 'Log out of all devices' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/login'));

    await second.reload();
    await expect(second.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(second.getByRole('link', { name: 'Account', exact: true })).toHaveCount(0);
    await other.close();
  });
});

test('the phone Deposit button opens the funding drawer: have assets, and don’t have assets', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await logIn(page, 'withdrawonly@demo.test');
  // a withdraw-only account is asked to create a ticket, once a session (the compliance notices)
  const prompt = page.getByRole('dialog', { name: 'Your account is withdraw-only' });
  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toBeHidden();
  const drawer = page.getByRole('dialog', { name: 'Funding Account' });
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(drawer.getByRole('heading', { name: 'I have crypto assets' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: /On-chain deposit/ })).toHaveAttribute('href', '/myaccount/deposit/USDT');
  await expect(drawer.getByRole('heading', { name: "I don't have crypto assets" })).toBeVisible();
  await expect(drawer.getByRole('link', { name: /Buy with credit card/ })).toHaveAttribute('href', '/crypto/buy/with-credit-card?method=card&fiat=USD');
  await expectNoAxeViolations(page, 'account: funding drawer (phone)');
});

test('account pages send a logged-out visitor to log in and back', async ({ page }) => {
  // the page guard answers on the server (proxy.ts) before any page: where the request ends up is where a browser lands
  for (const [from, to] of [
    ['/myaccount/profile', `/login?return_to=${encodeURIComponent('/myaccount/profile')}`],
    ['/zh/myaccount/myfunds', `/zh/login?return_to=${encodeURIComponent('/zh/myaccount/myfunds')}`],
  ] as const) {
    const answer = await page.request.get(siteUrl('main', from));
    expect(answer.status(), from).toBe(200);
    expect(answer.url(), from).toBe(siteUrl('main', to));
  }
});

test('the testnet signs in through the main site: a guest logs in there first and comes back signed in', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, siteUrl('testnet', '/'));
  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/login\?return_to=/);
  await hydrated(page);
  await page.getByLabel('Email').fill('trader@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  // three navigations (the main site's home, its authorize call, the testnet's callback) and two full renders: up to 15 s on a loaded machine
  await expect(page).toHaveURL(siteUrl('testnet', '/'), { timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Account', exact: true })).toBeVisible();
  await expect(page.getByText('Demo Trading').first()).toBeVisible();
});

test('a testnet callback this browser did not start is refused', async ({ page }) => {
  await open(page, siteUrl('testnet', '/auth/callback?code=abcdefghijklmnopqrstuvwxyz0123456789ABCD&state=not-started-here-123'));
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('We could not sign you in. The link may have expired.');
  await expectNoAxeViolations(page, 'testnet sign-in callback: refused');
});
