import type { CDPSession, Page } from '@playwright/test';
import { expect, expectFits, expectNoAxeViolations, hydrated, logIn, open, resized, siteUrl, test } from '../support/fixtures';

/**
 * Passkeys (issue 45 item 2) with Chromium's virtual authenticator (the DevTools WebAuthn domain: a
 * platform authenticator with resident keys and user verification, which answers every prompt at
 * once): add one on /myaccount/security-setting/passkeys, rename it, log out, log in with it, confirm
 * a withdrawal with it, remove it. passkeys@demo.test is this file's own account (seed
 * data/users.ts: a fund password, no authenticator app, 1000 USDT). A passkey's private key lives
 * only in its test's virtual authenticator, so a retry, whose first attempt may have left one,
 * uses the second account, passkeys-retry@demo.test.
 */
const PASSWORD = 'Demo-pass-2026';
const FUND_PASSWORD = 'Fund-pass-2026';
/** A valid TRON address (base58check): the USDT contract's. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const PAGE = '/myaccount/security-setting/passkeys';

/** A virtual platform authenticator on the page's target, as a laptop's fingerprint reader. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

/** A call from the page with the double-submit CSRF pair, as the site's client makes it. */
async function post(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const csrf = /(?:^|; )csrftoken=([^;]+)/.exec(document.cookie)?.[1] ?? '';
    return (await fetch(url, { method: 'POST', headers: { csrftoken: csrf } })).status;
  }, path);
}

test('passkeys: add one, rename it, log in with it, confirm a withdrawal with it, remove it', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const user = testInfo.retry > 0 ? 'passkeys-retry@demo.test' : 'passkeys@demo.test';
  await page.setViewportSize({ width: 1280, height: 900 });
  const { cdp, authenticatorId } = await virtualAuthenticator(page);
  await logIn(page, user, { at: PAGE });
  const list = page.getByRole('region', { name: 'Your passkeys' });
  const status = list.getByRole('status');
  const dialog = (name: string) => page.getByRole('dialog', { name });

  await test.step('the page: what a passkey is, none yet, the account frame', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');
    await expect(list.getByText('You have no passkey yet.')).toBeVisible();
  });

  await test.step('add one: named, confirmed by the login password (no second factor yet), made by the authenticator', async () => {
    await list.getByRole('button', { name: 'Add a passkey' }).click();
    const add = dialog('Add a passkey');
    await expect(add).toBeVisible();
    // the first name is the browser and system it is made in
    await expect(add.getByLabel('Name')).toHaveValue(/ on /);
    await expectNoAxeViolations(page, 'passkeys: add dialog (login password)');
    await add.getByLabel('Name').fill('E2E laptop');
    await add.getByLabel('Login password').fill(PASSWORD);
    await add.getByRole('button', { name: 'Create passkey' }).click();
    await expect(add).toBeHidden();
    await expect(status).toHaveText('Passkey “E2E laptop” added.');
    await expect(list.getByRole('heading', { level: 3, name: 'E2E laptop' })).toBeVisible();
    await expect(list.getByText('Not used yet')).toBeVisible();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials.map((c) => [c.rpId, c.isResidentCredential])).toEqual([['localhost', true]]);
    await expectNoAxeViolations(page, 'passkeys page with a passkey (desktop)');
  });

  await test.step('rename it', async () => {
    await list.getByRole('button', { name: 'Rename E2E laptop' }).click();
    const rename = dialog('Rename passkey');
    await rename.getByLabel('Name').fill('  Work laptop ');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    await expect(status).toHaveText('Passkey renamed to “Work laptop”.');
    await expect(list.getByRole('heading', { level: 3, name: 'Work laptop' })).toBeVisible();
  });

  await test.step('phones: 320 px in English and Arabic', async () => {
    await resized(page, { width: 320, height: 800 });
    await expect(list.getByRole('heading', { level: 3, name: 'Work laptop' })).toBeVisible();
    await expectFits(page, `${PAGE} at 320`);
    await open(page, siteUrl('main', `/ar${PAGE}`));
    await expect(page.getByRole('heading', { level: 1, name: 'مفاتيح المرور' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Work laptop' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectFits(page, `/ar${PAGE} at 320`);
    await expectNoAxeViolations(page, 'passkeys page (phone, Arabic)');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  await test.step('log out, then log in with the passkey from the login page', async () => {
    expect(await post(page, '/api/web/v1/usercenter/logout')).toBe(200);
    await open(page, siteUrl('main', `/login?return_to=${encodeURIComponent(PAGE)}`));
    await page.getByRole('button', { name: 'Log in with a passkey' }).click();
    await page.waitForURL(siteUrl('main', PAGE));
    await hydrated(page);
    await expect(list.getByRole('heading', { level: 3, name: 'Work laptop' })).toBeVisible();
    await expect(list.getByText(/^Last used /)).toBeVisible();
  });

  await test.step('confirm a withdrawal with the fund password and the passkey', async () => {
    await open(page, siteUrl('main', '/myaccount/withdraw/USDT'));
    const form = page.getByRole('form', { name: 'Withdraw on-chain' });
    await form.getByRole('radio', { name: /^Tron \(TRC20\)/ }).check();
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill(TRON_ADDRESS);
    await form.getByLabel('Amount').fill('20');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const box = dialog('Confirm the withdrawal');
    await expect(box).toBeVisible();
    // no authenticator app on this account: the passkey is its second factor
    await expect(box.getByLabel('Authenticator code')).toHaveCount(0);
    await box.getByLabel('Fund password').fill(FUND_PASSWORD);
    const confirm = box.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await box.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(box.getByRole('status')).toHaveText(/Passkey confirmed\./);
    await expectNoAxeViolations(page, 'withdraw: confirmation dialog with a passkey');
    await confirm.click();
    await expect(box).toBeHidden();
    await expect(form.getByRole('status')).toHaveText('Withdrawal of 20 USDT submitted: it is pending below.');
  });

  await test.step('setting up the authenticator asks for the passkey too: the password and a code alone cannot turn it on', async () => {
    await open(page, siteUrl('main', '/myaccount/totp'));
    await page.getByRole('button', { name: 'Set up the authenticator' }).click();
    const form = page.getByRole('form', { name: '1. Scan this QR code with your authenticator app' });
    await form.getByLabel('6-digit code').fill('123456');
    await form.getByLabel('Login password').fill(PASSWORD);
    const turnOn = form.getByRole('button', { name: 'Turn on' });
    await expect(turnOn).toBeDisabled();
    await form.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(form.getByRole('status').filter({ hasText: 'Passkey confirmed.' })).toBeVisible();
    await expect(turnOn).toBeEnabled();
    // not sent: the code above is no code of the offered secret
  });

  await test.step('remove it, confirmed by the passkey itself', async () => {
    await open(page, siteUrl('main', PAGE));
    await list.getByRole('button', { name: 'Remove Work laptop' }).click();
    const remove = dialog('Remove passkey');
    await expect(remove.getByText('“Work laptop” will no longer log you in or confirm withdrawals.')).toBeVisible();
    // with a passkey the account has a second factor: no password field
    await expect(remove.getByLabel('Login password')).toHaveCount(0);
    await remove.getByRole('button', { name: 'Use a passkey' }).click();
    await expect(remove.getByRole('status')).toHaveText(/Passkey confirmed\./);
    await remove.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(remove).toBeHidden();
    await expect(status).toHaveText('Passkey “Work laptop” removed.');
    await expect(list.getByText('You have no passkey yet.')).toBeVisible();
    // focus went on from the removed row's button to Add
    await expect(list.getByRole('button', { name: 'Add a passkey' })).toBeFocused();
  });
});
