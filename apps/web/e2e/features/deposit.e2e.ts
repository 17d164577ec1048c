import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { isValidAddress } from '@exchange/chain/address';
import { networkById } from '@exchange/chain/networks';
import {
  allowHttpErrorWhile,
  DEMO_PASSWORD,
  expect,
  expectFits,
  expectNoAxeViolations,
  hydrated,
  logIn,
  open,
  resized,
  signUpFresh,
  siteUrl,
  skipKycPrompts,
  test,
} from '../support/fixtures';

/**
 * The deposit pages (issue 44 items 2 and 3) against the reference API, which runs with DEV_CHAIN=1
 * here: its development call sends a simulated deposit that its chain simulator confirms after the
 * network's confirmations. Each test signs a fresh account up, so deposits and codes start from none.
 */

const LIVE = { timeout: 30_000 };
const bell = (page: Page) => page.locator('header').getByRole('link', { name: /^Notifications/ });
const history = (page: Page) => page.getByTestId('deposit-history');
const rows = (page: Page) => history(page).getByTestId('deposit-row');

async function unreadOf(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? (await bell(page).innerText());
  const match = /(\d+)/.exec(name);
  return match ? Number(match[1]) : 0;
}

/** The browser's csrftoken cookie, for a call made from the page's request context (the double-submit pair). */
async function csrfOf(page: Page): Promise<string> {
  const csrf = (await page.context().cookies(siteUrl('main'))).find((c) => c.name === 'csrftoken')?.value;
  expect(csrf, 'the csrftoken cookie').toBeTruthy();
  return csrf ?? '';
}

/** POST a form to the API through the web's forwarding, from the page's own session, with CSRF. */
async function post(page: Page, path: string, form: Record<string, string>): Promise<{ status: number; body: { data?: Record<string, unknown> } }> {
  const response = await page.request.post(siteUrl('main', path), { form, headers: { csrftoken: await csrfOf(page) } });
  return { status: response.status(), body: (await response.json()) as { data?: Record<string, unknown> } };
}

/** The development call: a simulated on-chain transfer to `address`. */
async function sendDeposit(page: Page, form: { network: string; address: string; amount: string; memo?: string }): Promise<void> {
  const sent = await post(page, '/apiw/v2/wallet/dev/deposit', form);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
}

const addressText = async (page: Page) => ((await page.getByTestId('deposit-address').textContent()) ?? '').trim();

test('a guest is sent to log in and comes back to the deposit page', async ({ page }) => {
  await skipKycPrompts(page);
  await page.goto(siteUrl('main', '/myaccount/deposit/USDT'));
  await expect(page).toHaveURL(siteUrl('main', `/login?return_to=${encodeURIComponent('/myaccount/deposit/USDT')}`));
  await hydrated(page);
  await page.getByLabel('Email').fill('newbie@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('main', '/myaccount/deposit/USDT'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Deposit USDT' })).toBeVisible();
});

test('deposit: a valid address per network, stable; a deposit arrives live, pending → confirmed, the bell and the funds follow; memos; below minimum; 320 px in English, German and Arabic', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpFresh(page, { at: '/myaccount/deposit/USDT' });

  let address = '';
  await test.step('the usual network is chosen; its address is valid for it, with a QR code, minimum and confirmations', async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Deposit USDT' })).toBeVisible();
    const networks = page.getByRole('group', { name: 'Network' });
    await expect(networks.getByRole('radio', { name: /Ethereum \(ERC20\)/ })).toBeChecked();
    await expect(networks.getByText('Memo required: Comment')).toBeVisible();
    await expect(page.getByTestId('deposit-address')).toBeVisible();
    address = await addressText(page);
    const eth = networkById('ETH');
    expect(eth && isValidAddress(eth, address), `${address} is an Ethereum address`).toBe(true);
    await expect(page.getByRole('img', { name: 'QR code of your USDT address on Ethereum (ERC20)' })).toBeVisible();
    await expect(page.getByTestId('deposit-minimum')).toHaveText('1 USDT');
    await expect(page.getByTestId('memo-required')).toHaveCount(0);
    await expect(history(page)).toContainText('No USDT deposits yet.');
    await expectNoAxeViolations(page, 'deposit: address and empty history');
  });

  await test.step('the address is the same after a reload', async () => {
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('deposit-address')).toHaveText(address);
  });

  await test.step('a deposit shows pending with its confirmations, then confirmed, without a reload; a screen reader hears it; the bell counts it', async () => {
    await expect(history(page)).toHaveAttribute('data-live', 'on', LIVE);
    const before = await unreadOf(page);
    await sendDeposit(page, { network: 'ETH', address, amount: '5' });
    const row = rows(page).first();
    await expect(row).toHaveAttribute('data-status', 'pending', LIVE);
    await expect(row).toContainText(/Pending, \d+\/12 confirmations/);
    await expect(row).toContainText('5 USDT');
    await expect(row).toHaveAttribute('data-status', 'confirmed', LIVE);
    await expect(row).toContainText('Confirmed');
    await expect(history(page).getByRole('status')).toHaveText('Deposit of 5 USDT confirmed and credited.');
    await expect.poll(() => unreadOf(page), { ...LIVE, message: 'the bell counts the deposit notice' }).toBeGreaterThan(before);
    await expectNoAxeViolations(page, 'deposit: history with a confirmed deposit');
  });

  await test.step('a network with a memo: the notice, the memo with its own copy button; a deposit below the minimum is shown as such', async () => {
    await page.getByRole('radio', { name: /^TON/ }).check();
    await expect(page.getByTestId('memo-required')).toContainText('Memo required.', LIVE);
    const memo = ((await page.getByTestId('deposit-memo').textContent()) ?? '').trim();
    expect(memo).not.toBe('');
    await expect(page.getByRole('button', { name: 'Copy Comment' })).toBeVisible();
    const tonAddress = await addressText(page);
    const ton = networkById('TON');
    expect(ton && isValidAddress(ton, tonAddress), `${tonAddress} is a TON address`).toBe(true);
    await sendDeposit(page, { network: 'TON', address: tonAddress, memo, amount: '0.5' });
    await expect(rows(page).filter({ hasText: '0.5 USDT' })).toHaveAttribute('data-status', 'below_minimum', LIVE);
    await expect(rows(page).filter({ hasText: '0.5 USDT' })).toContainText('Below minimum, not credited');
  });

  await test.step('the funds page shows the credited balance', async () => {
    await open(page, siteUrl('main', '/myaccount/myfunds/spot'));
    const usdt = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^USDT\b/ }) });
    await expect(usdt.getByRole('cell').first()).toHaveText('5');
  });

  await test.step('XRP: a destination tag is required and shown; the chooser reaches a currency by keyboard', async () => {
    await open(page, siteUrl('main', '/myaccount/deposit/XRP'));
    await expect(page.getByTestId('memo-required')).toContainText('Memo required.');
    await expect(page.getByTestId('deposit-memo')).toHaveText(/^\d+$/);
    const xrp = networkById('XRP');
    expect(xrp && isValidAddress(xrp, await addressText(page))).toBe(true);
    await page.getByLabel('Search currency').fill('bt');
    await page.getByLabel('Search currency').press('ArrowDown');
    await expect(page.getByRole('list', { name: 'Currencies' }).getByRole('link', { name: 'BTC', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Search currency')).toBeFocused();
  });

  await test.step('a currency the API does not list is the 404 page, with status 404', async () => {
    await allowHttpErrorWhile(consoleErrors, 404, async () => {
      const response = await page.goto(siteUrl('main', '/myaccount/deposit/NOSUCHCOIN9'));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    });
  });

  await test.step('320 px wide in English, German and Arabic', async () => {
    await resized(page, { width: 320, height: 800 });
    // XRP with its memo notice; USDT with its deposits in the history
    for (const [path, withRows] of [
      ['/myaccount/deposit/XRP', false],
      ['/de/myaccount/deposit/USDT', true],
      ['/ar/myaccount/deposit/USDT', true],
    ] as const) {
      await open(page, siteUrl('main', path));
      await expect(page.getByTestId('deposit-address')).toBeVisible();
      if (withRows) await expect(rows(page)).toHaveCount(2);
      await expectFits(page, path);
    }
  });
});

test('deposit code: a code another user created is credited once, then refused', async ({ page, browser, consoleErrors }) => {
  test.setTimeout(90_000);

  // the creator: the demo trader, with a fund password and an authenticator; the previous 30 s step's
  // code (the API accepts a step either side of now), so another test's current-step code stays unused
  const creator = await browser.newPage();
  let code = '';
  try {
    await logIn(creator, 'trader@demo.test', { at: null });
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP'), digits: 6, period: 30, algorithm: 'SHA1' });
    const made = await post(creator, '/apiw/v2/wallet/codes', {
      currency: 'USDT',
      amount: '1.5',
      fundpass: 'Fund-pass-2026',
      totp: totp.generate({ timestamp: Date.now() - 30_000 }),
      text: `t-e2e-${Date.now().toString(36)}`,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    code = String(made.body.data?.code ?? '');
    expect(code).toMatch(/^[A-Z2-7]{20}$/);
  } finally {
    await creator.close();
  }

  await signUpFresh(page, { at: '/myaccount/deposit_gatecode' });
  await expect(page.getByRole('heading', { level: 1, name: 'Redeem a deposit code' })).toBeVisible();
  const input = page.getByLabel('Deposit code');
  await expect(input).toHaveAttribute('autocomplete', 'off');

  await input.fill('NOT-A-CODE');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('A deposit code is 20 characters: letters A–Z and digits 2–7.');
  await expect(input).toBeFocused();
  await expectNoAxeViolations(page, 'deposit code: a malformed code');

  // typed in lower case with dashes, as a person might copy it
  await input.fill(`${code.slice(0, 10).toLowerCase()}-${code.slice(10)}`);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('1.5 USDT has been credited to your spot account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View funds' })).toHaveAttribute('href', '/myaccount/myfunds');

  await allowHttpErrorWhile(consoleErrors, 404, async () => {
    await input.fill(code);
    await page.getByRole('button', { name: 'Redeem' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('This code is not valid: it does not exist, was already redeemed or was cancelled.');
  });

  await resized(page, { width: 320, height: 800 });
  await expectFits(page, 'deposit code page');
});
