import { count, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorAnswer } from '@exchange/contract/define';
import { ErrorCode } from '@exchange/contract/errors';
import { noticeRecords } from '@exchange/contract/herald';
import { getUserFrequency, setTradePassFrequency, setTradePassFrequencyRefusal } from '@exchange/contract/safety';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { fundPassAttempts, totpUsed, users } from '../db/schema';
import { DEMO_FUND_PASSWORD, DEMO_TOTP_SECRET } from '../seed/data/users';
import { freshDb } from '../../test/freshDb';
import { call, loginAs, type Call, type RequestOptions } from '../../test/http';

const FREQUENCY = getUserFrequency.path;
const QUERY_SAFE = setTradePassFrequency.path;
/** The one refusal for a wrong fund password, a wrong code or a replayed code (issue 7). */
const WRONG = 'Incorrect fund password or authenticator code';
/** 10 s into a 30-second step, so ±1 step is unambiguous; every test moves it 5 minutes on. */
let clock = new Date('2026-03-01T12:00:10Z');
let handle: DbHandle;
let app: ReturnType<typeof createApp>;
let trader: Record<string, string>;
let traderId: number;
const unexpected: unknown[] = [];

/** The authenticator app: the seeded secret, SHA1, 6 digits, 30 s. */
const authenticator = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 });
/** The code shown `steps` steps from the app's clock. */
function code(steps = 0): string {
  return authenticator.generate({ timestamp: clock.getTime() + steps * 30_000 });
}

beforeAll(async () => {
  handle = await freshDb();
  app = createApp(handle.db, { now: () => clock, logError: (error) => unexpected.push(error) });
  trader = await loginAs(app, 'trader@demo.test');
  const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'trader@demo.test'));
  traderId = row!.id;
});
beforeEach(async () => {
  clock = new Date(clock.getTime() + 5 * 60_000);
  await handle.db.delete(fundPassAttempts);
  await handle.db.update(users).set({ fundPassFrequency: 1 }).where(eq(users.id, traderId));
});
afterAll(async () => {
  expect(unexpected).toEqual([]);
  await handle.close();
});

function setFrequency(form: Record<string, string>, options: RequestOptions = {}): Promise<Call> {
  return call(app, QUERY_SAFE, { cookies: trader, ...options, form });
}
function validForm(overrides: Record<string, string> = {}): Record<string, string> {
  return { action: 'tradepassfrequency', frequency: '2', fundpass: DEMO_FUND_PASSWORD, totp: code(), ...overrides };
}
async function storedFrequency(): Promise<number | undefined> {
  const [row] = await handle.db.select({ f: users.fundPassFrequency }).from(users).where(eq(users.id, traderId));
  return row?.f;
}
async function usedSteps(): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(totpUsed).where(eq(totpUsed.userId, traderId));
  return row?.n ?? -1;
}
async function failures(): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(fundPassAttempts);
  return row?.n ?? -1;
}
function expectRefused(res: Call, status: number, message?: string | RegExp): void {
  expect(res.status).toBe(status);
  const body = errorAnswer.parse(res.json);
  if (status === 400) expect(body.code).toBe(ErrorCode.invalidInput);
  if (message !== undefined) expect(body.message).toMatch(message);
}

describe('get_user_frequency', () => {
  it('answers the trader’s stored frequency (seeded 1: once an hour)', async () => {
    const res = await call(app, FREQUENCY, { cookies: trader });
    expect(res.status).toBe(200);
    expect(getUserFrequency.answer.parse(res.json)).toEqual({ code: 0, message: '', data: { frequency: 1 } });
  });

  it('answers 2 (every time) for an account that never changed it', async () => {
    const res = await call(app, FREQUENCY, { cookies: await loginAs(app, 'whitelist@demo.test') });
    expect(getUserFrequency.answer.parse(res.json).data.frequency).toBe(2);
  });

  it('answers a guest with 401 and refuses query fields with 400', async () => {
    expectRefused(await call(app, FREQUENCY), 401, 'Login required');
    expectRefused(await call(app, `${FREQUENCY}?x=1`, { cookies: trader }), 400);
  });
});

describe('query_safe tradepassfrequency', () => {
  it('stores the frequency with the fund password and the current code, and records the step', async () => {
    const before = await usedSteps();
    const res = await setFrequency(validForm({ frequency: '2' }));
    expect(res.status).toBe(200);
    expect(setTradePassFrequency.answer.parse(res.json)).toEqual({ result: true, msg: 'Success' });
    expect(await storedFrequency()).toBe(2);
    expect(await usedSteps()).toBe(before + 1);
    const read = await call(app, FREQUENCY, { cookies: trader });
    expect(getUserFrequency.answer.parse(read.json).data.frequency).toBe(2);
  });

  it('leaves the user a notice of the change (and none for a refused one)', async () => {
    const notices = async () => {
      const res = await call(app, `${noticeRecords.path}?type=private_notice&size=50`, { cookies: trader });
      return noticeRecords.answer.parse(res.json).data;
    };
    const before = (await notices()).total;
    await setFrequency(validForm({ frequency: '0', fundpass: 'wrong-password' }));
    expect((await notices()).total).toBe(before);
    expect((await setFrequency(validForm({ frequency: '0' }))).status).toBe(200);
    const after = await notices();
    expect(after.total).toBe(before + 1);
    // (this file's clock is in March: the notice sorts below the seeded history)
    const notice = after.list.find((n) => n.title === 'Fund password setting changed');
    expect(notice).toMatchObject({ type: 'private_notice', is_read: false, send_timest: Math.floor(clock.getTime() / 1000) });
    expect(notice?.content).toContain('never');
  });

  it('accepts every frequency the spec lists (1, 2, 0), form-encoded or JSON', async () => {
    expect((await setFrequency(validForm({ frequency: '0' }))).status).toBe(200);
    expect(await storedFrequency()).toBe(0);
    clock = new Date(clock.getTime() + 60_000);
    const res = await call(app, QUERY_SAFE, {
      cookies: trader,
      body: JSON.stringify({ action: 'tradepassfrequency', frequency: 2, fundpass: DEMO_FUND_PASSWORD, totp: code() }),
      contentType: 'application/json',
    });
    expect(res.status).toBe(200);
    expect(await storedFrequency()).toBe(2);
  });

  it('accepts a code from the previous step and from the next step (window ±1)', async () => {
    expect((await setFrequency(validForm({ frequency: '0', totp: code(-1) }))).status).toBe(200);
    expect(await storedFrequency()).toBe(0);
    expect((await setFrequency(validForm({ frequency: '2', totp: code(1) }))).status).toBe(200);
    expect(await storedFrequency()).toBe(2);
  });

  it('refuses a code two steps away (either side) and changes nothing', async () => {
    const steps = await usedSteps();
    expectRefused(await setFrequency(validForm({ totp: code(-2) })), 400, WRONG);
    expectRefused(await setFrequency(validForm({ totp: code(2) })), 400, WRONG);
    expect(await storedFrequency()).toBe(1);
    expect(await usedSteps()).toBe(steps);
  });

  it('refuses a replayed code, also once it has become the previous step', async () => {
    const used = code();
    expect((await setFrequency(validForm({ frequency: '2', totp: used }))).status).toBe(200);
    const again = await setFrequency(validForm({ frequency: '0', totp: used }));
    expectRefused(again, 400, WRONG);
    expect(await storedFrequency()).toBe(2);
    clock = new Date(clock.getTime() + 30_000);
    expect(code(-1)).toBe(used);
    expectRefused(await setFrequency(validForm({ frequency: '0', totp: used })), 400, WRONG);
    expect(await storedFrequency()).toBe(2);
    // The new current code is still good.
    expect((await setFrequency(validForm({ frequency: '0' }))).status).toBe(200);
    expect(await storedFrequency()).toBe(0);
  });

  it('refuses a wrong fund password even with a good code, changes nothing and leaves the code unused', async () => {
    const steps = await usedSteps();
    const good = code();
    expectRefused(await setFrequency(validForm({ fundpass: 'Fund-pass-2025', totp: good })), 400, 'Incorrect fund password');
    expectRefused(await setFrequency(validForm({ fundpass: DEMO_FUND_PASSWORD.toLowerCase(), totp: good })), 400, 'Incorrect fund password');
    // The login password is not the fund password.
    expectRefused(await setFrequency(validForm({ fundpass: 'Demo-pass-2026', totp: good })), 400, 'Incorrect fund password');
    expect(await storedFrequency()).toBe(1);
    expect(await usedSteps()).toBe(steps);
    expect((await setFrequency(validForm({ totp: good }))).status).toBe(200);
  });

  it('gives a wrong password, a wrong code and a replayed code the same answer, in the legacy shape too', async () => {
    const used = code();
    expect((await setFrequency(validForm({ totp: used }))).status).toBe(200);
    clock = new Date(clock.getTime() + 30_000);
    const answers = [
      await setFrequency(validForm({ fundpass: 'Fund-pass-2025' })), // wrong password, good code
      await setFrequency(validForm({ totp: code(-3) })), // good password, wrong code
      await setFrequency(validForm({ totp: used })), // good password, replayed code
    ];
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(setTradePassFrequencyRefusal.parse(res.json)).toEqual({ code: ErrorCode.invalidInput, message: WRONG, result: false, msg: WRONG });
    }
    expect(new Set(answers.map((res) => JSON.stringify(res.json))).size).toBe(1);
  });

  it('carries result false and msg on every refusal: validation, login, CSRF, rate limit', async () => {
    const refusals = [
      await setFrequency(validForm({ totp: 'abc' })),
      await call(app, QUERY_SAFE, { form: validForm() }),
      await setFrequency(validForm(), { csrf: false }),
    ];
    for (let i = 0; i < 5; i++) refusals.push(await setFrequency(validForm({ fundpass: `wrong-${i}` })));
    refusals.push(await setFrequency(validForm()));
    expect(refusals.map((res) => res.status)).toEqual([400, 401, 403, 400, 400, 400, 400, 400, 429]);
    for (const res of refusals) {
      const body = setTradePassFrequencyRefusal.parse(res.json);
      expect(body.result).toBe(false);
      expect(body.msg).toBe(body.message);
      expect(body.msg).not.toBe('');
    }
  });

  it('refuses malformed bodies with 400 without counting them as failures', async () => {
    const { action: _a, ...noAction } = validForm();
    const { frequency: _f, ...noFrequency } = validForm();
    const { fundpass: _p, ...noFundpass } = validForm();
    const { totp: _t, ...noTotp } = validForm();
    expectRefused(await setFrequency(noAction), 400, 'action is required');
    expectRefused(await setFrequency(noFrequency), 400, 'frequency is required');
    expectRefused(await setFrequency(noFundpass), 400, 'fundpass is required');
    expectRefused(await setFrequency(noTotp), 400, 'totp is required');
    expectRefused(await setFrequency(validForm({ action: 'other' })), 400);
    // '' and ' ' must not read as 0 ("never"), nor '0x1' or '1e0' as 1.
    for (const frequency of ['7', '3', '-1', '1.5', 'x', '', ' ', ' 2', '0x1', '1e0', '02']) {
      expectRefused(await setFrequency(validForm({ frequency })), 400, 'Choose a frequency: 1, 2 or 0');
    }
    const jsonBody = (frequency: unknown) =>
      call(app, QUERY_SAFE, {
        cookies: trader,
        body: JSON.stringify({ ...validForm(), frequency }),
        contentType: 'application/json',
      });
    for (const frequency of [7, null, false, true, [], 1.5]) expectRefused(await jsonBody(frequency), 400);
    expectRefused(await setFrequency(validForm({ totp: 'abc' })), 400, 'Enter the 6-digit code');
    for (const totp of ['12345', '1234567', '12 345', '']) expectRefused(await setFrequency(validForm({ totp })), 400);
    expectRefused(await setFrequency(validForm({ fundpass: '' })), 400, 'Enter your fund password');
    expectRefused(await setFrequency(validForm({ fundpass: 'x'.repeat(129) })), 400);
    expect(await storedFrequency()).toBe(1);
    expect(await failures()).toBe(0);
  });

  it('refuses without the CSRF token (403) or cross-site (403)', async () => {
    expectRefused(await setFrequency(validForm(), { csrf: false }), 403);
    expectRefused(await setFrequency(validForm(), { headers: { 'sec-fetch-site': 'cross-site' } }), 403);
    expect(await storedFrequency()).toBe(1);
  });

  it('answers a guest with 401 and GET with 404', async () => {
    expectRefused(await call(app, QUERY_SAFE, { form: validForm() }), 401, 'Login required');
    expect((await call(app, QUERY_SAFE, { cookies: trader })).status).toBe(404);
  });

  it('refuses an account without fund password and authenticator with 400', async () => {
    const res = await call(app, QUERY_SAFE, { cookies: await loginAs(app, 'whitelist@demo.test'), form: validForm() });
    expectRefused(res, 400, /Set up a fund password/);
  });

  it('answers 429 with Retry-After after 5 failures in 15 minutes, even for the right password and code', async () => {
    for (let i = 0; i < 3; i++) expectRefused(await setFrequency(validForm({ fundpass: `wrong-${i}` })), 400);
    clock = new Date(clock.getTime() + 60_000);
    expectRefused(await setFrequency(validForm({ totp: code(-3) })), 400, WRONG);
    expectRefused(await setFrequency(validForm({ fundpass: 'wrong' })), 400);
    const blocked = await setFrequency(validForm());
    expectRefused(blocked, 429);
    expect(errorAnswer.parse(blocked.json).code).toBe(ErrorCode.rateLimited);
    // The oldest counted failure (a minute ago) leaves the window in 14 minutes.
    expect(blocked.headers.get('retry-after')).toBe(String(14 * 60));
    expect(await storedFrequency()).toBe(1);
    // Once the first three have left the window, the right password and code go through again.
    clock = new Date(clock.getTime() + 14 * 60_000 + 1000);
    expect((await setFrequency(validForm({ frequency: '0' }))).status).toBe(200);
    expect(await storedFrequency()).toBe(0);
    expect(await failures()).toBe(0);
  });

  it('checks exactly 5 of 30 simultaneous attempts; the rest are 429 and nothing changes', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => setFrequency(validForm({ fundpass: `wrong-${i}` }))));
    const statuses = results.map((r) => r.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(5).fill(400), ...Array<number>(25).fill(429)]);
    expect(await failures()).toBe(5);
    expect(await storedFrequency()).toBe(1);
  });

  it('counts failures per user: another account is not blocked', async () => {
    for (let i = 0; i < 5; i++) await setFrequency(validForm({ fundpass: `wrong-${i}` }));
    expectRefused(await setFrequency(validForm()), 429);
    const other = await call(app, QUERY_SAFE, { cookies: await loginAs(app, 'whitelist@demo.test'), form: validForm() });
    expectRefused(other, 400, /Set up a fund password/);
  });
});
