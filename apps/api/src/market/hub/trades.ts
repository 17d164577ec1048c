import type { MarketTrade } from '@exchange/contract/book';
import { encodeUpdate } from '@exchange/contract/define-stream';
import { spotTrades } from '@exchange/contract/streams';
import { WsError } from '../protocol';
import type { MarketCatalog } from './catalog';
import type { Channel, ChannelContext, Connection, RequestOf } from './channel';
import { Sequences } from './sequence';

/**
 * `spot.trades` (Gate's): the public trades of the pairs a connection names, one update per
 * trade, in the order the trading transactions announced them, pushed as they arrive (not at a
 * flush), each serialised once for every follower. Each pair counts as one topic and has its own
 * `seq` while followed.
 */
export class TradeChannel implements Channel<'trades'> {
  private readonly following = new Map<Connection, Set<string>>();
  private readonly followers = new Map<string, Set<Connection>>();
  private readonly seq = new Sequences();

  constructor(
    private readonly context: ChannelContext,
    private readonly catalog: Pick<MarketCatalog, 'allowed'>,
  ) {}

  topics(conn: Connection): number {
    return this.following.get(conn)?.size ?? 0;
  }

  drop(conn: Connection): void {
    for (const pair of [...(this.following.get(conn) ?? [])]) this.leave(conn, pair);
    this.following.delete(conn);
  }

  flush(): null {
    return null;
  }

  private leave(conn: Connection, pair: string): void {
    this.following.get(conn)?.delete(pair);
    const set = this.followers.get(pair);
    set?.delete(conn);
    if (set?.size === 0) {
      this.followers.delete(pair);
      this.seq.forget(pair);
    }
  }

  handle(conn: Connection, request: RequestOf<'trades'>): void {
    const { context } = this;
    if (request.event === 'unsubscribe') {
      for (const pair of request.names) this.leave(conn, pair);
      return context.ack(conn, request);
    }
    const unknown = request.names.find((name) => !this.catalog.allowed(conn.site, 'spot', name));
    if (unknown !== undefined) {
      return context.fail(conn, {
        id: request.id,
        channel: request.channel,
        event: request.event,
        code: WsError.badArgument,
        message: `Unknown currency pair: ${unknown}`,
      });
    }
    const pairs = this.following.get(conn) ?? new Set<string>();
    const added = request.names.filter((name) => !pairs.has(name));
    if (context.overLimit(conn, request, added.length)) return;
    for (const pair of added) {
      pairs.add(pair);
      const set = this.followers.get(pair) ?? new Set<Connection>();
      set.add(conn);
      this.followers.set(pair, set);
    }
    this.following.set(conn, pairs);
    context.ack(conn, request);
  }

  /** Sends each trade, in order, to the connections following its pair. */
  push(trades: readonly MarketTrade[]): void {
    for (const trade of trades) {
      const set = this.followers.get(trade.currency_pair);
      if (!set) continue;
      const text = encodeUpdate(spotTrades, this.context.clock(), trade, this.seq.next(trade.currency_pair));
      for (const conn of set) this.context.send(conn, text);
    }
  }
}
