import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createPriceAlert, priceAlerts } from '@exchange/contract/alerts';
import { NOTICE_CHANNEL, noticePushSchema, noticeTicket } from '@exchange/contract/herald';
import { placeSpotOrder } from '@exchange/contract/trade';
import { notices, spotFills, spotOrders as ordersTable, users } from '../db/schema';
import { HOUSE_MAKER_EMAIL, markWanted } from '../domain/trading/house';
import { triggerAlerts } from '../domain/alerts';
import { add, cmp, normal, unitOf } from '@exchange/decimal/text';
import { call } from '../../test/http';
import { useLiveServer } from '../../test/liveServer';
import { expectBooksBalance, newTrader } from '../../test/traders';
import { loadMarketRows, specOf } from './instruments';
import { createState, formatPrice, step, type SimState } from './simulator';

/**
 * The house and price alerts against the clock-driven simulator: the leader's house quotes and
 * trades the books people watch (market/house.ts), and its alerts' notices reach a live socket. A
 * twin of the walk (same rows, seed and start) tells the alerts' test what the leader's step will see.
 */

const SEED = 'trading-live';
// an hour ago, so the walk's clock stays behind the app's (which issues the notice tickets) however far the test moves it
const T0 = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
let clock = T0;
const live = useLiveServer({
  market: {
    simulator: true,
    house: true,
    timers: false,
    seed: SEED,
    clock: () => clock,
    logError: (error) => {
      throw error;
    },
  },
});

/** Majors worth more than 0.1 USDT: ten of each is an order above the least total. */
const CANDIDATES = ['BTC_USDT', 'ETH_USDT', 'SOL_USDT', 'BNB_USDT', 'XRP_USDT', 'ADA_USDT', 'TON_USDT', 'LTC_USDT', 'DOT_USDT', 'LINK_USDT'];

interface Seen {
  pair: string;
  /** the price before the step */
  before: string;
  /** the step's low and high, and the price after it */
  low: string;
  high: string;
  last: string;
  unit: string;
}

let twin: SimState | undefined;
/**
 * What the leader's next step (to `to`) will see of the candidate pairs, from the twin walk: the
 * first pair `fits` (the walk depends on the clock, which depends on when the test runs; with ten
 * pairs one always fits).
 */
async function nextStep(to: number, fits: (seen: Seen) => boolean): Promise<Seen> {
  twin ??= createState((await loadMarketRows(live.handle.db)).map(specOf), SEED, 1000, T0);
  const before = new Map(twin.instruments.filter((i) => i.spec.kind === 'spot').map((i) => [i.spec.name, formatPrice(i.price, i.spec.decimals)]));
  const { ranges } = step(twin, to);
  const all = CANDIDATES.map((pair): Seen | undefined => {
    const inst = twin?.instruments.find((i) => i.spec.kind === 'spot' && i.spec.name === pair);
    const range = ranges.find((r) => r.kind === 'spot' && r.name === pair);
    if (!inst || !range) return undefined;
    const d = inst.spec.decimals;
    return { pair, before: before.get(pair) ?? '', low: range.low, high: range.high, last: formatPrice(inst.price, d), unit: unitOf(d) };
  });
  const seen = all.find((x) => x !== undefined && fits(x));
  if (!seen) throw new Error(`no candidate pair fits the walk: ${JSON.stringify(all)}`);
  return seen;
}

async function advanceTo(to: number): Promise<void> {
  clock = to;
  expect(await live.market.engine?.advance(to)).toBeGreaterThan(0);
}

describe('price alerts', () => {
  it('triggers the alerts the step reached, once, with a market notice pushed to the user’s socket', async () => {
    // a first step (leader and twin alike), so every pair has a tick the API heard
    await nextStep(T0 + 600_000, () => true);
    await advanceTo(T0 + 600_000);
    const to = T0 + 1_200_000;
    const { pair, high, before, unit } = await nextStep(to, (x) => cmp(x.high, x.before) > 0);
    const { id, cookies } = await newTrader(live.app, live.handle.db, 'alerts@test.example', {});
    // the API knows the price the walk stands at now (the leader's ticks reach every instance)
    await expect.poll(() => live.market.prices.spotTick(pair)?.last).toBe(before);

    const ws = await live.connect('/ws/v4/');
    const ticket = noticeTicket.answer.parse((await call(live.app, noticeTicket.path, { form: {}, cookies })).json).data.ticket;
    ws.ws.send(JSON.stringify({ time: 1, id: 1, channel: NOTICE_CHANNEL, event: 'subscribe', payload: [ticket] }));
    await ws.next((m) => m.channel === NOTICE_CHANNEL && m.event === 'subscribe');

    const set = async (price: string) =>
      createPriceAlert.answer.parse((await call(live.app, createPriceAlert.path, { form: { pair, price }, cookies })).json).data;
    const above = await set(high);
    const aboveMiss = await set(add(high, unit));
    expect([above.direction, aboveMiss.direction]).toEqual(['above', 'above']);
    const equal = await call(live.app, createPriceAlert.path, { form: { pair, price: before }, cookies });
    expect(equal.json).toEqual({ code: 40001, message: `price must differ from the current price (${before})` });

    await advanceTo(to);
    const push = noticePushSchema.parse(await ws.next((m) => m.channel === NOTICE_CHANNEL && m.event === 'update'));
    expect(push.result.notice).toMatchObject({
      type: 'market',
      title: `Price alert: ${pair} ≥ ${above.price}`,
      content: `${pair.replace('_', '/')} has risen to your alert price of ${above.price}.`,
      notification: { type: 'spot_trade', extras: { market: pair } },
      is_read: false,
    });
    expect(push.result.unread.markets).toBeGreaterThan(0);
    const list = priceAlerts.answer.parse((await call(live.app, `${priceAlerts.path}?pair=${pair}`, { cookies })).json).data;
    expect(list.map((a) => [a.id, a.status, a.triggered_ms])).toEqual([
      [aboveMiss.id, 'active', 0],
      [above.id, 'triggered', to],
    ]);

    // once triggered, never again: a range over every price triggers only the one still active
    expect(await triggerAlerts(live.handle.db, [{ kind: 'spot', name: pair, low: '0.0001', high: '1000000' }], new Date(to + 1000))).toBe(1);
    const titles = (
      await live.handle.db
        .select({ title: notices.title })
        .from(notices)
        .where(and(eq(notices.userId, id), eq(notices.type, 'market')))
    ).map((r) => r.title);
    expect(titles.sort()).toEqual([`Price alert: ${pair} ≥ ${above.price}`, `Price alert: ${pair} ≥ ${aboveMiss.price}`].sort());
    ws.ws.close();
  });
});

describe('the house on the books', () => {
  it('quotes the most active pairs and the watched ones, withdraws from a book nobody watches, and its flow fills a user resting inside its quotes', async () => {
    expect(live.market.engine?.isLeader).toBe(true);
    const db = live.handle.db;
    const [maker] = await db.select({ id: users.id }).from(users).where(eq(users.email, HOUSE_MAKER_EMAIL));
    const quotes = async (pair: string) =>
      db
        .select({ side: ordersTable.side, price: ordersTable.price })
        .from(ordersTable)
        .where(and(eq(ordersTable.pair, pair), eq(ordersTable.status, 'open'), eq(ordersTable.userId, maker?.id ?? 0)));
    // after the alerts' test (its twin walk steps from T0 as the leader does): on from the leader's clock
    let at = clock + 1000;
    await advanceTo(at);
    const btc = await quotes('BTC_USDT');
    expect(btc.filter((q) => q.side === 'buy')).toHaveLength(8);
    expect(btc.filter((q) => q.side === 'sell')).toHaveLength(8);

    // a pair someone watches is quoted within the house's next look; once nobody does, it is not
    const watched = 'LINK_USDT';
    expect(await quotes(watched)).toEqual([]);
    await markWanted(db, [watched], new Date(at + 20_000));
    for (const step of [6_000, 6_000]) await advanceTo((at += step));
    expect((await quotes(watched)).length).toBeGreaterThan(0);
    for (const step of [6_000, 6_000, 6_000]) await advanceTo((at += step));
    expect(await quotes(watched)).toEqual([]);

    // a sell one tick above the walk's price is the best ask: the flow's next buy meets it
    const inst = live.market.prices.spotTick('BTC_USDT');
    expect(inst).toBeDefined();
    const { id, cookies } = await newTrader(live.app, db, 'house@test.example', { BTC: '1' });
    const price = add(inst?.last ?? '0', '0.1');
    const res = await call(live.app, placeSpotOrder.path, { form: { pair: 'BTC_USDT', side: 'sell', type: 'limit', price, amount: '0.001' }, cookies });
    const order = placeSpotOrder.answer.parse(res.json).data;
    expect(order.status).toBe('open');
    let status = 'open';
    // the walk's steps are the clock: at most five simulated minutes of them
    for (let i = 0; i < 300 && status === 'open'; i += 1) {
      await advanceTo((at += 1000));
      const [row] = await db
        .select({ status: ordersTable.status })
        .from(ordersTable)
        .where(eq(ordersTable.id, Number(order.id)));
      status = row?.status ?? 'gone';
    }
    expect(status).toBe('filled');
    const [fill] = await db
      .select()
      .from(spotFills)
      .where(eq(spotFills.makerOrderId, Number(order.id)));
    expect(fill).toMatchObject({ price: normal(price), amount: '0.001', side: 'buy' });
    await expectBooksBalance(db, id);
  });
});
