import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  passkeyConfirmOptions,
  passkeyList,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegister,
  passkeyRegisterOptions,
  passkeyRemove,
  passkeyRename,
  type CreationOptions,
  type Passkey,
  type RequestOptions,
} from '@exchange/contract/passkeys';
import { getUserInfo } from '@exchange/contract/usercenter';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { loginAttempts, loginEvents, notices, passkeys, securityAttempts, sessions, webauthnChallenges } from '../db/schema';
import { storeChallenge } from '../domain/identity/webauthnChallenges';
import { outboxMailer, readOutbox } from '../mail/mailer';
import { freshDb } from '../../test/freshDb';
import { call, cookieValues, DEMO_PASSWORD_FOR_TESTS, type Call, type RequestOptions as CallOptions } from '../../test/http';
import { confirmChallenge as confirmChallengeOf, registerPasskey } from '../../test/passkeys';
import { SoftAuthenticator } from '../../test/softAuthenticator';
import { newTrader } from '../../test/traders';

/**
 * Passkeys over HTTP (routes/passkeys.ts) with a software authenticator (test/softAuthenticator.ts)
 * making real P-256 credentials, attestations and assertions, verified by @simplewebauthn/server.
 * The second factor of a withdrawal is in passkey-withdraw.test.ts.
 */
const ORIGIN = 'http://localhost';
let clock = new Date('2026-05-01T10:00:00Z');
let handle: DbHandle;
let app: ReturnType<typeof createApp>;
let outbox: string;
const unexpected: unknown[] = [];

interface User {
  id: number;
  email: string;
  cookies: Record<string, string>;
  authenticator: SoftAuthenticator;
}

beforeAll(async () => {
  handle = await freshDb();
  outbox = await mkdtemp(join(tmpdir(), 'passkeys-outbox-'));
  app = createApp(handle.db, { now: () => clock, mailer: outboxMailer(outbox), logError: (error) => unexpected.push(error) });
});
beforeEach(() => {
  clock = new Date(clock.getTime() + 60 * 60 * 1000);
});
afterAll(async () => {
  expect(unexpected).toEqual([]);
  await handle.close();
  await rm(outbox, { recursive: true, force: true });
});

let users = 0;
async function newUser(): Promise<User> {
  users += 1;
  const email = `passkey-${users}@test.example`;
  const trader = await newTrader(app, handle.db, email, {});
  return { ...trader, email, authenticator: new SoftAuthenticator() };
}

const post = (path: string, who: User | null, form: Record<string, string>, options: CallOptions = {}) =>
  call(app, path, { form, ...(who ? { cookies: who.cookies } : {}), ...options });
const dataOf = <T>(res: Call): T => (res.json as { data: T }).data;
const messageOf = (res: Call): string => (res.json as { message: string }).message;

async function list(who: User): Promise<Passkey[]> {
  return dataOf<{ list: Passkey[] }>(await call(app, passkeyList.path, { cookies: who.cookies })).list;
}

/** Adds a passkey confirmed by the password (test/passkeys.ts). */
const addPasskey = (who: User, name = 'Laptop', options: { host?: string } = {}) => registerPasskey(app, who.cookies, who.authenticator, { name, ...options });

async function loginChallenge(options: CallOptions = {}): Promise<RequestOptions> {
  const res = await post(passkeyLoginOptions.path, null, {}, options);
  expect(res.status).toBe(200);
  return dataOf<RequestOptions>(res);
}

const confirmChallenge = (who: User) => confirmChallengeOf(app, who.cookies);

async function passkeyRows(userId: number) {
  return handle.db.select().from(passkeys).where(eq(passkeys.userId, userId));
}

describe('adding a passkey', () => {
  it('asks an account without a second factor for the password, then stores the passkey with its name, a notice and a mail', async () => {
    const alice = await newUser();
    expect((await post(passkeyRegisterOptions.path, null, { password: DEMO_PASSWORD_FOR_TESTS })).status).toBe(401);
    const none = await post(passkeyRegisterOptions.path, alice, {});
    expect([none.status, messageOf(none)]).toEqual([400, 'Enter your login password']);
    const noTotp = await post(passkeyRegisterOptions.path, alice, { totp: '123456' });
    expect([noTotp.status, messageOf(noTotp)]).toEqual([400, 'This account has no such second factor: confirm with your login password']);
    const wrong = await post(passkeyRegisterOptions.path, alice, { password: 'Not-the-password-1' });
    expect([wrong.status, messageOf(wrong)]).toEqual([400, 'Incorrect password or second factor']);
    expect(await handle.db.select().from(securityAttempts).where(eq(securityAttempts.userId, alice.id))).toHaveLength(1);

    const started = await post(passkeyRegisterOptions.path, alice, { password: DEMO_PASSWORD_FOR_TESTS });
    const options = dataOf<CreationOptions>(started);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Gate' },
      user: { name: alice.email },
      attestation: 'none',
      excludeCredentials: [],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    // a success forgives the failed attempt
    expect(await handle.db.select().from(securityAttempts).where(eq(securityAttempts.userId, alice.id))).toEqual([]);
    const { json } = alice.authenticator.register(options, { origin: ORIGIN });
    const done = await post(passkeyRegister.path, alice, { name: '  My   laptop ', response: json });
    expect(done.status, messageOf(done)).toBe(200);
    const passkey = dataOf<Passkey>(done);
    expect(passkey).toMatchObject({ name: 'My laptop', created_ms: clock.getTime(), last_used_ms: null, device_type: 'singleDevice', backed_up: false });
    expect(await list(alice)).toEqual([passkey]);

    const mail = (await readOutbox(outbox)).filter((m) => m.to === alice.email);
    expect(mail.map((m) => m.subject)).toEqual(['Passkey added']);
    expect(mail[0]?.text).toMatch(/^Set an anti-phishing code/);
    expect(mail[0]?.text).toContain('"My laptop"');
    const [notice] = await handle.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, alice.id), eq(notices.title, 'Passkey added')));
    expect(notice).toMatchObject({ type: 'private_notice', content: expect.stringContaining('"My laptop"') as string });

    // now the account has a second factor: the password alone no longer confirms
    const byPassword = await post(passkeyRegisterOptions.path, alice, { password: DEMO_PASSWORD_FOR_TESTS });
    expect([byPassword.status, messageOf(byPassword)]).toEqual([400, 'Confirm with your authenticator code or a passkey']);
    // the passkey does, and the next options exclude it
    const assertion = alice.authenticator.assert(await confirmChallenge(alice), { origin: ORIGIN });
    const again = dataOf<CreationOptions>(await post(passkeyRegisterOptions.path, alice, { passkey: assertion }));
    expect(again.excludeCredentials?.map((d) => d.id)).toEqual([alice.authenticator.credentials[0]?.id]);
  });

  it('is confirmed by an existing passkey once the account has one, each assertion once', async () => {
    const bob = await newUser();
    await addPasskey(bob, 'First');
    const assertion = bob.authenticator.assert(await confirmChallenge(bob), { origin: ORIGIN });
    const started = await post(passkeyRegisterOptions.path, bob, { passkey: assertion });
    expect(started.status, messageOf(started)).toBe(200);
    // the assertion was used up with it
    const replay = await post(passkeyRegisterOptions.path, bob, { passkey: assertion });
    expect([replay.status, messageOf(replay)]).toEqual([400, 'Incorrect password or second factor']);
  });

  it('refuses a used or foreign challenge, another origin or relying party, and a credential registered already', async () => {
    const carol = await newUser();
    const dave = await newUser();
    const cases: [string, { origin: string; rpId?: string }, string][] = [
      ['another origin', { origin: 'http://evil.localhost' }, 'The passkey could not be verified'],
      ['another port', { origin: 'http://localhost:3000' }, 'The passkey could not be verified'],
      ['another RP ID', { origin: ORIGIN, rpId: 'evil.localhost' }, 'The passkey could not be verified'],
    ];
    for (const [what, ceremony, message] of cases) {
      // each refused response used up the challenge: the next case asks again
      const fresh = dataOf<CreationOptions>(await post(passkeyRegisterOptions.path, carol, { password: DEMO_PASSWORD_FOR_TESTS }));
      const res = await post(passkeyRegister.path, carol, { name: 'x', response: carol.authenticator.register(fresh, ceremony).json });
      expect([res.status, messageOf(res)], what).toEqual([400, message]);
    }
    // expired after 5 minutes
    const late = dataOf<CreationOptions>(await post(passkeyRegisterOptions.path, carol, { password: DEMO_PASSWORD_FOR_TESTS }));
    clock = new Date(clock.getTime() + 5 * 60 * 1000 + 1);
    const expired = await post(passkeyRegister.path, carol, { name: 'x', response: carol.authenticator.register(late, { origin: ORIGIN }).json });
    expect(messageOf(expired)).toBe('This passkey request has expired or was used: start again');
    // carol's challenge answered by another user: not theirs, and it stays carol's
    const options = dataOf<CreationOptions>(await post(passkeyRegisterOptions.path, carol, { password: DEMO_PASSWORD_FOR_TESTS }));
    const foreign = await post(passkeyRegister.path, dave, { name: 'x', response: dave.authenticator.register(options, { origin: ORIGIN }).json });
    expect([foreign.status, messageOf(foreign)]).toEqual([400, 'This passkey request has expired or was used: start again']);
    const { json, credential } = carol.authenticator.register(options, { origin: ORIGIN });
    expect((await post(passkeyRegister.path, carol, { name: 'x', response: json })).status).toBe(200);
    // used once only
    const used = await post(passkeyRegister.path, carol, { name: 'x', response: carol.authenticator.register(options, { origin: ORIGIN }).json });
    expect(messageOf(used)).toBe('This passkey request has expired or was used: start again');
    expect(await passkeyRows(carol.id)).toHaveLength(1);
    expect(await passkeyRows(dave.id)).toEqual([]);

    // a credential already registered (here to another account) is refused
    const theirs = dataOf<CreationOptions>(await post(passkeyRegisterOptions.path, dave, { password: DEMO_PASSWORD_FOR_TESTS }));
    const copy = dave.authenticator.register(theirs, { origin: ORIGIN }, credential);
    const duplicate = await post(passkeyRegister.path, dave, { name: 'x', response: copy.json });
    expect([duplicate.status, messageOf(duplicate)]).toEqual([400, 'This passkey is registered already']);
    expect(await passkeyRows(dave.id)).toEqual([]);
  });

  it('refuses malformed responses and names with 400, changing nothing', async () => {
    const erin = await newUser();
    for (const response of ['not json', '{}', JSON.stringify({ id: 'x', rawId: 'x', type: 'public-key', response: {} })]) {
      const res = await post(passkeyRegister.path, erin, { name: 'x', response });
      expect([res.status, messageOf(res)]).toEqual([400, 'The passkey could not be verified']);
    }
    for (const name of ['', '   ', 'a\u0000b', 'bidi\u202e', 'x'.repeat(41)]) {
      expect((await post(passkeyRegister.path, erin, { name, response: '{}' })).status, JSON.stringify(name)).toBe(400);
    }
    expect(await passkeyRows(erin.id)).toEqual([]);
  });

  it('counts confirmation attempts per user before checking them, also under parallel requests', async () => {
    const frank = await newUser();
    const results = await Promise.all(Array.from({ length: 8 }, () => post(passkeyRegisterOptions.path, frank, { password: 'Wrong-pass-123' })));
    expect(results.map((r) => r.status).sort()).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    // the right password is refused too until the window has passed
    expect((await post(passkeyRegisterOptions.path, frank, { password: DEMO_PASSWORD_FOR_TESTS })).status).toBe(429);
    clock = new Date(clock.getTime() + 15 * 60 * 1000);
    expect((await post(passkeyRegisterOptions.path, frank, { password: DEMO_PASSWORD_FOR_TESTS })).status).toBe(200);
  });

  it('needs CSRF', async () => {
    const gina = await newUser();
    expect((await post(passkeyRegisterOptions.path, gina, { password: DEMO_PASSWORD_FOR_TESTS }, { csrf: false })).status).toBe(403);
  });
});

describe('renaming and removing', () => {
  it('renames only your own passkey', async () => {
    const hank = await newUser();
    const ivy = await newUser();
    const { passkey } = await addPasskey(hank, 'Phone');
    const renamed = await post(passkeyRename.path, hank, { id: passkey.id, name: ' Work phone ' });
    expect(dataOf<Passkey>(renamed)).toEqual({ ...passkey, name: 'Work phone' });
    const foreign = await post(passkeyRename.path, ivy, { id: passkey.id, name: 'Mine now' });
    expect([foreign.status, messageOf(foreign)]).toEqual([404, 'No passkey of yours has this id']);
    expect((await list(hank)).map((p) => p.name)).toEqual(['Work phone']);
    expect((await post(passkeyRename.path, hank, { id: '999999', name: 'x' })).status).toBe(404);
  });

  it('removes only your own passkey, confirmed by the second factor or the password, with a notice and a mail', async () => {
    const jack = await newUser();
    const kim = await newUser();
    const { passkey } = await addPasskey(jack, 'Key A');
    const other = await addPasskey(jack, 'Key B');

    // another user's id: 404, nothing counted, nothing removed
    const foreign = await post(passkeyRemove.path, kim, { id: passkey.id, password: DEMO_PASSWORD_FOR_TESTS });
    expect(foreign.status).toBe(404);
    expect(await handle.db.select().from(securityAttempts).where(eq(securityAttempts.userId, kim.id))).toEqual([]);
    expect(await passkeyRows(jack.id)).toHaveLength(2);

    // kim's own passkey cannot confirm a change of jack's, nor jack's assertion answer kim's challenge
    await addPasskey(kim, 'Kim');
    const kimsAssertion = kim.authenticator.assert(await confirmChallenge(kim), { origin: ORIGIN });
    const crossed = await post(passkeyRemove.path, jack, { id: passkey.id, passkey: kimsAssertion });
    expect([crossed.status, messageOf(crossed)]).toEqual([400, 'Incorrect password or second factor']);

    // an account with a passkey has a second factor: the password does not confirm
    const byPassword = await post(passkeyRemove.path, jack, { id: passkey.id, password: DEMO_PASSWORD_FOR_TESTS });
    expect([byPassword.status, messageOf(byPassword)]).toEqual([400, 'Confirm with your authenticator code or a passkey']);
    expect(await passkeyRows(jack.id)).toHaveLength(2);

    // the passkey itself may confirm its removal
    const assertion = jack.authenticator.assert(await confirmChallenge(jack), { origin: ORIGIN }, jack.authenticator.credentials[0]);
    const removed = await post(passkeyRemove.path, jack, { id: passkey.id, passkey: assertion });
    expect(dataOf(removed)).toEqual({ id: passkey.id });
    expect((await list(jack)).map((p) => p.id)).toEqual([other.passkey.id]);
    expect((await post(passkeyRemove.path, jack, { id: passkey.id, password: DEMO_PASSWORD_FOR_TESTS })).status).toBe(404);

    // the last one confirms its own removal
    const last = jack.authenticator.assert(await confirmChallenge(jack), { origin: ORIGIN }, other.credential);
    expect((await post(passkeyRemove.path, jack, { id: other.passkey.id, passkey: last })).status).toBe(200);
    expect(await list(jack)).toEqual([]);
    const mail = (await readOutbox(outbox)).filter((m) => m.to === jack.email).map((m) => m.subject);
    expect(mail).toEqual(['Passkey added', 'Passkey added', 'Passkey removed', 'Passkey removed']);
    const titles = (await handle.db.select().from(notices).where(eq(notices.userId, jack.id))).map((n) => n.title);
    expect(titles.filter((t) => t === 'Passkey removed')).toHaveLength(2);
    // with no passkey left, there is nothing to confirm with
    expect(messageOf(await post(passkeyConfirmOptions.path, jack, {}))).toBe('You have no passkey');
  });
});

describe('logging in with a passkey', () => {
  it('sets the login cookies as the password login does, and records the login', async () => {
    const lara = await newUser();
    await addPasskey(lara);
    const options = await loginChallenge();
    expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const sessionsBefore = await handle.db.select().from(sessions).where(eq(sessions.userId, lara.id));

    // logged in already: that session ends
    const res = await post(
      passkeyLogin.path,
      lara,
      { response: lara.authenticator.assert(options, { origin: ORIGIN }) },
      { headers: { 'user-agent': 'Mozilla/5.0 Chrome/140.0' } },
    );
    expect(res.status, messageOf(res)).toBe(200);
    const cookies = cookieValues(res.setCookies);
    const info = await call(app, getUserInfo.path, { cookies });
    expect(dataOf<{ is_login: boolean; nickname: string }>(info)).toMatchObject({ is_login: true, nickname: lara.email.split('@')[0] });
    const after = await handle.db.select().from(sessions).where(eq(sessions.userId, lara.id));
    expect(after).toHaveLength(sessionsBefore.length);
    expect(after.find((s) => s.method === 'passkey')).toBeDefined();
    const [event] = await handle.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.userId, lara.id), eq(loginEvents.method, 'passkey')));
    expect(event).toMatchObject({ success: true, reason: '' });
    const [row] = await passkeyRows(lara.id);
    expect(row).toMatchObject({ counter: 1, lastUsedAt: clock });
  });

  it('refuses a replay, another origin or relying party, a counter that went back and an unknown credential; a known one fails in its login history', async () => {
    const mona = await newUser();
    await addPasskey(mona);
    const ok = mona.authenticator.assert(await loginChallenge(), { origin: ORIGIN });
    expect((await post(passkeyLogin.path, null, { response: ok })).status).toBe(200);
    const replay = await post(passkeyLogin.path, null, { response: ok });
    expect([replay.status, messageOf(replay)]).toEqual([401, 'This passkey could not be verified']);

    const refused: [string, () => Promise<string>][] = [
      ['another origin', async () => mona.authenticator.assert(await loginChallenge(), { origin: 'http://evil.localhost' })],
      ['another RP ID', async () => mona.authenticator.assert(await loginChallenge(), { origin: ORIGIN, rpId: 'evil.localhost' })],
      ['a counter that went back', async () => mona.authenticator.assert(await loginChallenge(), { origin: ORIGIN, counter: 1 })],
      // the key alone, without its owner's fingerprint, face or PIN, logs nobody in
      ['no user verification', async () => mona.authenticator.assert(await loginChallenge(), { origin: ORIGIN, userVerified: false, counter: 100 })],
      [
        'a challenge never issued',
        async () => mona.authenticator.assert(await loginChallenge(), { origin: ORIGIN, challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }),
      ],
    ];
    for (const [what, make] of refused) {
      const res = await post(passkeyLogin.path, null, { response: await make() });
      expect(res.status, what).toBe(401);
    }
    const failures = await handle.db
      .select()
      .from(loginEvents)
      .where(and(eq(loginEvents.userId, mona.id), eq(loginEvents.success, false)));
    expect(failures).toHaveLength(6);
    expect(failures.every((f) => f.method === 'passkey' && f.reason === 'password')).toBe(true);

    // a credential nobody registered
    const stranger = new SoftAuthenticator();
    const someone = await newUser();
    stranger.register(dataOf<CreationOptions>(await post(passkeyRegisterOptions.path, someone, { password: DEMO_PASSWORD_FOR_TESTS })), { origin: ORIGIN });
    const unknown = await post(passkeyLogin.path, null, { response: stranger.assert(await loginChallenge(), { origin: ORIGIN }) });
    expect(unknown.status).toBe(401);
    expect(unknown.setCookies).toEqual([]);
  });

  it('takes a passkey only on the site it was made on: each host is its own relying party', async () => {
    const nina = await newUser();
    await addPasskey(nina, 'Turkey', { host: 'tr.localhost' });
    const onMain = await post(passkeyLogin.path, null, { response: nina.authenticator.assert(await loginChallenge(), { origin: ORIGIN }) });
    expect(onMain.status).toBe(401);
    const tr = { host: 'tr.localhost' };
    const trOptions = await loginChallenge(tr);
    expect(trOptions.rpId).toBe('tr.localhost');
    // a challenge of one site is not good on another (the origin differs)
    const onTr = await post(passkeyLogin.path, null, { response: nina.authenticator.assert(trOptions, { origin: 'http://tr.localhost' }) }, tr);
    expect(onTr.status, messageOf(onTr)).toBe(200);
  });

  it('counts attempts per address with the password logins, under parallel requests', async () => {
    const from = { headers: { 'x-forwarded-for': '198.51.100.23' } };
    await handle.db.delete(loginAttempts);
    const results = await Promise.all(Array.from({ length: 24 }, () => post(passkeyLogin.path, null, { response: '{"id":"nope"}' }, from)));
    expect(results.filter((r) => r.status === 401)).toHaveLength(20);
    expect(results.filter((r) => r.status === 429)).toHaveLength(4);
    expect(results.find((r) => r.status === 429)?.headers.get('retry-after')).toMatch(/^\d+$/);
    // another address is not affected
    const oliver = await newUser();
    await addPasskey(oliver);
    const elsewhere = await post(passkeyLogin.path, null, { response: oliver.authenticator.assert(await loginChallenge(), { origin: ORIGIN }) });
    expect(elsewhere.status).toBe(200);
  });

  it('keeps few challenges: expired ones go, a user holds at most five per purpose, the logins a bounded number', async () => {
    const paul = await newUser();
    await addPasskey(paul);
    for (let i = 0; i < 7; i += 1) await confirmChallenge(paul);
    const open = await handle.db
      .select()
      .from(webauthnChallenges)
      .where(and(eq(webauthnChallenges.userId, paul.id), eq(webauthnChallenges.purpose, 'confirm')));
    expect(open).toHaveLength(5);
    clock = new Date(clock.getTime() + 6 * 60 * 1000);
    await loginChallenge();
    const left = await handle.db.select().from(webauthnChallenges);
    expect(left).toHaveLength(1);
    // the login challenges anyone may ask for are bounded together: the oldest go
    for (const challenge of ['A', 'B', 'C', 'D'].map((c) => c.repeat(43)))
      await storeChallenge(handle.db, { challenge, purpose: 'login', userId: null }, clock, 3);
    const logins = await handle.db.select({ challenge: webauthnChallenges.challenge }).from(webauthnChallenges).where(isNull(webauthnChallenges.userId));
    expect(logins.map((r) => r.challenge[0]).sort()).toEqual(['B', 'C', 'D']);
  });
});
