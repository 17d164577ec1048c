import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { totalFunds } from '@exchange/contract/account';
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
