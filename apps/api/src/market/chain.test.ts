import { describe, expect, it } from 'vitest';
import { depositAddress, devChainDeposit, myDeposits } from '@exchange/contract/wallet';
import { call } from '../../test/http';
import { useLiveServer } from '../../test/liveServer';
import { holdingsOf, newTrader } from '../../test/traders';

/** The chain simulator runs on the market simulator's leader: its steps confirm and credit deposits. */

// an hour ago, so the clocks stay behind the real one (which the tickets use) however far the test moves them
let clock = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
const live = useLiveServer({
  market: { simulator: true, house: false, timers: false, clock: () => clock },
  app: { devChain: true, now: () => new Date(clock) },
});

describe('the chain simulator on the leader', () => {
  it('credits a deposit once the leader’s steps have passed its confirmations', async () => {
    expect(live.market.engine?.isLeader).toBe(true);
    const u = await newTrader(live.app, live.handle.db, 'chain-leader@test.example', {});
    const addr = depositAddress.answer.parse(
      (await call(live.app, depositAddress.path, { form: { currency: 'BTC', network: 'BTC' }, cookies: u.cookies })).json,
    ).data;
    const sent = devChainDeposit.answer.parse(
      (await call(live.app, devChainDeposit.path, { form: { network: 'BTC', address: addr?.address ?? '', amount: '0.25' } })).json,
    ).data;
    expect(sent.status).toBe('pending');
    // Bitcoin: 2 confirmations of 3-second blocks
    clock += 3_000;
    await live.market.engine?.advance(clock);
    const mid = myDeposits.answer.parse((await call(live.app, myDeposits.path, { cookies: u.cookies })).json).data.list[0];
    expect(mid?.status).toBe('pending');
    clock += 6_000;
    await live.market.engine?.advance(clock);
    const done = myDeposits.answer.parse((await call(live.app, myDeposits.path, { cookies: u.cookies })).json).data.list[0];
    expect(done).toMatchObject({ id: sent.id, status: 'confirmed', confirmations: 2 });
    expect((await holdingsOf(live.handle.db, u.id)).BTC).toEqual({ available: '0.25', locked: '0' });
  });
});
