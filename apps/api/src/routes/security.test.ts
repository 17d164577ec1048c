import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noticeRecords } from '@exchange/contract/herald';
import { changeFundPassword, changeLoginPassword, securityOverview, setAntiPhishingCode, setFundPassword } from '@exchange/contract/security';
import { getUserInfo, login } from '@exchange/contract/usercenter';
import { passkeys, securityAttempts } from '../db/schema';
import { verifyPassword } from '../security/password';
import { DEMO_PASSWORD } from '../seed/data/users';
import { call, loginAs, type Call } from '../../test/http';
import { authenticatorCode, expectRefused, sessionCount, useSecurityApp, userRow, type MemberExtras } from '../../test/members';

/**
 * Security settings (contract packages/contract/src/security.ts): the overview, get_info's
 * safe_level, the login password, the fund password and the anti-phishing code. The
 * authenticator's calls are in security-totp.test.ts.
 */
const SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';
const NEW_PASSWORD = 'Brand-new-2027';
const WRONG_PASSWORD = 'Incorrect password or verification code';
const t = useSecurityApp('2026-05-01T12:00:10Z', 'sec');
const member = (extras: MemberExtras = {}) => t.member(extras);
const code = (steps = 0) => authenticatorCode(SECRET, t.clock, steps);
const post = (path: string, cookies: Record<string, string>, form: Record<string, string>, csrf = true): Promise<Call> =>
  call(t.app, path, { cookies, form, csrf });
async function overview(cookies: Record<string, string>) {
  const res = await call(t.app, securityOverview.path, { cookies });
  expect(res.status).toBe(200);
  return securityOverview.answer.parse(res.json).data;
}
async function notices(cookies: Record<string, string>) {
  const res = await call(t.app, `${noticeRecords.path}?type=private_notice`, { cookies });
  expect(res.status).toBe(200);
  return noticeRecords.answer.parse(res.json).data;
}
async function attempts(userId: number, action: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(securityAttempts)
    .where(and(eq(securityAttempts.userId, userId), eq(securityAttempts.action, action)));
  return row?.n ?? -1;
}
async function loginStatus(email: string, password: string): Promise<number> {
  return (await call(t.app, login.path, { form: { email, password } })).status;
}

describe('the security overview and safe_level', () => {
  it('answers the owner what is set up, and 401 to a guest', async () => {
    const plain = await member();
    // nothing set up: the same as the contract's fallback, which shows nothing as on
    expect(await overview(plain.cookies)).toEqual(securityOverview.fallback.data);
    const guarded = await member({ totpSecret: SECRET, fundPassword: 'Fund-pass-2026', antiPhishingCode: 'Blue-Heron-7' });
    expect(await overview(guarded.cookies)).toMatchObject({ fund_password: true, totp: true, anti_phishing_code: 'Blue-Heron-7', safe_level: 3 });
    expectRefused(await call(t.app, securityOverview.path), 401);
  });

  it('makes get_info’s safe_level one point per protection: authenticator, passkey, fund password, anti-phishing code', async () => {
    const level = async (cookies: Record<string, string>) => getUserInfo.answer.parse((await call(t.app, getUserInfo.path, { cookies })).json).data.safe_level;
    expect(await level((await member()).cookies)).toBe(0);
    expect(await level((await member({ fundPassword: 'Fund-pass-2026' })).cookies)).toBe(1);
    expect(await level((await member({ totpSecret: SECRET, fundPassword: 'Fund-pass-2026' })).cookies)).toBe(2);
    const full = await member({ totpSecret: SECRET, fundPassword: 'Fund-pass-2026', antiPhishingCode: 'Blue-Heron-7' });
    expect(await level(full.cookies)).toBe(3);
    await t.db.insert(passkeys).values({ userId: full.id, credentialId: `cred-${String(full.id)}`, publicKey: 'pk', name: 'Laptop', createdAt: t.clock });
    expect(await level(full.cookies)).toBe(4);
    expect(await overview(full.cookies)).toMatchObject({ passkeys: 1, safe_level: 4 });
  });
});

describe('changing the login password', () => {
  it('without a second factor: the current password, then every other session ends, a notice and a mail', async () => {
    const m = await member({ antiPhishingCode: 'Kite-42' });
    const other = await loginAs(t.app, m.email);
    const third = await loginAs(t.app, m.email);
    expect(await sessionCount(t.db, m.id)).toBe(3);
    const res = await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(changeLoginPassword.answer.parse(res.json).data).toEqual({ sessions_ended: 2 });
    // this session goes on; the others are gone
    expect((await call(t.app, securityOverview.path, { cookies: m.cookies })).status).toBe(200);
    expectRefused(await call(t.app, securityOverview.path, { cookies: other }), 401);
    expectRefused(await call(t.app, securityOverview.path, { cookies: third }), 401);
    expect(await sessionCount(t.db, m.id)).toBe(1);
    const row = await userRow(t.db, m.id);
    expect(await verifyPassword(NEW_PASSWORD, row.passwordHash)).toBe(true);
    expect(row.passwordChangedAt).toEqual(t.clock);
    expect((await overview(m.cookies)).password_changed_ms).toBe(t.clock.getTime());
    expect(await loginStatus(m.email, DEMO_PASSWORD)).toBe(401);
    expect(await loginStatus(m.email, NEW_PASSWORD)).toBe(200);
    const list = await notices(m.cookies);
    expect(list.list[0]).toMatchObject({ title: 'Login password changed', type: 'private_notice' });
    expect(list.list[0]?.notification?.extras.web_url).toBe('/myaccount/security-setting');
    const mail = await t.mailTo(m.email);
    expect(mail.map((x) => x.subject)).toEqual(['Login password changed']);
    expect(mail[0]?.text.split('\n')[0]).toContain('Kite-42');
    expect(await attempts(m.id, 'password')).toBe(0);
  });

  it('with an authenticator: needs a code, refuses a wrong one and a replayed one, and changes nothing then', async () => {
    const m = await member({ totpSecret: SECRET });
    const other = await loginAs(t.app, m.email);
    const before = (await userRow(t.db, m.id)).passwordHash;
    expectRefused(
      await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: NEW_PASSWORD }),
      400,
      /authenticator code or a passkey/,
    );
    expectRefused(await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: NEW_PASSWORD, totp: code(5) }), 400, WRONG_PASSWORD);
    expectRefused(await post(changeLoginPassword.path, m.cookies, { password: 'Wrong-pass-1', new_password: NEW_PASSWORD, totp: code() }), 400, WRONG_PASSWORD);
    expect((await userRow(t.db, m.id)).passwordHash).toBe(before);
    expect(await sessionCount(t.db, m.id)).toBe(2);
    const used = code();
    expect((await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: NEW_PASSWORD, totp: used })).status).toBe(200);
    expectRefused(await call(t.app, securityOverview.path, { cookies: other }), 401);
    // the same code again (changing it back) is refused: a code confirms one change
    expectRefused(await post(changeLoginPassword.path, m.cookies, { password: NEW_PASSWORD, new_password: DEMO_PASSWORD, totp: used }), 400, WRONG_PASSWORD);
    expect(await verifyPassword(NEW_PASSWORD, (await userRow(t.db, m.id)).passwordHash)).toBe(true);
    // the next step's code is another code
    expect((await post(changeLoginPassword.path, m.cookies, { password: NEW_PASSWORD, new_password: DEMO_PASSWORD, totp: code(1) })).status).toBe(200);
  });

  it('refuses a wrong current password, the same password, a weak one, a factor the account lacks, no CSRF and a guest', async () => {
    const m = await member();
    const other = await loginAs(t.app, m.email);
    const before = (await userRow(t.db, m.id)).passwordHash;
    expectRefused(await post(changeLoginPassword.path, m.cookies, { password: 'Wrong-pass-1', new_password: NEW_PASSWORD }), 400, WRONG_PASSWORD);
    expectRefused(await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: DEMO_PASSWORD }), 400, /must differ/);
    expectRefused(await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: 'short1' }), 400, /at least 8/);
    expectRefused(await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: 'lettersonly' }), 400, /digit/);
    expectRefused(
      await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: NEW_PASSWORD, totp: code() }),
      400,
      /no such second factor/,
    );
    expectRefused(await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: NEW_PASSWORD }, false), 403);
    expectRefused(await call(t.app, changeLoginPassword.path, { form: { password: DEMO_PASSWORD, new_password: NEW_PASSWORD } }), 401);
    const row = await userRow(t.db, m.id);
    expect(row.passwordHash).toBe(before);
    expect(row.passwordChangedAt).toBeNull();
    expect(await sessionCount(t.db, m.id)).toBe(2);
    expect((await call(t.app, securityOverview.path, { cookies: other })).status).toBe(200);
    expect(await t.mailTo(m.email)).toEqual([]);
    expect((await notices(m.cookies)).list).toEqual([]);
  });

  it('counts attempts before checking: 5 per 15 minutes, then 429 even for the right password', async () => {
    const m = await member();
    for (let i = 0; i < 5; i += 1)
      expectRefused(await post(changeLoginPassword.path, m.cookies, { password: `Wrong-pass-${String(i)}`, new_password: NEW_PASSWORD }), 400);
    expectRefused(await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: NEW_PASSWORD }), 429);
    expect(await verifyPassword(DEMO_PASSWORD, (await userRow(t.db, m.id)).passwordHash)).toBe(true);
    // past the window the right password goes through, and forgives the failures
    t.advance(15 * 60_000 + 1000);
    expect((await post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: NEW_PASSWORD })).status).toBe(200);
    expect(await attempts(m.id, 'password')).toBe(0);
  });

  it('holds the limit under 10 parallel wrong attempts: 5 checked, 5 refused unchecked', async () => {
    const m = await member();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(changeLoginPassword.path, m.cookies, { password: `Wrong-pass-${String(i)}`, new_password: NEW_PASSWORD })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    expect(await attempts(m.id, 'password')).toBe(5);
  });

  it('lets one of 8 parallel changes with one code through: the code is spent in the change’s transaction', async () => {
    const m = await member({ totpSecret: SECRET });
    const used = code();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(changeLoginPassword.path, m.cookies, { password: DEMO_PASSWORD, new_password: `Parallel-${String(i)}-pass`, totp: used }),
      ),
    );
    const winners = results.flatMap((r, i) => (r.status === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    for (const r of results) if (r.status !== 200) expect([400, 429]).toContain(r.status);
    expect(await verifyPassword(`Parallel-${String(winners[0])}-pass`, (await userRow(t.db, m.id)).passwordHash)).toBe(true);
    expect((await t.mailTo(m.email)).length).toBe(1);
  });
});

describe('the fund password', () => {
  it('sets one with the login password (no second factor), then refuses to set another', async () => {
    const m = await member({ antiPhishingCode: 'Otter_9' });
    expectRefused(await post(setFundPassword.path, m.cookies, { password: 'Wrong-pass-1', fund_password: 'Fund-pass-2030' }), 400, WRONG_PASSWORD);
    expectRefused(
      await post(setFundPassword.path, m.cookies, { password: DEMO_PASSWORD, fund_password: DEMO_PASSWORD }),
      400,
      /differ from the login password/,
    );
    expectRefused(await post(setFundPassword.path, m.cookies, { password: DEMO_PASSWORD, fund_password: 'Fund-pass-2030' }, false), 403);
    expect((await userRow(t.db, m.id)).fundPassHash).toBeNull();
    expect((await post(setFundPassword.path, m.cookies, { password: DEMO_PASSWORD, fund_password: 'Fund-pass-2030' })).status).toBe(200);
    expect(await verifyPassword('Fund-pass-2030', (await userRow(t.db, m.id)).fundPassHash ?? '')).toBe(true);
    expect((await overview(m.cookies)).fund_password).toBe(true);
    expectRefused(await post(setFundPassword.path, m.cookies, { password: DEMO_PASSWORD, fund_password: 'Fund-pass-2031' }), 400, /set already/);
    expect((await notices(m.cookies)).list.map((n) => n.title)).toEqual(['Fund password set']);
    const mail = await t.mailTo(m.email);
    expect(mail.map((x) => x.subject)).toEqual(['Fund password set']);
    expect(mail[0]?.text).toContain('Otter_9');
  });

  it('sets one with the login password and the authenticator when the account has one', async () => {
    const m = await member({ totpSecret: SECRET });
    expectRefused(await post(setFundPassword.path, m.cookies, { password: DEMO_PASSWORD, fund_password: 'Fund-pass-2030' }), 400, /authenticator code/);
    expect((await post(setFundPassword.path, m.cookies, { password: DEMO_PASSWORD, fund_password: 'Fund-pass-2030', totp: code() })).status).toBe(200);
  });

  it('changes it with the current fund password and the code; refuses a wrong one, the same one, a replayed code', async () => {
    const m = await member({ totpSecret: SECRET, fundPassword: 'Fund-pass-2026' });
    const before = (await userRow(t.db, m.id)).fundPassHash;
    const form = (overrides: Record<string, string>) => ({
      current_fund_password: 'Fund-pass-2026',
      fund_password: 'Fund-pass-2027',
      totp: code(),
      ...overrides,
    });
    expectRefused(
      await post(changeFundPassword.path, m.cookies, form({ current_fund_password: 'Fund-pass-1999' })),
      400,
      'Incorrect fund password or verification code',
    );
    expectRefused(await post(changeFundPassword.path, m.cookies, form({ fund_password: 'Fund-pass-2026' })), 400, /differ from the current/);
    expectRefused(await post(changeFundPassword.path, m.cookies, form({ totp: '' })), 400);
    expect((await userRow(t.db, m.id)).fundPassHash).toBe(before);
    const used = code();
    expect((await post(changeFundPassword.path, m.cookies, form({ totp: used }))).status).toBe(200);
    expect(await verifyPassword('Fund-pass-2027', (await userRow(t.db, m.id)).fundPassHash ?? '')).toBe(true);
    expectRefused(
      await post(changeFundPassword.path, m.cookies, form({ current_fund_password: 'Fund-pass-2027', fund_password: 'Fund-pass-2028', totp: used })),
      400,
    );
    expect((await notices(m.cookies)).list.map((n) => n.title)).toEqual(['Fund password changed']);
  });

  it('refuses a change while none is set, and holds the limit under 8 parallel wrong attempts', async () => {
    const none = await member();
    expectRefused(await post(changeFundPassword.path, none.cookies, { current_fund_password: 'x', fund_password: 'Fund-pass-2027' }), 400, /set one first/);
    const m = await member({ fundPassword: 'Fund-pass-2026' });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(changeFundPassword.path, m.cookies, { current_fund_password: `Nope-${String(i)}`, fund_password: 'Fund-pass-2027' }),
      ),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    expectRefused(await post(changeFundPassword.path, m.cookies, { current_fund_password: 'Fund-pass-2026', fund_password: 'Fund-pass-2027' }), 429);
    expect(await verifyPassword('Fund-pass-2026', (await userRow(t.db, m.id)).fundPassHash ?? '')).toBe(true);
  });
});

describe('the anti-phishing code', () => {
  it('is set with the login password when the account has no second factor, shown on the notices and in mail, then cleared', async () => {
    const m = await member();
    const stranger = await member({ antiPhishingCode: 'Stranger-1' });
    expect((await notices(m.cookies)).anti_phishing_code).toBeNull();
    expectRefused(await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: 'Blue-Heron-7' }), 400, /login password/);
    expectRefused(await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: 'Blue-Heron-7', password: 'Wrong-pass-1' }), 400, WRONG_PASSWORD);
    const res = await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: 'Blue-Heron-7', password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect(setAntiPhishingCode.answer.parse(res.json).data).toEqual({ anti_phishing_code: 'Blue-Heron-7' });
    expect((await overview(m.cookies)).anti_phishing_code).toBe('Blue-Heron-7');
    const list = await notices(m.cookies);
    expect(list.anti_phishing_code).toBe('Blue-Heron-7');
    expect(list.list.map((n) => n.title)).toEqual(['Anti-phishing code changed']);
    // the mail of the change carries the new code; another user's answers carry their own
    expect((await t.mailTo(m.email))[0]?.text.split('\n')[0]).toContain('Blue-Heron-7');
    expect((await notices(stranger.cookies)).anti_phishing_code).toBe('Stranger-1');
    // cleared with ''
    expect((await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: '', password: DEMO_PASSWORD })).status).toBe(200);
    expect((await notices(m.cookies)).anti_phishing_code).toBeNull();
    expect((await userRow(t.db, m.id)).antiPhishingCode).toBeNull();
    expect((await t.mailTo(m.email))[1]?.text.split('\n')[0]).toContain('Set an anti-phishing code');
  });

  it('refuses a code outside 4–20 letters, digits, - or _ and changes nothing', async () => {
    const m = await member({ antiPhishingCode: 'Keep-me' });
    for (const bad of ['abc', 'a'.repeat(21), 'has space', '<script>', 'naïve-1', 'semi;colon']) {
      expectRefused(await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: bad, password: DEMO_PASSWORD }), 400, /4 to 20 letters/);
    }
    expect((await userRow(t.db, m.id)).antiPhishingCode).toBe('Keep-me');
  });

  it('with an authenticator: the code confirms it, the password is not taken, a replayed code is refused', async () => {
    const m = await member({ totpSecret: SECRET });
    expectRefused(await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: 'Hawk-1', password: DEMO_PASSWORD }), 400, /second factor/);
    expectRefused(await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: 'Hawk-1' }), 400, /authenticator code/);
    const used = code(-1);
    expect((await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: 'Hawk-1', totp: used })).status).toBe(200);
    expectRefused(await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: 'Hawk-2', totp: used }), 400, WRONG_PASSWORD);
    expect((await userRow(t.db, m.id)).antiPhishingCode).toBe('Hawk-1');
  });

  it('holds the limit under 8 parallel attempts', async () => {
    const m = await member();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: `Try-${String(i)}`, password: `Wrong-pass-${String(i)}` }),
      ),
    );
    expect(results.filter((r) => r.status === 400)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(3);
    expect((await userRow(t.db, m.id)).antiPhishingCode).toBeNull();
  });
});
