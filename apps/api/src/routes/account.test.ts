import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountBalances, totalFunds } from '@exchange/contract/account';
import { add, fixed, mul, normal } from '@exchange/decimal/text';
import { balances, prices, users } from '../db/schema';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs } from '../../test/http';

const FUNDS = totalFunds.path;
const t = useFreshApp();

describe('total_funds', () => {
  it('values the seeded trader: 0.6 BTC, 2 ETH, 10000 USDT, 100 GT = 53000 USD', async () => {
    const res = await call(t.app, FUNDS, { cookies: await loginAs(t.app, 'trader@demo.test') });
    expect(res.status).toBe(200);
    expect(totalFunds.answer.parse(res.json).data).toEqual({ total_usd: '53000.00', total_btc: '0.88333333' });
  });

  it('sums available and locked balances exactly, ignoring assets without a price', async () => {
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, 'newbie@demo.test'));
    await t.handle.db.insert(prices).values({ asset: 'TINY', usd: '0.1' }).onConflictDoNothing();
    await t.handle.db.insert(balances).values([
      { userId: user!.id, asset: 'TINY', available: '0.1', locked: '0.2' },
      { userId: user!.id, asset: 'BTC', available: '0.00000001', locked: '0' },
      { userId: user!.id, asset: 'NOPRICE', available: '1000', locked: '0' },
    ]);
    const res = await call(t.app, FUNDS, { cookies: await loginAs(t.app, 'newbie@demo.test') });
    // 0.3 × 0.1 + 0.00000001 × 60000 = 0.03 + 0.0006 = 0.0306 → 0.03 USD; BTC 0.0306 / 60000 = 0.00000051
    expect(totalFunds.answer.parse(res.json).data).toEqual({ total_usd: '0.03', total_btc: '0.00000051' });
    await t.handle.db.delete(balances).where(eq(balances.userId, user!.id));
  });

  it('answers zero for a user without balances', async () => {
    const res = await call(t.app, FUNDS, { cookies: await loginAs(t.app, 'newbie@demo.test') });
    expect(totalFunds.answer.parse(res.json).data).toEqual({ total_usd: '0.00', total_btc: '0.00000000' });
  });

  it('answers a guest with 401', async () => {
    const res = await call(t.app, FUNDS);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: 40101, message: 'Login required' });
  });
});

describe('account balances', () => {
  const BALANCES = accountBalances.path;

  it('lists every balance of the seeded trader, valued, largest first, with the totals total_funds answers', async () => {
    const cookies = await loginAs(t.app, 'trader@demo.test');
    const listed = accountBalances.answer.parse((await call(t.app, BALANCES, { cookies })).json).data;
    const totals = totalFunds.answer.parse((await call(t.app, FUNDS, { cookies })).json).data;
    expect({ usd: listed.total_usd, btc: listed.total_btc }).toEqual({ usd: totals.total_usd, btc: totals.total_btc });
    expect(listed.balances.map((b) => b.currency)).toEqual(['BTC', 'USDT', 'ETH', 'GT']);
    // the rows' exact values sum to the total (rounded as total_funds rounds)
    const sum = listed.balances.reduce((acc, b) => add(acc, b.usd_value), '0');
    expect(fixed(sum, 2)).toBe(totals.total_usd);
    for (const b of listed.balances) expect(mul(add(b.available, b.locked), b.usd_price)).toBe(normal(b.usd_value));
  });

  it('sums exactly over odd amounts and unpriced assets, equal to total_funds', async () => {
    const [user] = await t.handle.db.select().from(users).where(eq(users.email, 'newbie@demo.test'));
    await t.handle.db.insert(prices).values({ asset: 'TINY', usd: '0.1' }).onConflictDoNothing();
    await t.handle.db.insert(balances).values([
      { userId: user!.id, asset: 'TINY', available: '0.1', locked: '0.2' },
      { userId: user!.id, asset: 'BTC', available: '0.00000001', locked: '0' },
      { userId: user!.id, asset: 'NOPRICE', available: '1000', locked: '0' },
      { userId: user!.id, asset: 'ETH', available: '0.333333333333333333', locked: '0.000000000000000001' },
    ]);
    const cookies = await loginAs(t.app, 'newbie@demo.test');
    const listed = accountBalances.answer.parse((await call(t.app, BALANCES, { cookies })).json).data;
    const totals = totalFunds.answer.parse((await call(t.app, FUNDS, { cookies })).json).data;
    expect([listed.total_usd, listed.total_btc]).toEqual([totals.total_usd, totals.total_btc]);
    expect(
      fixed(
        listed.balances.reduce((acc, b) => add(acc, b.usd_value), '0'),
        2,
      ),
    ).toBe(totals.total_usd);
    expect(listed.balances.find((b) => b.currency === 'NOPRICE')).toEqual({
      currency: 'NOPRICE',
      name: 'NOPRICE',
      available: '1000',
      locked: '0',
      usd_price: '0',
      usd_value: '0',
    });
    expect(listed.balances.find((b) => b.currency === 'ETH')?.usd_value).toBe('1000.000000000000002');
    await t.handle.db.delete(balances).where(eq(balances.userId, user!.id));
  });

  it('answers nothing held, with zero totals, for a user without balances, and never another user’s', async () => {
    const listed = accountBalances.answer.parse((await call(t.app, BALANCES, { cookies: await loginAs(t.app, 'newbie@demo.test') })).json).data;
    expect(listed).toEqual({ balances: [], total_usd: '0.00', total_btc: '0.00000000' });
  });

  it('answers a guest with 401', async () => {
    const res = await call(t.app, BALANCES);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: 40101, message: 'Login required' });
  });
});
