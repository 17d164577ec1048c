import { NETWORKS } from '@exchange/chain/networks';
import type { Db } from '../db/client';
import { chainHeight, settleDeposits } from '../domain/wallet/deposits';

/**
 * The chain simulator (docs/WALLET.md "The chain simulator"), on the simulator's leader: every
 * network makes a block every `blockSeconds` (its height is its block count since the epoch,
 * domain/wallet/deposits.ts `chainHeight`, so every instance and a new leader agree without
 * storing it). After each step of the walk the leader calls `step`: when a network has made a
 * block since the last step, the pending deposits get their new confirmations and those that
 * reached their network's requirement are credited (`settleDeposits`, exactly once however often
 * it runs). Tests drive `step` with their own clock, without timers.
 */
export class ChainSimulator {
  private lastHeights = '';

  constructor(private readonly db: Db) {}

  /** Settles the pending deposits when any network made a block since the last step; answers how many were credited. */
  async step(nowMs: number): Promise<number> {
    const heights = NETWORKS.map((n) => chainHeight(n, nowMs)).join(',');
    if (heights === this.lastHeights) return 0;
    const credited = await settleDeposits(this.db, nowMs);
    this.lastHeights = heights;
    return credited;
  }
}
