import { encodeUpdate } from '@exchange/contract/define-stream';
import type { Notice, UnreadCounts } from '@exchange/contract/herald';
import { userNotices } from '@exchange/contract/streams';
import type { Db } from '../../db/client';
import type { Channel, ChannelContext, Connection, RequestOf } from './channel';
import { redeemTicket } from './tickets';

/**
 * `user.notices`, the user channel: a ticket (tickets.ts) names the user; a bad ticket leaves the
 * connection without a user. New notices are pushed at once (pushNotice), not at a flush. The
 * user is no topic: it does not count toward the subscription limit. Each user's pushes are
 * numbered (`seq`), on this instance, while any of their connections follow.
 */
export class NoticeChannel implements Channel<'notices'> {
  /** the user whose notices each connection receives */
  private readonly userOf = new Map<Connection, number>();
  private readonly byUser = new Map<number, Set<Connection>>();
  /** counts each connection's notice requests: a subscribe whose ticket check finishes after a later request is superseded */
  private readonly requests = new Map<Connection, number>();
  private readonly seq = new Map<number, number>();

  constructor(
    private readonly context: ChannelContext,
    private readonly db: Db,
  ) {}

  topics(): number {
    return 0;
  }

  drop(conn: Connection): void {
    this.setUser(conn, null);
    this.requests.delete(conn);
  }

  flush(): null {
    return null;
  }

  private setUser(conn: Connection, userId: number | null): void {
    const previous = this.userOf.get(conn);
    if (previous !== undefined) {
      const set = this.byUser.get(previous);
      set?.delete(conn);
      if (set?.size === 0) {
        this.byUser.delete(previous);
        this.seq.delete(previous);
      }
      this.userOf.delete(conn);
    }
    if (userId === null) return;
    this.userOf.set(conn, userId);
    const set = this.byUser.get(userId) ?? new Set<Connection>();
    set.add(conn);
    this.byUser.set(userId, set);
  }

  async handle(conn: Connection, request: RequestOf<'notices'>): Promise<void> {
    const { context } = this;
    const mine = (this.requests.get(conn) ?? 0) + 1;
    this.requests.set(conn, mine);
    if (request.event === 'unsubscribe') {
      this.setUser(conn, null);
      return context.ack(conn, request);
    }
    const userId = await redeemTicket(context, this.db, conn, request, request.ticket);
    if (userId === null) return;
    // a later notice request (an unsubscribe sent right after) arrived during the check: it decides
    if (mine === this.requests.get(conn)) this.setUser(conn, userId);
    context.ack(conn, request);
  }

  /** Whether any connection of this instance receives `userId`'s notices. */
  hasUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Sends a new notice (and the unread counts after it) to every connection of its user. */
  push(userId: number, result: { notice: Notice; unread: UnreadCounts }): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    const seq = (this.seq.get(userId) ?? 0) + 1;
    this.seq.set(userId, seq);
    const text = encodeUpdate(userNotices, this.context.clock(), result, seq);
    for (const conn of set) this.context.send(conn, text);
  }
}
