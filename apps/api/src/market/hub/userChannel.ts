import type { Db } from '../../db/client';
import type { Channel, ChannelContext, Connection, RequestOf } from './channel';
import { redeemTicket } from './tickets';

/** A user channel's request: `user.notices`, `wallet.deposits`, `wallet.withdrawals` or `user.kyc`. */
type UserRequest = RequestOf<'notices'> | RequestOf<'deposits'> | RequestOf<'withdrawals'> | RequestOf<'kyc'>;

/**
 * A user channel (`user.notices`, `wallet.deposits`, `wallet.withdrawals`, `user.kyc`): payload `[ticket]`; the ticket (tickets.ts)
 * names the user; a bad ticket leaves the connection without a user. New items (a notice, a
 * deposit's change) are pushed at once (`push`), not at a flush. The user is no topic: it does not
 * count toward the subscription limit. Each user's pushes are numbered (`seq`), on this instance,
 * while any of their connections follow; one text is shared by all of them.
 */
export class UserChannel<T> implements Channel<'notices'>, Channel<'deposits'>, Channel<'withdrawals'>, Channel<'kyc'> {
  /** the user each connection receives */
  private readonly userOf = new Map<Connection, number>();
  private readonly byUser = new Map<number, Set<Connection>>();
  /** counts each connection's requests here: a subscribe whose ticket check finishes after a later request is superseded */
  private readonly requests = new Map<Connection, number>();
  private readonly seq = new Map<number, number>();

  constructor(
    private readonly context: ChannelContext,
    private readonly db: Db,
    /** one update of `result`, numbered `seq` */
    private readonly encode: (nowMs: number, result: T, seq: number) => string,
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

  async handle(conn: Connection, request: UserRequest): Promise<void> {
    const { context } = this;
    const mine = (this.requests.get(conn) ?? 0) + 1;
    this.requests.set(conn, mine);
    if (request.event === 'unsubscribe') {
      this.setUser(conn, null);
      return context.ack(conn, request);
    }
    const userId = await redeemTicket(context, this.db, conn, request, request.ticket);
    if (userId === null) return;
    // a later request (an unsubscribe sent right after) arrived during the check: it decides
    if (mine === this.requests.get(conn)) this.setUser(conn, userId);
    context.ack(conn, request);
  }

  /** Whether any connection of this instance follows `userId` here. */
  hasUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Sends one update to every connection of its user. */
  push(userId: number, result: T): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    const seq = (this.seq.get(userId) ?? 0) + 1;
    this.seq.set(userId, seq);
    const text = this.encode(this.context.clock(), result, seq);
    for (const conn of set) this.context.send(conn, text);
  }
}
