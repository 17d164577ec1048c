import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect, expectFits, expectNoAxeViolations, hydrated, logIn, open, resized, siteUrl, skipKycPrompts, test } from '../support/fixtures';

/**
 * The statement pages (issue 44 item 5): /myaccount/account_statement and /myaccount/mypurselog.
 * statement@demo.test is this file's own demo trader (seed data/users.ts: 1000 USDT, the demo fund
 * password and authenticator). It makes its history through the API from the browser (the calls
 * the deposit, trade and withdraw pages make): deposits by the development chain call (DEV_CHAIN is
 * on in browser tests), a market buy against the house's maker, a withdrawal. Each carries its own
 * fixed id (tx hash, `text`), so a retried test finds the same history rather than a second one.
 */
const USER = 'statement@demo.test';
const FUND_PASSWORD = 'Fund-pass-2026';
const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32('JBSWY3DPEHPK3PXP'), digits: 6, period: 30, algorithm: 'SHA1' });
const DEPOSITS = 18;
const WITHDRAW_TO = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

type Envelope<T> = { code: number; message: string; data: T };

async function csrfOf(page: Page): Promise<string> {
  return (await page.context().cookies(siteUrl('main'))).find((c) => c.name === 'csrftoken')?.value ?? '';
}

async function post<T>(page: Page, path: string, form: Record<string, string>): Promise<T> {
  const answer = await page.request.post(siteUrl('main', path), { form, headers: { csrftoken: await csrfOf(page) } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return ((await answer.json()) as Envelope<T>).data;
}

async function get<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(siteUrl('main', path));
  expect(answer.status(), path).toBe(200);
  return ((await answer.json()) as Envelope<T>).data;
}

/** Deposits, a trade and a withdrawal; answers the withdrawal's amount sent and fee. */
async function makeHistory(page: Page): Promise<{ sent: string; fee: string }> {
  const address = await post<{ address: string; memo: string | null }>(page, '/apiw/v2/wallet/deposit_address', { currency: 'USDT', network: 'TON' });
  for (let i = 1; i <= DEPOSITS; i += 1) {
    await post(page, '/apiw/v2/wallet/dev/deposit', {
      network: 'TON',
      address: address.address,
      memo: address.memo ?? '',
      amount: `${i}.25`,
      tx_hash: `0x${'5e'.repeat(31)}${i.toString(16).padStart(2, '0')}`,
    });
  }
  // the chain simulator confirms them within a few of TON's 2-second blocks
  await expect
    .poll(async () => (await get<{ total: number }>(page, '/apiw/v2/wallet/deposits?status=confirmed&currency=USDT')).total, { timeout: 30_000 })
    .toBe(DEPOSITS);
  const bought = await post<{ status: string }>(page, '/apiw/v2/spot/orders', {
    pair: 'BTC_USDT',
    side: 'buy',
    type: 'market',
    amount: '0.0001',
    text: 't-statement-e2e-buy',
  });
  expect(bought.status).toBe('filled');
  const withdrawal = await post<{ receive_amount: string; fee: string }>(page, '/apiw/v2/wallet/withdrawals', {
    currency: 'USDT',
    network: 'TRX',
    address: WITHDRAW_TO,
    amount: '20',
    fundpass: FUND_PASSWORD,
    totp: totp.generate(),
    text: 't-statement-e2e-out',
  });
  return { sent: withdrawal.receive_amount, fee: withdrawal.fee };
}

const rows = (page: Page) => page.getByRole('table').locator('tbody tr');

test('a guest is sent to log in, the filters kept in the return path', async ({ page }) => {
  await skipKycPrompts(page);
  await page.goto(siteUrl('main', '/myaccount/account_statement?type=fee&currency=USDT'));
  await expect(page).toHaveURL(siteUrl('main', `/login?return_to=${encodeURIComponent('/myaccount/account_statement?type=fee&currency=USDT')}`));
  await page.goto(siteUrl('main', '/myaccount/mypurselog'));
  await expect(page).toHaveURL(siteUrl('main', `/login?return_to=${encodeURIComponent('/myaccount/mypurselog')}`));
});

test('statement and fund log: deposits, a trade and a withdrawal with their signs; filters in the address; pages; the CSV; 320 px in English, German and Arabic', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, USER, { at: null });
  const { sent, fee } = await makeHistory(page);

  await test.step('the statement lists every line, signed in text, newest first', async () => {
    await open(page, siteUrl('main', '/myaccount/account_statement'));
    await expect(page.getByRole('heading', { level: 1, name: 'Account statement' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'History' })).toHaveAttribute('aria-current', 'page');
    const first = rows(page).first();
    // the withdrawal is the newest: what is sent and its fee, both minus
    await expect(rows(page).filter({ hasText: 'Withdrawal' }).first()).toContainText(`−${sent}`);
    await expect(
      rows(page)
        .filter({ hasText: 'Fee' })
        .filter({ hasText: `−${fee}` })
        .first(),
    ).toBeVisible();
    await expect(first).toContainText('USDT');
    const trade = rows(page).filter({ hasText: 'Buy BTC/USDT at' });
    await expect(trade.filter({ hasText: '+0.0001' }).first()).toBeVisible();
    await expect(trade.filter({ hasText: /−[\d.,]+/ }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'account statement (desktop)');
  });

  await test.step('filters by type and currency live in the address and survive a reload', async () => {
    await page.getByLabel('Type').selectOption('deposit');
    await expect(page).toHaveURL(/\/myaccount\/account_statement\?type=deposit$/);
    await expect(rows(page).filter({ hasNotText: 'Deposit' })).toHaveCount(0);
    await expect(rows(page).filter({ hasText: '+18.25' })).toHaveCount(1);
    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Type')).toHaveValue('deposit');
    await expect(rows(page).filter({ hasText: '+1.25' })).toHaveCount(1);

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByLabel('Currency').fill('BTC');
    await expect(page).toHaveURL(/\?currency=BTC$/);
    await expect(rows(page).filter({ hasText: '+0.0001' }).first()).toBeVisible();
    await expect(rows(page).filter({ hasNotText: 'BTC' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/myaccount/account_statement'));
  });

  await test.step('pages: 20 lines a page, the next page continues', async () => {
    await expect(rows(page)).toHaveCount(20);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager).toContainText('Page 1 of 2');
    const lastOnFirst = await rows(page).last().getAttribute('data-row-id');
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText('Page 2 of 2');
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.locator(`tr[data-row-id="${lastOnFirst}"]`)).toHaveCount(0);
    // the oldest line is the first deposit
    await expect(rows(page).last()).toContainText('+1.25');
  });

  await test.step('Export CSV downloads the lines of the filters', async () => {
    await page.getByLabel('Type').selectOption('withdrawal');
    const link = page.getByRole('link', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('href', '/apiw/v2/wallet/statement/csv?type=withdrawal');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^statement-\d{8}\.csv$/);
    const lines = readFileSync((await download.path()) ?? '', 'utf8').split('\r\n');
    expect(lines[0]).toBe('time,type,currency,amount,balance,pair,side,price,network,tx_hash,address,counterparty_uid,id');
    expect(lines.some((line) => line.includes(`,withdrawal,USDT,-${sent},`) && line.includes(WITHDRAW_TO))).toBe(true);
  });

  await test.step('the fund log: the same lines by kind, as tabs', async () => {
    await open(page, siteUrl('main', '/myaccount/mypurselog'));
    await expect(page.getByRole('heading', { level: 1, name: 'Fund records' })).toBeVisible();
    const kinds = page.getByRole('navigation', { name: 'Record kinds' });
    await expect(kinds.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    await kinds.getByRole('link', { name: 'Trades' }).click();
    await expect(kinds.getByRole('link', { name: 'Trades' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/\/myaccount\/mypurselog\?type=trade$/);
    await expect(rows(page).filter({ hasText: '+0.0001' }).first()).toBeVisible();
    await expect(rows(page).filter({ hasNotText: 'Trade' })).toHaveCount(0);
    await expectNoAxeViolations(page, 'fund log: trades (desktop)');
  });

  await test.step('phones: 320 px in English, German and Arabic', async () => {
    await resized(page, { width: 320, height: 800 });
    for (const path of ['/myaccount/account_statement', '/de/myaccount/mypurselog', '/ar/myaccount/account_statement?type=deposit']) {
      await open(page, siteUrl('main', path));
      await expect(rows(page).first()).toBeVisible();
      await expectFits(page, `${path} at 320`);
    }
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await expectNoAxeViolations(page, 'account statement (phone, Arabic)');
  });
});
