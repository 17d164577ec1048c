import { FLUSH_MS, TickBuffer, type LiveCandle, type Tick } from './live-feed';
import { WatchedTickers } from './ticker-topics';

/** The page's tickers subscription on a feed (the socket renews it after every reconnect). */
export interface TickerSubscription {
  /** whether its first payload went out on an open socket */
  readonly ready: boolean;
  send(event: 'subscribe' | 'unsubscribe', names: string[]): void;
  stop(): void;
}

/**
 * A feed's streams as the store uses them (live-link.ts: over the page's LiveSocket, decoded with
 * the contract's declarations). Kept apart so that the store, which every market row reads while
 * the page hydrates, carries no schema: the link loads when the store first holds the feed.
 */
export interface FeedLink {
  tickers(handlers: { payload: () => string[] | undefined; onTicks: (ticks: Tick[]) => void; onRefused: () => void }): TickerSubscription;
  candles(interval: string, pair: string, onCandle: (candle: LiveCandle) => void): { stop(): void };
  /** when the pair's price was last known current (ms); undefined while the feed never was live */
  freshness(pair: string): number | undefined;
}

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
  private link: FeedLink | undefined;
  private held = false;
  /** counts holds, so a link that arrives after its hold was let go is not used */
  private holds = 0;
  private tickers: TickerSubscription | undefined;
  private url = '';
  private users = 0;
  private readonly ticks = new Map<string, Tick>();
  private readonly buffer = new TickBuffer();
  private readonly listeners = new Set<() => void>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly candleTopics = new Map<string, CandleTopic>();
  private readonly watched: WatchedTickers;

  constructor(private readonly linkTo: (url: string) => FeedLink | Promise<FeedLink>) {
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
    if (!this.held) this.hold();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.letGo();
    };
  }

  private hold(): void {
    this.held = true;
    const hold = ++this.holds;
    const linked = this.linkTo(this.url);
    if (!(linked instanceof Promise)) return this.attach(linked);
    void linked.then(
      (link) => {
        if (hold === this.holds && this.users > 0) this.attach(link);
      },
      // the link's code did not load: the page keeps the server's prices, and the next hold tries again
      () => {
        if (hold === this.holds) this.held = false;
      },
    );
  }

  private attach(link: FeedLink): void {
    this.link = link;
    this.tickers = link.tickers({
      payload: () => this.watched.opened(),
      onTicks: (ticks) => {
        this.buffer.push(ticks);
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
    this.link = undefined;
    this.held = false;
    this.holds += 1;
  }

  /**
   * Live candles of one pair and interval, delivered as they arrive (no buffering). The topic is
   * subscribed while it has a listener and the feed is held (`use`): candles do not hold it.
   */
  candles(interval: string, pair: string, listener: (candle: LiveCandle) => void): () => void {
    const key = `${interval}_${pair}`;
    let topic = this.candleTopics.get(key);
    if (!topic) {
      topic = { interval, pair, listeners: new Set(), handle: undefined };
      this.candleTopics.set(key, topic);
      if (this.link) this.subscribeCandles(topic);
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
    topic.handle = this.link?.candles(topic.interval, topic.pair, (candle) => {
      for (const listener of [...topic.listeners]) listener(candle);
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
    return this.link?.freshness(pair);
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
