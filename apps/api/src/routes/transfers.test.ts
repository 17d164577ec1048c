import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEPOSIT_CODE_PATTERN,
  cancelDepositCode,
  createDepositCode,
  createTransfer,
  listDepositCodes,
  redeemDepositCode,
  type DepositCode,
  type Transfer,
} from '@exchange/contract/withdraw';
import { depositCodes, fundPassAttempts, notices, users } from '../db/schema';
import { call } from '../../test/http';
import { holdingsOf } from '../../test/traders';
import { DEMO_FUND_PASSWORD, dataOf, messageOf, newWalletUser, useWalletApp, type WalletUser } from '../../test/wallet';

const t = useWalletApp();
const { post } = t;
let alice: WalletUser;
let bob: WalletUser;
let carol: WalletUser;

beforeAll(async () => {
  alice = await newWalletUser(t.app, t.handle.db, 'alice-tr@test.example', { USDT: '500' });
  bob = await newWalletUser(t.app, t.handle.db, 'bob-tr@test.example', { USDT: '10' });
  carol = await newWalletUser(t.app, t.handle.db, 'carol-tr@test.example', {});
});

let seq = 0;
function confirmed(form: Record<string, string>): Record<string, string> {
  seq += 1;
  return { fundpass: DEMO_FUND_PASSWORD, totp: t.freshCode(), text: `t-tr${seq}`, ...form };
}
async function usdt(user: WalletUser): Promise<string> {
  return (await holdingsOf(t.handle.db, user.id)).USDT?.available ?? '0';
}

describe('internal transfers', () => {
  it('moves the amount at once to a UID or an email, and the recipient is told', async () => {
    let res = await post(createTransfer.path, alice, confirmed({ to: String(bob.uid), currency: 'USDT', amount: '25.5' }));
    expect(res.status).toBe(200);
    expect(dataOf<Transfer>(res)).toMatchObject({ currency: 'USDT', amount: '25.5', to_uid: bob.uid });
    res = await post(createTransfer.path, alice, confirmed({ to: bob.email.toUpperCase(), currency: 'USDT', amount: '4.5' }));
    expect(dataOf<Transfer>(res)).toMatchObject({ amount: '4.5', to_uid: bob.uid });
    expect([await usdt(alice), await usdt(bob)]).toEqual(['470', '40']);
    const notes = await t.handle.db.select().from(notices).where(eq(notices.userId, bob.id));
    expect(notes.filter((n) => n.title === 'Transfer received')).toHaveLength(2);
  });

  it('answers the first transfer for a repeated text, also at once', async () => {
    const form = confirmed({ to: String(carol.uid), currency: 'USDT', amount: '1' });
    const both = await Promise.all([post(createTransfer.path, alice, form), post(createTransfer.path, alice, form)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(dataOf<Transfer>(both[0]!).id).toBe(dataOf<Transfer>(both[1]!).id);
    const again = await post(createTransfer.path, alice, form);
    expect(dataOf<Transfer>(again).id).toBe(dataOf<Transfer>(both[0]!).id);
    expect(await usdt(carol)).toBe('1');
  });

  it('refuses oneself, an unknown recipient, the balance, a used code; nothing moves', async () => {
    const before = [await usdt(alice), await usdt(bob)];
    const self = await post(createTransfer.path, alice, confirmed({ to: alice.email, currency: 'USDT', amount: '1' }));
    expect([self.status, messageOf(self)]).toEqual([400, 'You cannot transfer to yourself']);
    const selfUid = await post(createTransfer.path, alice, confirmed({ to: String(alice.uid), currency: 'USDT', amount: '1' }));
    expect(selfUid.status).toBe(400);
    const unknown = await post(createTransfer.path, alice, confirmed({ to: 'nobody@test.example', currency: 'USDT', amount: '1' }));
    expect([unknown.status, messageOf(unknown)]).toEqual([400, 'No account matches this UID or email']);
    // …and it stays counted against the confirmation's limit (the email oracle costs an attempt)
    expect((await t.handle.db.select().from(fundPassAttempts).where(eq(fundPassAttempts.userId, alice.id))).length).toBe(1);
    const poor = await post(createTransfer.path, bob, confirmed({ to: String(alice.uid), currency: 'USDT', amount: '1000' }));
    expect([poor.status, messageOf(poor)]).toEqual([400, 'Insufficient balance']);
    const form = confirmed({ to: String(bob.uid), currency: 'USDT', amount: '1' });
    expect((await post(createTransfer.path, alice, form)).status).toBe(200);
    const replay = await post(createTransfer.path, alice, { ...form, text: 't-replayed' });
    expect([replay.status, messageOf(replay)]).toEqual([400, 'Incorrect fund password or authenticator code']);
    expect([await usdt(alice), await usdt(bob)]).toEqual([String(Number(before[0]) - 1), String(Number(before[1]) + 1)]);
  });

  it('refuses past the 24-hour limit (level 0: 1000 USD)', async () => {
    const rich = await newWalletUser(t.app, t.handle.db, 'rich-tr@test.example', { USDT: '5000' });
    expect((await post(createTransfer.path, rich, confirmed({ to: String(bob.uid), currency: 'USDT', amount: '900' }))).status).toBe(200);
    const over = await post(createTransfer.path, rich, confirmed({ to: String(bob.uid), currency: 'USDT', amount: '101' }));
    expect(messageOf(over)).toContain('24-hour withdrawal limit: 100 USD remains');
    expect(await usdt(rich)).toBe('4100');
  });

  it('answers 401 to a guest and 403 without CSRF', async () => {
    expect((await post(createTransfer.path, null, confirmed({ to: String(bob.uid), currency: 'USDT', amount: '1' }))).status).toBe(401);
    expect((await post(createTransfer.path, alice, confirmed({ to: String(bob.uid), currency: 'USDT', amount: '1' }), { csrf: false })).status).toBe(403);
    expect((await post(redeemDepositCode.path, alice, { code: 'A'.repeat(20) }, { csrf: false })).status).toBe(403);
  });
});

describe('deposit codes', () => {
  async function newCode(who: WalletUser, amount: string): Promise<DepositCode & { code: string | null }> {
    const res = await post(createDepositCode.path, who, confirmed({ currency: 'USDT', amount }));
    expect(res.status).toBe(200);
    return dataOf(res);
  }

  it('takes the amount into a code that another user redeems once', async () => {
    const before = await usdt(alice);
    const made = await newCode(alice, '12');
    expect(made.code).toMatch(DEPOSIT_CODE_PATTERN);
    expect(made.code_tail).toBe(made.code!.slice(-4));
    expect(await usdt(alice)).toBe(String(Number(before) - 12));
    // stored hashed
    const [row] = await t.handle.db
      .select()
      .from(depositCodes)
      .where(eq(depositCodes.id, Number(made.id)));
    expect(row?.codeHash).not.toContain(made.code);
    const carolBefore = await usdt(carol);
    const own = await post(redeemDepositCode.path, alice, { code: made.code! });
    expect(own.status).toBe(400);
    const redeemed = await post(redeemDepositCode.path, carol, { code: made.code!.toLowerCase().replace(/(.{4})/g, '$1-') });
    expect(dataOf(redeemed)).toEqual({ currency: 'USDT', amount: '12' });
    expect(await usdt(carol)).toBe(String(Number(carolBefore) + 12));
    expect((await post(redeemDepositCode.path, bob, { code: made.code! })).status).toBe(404);
    expect((await post(cancelDepositCode.path, alice, { id: made.id })).status).toBe(404);
    const list = dataOf<{ list: DepositCode[] }>(await call(t.app, listDepositCodes.path, { cookies: alice.cookies }));
    expect(list.list.find((c) => c.id === made.id)).toMatchObject({ status: 'redeemed', code_tail: made.code_tail });
    expect(JSON.stringify(list)).not.toContain(made.code);
  });

  it('refuses a withdraw-only account’s redemption, as its deposits; the code stays redeemable', async () => {
    const only = await newWalletUser(t.app, t.handle.db, 'only-in@test.example', {});
    await t.handle.db.update(users).set({ withdrawOnly: true }).where(eq(users.id, only.id));
    const made = await newCode(alice, '1');
    const refused = await post(redeemDepositCode.path, only, { code: made.code! });
    expect([refused.status, refused.json]).toEqual([403, { code: 40302, message: 'This account may only withdraw: it cannot deposit' }]);
    expect(await usdt(only)).toBe('0');
    expect(dataOf(await post(redeemDepositCode.path, carol, { code: made.code! }))).toEqual({ currency: 'USDT', amount: '1' });
  });

  it('of parallel redemptions of one code exactly one succeeds', async () => {
    const made = await newCode(alice, '7');
    const redeemers = [bob, carol, bob, carol, bob, carol, bob, carol];
    const before = Number(await usdt(bob)) + Number(await usdt(carol));
    const results = await Promise.all(redeemers.map((u) => post(redeemDepositCode.path, u, { code: made.code! })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 404, 404, 404, 404, 404, 404, 404]);
    expect(Number(await usdt(bob)) + Number(await usdt(carol))).toBe(before + 7);
  });

  it('the creator cancels an active code and gets the money back; a retry answers the code without it', async () => {
    const before = await usdt(alice);
    const form = confirmed({ currency: 'USDT', amount: '3' });
    const made = dataOf<DepositCode & { code: string | null }>(await post(createDepositCode.path, alice, form));
    const retry = dataOf<DepositCode & { code: string | null }>(await post(createDepositCode.path, alice, form));
    expect(retry).toEqual({ ...made, code: null });
    expect((await post(cancelDepositCode.path, bob, { id: made.id })).status).toBe(404);
    const cancelled = await post(cancelDepositCode.path, alice, { id: made.id });
    expect(dataOf<DepositCode>(cancelled).status).toBe('cancelled');
    expect(await usdt(alice)).toBe(before);
    expect((await post(redeemDepositCode.path, bob, { code: made.code! })).status).toBe(404);
    expect(dataOf<{ list: DepositCode[] }>(await call(t.app, listDepositCodes.path, { cookies: bob.cookies })).list).toEqual([]);
  });

  it('cancel and redemption racing settle once', async () => {
    for (let i = 0; i < 4; i += 1) {
      const made = await newCode(alice, '2');
      const a = await usdt(alice);
      const b = await usdt(bob);
      const [cancel, redeem] = await Promise.all([
        post(cancelDepositCode.path, alice, { id: made.id }),
        post(redeemDepositCode.path, bob, { code: made.code! }),
      ]);
      expect([cancel.status, redeem.status].sort()).toEqual([200, 404]);
      const gained = cancel.status === 200 ? [Number(a) + 2, Number(b)] : [Number(a), Number(b) + 2];
      expect([Number(await usdt(alice)), Number(await usdt(bob))]).toEqual(gained);
    }
  });
});
