import type { BookLevel } from '@exchange/contract/book';
import type { BookEvent } from '../../domain/trading/events';

/**
 * The order book stream's bookkeeping, pure (hub/book.ts sends): the NOTIFY parts of a book
 * change assembled into whole changes (book/events.ts: a change too large for one NOTIFY comes in
 * parts of one `seq`, the last marked), and whole changes merged into runs of consecutive ids, one
 * update each.
 */

/** One transaction's change to a pair's book, all its parts arrived. */
export interface BookChange {
  readonly pair: string;
  readonly seq: number;
  /** unix ms of the transaction */
  readonly t: number;
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
}

interface Assembling {
  seq: number;
  t: number;
  bids: BookLevel[];
  asks: BookLevel[];
}

/**
 * Assembles each pair's parts into whole changes and remembers the last whole `seq` per pair.
 * Parts of one change arrive together and in order (one transaction's NOTIFYs), so a part of a new
 * `seq` while another is incomplete means the rest of that one was lost (a LISTEN connection
 * dropped): it is dropped, and the gap in ids shows downstream. A part at or below the last whole
 * `seq` is a repeat, ignored.
 */
export class BookAssembler {
  private readonly partial = new Map<string, Assembling>();
  private readonly lastSeq = new Map<string, number>();

  /** The last whole `seq` seen for `pair` (0: none since this instance started). */
  last(pair: string): number {
    return this.lastSeq.get(pair) ?? 0;
  }

  /** Whether `event` belongs to a change not yet seen whole (a repeat is stale). */
  isFresh(event: BookEvent): boolean {
    return event.seq > this.last(event.pair);
  }

  /** Takes one part: the whole change when it was the last one, else null. */
  add(event: BookEvent): BookChange | null {
    if (!this.isFresh(event)) return null;
    let part = this.partial.get(event.pair);
    if (!part || part.seq !== event.seq) {
      part = { seq: event.seq, t: event.t, bids: [], asks: [] };
      this.partial.set(event.pair, part);
    }
    part.bids.push(...event.bids);
    part.asks.push(...event.asks);
    if (!event.last) return null;
    this.partial.delete(event.pair);
    this.lastSeq.set(event.pair, event.seq);
    return { pair: event.pair, seq: part.seq, t: event.t, bids: part.bids, asks: part.asks };
  }
}

/** Consecutive whole changes of a pair, merged: `U` the first `seq`, `u` the last, each price's latest amount. */
export interface BookRun {
  readonly U: number;
  u: number;
  /** unix ms of the run's last transaction */
  t: number;
  readonly bids: Map<string, string>;
  readonly asks: Map<string, string>;
}

/**
 * Merges `change` into the pair's `runs`: into the last run when it follows it (`seq` = u + 1),
 * a later amount for a price replacing the earlier; otherwise it opens a new run, so a gap in the
 * ids is never merged away (a client sees `U` jump and reads a new snapshot).
 */
export function mergeChange(runs: BookRun[], change: BookChange): void {
  const last = runs[runs.length - 1];
  const run: BookRun = last && change.seq === last.u + 1 ? last : { U: change.seq, u: change.seq, t: change.t, bids: new Map(), asks: new Map() };
  if (run !== last) runs.push(run);
  run.u = change.seq;
  run.t = change.t;
  for (const [price, amount] of change.bids) run.bids.set(price, amount);
  for (const [price, amount] of change.asks) run.asks.set(price, amount);
}
