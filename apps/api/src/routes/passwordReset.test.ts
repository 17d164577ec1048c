import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswer } from '@exchange/contract/define';
import { noticeRecords } from '@exchange/contract/herald';
import { RESET_CODE_MAX_FAILURES, confirmPasswordReset, requestPasswordReset } from '@exchange/contract/password-reset';
import { RESET_MAX_FAILURES_PER_DAY } from '../domain/identity/passwordReset';
import { createWithdrawal } from '@exchange/contract/withdraw';
import { getUserInfo, login, signup } from '@exchange/contract/usercenter';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { loginEvents, passwordResets, resetRequests, sessions, users } from '../db/schema';
import { mailSettled } from '../mail/later';
import { outboxMailer, readOutbox, type OutboxMessage } from '../mail/mailer';
import { MAX_RESET_REQUESTS_PER_EMAIL, MAX_RESET_REQUESTS_PER_IP } from '../security/rateLimit';
import { freshDb } from '../../test/freshDb';
import { call, cookieValues, expectRefusal, loginAs } from '../../test/http';

const PASSWORD = 'Sup3r-secret';
const NEW_PASSWORD = 'N3w-and-better';
const WRONG_CODE_MESSAGE = 'This code is wrong or has expired';

let handle: DbHandle;
let outbox: string;
let clock = new Date('2026-03-01T12:00:00Z');
let app: ReturnType<typeof createApp>;
/** each test asks from its own address, so the per-address limit is one test's own */
let address = 10;

beforeAll(async () => {
  handle = await freshDb();
  outbox = await mkdtemp(join(tmpdir(), 'reset-outbox-'));
  app = createApp(handle.db, { now: () => clock, mailer: outboxMailer(outbox) });
});
afterAll(async () => {
  await handle.close();
  await rm(outbox, { recursive: true, force: true });
});

async function freshAccount(name: string): Promise<{ email: string; cookies: Record<string, string> }> {
  const email = `${name}@reset.test`;
  const res = await call(app, signup.path, { form: { email, password: PASSWORD }, headers: { 'x-forwarded-for': `198.51.100.${(address += 1)}` } });
  expect(res.status).toBe(200);
  return { email, cookies: cookieValues(res.setCookies) };
}

const ask = (email: string, ip = '192.0.2.1') => call(app, requestPasswordReset.path, { form: { email }, headers: { 'x-forwarded-for': ip } });
const confirm = (email: string, code: string, password = NEW_PASSWORD, cookies: Record<string, string> = {}) =>
  call(app, confirmPasswordReset.path, { form: { email, code, password }, cookies });

/** The mail sent to `email` last. */
async function lastMailTo(email: string): Promise<OutboxMessage | undefined> {
  await mailSettled();
  return (await readOutbox(outbox)).filter((m) => m.to === email).at(-1);
}

async function codeMailedTo(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  const code = /reset your password: (\d{8})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}: ${JSON.stringify(mail)}`);
  return code;
}

/** A different code of the same shape. */
const otherThan = (code: string) => String((Number(code) + 1) % 100_000_000).padStart(8, '0');

const loginStatus = async (email: string, password: string) => (await call(app, login.path, { form: { email, password } })).status;
const loggedIn = async (cookies: Record<string, string>) => (await call(app, getUserInfo.path, { cookies })).status === 200;

describe('asking for a code', () => {
  it('answers alike with and without an account; only an account gets mail, its anti-phishing line first, with an 8-digit code', async () => {
    const { email } = await freshAccount('asker');
    await handle.db.update(users).set({ antiPhishingCode: 'Blue-Heron-7' }).where(eq(users.email, email));
    const known = await ask(email, '192.0.2.10');
    const unknown = await ask('no-account@reset.test', '192.0.2.10');
    expect(known.status).toBe(200);
    expect([unknown.status, unknown.json]).toEqual([known.status, known.json]);
    expect(known.setCookies).toEqual(unknown.setCookies);

    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Your password reset code');
    expect(mail?.text.split('\n')[0]).toBe('Your anti-phishing code: Blue-Heron-7. A mail from us without it is not from us.');
    expect(await codeMailedTo(email)).toMatch(/^\d{8}$/);
    expect(await lastMailTo('no-account@reset.test')).toBeUndefined();
    // only the code's hash is kept
    const [row] = await handle.db.select().from(passwordResets).innerJoin(users, eq(users.id, passwordResets.userId)).where(eq(users.email, email));
    expect(row?.password_resets.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.password_resets.codeHash).not.toContain(await codeMailedTo(email));
    expect(row?.password_resets.expiresAt.getTime()).toBe(clock.getTime() + 15 * 60_000);
  });

  it('limits requests per email (any email) and per address, atomically under parallel requests', async () => {
    const { email } = await freshAccount('limited');
    const answers = await Promise.all(Array.from({ length: MAX_RESET_REQUESTS_PER_EMAIL + 3 }, (_, i) => ask(email, `192.0.2.${20 + i}`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_RESET_REQUESTS_PER_EMAIL);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3);
    expectRefusal(refused[0] ?? { status: 0, json: null }, 429, 'Too many reset requests, try again later');
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // the same for an email without an account: the limit says nothing about accounts
    const none = await Promise.all(Array.from({ length: MAX_RESET_REQUESTS_PER_EMAIL + 3 }, (_, i) => ask('nobody-limited@reset.test', `192.0.2.${40 + i}`)));
    expect(none.map((a) => a.status).sort()).toEqual(answers.map((a) => a.status).sort());

    // per address, whatever the emails
    const fromOne = await Promise.all(Array.from({ length: MAX_RESET_REQUESTS_PER_IP + 4 }, (_, i) => ask(`spray-${i}@reset.test`, '192.0.2.99')));
    expect(fromOne.filter((a) => a.status === 200)).toHaveLength(MAX_RESET_REQUESTS_PER_IP);
    const [row] = await handle.db.select({ n: count() }).from(resetRequests).where(eq(resetRequests.ip, '192.0.2.99'));
    expect(row?.n).toBe(MAX_RESET_REQUESTS_PER_IP);
    // an hour later the email may ask again
    clock = new Date(clock.getTime() + 60 * 60_000 + 1000);
    expect((await ask(email, '192.0.2.30')).status).toBe(200);
  });

  it('refuses a malformed email and a request without CSRF, storing nothing', async () => {
    const [before] = await handle.db.select({ n: count() }).from(resetRequests);
    expectRefusal(await ask('not-an-email'), 400);
    expect((await call(app, requestPasswordReset.path, { form: { email: 'x@reset.test' }, csrf: false })).status).toBe(403);
    const [after] = await handle.db.select({ n: count() }).from(resetRequests);
    expect(after?.n).toBe(before?.n);
  });
});

describe('setting the new password', () => {
  it('with the right code: the new password works, every session ends, a notice and a mail; no login event; the code works once', async () => {
    const { email, cookies: first } = await freshAccount('resetter');
    const second = await loginAs(app, email, PASSWORD);
    const bystander = await freshAccount('reset-bystander');
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    const eventsBefore = (
      await handle.db
        .select({ n: count() })
        .from(loginEvents)
        .where(eq(loginEvents.userId, user?.id ?? 0))
    )[0]?.n;
    await ask(email, '192.0.2.50');
    const code = await codeMailedTo(email);

    const done = await confirm(email, ` ${code} `, NEW_PASSWORD, first);
    expect(done.status, JSON.stringify(done.json)).toBe(200);
    // this browser's cookies go: its session ended with the others
    expect(cookieValues(done.setCookies).uid).toBe('');
    expect([await loggedIn(first), await loggedIn(second), await loggedIn(bystander.cookies)]).toEqual([false, false, true]);
    const [left] = await handle.db
      .select({ n: count() })
      .from(sessions)
      .where(eq(sessions.userId, user?.id ?? 0));
    expect(left?.n).toBe(0);
    const [after] = await handle.db.select().from(users).where(eq(users.email, email));
    expect(after?.passwordChangedAt?.getTime()).toBe(clock.getTime());
    expect(after?.passwordHash).toMatch(/^scrypt\$/);
    // a reset is not a login: nothing recorded
    expect(
      (
        await handle.db
          .select({ n: count() })
          .from(loginEvents)
          .where(eq(loginEvents.userId, user?.id ?? 0))
      )[0]?.n,
    ).toBe(eventsBefore);

    expect(await loginStatus(email, PASSWORD)).toBe(401);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toBe('Your password was reset');
    expect(mail?.text).toMatch(/^Set an anti-phishing code/);
    expect(mail?.text).toContain('withdrawals are paused for 24 hours');
    const cookies = await loginAs(app, email, NEW_PASSWORD);
    const notices = noticeRecords.answer.parse((await call(app, `${noticeRecords.path}?type=private_notice`, { cookies })).json).data.list;
    expect(notices[0]).toMatchObject({ title: 'Your password was reset', notification: { extras: { url: '/myaccount/security-setting/login-history' } } });

    // used: refused, the password stays
    expectRefusal(await confirm(email, code, 'An0ther-password'), 400, WRONG_CODE_MESSAGE);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('one refusal for an unknown email, a wrong, replaced or expired code; at most 5 wrong tries per code, even in parallel', async () => {
    const { email } = await freshAccount('guesser');
    expectRefusal(await confirm('nobody-guess@reset.test', '12345678'), 400, WRONG_CODE_MESSAGE);
    expectRefusal(await confirm(email, '12345678'), 400, WRONG_CODE_MESSAGE); // nothing asked yet

    await ask(email, '192.0.2.60');
    const replaced = await codeMailedTo(email);
    await ask(email, '192.0.2.60');
    const code = await codeMailedTo(email);
    if (code !== replaced) expectRefusal(await confirm(email, replaced), 400, WRONG_CODE_MESSAGE);

    const guesses = await Promise.all(Array.from({ length: 12 }, () => confirm(email, otherThan(code))));
    expect(guesses.every((g) => g.status === 400)).toBe(true);
    const [row] = await handle.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.codeHash, (await newestHash(email)) ?? ''));
    expect(row?.failures).toBe(RESET_CODE_MAX_FAILURES);
    // the right code no longer helps: the code is spent
    expectRefusal(await confirm(email, code), 400, WRONG_CODE_MESSAGE);
    expect(await loginStatus(email, PASSWORD)).toBe(200);

    // a new code, which expires after 15 minutes
    await ask(email, '192.0.2.61');
    const late = await codeMailedTo(email);
    clock = new Date(clock.getTime() + 15 * 60_000 + 1);
    expectRefusal(await confirm(email, late), 400, WRONG_CODE_MESSAGE);
    expect(await loginStatus(email, PASSWORD)).toBe(200);
  });

  it(`takes at most ${RESET_MAX_FAILURES_PER_DAY} wrong codes a day per account over all its codes: then even the right one is refused until they age out`, async () => {
    const { email } = await freshAccount('daily-guesser');
    for (let round = 0; round < RESET_MAX_FAILURES_PER_DAY / RESET_CODE_MAX_FAILURES; round += 1) {
      await ask(email, '192.0.2.80');
      const code = await codeMailedTo(email);
      for (let i = 0; i < RESET_CODE_MAX_FAILURES; i += 1) expectRefusal(await confirm(email, otherThan(code)), 400, WRONG_CODE_MESSAGE);
    }
    // a fresh code with tries of its own: refused all the same, with the one refusal
    await ask(email, '192.0.2.80');
    const fresh = await codeMailedTo(email);
    expectRefusal(await confirm(email, fresh), 400, WRONG_CODE_MESSAGE);
    expect(await loginStatus(email, PASSWORD)).toBe(200);
    // a day later the failures have aged out: a new code works
    clock = new Date(clock.getTime() + 24 * 60 * 60_000 + 1);
    await ask(email, '192.0.2.81');
    expect((await confirm(email, await codeMailedTo(email))).status).toBe(200);
    expect(await loginStatus(email, NEW_PASSWORD)).toBe(200);
  });

  it('the right code sent twice at once sets the password once', async () => {
    const { email } = await freshAccount('twice');
    await ask(email, '192.0.2.70');
    const code = await codeMailedTo(email);
    const answers = await Promise.all([confirm(email, code, 'F1rst-password'), confirm(email, code, 'Sec0nd-password')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const won = answers[0]?.status === 200 ? 'F1rst-password' : 'Sec0nd-password';
    expect(await loginStatus(email, won)).toBe(200);
  });

  it('refuses a new password that breaks the sign-up rules without spending a try', async () => {
    const { email } = await freshAccount('weak');
    await ask(email, '192.0.2.80');
    const code = await codeMailedTo(email);
    expectRefusal(await confirm(email, code, 'short1'), 400, 'Password must be at least 8 characters');
    expectRefusal(await confirm(email, code, 'no-digits-here'), 400, 'Password must contain a digit');
    expectRefusal(await confirm(email, '1234'), 400, 'Enter the 8-digit code');
    expect((await call(app, confirmPasswordReset.path, { form: { email, code, password: NEW_PASSWORD }, csrf: false })).status).toBe(403);
    const [row] = await handle.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.codeHash, (await newestHash(email)) ?? ''));
    expect(row?.failures).toBe(0);
    expect((await confirm(email, code)).status).toBe(200);
  });

  it('holds withdrawals for 24 hours after a reset, with its own refusal', async () => {
    const email = 'withdraw@demo.test';
    await ask(email, '192.0.2.90');
    expect((await confirm(email, await codeMailedTo(email))).status).toBe(200);
    const cookies = await loginAs(app, email, NEW_PASSWORD);
    const form = {
      currency: 'USDT',
      network: 'TRX',
      address: 'TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL',
      amount: '20',
      fundpass: 'Wrong-fund-pass',
      totp: '000000',
      text: 't-held-1',
    };
    const held = await call(app, createWithdrawal.path, { form, cookies });
    expectRefusal(held, 403);
    expect(errorAnswer.parse(held.json).message).toMatch(
      /^Withdrawals and transfers are paused for 24 hours after the login password changes: possible again from 2026-03-\d\d \d\d:\d\d UTC$/,
    );
    clock = new Date(clock.getTime() + 24 * 60 * 60_000 + 60_000);
    // past the hold the request reaches the confirmation, which refuses the wrong fund password
    expectRefusal(await call(app, createWithdrawal.path, { form, cookies }), 400, 'Incorrect fund password or authenticator code');
  });
});

async function newestHash(email: string): Promise<string | undefined> {
  const rows = await handle.db
    .select({ hash: passwordResets.codeHash, at: passwordResets.createdAt, id: passwordResets.id })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(eq(users.email, email));
  return rows.sort((a, b) => b.id - a.id)[0]?.hash;
}
