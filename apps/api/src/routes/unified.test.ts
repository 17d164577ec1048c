import { describe, expect, it } from 'vitest';
import { getAccountMode } from '@exchange/contract/unified';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs } from '../../test/http';

const MODE = getAccountMode.path;
const t = useFreshApp();

describe('unified account_mode', () => {
  it('answers the trader: classic, never opened, options off', async () => {
    const res = await call(t.app, MODE, { cookies: await loginAs(t.app, 'trader@demo.test') });
    expect(res.status).toBe(200);
    expect(getAccountMode.answer.parse(res.json).data).toEqual({
      mode: 'classic',
      support_unified: true,
      first_open: true,
      auto_borrow: false,
      auto_repay: false,
      settings: { options: false, usdt_futures: true, spot_hedge: false, use_funding: false },
    });
  });

  it('answers whitelist: portfolio, already opened, options on', async () => {
    const res = await call(t.app, MODE, { cookies: await loginAs(t.app, 'whitelist@demo.test') });
    expect(getAccountMode.answer.parse(res.json).data).toEqual({
      mode: 'portfolio',
      support_unified: true,
      first_open: false,
      auto_borrow: false,
      auto_repay: false,
      settings: { options: true, usdt_futures: true, spot_hedge: false, use_funding: false },
    });
  });

  it('offers the unified account on the main site only', async () => {
    const cookies = await loginAs(t.app, 'whitelist@demo.test');
    const res = await call(t.app, MODE, { cookies, host: 'uk.localhost' });
    const data = getAccountMode.answer.parse(res.json).data;
    expect(data.support_unified).toBe(false);
    expect(data.mode).toBe('portfolio');
  });

  it('answers a guest with 401 and refuses query fields with 400', async () => {
    const res = await call(t.app, MODE);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: 40101, message: 'Login required' });
    expect((await call(t.app, `${MODE}?mode=portfolio`, { cookies: await loginAs(t.app, 'trader@demo.test') })).status).toBe(400);
  });
});
