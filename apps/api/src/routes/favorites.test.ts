import { describe, expect, it } from 'vitest';
import { MAX_FAVORITES } from '@exchange/contract/limits';
import { marketFavorites, updateMarketFavorite } from '@exchange/contract/market';
import { seedSpotMarkets } from '../seed/data/markets';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs } from '../../test/http';

const t = useFreshApp();
/** marketFavorites' path, which updateMarketFavorite shares */
const PATH = marketFavorites.path;

describe('favourite markets', () => {
  it('adds, lists in order, ignores a repeat, removes', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    for (const pair of ['ETH_USDT', 'BTC_USDT', 'ETH_USDT']) {
      const res = await call(t.app, PATH, { form: { pair, action: 'add' }, cookies });
      expect(res.status).toBe(200);
    }
    const list = await call(t.app, PATH, { cookies });
    expect(marketFavorites.answer.parse(list.json).data).toEqual(['ETH_USDT', 'BTC_USDT']);
    const removed = await call(t.app, PATH, { form: { pair: 'ETH_USDT', action: 'remove' }, cookies });
    expect(updateMarketFavorite.answer.parse(removed.json).data).toEqual(['BTC_USDT']);
  });

  it('lists only the request site’s markets and refuses a pair the site does not list', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    await call(t.app, PATH, { form: { pair: 'BTC_TRY', action: 'add' }, cookies });
    expect(marketFavorites.answer.parse((await call(t.app, PATH, { cookies, host: 'tr.localhost:3000' })).json).data).toEqual(['BTC_USDT', 'BTC_TRY']);
    const eu = await call(t.app, PATH, { form: { pair: 'BTC_USDT', action: 'add' }, cookies, host: 'eu.localhost:3000' });
    expect(eu.status).toBe(400);
    expect(eu.json).toEqual({ code: 40001, message: 'Unknown pair: BTC_USDT' });
  });

  it.each([
    [{ pair: 'btc', action: 'add' }, 'pair must look like BTC_USDT'],
    [{ pair: 'NOPE_USDT', action: 'add' }, 'Unknown pair: NOPE_USDT'],
    [{ pair: 'BTC_USDT', action: 'toggle' }, 'action must be add or remove'],
    [{ pair: 'BTC_USDT' }, 'action is required'],
    [{ pair: 'BTC_USDT', action: 'add', extra: '1' }, 'Unknown field: extra'],
  ])('refuses %j with 400', async (form, message) => {
    const cookies = await loginAs(t.app, 'newbie@demo.test');
    const res = await call(t.app, PATH, { form: form as Record<string, string>, cookies });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: 40001, message });
  });

  it('needs a login (401) and the CSRF token (403)', async () => {
    expect((await call(t.app, PATH)).json).toEqual({ code: 40101, message: 'Login required' });
    expect((await call(t.app, PATH, { form: { pair: 'BTC_USDT', action: 'add' } })).status).toBe(401);
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const res = await call(t.app, PATH, { form: { pair: 'SOL_USDT', action: 'add' }, cookies, csrf: false });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: 40301 });
  });

  it(`keeps at most ${MAX_FAVORITES} under 250 parallel adds`, async () => {
    const cookies = await loginAs(t.app, 'whitelist@demo.test');
    const pairs = seedSpotMarkets(new Date())
      .filter((r) => r.currB === 'USDT')
      .slice(0, 250)
      .map((r) => r.pair);
    const results = await Promise.all(pairs.map((pair) => call(t.app, PATH, { form: { pair, action: 'add' }, cookies })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(MAX_FAVORITES);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(50);
    expect(refused[0]?.json).toEqual({ code: 40001, message: `You can keep at most ${MAX_FAVORITES} favourite markets` });
    expect(marketFavorites.answer.parse((await call(t.app, PATH, { cookies })).json).data).toHaveLength(MAX_FAVORITES);
    // Re-adding one already kept is no error at the cap; removing makes room.
    expect((await call(t.app, PATH, { form: { pair: pairs[0] ?? '', action: 'add' }, cookies })).status).toBe(200);
  });
});
