import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getCrossMarginInfo } from '@exchange/contract/margin';
import { balances, users } from '../db/schema';
import { useFreshApp } from '../../test/freshDb';
import { call, loginAs } from '../../test/http';

const INFO = getCrossMarginInfo.path;
const t = useFreshApp();

describe('cross_margin info', () => {
  it('answers the trader: VIP 3, 9500 USDT available (locked excluded), cross-margin uid 10000001', async () => {
    const res = await call(t.app, INFO, { cookies: await loginAs(t.app, 'trader@demo.test') });
    expect(res.status).toBe(200);
    expect(getCrossMarginInfo.answer.parse(res.json).data).toEqual({ userTier: 3, userSpotBalance: '9500', crossMarginUid: 10000001 });
  });

  it('keeps the balance exact as decimal text', async () => {
    const [trader] = await t.handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'trader@demo.test'));
    const usdt = and(eq(balances.userId, trader!.id), eq(balances.asset, 'USDT'));
    await t.handle.db.update(balances).set({ available: '1234567.12345678' }).where(usdt);
    const res = await call(t.app, INFO, { cookies: await loginAs(t.app, 'trader@demo.test') });
    expect(res.json).toMatchObject({ data: { userSpotBalance: '1234567.12345678' } });
    await t.handle.db.update(balances).set({ available: '9500' }).where(usdt);
  });

  it('answers a user without USDT or cross-margin account with 0s', async () => {
    const res = await call(t.app, INFO, { cookies: await loginAs(t.app, 'newbie@demo.test') });
    expect(getCrossMarginInfo.answer.parse(res.json).data).toEqual({ userTier: 0, userSpotBalance: '0', crossMarginUid: 0 });
  });

  it('answers a guest with 401', async () => {
    const res = await call(t.app, INFO);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ code: 40101, message: 'Login required' });
  });
});
