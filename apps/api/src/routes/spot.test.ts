import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_OPEN_ORDERS, placeSpotOrder, spotBalances, spotOrders, spotPairInfo, type SpotOrder, cancelSpotOrder } from '@exchange/contract/trade';
import { SITE_LIST } from '@exchange/sites/sites';
import { createApp } from '../app';
import { balances, complianceRules, spotMarkets, spotOrders as ordersTable, users } from '../db/schema';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs } from '../../test/http';
import { expectBooksBalance, holdingsOf, newTrader } from '../../test/traders';

const t = useFreshApp();
const INFO = spotPairInfo.path;
const BALANCES = spotBalances.path;
/** spotOrders' path, which placeSpotOrder shares */
const ORDERS = spotOrders.path;
const CANCEL = cancelSpotOrder.path;

// Without a running simulator the stored rows answer: BTC_USDT at the seeded 60000, one decimal.
const BTC = { last: '60000.0', bid: '59999.9', ask: '60000.1' };
// The demo trader's seeded orders rest on BTC_USDT's book at 50000 (buy) and 75000 (sell).

let emails = 0;
const trader = (holdings: Record<string, string>) => newTrader(t.app, t.handle.db, `spot-${(emails += 1)}@test.example`, holdings);

function place(cookies: Record<string, string>, form: Record<string, string>) {
  return call(t.app, ORDERS, { form: { pair: 'BTC_USDT', ...form }, cookies });
}
const orderOf = (res: { json: unknown }): SpotOrder => placeSpotOrder.answer.parse(res.json).data;

/** A maker resting a bid at BTC.bid and an ask at BTC.ask, 0.05 BTC each (a user of its own, VIP 0). */
async function quoteBtc(amount = '0.05'): Promise<{ id: number; cookies: Record<string, string> }> {
  const maker = await trader({ USDT: '100000', BTC: '10' });
  for (const [side, price] of [
    ['buy', BTC.bid],
    ['sell', BTC.ask],
  ] as const) {
    expect(orderOf(await place(maker.cookies, { side, type: 'limit', price, amount })).status).toBe('open');
  }
  return maker;
}

async function upcomingPair(): Promise<string> {
  const [row] = await t.handle.db
    .select({ pair: spotMarkets.pair })
    .from(spotMarkets)
    .where(and(eq(spotMarkets.currB, 'USDT'), gt(spotMarkets.buyStart, Math.floor(Date.now() / 1000))))
    .limit(1);
  if (!row) throw new Error('the seed has no upcoming pair');
  return row.pair;
}

describe('pair info', () => {
  it('answers a pair’s rules and the current figures', async () => {
    const res = await call(t.app, `${INFO}?pair=BTC_USDT`);
    expect(res.status).toBe(200);
    const info = spotPairInfo.answer.parse(res.json).data;
    expect(info).toMatchObject({
      pair: 'BTC_USDT',
      base: 'BTC',
      quote: 'USDT',
      price_decimals: 1,
      amount_decimals: 7,
      min_amount: '0.000001',
      min_total: '1',
      last: BTC.last,
      // the book's best: the demo trader's seeded orders (the simulator's quote only for an empty side)
      bid: '50000',
      ask: '75000',
      tradable: true,
      has_seconds: true,
    });
    expect(Number(info?.high_24h)).toBeGreaterThanOrEqual(60000);
    expect(Number(info?.low_24h)).toBeLessThanOrEqual(60000);
    expect(Number(info?.volume_24h)).toBeGreaterThan(0);
  });

  it('answers every site’s footer pair on its host (doc 1 §2: BTC_JPY for Japan and UAE, BTC_USDC for Malta and EU)', async () => {
    const answered: Record<string, [string, number]> = {};
    for (const site of SITE_LIST) {
      const pair = site.footerSections
        .flatMap((s) => s.links)
        .find((l) => l.href.startsWith('/trade/'))
        ?.href.slice('/trade/'.length);
      if (!pair) continue;
      const res = await call(t.app, `${INFO}?pair=${pair}`, { host: `${site.hosts[0] ?? ''}:3000` });
      answered[site.key] = [pair, res.status];
    }
    expect(answered.uae).toEqual(['BTC_JPY', 200]);
    expect(answered.jp).toEqual(['BTC_JPY', 200]);
    expect(answered.mt).toEqual(['BTC_USDC', 200]);
    expect(answered.eu).toEqual(['BTC_USDC', 200]);
    for (const [key, [pair, status]] of Object.entries(answered)) expect(status, `${key} ${pair}`).toBe(200);
    expect(Object.keys(answered).length).toBeGreaterThanOrEqual(11);
  });

  it('says a pair not yet open is not tradable, and a rarely traded pair has no seconds candles', async () => {
    const pair = await upcomingPair();
    const info = spotPairInfo.answer.parse((await call(t.app, `${INFO}?pair=${pair}`)).json).data;
    expect(info?.tradable).toBe(false);
    expect(info?.buy_start).toBeGreaterThan(Date.now() / 1000);
    const [quiet] = await t.handle.db
      .select({ pair: spotMarkets.pair })
      .from(spotMarkets)
      .where(and(eq(spotMarkets.currB, 'USDT'), gt(spotMarkets.rank, 1500), lte(spotMarkets.rank, 1600)))
      .limit(1);
    expect(spotPairInfo.answer.parse((await call(t.app, `${INFO}?pair=${quiet?.pair}`)).json).data?.has_seconds).toBe(false);
  });

  it('answers 404 for a pair the site does not list, 400 for a malformed one', async () => {
    expect(await call(t.app, `${INFO}?pair=NOPE_USDT`)).toMatchObject({ status: 404, json: { code: 40401, message: 'Unknown pair: NOPE_USDT' } });
    expect((await call(t.app, `${INFO}?pair=BTC_TRY`, { host: 'eu.localhost:3000' })).status).toBe(404);
    expect((await call(t.app, `${INFO}?pair=BTC_TRY`, { host: 'tr.localhost:3000' })).status).toBe(200);
    expect(await call(t.app, `${INFO}?pair=btc`)).toMatchObject({ status: 400, json: { message: 'pair must look like BTC_USDT' } });
  });
});

describe('guests and CSRF', () => {
  it('answers 401 JSON to a guest on every user call, and 403 to a POST without the token', async () => {
    for (const [path, form] of [
      [`${BALANCES}?currencies=BTC`, undefined],
      [ORDERS, undefined],
      [ORDERS, { pair: 'BTC_USDT', side: 'buy', type: 'market', amount: '1' }],
      [CANCEL, { id: '1' }],
    ] as const) {
      expect(await call(t.app, path, form ? { form } : {})).toMatchObject({ status: 401, json: { code: 40101, message: 'Login required' } });
    }
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const res = await call(t.app, ORDERS, { form: { pair: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001' }, cookies, csrf: false });
    expect(res).toMatchObject({ status: 403, json: { code: 40301 } });
  });
});

describe('balances', () => {
  it('answers each currency asked, in order, zero when none is held', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const res = await call(t.app, `${BALANCES}?currencies=USDT,DOGE,BTC`, { cookies });
    expect(spotBalances.answer.parse(res.json).data).toEqual([
      { currency: 'USDT', available: '9500', locked: '500' },
      { currency: 'DOGE', available: '0', locked: '0' },
      { currency: 'BTC', available: '0.5', locked: '0.1' },
    ]);
    const bad = await call(t.app, `${BALANCES}?currencies=usdt`, { cookies });
    expect(bad).toMatchObject({ status: 400, json: { message: 'currencies must be 1 to 20 symbols separated by commas, e.g. BTC,USDT' } });
  });

  it('the demo trader’s locked amounts are held by its seeded open orders', async () => {
    const [demo] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'trader@demo.test'));
    await expectBooksBalance(t.handle.db, demo!.id);
  });
});

describe('placing: refusals', () => {
  it.each([
    [{ pair: 'NOPE_USDT', side: 'buy', type: 'limit', price: '1', amount: '1' }, 'Unknown pair: NOPE_USDT'],
    [{ pair: 'btc', side: 'buy', type: 'limit', price: '1', amount: '1' }, 'pair must look like BTC_USDT'],
    [{ side: 'hold', type: 'limit', price: '1', amount: '1' }, 'side must be buy or sell'],
    [{ side: 'buy', type: 'stop', price: '1', amount: '1' }, 'type must be limit or market'],
    [{ side: 'buy', type: 'limit', amount: '0.01' }, 'price is required for a limit order'],
    [{ side: 'buy', type: 'market', price: '60000', amount: '0.01' }, 'A market order takes no price'],
    [{ side: 'buy', type: 'limit', price: '60000.05', amount: '0.01' }, 'price may have at most 1 decimal on this pair'],
    [{ side: 'buy', type: 'limit', price: '60000', amount: '0.00000001' }, 'amount may have at most 7 decimals on this pair'],
    [{ side: 'buy', type: 'limit', price: '60000', amount: '0.0000005' }, 'amount must be at least 0.000001 BTC'],
    [{ side: 'buy', type: 'limit', price: '60000', amount: '0.00001' }, 'The order total must be at least 1 USDT'],
    [{ side: 'sell', type: 'market', amount: '0.00001' }, 'The order total must be at least 1 USDT'],
    [{ side: 'buy', type: 'limit', price: '60000', amount: '0' }, 'amount must be greater than 0'],
    [{ side: 'buy', type: 'limit', price: '60000', amount: '-1' }, 'amount must be a positive decimal number such as 0.5'],
    [{ side: 'buy', type: 'limit', price: '1e5', amount: '1' }, 'price must be a positive decimal number such as 0.5'],
    [{ side: 'buy', type: 'limit', price: '60000' }, 'amount is required'],
    [{ side: 'buy', type: 'limit', price: '60000', amount: '1', post_only: '1' }, 'Unknown field: post_only'],
  ])('refuses %j with 400', async (form, message) => {
    const { cookies } = await trader({ USDT: '100000', BTC: '10' });
    const res = await place(cookies, form);
    expect(res).toMatchObject({ status: 400, json: { code: 40001, message } });
  });

  it('refuses a pair not yet open, and a pair the site does not list', async () => {
    const { cookies } = await trader({ USDT: '100000' });
    const pair = await upcomingPair();
    expect((await place(cookies, { pair, side: 'buy', type: 'market', amount: '1' })).json).toEqual({
      code: 40001,
      message: `${pair} is not open for trading yet`,
    });
    const eu = await call(t.app, ORDERS, { form: { pair: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001' }, cookies, host: 'eu.localhost:3000' });
    expect(eu.json).toEqual({ code: 40001, message: 'Unknown pair: BTC_USDT' });
  });

  it.each([
    ['nl@demo.test', 'Spot trading is not available in your region'],
    ['uz@demo.test', 'Spot trading is not available in your region'],
    ['restricted@demo.test', 'Trading is not available in your region'],
    ['withdrawonly@demo.test', 'This account may only withdraw: it cannot place orders'],
  ])('refuses %s with 403 (compliance: the rule of the profile country, or withdraw-only), and changes nothing', async (email, message) => {
    const cookies = await loginAs(t.app, email);
    const [row] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const before = await holdingsOf(t.handle.db, row!.id);
    const forms: Record<string, string>[] = [
      { pair: 'BTC_USDT', side: 'buy', type: 'market', amount: '0.001' },
      { pair: 'ETH_USDT', side: 'sell', type: 'limit', price: '9000', amount: '0.01' },
    ];
    for (const form of forms) {
      expect(await call(t.app, ORDERS, { form, cookies })).toMatchObject({ status: 403, json: { code: 40302, message } });
    }
    expect(await holdingsOf(t.handle.db, row!.id)).toEqual(before);
    expect(await t.handle.db.select().from(ordersTable).where(eq(ordersTable.userId, row!.id))).toEqual([]);
    // what it holds stays visible
    expect((await call(t.app, `${BALANCES}?currencies=USDT`, { cookies })).status).toBe(200);
  });

  it('judges by the rule of the site the order is placed on, and by the location of an account without a country; cancelling stays open', async () => {
    const nl = await loginAs(t.app, 'nl@demo.test');
    const order = { pair: 'BTC_USDT', side: 'buy', type: 'limit', price: '50000', amount: '0.001' };
    // the HK site has no row for the Netherlands (its site-wide rules restrict nothing): the HK licence's call
    const onHk = await call(t.app, ORDERS, { form: order, cookies: nl, host: 'hk.localhost:3000' });
    expect(onHk.status).toBe(200);
    // its open order can be cancelled on the main site, where it may not place one
    expect((await call(t.app, CANCEL, { form: { id: orderOf(onHk).id }, cookies: nl })).status).toBe(200);
    // a row closing spot trading for the Netherlands on the HK site closes it there too
    await t.handle.db.insert(complianceRules).values({ siteKey: 'hk', country: 'NL', menu: ['spot_trade'] });
    try {
      expect((await call(t.app, ORDERS, { form: order, cookies: nl, host: 'hk.localhost:3000' })).json).toMatchObject({ code: 40302 });
    } finally {
      await t.handle.db.delete(complianceRules).where(and(eq(complianceRules.siteKey, 'hk'), eq(complianceRules.country, 'NL')));
    }
    // an account whose country is unknown (0) is judged where it is: in the Netherlands, refused
    const geo = createApp(t.handle.db, { countrySources: { header: 'cf-ipcountry', devCookie: true } });
    const { cookies } = await newTrader(geo, t.handle.db, 'nowhere@test.example', { USDT: '1000' });
    const located = (country: string) => call(geo, ORDERS, { form: order, cookies: { ...cookies, dev_country: country } });
    expect((await located('NL')).json).toEqual({ code: 40302, message: 'Spot trading is not available in your region' });
    expect((await located('DE')).status).toBe(200);
  });

  it('refuses an order the balance does not cover, and changes nothing', async () => {
    const { id, cookies } = await trader({ USDT: '599', BTC: '0.001' });
    expect((await place(cookies, { side: 'buy', type: 'limit', price: '59000', amount: '0.0102' })).json).toEqual({
      code: 40001,
      message: 'Insufficient balance',
    });
    expect((await place(cookies, { side: 'buy', type: 'market', amount: '0.01' })).json).toEqual({ code: 40001, message: 'Insufficient balance' });
    expect((await place(cookies, { side: 'sell', type: 'limit', price: '70000', amount: '0.0011' })).json).toEqual({
      code: 40001,
      message: 'Insufficient balance',
    });
    expect(await holdingsOf(t.handle.db, id)).toEqual({ USDT: { available: '599', locked: '0' }, BTC: { available: '0.001', locked: '0' } });
  });
});

describe('placing: fills', () => {
  it('fills a marketable limit buy at the ask, refunds the unused reserve and takes the fee in the base', async () => {
    await quoteBtc();
    const { id, cookies } = await trader({ USDT: '10000' });
    const res = await place(cookies, { side: 'buy', type: 'limit', price: '61000', amount: '0.01' });
    expect(res.status).toBe(200);
    expect(orderOf(res)).toMatchObject({
      side: 'buy',
      type: 'limit',
      price: '61000',
      amount: '0.01',
      filled: '0.01',
      avg_price: BTC.ask,
      fee: '0.00002',
      status: 'filled',
    });
    // 0.01 × 60000.1 = 600.001 spent; 610 reserved, 9.999 given back; 0.01 less 0.2 % received
    expect(await holdingsOf(t.handle.db, id)).toEqual({ USDT: { available: '9399.999', locked: '0' }, BTC: { available: '0.00998', locked: '0' } });

    const sold = orderOf(await place(cookies, { side: 'sell', type: 'market', amount: '0.005' }));
    expect(sold).toMatchObject({ price: '0', filled: '0.005', avg_price: BTC.bid, status: 'filled' });
    // 0.005 × 59999.9 = 299.9995, fee 0.599999 USDT
    expect(sold.fee).toBe('0.599999');
    expect(await holdingsOf(t.handle.db, id)).toEqual({ USDT: { available: '9699.398501', locked: '0' }, BTC: { available: '0.00498', locked: '0' } });
    await expectBooksBalance(t.handle.db, id);
  });

  it('fills a sell limit at or below the bid at the bid, and a market buy at the ask', async () => {
    await quoteBtc();
    const { id, cookies } = await trader({ USDT: '100', BTC: '0.01' });
    expect(orderOf(await place(cookies, { side: 'sell', type: 'limit', price: '50000', amount: '0.001' }))).toMatchObject({
      avg_price: BTC.bid,
      status: 'filled',
    });
    expect(orderOf(await place(cookies, { side: 'buy', type: 'market', amount: '0.0015' }))).toMatchObject({
      avg_price: BTC.ask,
      fee: '0.000003',
      status: 'filled',
    });
    // 100 + 59.9999 × 0.998 − 90.00015
    expect((await holdingsOf(t.handle.db, id)).USDT).toEqual({ available: '69.8797502', locked: '0' });
    await expectBooksBalance(t.handle.db, id);
  });

  it('rests a limit order away from the price, locks its reserve, lists it, and cancel releases it', async () => {
    const { id, cookies } = await trader({ USDT: '1000', BTC: '1' });
    const buy = orderOf(await place(cookies, { side: 'buy', type: 'limit', price: BTC.bid, amount: '0.01' }));
    const sell = orderOf(await place(cookies, { side: 'sell', type: 'limit', price: BTC.ask, amount: '0.2' }));
    expect([buy.status, sell.status]).toEqual(['open', 'open']);
    expect(await holdingsOf(t.handle.db, id)).toEqual({ USDT: { available: '400.001', locked: '599.999' }, BTC: { available: '0.8', locked: '0.2' } });
    const open = spotOrders.answer.parse((await call(t.app, ORDERS, { cookies })).json).data;
    expect(open.map((o) => o.id)).toEqual([sell.id, buy.id]);
    await expectBooksBalance(t.handle.db, id);

    const cancelled = await call(t.app, CANCEL, { form: { id: buy.id }, cookies });
    expect(placeSpotOrder.answer.parse(cancelled.json).data).toMatchObject({ id: buy.id, status: 'cancelled', filled: '0' });
    expect((await holdingsOf(t.handle.db, id)).USDT).toEqual({ available: '1000', locked: '0' });
    expect(await call(t.app, CANCEL, { form: { id: buy.id }, cookies })).toMatchObject({ status: 404, json: { code: 40401 } });
    const other = await trader({});
    expect((await call(t.app, CANCEL, { form: { id: sell.id }, cookies: other.cookies })).status).toBe(404);
    expect((await call(t.app, CANCEL, { form: { id: '0' }, cookies })).json).toEqual({ code: 40001, message: 'id must be between 1 and 2147483647' });

    const history = spotOrders.answer.parse((await call(t.app, `${ORDERS}?status=history&pair=BTC_USDT`, { cookies })).json).data;
    expect(history.map((o) => [o.id, o.status])).toEqual([[buy.id, 'cancelled']]);
    expect(spotOrders.answer.parse((await call(t.app, `${ORDERS}?pair=ETH_USDT`, { cookies })).json).data).toEqual([]);
    await expectBooksBalance(t.handle.db, id);
  });

  it('a cancel and a fill of the same order never both happen', async () => {
    // on ETH_USDT (3000.00), away from the BTC quotes the other tests leave resting
    const taker = await trader({ USDT: '100000' });
    for (let round = 0; round < 4; round += 1) {
      const { id, cookies } = await trader({ ETH: '1' });
      const order = orderOf(await place(cookies, { pair: 'ETH_USDT', side: 'sell', type: 'limit', price: '3100', amount: '0.5' }));
      const [bought, cancelled] = await Promise.all([
        place(taker.cookies, { pair: 'ETH_USDT', side: 'buy', type: 'limit', price: '3100', amount: '0.5', time_in_force: 'ioc' }),
        call(t.app, CANCEL, { form: { id: order.id }, cookies }),
      ]);
      const filled = orderOf(bought).filled === '0.5';
      expect(Number(filled) + Number(cancelled.status === 200)).toBe(1);
      const holdings = await holdingsOf(t.handle.db, id);
      // 0.5 × 3100 = 1550 less the maker's 0.2 %
      expect(holdings.ETH).toEqual(filled ? { available: '0.5', locked: '0' } : { available: '1', locked: '0' });
      if (filled) expect(holdings.USDT).toEqual({ available: '1546.9', locked: '0' });
      await expectBooksBalance(t.handle.db, id);
    }
  });
});

describe('placing: limits under parallel requests', () => {
  it('two parallel orders that together exceed the balance: only the one that fits succeeds', async () => {
    const { id, cookies } = await trader({ USDT: '1000' });
    const results = await Promise.all([0, 1].map(() => place(cookies, { side: 'buy', type: 'limit', price: '50000', amount: '0.012' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.json).toEqual({ code: 40001, message: 'Insufficient balance' });
    expect(await holdingsOf(t.handle.db, id)).toEqual({ USDT: { available: '400', locked: '600' } });
    await expectBooksBalance(t.handle.db, id);
  });

  it('ten parallel resting orders, and ten parallel market orders, never overdraw: exactly the ones that fit succeed', async () => {
    // each reserves 150 USDT of 1000: six fit
    const resting = await trader({ USDT: '1000' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => place(resting.cookies, { side: 'buy', type: 'limit', price: '50000', amount: '0.003' })),
    );
    expect(results.filter((r) => r.status === 200).map((r) => orderOf(r).status)).toEqual(Array(6).fill('open'));
    expect(results.filter((r) => r.status === 400).map((r) => r.json)).toEqual(Array(4).fill({ code: 40001, message: 'Insufficient balance' }));
    expect(await holdingsOf(t.handle.db, resting.id)).toEqual({ USDT: { available: '100', locked: '900' } });
    await expectBooksBalance(t.handle.db, resting.id);

    // each spends 0.0025 × 60000.1 = 150.00025, at the maker's ask
    await quoteBtc();
    const filling = await trader({ USDT: '1000' });
    const fills = await Promise.all(Array.from({ length: 10 }, () => place(filling.cookies, { side: 'buy', type: 'market', amount: '0.0025' })));
    expect(fills.filter((r) => r.status === 200).map((r) => orderOf(r).status)).toEqual(Array(6).fill('filled'));
    expect(fills.filter((r) => r.status === 400)).toHaveLength(4);
    expect(await holdingsOf(t.handle.db, filling.id)).toEqual({ USDT: { available: '99.9985', locked: '0' }, BTC: { available: '0.01497', locked: '0' } });
    await expectBooksBalance(t.handle.db, filling.id);
  });

  it(`keeps at most ${MAX_OPEN_ORDERS} open orders under parallel requests`, async () => {
    const { id, cookies } = await trader({ USDT: '1000000' });
    const at = new Date();
    const already = MAX_OPEN_ORDERS - 5;
    await t.handle.db.insert(ordersTable).values(
      Array.from({ length: already }, () => ({
        userId: id,
        pair: 'BTC_USDT',
        side: 'buy' as const,
        type: 'limit' as const,
        price: '1000',
        amount: '0.001',
        status: 'open' as const,
        createdAt: at,
        updatedAt: at,
      })),
    );
    await t.handle.db
      .update(balances)
      .set({ available: String(1000000 - already), locked: String(already) })
      .where(and(eq(balances.userId, id), eq(balances.asset, 'USDT')));
    const results = await Promise.all(Array.from({ length: 12 }, () => place(cookies, { side: 'buy', type: 'limit', price: '1000', amount: '0.001' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.find((r) => r.status !== 200)?.json).toEqual({ code: 40001, message: `You can have at most ${MAX_OPEN_ORDERS} open orders` });
    // an order that fills at once is no open order: still accepted at the cap
    await quoteBtc();
    expect(orderOf(await place(cookies, { side: 'buy', type: 'market', amount: '0.001' })).status).toBe('filled');
    const open = await t.handle.db
      .select({ id: ordersTable.id })
      .from(ordersTable)
      .where(and(eq(ordersTable.userId, id), eq(ordersTable.status, 'open')))
      .orderBy(asc(ordersTable.id));
    expect(open).toHaveLength(MAX_OPEN_ORDERS);
    await expectBooksBalance(t.handle.db, id);
  });
});
