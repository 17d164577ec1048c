import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { PriceRange } from './prices';
import { pruneTriggeredAlerts, triggerAlerts } from './alerts';
import { fillResting } from './spot';
import { rowsOf } from './sqlRows';

const PRUNE_EVERY_MS = 3_600_000;

/** The ids of open orders a step's prices reached: a buy when the step's low reached its price, a sell when its high did. */
export async function crossedOrders(db: Db, ranges: readonly PriceRange[]): Promise<number[]> {
  const spot = ranges.filter((r) => r.kind === 'spot').map((r) => ({ name: r.name, low: r.low, high: r.high }));
  if (spot.length === 0) return [];
  const result = await db.execute(sql`
    select o.id::text as id
      from jsonb_to_recordset(${JSON.stringify(spot)}::jsonb) as r(name text, low numeric, high numeric)
      join spot_orders o on o.pair = r.name and o.status = 'open'
     where (o.side = 'buy' and o.price >= r.low) or (o.side = 'sell' and o.price <= r.high)
     order by o.id`);
  return rowsOf(result).map((r) => Number(r.id));
}

/**
 * What the simulator's leader does after each step (market/engine.ts): fills the resting orders
 * the step's prices reached (found in one query, each filled in its own transaction), triggers
 * the price alerts they reached, and once an hour deletes old triggered alerts. The step's ranges
 * cover every tick since the previous step, so a price that crossed and came back between two
 * steps still counts.
 */
export class StepSettler {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly logError: (error: unknown) => void,
  ) {}

  async settle(ranges: readonly PriceRange[], nowMs: number): Promise<{ filled: number; triggered: number }> {
    const now = new Date(nowMs);
    let filled = 0;
    for (const id of await crossedOrders(this.db, ranges)) {
      // one order that cannot be filled must not keep the others of the step from filling
      if (await fillResting(this.db, id, now).catch((error: unknown) => void this.logError(error))) filled += 1;
    }
    const triggered = await triggerAlerts(this.db, ranges, now);
    if (nowMs - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = nowMs;
      await pruneTriggeredAlerts(this.db, now);
    }
    return { filled, triggered };
  }
}
