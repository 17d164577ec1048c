import type { Db } from '../db/client';
import { acknowledgeTicket, dueAcknowledgements } from '../domain/support/desk';

export interface SupportDeskTimings {
  /** how long after a ticket's last change, while support has not answered it, the desk acknowledges it */
  acknowledgeMs: number;
  /** the most tickets acknowledged per step */
  batch: number;
}

export const DEFAULT_SUPPORT_DESK_TIMINGS: SupportDeskTimings = { acknowledgeMs: 5_000, batch: 50 };

/**
 * The reference API's support desk, on the simulator's leader (market/engine.ts), like the
 * withdrawals' processor (market/withdrawals.ts): each step acknowledges every open ticket support
 * has not answered whose last change is `acknowledgeMs` old, with a clearly labelled automatic
 * message that says what happens next, the ticket `answered`, and a notice in the bell
 * (domain/support/desk.ts). Each acknowledgement is one transaction guarded by the ticket's state,
 * so a close racing it, or a second leader after a hand-over, acknowledges each ticket once. No
 * timers of its own: whoever steps it (the engine's tick, a test) chooses the time.
 */
export class SupportDesk {
  constructor(
    private readonly db: Db,
    private readonly timings: SupportDeskTimings = DEFAULT_SUPPORT_DESK_TIMINGS,
  ) {}

  /** One step at `nowMs`; answers how many tickets it acknowledged. */
  async advance(nowMs: number): Promise<number> {
    const now = new Date(nowMs);
    let acknowledged = 0;
    for (const ticket of await dueAcknowledgements(this.db, new Date(nowMs - this.timings.acknowledgeMs), this.timings.batch)) {
      if (await acknowledgeTicket(this.db, ticket, now)) acknowledged += 1;
    }
    return acknowledged;
  }
}
