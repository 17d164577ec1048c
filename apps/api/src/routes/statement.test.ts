import { eq, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountStatement, accountStatementCsv, type StatementRow } from '@exchange/contract/statement';
import { placeSpotOrder } from '@exchange/contract/trade';
import { depositAddress, devChainDeposit } from '@exchange/contract/wallet';
import { add, normal } from '@exchange/decimal/text';
import { spotFills } from '../db/schema';
import { settleDeposits } from '../domain/wallet/deposits';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';
import { testPair } from '../../test/pairs';
import { holdingsOf, newTrader } from '../../test/traders';

/** The app's clock, on whole seconds so that the range filters' edges can be hit exactly. */
let clock = Date.UTC(2026, 11, 6, 12, 0, 0);
const t = useFreshApp({ devChain: true, now: () => new Date(clock) });

let emails = 0;
const user = (holdings: Record<string, string> = {}) => newTrader(t.app, t.handle.db, `statement-${(emails += 1)}@test.example`, holdings);

async function statement(cookies: Record<string, string>, query = ''): Promise<{ list: StatementRow[]; total: number }> {
  const res = await call(t.app, `${accountStatement.path}${query}`, { cookies });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return accountStatement.answer.parse(res.json).data;
}

async function order(cookies: Record<string, string>, form: Record<string, string>): Promise<void> {
  const res = await call(t.app, placeSpotOrder.path, { form: { type: 'limit', ...form }, cookies });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
}

async function depositUsdt(cookies: Record<string, string>, amount: string): Promise<void> {
  const addr = depositAddress.answer.parse((await call(t.app, depositAddress.path, { form: { currency: 'USDT', network: 'BSC' }, cookies })).json).data;
  expect((await call(t.app, devChainDeposit.path, { form: { network: 'BSC', address: addr?.address ?? '', amount } })).status).toBe(200);
  clock += 60_000;
  await settleDeposits(t.handle.db, clock);
}

/** Per currency, the sum of the statement's amounts. */
function sums(rows: readonly StatementRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const r of rows) out[r.currency] = normal(add(out[r.currency] ?? '0', r.amount));
  return out;
}

/** Two traders who deposited and traded on a pair of their own; B has three fills (one a maker's). */
async function scene() {
  const { pair, base } = await testPair(t.handle.db);
  const a = await user({ [base]: '10' });
  const b = await user();
  const c = await user();
  await depositUsdt(b.cookies, '1000');
  const t0 = clock;
  clock += 1000;
  await order(a.cookies, { pair, side: 'sell', price: '100', amount: '1' });
  clock += 1000;
  await order(b.cookies, { pair, side: 'buy', price: '100', amount: '1' }); // B takes A's sell
  clock += 1000;
  await order(b.cookies, { pair, side: 'buy', price: '99.5', amount: '2' }); // B rests
  clock += 1000;
  await order(a.cookies, { pair, side: 'sell', price: '99.5', amount: '0.5' }); // A takes half of it
  clock += 1000;
  await order(a.cookies, { pair, side: 'sell', price: '99.5', amount: '0.25' });
  return { pair, base, a, b, c, t0 };
}

describe('account statement', () => {
  it('lists deposits, both sides of every fill and the fees; the amounts add up to the balances', async () => {
    const { pair, base, a, b, c } = await scene();
    const rowsB = (await statement(b.cookies, '?size=100')).list;
    const fills = await t.handle.db
      .select()
      .from(spotFills)
      .where(or(eq(spotFills.takerUserId, b.id), eq(spotFills.makerUserId, b.id)));
    expect(fills).toHaveLength(3);
    const first = fills.find((f) => f.takerUserId === b.id);
    if (!first) throw new Error('no fill');
    expect(rowsB.filter((r) => r.id.startsWith(`fill-${first.id}-`))).toEqual([
      expect.objectContaining({ id: `fill-${first.id}-paid`, type: 'trade', currency: 'USDT', amount: '-100', pair, side: 'buy', price: '100' }),
      expect.objectContaining({ id: `fill-${first.id}-received`, type: 'trade', currency: base, amount: '1', side: 'buy' }),
      expect.objectContaining({ id: `fill-${first.id}-fee`, type: 'fee', currency: first.takerFeeAsset, amount: normal(`-${first.takerFee}`) }),
    ]);
    const dep = rowsB.find((r) => r.type === 'deposit');
    expect(dep).toMatchObject({ currency: 'USDT', amount: '1000', network: 'BSC', pair: null, side: null });
    expect(dep?.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    // newest first, ids unique
    expect(rowsB.map((r) => r.time_ms)).toEqual([...rowsB.map((r) => r.time_ms)].sort((x, y) => y - x));
    expect(new Set(rowsB.map((r) => r.id)).size).toBe(rowsB.length);

    // what B holds (available + locked) is exactly what the statement says moved
    const held = await holdingsOf(t.handle.db, b.id);
    const total = (x?: { available: string; locked: string }) => normal(add(x?.available ?? '0', x?.locked ?? '0'));
    expect(sums(rowsB)).toEqual({ USDT: total(held.USDT), [base]: total(held[base]) });
    // A started with 10 of the base
    const heldA = await holdingsOf(t.handle.db, a.id);
    const sumA = sums((await statement(a.cookies, '?size=100')).list);
    expect(normal(add('10', sumA[base] ?? '0'))).toBe(total(heldA[base]));
    expect(sumA.USDT).toBe(total(heldA.USDT));
    // nobody else's rows
    expect(await statement(c.cookies)).toMatchObject({ list: [], total: 0 });
    expect(rowsB.some((r) => r.id.startsWith('deposit-') && r.currency !== 'USDT')).toBe(false);
  });

  it('filters by type, currency and date range (from inclusive, to exclusive)', async () => {
    const { base, b, t0 } = await scene();
    const all = (await statement(b.cookies, '?size=100')).list;
    const fees = await statement(b.cookies, '?type=fee&size=100');
    expect(fees.list.length).toBeGreaterThan(0);
    expect(fees.list.every((r) => r.type === 'fee')).toBe(true);
    expect(fees.total).toBe(all.filter((r) => r.type === 'fee').length);
    expect((await statement(b.cookies, '?type=deposit')).list.map((r) => r.amount)).toEqual(['1000']);
    const inBase = await statement(b.cookies, `?currency=${base}&size=100`);
    expect(inBase.list.map((r) => r.id)).toEqual(all.filter((r) => r.currency === base).map((r) => r.id));

    // B's first fill happened at t0 + 2 s exactly (B's buy met A's resting sell)
    const firstTrade = (t0 + 2000) / 1000;
    const from = await statement(b.cookies, `?from=${firstTrade}&size=100`);
    expect(from.list.map((r) => r.id)).toEqual(all.filter((r) => r.time_ms >= firstTrade * 1000).map((r) => r.id));
    expect(from.list.some((r) => r.time_ms === firstTrade * 1000)).toBe(true);
    const to = await statement(b.cookies, `?to=${firstTrade}&size=100`);
    expect(to.list.map((r) => r.type)).toEqual(['deposit']);
    expect((await statement(b.cookies, `?from=${firstTrade}&to=${firstTrade}`)).total).toBe(0);
    expect(await call(t.app, `${accountStatement.path}?from=10&to=5`, { cookies: b.cookies })).toMatchObject({
      status: 400,
      json: { message: 'from must not be after to' },
    });
    expect((await call(t.app, `${accountStatement.path}?type=payout`, { cookies: b.cookies })).status).toBe(400);
    expect((await call(t.app, accountStatement.path)).status).toBe(401);
  });

  it('pages without overlap or gap, past the end empty with the true total', async () => {
    const { b } = await scene();
    const all = await statement(b.cookies, '?size=100');
    const ids: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) {
      const p = await statement(b.cookies, `?size=3&page=${page}`);
      expect(p.total).toBe(all.total);
      expect(p.list.length).toBe(Math.min(3, all.total - (page - 1) * 3));
      ids.push(...p.list.map((r) => r.id));
    }
    expect(ids).toEqual(all.list.map((r) => r.id));
    expect(await statement(b.cookies, `?size=3&page=${Math.ceil(all.total / 3) + 1}`)).toMatchObject({ list: [], total: all.total });
  });

  it('exports the same rows as a CSV attachment, amounts as plain decimals', async () => {
    const { b, c } = await scene();
    const all = (await statement(b.cookies, '?size=100')).list;
    const res = await call(t.app, `${accountStatementCsv.path}?type=trade`, { cookies: b.cookies });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="statement-\d{8}\.csv"$/);
    const lines = String(res.json).split('\r\n');
    expect(lines[0]).toBe('time,type,currency,amount,balance,pair,side,price,network,tx_hash,address,counterparty_uid,id');
    expect(lines.at(-1)).toBe('');
    const trades = all.filter((r) => r.type === 'trade');
    expect(lines.slice(1, -1)).toEqual(
      trades.map((r) => [new Date(r.time_ms).toISOString(), 'trade', r.currency, r.amount, r.balance, r.pair, r.side, r.price, '', '', '', '', r.id].join(',')),
    );
    // a negative amount stays a number (no formula guard on decimals)
    expect(lines.some((l) => l.split(',')[3]?.startsWith('-'))).toBe(true);
    expect(String((await call(t.app, accountStatementCsv.path, { cookies: c.cookies })).json)).toBe(
      'time,type,currency,amount,balance,pair,side,price,network,tx_hash,address,counterparty_uid,id\r\n',
    );
    expect(await call(t.app, accountStatementCsv.path)).toMatchObject({ status: 401, json: { code: 40101 } });
    expect(await call(t.app, `${accountStatementCsv.path}?currency=bad`, { cookies: b.cookies })).toMatchObject({ status: 400 });
  });
});
