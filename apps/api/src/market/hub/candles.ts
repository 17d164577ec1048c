import type { Db } from '../../db/client';
import { isSecondsInterval } from '../candles';
import { WsError } from '../protocol';
import type { MarketCatalog } from './catalog';
import { CandleTopics } from './candleTopics';
import type { Channel, ChannelContext, Connection, FlushRound, RequestOf } from './channel';

/**
 * `spot.candlesticks` and `futures.candlesticks`: `[interval, name]` subscribes to a topic
 * (candleTopics.ts), shared by every connection following it; the ack is followed by the current
 * period's figures, then at each flush in which the topic changed its figures so far, after the
 * last message (`w: true`) of any period that closed. Each message is serialised once per flush.
 * A topic's `seq` counts its updates (the period's figures and each closed period's last message);
 * the figures sent after the ack carry the topic's current number.
 */
export class CandleChannel implements Channel<'candles'> {
  /** the candles this instance knows live (the hub's LiveCandles) and the topics */
  readonly live: CandleTopics;
  /** each connection's topic keys */
  private readonly subscribed = new Map<Connection, Set<string>>();

  constructor(
    private readonly context: ChannelContext,
    db: Db,
    private readonly catalog: MarketCatalog,
    /** how often the leader stores closed minutes (SIMULATOR_PERSIST_MS) */
    persistMs: number,
  ) {
    this.live = new CandleTopics(db, catalog, persistMs, () => context.clock());
  }

  topics(conn: Connection): number {
    return this.subscribed.get(conn)?.size ?? 0;
  }

  drop(conn: Connection): void {
    const keys = this.subscribed.get(conn);
    this.subscribed.delete(conn);
    for (const key of keys ?? []) this.live.release(key);
  }

  async handle(conn: Connection, request: RequestOf<'candles'>): Promise<void> {
    const { context } = this;
    const base = { id: request.id, channel: request.channel, event: request.event };
    const key = `${conn.kind}:${request.interval}:${request.name}`;
    const keys = this.subscribed.get(conn) ?? new Set<string>();
    if (request.event === 'unsubscribe') {
      if (keys.delete(key)) this.live.release(key);
      return context.ack(conn, request);
    }
    if (!this.catalog.allowed(conn.site, conn.kind, request.name))
      return context.fail(conn, { ...base, code: WsError.badArgument, message: `Unknown currency pair: ${request.name}` });
    // seconds candles exist only for the instruments that keep them (pair_info's has_seconds): say so rather than stay silent
    if (isSecondsInterval(request.interval) && !this.catalog.keepsSeconds(conn.kind, request.name))
      return context.fail(conn, {
        ...base,
        code: WsError.badArgument,
        message: `No ${request.interval} candles for ${request.name}: it keeps no seconds candles`,
      });
    if (keys.has(key)) return context.ack(conn, request);
    if (context.overLimit(conn, request, 1)) return;
    keys.add(key);
    this.subscribed.set(conn, keys);
    const topic = this.live.acquire(key, conn.kind, request.name, request.interval);
    try {
      await topic.ready;
    } catch (error: unknown) {
      if (keys.delete(key)) this.live.release(key);
      throw error;
    }
    context.ack(conn, request);
    // The period's figures so far, unless the socket unsubscribed (or closed) meanwhile.
    const row = keys.has(key) ? this.live.figures(topic) : null;
    if (row) context.send(conn, this.live.candleMessage(topic, row, false, context.clock(), topic.seq));
  }

  flush(now: number): FlushRound | null {
    if (!this.live.changed) return null;
    /** a topic's figures, serialised once per flush for every follower, even one skipped for not keeping up (it sees the gap) */
    const texts = new Map<string, string>();
    for (const keys of this.subscribed.values()) {
      for (const key of keys) {
        const topic = this.live.get(key);
        if (!topic || texts.has(key) || !this.live.isDirty(key)) continue;
        const row = this.live.figures(topic);
        if (!row) continue;
        topic.seq += 1;
        texts.set(key, this.live.candleMessage(topic, row, false, now, topic.seq));
      }
    }
    return {
      send: (conn) => {
        for (const key of this.subscribed.get(conn) ?? []) {
          const topic = this.live.get(key);
          if (!topic) continue;
          for (const final of topic.finals) this.context.send(conn, final);
          const text = texts.get(key);
          if (text) this.context.send(conn, text);
        }
      },
      end: () => this.live.flushed(),
    };
  }
}
