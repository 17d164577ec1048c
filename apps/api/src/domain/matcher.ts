import type { Db } from '../db/client';
import type { PriceRange } from './prices';
import { pruneTriggeredAlerts, triggerAlerts } from './alerts';

const PRUNE_EVERY_MS = 3_600_000;

/**
 * What the simulator's leader does after each step (market/engine.ts): triggers the price alerts
 * the step's prices reached, and once an hour deletes old triggered alerts. The step's ranges
 * cover every tick since the previous step, so a price that crossed and came back between two
 * steps still counts. (Resting orders fill only by matching: domain/trading, docs/MATCHING.md.)
 */
export class StepSettler {
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly logError: (error: unknown) => void,
  ) {}

  async settle(ranges: readonly PriceRange[], nowMs: number): Promise<{ triggered: number }> {
    const now = new Date(nowMs);
    const triggered = await triggerAlerts(this.db, ranges, now);
    if (nowMs - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = nowMs;
      await pruneTriggeredAlerts(this.db, now);
    }
    return { triggered };
  }
}
