import {
  backoffMs,
  CANDLES_CHANNEL,
  candleTopic,
  FEEDS,
  FLUSH_MS,
  HIDDEN_CLOSE_MS,
  parseTicks,
  PING_MS,
  subscribeMessage,
  pingMessage,
  TickBuffer,
  parseCandles,
  type FeedKind,
  type LiveCandle,
  type Tick,
} from './live-feed';
import { WatchedTickers } from './ticker-topics';

/** What the store hears from a socket. */
export interface SocketHandlers {
  open(): void;
  message(data: unknown): void;
  close(): void;
}
/** The part of the browser's WebSocket the store uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
}
/** Opens a socket and wires its events to the handlers. */
export type SocketFactory = (url: string, on: SocketHandlers) => SocketLike;

export type LiveStatus = 'idle' | 'connecting' | 'open' | 'waiting';

const OPEN = 1;

interface CandleTopic {
  readonly interval: string;
  readonly pair: string;
  readonly listeners: Set<(candle: LiveCandle) => void>;
}

/**
 * Live tickers for every market surface of a page, over one WebSocket: opened when the first
 * surface needs it, closed when the last lets go. It subscribes to the tickers the page shows
 * (`watch`; ticker-topics.ts), following rows as they come and go. Charts add candle topics to the same socket
 * (`candles`): subscribed while someone listens, again after every reconnect. Ticks are buffered and applied at most every
 * 250 ms (FLUSH_MS); a dropped connection comes back with backoff; a tab hidden for a minute
 * closes its socket and reopens it when shown. Rows read a pair's tick with `get` and re-render
 * on `subscribe`'s notifications (useSyncExternalStore).
 */
export class LiveTickers {
  private socket: SocketLike | undefined;
  /** stops the current socket's events from reaching the store */
  private release: (() => void) | undefined;
  private url = '';
  private users = 0;
  private attempt = 0;
  private readonly ticks = new Map<string, Tick>();
  private readonly buffer = new TickBuffer();
  private readonly listeners = new Set<() => void>();
  private flushTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private statusValue: LiveStatus = 'idle';
  private readonly candleTopics = new Map<string, CandleTopic>();
  private readonly watched: WatchedTickers;

  constructor(
    private readonly createSocket: SocketFactory,
    private readonly random: () => number = Math.random,
    private readonly feed: FeedKind = 'spot',
  ) {
    this.watched = new WatchedTickers(FEEDS[feed].channel, FLUSH_MS, () => {
      const socket = this.socket;
      return this.statusValue === 'open' && socket?.readyState === OPEN ? (message) => socket.send(message) : undefined;
    });
  }

  get status(): LiveStatus {
    return this.statusValue;
  }

  /** Starts (or shares) the feed at `url`; the returned function lets go of it. */
  use(url: string): () => void {
    if (!url) return () => undefined;
    this.users += 1;
    if (this.url !== url) {
      this.url = url;
      this.reset();
    }
    if (!this.socket && !this.retryTimer) this.open();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.users -= 1;
      if (this.users === 0) this.reset();
    };
  }

  /**
   * Live candles of one pair and interval (spot feed only), delivered as they arrive (the server
   * sends them every couple of seconds: no buffering). The topic is subscribed on the socket while
   * it has a listener, also after a reconnect. The caller must also hold the feed (`use`): candles
   * do not open a socket by themselves.
   */
  candles(interval: string, pair: string, listener: (candle: LiveCandle) => void): () => void {
    const key = candleTopic(interval, pair);
    let topic = this.candleTopics.get(key);
    if (!topic) {
      topic = { interval, pair, listeners: new Set() };
      this.candleTopics.set(key, topic);
      this.sendCandles('subscribe', topic);
    }
    const entry = topic;
    const own = (candle: LiveCandle) => listener(candle);
    entry.listeners.add(own);
    return () => {
      if (!entry.listeners.delete(own) || entry.listeners.size > 0) return;
      this.candleTopics.delete(key);
      this.sendCandles('unsubscribe', entry);
    };
  }

  private sendCandles(event: 'subscribe' | 'unsubscribe', topic: CandleTopic): void {
    const socket = this.socket;
    if (this.statusValue === 'open' && socket?.readyState === OPEN) {
      socket.send(subscribeMessage(CANDLES_CHANNEL, [topic.interval, topic.pair], Date.now(), event));
    }
  }

  /** A surface shows `name` (a pair, or a contract on the futures feed): its ticks come while one does. Returns the release. */
  watch(name: string): () => void {
    return this.watched.watch(name);
  }

  /** The latest tick of a pair, if any arrived. */
  get(pair: string): Tick | undefined {
    return this.ticks.get(pair);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The page was hidden or shown (document.visibilityState). */
  visibility(hidden: boolean): void {
    clearTimeout(this.hiddenTimer);
    this.hiddenTimer = undefined;
    if (hidden) {
      this.hiddenTimer = setTimeout(() => this.reset(), HIDDEN_CLOSE_MS);
    } else if (this.users > 0 && !this.socket) {
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      this.attempt = 0;
      this.open();
    }
  }

  private setStatus(status: LiveStatus): void {
    this.statusValue = status;
  }

  private open(): void {
    this.setStatus('connecting');
    // events of a socket this store has let go of (reset) are ignored
    let current = true;
    let socket: SocketLike | undefined;
    const handlers: SocketHandlers = {
      open: () => {
        if (!current || !socket) return;
        const live = socket;
        this.attempt = 0;
        this.setStatus('open');
        this.watched.opened();
        for (const topic of this.candleTopics.values()) this.sendCandles('subscribe', topic);
        clearInterval(this.pingTimer);
        this.pingTimer = setInterval(() => {
          if (live.readyState === OPEN) live.send(pingMessage(Date.now(), this.feed));
        }, PING_MS);
      },
      message: (data) => {
        if (!current || this.watched.heard(data)) return;
        for (const candle of parseCandles(data)) {
          for (const listener of [...(this.candleTopics.get(candleTopic(candle.interval, candle.pair))?.listeners ?? [])]) listener(candle);
        }
        const ticks = parseTicks(data, this.feed);
        if (ticks.length === 0) return;
        this.buffer.push(ticks);
        this.flushTimer ??= setTimeout(() => this.flush(), FLUSH_MS);
      },
      close: () => {
        if (!current) return;
        current = false;
        this.socket = undefined;
        this.release = undefined;
        this.watched.closed();
        clearInterval(this.pingTimer);
        if (this.users > 0 && !this.hiddenTimer) this.scheduleRetry();
        else this.setStatus('idle');
      },
    };
    try {
      socket = this.createSocket(this.url, handlers);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.release = () => {
      current = false;
    };
  }

  private scheduleRetry(): void {
    this.setStatus('waiting');
    const delay = backoffMs(this.attempt, this.random());
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.users > 0) this.open();
    }, delay);
  }

  private flush(): void {
    this.flushTimer = undefined;
    const fresh = this.buffer.flush();
    if (fresh.size === 0) return;
    for (const [pair, tick] of fresh) this.ticks.set(pair, tick);
    for (const listener of [...this.listeners]) listener();
  }

  /** Closes the socket and stops every timer; the ticks seen stay (rows keep their last prices). */
  private reset(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.hiddenTimer);
    clearInterval(this.pingTimer);
    this.retryTimer = undefined;
    this.hiddenTimer = undefined;
    this.attempt = 0;
    const socket = this.socket;
    this.socket = undefined;
    this.watched.closed();
    this.release?.();
    this.release = undefined;
    socket?.close();
    this.setStatus('idle');
  }
}
