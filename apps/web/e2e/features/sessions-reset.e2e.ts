import type { Browser, Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  PASSWORD_HASHING,
  csrfToken,
  expect,
  expectFits,
  expectNoAxeViolations,
  hydrated,
  logIn,
  open,
  resized,
  siteUrl,
  skipKycPrompts,
  test,
} from '../support/fixtures';
import { mailTo, nextMail } from '../support/outbox';

const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SESSIONS = '/myaccount/security-setting/devices';
const HISTORY = '/myaccount/security-setting/login-history';
const LOGIN_CALL = '/api/web/v1/usercenter/login';
const CODE_MAIL = 'Your password reset code';
const RESET_MAIL = 'Your password was reset';
/** This file's own seeded accounts (docs/DEMO.md): their sessions end and the reset changes a password, which no other file may meet. */
const SESSIONS_USER = 'sessions@demo.test';
const RESET_USER = 'reset@demo.test';

// the readers of this file are in Tokyo: the pages write times in the reader's zone, not the server's
test.use({ timezoneId: 'Asia/Tokyo' });

/** A second browser of the same user's, with its own User-Agent (and country), logged in through the API. */
async function anotherBrowser(browser: Browser, email: string, userAgent: string, country?: string): Promise<Page> {
  const context = await browser.newContext({ userAgent });
  if (country) await context.addCookies([{ name: 'dev_country', value: country, url: siteUrl('main') }]);
  const page = await context.newPage();
  await logIn(page, email, { at: null });
  return page;
}

/** A call from `page`'s browser context (its cookies and CSRF pair), without a page load: its status. */
async function post(page: Page, path: string, form: Record<string, string>): Promise<number> {
  const answer = await page.request.post(siteUrl('main', path), { form, headers: { csrftoken: await csrfToken(page) } });
  return answer.status();
}

/** The code a reset mail carries. */
function codeOf(text: string): string {
  return /reset your password: (\d{8})/.exec(text)?.[1] ?? '';
}

/**
 * Logs `page`'s browser in as `email` with the demo password. An earlier attempt of the reset test
 * (a retry, a repeat over the same database) left another password: it is set back first by a
 * reset through the API, its code read from the outbox.
 */
async function logInAsDemo(page: Page, email: string): Promise<void> {
  if ((await post(page, LOGIN_CALL, { email, password: DEMO_PASSWORD })) === 200) return;
  const seen = mailTo(email).filter((mail) => mail.subject === CODE_MAIL).length;
  expect(await post(page, '/api/web/v1/usercenter/password_reset/request', { email })).toBe(200);
  const code = codeOf((await nextMail(email, CODE_MAIL, seen)).text);
  expect(await post(page, '/api/web/v1/usercenter/password_reset/confirm', { email, code, password: DEMO_PASSWORD })).toBe(200);
  expect(await post(page, LOGIN_CALL, { email, password: DEMO_PASSWORD })).toBe(200);
}

/** Whether the browser of `page` is still logged in, asked of the API (no page load). */
async function loggedIn(page: Page): Promise<boolean> {
  return (await page.request.get(siteUrl('main', '/api/web/v1/usercenter/get_info'))).status() === 200;
}

test('sessions: two other browsers are listed, one is ended and logged out, then all others after a confirmation; the login history shows a failure and a success; phones, Arabic', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = SESSIONS_USER;
  await logIn(page, email, { at: null });
  // what an earlier attempt left (a retry, a repeat over the same database) ends first
  expect(await post(page, '/api/web/v1/usercenter/sessions/end_others', {})).toBe(200);
  const phone = await anotherBrowser(browser, email, SAFARI_IPHONE, 'DE');
  // a wrong password from the phone: a failure in the history (a 401 to the call, not in a page)
  expect(await post(phone, LOGIN_CALL, { email, password: 'Wrong-pass-1' })).toBe(401);
  const laptop = await anotherBrowser(browser, email, FIREFOX_WINDOWS);

  const list = page.getByRole('list', { name: 'Your sessions' });
  await test.step('the sessions page lists all three with device, browser, place; this browser first and marked', async () => {
    await open(page, siteUrl('main', SESSIONS));
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').first()).toContainText('This browser');
    await expect(list.getByRole('listitem').first()).toContainText('Chrome on Linux');
    const iphone = list.getByRole('listitem').filter({ hasText: 'Safari on iOS' });
    await expect(iphone).toContainText('Phone');
    await expect(iphone).toContainText('Germany');
    await expect(iphone).toContainText('Password');
    await expect(list.getByRole('listitem').filter({ hasText: 'Firefox on Windows' })).toContainText('Computer');
    // its times in the reader's time zone (this file's browsers are in Tokyo), not the server's
    const lastActive = list.getByRole('listitem').first().locator('time').last();
    await expect(lastActive).not.toBeEmpty();
    const inTokyo = await lastActive.evaluate((time) =>
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(new Date(time.getAttribute('datetime') ?? '')),
    );
    await expect(lastActive).toHaveText(inTokyo);
    await expectNoAxeViolations(page, 'sessions page (desktop)');
  });

  await test.step('ending the phone’s session logs that browser out; the others stay', async () => {
    await page.getByRole('button', { name: /^End the session of Safari on iOS/ }).click();
    const status = page.getByRole('status').filter({ hasText: 'The session of Safari on iOS has ended' });
    await expect(status).toBeVisible();
    await expect(status).toBeFocused();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await phone.goto(siteUrl('main', SESSIONS));
    await expect(phone).toHaveURL(/\/login\?return_to=/);
    expect(await loggedIn(laptop)).toBe(true);
  });

  await test.step('ending all others asks first, then ends the laptop’s; focus goes to what happened', async () => {
    await page.getByRole('button', { name: 'End all other sessions' }).click();
    const dialog = page.getByRole('dialog', { name: 'End all other sessions?' });
    await expect(dialog).toContainText('1 other browser will be logged out.');
    await expectNoAxeViolations(page, 'sessions page: end all others dialog');
    await dialog.getByRole('button', { name: 'End them' }).click();
    await expect(dialog).toBeHidden();
    const status = page.getByRole('status').filter({ hasText: '1 other session has ended.' });
    await expect(status).toBeFocused();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.getByText('This browser is your only session.')).toBeVisible();
    expect(await loggedIn(laptop)).toBe(false);
    expect(await loggedIn(page)).toBe(true);
  });

  await test.step('the sessions page fits 320 px (English)', async () => {
    await resized(page, { width: 320, height: 740 });
    await expectFits(page, 'sessions page at 320 px (en)');
  });

  await test.step('the login history: the failed login with its reason, the successes, newest first (320 px, German)', async () => {
    await open(page, siteUrl('main', `/de${HISTORY}`));
    await expectFits(page, 'login history at 320 px (de)');
    await resized(page, { width: 1280, height: 800 });
    // newest first: the laptop's login, the phone's wrong password, the phone's login, this browser's
    // (earlier attempts' logins follow on this account's history)
    const rows = page.getByRole('group', { name: /^Anmeldungen, Seite 1 von \d+$/ }).getByRole('row');
    await expect(rows.nth(1)).toContainText('Erfolgreich');
    await expect(rows.nth(1)).toContainText('Firefox unter Windows');
    await expect(rows.nth(2)).toContainText('Fehlgeschlagen: falsches Passwort');
    await expect(rows.nth(2)).toContainText('Safari unter iOS · Smartphone');
    await expect(rows.nth(2)).toContainText('Deutschland');
    await expect(rows.nth(3)).toContainText('Erfolgreich');
    await expect(rows.nth(3)).toContainText('Safari unter iOS');
    await expect(rows.nth(4)).toContainText('Erfolgreich');
    await expect(rows.nth(4)).toContainText('Chrome unter Linux · Computer');
    await expectNoAxeViolations(page, 'login history page');
  });

  await test.step('Arabic on a phone: the "New login" notice leads to the Arabic sessions page, right to left, fitting 320 px', async () => {
    await resized(page, { width: 320, height: 740 });
    await open(page, siteUrl('main', '/ar/reminder'));
    const newLogin = page.locator('main li').filter({ hasText: 'New login to your account' }).first();
    await expect(newLogin.getByRole('link')).toHaveAttribute('href', `/ar${SESSIONS}`);
    await open(page, siteUrl('main', `/ar${SESSIONS}`));
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('list', { name: 'جلساتك' }).getByRole('listitem')).toHaveCount(1);
    await expectFits(page, 'sessions page at 320 px (ar)');
    await expectNoAxeViolations(page, 'sessions page: phone, Arabic');
  });
  await phone.context().close();
  await laptop.context().close();
});

test('password reset: from the log-in page, the code from the mail, a new password with its rules; every session ends; the new password logs in; Arabic on a phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // the account's own browsers; the reset happens in this test's page, a browser without a session
  const email = RESET_USER;
  const owner = await (await browser.newContext()).newPage();
  await logInAsDemo(owner, email);
  const other = await anotherBrowser(browser, email, FIREFOX_WINDOWS);
  const newPassword = 'N3w-and-better-pass';
  let codesBefore = 0;
  let resetsBefore = 0;
  // the account logs in here at the end: its KYC dialogs stay away
  await skipKycPrompts(page);

  await test.step('“Forgot password?” on the log-in page leads to the reset page', async () => {
    await open(page, siteUrl('main', '/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(siteUrl('main', '/login/reset'));
    await hydrated(page);
    await expectNoAxeViolations(page, 'password reset: email step');
  });

  await test.step('the email: the same answer for any email; the code goes to the account’s mail with the anti-phishing line first', async () => {
    await page.getByLabel('Email').fill(email);
    codesBefore = mailTo(email).filter((mail) => mail.subject === CODE_MAIL).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('status')).toContainText(`If ${email} has an account, a code is on its way to it.`);
    await expect(page.getByLabel('Code from the email')).toBeFocused();
  });

  await test.step('the code and the new password, its rules marked as they are met', async () => {
    const mail = await nextMail(email, CODE_MAIL, codesBefore);
    expect(mail.text.split('\n')[0]).toMatch(/^Set an anti-phishing code/);
    const code = codeOf(mail.text);
    await page.getByLabel('Code from the email').fill(code);
    const rules = page.getByRole('listitem').filter({ hasText: /At least 8 characters|A letter|A digit/ });
    await expect(rules.and(page.locator('[data-met="true"]'))).toHaveCount(0);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await expect(rules.and(page.locator('[data-met="true"]'))).toHaveCount(3);
    await expect(page.getByText('Strength: strong')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await expectNoAxeViolations(page, 'password reset: code step with the password rules');
    resetsBefore = mailTo(email).filter((mail) => mail.subject === RESET_MAIL).length;
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('heading', { name: 'Your password has been reset' })).toBeFocused(PASSWORD_HASHING);
  });

  await test.step('every session of the account has ended', async () => {
    expect(await loggedIn(owner)).toBe(false);
    expect(await loggedIn(other)).toBe(false);
    const done = await nextMail(email, RESET_MAIL, resetsBefore);
    expect(done.text).toContain('Every session was ended');
  });

  await test.step('the new password logs in through the form', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(siteUrl('main', '/login'));
    await hydrated(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page).toHaveURL(siteUrl('main', '/'), PASSWORD_HASHING);
    expect(await loggedIn(page)).toBe(true);
  });

  await test.step('Arabic on a phone: the reset page right to left, fitting 320 px', async () => {
    await page.setViewportSize({ width: 320, height: 740 });
    await open(page, siteUrl('main', '/ar/login/reset'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('إعادة تعيين كلمة المرور');
    await expectFits(page, 'reset page at 320 px (ar)');
    await expectNoAxeViolations(page, 'password reset: phone, Arabic');
  });
  await other.context().close();
  await owner.context().close();
});
