import { networkById } from '@exchange/chain/networks';
import type { Db } from '../db/client';
import { dueWithdrawals, finishProcessing, startProcessing } from '../domain/wallet/withdrawals';

export interface WithdrawalTimings {
  /** how long a withdrawal stays pending (cancellable) before the chain picks it up */
  pendingMs: number;
  /** how long it processes before it completes or fails */
  processingMs: number;
  /** the most withdrawals moved per step and status */
  batch: number;
}

export const DEFAULT_WITHDRAWAL_TIMINGS: WithdrawalTimings = { pendingMs: 10_000, processingMs: 5_000, batch: 50 };

/**
 * The delays the environment sets (docs/CONFIGURATION.md), read by market/service.ts
 * `marketOptionsFromEnv`: WITHDRAWAL_PENDING_MS and WITHDRAWAL_PROCESSING_MS (0–600000 ms; the
 * defaults above when unset). The browser tests shorten them (scripts/lib.mjs E2E_API_ENV), so a
 * withdrawal's way to completed takes a few of the engine's ticks, not 15 s.
 */
export const WITHDRAWAL_TIMING_ENV = { pendingMs: 'WITHDRAWAL_PENDING_MS', processingMs: 'WITHDRAWAL_PROCESSING_MS' } as const;
export const MAX_WITHDRAWAL_DELAY_MS = 600_000;

/**
 * The simulated chains' side of withdrawals, on the simulator's leader (market/engine.ts): each
 * step moves every withdrawal pending for `pendingMs` to processing, and every one processing for
 * `processingMs` to completed (a simulated transaction hash) or failed (an address the chain
 * refuses, domain/wallet/outNetworks.ts REFUSED_ADDRESSES; its money back), with a private notice.
 * Each move is one transaction guarded by the status it leaves (domain/wallet/withdrawals.ts), so
 * a cancel racing it, or a second leader after a hand-over, settles each withdrawal once. No
 * timers of its own: whoever steps it (the engine's tick, a test) chooses the time.
 */
export class WithdrawalProcessor {
  constructor(
    private readonly db: Db,
    private readonly timings: WithdrawalTimings = DEFAULT_WITHDRAWAL_TIMINGS,
  ) {}

  /** One step at `nowMs`; answers how many withdrawals moved. */
  async advance(nowMs: number): Promise<number> {
    const now = new Date(nowMs);
    let moved = 0;
    for (const row of await dueWithdrawals(this.db, 'processing', new Date(nowMs - this.timings.processingMs), this.timings.batch)) {
      const evm = networkById(row.network)?.addressKind === 'evm';
      if (await finishProcessing(this.db, row, evm, now)) moved += 1;
    }
    for (const row of await dueWithdrawals(this.db, 'pending', new Date(nowMs - this.timings.pendingMs), this.timings.batch)) {
      if (await startProcessing(this.db, row.id, now)) moved += 1;
    }
    return moved;
  }
}
