import { encodeUpdate } from '@exchange/contract/define-stream';
import { spotOrderBook } from '@exchange/contract/streams';
import { WsError } from '../protocol';
import type { BookAssembler, BookChange, BookRun } from './bookRuns';
import { mergeChange } from './bookRuns';
import type { MarketCatalog } from './catalog';
import type { Channel, ChannelContext, Connection, FlushRound, RequestOf } from './channel';
import { Followers } from './followers';
import { Sequences } from './sequence';

/** A followed pair with no change for this long gets an empty update at the next flush (the contract's silence bound is 10 s). */
export const BOOK_HEARTBEAT_MS = 1000;

/**
 * `spot.order_book_update` (Gate's, packages/contract/src/streams.ts `spotOrderBook`): per
 * followed pair, the whole changes received since the last flush (bookRuns.ts) merged into one
 * update per run of consecutive ids, `U` its first and `u` its last; a gap in the ids (this
 * instance lost a NOTIFY) starts a new update, so the client sees `U` jump and reads a new
 * snapshot. A followed pair without a change for BOOK_HEARTBEAT_MS gets an empty update,
 * `U` = N + 1 and `u` = N (N the last id this instance saw whole; 0 before any): "nothing after N",
 * which a client in step skips (`u` ≤ its id) and a client behind resnapshots (`U` > its id + 1).
 * Both of Gate's cadences (`100ms`, `1000ms`) get the hub's flush cadence. Each pair counts as one
 * topic; each update is serialised once per flush for every follower.
 */
export class BookChannel implements Channel<'book'> {
  private readonly followers = new Followers((pair) => {
    this.pending.delete(pair);
    this.lastSent.delete(pair);
    this.seq.forget(pair);
  });
  /** each followed pair's runs since the last flush */
  private readonly pending = new Map<string, BookRun[]>();
  /** when each followed pair last got an update (ms, the hub's clock) */
  private readonly lastSent = new Map<string, number>();
  private readonly seq = new Sequences();

  constructor(
    private readonly context: ChannelContext,
    private readonly catalog: Pick<MarketCatalog, 'allowed'>,
    private readonly assembler: BookAssembler,
  ) {}

  topics(conn: Connection): number {
    return this.followers.count(conn);
  }

  drop(conn: Connection): void {
    this.followers.drop(conn);
  }

  handle(conn: Connection, request: RequestOf<'book'>): void {
    const { context } = this;
    if (request.event === 'unsubscribe') {
      this.followers.leave(conn, request.name);
      return context.ack(conn, request);
    }
    const base = { id: request.id, channel: request.channel, event: request.event };
    if (!this.catalog.allowed(conn.site, 'spot', request.name)) {
      return context.fail(conn, { ...base, code: WsError.badArgument, message: `Unknown currency pair: ${request.name}` });
    }
    if (!this.followers.follows(conn, request.name)) {
      if (context.overLimit(conn, request, 1)) return;
      // a pair's first follower starts its heartbeat's clock
      if (this.followers.follow(conn, request.name)) this.lastSent.set(request.name, context.clock());
    }
    context.ack(conn, request);
  }

  /** The pairs some connection follows. */
  followedPairs(): string[] {
    return [...this.followers.topics()];
  }

  /** A whole change (the hub assembled its parts): queued for the next flush when the pair is followed. */
  onChange(change: BookChange): void {
    if (!this.followers.followers(change.pair)) return;
    const runs = this.pending.get(change.pair) ?? [];
    mergeChange(runs, change);
    this.pending.set(change.pair, runs);
  }

  flush(now: number): FlushRound | null {
    const texts = new Map<string, string[]>();
    for (const pair of this.followers.topics()) {
      const runs = this.pending.get(pair) ?? [];
      if (runs.length > 0) {
        texts.set(
          pair,
          runs.map((run) => this.encode(now, pair, run.t, run.U, run.u, [...run.bids], [...run.asks])),
        );
      } else if (now - (this.lastSent.get(pair) ?? now) >= BOOK_HEARTBEAT_MS) {
        const last = this.assembler.last(pair);
        texts.set(pair, [this.encode(now, pair, now, last + 1, last, [], [])]);
      } else continue;
      this.lastSent.set(pair, now);
    }
    this.pending.clear();
    if (texts.size === 0) return null;
    return {
      send: (conn) => {
        for (const pair of this.followers.of(conn)) for (const text of texts.get(pair) ?? []) this.context.send(conn, text);
      },
      end: () => undefined,
    };
  }

  /** One update, sent at `now`, of the book as at `t` (ms). */
  private encode(now: number, pair: string, t: number, U: number, u: number, b: [string, string][], a: [string, string][]): string {
    return encodeUpdate(spotOrderBook, now, { t, e: 'depthUpdate', E: Math.floor(t / 1000), s: pair, U, u, b, a }, this.seq.next(pair));
  }
}
