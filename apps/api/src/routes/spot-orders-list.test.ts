import { describe, expect, it } from 'vitest';
import { cancelSpotOrder, placeSpotOrder, spotOrders, type SpotOrder } from '@exchange/contract/trade';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';
import { newTrader } from '../../test/traders';

/** The orders list's filters and paging (contract spotOrders), as the account's orders page asks them. */
const t = useFreshApp();
const ORDERS = spotOrders.path;
const CANCEL = cancelSpotOrder.path;
let emails = 0;
const trader = (holdings: Record<string, string>) => newTrader(t.app, t.handle.db, `list-${(emails += 1)}@test.example`, holdings);
const orderOf = (res: { json: unknown }): SpotOrder => placeSpotOrder.answer.parse(res.json).data;
const listOf = (res: { json: unknown }): SpotOrder[] => spotOrders.answer.parse(res.json).data;

/** Limit orders far from the price, so they rest: buys on BTC_USDT at 50000, sells on ETH_USDT at 5000. */
async function restingOrders(cookies: Record<string, string>, count: number): Promise<SpotOrder[]> {
  const placed: SpotOrder[] = [];
  for (let i = 0; i < count; i += 1) {
    const form =
      i % 2 === 0 ? { pair: 'BTC_USDT', side: 'buy', price: '50000', amount: '0.001' } : { pair: 'ETH_USDT', side: 'sell', price: '5000', amount: '0.01' };
    placed.push(orderOf(await call(t.app, ORDERS, { form: { ...form, type: 'limit' }, cookies })));
  }
  return placed;
}

describe('orders list: filters and paging', () => {
  it('filters by pair, side and status, pages history by id, and bounds it by creation time', async () => {
    const { cookies } = await trader({ USDT: '10000', ETH: '10' });
    const placed = await restingOrders(cookies, 6);
    const ids = placed.map((o) => o.id).reverse();
    expect(listOf(await call(t.app, ORDERS, { cookies })).map((o) => o.id)).toEqual(ids);
    expect(listOf(await call(t.app, `${ORDERS}?side=sell`, { cookies })).every((o) => o.side === 'sell' && o.pair === 'ETH_USDT')).toBe(true);
    expect(listOf(await call(t.app, `${ORDERS}?pair=BTC_USDT&side=sell`, { cookies }))).toEqual([]);

    for (const order of placed) expect((await call(t.app, CANCEL, { form: { id: order.id }, cookies })).status).toBe(200);
    expect(listOf(await call(t.app, ORDERS, { cookies }))).toEqual([]);
    const first = listOf(await call(t.app, `${ORDERS}?status=history&limit=4`, { cookies }));
    expect(first.map((o) => o.id)).toEqual(ids.slice(0, 4));
    const second = listOf(await call(t.app, `${ORDERS}?status=history&limit=4&before=${first.at(-1)?.id}`, { cookies }));
    expect(second.map((o) => o.id)).toEqual(ids.slice(4));
    expect(listOf(await call(t.app, `${ORDERS}?status=cancelled`, { cookies }))).toHaveLength(6);
    expect(listOf(await call(t.app, `${ORDERS}?status=filled`, { cookies }))).toEqual([]);

    const created = placed[0]?.create_time_ms ?? 0;
    expect(listOf(await call(t.app, `${ORDERS}?status=history&to_ms=${created - 1}`, { cookies }))).toEqual([]);
    expect(listOf(await call(t.app, `${ORDERS}?status=history&from_ms=${created}`, { cookies }))).toHaveLength(6);
    expect(await call(t.app, `${ORDERS}?status=history&from_ms=${created}&to_ms=${created - 1}`, { cookies })).toMatchObject({
      status: 400,
      json: { message: 'from_ms must not be after to_ms' },
    });
    expect((await call(t.app, `${ORDERS}?limit=101`, { cookies })).json).toEqual({ code: 40001, message: 'limit must be between 1 and 100' });
  });

  it('never lists another user’s orders, whatever the filter, and another user’s id cancels nothing (404)', async () => {
    const owner = await trader({ USDT: '10000', ETH: '10' });
    const other = await trader({ USDT: '10' });
    const [order] = await restingOrders(owner.cookies, 1);
    for (const query of ['', '?pair=BTC_USDT', '?status=history', '?status=cancelled', '?side=buy', `?before=${Number(order?.id) + 1}`]) {
      expect(listOf(await call(t.app, `${ORDERS}${query}`, { cookies: other.cookies })), query).toEqual([]);
    }
    expect(await call(t.app, CANCEL, { form: { id: order?.id ?? '' }, cookies: other.cookies })).toMatchObject({ status: 404, json: { code: 40401 } });
    expect(listOf(await call(t.app, ORDERS, { cookies: owner.cookies })).map((o) => [o.id, o.status])).toEqual([[order?.id, 'open']]);
  });

  it('answers a guest with 401', async () => {
    expect((await call(t.app, `${ORDERS}?status=history`)).status).toBe(401);
  });
});
