import * as OTPAuth from 'otpauth';
import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { apiCall as call } from '../support/page-api';
import { DEMO_PASSWORD, expect, expectFits, expectNoAxeViolations, hydrated, logIn, open, resized, siteUrl, skipKycPrompts, test } from '../support/fixtures';

/**
 * The money-out pages (issue 44 item 4): withdraw, the address book and whitelist mode, internal
 * transfers and deposit codes. Each test that confirms with a code has a trader of its own (seed
 * data/users.ts: the trader's fund password and authenticator): withdraw@demo.test withdraws and
 * cancels, withdraw-book@demo.test keeps the address book, withdraw-send@demo.test transfers and
 * makes a deposit code, which withdraw-peer@demo.test receives and redeems. Amounts are read from
 * the page before each change, so a retry over the changed database checks the same differences.
 */
const USER = 'withdraw@demo.test';
const BOOK_USER = 'withdraw-book@demo.test';
const SEND_USER = 'withdraw-send@demo.test';
const PEER = 'withdraw-peer@demo.test';
const FUND_PASSWORD = 'Fund-pass-2026';
/** A valid TRON address (base58check): the USDT contract's. */
const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** The same with its last character changed: the checksum fails. */
const BAD_TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';
const STEP_MS = 30_000;
/** The step before now is typed only while this much of the current step is left: the API must get it before the step ends. */
const GRACE_MS = 10_000;

const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP'), digits: 6, period: 30, algorithm: 'SHA1' });

/** Gives fresh authenticator codes of one user (`next`), none used before. */
interface Authenticator {
  next(page: Page): Promise<string>;
}

/** The last step this worker typed a code of, by user. */
const spentSteps = new Map<string, number>();

/**
 * `user`'s authenticator codes, as a person would type them: the API takes a code of the step
 * before now, of now or of the next (security/totp.ts, ±1), each step once per user. So a test
 * whose user no other test confirms with has three codes at hand, the oldest first, and waits for
 * no step (each test here confirms twice, three times at most). A retry, or a repeat in a new
 * worker (`--repeat-each`), cannot know which steps the earlier run spent (at most up to the step
 * after now): it starts after that step, waiting for it to come in range.
 */
function authenticator(user: string, testInfo: TestInfo): Authenticator {
  if (!spentSteps.has(user) && (testInfo.retry > 0 || testInfo.repeatEachIndex > 0)) spentSteps.set(user, Math.floor(Date.now() / STEP_MS) + 1);
  return {
    async next(page) {
      const now = Math.floor(Date.now() / STEP_MS);
      const oldest = Date.now() - now * STEP_MS > STEP_MS - GRACE_MS ? now : now - 1;
      const step = Math.max((spentSteps.get(user) ?? -Infinity) + 1, oldest);
      // a step two ahead comes in range when the next one begins
      if (step > now + 1) await page.waitForTimeout((step - 1) * STEP_MS - Date.now() + 500);
      spentSteps.set(user, step);
      return totp.generate({ timestamp: step * STEP_MS + 1 });
    },
  };
}

const available = async (page: Page) => ((await page.getByTestId('withdraw-available').textContent()) ?? '').replace(/ USDT$/, '');
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function confirmWith(page: Page, codes: Authenticator, box: Locator, { double = false } = {}): Promise<void> {
  await box.getByLabel('Fund password').fill(FUND_PASSWORD);
  await box.getByLabel('Authenticator code').fill(await codes.next(page));
  const confirm = box.getByRole('button', { name: 'Confirm' });
  if (double) await confirm.dblclick();
  else await confirm.click();
  await expect(box).toBeHidden();
}

/** Logs `email` in within its own browser context (another user beside the page's), answering a page to call the API from. */
async function asOther(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(siteUrl('main', '/login'));
  const status = await call(page, 'POST', '/api/web/v1/usercenter/login', { email, password: DEMO_PASSWORD });
  expect(status.status, `log in as ${email}`).toBe(200);
  return page;
}

async function usdtOf(page: Page): Promise<string> {
  const answer = await call(page, 'GET', '/apiw/v2/spot/balances?currencies=USDT');
  return (answer.json as { data: { available: string }[] }).data[0]?.available ?? '0';
}

const plus = (a: string, b: string) => String(Math.round((Number(a) + Number(b)) * 1e8) / 1e8);

test('a guest is sent to log in and comes back to the withdraw page', async ({ page }) => {
  await skipKycPrompts(page);
  await page.goto(siteUrl('main', '/myaccount/withdraw/USDT'));
  await expect(page).toHaveURL(siteUrl('main', `/login?return_to=${encodeURIComponent('/myaccount/withdraw/USDT')}`));
  await hydrated(page);
  await page.getByLabel('Email').fill(USER);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(page).toHaveURL(siteUrl('main', '/myaccount/withdraw/USDT'), { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw USDT' })).toBeVisible();
  // an unknown currency is a clear not-found state
  await open(page, siteUrl('main', '/myaccount/withdraw/NOSUCHCOIN'));
  await expect(page.getByRole('heading', { level: 1, name: 'Currency not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to USDT' })).toHaveAttribute('href', '/myaccount/withdraw/USDT');
});

test('withdraw: a bad address is refused inline; a double click withdraws once and the balance drops; pending → completed; cancel a pending one', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const otp = authenticator(USER, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, USER, { at: '/myaccount/withdraw/USDT' });
  await expect(page.getByRole('heading', { level: 1, name: 'Withdraw USDT' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Withdraw' })).toHaveAttribute('aria-current', 'page');
  const form = page.getByRole('form', { name: 'Withdraw on-chain' });
  await form.getByRole('radio', { name: /^Tron \(TRC20\)/ }).check();
  await expect(page.getByTestId('withdraw-available')).toHaveText(/^\d+(\.\d+)? USDT$/);
  const before = await available(page);
  const submit = form.getByRole('button', { name: 'Withdraw', exact: true });

  await test.step('the address is checked for the network as typed', async () => {
    const address = form.getByRole('textbox', { name: 'Address', exact: true });
    await address.fill(BAD_TRON_ADDRESS);
    await expect(form.getByText('This is not a valid Tron (TRC20) address.')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Amount').fill('25');
    await expect(submit).toBeDisabled();
    await address.fill(TRON_ADDRESS);
    await expect(address).toHaveAttribute('aria-invalid', 'false');
    await expect(page.getByTestId('withdraw-receive')).toHaveText('24 USDT');
    await form.getByLabel('Amount').fill('5');
    await expect(form.getByText('The minimum withdrawal is 10 USDT.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page, 'withdraw page (desktop)');
  });

  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/apiw/v2/wallet/withdrawals') posts.push(r.postData() ?? '');
  });
  let first = '';
  await test.step('a double click on Confirm sends one withdrawal; the balance drops by its amount', async () => {
    await form.getByLabel('Amount').fill('25');
    await submit.click();
    const box = dialog(page, 'Confirm the withdrawal');
    await expect(box).toBeVisible();
    await expectNoAxeViolations(page, 'withdraw: confirmation dialog');
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/apiw/v2/wallet/withdrawals' && r.request().method() === 'POST');
    await confirmWith(page, otp, box, { double: true });
    first = ((await (await created).json()) as { data: { id: string } }).data.id;
    await expect(form.getByRole('status')).toHaveText('Withdrawal of 25 USDT submitted: it is pending below.');
    await expect(page.getByTestId('withdraw-available')).toHaveText(`${plus(before, '-25')} USDT`);
    expect(posts, 'one POST for the double click').toHaveLength(1);
    await expect(page.locator(`tr[data-withdrawal-id="${first}"]`)).toBeVisible();
  });

  await test.step('a pending withdrawal is cancelled after a confirmation: its row updates and the amount comes back', async () => {
    await form.getByLabel('Amount').fill('20');
    await submit.click();
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/apiw/v2/wallet/withdrawals' && r.request().method() === 'POST');
    await confirmWith(page, otp, dialog(page, 'Confirm the withdrawal'));
    const second = ((await (await created).json()) as { data: { id: string } }).data.id;
    expect(posts).toHaveLength(2);
    const row = page.locator(`tr[data-withdrawal-id="${second}"]`);
    await expect(row.locator('td[data-status]')).toHaveText(/Pending/);
    await row.getByRole('button', { name: 'Cancel the withdrawal of 20 USDT' }).click();
    const ask = dialog(page, 'Cancel this withdrawal?');
    await ask.getByRole('button', { name: 'Cancel withdrawal' }).click();
    await expect(row.locator('td[data-status]')).toHaveText(/Cancelled/);
    await expect(page.getByTestId('withdraw-available')).toHaveText(`${plus(before, '-25')} USDT`);
  });

  await test.step('the first goes pending → processing → completed without a reload, as the stream says, with its transaction hash', async () => {
    const row = page.locator(`tr[data-withdrawal-id="${first}"]`);
    // from the withdrawals stream: once it is subscribed the list is never read on a timer again
    await expect(page.getByRole('region', { name: 'Withdrawals', exact: true })).toHaveAttribute('data-live', 'on');
    // the simulated chain keeps it pending and processing a while (apps/api market/withdrawals.ts; 8 s and 1 s in browser tests, E2E_API_ENV)
    await expect(row.locator('td[data-status]')).toContainText('Completed', { timeout: 30_000 });
    await expect(row.locator('td[data-status]')).toContainText(/Tx [0-9a-f]{64}/);
    await expect(row.getByRole('button', { name: /Cancel/ })).toHaveCount(0);
  });
});

test('address book: add and remove an address; whitelist mode offers only saved addresses', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  const otp = authenticator(BOOK_USER, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, BOOK_USER, { at: '/myaccount/withdraw/USDT' });
  const book = page.getByRole('region', { name: 'Address book' });
  const form = page.getByRole('form', { name: 'Withdraw on-chain' });
  // a retry may find whitelist mode left on: switch it off first (the API's state, not the seed's)
  const off = book.getByRole('button', { name: 'Turn whitelist off' });
  await expect(book.getByRole('button', { name: /^Turn whitelist/ })).toBeEnabled();
  if (await off.isVisible()) {
    await off.click();
    await confirmWith(page, otp, dialog(page, 'Turn whitelist mode off'));
  }
  const label = `Cold ${Date.now().toString(36)}`;

  await test.step('add an address, checked for its network', async () => {
    const opener = book.getByRole('button', { name: 'Add address' });
    await opener.click();
    const add = dialog(page, 'Add an address');
    await add.getByLabel('Label').fill(label);
    await add.getByLabel('Network').selectOption('TRX');
    await add.getByRole('textbox', { name: 'Address', exact: true }).fill(BAD_TRON_ADDRESS);
    await expect(add.getByText('This is not a valid Tron (TRC20) address.')).toBeVisible();
    await expect(add.getByRole('button', { name: 'Save' })).toBeDisabled();
    await add.getByRole('textbox', { name: 'Address', exact: true }).fill(TRON_ADDRESS);
    await expectNoAxeViolations(page, 'withdraw: add address dialog');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(book.getByRole('status')).toHaveText(`${label} saved.`);
    await expect(book.getByRole('list', { name: 'Saved addresses' })).toContainText(label);
  });

  await test.step('whitelist on: the address is chosen from the book; off again: typed', async () => {
    await form.getByRole('radio', { name: /^Tron \(TRC20\)/ }).check();
    await book.getByRole('button', { name: 'Turn whitelist on' }).click();
    await confirmWith(page, otp, dialog(page, 'Turn whitelist mode on'));
    await expect(book.getByRole('status')).toHaveText('Whitelist mode turned on.');
    const choose = form.getByRole('combobox', { name: 'Address' });
    await expect(choose).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Address' })).toHaveCount(0);
    await expect(choose.locator('option', { hasText: label })).toHaveCount(1);
    await choose.selectOption({ label: `${label} · ${TRON_ADDRESS}` });
    await book.getByRole('button', { name: 'Turn whitelist off' }).click();
    await confirmWith(page, otp, dialog(page, 'Turn whitelist mode off'));
    await expect(book.getByRole('status')).toHaveText('Whitelist mode turned off.');
    await expect(form.getByRole('textbox', { name: 'Address' })).toBeVisible();
  });

  await test.step('remove the address', async () => {
    await book.getByRole('button', { name: `Remove ${label}` }).click();
    await expect(book.getByRole('status')).toHaveText(`${label} removed.`);
    await expect(book.getByRole('button', { name: `Remove ${label}` })).toHaveCount(0);
  });
});

test('transfer: send to another user’s UID at once; a deposit code redeemed by another user; 320 px in en, de and ar', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  const otp = authenticator(SEND_USER, testInfo);
  await page.setViewportSize({ width: 1280, height: 900 });
  const peer = await asOther(browser, PEER);
  const peerInfo = await call(peer, 'GET', '/api/web/v1/usercenter/get_info');
  const uid = String((peerInfo.json as { data: { uid: number } }).data.uid);
  await logIn(page, SEND_USER, { at: '/myaccount/withdraw_internal/USDT?type=send' });
  await expect(page.getByRole('heading', { level: 1, name: 'Transfer USDT' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Transfer' })).toHaveAttribute('aria-current', 'page');

  await test.step('send to the peer’s UID: their balance holds it at once', async () => {
    const peerBefore = await usdtOf(peer);
    const form = page.getByRole('form', { name: 'Send to a user' });
    await form.getByLabel('Recipient UID or email').fill(uid);
    await form.getByLabel('Amount').fill('12.5');
    await expectNoAxeViolations(page, 'transfer page (desktop)');
    await form.getByRole('button', { name: 'Send' }).click();
    await confirmWith(page, otp, dialog(page, 'Confirm the transfer'));
    await expect(form.getByRole('status')).toHaveText(`12.5 USDT sent to UID ${uid}.`);
    expect(await usdtOf(peer)).toBe(plus(peerBefore, '12.5'));
  });

  await test.step('a deposit code is shown once; the peer redeems it; the list says redeemed', async () => {
    await page.getByRole('navigation', { name: 'Transfer type' }).getByRole('link', { name: 'Create a deposit code' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/myaccount/withdraw_internal/USDT?type=code'));
    await hydrated(page);
    const form = page.getByRole('form', { name: 'Create a deposit code' });
    await form.getByLabel('Amount').fill('7');
    await form.getByRole('button', { name: 'Create code' }).click();
    await confirmWith(page, otp, dialog(page, 'Confirm the deposit code'));
    const code = ((await page.getByTestId('deposit-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^([A-Z2-7]{4}-){4}[A-Z2-7]{4}$/);
    const codes = page.getByRole('region', { name: 'My deposit codes' });
    const row = codes.getByRole('row').filter({ hasText: `…${code.slice(-4)}` });
    await expect(row).toContainText('Active');
    const peerBefore = await usdtOf(peer);
    const redeemed = await call(peer, 'POST', '/apiw/v2/wallet/codes/redeem', { code });
    expect(redeemed.status).toBe(200);
    expect(await usdtOf(peer)).toBe(plus(peerBefore, '7'));
    await open(page, siteUrl('main', '/myaccount/withdraw_internal/USDT?type=code'));
    await expect(
      page
        .getByRole('region', { name: 'My deposit codes' })
        .getByRole('row')
        .filter({ hasText: `…${code.slice(-4)}` }),
    ).toContainText('Redeemed');
  });
  await peer.context().close();

  await test.step('phones: 320 px in English, German and Arabic', async () => {
    await resized(page, { width: 320, height: 800 });
    for (const [path, heading] of [
      ['/myaccount/withdraw/USDT', 'Withdraw USDT'],
      ['/de/myaccount/withdraw_internal/USDT?type=send', 'USDT überweisen'],
      ['/ar/myaccount/withdraw/USDT', 'سحب USDT'],
    ] as const) {
      await open(page, siteUrl('main', path));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByTestId('withdraw-available').or(page.getByRole('button', { name: 'Senden' }))).toBeVisible();
      await expectFits(page, `${path} at 320`);
    }
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectNoAxeViolations(page, 'withdraw page (phone, Arabic)');
  });
});
