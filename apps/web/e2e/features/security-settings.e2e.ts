import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { DEMO_PASSWORD, expect, expectFits, expectNoAxeViolations, hydrated, logIn, open, signUpFresh, siteUrl, test } from '../support/fixtures';

/**
 * The security settings (features/security-settings, docs/IDENTITY.md "Security settings"): the
 * hub, the anti-phishing code in the bell and the notification centre, the fund-password dialog's
 * way to its page, the authenticator's set-up and removal, the password change that logs the
 * other sessions out. The seeded `security@demo.test` (a fund password and an anti-phishing code,
 * no authenticator) is this file's own; the authenticator and the password are a fresh account's
 * each time, so a retry starts from the same state and each code it types is of a step the
 * account has not used (enable: the current step; the password: the next one; off: a recovery code).
 */

const SEEDED = 'security@demo.test';
const NEW_PASSWORD = 'Quartz-Ferry-Tulip-81';

/** The code an authenticator over `secret` shows `steps` steps from now. */
const codeAt = (secret: string, steps: number) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** Opens a header entry's panel by hover (the bell, the account menu) and answers it. */
async function hoverPanel(page: Page, name: string | RegExp) {
  const entry = page.locator('header').getByRole('link', { name, exact: typeof name === 'string' });
  await entry.hover();
  return page.locator(`#${(await entry.getAttribute('aria-controls'))?.replace(/:/g, '\\:')}`);
}

test.describe('security settings', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the hub; the anti-phishing code on every notice of the bell and the notification centre; the fund-password dialog leads to its page', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logIn(page, SEEDED, { at: '/myaccount/security-setting' });
    // a new code each attempt: a retry changes it again, from whatever the first attempt left
    const code = `E2E-${Date.now().toString(36)}`;

    await test.step('the hub lists every protection with its state and its action', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Security settings' })).toBeVisible();
      await expect(page.getByTestId('safe-level')).toHaveText('2 of 4');
      for (const name of [
        'Login password',
        'Fund password',
        'Authenticator app',
        'Passkeys',
        'Anti-phishing code',
        'Withdrawal whitelist',
        'Devices and sessions',
        'Login history',
      ]) {
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      await expect(page.getByText('Not changed since sign-up')).toBeVisible();
      const links: [string, string][] = [
        ['Change: Fund password', '/myaccount/fundpass_setup'],
        ['Set up: Authenticator app', '/myaccount/totp'],
        ['Manage: Passkeys', '/myaccount/security-setting/passkeys'],
        ['Manage: Withdrawal whitelist', '/myaccount/withdraw'],
        ['View: Devices and sessions', '/myaccount/security-setting/devices'],
        ['View: Login history', '/myaccount/security-setting/login-history'],
      ];
      for (const [name, href] of links) await expect(page.getByRole('link', { name })).toHaveAttribute('href', href);
      await expect(page.getByRole('button', { name: 'Change: Login password' })).toBeVisible();
      await expectNoAxeViolations(page, 'security settings: hub (desktop)');
    });

    await test.step('the anti-phishing code changes with the login password (no second factor)', async () => {
      const opener = page.getByRole('button', { name: 'Change: Anti-phishing code' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Anti-phishing code' });
      await dialog.getByLabel('Anti-phishing code').fill('no spaces allowed');
      await expect(dialog.getByRole('button', { name: 'Save code' })).toBeDisabled();
      await dialog.getByLabel('Anti-phishing code').fill(code);
      await dialog.getByLabel('Login password').fill(DEMO_PASSWORD);
      await expectNoAxeViolations(page, 'security settings: anti-phishing code dialog');
      await dialog.getByRole('button', { name: 'Save code' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Anti-phishing code saved.' })).toBeVisible();
      await expect(page.getByTestId('anti-phishing-code')).toHaveText(code);
      await expect(opener).toBeFocused();
    });

    await test.step('the bell: the change’s notice, and every notice carries the code', async () => {
      const panel = await hoverPanel(page, /^Notifications/);
      const items = panel.getByRole('tabpanel').getByRole('listitem');
      await expect(items.first()).toContainText('Anti-phishing code changed');
      const count = await items.count();
      for (let i = 0; i < count; i += 1) await expect(items.nth(i)).toContainText(`Anti-phishing code: ${code}`);
      await expectNoAxeViolations(page, 'security settings: bell panel with the anti-phishing code');
    });

    await test.step('the notification centre: every notice carries the code', async () => {
      await open(page, siteUrl('main', '/reminder'));
      const items = page.getByRole('tabpanel').getByRole('listitem');
      await expect(items.first()).toContainText('Anti-phishing code changed');
      const count = await items.count();
      for (let i = 0; i < count; i += 1) await expect(items.nth(i)).toContainText(`Anti-phishing code: ${code}`);
    });

    await test.step('the fund-password dialog’s “change” link opens /myaccount/fundpass_setup, which offers the change', async () => {
      const account = await hoverPanel(page, 'Account');
      await account.getByRole('button', { name: 'Fund Password Validity' }).click();
      const link = page.getByRole('dialog', { name: 'Fund password' }).getByRole('link', { name: 'Change fund password' });
      await expect(link).toHaveAttribute('href', '/myaccount/fundpass_setup');
      await link.click();
      await expect(page).toHaveURL(siteUrl('main', '/myaccount/fundpass_setup'));
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Fund password' })).toBeVisible();
      const form = page.getByRole('form', { name: 'Change the fund password' });
      await expect(form.getByLabel('Current fund password')).toBeVisible();
      await form.getByLabel('New fund password', { exact: true }).fill('short');
      await expect(form.getByRole('listitem').filter({ hasText: '8 to 128 characters' })).toContainText('missing');
      await expect(form.getByRole('button', { name: 'Change fund password' })).toBeDisabled();
      await expectNoAxeViolations(page, 'security settings: fund password page (change)');
    });
  });

  test('a fresh account: set up the authenticator, change the password with its code (the other session ends), turn it off with a recovery code', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const email = await signUpFresh(page, { at: '/myaccount/totp' });
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await logIn(other, email, { at: null });
    let secret = '';
    let recovery = '';

    await test.step('set up: the QR code and the key, a code of it turns the authenticator on, the recovery codes are shown once', async () => {
      await expect(page.getByTestId('totp-state')).toHaveText('The authenticator is off.');
      await page.getByRole('button', { name: 'Set up the authenticator' }).click();
      await expect(page.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible();
      secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await page.getByRole('button', { name: 'Copy key' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
      await expectNoAxeViolations(page, 'security settings: authenticator set-up (QR code and key)');
      await page.getByLabel('6-digit code').fill(codeAt(secret, 0));
      await page.getByLabel('Login password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByTestId('recovery-codes').getByRole('listitem');
      await expect(codes).toHaveCount(10);
      recovery = await codes.first().innerText();
      expect(recovery).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      await expect(page.getByTestId('totp-state')).toHaveText('The authenticator is on.');
      await expectNoAxeViolations(page, 'security settings: recovery codes shown once');
      await page.getByRole('button', { name: 'I have saved them' }).click();
      await expect(page.getByText('10 recovery codes left.')).toBeVisible();
      await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
    });

    await test.step('the password changes with the current one, strength feedback and an authenticator code; the other session is logged out', async () => {
      await open(page, siteUrl('main', '/myaccount/security-setting'));
      await expect(page.getByText('On · 10 recovery codes left')).toBeVisible();
      await page.getByRole('button', { name: 'Change: Login password' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change login password' });
      await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
      await dialog.getByLabel('New password', { exact: true }).fill('password1');
      await expect(dialog.getByTestId('password-strength')).toHaveText('Very weak');
      await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
      await expect(dialog.getByTestId('password-strength')).toHaveText(/^(Strong|Very strong)$/);
      await dialog.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
      // the next step's code: the enabling code's step is spent, and this one is still good when the step turns
      await dialog.getByLabel('Authenticator code').fill(codeAt(secret, 1));
      await expectNoAxeViolations(page, 'security settings: password dialog with strength feedback');
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Password changed. 1 other session was logged out.' })).toBeVisible();
      await expect(page.getByText(/^Last changed /)).toBeVisible();
      expect((await other.request.get(siteUrl('main', '/api/web/v1/usercenter/get_info'))).status()).toBe(401);
      expect((await page.request.get(siteUrl('main', '/api/web/v1/usercenter/get_info'))).status()).toBe(200);
      await elsewhere.close();
    });

    await test.step('a lost phone: a recovery code and the new password turn the authenticator off', async () => {
      await open(page, siteUrl('main', '/myaccount/totp'));
      await expect(page.getByTestId('totp-state')).toHaveText('The authenticator is on.');
      await expectNoAxeViolations(page, 'security settings: authenticator on (new codes, turn off)');
      await page.getByRole('button', { name: 'Lost your phone? Use a recovery code instead' }).click();
      await page.getByRole('textbox', { name: 'Recovery code' }).fill(recovery);
      await page.getByLabel('Login password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Turn off' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'The authenticator is off.' })).toBeVisible();
      await expect(page.getByTestId('totp-state')).toHaveText('The authenticator is off.');
      await expect(page.getByRole('button', { name: 'Set up the authenticator' })).toBeVisible();
    });
  });
});

test.describe('security settings on a phone', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test('the hub fits 320 px in English, Arabic (right to left) and German; the authenticator set-up and the fund-password page too', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, SEEDED, { at: '/myaccount/security-setting' });
    await expectFits(page, 'hub, en, 320 px');
    await open(page, siteUrl('main', '/ar/myaccount/security-setting'));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'إعدادات الأمان' })).toBeVisible();
    await expectFits(page, 'hub, ar, 320 px');
    await expectNoAxeViolations(page, 'security settings: hub (phone, Arabic)');
    await open(page, siteUrl('main', '/de/myaccount/security-setting'));
    await expect(page.getByRole('heading', { level: 1, name: 'Sicherheitseinstellungen' })).toBeVisible();
    await expectFits(page, 'hub, de, 320 px');
    // beginning the set-up only offers a secret (a new offer replaces it): the seeded account stays as it was
    await open(page, siteUrl('main', '/ar/myaccount/totp'));
    await page.getByRole('button', { name: 'إعداد تطبيق المصادقة' }).click();
    await expect(page.getByTestId('totp-secret')).toBeVisible();
    await expectFits(page, 'authenticator set-up, ar, 320 px');
    await open(page, siteUrl('main', '/myaccount/fundpass_setup'));
    await expectFits(page, 'fund password, en, 320 px');
  });
});
