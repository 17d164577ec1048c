import type { BookLevel, BookSnapshot } from '@exchange/contract/book';
import { applyLevels, sideOf, sortedLevels, updateVerdict, type SideLevels } from './book-levels';

/**
 * One pair's live order book in the browser: the snapshot call (book.ts `spotOrderBookSnapshot`)
 * and the stream's updates (streams.ts `spotOrderBook`) kept in step by Gate's rule
 * (book-levels.ts `updateVerdict`): updates that arrive while a snapshot is in flight are
 * buffered and replayed over it; a gap in the update ids, a gap in the stream's `seq` or silence past
 * its `silenceMs` (the socket's resync) reads the snapshot again. What the page shows (`view`) is
 * rebuilt at most once per animation frame, however many updates arrived in it: a level that
 * changes 20 times a second is painted once per frame at most, and a frame with no change paints
 * nothing. Pure of the browser: the link (socket and HTTP) and the frame scheduler are injected.
 */

/** One update as the stream carries it (the fields the book reads). */
export interface BookUpdate {
  readonly U: number;
  readonly u: number;
  readonly b: readonly BookLevel[];
  readonly a: readonly BookLevel[];
}

/** The book's sources (book-link.ts: the page's socket and the API client; a fake in tests). */
export interface BookLink {
  /** Subscribes the pair's updates; `onResync`: the socket saw a gap or silence. */
  stream(pair: string, onUpdate: (update: BookUpdate) => void, onResync: () => void): { stop(): void };
  /** The snapshot; null when there is none (the call failed or the API has no book). */
  snapshot(pair: string): Promise<BookSnapshot | null>;
}

export type BookStatus = 'loading' | 'live' | 'unavailable';

/** What the panel reads: both sides best first (at most DEPTH_KEPT levels each). */
export interface BookView {
  readonly status: BookStatus;
  readonly bids: readonly BookLevel[];
  readonly asks: readonly BookLevel[];
  /** counts paints: a new view object per frame that changed something */
  readonly frame: number;
}

/** Levels per side the view keeps (the snapshot asks as many): more than any grouping shows. */
export const DEPTH_KEPT = 100;
/** A snapshot that failed is asked again after this long (ms). */
export const SNAPSHOT_RETRY_MS = 5_000;
/** Updates kept while a snapshot is in flight (older ones are dropped: the snapshot covers them or a gap reads it again). */
export const BUFFER_MAX = 500;

export interface FrameScheduler {
  request(paint: () => void): number;
  cancel(handle: number): void;
}

export const EMPTY_BOOK: BookView = { status: 'loading', bids: [], asks: [], frame: 0 };

export class BookStore {
  private bids: SideLevels = new Map();
  private asks: SideLevels = new Map();
  private id = 0;
  private firstAfterSnapshot = true;
  private status: BookStatus = 'loading';
  /** updates waiting for the snapshot in flight; undefined when none is */
  private buffer: BookUpdate[] | undefined;
  private reading = 0;
  private stream: { stop(): void } | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private frameHandle: number | undefined;
  private current: BookView = EMPTY_BOOK;
  private readonly listeners = new Set<() => void>();
  private stopped = false;
  /** paints so far (for the bench and tests) */
  paints = 0;

  constructor(
    private readonly pair: string,
    private readonly link: BookLink,
    private readonly frames: FrameScheduler,
  ) {}

  start(): void {
    this.stream = this.link.stream(
      this.pair,
      (update) => this.onUpdate(update),
      () => this.readSnapshot(),
    );
    this.readSnapshot();
  }

  stop(): void {
    this.stopped = true;
    this.stream?.stop();
    this.stream = undefined;
    clearTimeout(this.retry);
    if (this.frameHandle !== undefined) this.frames.cancel(this.frameHandle);
    this.frameHandle = undefined;
    this.listeners.clear();
  }

  /** The book as last painted (useSyncExternalStore's snapshot: the same object until a frame changes it). */
  view = (): BookView => this.current;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private readSnapshot(): void {
    if (this.stopped) return;
    clearTimeout(this.retry);
    this.buffer ??= [];
    const reading = ++this.reading;
    void this.link.snapshot(this.pair).then(
      (snapshot) => this.onSnapshot(reading, snapshot),
      () => this.onSnapshot(reading, null),
    );
  }

  private onSnapshot(reading: number, snapshot: BookSnapshot | null): void {
    if (this.stopped || reading !== this.reading) return;
    if (!snapshot) {
      // keep buffering: the next snapshot starts from the updates since
      if (this.status !== 'live') this.setStatus('unavailable');
      this.retry = setTimeout(() => this.readSnapshot(), SNAPSHOT_RETRY_MS);
      return;
    }
    this.bids = sideOf(snapshot.bids);
    this.asks = sideOf(snapshot.asks);
    this.id = snapshot.id;
    this.firstAfterSnapshot = true;
    const buffered = this.buffer ?? [];
    this.buffer = undefined;
    this.status = 'live';
    this.changed();
    for (const update of buffered) if (!this.apply(update)) return;
  }

  private onUpdate(update: BookUpdate): void {
    if (this.buffer) {
      this.buffer.push(update);
      if (this.buffer.length > BUFFER_MAX) this.buffer.shift();
      return;
    }
    this.apply(update);
  }

  /** Applies one update by Gate's rule; false when it showed a gap (a snapshot is then read). */
  private apply(update: BookUpdate): boolean {
    const verdict = updateVerdict(this.id, this.firstAfterSnapshot, update.U, update.u);
    if (verdict === 'stale') return true;
    if (verdict === 'gap') {
      this.readSnapshot();
      return false;
    }
    applyLevels(this.bids, update.b);
    applyLevels(this.asks, update.a);
    this.id = update.u;
    this.firstAfterSnapshot = false;
    if (update.b.length > 0 || update.a.length > 0) this.changed();
    return true;
  }

  private setStatus(status: BookStatus): void {
    this.status = status;
    this.changed();
  }

  /** Something changed: one paint at the next frame, whatever else changes before it. */
  private changed(): void {
    if (this.frameHandle !== undefined || this.stopped) return;
    this.frameHandle = this.frames.request(() => this.paint());
  }

  private paint(): void {
    this.frameHandle = undefined;
    this.paints += 1;
    this.current = {
      status: this.status,
      bids: sortedLevels(this.bids, 'bids', DEPTH_KEPT),
      asks: sortedLevels(this.asks, 'asks', DEPTH_KEPT),
      frame: this.current.frame + 1,
    };
    for (const listener of [...this.listeners]) listener();
  }
}
