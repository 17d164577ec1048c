import type { MarketTrade } from '@exchange/contract/book';
import { encodeUpdate } from '@exchange/contract/define-stream';
import { spotTrades } from '@exchange/contract/streams';
import { WsError } from '../protocol';
import type { MarketCatalog } from './catalog';
import type { Channel, ChannelContext, Connection, RequestOf } from './channel';
import { Followers } from './followers';
import { Sequences } from './sequence';

/**
 * `spot.trades` (Gate's): the public trades of the pairs a connection names, one update per
 * trade, in the order the trading transactions announced them, pushed as they arrive (not at a
 * flush), each serialised once for every follower. Each pair counts as one topic and has its own
 * `seq` while followed.
 */
export class TradeChannel implements Channel<'trades'> {
  private readonly seq = new Sequences();
  private readonly followers = new Followers((pair) => this.seq.forget(pair));

  constructor(
    private readonly context: ChannelContext,
    private readonly catalog: Pick<MarketCatalog, 'allowed'>,
  ) {}

  topics(conn: Connection): number {
    return this.followers.count(conn);
  }

  drop(conn: Connection): void {
    this.followers.drop(conn);
  }

  flush(): null {
    return null;
  }

  handle(conn: Connection, request: RequestOf<'trades'>): void {
    const { context } = this;
    if (request.event === 'unsubscribe') {
      for (const pair of request.names) this.followers.leave(conn, pair);
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
    const added = request.names.filter((name) => !this.followers.follows(conn, name));
    if (context.overLimit(conn, request, added.length)) return;
    for (const pair of added) this.followers.follow(conn, pair);
    context.ack(conn, request);
  }

  /** Sends each trade, in order, to the connections following its pair. */
  push(trades: readonly MarketTrade[]): void {
    for (const trade of trades) {
      const set = this.followers.followers(trade.currency_pair);
      if (!set) continue;
      const text = encodeUpdate(spotTrades, this.context.clock(), trade, this.seq.next(trade.currency_pair));
      for (const conn of set) this.context.send(conn, text);
    }
  }
}
