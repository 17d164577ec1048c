import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { futuresContracts, spotMarkets } from '../db/schema';
import { useFreshApp } from '../../test/freshDb';
import { loopTurnsDuring } from '../../test/loopTurns';
import { BACKFILL_ROWS, backfillCandles, backfillTargets } from './backfill';
import { loadMarketRows, specOf } from './instruments';
import { PERSIST_SLICE, persistPrices } from './persist';
import { createState, step, tickOf } from './simulator';

const t = useFreshApp();

describe('persistPrices', () => {
  it('writes every instrument in slices, the last partial slice and both kinds included', async () => {
    const specs = (await loadMarketRows(t.handle.db)).map(specOf);
    const start = Date.UTC(2026, 10, 23);
    const state = createState(specs, 'persist-test', 1000, start);
    const later = start + 300_000;
    step(state, later);
    const seeded = new Map((await t.handle.db.select().from(spotMarkets)).map((r) => [r.pair, r.rate]));
    // 7 per slice: the instrument count is not a multiple of it, and slices mix spot and futures
    expect(state.instruments.length % 7).not.toBe(0);
    // and a turn of the event loop between slices (on PGlite each statement holds it)
    const { turns } = await loopTurnsDuring(() => persistPrices(t.handle.db, state, later, 7));
    expect(turns).toBeGreaterThanOrEqual(Math.ceil(state.instruments.length / 7) - 1);
    const want = new Map(
      state.instruments.map((inst) => [`${inst.spec.kind === 'spot' ? 'spot' : 'fut'}|${inst.spec.kind === 'testnet'}|${inst.spec.name}`, tickOf(inst, later)]),
    );
    const spots = await t.handle.db.select().from(spotMarkets).orderBy(asc(spotMarkets.rank));
    const futures = await t.handle.db.select().from(futuresContracts).orderBy(asc(futuresContracts.rank));
    expect(spots.length + futures.length).toBe(state.instruments.length);
    // the walk moved most prices: a persist that wrote nothing could not pass
    expect(spots.filter((r) => Number(r.rate) !== Number(seeded.get(r.pair))).length).toBeGreaterThan(spots.length / 2);
    for (const row of spots) {
      const tick = want.get(`spot|false|${row.pair}`);
      expect(Number(row.rate)).toBe(Number(tick?.last));
      expect(Number(row.openUtc8)).toBe(Number(tick?.openUtc8));
    }
    for (const row of futures) {
      const tick = want.get(`fut|${row.testnet}|${row.name}`);
      expect(Number(row.lastPrice)).toBe(Number(tick?.last));
      expect(Number(row.volume24h)).toBe(Number(Number(tick?.quoteVolume).toFixed(2)));
    }
  });

  it('keeps its statements small: the default slice and the backfill insert a bounded number of rows each, with a turn of the event loop after each', async () => {
    expect(PERSIST_SLICE).toBeLessThanOrEqual(250);
    expect(BACKFILL_ROWS).toBeLessThanOrEqual(1000);
    const specs = (await loadMarketRows(t.handle.db)).map(specOf);
    const target = backfillTargets(specs).find((s) => s.name === 'ETH_USDT' && s.kind === 'spot');
    if (!target) throw new Error('ETH_USDT is not a backfill target');
    // one day: 1,440 minutes, two statements
    const { value: written, turns } = await loopTurnsDuring(() => backfillCandles(t.handle.db, [target], 'turns-test', Date.UTC(2026, 10, 23), 1));
    expect(written).toBe(1440);
    expect(turns).toBeGreaterThanOrEqual(Math.ceil(1440 / BACKFILL_ROWS));
  });
});
