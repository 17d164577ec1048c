import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ACTIVE_ALERTS, TRIGGERED_ALERT_DAYS, createPriceAlert, priceAlerts, deletePriceAlert } from '@exchange/contract/alerts';
import { notices, priceAlerts as alertsTable } from '../db/schema';
import { pruneTriggeredAlerts, triggerAlerts } from '../domain/alerts';
import { writeSetting } from '../domain/notices';
import { useFreshApp } from '../../test/freshDb';
import { call } from '../../test/http';
import { newTrader } from '../../test/traders';

const t = useFreshApp();
/** priceAlerts' path, which createPriceAlert shares */
const PATH = priceAlerts.path;
const DELETE = deletePriceAlert.path;
const DAY_MS = 86_400_000;

let emails = 0;
const user = () => newTrader(t.app, t.handle.db, `alerts-${(emails += 1)}@test.example`, {});
const set = (cookies: Record<string, string>, pair: string, price: string) => call(t.app, PATH, { form: { pair, price }, cookies });
const list = async (cookies: Record<string, string>, query = '') => priceAlerts.answer.parse((await call(t.app, `${PATH}${query}`, { cookies })).json).data;

// Without a running simulator the stored rows answer: BTC_USDT stands at 60000.0, ETH_USDT at 3000.00.
describe('price alerts', () => {
  it('sets the direction from the current price, lists newest first (by pair too), deletes', async () => {
    const { cookies } = await user();
    const above = createPriceAlert.answer.parse((await set(cookies, 'BTC_USDT', '65000.5')).json).data;
    expect(above).toMatchObject({ pair: 'BTC_USDT', price: '65000.5', direction: 'above', status: 'active', triggered_ms: 0 });
    const below = createPriceAlert.answer.parse((await set(cookies, 'BTC_USDT', '59999.9')).json).data;
    expect(below.direction).toBe('below');
    const eth = createPriceAlert.answer.parse((await set(cookies, 'ETH_USDT', '2500')).json).data;
    expect((await list(cookies)).map((a) => a.id)).toEqual([eth.id, below.id, above.id]);
    expect((await list(cookies, '?pair=BTC_USDT')).map((a) => a.id)).toEqual([below.id, above.id]);

    expect(await call(t.app, DELETE, { form: { id: below.id }, cookies })).toMatchObject({ status: 200, json: { data: { id: below.id } } });
    expect((await call(t.app, DELETE, { form: { id: below.id }, cookies })).status).toBe(404);
    const other = await user();
    expect(await call(t.app, DELETE, { form: { id: above.id }, cookies: other.cookies })).toMatchObject({ status: 404, json: { code: 40401 } });
    expect(await list(other.cookies)).toEqual([]);
    expect((await list(cookies)).map((a) => a.id)).toEqual([eth.id, above.id]);
  });

  it.each([
    [{ pair: 'BTC_USDT', price: '60000' }, 'price must differ from the current price (60000.0)'],
    [{ pair: 'BTC_USDT', price: '60000.05' }, 'price may have at most 1 decimal on this pair'],
    [{ pair: 'NOPE_USDT', price: '1' }, 'Unknown pair: NOPE_USDT'],
    [{ pair: 'BTC_USDT', price: '0' }, 'price must be greater than 0'],
    [{ pair: 'BTC_USDT', price: 'abc' }, 'price must be a positive decimal number such as 64000.5'],
    [{ pair: 'BTC_USDT' }, 'price is required'],
    [{ pair: 'BTC', price: '1' }, 'pair must look like BTC_USDT'],
  ])('refuses %j with 400', async (form, message) => {
    const { cookies } = await user();
    expect(await call(t.app, PATH, { form: form as Record<string, string>, cookies })).toMatchObject({ status: 400, json: { code: 40001, message } });
  });

  it('refuses a pair the request’s site does not list; 401 for guests, 403 without CSRF', async () => {
    const { cookies } = await user();
    expect((await call(t.app, PATH, { form: { pair: 'BTC_USDT', price: '70000' }, cookies, host: 'eu.localhost:3000' })).json).toEqual({
      code: 40001,
      message: 'Unknown pair: BTC_USDT',
    });
    expect(await call(t.app, PATH)).toMatchObject({ status: 401, json: { code: 40101 } });
    expect((await call(t.app, PATH, { form: { pair: 'BTC_USDT', price: '70000' } })).status).toBe(401);
    expect((await call(t.app, DELETE, { form: { id: '1' } })).status).toBe(401);
    expect((await call(t.app, PATH, { form: { pair: 'BTC_USDT', price: '70000' }, cookies, csrf: false })).status).toBe(403);
  });

  it(`keeps at most ${MAX_ACTIVE_ALERTS} active under parallel requests; triggered ones do not count`, async () => {
    const { id, cookies } = await user();
    const results = await Promise.all(Array.from({ length: MAX_ACTIVE_ALERTS + 10 }, (_, i) => set(cookies, 'BTC_USDT', String(61000 + i))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(MAX_ACTIVE_ALERTS);
    expect(results.find((r) => r.status !== 200)?.json).toEqual({ code: 40001, message: `You can have at most ${MAX_ACTIVE_ALERTS} active price alerts` });
    await t.handle.db
      .update(alertsTable)
      .set({ status: 'triggered', triggeredAt: new Date() })
      .where(and(eq(alertsTable.userId, id), eq(alertsTable.price, '61000')));
    expect((await set(cookies, 'BTC_USDT', '70000')).status).toBe(200);
    expect((await set(cookies, 'BTC_USDT', '70001')).status).toBe(400);
  });

  it('lists triggered alerts for TRIGGERED_ALERT_DAYS, and the prune deletes them after', async () => {
    const { id, cookies } = await user();
    const alert = createPriceAlert.answer.parse((await set(cookies, 'ETH_USDT', '3100')).json).data;
    const now = Date.now();
    await t.handle.db
      .update(alertsTable)
      .set({ status: 'triggered', triggeredAt: new Date(now - (TRIGGERED_ALERT_DAYS * DAY_MS - 60_000)) })
      .where(eq(alertsTable.userId, id));
    expect((await list(cookies)).map((a) => [a.id, a.status])).toEqual([[alert.id, 'triggered']]);
    await pruneTriggeredAlerts(t.handle.db, new Date(now));
    expect(await list(cookies)).toHaveLength(1);
    await t.handle.db
      .update(alertsTable)
      .set({ triggeredAt: new Date(now - TRIGGERED_ALERT_DAYS * DAY_MS - 60_000) })
      .where(eq(alertsTable.userId, id));
    expect(await list(cookies)).toEqual([]);
    await pruneTriggeredAlerts(t.handle.db, new Date(now));
    expect(await t.handle.db.select().from(alertsTable).where(eq(alertsTable.userId, id))).toEqual([]);
  });

  it('triggers each alert once under parallel checks, with one notice each (none when the user turned market notices off)', async () => {
    const a = await user();
    const b = await user();
    await writeSetting(t.handle.db, b.id, 'market', false);
    for (const price of ['2900', '2800']) expect((await set(a.cookies, 'ETH_USDT', price)).status).toBe(200);
    expect((await set(a.cookies, 'ETH_USDT', '3200')).status).toBe(200);
    expect((await set(b.cookies, 'ETH_USDT', '2950')).status).toBe(200);
    const range = [{ kind: 'spot' as const, name: 'ETH_USDT', low: '2850', high: '3100' }];
    const counts = await Promise.all(Array.from({ length: 4 }, () => triggerAlerts(t.handle.db, range, new Date())));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(2); // a's 2900, b's 2950; not 2800 (below the low) nor 3200 (above the high)
    const statuses = (await list(a.cookies)).map((x) => [x.price, x.status]);
    expect(statuses).toEqual([
      ['3200', 'active'],
      ['2800', 'active'],
      ['2900', 'triggered'],
    ]);
    const aNotices = await t.handle.db
      .select()
      .from(notices)
      .where(and(eq(notices.userId, a.id), eq(notices.type, 'market')));
    expect(aNotices.map((n) => [n.title, n.content])).toEqual([['Price alert: ETH_USDT ≤ 2900', 'ETH/USDT has fallen to your alert price of 2900.']]);
    expect(aNotices[0]?.notification).toEqual({
      type: 'spot_trade',
      template_id: 'price_alert',
      extras: { market: 'ETH_USDT' },
      template_args: { pair: 'ETH_USDT', price: '2900' },
    });
    expect(
      await t.handle.db
        .select()
        .from(notices)
        .where(and(eq(notices.userId, b.id), eq(notices.type, 'market'))),
    ).toEqual([]);
    expect((await list(b.cookies))[0]?.status).toBe('triggered');
  });
});
