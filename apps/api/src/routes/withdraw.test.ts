import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addSavedAddress,
  addressBook,
  cancelWithdrawal,
  createWithdrawal,
  listWithdrawals,
  removeSavedAddress,
  setWithdrawWhitelist,
  withdrawQuote,
  type Withdrawal,
} from '@exchange/contract/withdraw';
import { complianceRules, countries, fundPassAttempts, notices, users, withdrawals } from '../db/schema';
import { WITHDRAW_CLOSED_MESSAGE } from '../domain/compliance';
import { FAILED_ADDRESS_REASON } from '../domain/wallet/outNetworks';
import { WithdrawalProcessor } from '../market/withdrawals';
import { holdingsOf } from '../../test/traders';
import { ADDRESSES, DEMO_FUND_PASSWORD, dataOf, messageOf, newWalletUser, totpAt, useWalletApp, type WalletUser } from '../../test/wallet';

const t = useWalletApp();
const { post, get } = t;
let alice: WalletUser;
let bob: WalletUser;

beforeAll(async () => {
  alice = await newWalletUser(t.app, t.handle.db, 'alice-out@test.example', { USDT: '500', XRP: '100', ETH: '1' });
  bob = await newWalletUser(t.app, t.handle.db, 'bob-out@test.example', { USDT: '500' });
});

let textSeq = 0;
function withdrawForm(overrides: Record<string, string> = {}): Record<string, string> {
  textSeq += 1;
  return {
    currency: 'USDT',
    network: 'TRX',
    address: ADDRESSES.TRX,
    amount: '20',
    fundpass: DEMO_FUND_PASSWORD,
    totp: t.freshCode(),
    text: `t-w${textSeq}`,
    ...overrides,
  };
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await t.handle.db
    .select({ status: withdrawals.status })
    .from(withdrawals)
    .where(eq(withdrawals.id, Number(id)));
  return row?.status;
}

async function usdt(user: WalletUser): Promise<{ available: string; locked: string }> {
  return (await holdingsOf(t.handle.db, user.id)).USDT ?? { available: '0', locked: '0' };
}

describe('withdrawals', () => {
  it('locks the amount (fee included), answers the pending withdrawal, and a cancel returns it', async () => {
    const before = await usdt(alice);
    const res = await post(createWithdrawal.path, alice, withdrawForm({ amount: '20' }));
    expect(res.status).toBe(200);
    const w = dataOf<Withdrawal>(res);
    expect(w).toMatchObject({
      currency: 'USDT',
      network: 'TRX',
      address: ADDRESSES.TRX,
      memo: null,
      amount: '20',
      fee: '1',
      receive_amount: '19',
      status: 'pending',
    });
    expect(await usdt(alice)).toEqual({ available: String(Number(before.available) - 20), locked: '20' });
    const cancelled = await post(cancelWithdrawal.path, alice, { id: w.id });
    expect(cancelled.status).toBe(200);
    expect(dataOf<Withdrawal>(cancelled).status).toBe('cancelled');
    expect(await usdt(alice)).toEqual(before);
    // cancelled already: 404, nothing moves
    expect((await post(cancelWithdrawal.path, alice, { id: w.id })).status).toBe(404);
    expect(await usdt(alice)).toEqual(before);
  });

  it('refuses what the network does not accept, before asking for the confirmation', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ address: ADDRESSES.ETH }, 'not a valid Tron (TRC20) address'],
      [{ network: 'ETH', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }, 'not a valid Ethereum (ERC20) address'],
      [{ network: 'BTC' }, 'USDT cannot be withdrawn on network BTC'],
      [{ currency: 'NOPE' }, 'NOPE cannot be withdrawn'],
      [{ currency: 'XRP', network: 'XRP', address: ADDRESSES.XRP, amount: '30' }, 'Enter the tag'],
      [{ currency: 'XRP', network: 'XRP', address: ADDRESSES.XRP, amount: '30', memo: 'abc' }, 'not a valid tag'],
      [{ memo: '123' }, 'takes no memo'],
      [{ amount: '5' }, 'minimum withdrawal is 10 USDT'],
      [{ amount: '10.1234567' }, 'at most 6 decimals'],
    ];
    for (const [overrides, text] of cases) {
      const res = await post(createWithdrawal.path, alice, withdrawForm(overrides));
      expect(res.status, text).toBe(400);
      expect(messageOf(res)).toContain(text);
    }
    // a typo costs no confirmation attempt
    expect(await t.handle.db.select().from(fundPassAttempts).where(eq(fundPassAttempts.userId, alice.id))).toEqual([]);
    expect(
      await t.handle.db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, alice.id), eq(withdrawals.status, 'pending'))),
    ).toEqual([]);
  });

  it('accepts a memo where the network needs one', async () => {
    const res = await post(
      createWithdrawal.path,
      alice,
      withdrawForm({ currency: 'XRP', network: 'XRP', address: ADDRESSES.XRP, memo: '12345', amount: '30' }),
    );
    expect(res.status).toBe(200);
    expect(dataOf<Withdrawal>(res)).toMatchObject({ memo: '12345', fee: '0.25', receive_amount: '29.75' });
    await post(cancelWithdrawal.path, alice, { id: dataOf<Withdrawal>(res).id });
  });

  it('refuses more than the balance and more than the 24-hour limit, and moves nothing', async () => {
    const before = await usdt(alice);
    let res = await post(createWithdrawal.path, alice, withdrawForm({ amount: '501' }));
    expect([res.status, messageOf(res)]).toEqual([400, 'Insufficient balance']);
    // level 0: 1000 USD a day; 1 ETH is 3000 USD
    res = await post(createWithdrawal.path, alice, withdrawForm({ currency: 'ETH', network: 'ETH', address: ADDRESSES.ETH, amount: '0.5' }));
    expect(res.status).toBe(400);
    expect(messageOf(res)).toContain('24-hour withdrawal limit');
    expect(await usdt(alice)).toEqual(before);
  });

  it('quotes the fee, the minimum, what arrives and the limit left', async () => {
    const w = dataOf<Withdrawal>(await post(createWithdrawal.path, alice, withdrawForm({ amount: '100' })));
    const res = await get(withdrawQuote.path, alice, { currency: 'USDT', network: 'TRX', amount: '50' });
    expect(res.status).toBe(200);
    expect(dataOf(res)).toMatchObject({
      fee: '1',
      min_amount: '10',
      receive_amount: '49',
      memo_required: false,
      kyc_level: '0',
      limit_usd_24h: '1000',
      used_usd_24h: '100',
      remaining_usd_24h: '900',
      remaining_24h: '900',
      whitelist_enabled: false,
    });
    await post(cancelWithdrawal.path, alice, { id: w.id });
    // a cancelled withdrawal no longer counts
    expect(dataOf(await get(withdrawQuote.path, alice, { currency: 'USDT', network: 'TRX' }))).toMatchObject({ used_usd_24h: '0', receive_amount: '0' });
    expect((await get(withdrawQuote.path, alice, { currency: 'USDT', network: 'BTC' })).status).toBe(400);
  });

  it('refuses a wrong fund password, a wrong code and a used code alike, moving nothing', async () => {
    const before = await usdt(alice);
    const wrongPass = await post(createWithdrawal.path, alice, withdrawForm({ fundpass: 'Fund-pass-2025' }));
    const wrongCode = await post(createWithdrawal.path, alice, withdrawForm({ totp: totpAt(t.clock, -3) }));
    const form = withdrawForm();
    expect((await post(createWithdrawal.path, alice, form)).status).toBe(200);
    // the same code again, for a new withdrawal (another text)
    const replayed = await post(createWithdrawal.path, alice, { ...form, text: 't-replay' });
    for (const res of [wrongPass, wrongCode, replayed]) expect([res.status, messageOf(res)]).toEqual([400, 'Incorrect fund password or authenticator code']);
    const mine = await t.handle.db
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.userId, alice.id), eq(withdrawals.status, 'pending')));
    expect(mine).toHaveLength(1);
    await post(cancelWithdrawal.path, alice, { id: String(mine[0]!.id) });
    expect(await usdt(alice)).toEqual(before);
  });

  it('answers the first withdrawal for a repeated text, one after the other and at once', async () => {
    const before = await usdt(alice);
    const form = withdrawForm({ amount: '15' });
    const first = await post(createWithdrawal.path, alice, form);
    const again = await post(createWithdrawal.path, alice, form);
    expect(dataOf<Withdrawal>(again)).toEqual(dataOf<Withdrawal>(first));
    // a double click: the same form twice at once
    const twin = withdrawForm({ amount: '15' });
    const both = await Promise.all([post(createWithdrawal.path, alice, twin), post(createWithdrawal.path, alice, twin)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(dataOf<Withdrawal>(both[0]!).id).toBe(dataOf<Withdrawal>(both[1]!).id);
    expect(await usdt(alice)).toEqual({ available: String(Number(before.available) - 30), locked: '30' });
    for (const w of [first, both[0]!]) await post(cancelWithdrawal.path, alice, { id: dataOf<Withdrawal>(w).id });
  });

  it('three codes at once on a balance for one: exactly one withdraws', async () => {
    const poor = await newWalletUser(t.app, t.handle.db, 'poor-out@test.example', { USDT: '25' });
    t.freshCode();
    const forms = [-1, 0, 1].map((s, i) => ({ ...withdrawForm({ amount: '20' }), totp: totpAt(t.clock, s), text: `t-three${i}` }));
    const results = await Promise.all(forms.map((f) => post(createWithdrawal.path, poor, f)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect(await usdt(poor)).toEqual({ available: '5', locked: '20' });
  });

  it('lists the user’s withdrawals by currency and status, paged', async () => {
    const res = await get(listWithdrawals.path, alice, { currency: 'USDT', status: 'cancelled', size: '2' });
    const page = dataOf<{ list: Withdrawal[]; total: number }>(res);
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect(page.list.every((w) => w.status === 'cancelled' && w.currency === 'USDT')).toBe(true);
    expect(Number(page.list[0]!.id)).toBeGreaterThan(Number(page.list[1]!.id));
    const next = dataOf<{ list: Withdrawal[] }>(await get(listWithdrawals.path, alice, { currency: 'USDT', status: 'cancelled', size: '2', page: '2' }));
    expect(next.list[0]!.id).not.toBe(page.list[0]!.id);
    expect(dataOf<{ total: number }>(await get(listWithdrawals.path, bob)).total).toBe(0);
  });
});

describe('processing', () => {
  it('moves pending → processing → completed with a hash, taking the locked amount, and notifies', async () => {
    const processor = new WithdrawalProcessor(t.handle.db, { pendingMs: 10_000, processingMs: 5_000, batch: 50 });
    const before = await usdt(bob);
    const w = dataOf<Withdrawal>(await post(createWithdrawal.path, bob, withdrawForm({ amount: '40' })));
    await processor.advance(t.clock.getTime() + 9_000);
    expect(await statusOf(w.id)).toBe('pending');
    await processor.advance(t.clock.getTime() + 10_000);
    expect(await statusOf(w.id)).toBe('processing');
    // no longer cancellable
    expect((await post(cancelWithdrawal.path, bob, { id: w.id })).status).toBe(404);
    await processor.advance(t.clock.getTime() + 15_000);
    const done = dataOf<{ list: Withdrawal[] }>(await get(listWithdrawals.path, bob, { status: 'completed' })).list[0];
    expect(done?.id).toBe(w.id);
    expect(done?.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await usdt(bob)).toEqual({ available: String(Number(before.available) - 40), locked: '0' });
    const notes = await t.handle.db.select().from(notices).where(eq(notices.userId, bob.id));
    expect(notes.map((n) => n.title)).toContain('Withdrawal completed');
  });

  it('fails a withdrawal to an address the chain refuses, its money back', async () => {
    const processor = new WithdrawalProcessor(t.handle.db, { pendingMs: 0, processingMs: 0, batch: 50 });
    const before = await holdingsOf(t.handle.db, alice.id);
    const w = dataOf<Withdrawal>(
      await post(
        createWithdrawal.path,
        alice,
        withdrawForm({ currency: 'ETH', network: 'ETH', address: '0x000000000000000000000000000000000000dEaD', amount: '0.01' }),
      ),
    );
    await processor.advance(t.clock.getTime());
    await processor.advance(t.clock.getTime());
    const failed = dataOf<{ list: Withdrawal[] }>(await get(listWithdrawals.path, alice, { status: 'failed' })).list[0];
    expect(failed).toMatchObject({ id: w.id, status: 'failed', fail_reason: FAILED_ADDRESS_REASON, tx_hash: null });
    expect(await holdingsOf(t.handle.db, alice.id)).toEqual(before);
    const notes = await t.handle.db.select().from(notices).where(eq(notices.userId, alice.id));
    expect(notes.map((n) => n.title)).toContain('Withdrawal failed');
  });

  it('a cancel racing the processor settles once', async () => {
    // nothing completes here: only the pending → processing step races the cancel
    const processor = new WithdrawalProcessor(t.handle.db, { pendingMs: 0, processingMs: 10 ** 12, batch: 50 });
    for (let i = 0; i < 5; i += 1) {
      const before = await usdt(bob);
      const w = dataOf<Withdrawal>(await post(createWithdrawal.path, bob, withdrawForm({ amount: '10' })));
      const [cancel] = await Promise.all([post(cancelWithdrawal.path, bob, { id: w.id }), processor.advance(t.clock.getTime())]);
      const status = await statusOf(w.id);
      const after = await usdt(bob);
      if (cancel.status === 200) {
        expect(status).toBe('cancelled');
        expect(after).toEqual(before);
      } else {
        expect(cancel.status).toBe(404);
        expect(status).toBe('processing');
        expect(after).toEqual({ available: String(Number(before.available) - 10), locked: String(Number(before.locked) + 10) });
      }
    }
  });
});

describe('address book and whitelist', () => {
  it('saves validated addresses, refuses duplicates and bad ones, removes', async () => {
    const add = await post(addSavedAddress.path, alice, { currency: 'USDT', network: 'TRX', address: ADDRESSES.TRX, label: 'My wallet' });
    expect(add.status).toBe(200);
    expect(dataOf(add)).toMatchObject({ currency: 'USDT', network: 'TRX', address: ADDRESSES.TRX, memo: null, label: 'My wallet' });
    expect(messageOf(await post(addSavedAddress.path, alice, { currency: 'USDT', network: 'TRX', address: ADDRESSES.TRX, label: 'Again' }))).toContain(
      'already',
    );
    expect((await post(addSavedAddress.path, alice, { currency: 'USDT', network: 'TRX', address: ADDRESSES.ETH, label: 'x' })).status).toBe(400);
    expect((await post(addSavedAddress.path, alice, { currency: 'XRP', network: 'XRP', address: ADDRESSES.XRP, label: 'x' })).status).toBe(400);
    const xrp = await post(addSavedAddress.path, alice, { currency: 'XRP', network: 'XRP', address: ADDRESSES.XRP, memo: '7', label: 'Exchange' });
    expect(dataOf(xrp)).toMatchObject({ memo: '7' });
    const book = dataOf<{ list: { id: string }[]; whitelist_enabled: boolean }>(await get(addressBook.path, alice));
    expect(book.list).toHaveLength(2);
    expect(dataOf<{ list: unknown[] }>(await get(addressBook.path, alice, { currency: 'XRP' })).list).toHaveLength(1);
    const id = dataOf<{ id: string }>(xrp).id;
    expect((await post(removeSavedAddress.path, alice, { id })).status).toBe(200);
    expect((await post(removeSavedAddress.path, alice, { id })).status).toBe(404);
  });

  it('whitelist mode needs the confirmation and then allows saved addresses only', async () => {
    expect((await post(setWithdrawWhitelist.path, alice, { enabled: 'true', fundpass: 'nope', totp: t.freshCode() })).status).toBe(400);
    const on = await post(setWithdrawWhitelist.path, alice, { enabled: 'true', fundpass: DEMO_FUND_PASSWORD, totp: t.freshCode() });
    expect(dataOf(on)).toEqual({ whitelist_enabled: true });
    const other = await post(createWithdrawal.path, alice, withdrawForm({ network: 'ETH', address: ADDRESSES.ETH }));
    expect(messageOf(other)).toContain('Whitelist mode is on');
    const saved = await post(createWithdrawal.path, alice, withdrawForm());
    expect(saved.status).toBe(200);
    await post(cancelWithdrawal.path, alice, { id: dataOf<Withdrawal>(saved).id });
    expect(dataOf(await get(withdrawQuote.path, alice, { currency: 'USDT', network: 'TRX' }))).toMatchObject({ whitelist_enabled: true });
    const off = await post(setWithdrawWhitelist.path, alice, { enabled: 'false', fundpass: DEMO_FUND_PASSWORD, totp: t.freshCode() });
    expect(dataOf(off)).toEqual({ whitelist_enabled: false });
  });
});

describe('who may withdraw', () => {
  it('refuses an account without a fund password and authenticator', async () => {
    const bare = await newWalletUser(t.app, t.handle.db, 'bare-out@test.example', { USDT: '100' }, { security: false });
    const res = await post(createWithdrawal.path, bare, withdrawForm());
    expect([res.status, messageOf(res)]).toEqual([400, 'Set up a fund password and an authenticator app first']);
  });

  it('lets a withdraw-only account withdraw', async () => {
    const only = await newWalletUser(t.app, t.handle.db, 'only-out@test.example', { USDT: '100' });
    await t.handle.db.update(users).set({ withdrawOnly: true }).where(eq(users.id, only.id));
    expect((await post(createWithdrawal.path, only, withdrawForm())).status).toBe(200);
  });

  it('refuses with the compliance message where the rule closes withdrawals', async () => {
    const closed = await newWalletUser(t.app, t.handle.db, 'closed-out@test.example', { USDT: '100' });
    const [fr] = await t.handle.db.select({ code: countries.code }).from(countries).where(eq(countries.iso2, 'FR'));
    await t.handle.db.update(users).set({ country: fr!.code }).where(eq(users.id, closed.id));
    await t.handle.db.insert(complianceRules).values({ siteKey: 'main', country: 'FR', menu: ['withdraw'], business: [], limits: {} });
    const res = await post(createWithdrawal.path, closed, withdrawForm());
    expect(res.json).toEqual({ code: 40302, message: WITHDRAW_CLOSED_MESSAGE });
    expect(res.status).toBe(403);
  });

  it('answers 401 to a guest and refuses a POST without CSRF', async () => {
    expect((await get(withdrawQuote.path, null, { currency: 'USDT', network: 'TRX' })).status).toBe(401);
    expect((await get(listWithdrawals.path, null)).status).toBe(401);
    expect((await post(createWithdrawal.path, null, withdrawForm())).status).toBe(401);
    const before = await usdt(alice);
    expect((await post(createWithdrawal.path, alice, withdrawForm(), { csrf: false })).status).toBe(403);
    expect(await usdt(alice)).toEqual(before);
  });

  it('answers 404 for another user’s withdrawal or saved address, changing nothing', async () => {
    const w = dataOf<Withdrawal>(await post(createWithdrawal.path, alice, withdrawForm()));
    const a = dataOf<{ id: string }>(await post(addSavedAddress.path, alice, { currency: 'USDT', network: 'ETH', address: ADDRESSES.ETH, label: 'Cold' }));
    const before = await usdt(alice);
    expect((await post(cancelWithdrawal.path, bob, { id: w.id })).status).toBe(404);
    expect((await post(removeSavedAddress.path, bob, { id: a.id })).status).toBe(404);
    expect(await usdt(alice)).toEqual(before);
    expect(await statusOf(w.id)).toBe('pending');
    expect(dataOf<{ list: { id: string }[] }>(await get(addressBook.path, alice)).list.map((x) => x.id)).toContain(a.id);
    expect(dataOf<{ list: Withdrawal[] }>(await get(listWithdrawals.path, bob)).list.map((x) => x.id)).not.toContain(w.id);
    await post(cancelWithdrawal.path, alice, { id: w.id });
  });
});
