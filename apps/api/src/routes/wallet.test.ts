import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidAddress } from '@exchange/chain/address';
import { networkById, type ChainNetwork } from '@exchange/chain/networks';
import { depositAddress, devChainDeposit, myDeposits, walletNetworks, type Deposit } from '@exchange/contract/wallet';
import { add, normal } from '@exchange/decimal/text';
import { balances, depositAddresses, deposits, notices, users } from '../db/schema';
import { settleDeposits } from '../domain/wallet/deposits';
import { ChainSimulator } from '../market/chain';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs } from '../../test/http';
import { holdingsOf, newTrader } from '../../test/traders';

/** The app's clock: tests move it so that blocks pass. */
let clock = Date.UTC(2026, 11, 6, 12, 0, 0);
const t = useFreshApp({ devChain: true, now: () => new Date(clock) });
/** The same code without DEV_CHAIN. */
const plain = useFreshApp();

let emails = 0;
const user = (holdings: Record<string, string> = {}) => newTrader(t.app, t.handle.db, `wallet-${(emails += 1)}@test.example`, holdings);
const net = (id: string): ChainNetwork => {
  const n = networkById(id);
  if (!n) throw new Error(id);
  return n;
};

async function addressOf(cookies: Record<string, string>, currency: string, network: string) {
  const res = await call(t.app, depositAddress.path, { form: { currency, network }, cookies });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const data = depositAddress.answer.parse(res.json).data;
  if (!data) throw new Error('no address');
  return data;
}

async function send(form: Record<string, string>): Promise<Deposit> {
  const res = await call(t.app, devChainDeposit.path, { form });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return devChainDeposit.answer.parse(res.json).data;
}

async function history(cookies: Record<string, string>, query = '') {
  const res = await call(t.app, `${myDeposits.path}${query}`, { cookies });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return myDeposits.answer.parse(res.json).data;
}

/** The sum of available and locked of one asset over every user. */
async function totalHeld(asset: string): Promise<string> {
  const rows = await t.handle.db.select().from(balances).where(eq(balances.asset, asset));
  return rows.reduce((sum, r) => add(add(sum, r.available), r.locked), '0');
}

/** Moves the clock past `blocks` blocks of the network. */
const pass = (network: string, blocks: number) => (clock += blocks * net(network).blockSeconds * 1000);

describe('wallet networks', () => {
  it('lists a listed currency’s networks with their rules (public), 404 for an unlisted one', async () => {
    const res = await call(t.app, `${walletNetworks.path}?currency=USDT`);
    const list = walletNetworks.answer.parse(res.json).data;
    expect(list.map((n) => n.network)).toEqual(['ETH', 'TRX', 'BSC', 'SOL', 'TON']);
    expect(list.find((n) => n.network === 'TRX')).toMatchObject({ name: 'Tron (TRC20)', memo: 'none', min_deposit: '1', confirmations: 20 });
    expect(list.find((n) => n.network === 'TON')).toMatchObject({ memo: 'required', memo_name: 'comment' });
    // a generated currency travels as an ERC20 token
    expect(walletNetworks.answer.parse((await call(t.app, `${walletNetworks.path}?currency=C0041`)).json).data.map((n) => n.network)).toEqual(['ETH']);
    expect(await call(t.app, `${walletNetworks.path}?currency=NOPE`)).toMatchObject({ status: 404, json: { code: 40401, message: 'Unknown currency: NOPE' } });
    expect((await call(t.app, `${walletNetworks.path}?currency=usdt`)).status).toBe(400);
  });
});

describe('deposit addresses', () => {
  it('gives each user a valid address per currency and network, the same every time', async () => {
    const a = await user();
    const b = await user();
    for (const [currency, network] of [
      ['USDT', 'ETH'],
      ['USDT', 'TRX'],
      ['USDT', 'BSC'],
      ['USDT', 'SOL'],
      ['USDT', 'TON'],
      ['BTC', 'BTC'],
      ['ETH', 'ARB'],
      ['XRP', 'XRP'],
    ] as const) {
      const first = await addressOf(a.cookies, currency, network);
      expect(isValidAddress(net(network), first.address), `${network} ${first.address}`).toBe(true);
      expect(await addressOf(a.cookies, currency, network)).toEqual(first);
      const other = await addressOf(b.cookies, currency, network);
      if (net(network).memo === 'required') {
        // one exchange address, a memo per user
        expect(first.memo).toMatch(/^\d+$/);
        expect(other.address).toBe(first.address);
        expect(other.memo).not.toBe(first.memo);
      } else {
        expect(first.memo).toBeNull();
        expect(other.address).not.toBe(first.address);
      }
    }
    // EVM addresses carry their EIP-55 checksum
    const eth = await addressOf(a.cookies, 'USDT', 'ETH');
    expect(eth.address).not.toBe(eth.address.toLowerCase());
    expect(eth).toMatchObject({ min_deposit: '1', confirmations: 12 });
  });

  it('refuses guests (401), a missing CSRF token (403), unknown currencies and networks (404)', async () => {
    const a = await user();
    expect(await call(t.app, depositAddress.path, { form: { currency: 'USDT', network: 'TRX' } })).toMatchObject({ status: 401 });
    expect(await call(t.app, depositAddress.path, { form: { currency: 'USDT', network: 'TRX' }, cookies: a.cookies, csrf: false })).toMatchObject({
      status: 403,
    });
    expect(await call(t.app, depositAddress.path, { form: { currency: 'BTC', network: 'TRX' }, cookies: a.cookies })).toMatchObject({
      status: 404,
      json: { message: 'BTC cannot be deposited on TRX' },
    });
    expect(await call(t.app, depositAddress.path, { form: { currency: 'NOPE', network: 'ETH' }, cookies: a.cookies })).toMatchObject({ status: 404 });
    expect(await t.handle.db.select().from(deposits).where(eq(deposits.userId, a.id))).toEqual([]);
  });
});

describe('deposit addresses and compliance', () => {
  it.each([
    ['withdrawonly@demo.test', 'This account may only withdraw: it cannot deposit'],
    ['restricted@demo.test', 'Deposits are not available in your region'],
  ])('refuses %s with 403 and hands out nothing', async (email, message) => {
    const cookies = await loginAs(t.app, email);
    expect(await call(t.app, depositAddress.path, { form: { currency: 'USDT', network: 'TRX' }, cookies })).toMatchObject({
      status: 403,
      json: { code: 40302, message },
    });
    const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(await t.handle.db.select().from(depositAddresses).where(eq(depositAddresses.userId, row!.id))).toEqual([]);
  });
});

describe('deposits', () => {
  it('records a deposit pending, counts confirmations block by block and credits it once', async () => {
    const a = await user();
    const addr = await addressOf(a.cookies, 'USDT', 'TRX');
    const before = await totalHeld('USDT');
    const sent = await send({ network: 'TRX', address: addr.address, amount: '125.50' });
    expect(sent).toMatchObject({ currency: 'USDT', network: 'TRX', amount: '125.5', status: 'pending', confirmations: 0, required: 20, credit_time_ms: null });
    expect(sent.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);

    pass('TRX', 5);
    await settleDeposits(t.handle.db, clock);
    const [mid] = (await history(a.cookies)).list;
    expect(mid).toMatchObject({ id: sent.id, status: 'pending', confirmations: 5 });
    expect((await holdingsOf(t.handle.db, a.id)).USDT).toBeUndefined();

    pass('TRX', 20);
    // two simulators (two instances, or one step run twice) at the same moment
    const results = await Promise.all([settleDeposits(t.handle.db, clock), new ChainSimulator(t.handle.db).step(clock), settleDeposits(t.handle.db, clock)]);
    expect(results.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await settleDeposits(t.handle.db, clock + 60_000)).toBe(0);
    const [done] = (await history(a.cookies)).list;
    expect(done).toMatchObject({ status: 'confirmed', confirmations: 20, credit_time_ms: clock });
    expect((await holdingsOf(t.handle.db, a.id)).USDT).toEqual({ available: '125.5', locked: '0' });
    // the books: every USDT held moved by exactly the credited deposit
    expect(normal(await totalHeld('USDT'))).toBe(normal(add(before, '125.5')));
    const bell = await t.handle.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, a.id), eq(notices.type, 'private_notice')));
    expect(bell.map((n) => n.title)).toEqual(['Deposit confirmed: 125.5 USDT']);
    expect(bell[0]).toMatchObject({
      type: 'private_notice',
      notification: { type: 'wallet', template_id: 'deposit_confirmed', extras: { url: '/myaccount/deposit/USDT' } },
    });
  });

  it('records a deposit below the network’s minimum and never credits it', async () => {
    const a = await user();
    const addr = await addressOf(a.cookies, 'BTC', 'BTC');
    const before = await totalHeld('BTC');
    const sent = await send({ network: 'BTC', address: addr.address, amount: '0.00005' });
    pass('BTC', 10);
    expect(await settleDeposits(t.handle.db, clock)).toBe(0);
    const [row] = (await history(a.cookies)).list;
    expect(row).toMatchObject({ id: sent.id, status: 'below_minimum', confirmations: 2, credit_time_ms: null });
    expect((await holdingsOf(t.handle.db, a.id)).BTC).toBeUndefined();
    expect(await totalHeld('BTC')).toBe(before);
    const bell = await t.handle.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, a.id), eq(notices.type, 'private_notice')));
    expect(bell.map((n) => n.title)).toEqual(['Deposit below the minimum: 0.00005 BTC']);
  });

  it('needs the memo where the network has one, and refuses one where it has none', async () => {
    const a = await user();
    const xrp = await addressOf(a.cookies, 'XRP', 'XRP');
    // the exchange's shared address without the user's tag is nobody's deposit address
    expect(await call(t.app, devChainDeposit.path, { form: { network: 'XRP', address: xrp.address, amount: '50' } })).toMatchObject({ status: 400 });
    expect(await call(t.app, devChainDeposit.path, { form: { network: 'XRP', address: xrp.address, memo: '1', amount: '50' } })).toMatchObject({
      status: 404,
    });
    const sent = await send({ network: 'XRP', address: xrp.address, memo: xrp.memo ?? '', amount: '50' });
    expect(sent).toMatchObject({ currency: 'XRP', memo: xrp.memo, required: 1 });
    const eth = await addressOf(a.cookies, 'ETH', 'ETH');
    expect(await call(t.app, devChainDeposit.path, { form: { network: 'ETH', address: eth.address, memo: '7', amount: '1' } })).toMatchObject({
      status: 400,
      json: { message: 'Ethereum (ERC20) transfers carry no memo' },
    });
  });

  it('refuses an address that is nobody’s (404), too many decimals (400), and answers a retried tx_hash once', async () => {
    const a = await user();
    const addr = await addressOf(a.cookies, 'USDT', 'ETH');
    // a valid Ethereum address the exchange never handed out
    expect(
      await call(t.app, devChainDeposit.path, { form: { network: 'ETH', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount: '10' } }),
    ).toMatchObject({ status: 404, json: { message: 'No deposit address of this exchange' } });
    // the address of another network
    expect(await call(t.app, devChainDeposit.path, { form: { network: 'BSC', address: addr.address, amount: '10' } })).toMatchObject({ status: 404 });
    expect(await call(t.app, devChainDeposit.path, { form: { network: 'NOPE', address: addr.address, amount: '10' } })).toMatchObject({ status: 404 });
    expect(await call(t.app, devChainDeposit.path, { form: { network: 'ETH', address: addr.address, amount: '1.0000001' } })).toMatchObject({
      status: 400,
      json: { message: 'amount may have at most 6 decimals for USDT on Ethereum (ERC20)' },
    });
    const tx = `0x${'7'.repeat(64)}`;
    const first = await send({ network: 'ETH', address: addr.address, amount: '10', tx_hash: tx });
    expect(await send({ network: 'ETH', address: addr.address, amount: '10.0', tx_hash: tx })).toEqual(first);
    expect(await call(t.app, devChainDeposit.path, { form: { network: 'ETH', address: addr.address, amount: '11', tx_hash: tx } })).toMatchObject({
      status: 400,
    });
    expect((await history(a.cookies)).total).toBe(1);
    // CSRF as every POST
    expect((await call(t.app, devChainDeposit.path, { form: { network: 'ETH', address: addr.address, amount: '10' }, csrf: false })).status).toBe(403);
  });

  it('answers 404 without DEV_CHAIN, whatever the input, and changes nothing', async () => {
    const a = await newTrader(plain.app, plain.handle.db, 'wallet-plain@test.example', {});
    const res = await call(plain.app, depositAddress.path, { form: { currency: 'USDT', network: 'TRX' }, cookies: a.cookies });
    const addr = depositAddress.answer.parse(res.json).data;
    expect(await call(plain.app, devChainDeposit.path, { form: { network: 'TRX', address: addr?.address ?? '', amount: '10' } })).toMatchObject({
      status: 404,
      json: { code: 40401 },
    });
    expect(await call(plain.app, devChainDeposit.path, { form: {} })).toMatchObject({ status: 404 });
    // (on PostgreSQL both apps of this file share the worker's database: count this user's alone)
    expect(await plain.handle.db.select().from(deposits).where(eq(deposits.userId, a.id))).toEqual([]);
  });

  it('lists only the user’s own deposits, filtered and paged, newest first', async () => {
    const a = await user();
    const b = await user();
    const usdt = await addressOf(a.cookies, 'USDT', 'SOL');
    const sol = await addressOf(a.cookies, 'SOL', 'SOL');
    const bAddr = await addressOf(b.cookies, 'USDT', 'SOL');
    const made: Deposit[] = [];
    for (let i = 1; i <= 5; i += 1) made.push(await send({ network: 'SOL', address: usdt.address, amount: `${i}` }));
    made.push(await send({ network: 'SOL', address: sol.address, amount: '0.5' }));
    made.push(await send({ network: 'SOL', address: usdt.address, amount: '0.1' })); // below USDT's minimum on SOL
    const bs = await send({ network: 'SOL', address: bAddr.address, amount: '3' });
    pass('SOL', 40);
    await settleDeposits(t.handle.db, clock);

    const ids = (list: readonly Deposit[]) => list.map((d) => d.id);
    const all = await history(a.cookies);
    expect(all.total).toBe(7);
    expect(ids(all.list)).toEqual(ids([...made].reverse()));
    expect(ids(all.list)).not.toContain(bs.id);
    expect(ids((await history(b.cookies)).list)).toEqual([bs.id]);

    const page1 = await history(a.cookies, '?currency=USDT&size=2');
    const page2 = await history(a.cookies, '?currency=USDT&size=2&page=2');
    const page3 = await history(a.cookies, '?currency=USDT&size=2&page=3');
    const page4 = await history(a.cookies, '?currency=USDT&size=2&page=4');
    expect([page1.total, page2.total, page3.total, page4.total]).toEqual([6, 6, 6, 6]);
    expect([...ids(page1.list), ...ids(page2.list), ...ids(page3.list)]).toEqual(ids(made.filter((d) => d.currency === 'USDT').reverse()));
    expect(page4.list).toEqual([]);
    expect((await history(a.cookies, '?status=below_minimum')).list.map((d) => d.amount)).toEqual(['0.1']);
    expect((await history(a.cookies, '?currency=SOL&status=confirmed')).list.map((d) => d.amount)).toEqual(['0.5']);
    expect((await history(a.cookies, '?status=pending')).total).toBe(0);
    expect((await call(t.app, `${myDeposits.path}?status=done`, { cookies: a.cookies })).status).toBe(400);
    expect((await call(t.app, `${myDeposits.path}?size=101`, { cookies: a.cookies })).status).toBe(400);
    expect((await call(t.app, myDeposits.path)).status).toBe(401);
    // what B was credited is B's
    expect((await holdingsOf(t.handle.db, b.id)).USDT).toEqual({ available: '3', locked: '0' });
    expect((await holdingsOf(t.handle.db, a.id)).USDT).toEqual({ available: '15', locked: '0' });
    const [aSol] = await t.handle.db
      .select()
      .from(balances)
      .where(and(eq(balances.userId, a.id), eq(balances.asset, 'SOL')));
    expect(normal(aSol?.available ?? '')).toBe('0.5');
  });
});
