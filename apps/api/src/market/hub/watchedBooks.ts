import type { Db } from '../../db/client';
import { markWanted } from '../../domain/trading/house';

/** How often the followed books are looked at (a newly followed one is marked within this). */
export const WATCH_CHECK_MS = 2000;
/** How often a book still followed is marked again. */
export const WATCH_RENEW_MS = 20_000;
/** How long one mark holds: a few renewals, so one lost write does not withdraw the quotes. */
export const WATCHED_FOR_MS = 60_000;

/**
 * Tells the market maker which books people watch on this instance (`spot_books.wanted_until`,
 * domain/trading/house.ts): the pairs this hub's sockets follow on `spot.order_book_update` (the
 * trade page follows its pair's), each marked when first followed and again every WATCH_RENEW_MS
 * while it is. Every instance marks its own; the leader's house reads them all.
 */
export class BookWatch {
  /** when each followed pair was last marked (the hub's clock) */
  private readonly marked = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly hub: { followedBooks(): readonly string[] },
    private readonly clock: () => number,
    private readonly logError: (error: unknown) => void,
  ) {}

  /** Marks the followed books that are newly followed or due again. */
  async check(): Promise<void> {
    const now = this.clock();
    const followed = new Set(this.hub.followedBooks());
    for (const pair of this.marked.keys()) if (!followed.has(pair)) this.marked.delete(pair);
    const due = [...followed].filter((pair) => now - (this.marked.get(pair) ?? -Infinity) >= WATCH_RENEW_MS).sort();
    if (due.length === 0) return;
    for (const pair of due) this.marked.set(pair, now);
    try {
      await markWanted(this.db, due, new Date(now + WATCHED_FOR_MS));
    } catch (error) {
      // tried again at the next check
      for (const pair of due) this.marked.delete(pair);
      throw error;
    }
  }

  start(): void {
    this.timer = setInterval(() => void this.check().catch(this.logError), WATCH_CHECK_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
