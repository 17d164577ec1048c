import type { CandleIntervalName } from '@exchange/contract/market';
import { candleTopicName, futuresCandles, futuresTickers, spotCandles, spotTickers } from '@exchange/contract/streams';
import { candleOf, FLUSH_MS, tickOf, TickBuffer, type FeedKind, type LiveCandle, type Tick } from './live-feed';
import type { LiveSocket, SubscriptionHandle } from './live-socket';
import { WatchedTickers } from './ticker-topics';

const STREAMS = {
  spot: { tickers: spotTickers, candles: spotCandles },
  futures: { tickers: futuresTickers, candles: futuresCandles },
} as const;

interface CandleTopic {
  readonly interval: string;
  readonly pair: string;
  readonly listeners: Set<(candle: LiveCandle) => void>;
  handle: { stop(): void } | undefined;
}

/**
 * Live tickers for every market surface of a page, a consumer of the page's LiveSocket (one per
 * endpoint URL, shared with the notifications and the chatroom): held while a surface uses the feed
 * (`use`), it subscribes to the tickers the page shows (`watch`; ticker-topics.ts), following rows
 * as they come and go. Charts add candle topics (`candles`), subscribed while someone listens.
 * Ticks are buffered and applied at most every 250 ms (FLUSH_MS). Reconnects, backoff, heartbeat,
 * resubscription and resync are the socket's. Rows read a pair's tick with `get` and re-render on
 * `subscribe`'s notifications (useSyncExternalStore); `freshness` says when a pair's price was last
 * known current.
 */
export class LiveTickers {
  private socket: LiveSocket | undefined;
  private tickers: SubscriptionHandle<typeof spotTickers> | undefined;
  private url = '';
  private users = 0;
  private readonly ticks = new Map<string, Tick>();
  private readonly buffer = new TickBuffer();
  private readonly listeners = new Set<() => void>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly candleTopics = new Map<string, CandleTopic>();
  private readonly watched: WatchedTickers;

  constructor(
    private readonly socketFor: (url: string) => LiveSocket,
    private readonly feed: FeedKind = 'spot',
  ) {
    this.watched = new WatchedTickers(FLUSH_MS, () => {
      const handle = this.tickers;
      return handle?.ready ? (event, names) => handle.send(event, names) : undefined;
    });
  }

  /** Holds (or shares) the feed at `url`; the returned function lets go of it. */
  use(url: string): () => void {
    if (!url) return () => undefined;
    this.users += 1;
    if (this.url !== url) {
      this.letGo();
      this.url = url;
    }
    if (!this.socket) this.hold();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.letGo();
    };
  }

  private hold(): void {
    const socket = this.socketFor(this.url);
    this.socket = socket;
    const stream = STREAMS[this.feed].tickers as typeof spotTickers;
    this.tickers = socket.subscribe({
      stream,
      payload: () => this.watched.opened(),
      onUpdate: (result) => {
        this.buffer.push((Array.isArray(result) ? result : [result]).map(tickOf));
        this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_MS);
      },
      onRefused: () => this.watched.refused(),
    });
    for (const topic of this.candleTopics.values()) this.subscribeCandles(topic);
  }

  private letGo(): void {
    this.tickers?.stop();
    this.tickers = undefined;
    for (const topic of this.candleTopics.values()) {
      topic.handle?.stop();
      topic.handle = undefined;
    }
    this.socket = undefined;
  }

  /**
   * Live candles of one pair and interval, delivered as they arrive (no buffering). The topic is
   * subscribed while it has a listener and the feed is held (`use`): candles do not hold it.
   */
  candles(interval: string, pair: string, listener: (candle: LiveCandle) => void): () => void {
    const key = candleTopicName(interval, pair);
    let topic = this.candleTopics.get(key);
    if (!topic) {
      topic = { interval, pair, listeners: new Set(), handle: undefined };
      this.candleTopics.set(key, topic);
      if (this.socket) this.subscribeCandles(topic);
    }
    const entry = topic;
    const own = (candle: LiveCandle) => listener(candle);
    entry.listeners.add(own);
    return () => {
      if (!entry.listeners.delete(own) || entry.listeners.size > 0) return;
      this.candleTopics.delete(key);
      entry.handle?.stop();
      entry.handle = undefined;
    };
  }

  private subscribeCandles(topic: CandleTopic): void {
    const name = candleTopicName(topic.interval, topic.pair);
    topic.handle = this.socket?.subscribe({
      stream: STREAMS[this.feed].candles as typeof spotCandles,
      payload: (): [CandleIntervalName, string] => [topic.interval as CandleIntervalName, topic.pair],
      owns: (candle) => candle === name,
      onUpdate: (result) => {
        const candle = candleOf(result);
        for (const listener of [...topic.listeners]) listener(candle);
      },
    });
  }

  /** A surface shows `name` (a pair, or a contract on the futures feed): its ticks come while one does. Returns the release. */
  watch(name: string): () => void {
    return this.watched.watch(name);
  }

  /** The latest tick of a pair, if any arrived. */
  get(pair: string): Tick | undefined {
    return this.ticks.get(pair);
  }

  /** When the pair's price was last known current (ms); undefined while the feed never was live. */
  freshness(pair: string): number | undefined {
    return this.socket?.freshness(STREAMS[this.feed].tickers.channel, pair);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private flush(): void {
    this.flushTimer = undefined;
    const fresh = this.buffer.flush();
    if (fresh.size === 0) return;
    for (const [pair, tick] of fresh) this.ticks.set(pair, tick);
    for (const listener of [...this.listeners]) listener();
  }
}
