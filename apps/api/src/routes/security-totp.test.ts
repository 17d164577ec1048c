import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { noticeRecords } from '@exchange/contract/herald';
import {
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  beginTotp,
  disableTotp,
  enableTotp,
  regenerateRecoveryCodes,
  securityOverview,
  setAntiPhishingCode,
} from '@exchange/contract/security';
import { totpRecoveryCodes } from '../db/schema';
import { DEMO_PASSWORD } from '../seed/data/users';
import { call, type Call } from '../../test/http';
import { confirmChallenge, registerPasskey } from '../../test/passkeys';
import { SoftAuthenticator } from '../../test/softAuthenticator';
import { authenticatorCode, expectRefused, useSecurityApp, userRow, type MemberExtras } from '../../test/members';

/** The authenticator's calls (contract packages/contract/src/security.ts): begin, enable, disable, recovery codes. */
const SECRET = 'KRSXG5CTMVRXEZLUKN2XAZLSKNSWG4TF';
const t = useSecurityApp('2026-06-01T08:00:10Z', 'totp');
const member = (extras: MemberExtras = {}) => t.member(extras);
const post = (
  path: string,
  cookies: Record<string, string>,
  form: Record<string, string> = {},
  options: { csrf?: boolean; host?: string } = {},
): Promise<Call> => call(t.app, path, { cookies, form, ...options });

/** Begins the set-up: the secret and the otpauth URL. */
async function begin(cookies: Record<string, string>, host?: string) {
  const res = await post(beginTotp.path, cookies, {}, host ? { host } : {});
  expect(res.status).toBe(200);
  return beginTotp.answer.parse(res.json).data;
}
/** Begins and turns on: the secret and the recovery codes. */
async function turnOn(cookies: Record<string, string>) {
  const { secret } = await begin(cookies);
  const res = await post(enableTotp.path, cookies, { code: authenticatorCode(secret, t.clock), password: DEMO_PASSWORD });
  expect(res.status).toBe(200);
  return { secret, codes: enableTotp.answer.parse(res.json).data.recovery_codes };
}
async function overview(cookies: Record<string, string>) {
  return securityOverview.answer.parse((await call(t.app, securityOverview.path, { cookies })).json).data;
}
async function storedCodes(userId: number) {
  return t.db.select().from(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
}

describe('setting up the authenticator', () => {
  it('offers a pending secret and its otpauth URL, issued by the site’s totpName', async () => {
    const m = await member();
    const offer = await begin(m.cookies);
    expect(offer.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(offer.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Gate:${m.email}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ issuer: 'Gate', secret: offer.secret, algorithm: 'SHA1', digits: '6', period: '30' });
    const row = await userRow(t.db, m.id);
    expect(row).toMatchObject({ totpPendingSecret: offer.secret, totpPendingAt: t.clock, totpSecret: null });
    // on the Turkey site the issuer is its own; a new offer replaces the pending one
    const turkish = await begin(m.cookies, 'tr.localhost:3000');
    expect(new URL(turkish.otpauth_url).searchParams.get('issuer')).toBe('Gate.TR');
    expect((await userRow(t.db, m.id)).totpPendingSecret).toBe(turkish.secret);
    expect((await overview(m.cookies)).totp).toBe(false);
    expectRefused(await post(beginTotp.path, m.cookies, {}, { csrf: false }), 403);
    expectRefused(await call(t.app, beginTotp.path, { method: 'POST' }), 401);
  });

  it('turns on with the login password and a code of the pending secret; 10 recovery codes answered once, only hashes stored', async () => {
    const m = await member({ antiPhishingCode: 'Lynx-5' });
    const { secret } = await begin(m.cookies);
    expectRefused(await post(enableTotp.path, m.cookies, { code: authenticatorCode(secret, t.clock, 4), password: DEMO_PASSWORD }), 400, /authenticator code/);
    expectRefused(await post(enableTotp.path, m.cookies, { code: authenticatorCode(secret, t.clock), password: 'Wrong-pass-1' }), 400, /Incorrect password/);
    expectRefused(await post(enableTotp.path, m.cookies, { code: authenticatorCode(SECRET, t.clock), password: DEMO_PASSWORD }), 400);
    expect((await userRow(t.db, m.id)).totpSecret).toBeNull();
    const res = await post(enableTotp.path, m.cookies, { code: authenticatorCode(secret, t.clock), password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    const codes = enableTotp.answer.parse(res.json).data.recovery_codes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    const row = await userRow(t.db, m.id);
    expect(row).toMatchObject({ totpSecret: secret, totpPendingSecret: null, totpPendingAt: null });
    const stored = await storedCodes(m.id);
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map((c) => createHash('sha256').update(c.replace('-', '')).digest('hex')).sort());
    expect(JSON.stringify(stored)).not.toContain(codes[0]?.slice(0, 5));
    expect(await overview(m.cookies)).toMatchObject({ totp: true, recovery_codes_left: 10, safe_level: 2 });
    const notices = noticeRecords.answer.parse((await call(t.app, `${noticeRecords.path}?type=private_notice`, { cookies: m.cookies })).json).data;
    expect(notices.list.map((n) => n.title)).toEqual(['Authenticator turned on']);
    const mail = await t.mailTo(m.email);
    expect(mail.map((x) => x.subject)).toEqual(['Authenticator turned on']);
    expect(mail[0]?.text).toContain('Lynx-5');
    expect(mail[0]?.text).not.toContain(codes[0]);
    // on: no new offer, no second enable
    expectRefused(await post(beginTotp.path, m.cookies), 400, /on already/);
    expectRefused(await post(enableTotp.path, m.cookies, { code: authenticatorCode(secret, t.clock, 1), password: DEMO_PASSWORD }), 400, /on already/);
  });

  it('spends the enabling code: it cannot confirm the next change', async () => {
    const m = await member();
    const { secret } = await begin(m.cookies);
    const used = authenticatorCode(secret, t.clock);
    expect((await post(enableTotp.path, m.cookies, { code: used, password: DEMO_PASSWORD })).status).toBe(200);
    expectRefused(await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: 'Replay-1', totp: used }), 400);
    expect((await post(setAntiPhishingCode.path, m.cookies, { anti_phishing_code: 'Fresh-1', totp: authenticatorCode(secret, t.clock, 1) })).status).toBe(200);
  });

  it('refuses without a pending secret, and after 30 minutes', async () => {
    const m = await member();
    expectRefused(await post(enableTotp.path, m.cookies, { code: '123456', password: DEMO_PASSWORD }), 400, /Start the set-up again/);
    const { secret } = await begin(m.cookies);
    t.advance(31 * 60_000);
    expectRefused(await post(enableTotp.path, m.cookies, { code: authenticatorCode(secret, t.clock), password: DEMO_PASSWORD }), 400, /Start the set-up again/);
    expect((await userRow(t.db, m.id)).totpSecret).toBeNull();
  });

  it('lets one of 8 parallel enables with one code through', async () => {
    const m = await member();
    const { secret } = await begin(m.cookies);
    const code = authenticatorCode(secret, t.clock);
    const results = await Promise.all(Array.from({ length: 8 }, () => post(enableTotp.path, m.cookies, { code, password: DEMO_PASSWORD })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results) if (r.status !== 200) expect([400, 429]).toContain(r.status);
    expect(await storedCodes(m.id)).toHaveLength(RECOVERY_CODE_COUNT);
  });
});

describe('turning the authenticator on with a passkey on the account', () => {
  it('needs an assertion of the passkey besides the password and code: a stolen password adds no second factor past it', async () => {
    const m = await member();
    const authenticator = new SoftAuthenticator();
    await registerPasskey(t.app, m.cookies, authenticator);
    const { secret } = await begin(m.cookies);
    // the password and a code of the new secret alone are refused, and change nothing
    expectRefused(
      await post(enableTotp.path, m.cookies, { code: authenticatorCode(secret, t.clock), password: DEMO_PASSWORD }),
      400,
      /Confirm with your authenticator code or a passkey/,
    );
    expect((await userRow(t.db, m.id)).totpSecret).toBeNull();
    // another account's passkey is no factor of this one
    const other = await member();
    const stranger = new SoftAuthenticator();
    await registerPasskey(t.app, other.cookies, stranger);
    const foreign = stranger.assert(await confirmChallenge(t.app, other.cookies), { origin: 'http://localhost' });
    expectRefused(await post(enableTotp.path, m.cookies, { code: authenticatorCode(secret, t.clock), password: DEMO_PASSWORD, passkey: foreign }), 400);
    expect((await userRow(t.db, m.id)).totpSecret).toBeNull();
    // with its own passkey's assertion it turns on
    const own = authenticator.assert(await confirmChallenge(t.app, m.cookies), { origin: 'http://localhost' });
    const on = await post(enableTotp.path, m.cookies, { code: authenticatorCode(secret, t.clock), password: DEMO_PASSWORD, passkey: own });
    expect(on.status, JSON.stringify(on.json)).toBe(200);
    expect((await userRow(t.db, m.id)).totpSecret).toBe(secret);
  });
});

describe('turning the authenticator off', () => {
  it('with a current code; a wrong or missing code changes nothing', async () => {
    const m = await member();
    const { secret } = await turnOn(m.cookies);
    expectRefused(await post(disableTotp.path, m.cookies, {}), 400, /authenticator code or a passkey/);
    expectRefused(await post(disableTotp.path, m.cookies, { totp: authenticatorCode(secret, t.clock, 5) }), 400, /Incorrect or already used/);
    expectRefused(await post(disableTotp.path, m.cookies, { totp: authenticatorCode(secret, t.clock, 1), password: DEMO_PASSWORD }), 400, /recovery code only/);
    expectRefused(await post(disableTotp.path, m.cookies, { totp: authenticatorCode(secret, t.clock, 1) }, { csrf: false }), 403);
    expect((await userRow(t.db, m.id)).totpSecret).toBe(secret);
    expect((await post(disableTotp.path, m.cookies, { totp: authenticatorCode(secret, t.clock, 1) })).status).toBe(200);
    expect(await userRow(t.db, m.id)).toMatchObject({ totpSecret: null, totpPendingSecret: null });
    expect(await storedCodes(m.id)).toEqual([]);
    expect(await overview(m.cookies)).toMatchObject({ totp: false, recovery_codes_left: 0 });
    expect((await t.mailTo(m.email)).map((x) => x.subject)).toEqual(['Authenticator turned on', 'Authenticator turned off']);
    expectRefused(await post(disableTotp.path, m.cookies, { totp: authenticatorCode(secret, t.clock, -1) }), 400, /not on/);
  });

  it('for a lost device, with a recovery code and the login password; each recovery code works once', async () => {
    const m = await member();
    const first = await turnOn(m.cookies);
    const [code, other] = first.codes;
    expectRefused(await post(disableTotp.path, m.cookies, { recovery_code: code ?? '' }), 400, /login password with the recovery code/);
    expectRefused(await post(disableTotp.path, m.cookies, { recovery_code: code ?? '', password: 'Wrong-pass-1' }), 400, 'Incorrect password or recovery code');
    expectRefused(
      await post(disableTotp.path, m.cookies, { recovery_code: 'ZZZZZ-ZZZZZ', password: DEMO_PASSWORD }),
      400,
      'Incorrect password or recovery code',
    );
    expect((await overview(m.cookies)).recovery_codes_left).toBe(10);
    // typed in lower case without the dash, it still counts
    const res = await post(disableTotp.path, m.cookies, { recovery_code: (code ?? '').replace('-', '').toLowerCase(), password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    expect((await userRow(t.db, m.id)).totpSecret).toBeNull();
    // on again: the old codes are gone with the old authenticator
    t.advance(60_000);
    await turnOn(m.cookies);
    for (const old of [code, other])
      expectRefused(await post(disableTotp.path, m.cookies, { recovery_code: old ?? '', password: DEMO_PASSWORD }), 400, /recovery code/);
  });

  it('lets one of 8 parallel uses of one recovery code through', async () => {
    const m = await member();
    const { codes } = await turnOn(m.cookies);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => post(disableTotp.path, m.cookies, { recovery_code: codes[3] ?? '', password: DEMO_PASSWORD })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results) if (r.status !== 200) expect([400, 429]).toContain(r.status);
  });

  it('holds the limit under 10 parallel wrong codes: 5 checked, 5 refused unchecked', async () => {
    const m = await member();
    const { secret } = await turnOn(m.cookies);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => post(disableTotp.path, m.cookies, { totp: authenticatorCode(secret, t.clock, 10 + i) })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429, 429, 429]);
    expectRefused(await post(disableTotp.path, m.cookies, { totp: authenticatorCode(secret, t.clock, 1) }), 429);
    expect((await userRow(t.db, m.id)).totpSecret).toBe(secret);
  });
});

describe('new recovery codes', () => {
  it('replace the old ones, confirmed by a code; the old ones stop working', async () => {
    const m = await member();
    const { secret, codes } = await turnOn(m.cookies);
    expectRefused(await post(regenerateRecoveryCodes.path, m.cookies, {}), 400, /authenticator code/);
    const res = await post(regenerateRecoveryCodes.path, m.cookies, { totp: authenticatorCode(secret, t.clock, 1) });
    expect(res.status).toBe(200);
    const fresh = regenerateRecoveryCodes.answer.parse(res.json).data.recovery_codes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(fresh.filter((c) => codes.includes(c))).toEqual([]);
    expectRefused(await post(disableTotp.path, m.cookies, { recovery_code: codes[0] ?? '', password: DEMO_PASSWORD }), 400);
    expect((await post(disableTotp.path, m.cookies, { recovery_code: fresh[0] ?? '', password: DEMO_PASSWORD })).status).toBe(200);
    expectRefused(await post(regenerateRecoveryCodes.path, m.cookies, { totp: authenticatorCode(secret, t.clock, -1) }), 400);
  });
});
