import { describe, expect, it } from 'vitest';
import { accountStatement, accountStatementCsv, type StatementRow } from '@exchange/contract/statement';
import { placeSpotOrder } from '@exchange/contract/trade';
import { depositAddress, devChainDeposit } from '@exchange/contract/wallet';
import {
  cancelDepositCode,
  cancelWithdrawal,
  createDepositCode,
  createTransfer,
  createWithdrawal,
  redeemDepositCode,
  type DepositCode,
  type Withdrawal,
} from '@exchange/contract/withdraw';
import { add, normal, sub } from '@exchange/decimal/text';
import { fundPassAttempts } from '../db/schema';
import { settleDeposits } from '../domain/wallet/deposits';
import { WithdrawalProcessor } from '../market/withdrawals';
import { useFreshApp } from '../../test/freshDb';
import { call, type Call } from '../../test/http';
import { testPair } from '../../test/pairs';
import { holdingsOf } from '../../test/traders';
import { ADDRESSES, DEMO_FUND_PASSWORD, newWalletUser, totpAt } from '../../test/wallet';

/**
 * The statement with money out (docs/WALLET.md "Statement"): withdrawals (completed, failed,
 * cancelled, in flight), internal transfers and deposit codes beside deposits and trades, checked
 * against the balances' change: per user and currency, the statement's amounts add up to what the
 * user holds (available + locked, less what open withdrawals hold) less the seeded start.
 */
let clock = Date.UTC(2026, 2, 1, 12, 0, 0);
const t = useFreshApp({ devChain: true, now: () => new Date(clock) });
type User = Awaited<ReturnType<typeof newWalletUser>>;

let seq = 0;
async function confirmed(form: Record<string, string>): Promise<Record<string, string>> {
  // each confirmation spends its own authenticator step, with no failures counted
  clock += 30_000;
  await t.handle.db.delete(fundPassAttempts);
  seq += 1;
  return { fundpass: DEMO_FUND_PASSWORD, totp: totpAt(new Date(clock)), text: `t-st${seq}`, ...form };
}
async function post(path: string, who: User, form: Record<string, string>): Promise<Call> {
  const res = await call(t.app, path, { form, cookies: who.cookies });
  expect(res.status, `${path} ${JSON.stringify(res.json)}`).toBe(200);
  return res;
}
const data = <T>(res: Call): T => (res.json as { data: T }).data;

async function statement(who: User, query = '?size=100'): Promise<{ list: StatementRow[]; total: number }> {
  const res = await call(t.app, `${accountStatement.path}${query}`, { cookies: who.cookies });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return accountStatement.answer.parse(res.json).data;
}

async function deposit(who: User, amount: string): Promise<void> {
  const addr = depositAddress.answer.parse((await post(depositAddress.path, who, { currency: 'USDT', network: 'BSC' })).json).data;
  expect((await call(t.app, devChainDeposit.path, { form: { network: 'BSC', address: addr?.address ?? '', amount } })).status).toBe(200);
  clock += 60_000;
  await settleDeposits(t.handle.db, clock);
}

async function withdraw(who: User, amount: string, address: string = ADDRESSES.TRX): Promise<Withdrawal> {
  return data<Withdrawal>(await post(createWithdrawal.path, who, await confirmed({ currency: 'USDT', network: 'TRX', address, amount })));
}

/** Per currency, the sum of the rows' amounts. */
function sums(rows: readonly StatementRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rows) out[r.currency] = normal(add(out[r.currency] ?? '0', r.amount));
  return out;
}

/** What the statement counts as held now: available + locked, less what open withdrawals hold. */
async function heldNow(who: User, inFlight: Record<string, string>): Promise<Record<string, string>> {
  const held = await holdingsOf(t.handle.db, who.id);
  return Object.fromEntries(Object.entries(held).map(([asset, h]) => [asset, normal(sub(add(h.available, h.locked), inFlight[asset] ?? '0'))]));
}

/** Each row's balance is the older row's (of its currency) plus its amount; the newest is what is held now. */
function expectBalancesChain(rows: readonly StatementRow[], start: Record<string, string>, now: Record<string, string>): void {
  const byCurrency = new Map<string, StatementRow[]>();
  for (const r of rows) byCurrency.set(r.currency, [...(byCurrency.get(r.currency) ?? []), r]);
  for (const [currency, list] of byCurrency) {
    expect(list[0]?.balance, `${currency} newest balance`).toBe(now[currency] ?? '0');
    let before = start[currency] ?? '0';
    for (const r of [...list].reverse()) {
      expect(r.balance, `${r.id} balance`).toBe(normal(add(before, r.amount)));
      before = r.balance;
    }
  }
}

describe('statement: money out', () => {
  it('lists withdrawals, their fees and refunds, transfers and codes; every user’s amounts add up to the change of their balances', async () => {
    const { pair, base } = await testPair(t.handle.db);
    const start = { alice: { USDT: '500', [base]: '10' }, bob: { USDT: '300' }, carol: {} };
    const alice = await newWalletUser(t.app, t.handle.db, 'alice-st@test.example', start.alice);
    const bob = await newWalletUser(t.app, t.handle.db, 'bob-st@test.example', start.bob);
    const carol = await newWalletUser(t.app, t.handle.db, 'carol-st@test.example', start.carol);

    await deposit(alice, '100');
    clock += 1000;
    await post(placeSpotOrder.path, alice, { pair, side: 'sell', type: 'limit', price: '100', amount: '1' });
    clock += 1000;
    await post(placeSpotOrder.path, bob, { pair, side: 'buy', type: 'limit', price: '100', amount: '1' });

    const completed = await withdraw(alice, '20');
    const failed = await withdraw(alice, '30', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb');
    const cancelled = await withdraw(alice, '40');
    clock += 1000;
    await post(cancelWithdrawal.path, alice, { id: cancelled.id });
    const processor = new WithdrawalProcessor(t.handle.db, { pendingMs: 0, processingMs: 0, batch: 50 });
    clock += 1000;
    await processor.advance(clock); // pending → processing
    clock += 1000;
    await processor.advance(clock); // processing → completed / failed
    const pending = await withdraw(alice, '15');

    await post(createTransfer.path, alice, await confirmed({ to: String(bob.uid), currency: 'USDT', amount: '25' }));
    await post(createTransfer.path, bob, await confirmed({ to: alice.email, currency: 'USDT', amount: '5.5' }));
    const redeemed = data<DepositCode & { code: string }>(await post(createDepositCode.path, alice, await confirmed({ currency: 'USDT', amount: '10' })));
    clock += 1000;
    await post(redeemDepositCode.path, bob, { code: redeemed.code });
    const back = data<DepositCode>(await post(createDepositCode.path, alice, await confirmed({ currency: 'USDT', amount: '7' })));
    clock += 1000;
    await post(cancelDepositCode.path, alice, { id: back.id });
    const open = data<DepositCode>(await post(createDepositCode.path, alice, await confirmed({ currency: 'USDT', amount: '3' })));

    const rowsA = (await statement(alice)).list;
    const rowsB = (await statement(bob)).list;
    const fee = (w: Withdrawal) => normal(w.fee);
    const byId = (rows: readonly StatementRow[], id: string) => rows.find((r) => r.id === id);
    // withdrawals: what is sent and the fee when placed; both back when failed or cancelled
    expect(byId(rowsA, `withdrawal-${completed.id}-sent`)).toMatchObject({
      type: 'withdrawal',
      currency: 'USDT',
      amount: `-${completed.receive_amount}`,
      network: 'TRX',
      address: ADDRESSES.TRX,
    });
    expect(byId(rowsA, `withdrawal-${completed.id}-sent`)?.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(byId(rowsA, `withdrawal-${completed.id}-fee`)).toMatchObject({ type: 'fee', amount: `-${fee(completed)}` });
    expect(byId(rowsA, `withdrawal-${completed.id}-refund`)).toBeUndefined();
    for (const w of [failed, cancelled]) {
      expect(byId(rowsA, `withdrawal-${w.id}-refund`)).toMatchObject({ type: 'withdrawal', amount: w.receive_amount });
      expect(byId(rowsA, `withdrawal-${w.id}-fee_refund`)).toMatchObject({ type: 'fee', amount: fee(w) });
    }
    expect(byId(rowsA, `withdrawal-${pending.id}-sent`)).toMatchObject({ amount: `-${pending.receive_amount}` });
    expect(byId(rowsA, `withdrawal-${pending.id}-refund`)).toBeUndefined();
    // transfers: each side its own row, the other named by UID only
    const out = rowsA.find((r) => r.type === 'transfer' && r.amount === '-25');
    expect(out).toMatchObject({ currency: 'USDT', counterparty_uid: bob.uid });
    expect(out?.id).toMatch(/^transfer-\d+-out$/);
    expect(byId(rowsB, (out?.id ?? '').replace(/-out$/, '-in'))).toMatchObject({ amount: '25', counterparty_uid: alice.uid });
    expect(rowsA.find((r) => r.type === 'transfer' && r.amount === '5.5')).toMatchObject({ counterparty_uid: bob.uid });
    // codes: created (−), cancelled (+ back), redeemed (+ to the redeemer only)
    expect(byId(rowsA, `code-${redeemed.id}-created`)).toMatchObject({ type: 'code', amount: '-10' });
    expect(byId(rowsA, `code-${redeemed.id}-redeemed`)).toBeUndefined();
    expect(byId(rowsB, `code-${redeemed.id}-redeemed`)).toMatchObject({ type: 'code', amount: '10' });
    expect(byId(rowsB, `code-${redeemed.id}-created`)).toBeUndefined();
    expect(byId(rowsA, `code-${back.id}-cancelled`)).toMatchObject({ amount: '7' });
    expect(byId(rowsA, `code-${open.id}-created`)).toMatchObject({ amount: '-3' });
    // no row names the other side's email; ids are unique; nobody else's withdrawals or codes
    expect(JSON.stringify([rowsA, rowsB])).not.toMatch(/@test\.example/);
    expect(new Set(rowsA.map((r) => r.id)).size).toBe(rowsA.length);
    expect(rowsB.some((r) => r.id.startsWith('withdrawal-'))).toBe(false);
    expect(await statement(carol)).toMatchObject({ list: [], total: 0 });

    // the rule: the statement's amounts are the change of what each user holds
    const inFlight = { USDT: pending.amount };
    const nowA = await heldNow(alice, inFlight);
    const nowB = await heldNow(bob, {});
    const change = (now: Record<string, string>, from: Record<string, string>) =>
      Object.fromEntries(Object.entries(now).map(([asset, held]) => [asset, normal(sub(held, from[asset] ?? '0'))]));
    expect(sums(rowsA)).toEqual(change(nowA, start.alice));
    expect(sums(rowsB)).toEqual(change(nowB, start.bob));
    expectBalancesChain(rowsA, start.alice, nowA);
    expectBalancesChain(rowsB, start.bob, nowB);

    // once the last withdrawal completes, the rule holds with nothing in flight
    clock += 1000;
    await processor.advance(clock);
    clock += 1000;
    await processor.advance(clock);
    expect(sums((await statement(alice)).list)).toEqual(change(await heldNow(alice, {}), start.alice));

    // each type filters; a filter keeps each row's balance
    for (const type of ['withdrawal', 'transfer', 'code', 'fee', 'trade', 'deposit'] as const) {
      const only = await statement(alice, `?type=${type}&size=100`);
      expect(only.list.length, type).toBeGreaterThan(0);
      expect(only.list.every((r) => r.type === type)).toBe(true);
    }
    const all = (await statement(alice)).list;
    const fees = (await statement(alice, '?type=fee&currency=USDT&size=100')).list;
    expect(fees).toEqual(all.filter((r) => r.type === 'fee' && r.currency === 'USDT'));

    // the CSV carries the new columns
    const csv = String((await call(t.app, `${accountStatementCsv.path}?type=transfer`, { cookies: alice.cookies })).json).split('\r\n');
    expect(csv[0]).toBe('time,type,currency,amount,balance,pair,side,price,network,tx_hash,address,counterparty_uid,id');
    expect(csv.slice(1, -1).every((line) => line.split(',')[1] === 'transfer' && line.split(',')[11] === String(bob.uid))).toBe(true);
  });
});
