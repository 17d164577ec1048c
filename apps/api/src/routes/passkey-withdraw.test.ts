import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTransfer, createWithdrawal, setWithdrawWhitelist, type Withdrawal } from '@exchange/contract/withdraw';
import { fundPassAttempts, passkeys, users, webauthnChallenges, withdrawals } from '../db/schema';
import { holdingsOf } from '../../test/traders';
import { confirmChallenge, registerPasskey } from '../../test/passkeys';
import { SoftAuthenticator } from '../../test/softAuthenticator';
import { ADDRESSES, DEMO_FUND_PASSWORD, dataOf, messageOf, newWalletUser, useWalletApp, type WalletUser } from '../../test/wallet';

/**
 * A passkey as the second factor of money out (domain/fundPassword.ts checkFundPassAndCode, the
 * withdraw contract's `passkey` field): the fund password and an assertion answering the user's
 * confirm challenge, used up in the change's transaction. A user with a passkey and no
 * authenticator can withdraw.
 */
const t = useWalletApp();
const { post } = t;
const ORIGIN = { origin: 'http://localhost' };
let quinn: WalletUser;
let rita: WalletUser;
const keys = { quinn: new SoftAuthenticator(), rita: new SoftAuthenticator() };

beforeAll(async () => {
  // quinn: a fund password and a passkey, no authenticator app
  quinn = await newWalletUser(t.app, t.handle.db, 'quinn-pk@test.example', { USDT: '500' });
  await t.handle.db.update(users).set({ totpSecret: null }).where(eq(users.id, quinn.id));
  await registerPasskey(t.app, quinn.cookies, keys.quinn);
  // rita: both factors
  rita = await newWalletUser(t.app, t.handle.db, 'rita-pk@test.example', { USDT: '500' });
  await registerPasskey(t.app, rita.cookies, keys.rita, { confirm: { totp: t.freshCode() } });
});

let textSeq = 0;
function withdrawForm(confirmation: Record<string, string>): Record<string, string> {
  textSeq += 1;
  return { currency: 'USDT', network: 'TRX', address: ADDRESSES.TRX, amount: '20', fundpass: DEMO_FUND_PASSWORD, text: `t-pk${textSeq}`, ...confirmation };
}

async function assertionOf(who: WalletUser, key: SoftAuthenticator, ceremony: { counter?: number } = {}): Promise<string> {
  return key.assert(await confirmChallenge(t.app, who.cookies), { ...ORIGIN, ...ceremony });
}

async function pendingOf(userId: number): Promise<number> {
  return (await t.handle.db.select().from(withdrawals).where(eq(withdrawals.userId, userId))).filter((w) => w.status === 'pending').length;
}

describe('a passkey confirms money out', () => {
  it('lets a user with a passkey and no authenticator withdraw, once per assertion', async () => {
    const before = (await holdingsOf(t.handle.db, quinn.id)).USDT;
    const passkey = await assertionOf(quinn, keys.quinn);
    const res = await post(createWithdrawal.path, quinn, withdrawForm({ passkey }));
    expect(res.status, messageOf(res)).toBe(200);
    expect(dataOf<Withdrawal>(res)).toMatchObject({ amount: '20', status: 'pending' });
    expect((await holdingsOf(t.handle.db, quinn.id)).USDT).toEqual({ available: String(Number(before?.available) - 20), locked: '20' });
    const [row] = await t.handle.db.select().from(passkeys).where(eq(passkeys.userId, quinn.id));
    expect(row).toMatchObject({ counter: 1, lastUsedAt: t.clock });

    const replay = await post(createWithdrawal.path, quinn, withdrawForm({ passkey }));
    expect([replay.status, messageOf(replay)]).toEqual([400, 'Incorrect fund password or passkey']);
    expect(await pendingOf(quinn.id)).toBe(1);
  });

  it('refuses a wrong fund password and changes nothing: the same assertion then works', async () => {
    const passkey = await assertionOf(quinn, keys.quinn);
    const wrong = await post(createWithdrawal.path, quinn, withdrawForm({ passkey, fundpass: 'Not-the-fund-pass-1' }));
    expect([wrong.status, messageOf(wrong)]).toEqual([400, 'Incorrect fund password or passkey']);
    expect(await t.handle.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.userId, quinn.id))).toHaveLength(1);
    const pending = await pendingOf(quinn.id);
    const right = await post(createWithdrawal.path, quinn, withdrawForm({ passkey }));
    expect(right.status, messageOf(right)).toBe(200);
    expect(await pendingOf(quinn.id)).toBe(pending + 1);
  });

  it('asks for exactly one factor the user has', async () => {
    const passkey = await assertionOf(quinn, keys.quinn);
    const cases: [Record<string, string>, string][] = [
      [{}, 'Enter the authenticator code or confirm with a passkey'],
      [{ totp: t.freshCode(), passkey }, 'Enter the authenticator code or confirm with a passkey'],
      [{ totp: t.freshCode() }, 'You have no authenticator app: confirm with your passkey'],
    ];
    for (const [confirmation, message] of cases) {
      const res = await post(createWithdrawal.path, quinn, withdrawForm(confirmation));
      expect([res.status, messageOf(res)]).toEqual([400, message]);
    }
    // none of these was counted as an attempt
    expect(await t.handle.db.select().from(fundPassAttempts).where(eq(fundPassAttempts.userId, quinn.id))).toEqual([]);
    const bare = await newWalletUser(t.app, t.handle.db, 'bare-pk@test.example', { USDT: '100' }, { security: false });
    await t.handle.db
      .update(users)
      .set({ fundPassHash: (await t.handle.db.select({ h: users.fundPassHash }).from(users).where(eq(users.id, quinn.id)))[0]?.h ?? null })
      .where(eq(users.id, bare.id));
    const none = await post(createWithdrawal.path, bare, withdrawForm({ passkey }));
    expect([none.status, messageOf(none)]).toEqual([400, 'Set up a fund password and an authenticator app first']);
    // rita has an authenticator and a passkey: either confirms
    expect((await post(createWithdrawal.path, rita, withdrawForm({ totp: t.freshCode() }))).status).toBe(200);
    expect((await post(createWithdrawal.path, rita, withdrawForm({ passkey: await assertionOf(rita, keys.rita) }))).status).toBe(200);
  });

  it("refuses another user's passkey, another user's challenge and a counter that went back", async () => {
    // rita's assertion for rita's challenge, sent by quinn
    const ritas = await assertionOf(rita, keys.rita);
    const crossed = await post(createWithdrawal.path, quinn, withdrawForm({ passkey: ritas }));
    expect([crossed.status, messageOf(crossed)]).toEqual([400, 'Incorrect fund password or passkey']);
    // quinn's key answering rita's challenge
    const ritaChallenge = await confirmChallenge(t.app, rita.cookies);
    const foreign = keys.quinn.assert({ ...ritaChallenge, allowCredentials: undefined }, ORIGIN);
    expect((await post(createWithdrawal.path, quinn, withdrawForm({ passkey: foreign }))).status).toBe(400);
    // a counter at or below the stored one (a cloned authenticator)
    const [row] = await t.handle.db.select().from(passkeys).where(eq(passkeys.userId, quinn.id));
    const cloned = await assertionOf(quinn, keys.quinn, { counter: row?.counter ?? 0 });
    expect((await post(createWithdrawal.path, quinn, withdrawForm({ passkey: cloned }))).status).toBe(400);
    // the assertion of another origin (a phishing site's)
    const phished = keys.quinn.assert(await confirmChallenge(t.app, quinn.cookies), { origin: 'http://gate-login.localhost' });
    expect((await post(createWithdrawal.path, quinn, withdrawForm({ passkey: phished }))).status).toBe(400);
  });

  it('lets one assertion confirm one change when two race', async () => {
    const passkey = await assertionOf(quinn, keys.quinn);
    const pending = await pendingOf(quinn.id);
    const results = await Promise.all([
      post(createWithdrawal.path, quinn, withdrawForm({ passkey })),
      post(createWithdrawal.path, quinn, withdrawForm({ passkey })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(await pendingOf(quinn.id)).toBe(pending + 1);
  });

  it('confirms transfers and the whitelist switch too', async () => {
    const transfer = await post(createTransfer.path, quinn, {
      to: 'rita-pk@test.example',
      currency: 'USDT',
      amount: '5',
      fundpass: DEMO_FUND_PASSWORD,
      passkey: await assertionOf(quinn, keys.quinn),
      text: 't-pktransfer',
    });
    expect(transfer.status, messageOf(transfer)).toBe(200);
    const on = await post(setWithdrawWhitelist.path, quinn, { enabled: 'true', fundpass: DEMO_FUND_PASSWORD, passkey: await assertionOf(quinn, keys.quinn) });
    expect(dataOf(on)).toEqual({ whitelist_enabled: true });
    const off = await post(setWithdrawWhitelist.path, quinn, { enabled: 'false', fundpass: DEMO_FUND_PASSWORD, passkey: await assertionOf(quinn, keys.quinn) });
    expect(dataOf(off)).toEqual({ whitelist_enabled: false });
  });
});
