import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tickOf, type SimState } from './simulator';

/** The channel the leader NOTIFYs after each persist of prices: the market lists' rows changed. */
export const MARKET_LISTS_CHANNEL = 'market_lists';

/**
 * Instruments written per statement. The rows of one statement are built and the statement
 * executed in one go (on PGlite inside this process), so a smaller slice bounds how long the
 * event loop is held: every HTTP answer in flight waits on it. 250 keeps each slice near 6 ms
 * (measured on PGlite: 500 took ~12 ms). Between slices the persist waits for a turn of the event
 * loop: PGlite's statements resolve without leaving the microtask queue, so without that wait the
 * slices ran back to back as one ~80 ms hold.
 */
export const PERSIST_SLICE = 250;

/**
 * Writes every instrument's current price, three opens and 24 h quote volume to spot_markets and
 * futures_contracts, so the HTTP market calls of every instance answer the simulator's figures.
 * One transaction (a reader sees all of a persist or none of it) of a few statements, each for
 * `slice` instruments whose rows travel as one JSON parameter.
 */
export async function persistPrices(db: Db, state: SimState, nowMs: number, slice = PERSIST_SLICE): Promise<void> {
  await db.transaction(async (tx) => {
    for (let from = 0; from < state.instruments.length; from += slice) {
      const spot: Record<string, string>[] = [];
      const futures: Record<string, string | boolean>[] = [];
      for (const inst of state.instruments.slice(from, from + slice)) {
        const t = tickOf(inst, nowMs);
        const row = { name: t.name, rate: t.last, open_24h: t.open24h, open_utc0: t.openUtc0, open_utc8: t.openUtc8, volume: Number(t.quoteVolume).toFixed(2) };
        if (inst.spec.kind === 'spot') spot.push(row);
        else futures.push({ ...row, testnet: inst.spec.kind === 'testnet' });
      }
      if (spot.length > 0) {
        await tx.execute(sql`
          update spot_markets s
             set rate = v.rate, open_24h = v.open_24h, open_utc0 = v.open_utc0, open_utc8 = v.open_utc8, volume = v.volume
            from jsonb_to_recordset(${JSON.stringify(spot)}::jsonb)
              as v(name text, rate numeric, open_24h numeric, open_utc0 numeric, open_utc8 numeric, volume numeric)
           where s.pair = v.name`);
      }
      if (futures.length > 0) {
        await tx.execute(sql`
          update futures_contracts f
             set last_price = v.rate, open_24h = v.open_24h, open_utc0 = v.open_utc0, open_utc8 = v.open_utc8, volume_24h = v.volume
            from jsonb_to_recordset(${JSON.stringify(futures)}::jsonb)
              as v(name text, testnet boolean, rate numeric, open_24h numeric, open_utc0 numeric, open_utc8 numeric, volume numeric)
           where f.name = v.name and f.testnet = v.testnet`);
      }
      if (from + slice < state.instruments.length) await nextTurn();
    }
  });
}
