import type { Db } from '../../db/client';
import type { UserEvent } from '../../domain/trading/events';
import { ALL, WsError } from '../protocol';
import type { MarketCatalog } from './catalog';
import type { Channel, ChannelContext, Connection, RequestOf } from './channel';
import { redeemTicket } from './tickets';

/** What one private stream carries of a user's change, and how it is encoded. */
export interface PrivateStream<T extends { readonly currency_pair: string }> {
  /** the items of the change this stream carries (orders, or fills) */
  pick(event: UserEvent): readonly T[];
  /** one update of `items`, numbered `seq` */
  encode(nowMs: number, items: T[], seq: number): string;
}

/** A request of either private stream. */
type PrivateRequest = RequestOf<'orders'> | RequestOf<'usertrades'>;

/** A connection's subscription: whose updates, and which pairs of them. */
interface Following {
  userId: number;
  all: boolean;
  pairs: Set<string>;
  /** this connection's updates so far: the stream's topic is `self`, and each connection's pairs filter differently */
  seq: number;
}

/**
 * A private stream (`spot.orders`, `spot.usertrades`): payload `[ticket, pair | '!all']`; the
 * ticket (tickets.ts) names the user, and a connection only ever receives that user's updates,
 * filtered to the pairs it asked (one topic each toward the subscription limit; a ticket of
 * another user replaces the connection's subscription). A user's changes (USER_CHANNEL) are
 * pushed at once, as one update per change. A connection's requests here run one after another,
 * so a subscribe whose ticket is being checked and an unsubscribe right after it apply in order.
 */
export class UserStreamChannel<T extends { readonly currency_pair: string }> implements Channel<'orders'>, Channel<'usertrades'> {
  private readonly following = new Map<Connection, Following>();
  private readonly byUser = new Map<number, Set<Connection>>();
  /** each connection's last request on this channel, which the next one waits for */
  private readonly queue = new Map<Connection, Promise<void>>();

  constructor(
    private readonly context: ChannelContext,
    private readonly db: Db,
    private readonly catalog: Pick<MarketCatalog, 'allowed'>,
    private readonly stream: PrivateStream<T>,
  ) {}

  topics(conn: Connection): number {
    const f = this.following.get(conn);
    return f ? f.pairs.size + (f.all ? 1 : 0) : 0;
  }

  drop(conn: Connection): void {
    this.unfollow(conn);
    this.queue.delete(conn);
  }

  flush(): null {
    return null;
  }

  private unfollow(conn: Connection): void {
    const f = this.following.get(conn);
    if (!f) return;
    this.following.delete(conn);
    const set = this.byUser.get(f.userId);
    set?.delete(conn);
    if (set?.size === 0) this.byUser.delete(f.userId);
  }

  handle(conn: Connection, request: PrivateRequest): Promise<void> {
    const run = (this.queue.get(conn) ?? Promise.resolve()).then(() => this.apply(conn, request));
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.queue.set(conn, settled);
    void settled.then(() => {
      if (this.queue.get(conn) === settled) this.queue.delete(conn);
    });
    return run;
  }

  private async apply(conn: Connection, request: PrivateRequest): Promise<void> {
    const { context } = this;
    if (!context.isOpen(conn)) return;
    if (request.event === 'unsubscribe') {
      this.stop(conn, request.pair);
      return context.ack(conn, request);
    }
    const { pair } = request;
    if (pair !== ALL && !this.catalog.allowed(conn.site, 'spot', pair)) {
      return context.fail(conn, {
        id: request.id,
        channel: request.channel,
        event: request.event,
        code: WsError.badArgument,
        message: `Unknown currency pair: ${pair}`,
      });
    }
    const before = this.following.get(conn);
    const held = before !== undefined && (pair === ALL ? before.all : before.pairs.has(pair));
    // refused before the ticket is spent
    if (!held && context.overLimit(conn, request, 1)) return;
    const userId = await redeemTicket(context, this.db, conn, request, request.ticket);
    if (userId === null) return;
    let f = this.following.get(conn);
    if (f?.userId !== userId) {
      const seq = f?.seq ?? 0;
      this.unfollow(conn);
      f = { userId, all: false, pairs: new Set(), seq };
      this.following.set(conn, f);
      const set = this.byUser.get(userId) ?? new Set<Connection>();
      set.add(conn);
      this.byUser.set(userId, set);
    }
    if (pair === ALL) f.all = true;
    else f.pairs.add(pair);
    context.ack(conn, request);
  }

  /** Stops `pair` ('' every pair) for the connection. */
  private stop(conn: Connection, pair: string): void {
    const f = this.following.get(conn);
    if (!f) return;
    if (pair === '') return this.unfollow(conn);
    if (pair === ALL) f.all = false;
    else f.pairs.delete(pair);
    if (!f.all && f.pairs.size === 0) this.unfollow(conn);
  }

  /** Whether any connection of this instance follows `userId` here. */
  hasUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Sends a user's change to that user's connections, each the items of the pairs it follows. */
  push(event: UserEvent): void {
    const set = this.byUser.get(event.userId);
    if (!set) return;
    const items = this.stream.pick(event);
    if (items.length === 0) return;
    const now = this.context.clock();
    for (const conn of set) {
      const f = this.following.get(conn);
      if (!f || f.userId !== event.userId) continue;
      const mine = f.all ? [...items] : items.filter((item) => f.pairs.has(item.currency_pair));
      if (mine.length === 0) continue;
      f.seq += 1;
      this.context.send(conn, this.stream.encode(now, mine, f.seq));
    }
  }
}
