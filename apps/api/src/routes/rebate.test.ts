import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rebateUserInfo, verifyInviteInfo } from '@exchange/contract/rebate';
import { INVITE_CLOSED, INVITE_OK, INVITE_UNKNOWN } from '@exchange/contract/referral-codes';
import { countries, referralAccounts, referrals, users } from '../db/schema';
import { createApp } from '../app';
import { INVITE_CHECK_WINDOW_MS, MAX_INVITE_CHECKS_PER_IP } from '../security/rateLimit';
import { useFreshApp } from '../../test/freshDb';
import { call, cookieValues, INTERNET, loginAs } from '../../test/http';
import { signup } from '@exchange/contract/usercenter';

const INFO = rebateUserInfo.path;
const VERIFY = verifyInviteInfo.path;
const SIGNUP = signup.path;
const t = useFreshApp({ countrySources: { header: undefined, devCookie: true } });

async function info(cookies?: Record<string, string>) {
  const res = await call(t.app, INFO, { cookies });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return rebateUserInfo.answer.parse(res.json);
}

async function verify(query: string) {
  const res = await call(t.app, `${VERIFY}?${query}`);
  return { status: res.status, json: res.json };
}

describe('rebate/get_user_info', () => {
  it('gives a guest the fallback answer with code 0', async () => {
    expect(await info()).toEqual(rebateUserInfo.fallback);
  });

  it('gives the affiliate its code, role and an opaque, stable encrypted_uid', async () => {
    const cookies = await loginAs(t.app, 'affiliate@demo.test');
    const first = await info(cookies);
    expect(first.data).toMatchObject({ kol_code: 'AFFDEMO26', agency_type: 1 });
    expect(first.data.encrypted_uid).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.data.encrypted_uid).not.toContain(cookies.uid);
    expect((await info(cookies)).data).toEqual(first.data);
    expect((await info(await loginAs(t.app, 'partner@demo.test'))).data).toMatchObject({ kol_code: 'CLOSED26', agency_type: 3 });
  });

  it('gives every account its own code (created on first need for an account that has none)', async () => {
    const [trader] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'trader@demo.test'));
    await t.handle.db.delete(referralAccounts).where(eq(referralAccounts.userId, trader?.id ?? 0));
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const created = (await info(cookies)).data;
    expect(created.kol_code).toMatch(/^[A-Z2-9]{8}$/);
    expect(created.agency_type).toBe(0);
    expect((await info(cookies)).data).toEqual(created);
    expect((await info(await loginAs(t.app, 'newbie@demo.test'))).data.kol_code).not.toBe(created.kol_code);
  });

  it('takes no parameters: asking for another uid is a 400', async () => {
    const res = await call(t.app, `${INFO}?uid=10000001`, { cookies: await loginAs(t.app, 'newbie@demo.test') });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 40001, message: 'Unknown field: uid' });
  });
});

describe('rebate/verify_invite_info', () => {
  it('answers 0 for an open code, 10530135 for a closed one, INVITE_UNKNOWN for an unknown one (HTTP 200 each)', async () => {
    expect(await verify('invite_code=AFFDEMO26')).toEqual({ status: 200, json: { code: INVITE_OK, message: 'success' } });
    expect(await verify('invite_code=AFFDEMO26&ref_type=103')).toMatchObject({ status: 200, json: { code: INVITE_OK } });
    expect(await verify('invite_code=CLOSED26')).toMatchObject({ status: 200, json: { code: INVITE_CLOSED } });
    expect(INVITE_CLOSED).toBe(10530135);
    expect(await verify('invite_code=NOSUCH1')).toMatchObject({ status: 200, json: { code: INVITE_UNKNOWN } });
    // Codes are exact: another case is another (unknown) code.
    expect(await verify('invite_code=affdemo26')).toMatchObject({ status: 200, json: { code: INVITE_UNKNOWN } });
    for (const query of ['invite_code=AFFDEMO26', 'invite_code=CLOSED26', 'invite_code=X']) {
      const res = await call(t.app, `${VERIFY}?${query}`);
      expect(() => verifyInviteInfo.answer.parse(res.json)).not.toThrow();
    }
  });

  it.each([
    ['', 'invite_code is required'],
    ['invite_code=', 'invite_code must be 1 to 32 letters, digits, _ or -'],
    ['invite_code=a%20b', 'invite_code must be 1 to 32 letters, digits, _ or -'],
    [`invite_code=${'A'.repeat(33)}`, 'invite_code must be 1 to 32 letters, digits, _ or -'],
    ['invite_code=AFFDEMO26&ref_type=%3Cscript%3E', 'ref_type must be 1 to 16 letters, digits, _ or -'],
    ['invite_code=AFFDEMO26&uid=1', 'Unknown field: uid'],
  ])('refuses %j with a 400 JSON message', async (query, message) => {
    expect(await verify(query)).toEqual({ status: 400, json: { code: 40001, message } });
  });
});

describe('sign-up with referral cookies', () => {
  async function signupWith(email: string, cookies: Record<string, string>, ip: string) {
    const res = await call(t.app, SIGNUP, { form: { email, password: 'Good-pass-123' }, cookies, headers: { 'x-forwarded-for': ip } });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const [row] = await t.handle.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no user');
    const [referral] = await t.handle.db.select().from(referrals).where(eq(referrals.userId, row.id));
    return { user: row, referral, cookies: cookieValues(res.setCookies) };
  }

  it('records the referrer when ref_uid verifies, with type, channel and group', async () => {
    const { referral, cookies } = await signupWith(
      'referred@example.com',
      { ref_uid: 'AFFDEMO26', ref_type: '103', ref_channel: 'twitter', group_id: 'spring-2026' },
      '10.9.0.1',
    );
    const [affiliate] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'affiliate@demo.test'));
    expect(referral).toMatchObject({ referrerId: affiliate?.id, inviteCode: 'AFFDEMO26', refType: '103', channel: 'twitter', groupId: 'spring-2026' });
    // The new account has a code of its own at once.
    expect((await info(cookies)).data.kol_code).toMatch(/^[A-Z2-9]{8}$/);
  });

  it('records nothing for a closed, unknown or malformed code; malformed tags are dropped', async () => {
    expect((await signupWith('closed@example.com', { ref_uid: 'CLOSED26' }, '10.9.0.2')).referral).toBeUndefined();
    expect((await signupWith('unknown@example.com', { ref_uid: 'NOSUCH1' }, '10.9.0.3')).referral).toBeUndefined();
    expect((await signupWith('bad@example.com', { ref_uid: '<x>' }, '10.9.0.4')).referral).toBeUndefined();
    expect((await signupWith('none@example.com', {}, '10.9.0.5')).referral).toBeUndefined();
    const { referral } = await signupWith('tags@example.com', { ref_uid: 'AFFDEMO26', ref_channel: 'a b<c>' }, '10.9.0.6');
    expect(referral).toMatchObject({ inviteCode: 'AFFDEMO26', channel: null, refType: null });
  });

  it('sets the new account’s country from the visitor’s location (0 when unknown)', async () => {
    const [br] = await t.handle.db.select({ code: countries.code }).from(countries).where(eq(countries.iso2, 'BR'));
    expect((await signupWith('brazil@example.com', { dev_country: 'BR' }, '10.9.0.7')).user.country).toBe(br?.code);
    expect((await signupWith('nowhere@example.com', {}, '10.9.0.8')).user.country).toBe(0);
  });
});

describe('rebate/verify_invite_info rate limit', () => {
  it('answers 30 checks a minute per address under 40 parallel ones, then 429; another address, a direct client and the next minute are counted apart', async () => {
    let now = new Date('2026-11-24T00:00:00Z');
    const app = createApp(t.handle.db, { now: () => now, countrySources: { header: undefined, devCookie: true } });
    const check = (ip: string, peer?: string) => call(app, `${VERIFY}?invite_code=NOSUCH1`, { headers: { 'x-forwarded-for': ip }, ...(peer ? { peer } : {}) });
    const results = await Promise.all(Array.from({ length: 40 }, () => check('10.30.0.1')));
    expect(results.filter((r) => r.status === 200)).toHaveLength(MAX_INVITE_CHECKS_PER_IP);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(40 - MAX_INVITE_CHECKS_PER_IP);
    expect(refused[0]?.json).toMatchObject({ code: 42901 });
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // another visitor behind the web server has a budget of its own
    expect((await check('10.30.0.2')).status).toBe(200);
    // a client reaching the API directly cannot buy fresh budgets with X-Forwarded-For: its own address counts
    const direct = await Promise.all(Array.from({ length: MAX_INVITE_CHECKS_PER_IP + 1 }, (_, i) => check(`10.31.0.${i}`, INTERNET)));
    expect(direct.filter((r) => r.status === 429)).toHaveLength(1);
    // the next minute: the window has moved on
    now = new Date(now.getTime() + INVITE_CHECK_WINDOW_MS + 1_000);
    expect((await check('10.30.0.1')).status).toBe(200);
  });
});
