import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeRecords } from '@exchange/contract/herald';
import { endOtherSessions, endSession, listSessions, loginHistory } from '@exchange/contract/sessions';
import { getUserInfo, login, signup } from '@exchange/contract/usercenter';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { loginEvents, sessions, users } from '../db/schema';
import { userAgentInfo } from '../domain/devices';
import { MAX_FAILURES_PER_PAIR } from '../security/rateLimit';
import { createPasswordSession } from '../security/sessions';
import { freshDb } from '../../test/freshDb';
import { call, cookieValues, expectRefusal, loginAs } from '../../test/http';

const PASSWORD = 'Sup3r-secret';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID_TABLET = 'Mozilla/5.0 (Android 14; Tablet; rv:128.0) Gecko/128.0 Firefox/128.0';

let handle: DbHandle;
let clock = new Date('2026-03-01T12:00:00Z');
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await freshDb();
  app = createApp(handle.db, { now: () => clock, countrySources: { header: undefined, devCookie: true } });
});
afterAll(async () => {
  await handle.close();
});

/** Signs an account up and answers its email and the sign-up's cookies. */
async function freshAccount(name: string): Promise<{ email: string; cookies: Record<string, string> }> {
  const email = `${name}@sessions.test`;
  const res = await call(app, signup.path, { form: { email, password: PASSWORD }, headers: { 'user-agent': CHROME_WINDOWS } });
  expect(res.status).toBe(200);
  return { email, cookies: cookieValues(res.setCookies) };
}

/** Logs in as `email` from a browser (its User-Agent, address and country). */
async function logInFrom(email: string, from: { ua: string; ip: string; country?: string }): Promise<Record<string, string>> {
  const res = await call(app, login.path, {
    form: { email, password: PASSWORD },
    headers: { 'user-agent': from.ua, 'x-forwarded-for': from.ip },
    cookies: from.country ? { dev_country: from.country } : {},
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return cookieValues(res.setCookies);
}

async function sessionsOf(cookies: Record<string, string>) {
  const res = await call(app, listSessions.path, { cookies });
  expect(res.status).toBe(200);
  return listSessions.answer.parse(res.json).data.list;
}

const loggedIn = async (cookies: Record<string, string>) => (await call(app, getUserInfo.path, { cookies })).status === 200;

describe('the user agent', () => {
  it('names the browser, the system and the kind of device', () => {
    expect(userAgentInfo(CHROME_WINDOWS)).toEqual({ browser: 'Chrome', os: 'Windows', device: 'desktop' });
    expect(userAgentInfo(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS', device: 'phone' });
    expect(userAgentInfo(FIREFOX_ANDROID_TABLET)).toEqual({ browser: 'Firefox', os: 'Android', device: 'tablet' });
    expect(userAgentInfo('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36')).toEqual({
      browser: 'Chrome',
      os: 'Android',
      device: 'phone',
    });
    expect(userAgentInfo('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1').device).toBe('tablet');
    expect(userAgentInfo('curl/8.5.0')).toEqual({ browser: '', os: '', device: 'desktop' });
    expect(userAgentInfo(undefined)).toEqual({ browser: '', os: '', device: 'desktop' });
  });
});

describe('sessions', () => {
  it('lists every live session with its device, browser, address, place, times and method, this one first and marked', async () => {
    const { email, cookies: signedUp } = await freshAccount('lister');
    clock = new Date(clock.getTime() + 60_000);
    const phone = await logInFrom(email, { ua: SAFARI_IPHONE, ip: '198.51.100.20', country: 'DE' });
    clock = new Date(clock.getTime() + 60_000);
    const tablet = await logInFrom(email, { ua: FIREFOX_ANDROID_TABLET, ip: '198.51.100.30' });

    const list = await sessionsOf(phone);
    expect(list).toHaveLength(3);
    expect(list[0]).toMatchObject({ current: true, device: 'phone', browser: 'Safari', os: 'iOS', ip: '198.51.100.20', place: 'DE', method: 'password' });
    expect(list[0]?.created_ms).toBe(clock.getTime() - 60_000);
    // then by last activity, newest first: the tablet's login, then the sign-up
    expect(list.slice(1).map((s) => [s.device, s.method, s.current, s.place])).toEqual([
      ['tablet', 'password', false, ''],
      ['desktop', 'signup', false, ''],
    ]);
    expect(list.find((s) => s.method === 'signup')?.last_seen_ms).toBe(new Date(clock.getTime() - 120_000).getTime());
    // each browser sees itself as the current one
    expect((await sessionsOf(tablet)).find((s) => s.current)?.device).toBe('tablet');
    expect((await sessionsOf(signedUp)).find((s) => s.current)?.method).toBe('signup');
  });

  it('ends one other session: that browser is logged out, the others stay; the current one and another user’s are refused and nothing ends', async () => {
    const { email, cookies: first } = await freshAccount('ender');
    const second = await logInFrom(email, { ua: SAFARI_IPHONE, ip: '198.51.100.40' });
    const third = await logInFrom(email, { ua: CHROME_WINDOWS, ip: '198.51.100.41' });
    const list = await sessionsOf(first);
    const idOf = (ip: string) => list.find((s) => s.ip === ip)?.id ?? '';
    const current = list.find((s) => s.current)?.id ?? '';

    // another user's session: 404, and it stays
    const other = await freshAccount('bystander');
    const otherId = (await sessionsOf(other.cookies))[0]?.id ?? '';
    expectRefusal(await call(app, endSession.path, { form: { id: otherId }, cookies: first }), 404, 'No live session of yours has this id');
    expect(await loggedIn(other.cookies)).toBe(true);
    expectRefusal(await call(app, endSession.path, { form: { id: '2147483647' }, cookies: first }), 404);
    // the current session: log out instead
    expectRefusal(await call(app, endSession.path, { form: { id: current }, cookies: first }), 400, 'This is the session you are using: log out to end it');
    expect(await loggedIn(first)).toBe(true);
    // no CSRF: refused, nothing ends
    expect((await call(app, endSession.path, { form: { id: idOf('198.51.100.40') }, cookies: first, csrf: false })).status).toBe(403);
    expect(await loggedIn(second)).toBe(true);

    const ended = await call(app, endSession.path, { form: { id: idOf('198.51.100.40') }, cookies: first });
    expect(ended.status).toBe(200);
    expect(endSession.answer.parse(ended.json).data.id).toBe(idOf('198.51.100.40'));
    expect(await loggedIn(second)).toBe(false);
    expect(await loggedIn(third)).toBe(true);
    expect(await loggedIn(first)).toBe(true);
    // ended already: not found
    expectRefusal(await call(app, endSession.path, { form: { id: idOf('198.51.100.40') }, cookies: first }), 404);
  });

  it('ends every other session and keeps the current one; another user’s sessions are untouched', async () => {
    const { email, cookies: first } = await freshAccount('others');
    const second = await logInFrom(email, { ua: SAFARI_IPHONE, ip: '198.51.100.50' });
    const third = await logInFrom(email, { ua: FIREFOX_ANDROID_TABLET, ip: '198.51.100.51' });
    const bystander = await freshAccount('bystander2');
    const res = await call(app, endOtherSessions.path, { method: 'POST', cookies: second });
    expect(res.status).toBe(200);
    expect(endOtherSessions.answer.parse(res.json).data.ended).toBe(2);
    expect([await loggedIn(first), await loggedIn(second), await loggedIn(third), await loggedIn(bystander.cookies)]).toEqual([false, true, false, true]);
    expect((await sessionsOf(second)).map((s) => s.current)).toEqual([true]);
    const again = await call(app, endOtherSessions.path, { method: 'POST', cookies: second });
    expect(endOtherSessions.answer.parse(again.json).data.ended).toBe(0);
  });

  it('answers guests 401 and refuses malformed ids', async () => {
    expectRefusal(await call(app, listSessions.path), 401);
    expectRefusal(await call(app, loginHistory.path), 401);
    expectRefusal(await call(app, endSession.path, { form: { id: '1' } }), 401);
    expectRefusal(await call(app, endOtherSessions.path, { method: 'POST' }), 401);
    const cookies = await loginAs(app, 'newbie@demo.test');
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) expectRefusal(await call(app, endSession.path, { form: { id }, cookies }), 400);
  });

  it('the "New login" notice links to the sessions page', async () => {
    const { email } = await freshAccount('noticed');
    const cookies = await logInFrom(email, { ua: SAFARI_IPHONE, ip: '198.51.100.60' });
    const res = await call(app, `${noticeRecords.path}?type=sys_notice&page=1&size=10`, { cookies });
    const notice = noticeRecords.answer.parse(res.json).data.list.find((n) => n.title === 'New login to your account');
    expect(notice?.notification).toMatchObject({ type: 'security', extras: { url: '/myaccount/security-setting/devices' } });
    expect(notice?.content).toContain('Safari on iOS');
  });
});

describe('a password login racing a password change', () => {
  it('makes no session when the password changed after the login checked it: the change ended every session, and the old password makes none', async () => {
    const { email } = await freshAccount('racer');
    const [checked] = await handle.db.select().from(users).where(eq(users.email, email));
    if (!checked) throw new Error('no account');
    const origin = { method: 'password', userAgent: CHROME_WINDOWS, ip: '203.0.113.9', place: '' } as const;
    const before = (await handle.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, checked.id))).at(0)?.n;
    // a reset commits between the login's password check (`checked`) and its session
    await handle.db
      .update(users)
      .set({ passwordHash: `${checked.passwordHash}-changed` })
      .where(eq(users.id, checked.id));
    expect(await createPasswordSession(handle.db, checked, clock, origin)).toBeNull();
    expect((await handle.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, checked.id))).at(0)?.n).toBe(before);
    // with the password it checked still in place, the login gets its session
    const [now] = await handle.db.select().from(users).where(eq(users.id, checked.id));
    if (!now) throw new Error('no account');
    expect(await createPasswordSession(handle.db, now, clock, origin)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('login history', () => {
  async function eventsOf(userId: number): Promise<number> {
    const [row] = await handle.db.select({ n: count() }).from(loginEvents).where(eq(loginEvents.userId, userId));
    return row?.n ?? -1;
  }
  async function allEvents(): Promise<number> {
    const [row] = await handle.db.select({ n: count() }).from(loginEvents);
    return row?.n ?? -1;
  }
  async function idOf(email: string): Promise<number> {
    const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id ?? -1;
  }

  it('records wrong passwords and rate-limited attempts against an existing account, nothing for unknown emails, and answers both alike', async () => {
    const { email, cookies } = await freshAccount('history');
    const userId = await idOf(email);
    const from = { 'user-agent': SAFARI_IPHONE, 'x-forwarded-for': '198.51.100.70' };

    const before = await allEvents();
    const unknown = await call(app, login.path, { form: { email: 'nobody-here@sessions.test', password: 'Wrong-pass-1' }, headers: from });
    expect(await allEvents()).toBe(before);
    const wrong = await call(app, login.path, { form: { email, password: 'Wrong-pass-1' }, headers: from, cookies: { dev_country: 'FR' } });
    expect([wrong.status, wrong.json]).toEqual([unknown.status, unknown.json]);
    expect(await eventsOf(userId)).toBe(2); // the sign-up and the failure

    // fill the (email, address) limit, then one more: refused by the limit, recorded once
    for (let i = 1; i < MAX_FAILURES_PER_PAIR; i += 1) await call(app, login.path, { form: { email, password: 'Wrong-pass-1' }, headers: from });
    const limited = await call(app, login.path, { form: { email, password: PASSWORD }, headers: from });
    const limitedAgain = await call(app, login.path, { form: { email, password: PASSWORD }, headers: from });
    expect([limited.status, limitedAgain.status]).toEqual([429, 429]);
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i += 1)
      await call(app, login.path, { form: { email: 'nobody-here@sessions.test', password: 'x' }, headers: from });
    const limitedUnknown = await call(app, login.path, { form: { email: 'nobody-here@sessions.test', password: 'x' }, headers: from });
    expect([limitedUnknown.status, limitedUnknown.json]).toEqual([limited.status, limited.json]);

    clock = new Date(clock.getTime() + 1000);
    await logInFrom(email, { ua: CHROME_WINDOWS, ip: '198.51.100.71' });
    const res = await call(app, `${loginHistory.path}?page=1&size=50`, { cookies });
    const { list, total } = loginHistory.answer.parse(res.json).data;
    expect(total).toBe(1 + MAX_FAILURES_PER_PAIR + 1 + 1);
    expect(list[0]).toMatchObject({ success: true, reason: '', method: 'password', browser: 'Chrome', os: 'Windows', device: 'desktop', ip: '198.51.100.71' });
    expect(list.filter((e) => e.reason === 'rate_limited')).toHaveLength(1);
    expect(list.filter((e) => e.reason === 'password')).toHaveLength(MAX_FAILURES_PER_PAIR);
    expect(list.find((e) => e.place === 'FR')).toMatchObject({ success: false, reason: 'password', device: 'phone', browser: 'Safari', ip: '198.51.100.70' });
    expect(list.at(-1)).toMatchObject({ success: true, method: 'signup' });
    // newest first
    expect(list.map((e) => e.at_ms)).toEqual([...list.map((e) => e.at_ms)].sort((a, b) => b - a));
  });

  it('pages newest first, shows 90 days, and shows only the caller’s own events', async () => {
    const { email, cookies } = await freshAccount('pager');
    const userId = await idOf(email);
    const day = 24 * 60 * 60 * 1000;
    const base = { userId, method: 'password', userAgent: CHROME_WINDOWS, ip: '198.51.100.80', place: 'JP' };
    await handle.db.insert(loginEvents).values([
      { ...base, at: new Date(clock.getTime() - 91 * day), success: true },
      { ...base, at: new Date(clock.getTime() - 89 * day), success: false, reason: 'second_factor' },
      { ...base, at: new Date(clock.getTime() - 2 * day), success: true },
    ]);
    const page = async (n: number) => loginHistory.answer.parse((await call(app, `${loginHistory.path}?page=${n}&size=2`, { cookies })).json).data;
    const first = await page(1);
    const second = await page(2);
    expect(first.total).toBe(3); // the sign-up, the two within 90 days
    expect(first.list.map((e) => e.method)).toEqual(['signup', 'password']);
    expect(second.list).toHaveLength(1);
    expect(second.list[0]).toMatchObject({ success: false, reason: 'second_factor', place: 'JP' });
    expect((await page(3)).list).toEqual([]);
    // another account sees none of these
    const other = await freshAccount('pager-other');
    const theirs = loginHistory.answer.parse((await call(app, loginHistory.path, { cookies: other.cookies })).json).data;
    expect(theirs.list.map((e) => e.method)).toEqual(['signup']);
    expectRefusal(await call(app, `${loginHistory.path}?size=51`, { cookies }), 400);
    expect(
      (
        await handle.db
          .select({ n: count() })
          .from(sessions)
          .where(and(eq(sessions.userId, userId)))
      ).at(0)?.n,
      'reading changes no session',
    ).toBe(1);
  });
});
