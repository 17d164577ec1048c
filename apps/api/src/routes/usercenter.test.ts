import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorAnswer } from '@exchange/contract/define';
import { getUserInfo, getUserTier, login, logout, logoutAll, signup } from '@exchange/contract/usercenter';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { loginAttempts, sessions, users } from '../db/schema';
import { DEVICE_COOKIE } from '../security/cookies';
import { freshDb } from '../../test/freshDb';
import { call, cookieLine, cookieValues, loginAs } from '../../test/http';

const SIGNUP = signup.path;
const LOGIN = login.path;
const LOGOUT = logout.path;
const LOGOUT_ALL = logoutAll.path;
const INFO = getUserInfo.path;
const TIER = getUserTier.path;

let handle: DbHandle;
let clock = new Date('2026-03-01T12:00:00Z');
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await freshDb();
  app = createApp(handle.db, { now: () => clock });
});
afterAll(async () => {
  await handle.close();
});

async function sessionCount(): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(sessions);
  return row?.n ?? -1;
}

async function userCount(): Promise<number> {
  const [row] = await handle.db.select({ n: count() }).from(users);
  return row?.n ?? -1;
}

function expectError(res: { status: number; json: unknown }, status: number, code: number, message?: string) {
  expect(res.status).toBe(status);
  const body = errorAnswer.parse(res.json);
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
}

describe('signup and login', () => {
  it('signs up, is logged in at once, and can log in again with the same password', async () => {
    const res = await call(app, SIGNUP, { form: { email: '  New.User@Example.com ', password: 'Sup3r-secret' } });
    expect(res.status).toBe(200);
    const body = signup.answer.parse(res.json);
    expect(body.data.uid).toBeGreaterThan(10000000);
    expect(body.data.nickname).toBe('new.user');
    const cookies = cookieValues(res.setCookies);
    expect(cookies.uid).toBe(String(body.data.uid));
    const info = getUserInfo.answer.parse((await call(app, INFO, { cookies })).json);
    expect(info.data).toMatchObject({ is_login: true, uid: body.data.uid, verified: 0, tier_level: 0 });

    const again = await call(app, LOGIN, { form: { email: 'new.user@example.com', password: 'Sup3r-secret' } });
    expect(again.status).toBe(200);
    expect(login.answer.parse(again.json).data.uid).toBe(body.data.uid);
  });

  it('ends the session the browser had when it signs up, as a login does; a refused sign-up leaves it alone', async () => {
    const from = { 'x-forwarded-for': '10.8.0.1' };
    const previous = await loginAs(app, 'sub@demo.test');
    expect((await call(app, getUserInfo.path, { cookies: previous })).status).toBe(200);
    const res = await call(app, signup.path, { form: { email: 'second.account@example.com', password: 'Sup3r-secret' }, cookies: previous, headers: from });
    expect(res.status).toBe(200);
    expectError(await call(app, getUserInfo.path, { cookies: previous }), 401, 40101);
    const info = await call(app, getUserInfo.path, { cookies: cookieValues(res.setCookies) });
    expect(getUserInfo.answer.parse(info.json).data.uid).toBe(signup.answer.parse(res.json).data.uid);

    const kept = await loginAs(app, 'sub@demo.test');
    expectError(await call(app, signup.path, { form: { email: 'trader@demo.test', password: 'Sup3r-secret' }, cookies: kept, headers: from }), 409, 40901);
    expect((await call(app, getUserInfo.path, { cookies: kept })).status).toBe(200);
  });

  it('refuses a second signup with the same email (409) and sets no cookie', async () => {
    const before = await userCount();
    const res = await call(app, SIGNUP, { form: { email: 'trader@demo.test', password: 'Another-pass-1' } });
    expectError(res, 409, 40901);
    expect(res.setCookies).toEqual([]);
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ email: 'weak@example.com', password: 'short1' }, 'Password must be at least 8 characters'],
    [{ email: 'weak@example.com', password: 'nodigitshere' }, 'Password must contain a digit'],
    [{ email: 'weak@example.com', password: '1234567890' }, 'Password must contain a letter'],
    [{ email: 'not-an-email', password: 'Good-pass-123' }, 'Enter a valid email address'],
    [{ password: 'Good-pass-123' }, 'email is required'],
  ])('refuses a bad signup with the schema message: %j', async (form, message) => {
    const before = await userCount();
    const res = await call(app, SIGNUP, { form });
    expectError(res, 400, 40001, message);
    expect(await userCount()).toBe(before);
  });

  it('answers a wrong password with 401 40102 and changes nothing', async () => {
    const before = await sessionCount();
    const res = await call(app, LOGIN, { form: { email: 'newbie@demo.test', password: 'Wrong-pass-1' }, headers: { 'x-forwarded-for': '10.0.0.1' } });
    expectError(res, 401, 40102, 'Incorrect email or password');
    expect(res.setCookies).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const before = await sessionCount();
    const res = await call(app, LOGIN, { form: { email: 'nobody@demo.test', password: 'Demo-pass-2026' }, headers: { 'x-forwarded-for': '10.0.0.2' } });
    expectError(res, 401, 40102, 'Incorrect email or password');
    expect(res.setCookies).toEqual([]);
    expect(await sessionCount()).toBe(before);
  });

  it('accepts a JSON body too', async () => {
    const res = await call(app, LOGIN, {
      body: JSON.stringify({ email: 'newbie@demo.test', password: 'Demo-pass-2026' }),
      contentType: 'application/json',
    });
    expect(res.status).toBe(200);
    expect(login.answer.parse(res.json).data.nickname).toBe('newbie');
  });
});

describe('login rate limit', () => {
  const email = 'whitelist@demo.test';
  const attempt = (password: string, ip: string, who = email, cookies?: Record<string, string>) =>
    call(app, login.path, { form: { email: who, password }, headers: { 'x-forwarded-for': `172.16.0.1, ${ip}` }, cookies });
  const statusesOf = async (attempts: (() => Promise<{ status: number }>)[]) => {
    const statuses: number[] = [];
    for (const next of attempts) statuses.push((await next()).status);
    return statuses;
  };

  it('answers 429 with Retry-After after 5 failures for one email from one address, without checking the password', async () => {
    for (let i = 0; i < 5; i += 1) expectError(await attempt(`Wrong-pass-${i}`, '10.1.0.1'), 401, 40102);
    const before = await sessionCount();
    const blocked = await attempt('Demo-pass-2026', '10.1.0.1');
    expectError(blocked, 429, 42901, 'Too many attempts, try again later');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.setCookies).toEqual([]);
    expect(await sessionCount()).toBe(before);

    // Other accounts from the same address are not affected, and the window passes.
    expect((await attempt('Demo-pass-2026', '10.1.0.1', 'risk@demo.test')).status).toBe(200);
    clock = new Date(clock.getTime() + 15 * 60 * 1000 + 1000);
    expect((await attempt('Demo-pass-2026', '10.1.0.1')).status).toBe(200);
  });

  it('an attacker failing many times at one address does not stop the owner logging in at another', async () => {
    const attacks = Array.from({ length: 25 }, (_, i) => () => attempt(`Wrong-pass-${i}`, '10.1.1.1'));
    expect(await statusesOf(attacks)).toEqual([...Array<number>(5).fill(401), ...Array<number>(20).fill(429)]);
    expect((await attempt('Demo-pass-2026', '10.1.2.1')).status).toBe(200);
    // the owner's login forgives the owner's failures only: the attacker's address stays refused
    expectError(await attempt('Demo-pass-2026', '10.1.1.1'), 429, 42901);
  });

  it('answers 429 after 20 failures from one address, whatever the email', async () => {
    for (let i = 0; i < 20; i += 1) expectError(await attempt('Wrong-pass-1', '10.2.0.1', `someone${i}@example.com`), 401, 40102);
    expectError(await attempt('Demo-pass-2026', '10.2.0.1', 'risk@demo.test'), 429, 42901);
    expect((await attempt('Demo-pass-2026', '10.2.0.2', 'risk@demo.test')).status).toBe(200);
  });

  it('holds the per-email ceiling of 30 against an attack from many addresses; a browser the account logged in from before still gets in, with its own limit of 5', async () => {
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    // the owner has logged in from this browser before: it carries the account's device cookie
    const owner = await attempt('Demo-pass-2026', '10.7.100.1');
    expect(owner.status).toBe(200);
    const device = { [DEVICE_COOKIE]: cookieValues(owner.setCookies)[DEVICE_COOKIE] ?? '' };
    expect(device[DEVICE_COOKIE]).toMatch(/^[A-Za-z0-9_-]{20,64}$/);

    // seven addresses, five wrong passwords each: 30 are checked, then every browser the account does not know is refused
    const attacks = Array.from({ length: 35 }, (_, i) => () => attempt(`Wrong-pass-${i}`, `10.7.${Math.floor(i / 5)}.1`));
    expect(await statusesOf(attacks)).toEqual([...Array<number>(30).fill(401), ...Array<number>(5).fill(429)]);
    const ceiling = await attempt('Demo-pass-2026', '10.7.99.1');
    expectError(ceiling, 429, 42901);
    expect(Number(ceiling.headers.get('retry-after'))).toBeGreaterThan(0);
    // a device cookie the account does not know counts for nothing
    expectError(await attempt('Demo-pass-2026', '10.7.98.1', email, { [DEVICE_COOKIE]: 'x'.repeat(32) }), 429, 42901);

    // the owner's browser logs in, from any address (an attacker's too), and that lifts nothing for the others
    expect((await attempt('Demo-pass-2026', '10.7.0.1', email, device)).status).toBe(200);
    expectError(await attempt('Demo-pass-2026', '10.7.97.1'), 429, 42901);
    // that browser has a limit of its own: 5 failures, then 429 even with the right password
    for (let i = 0; i < 5; i += 1) expectError(await attempt(`Wrong-pass-${i}`, `10.7.50.${i}`, email, device), 401, 40102);
    expectError(await attempt('Demo-pass-2026', '10.7.50.9', email, device), 429, 42901);

    // the window passes for everyone
    clock = new Date(clock.getTime() + 15 * 60 * 1000 + 1000);
    expect((await attempt('Demo-pass-2026', '10.7.96.1')).status).toBe(200);
    expect((await attempt('Demo-pass-2026', '10.7.50.9', email, device)).status).toBe(200);
  });
});

describe('login rate limit under concurrency', () => {
  const statuses = (results: { status: number }[]) => results.map((r) => r.status).sort((a, b) => a - b);
  const failures = async (email: string) => {
    const [row] = await handle.db.select({ n: count() }).from(loginAttempts).where(eq(loginAttempts.email, email));
    return row?.n;
  };

  it('checks exactly 5 passwords for 40 simultaneous wrong log-ins for one email from one address; the rest are 429', async () => {
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(app, login.path, { form: { email: 'parallel@example.com', password: `Wrong-pass-${i}` }, headers: { 'x-forwarded-for': '10.3.0.1' } }),
      ),
    );
    expect(statuses(results)).toEqual([...Array<number>(5).fill(401), ...Array<number>(35).fill(429)]);
    for (const res of results.filter((r) => r.status === 429)) expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await failures('parallel@example.com')).toBe(5);
  });

  it('checks exactly 30 passwords (the per-email ceiling) for 40 simultaneous wrong log-ins for one email from 40 addresses', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(app, login.path, { form: { email: 'spread@example.com', password: `Wrong-pass-${i}` }, headers: { 'x-forwarded-for': `10.3.${i}.2` } }),
      ),
    );
    expect(statuses(results)).toEqual([...Array<number>(30).fill(401), ...Array<number>(10).fill(429)]);
    expect(await failures('spread@example.com')).toBe(30);
  });

  it('checks exactly 20 passwords for 40 simultaneous log-ins from one address; the rest are 429', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        call(app, login.path, { form: { email: `parallel${i}@example.com`, password: 'Wrong-pass-1' }, headers: { 'x-forwarded-for': '10.4.0.1' } }),
      ),
    );
    expect(statuses(results)).toEqual([...Array<number>(20).fill(401), ...Array<number>(20).fill(429)]);
  });

  it('checks exactly 5 passwords for 20 simultaneous wrong log-ins from a browser the account knows', async () => {
    const known = await call(app, login.path, { form: { email: 'newbie@demo.test', password: 'Demo-pass-2026' }, headers: { 'x-forwarded-for': '10.4.1.1' } });
    const device = { [DEVICE_COOKIE]: cookieValues(known.setCookies)[DEVICE_COOKIE] ?? '' };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(app, login.path, {
          form: { email: 'newbie@demo.test', password: `Wrong-pass-${i}` },
          headers: { 'x-forwarded-for': `10.4.2.${i}` },
          cookies: device,
        }),
      ),
    );
    expect(statuses(results)).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    expect(await failures('newbie@demo.test')).toBe(5);
  });
});

describe('signup rate limit', () => {
  const signupFrom = (ip: string, email: string) => call(app, SIGNUP, { form: { email, password: 'Good-pass-123' }, headers: { 'x-forwarded-for': ip } });

  it('allows 10 sign-ups an hour per client address, then 429 with Retry-After (other addresses unaffected)', async () => {
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    for (let i = 0; i < 8; i += 1) expect((await signupFrom('10.5.0.1', `limit${i}@example.com`)).status).toBe(200);
    expectError(await signupFrom('10.5.0.1', 'trader@demo.test'), 409, 40901, 'An account with this email already exists');
    expectError(await signupFrom('10.5.0.1', 'sub@demo.test'), 409, 40901, 'An account with this email already exists');
    const before = await userCount();
    const blocked = await signupFrom('10.5.0.1', 'limit-over@example.com');
    expectError(blocked, 429, 42901, 'Too many attempts, try again later');
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60 * 60);
    expect(blocked.setCookies).toEqual([]);
    expect(await userCount()).toBe(before);
    expect((await signupFrom('10.5.0.2', 'limit-over@example.com')).status).toBe(200);
    clock = new Date(clock.getTime() + 60 * 60 * 1000 + 1000);
    expect((await signupFrom('10.5.0.1', 'limit-later@example.com')).status).toBe(200);
  });

  it('allows 5 sign-up attempts an hour per email, whatever the address; 20 at once get exactly 5 answers', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => signupFrom(`10.6.${i}.1`, 'risk@demo.test')));
    const statuses = results.map((r) => r.status).sort((a, b) => a - b);
    expect(statuses).toEqual([...Array<number>(5).fill(409), ...Array<number>(15).fill(429)]);
    for (const res of results.filter((r) => r.status === 409)) expect(errorAnswer.parse(res.json).message).toBe('An account with this email already exists');
  });
});

describe('session cookies', () => {
  it('uses a plain `sid` without Secure on http localhost', async () => {
    const res = await call(app, LOGIN, { form: { email: 'trader@demo.test', password: 'Demo-pass-2026' } });
    const sid = cookieLine(res.setCookies, 'sid');
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    expect(sid).toMatch(/Path=\//);
    expect(sid).not.toMatch(/Secure/);
    expect(cookieLine(res.setCookies, '__Host-sid')).toBeUndefined();
    expect(cookieLine(res.setCookies, 'uid')).not.toMatch(/HttpOnly/);
    expect(cookieLine(res.setCookies, 'nickname')).not.toMatch(/HttpOnly/);
  });

  it.each([
    ['https localhost', 'localhost:3000', 'https' as const],
    ['https on a real host', 'www.example.com', 'https' as const],
    ['http on a real host', 'www.example.com', 'http' as const],
  ])('uses `__Host-sid` with Secure on %s', async (_label, host, proto) => {
    const res = await call(app, LOGIN, { form: { email: 'trader@demo.test', password: 'Demo-pass-2026' }, host, proto });
    const sid = cookieLine(res.setCookies, '__Host-sid');
    expect(sid).toBeDefined();
    for (const flag of ['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']) expect(sid).toContain(flag);
    expect(sid).not.toMatch(/Domain=/i);
    for (const name of ['uid', 'nickname']) {
      const line = cookieLine(res.setCookies, name);
      expect(line).toContain('Secure');
      expect(line).toContain('SameSite=Lax');
      expect(line).not.toContain('HttpOnly');
    }
    const cookies = cookieValues(res.setCookies);
    const info = await call(app, INFO, { cookies, host, proto });
    expect(getUserInfo.answer.parse(info.json).data.uid).toBe(10000001);
  });

  it('expires sessions after 30 days', async () => {
    const cookies = await loginAs(app, 'newbie@demo.test');
    expect((await call(app, INFO, { cookies })).status).toBe(200);
    const saved = clock;
    clock = new Date(clock.getTime() + 30 * 24 * 60 * 60 * 1000 + 1000);
    expectError(await call(app, INFO, { cookies }), 401, 40101);
    clock = saved;
  });

  it('treats a forged or garbage session cookie as a guest', async () => {
    expectError(await call(app, INFO, { cookies: { sid: 'x'.repeat(43) } }), 401, 40101);
    expectError(await call(app, INFO, { cookies: { '__Host-sid': '%%%' } }), 401, 40101);
  });
});

describe('logout', () => {
  it('ends this session and clears the session, uid, nickname, pver and sign cookies', async () => {
    const mine = await loginAs(app, 'sub@demo.test');
    const other = await loginAs(app, 'sub@demo.test');
    const res = await call(app, LOGOUT, { method: 'POST', cookies: { ...mine, pver: '1', sign: 'abc' } });
    expect(res.status).toBe(200);
    expect(logout.answer.parse(res.json).code).toBe(0);
    for (const name of ['sid', 'uid', 'nickname', 'pver', 'sign']) {
      expect(cookieLine(res.setCookies, name)).toMatch(/Max-Age=0/);
    }
    expectError(await call(app, INFO, { cookies: mine }), 401, 40101);
    // Only this device: the other session lives on.
    expect((await call(app, INFO, { cookies: other })).status).toBe(200);
    expectError(await call(app, LOGOUT, { method: 'POST', cookies: mine }), 401, 40101);
  });

  it('logoutAll ends every session of the user and no one else’s', async () => {
    const first = await loginAs(app, 'withdrawonly@demo.test');
    const second = await loginAs(app, 'withdrawonly@demo.test');
    const bystander = await loginAs(app, 'newbie@demo.test');
    const res = await call(app, LOGOUT_ALL, { method: 'POST', cookies: first });
    expect(res.status).toBe(200);
    expect(logoutAll.answer.parse(res.json).code).toBe(0);
    expect(cookieLine(res.setCookies, 'sid')).toMatch(/Max-Age=0/);
    expectError(await call(app, INFO, { cookies: first }), 401, 40101);
    expectError(await call(app, INFO, { cookies: second }), 401, 40101);
    const [user] = await handle.db.select().from(users).where(eq(users.email, 'withdrawonly@demo.test'));
    const left = await handle.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    expect(left).toEqual([]);
    expect((await call(app, INFO, { cookies: bystander })).status).toBe(200);
  });

  it('needs a session', async () => {
    expectError(await call(app, LOGOUT, { method: 'POST' }), 401, 40101, 'Login required');
    expectError(await call(app, LOGOUT_ALL, { method: 'POST' }), 401, 40101, 'Login required');
  });
});

describe('get_info', () => {
  it('answers a guest with 401 40101', async () => {
    expectError(await call(app, INFO), 401, 40101, 'Login required');
  });

  // verified answers the KYC code of the account's level (doc 2 §3): fully verified (level 2) 1, basic (level 1) 2, company 3, none 0
  it.each([
    ['trader@demo.test', { verified: 1, tier_level: 3, is_sub: 0, is_sub_account: false, white_list_show: false }],
    ['sub@demo.test', { is_sub: 1, is_sub_account: true }],
    ['whitelist@demo.test', { white_list_show: true, verified: 1 }],
    ['newbie@demo.test', { verified: 0, tier_level: 0 }],
    ['uz@demo.test', { verified: 2 }],
    ['business@demo.test', { verified: 3 }],
    ['risk@demo.test', { is_risk_user: true }],
    ['withdrawonly@demo.test', { is_withdraw_only_user: true }],
  ])('describes %s', async (email, expected) => {
    const cookies = await loginAs(app, email);
    const res = await call(app, INFO, { cookies });
    expect(res.status).toBe(200);
    const data = getUserInfo.answer.parse(res.json).data;
    expect(data).toMatchObject({ is_login: true, curr_fiat: 'USD', ...expected });
    expect(String(data.uid)).toBe(cookies.uid);
  });
});

describe('get_user_tier', () => {
  it('answers data as a JSON string the contract parses', async () => {
    const cookies = await loginAs(app, 'trader@demo.test');
    const res = await call(app, TIER, { cookies });
    expect(res.status).toBe(200);
    const raw = res.json as { data: unknown };
    expect(typeof raw.data).toBe('string');
    const tier = getUserTier.answer.parse(res.json).data;
    expect(tier).toMatchObject({
      tier_level: 3,
      tier_all_trade_usdt: '3250000.00',
      tier_next_usdt: '7500000',
      tier_next_progress: 43.33,
      curr_fiat: 'USD',
    });
  });

  it('answers a guest with 401', async () => {
    expectError(await call(app, TIER), 401, 40101);
  });
});
