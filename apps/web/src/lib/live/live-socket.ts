import { decodeUpdate, type AnyStream, type PayloadOf, type StreamEndpoint, type UpdateOf } from '@exchange/contract/define-stream';

/**
 * The page's one socket client per endpoint URL (docs/ARCHITECTURE.md "Live data"), shared by every feature
 * (the market store, the notifications, the chatroom) with one policy:
 * - connect on the first subscription, close with the last;
 * - after a drop, reconnect with backoff 1 s, 2 s, 4 s … 30 s (±20 % jitter), reset by a
 *   successful subscribe;
 * - ping every PING_MS; a socket from which nothing (update, ack, pong) arrived for DEAD_MS is dead:
 *   closed and reconnected;
 * - every live subscription is subscribed again after every reconnect, its payload asked again
 *   (the notices need a fresh single-use ticket per connection); a refused subscribe, or a payload
 *   of null (no ticket: logged out), stops that subscription, not the socket;
 * - a tab hidden for HIDDEN_CLOSE_MS closes the socket; shown again, it reconnects;
 * - every message is decoded with the contract's declarations (packages/contract/src/streams.ts);
 *   anything malformed is dropped, never thrown;
 * - per topic, `seq` is checked: a gap (or, for a stream that declares `silenceMs`, silence on a
 *   subscribed topic) resyncs the subscriptions owning the topic as their declaration says:
 *   'resubscribe' (unsubscribe and subscribe again: the hub sends the current state) or 'snapshot'
 *   (the feature reads its snapshot call; its subscription still stands on the hub);
 * - `freshness(channel, topic)`: when the topic's value was last known current. While the socket is
 *   open and the channel subscribed, now (the hub sends only changes: a quiet market is current);
 *   once the socket drops, its topics age from the drop (or from their last update, if later).
 *
 * Pure of the browser: the socket factory, the clock and the random source are injected
 * (live-sockets.ts wires the browser's WebSocket; tests a fake).
 */

/** The ping interval (ms); the server also pings. */
export const PING_MS = 20_000;
/** Nothing heard for this long (ms): the socket is dead. */
export const DEAD_MS = 45_000;
/** A hidden tab keeps its socket this long, then closes it; it reconnects when shown again. */
export const HIDDEN_CLOSE_MS = 60_000;
/** How often the socket checks its heartbeat, pings and silences (ms). */
export const CHECK_MS = 1_000;

/** Reconnect delay after `attempt` failures: 1 s, 2 s, 4 s… up to 30 s, with ±20 % jitter so clients do not return together. */
export function backoffMs(attempt: number, random: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random));
}

/** What the client hears from a socket. */
export interface SocketHandlers {
  open(): void;
  message(data: unknown): void;
  close(): void;
}
/** The part of the browser's WebSocket the client uses (a fake in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
}
/** Opens a socket and wires its events to the handlers. */
export type SocketFactory = (url: string, on: SocketHandlers) => SocketLike;

export type Payload<S extends AnyStream> = PayloadOf<S> | null | undefined;

/** One feature's subscription on the socket. */
export interface LiveSubscription<S extends AnyStream> {
  readonly stream: S;
  /**
   * The payload to subscribe with, asked at every (re)connection and resync: undefined, nothing to
   * subscribe now; null, stop this subscription; a rejection (a ticket call that failed) is asked
   * again with backoff.
   */
  readonly payload: () => Payload<S> | Promise<Payload<S>>;
  readonly onUpdate: (result: UpdateOf<S>, topic: string) => void;
  /** which topics of the channel are this subscription's (default: all) */
  readonly owns?: (topic: string) => boolean;
  /** the hub acknowledged the subscription (`again`: not the first time) */
  readonly onSubscribed?: (again: boolean) => void;
  /** the hub refused a subscribe of this subscription (default: stop it) */
  readonly onRefused?: () => void;
  /** resync 'snapshot': read the feature's snapshot call */
  readonly onSnapshot?: () => void;
}

/** A subscription's handle: send more requests on it (a ticker set that changes), or stop it. */
export interface SubscriptionHandle<S extends AnyStream> {
  /** whether the subscription's first payload went out on an open socket */
  readonly ready: boolean;
  /** sends a request on the subscription's channel if the socket is open (an unanswered one is sent again on reconnect through `payload`) */
  send(event: 'subscribe' | 'unsubscribe', payload: PayloadOf<S>): void;
  stop(): void;
}

interface Sub {
  readonly spec: LiveSubscription<AnyStream>;
  stopped: boolean;
  /** the connection its payload went out on (0: none) */
  sentOn: number;
  acked: boolean;
  subscribedBefore: boolean;
  attempt: number;
  retry: ReturnType<typeof setTimeout> | undefined;
}

interface TopicState {
  seq: number | undefined;
  lastAt: number;
}

const OPEN = 1;
const key = (channel: string, topic: string) => `${channel}\n${topic}`;

export class LiveSocket {
  private socket: SocketLike | undefined;
  private release: (() => void) | undefined;
  private connection = 0;
  private open = false;
  private attempt = 0;
  private nextId = 1;
  private lastHeard = 0;
  private lastPing = 0;
  private hidden = false;
  private readonly subs = new Set<Sub>();
  private readonly pending = new Map<number, Sub>();
  private readonly topics = new Map<string, TopicState>();
  /** per channel, when its subscription was last known live (the drop) */
  private readonly lostAt = new Map<string, number>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  private checkTimer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly url: string,
    private readonly endpoint: StreamEndpoint,
    private readonly createSocket: SocketFactory,
    private readonly now: () => number = Date.now,
    private readonly random: () => number = Math.random,
  ) {}

  /** 'open' while a socket is open; 'connecting' while one opens; 'waiting' for a retry; 'idle' with no socket wanted. */
  get status(): 'idle' | 'connecting' | 'open' | 'waiting' {
    if (this.open) return 'open';
    if (this.socket) return 'connecting';
    return this.retryTimer ? 'waiting' : 'idle';
  }

  subscribe<S extends AnyStream>(spec: LiveSubscription<S>): SubscriptionHandle<S> {
    const sub: Sub = {
      spec: spec as unknown as LiveSubscription<AnyStream>,
      stopped: false,
      sentOn: 0,
      acked: false,
      subscribedBefore: false,
      attempt: 0,
      retry: undefined,
    };
    this.subs.add(sub);
    if (this.open) this.subscribeSub(sub, false);
    else if (!this.socket && !this.retryTimer && !this.hidden) this.connect();
    const ready = () => this.open && sub.sentOn === this.connection && !sub.stopped;
    return {
      get ready() {
        return ready();
      },
      send: (event, payload) => {
        if (this.open && sub.sentOn === this.connection && !sub.stopped) this.request(sub, event, payload);
      },
      stop: () => this.stopSub(sub, true),
    };
  }

  /** When the topic's value was last known current (ms), or undefined if it never was. */
  freshness(channel: string, topic: string): number | undefined {
    if (this.open && [...this.subs].some((s) => s.acked && s.spec.stream.channel === channel)) return this.now();
    const at = this.topics.get(key(channel, topic))?.lastAt;
    const lost = this.lostAt.get(channel);
    if (at === undefined) return lost;
    return lost === undefined ? at : Math.max(at, lost);
  }

  /** The page was hidden or shown (document.visibilityState). */
  visibility(hidden: boolean): void {
    clearTimeout(this.hiddenTimer);
    this.hiddenTimer = undefined;
    if (hidden) {
      this.hiddenTimer = setTimeout(() => {
        this.hidden = true;
        this.drop();
        clearTimeout(this.retryTimer);
        this.retryTimer = undefined;
      }, HIDDEN_CLOSE_MS);
      return;
    }
    this.hidden = false;
    if (this.subs.size > 0 && !this.socket) {
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      this.attempt = 0;
      this.connect();
    }
  }

  private connect(): void {
    this.connection += 1;
    const connection = this.connection;
    let current = true;
    let socket: SocketLike | undefined;
    const handlers: SocketHandlers = {
      open: () => {
        if (!current || !socket) return;
        this.open = true;
        this.lastHeard = this.now();
        this.lastPing = this.lastHeard;
        clearInterval(this.checkTimer);
        this.checkTimer = setInterval(() => this.check(), CHECK_MS);
        for (const sub of [...this.subs]) this.subscribeSub(sub, false);
      },
      message: (data) => {
        if (current) this.heard(data, connection);
      },
      close: () => {
        if (!current) return;
        current = false;
        this.drop();
        if (this.subs.size > 0 && !this.hidden) this.scheduleRetry();
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

  /** Lets go of the current socket: its subscriptions' topics age from now. */
  private drop(): void {
    const at = this.now();
    for (const sub of this.subs) {
      if (sub.acked) this.lostAt.set(sub.spec.stream.channel, at);
      sub.acked = false;
      sub.sentOn = 0;
    }
    this.pending.clear();
    clearInterval(this.checkTimer);
    this.checkTimer = undefined;
    this.open = false;
    const socket = this.socket;
    this.socket = undefined;
    this.release?.();
    this.release = undefined;
    socket?.close();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    const delay = backoffMs(this.attempt, this.random());
    this.attempt += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.subs.size > 0 && !this.hidden) this.connect();
    }, delay);
  }

  private check(): void {
    if (!this.open || !this.socket) return;
    const now = this.now();
    if (now - this.lastHeard >= DEAD_MS) {
      this.drop();
      this.scheduleRetry();
      return;
    }
    if (now - this.lastPing >= PING_MS && this.socket.readyState === OPEN) {
      this.lastPing = now;
      this.socket.send(JSON.stringify({ time: Math.floor(now / 1000), channel: `${this.endpoint}.ping` }));
    }
    for (const sub of [...this.subs]) {
      const silence = sub.spec.stream.silenceMs;
      if (silence === undefined || !sub.acked) continue;
      for (const [k, state] of this.topics) {
        const [channel, topic = ''] = k.split('\n');
        if (channel !== sub.spec.stream.channel || !(sub.spec.owns?.(topic) ?? true) || now - state.lastAt < silence) continue;
        state.lastAt = now;
        this.resync(sub);
      }
    }
  }

  private subscribeSub(sub: Sub, resubscribe: boolean): void {
    if (sub.stopped || !this.open) return;
    const connection = this.connection;
    const done = (payload: Payload<AnyStream>) => {
      if (sub.stopped || connection !== this.connection || !this.open) return;
      if (payload === null) return this.stopSub(sub, false);
      sub.attempt = 0;
      if (payload === undefined) {
        sub.sentOn = connection;
        return;
      }
      if (resubscribe) this.request(sub, 'unsubscribe', payload);
      sub.sentOn = connection;
      this.request(sub, 'subscribe', payload);
    };
    const failed = () => {
      if (sub.stopped || connection !== this.connection) return;
      clearTimeout(sub.retry);
      sub.retry = setTimeout(() => this.subscribeSub(sub, false), backoffMs(sub.attempt, this.random()));
      sub.attempt += 1;
    };
    let value: Payload<AnyStream> | Promise<Payload<AnyStream>>;
    try {
      value = sub.spec.payload();
    } catch {
      return failed();
    }
    if (value instanceof Promise) value.then(done, failed);
    else done(value);
  }

  private request(sub: Sub, event: 'subscribe' | 'unsubscribe', payload: unknown): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return;
    const id = this.nextId++;
    this.pending.set(id, sub);
    // a new subscribe sets new baselines: the first update after it is the topic's current state
    for (const [k, state] of this.topics) {
      const [channel, topic = ''] = k.split('\n');
      if (channel === sub.spec.stream.channel && (sub.spec.owns?.(topic) ?? true)) state.seq = undefined;
    }
    socket.send(JSON.stringify({ time: Math.floor(this.now() / 1000), id, channel: sub.spec.stream.channel, event, payload }));
  }

  private stopSub(sub: Sub, unsubscribe: boolean): void {
    if (sub.stopped) return;
    if (unsubscribe && this.open && sub.sentOn === this.connection) {
      // the payload it went out with is asked again only when it can be (a ticket is single use: the hub forgets the user when the socket closes)
      const payload = sub.spec.stream.resync === 'resubscribe' ? sub.spec.payload() : undefined;
      if (payload && !(payload instanceof Promise)) this.request(sub, 'unsubscribe', payload);
    }
    sub.stopped = true;
    clearTimeout(sub.retry);
    this.subs.delete(sub);
    for (const [id, owner] of this.pending) if (owner === sub) this.pending.delete(id);
    if (this.subs.size === 0) {
      clearTimeout(this.retryTimer);
      this.retryTimer = undefined;
      this.attempt = 0;
      this.drop();
    }
  }

  private resync(sub: Sub): void {
    if (sub.spec.stream.resync === 'snapshot') sub.spec.onSnapshot?.();
    else this.subscribeSub(sub, true);
  }

  private heard(data: unknown, connection: number): void {
    this.lastHeard = this.now();
    if (typeof data !== 'string') return;
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null) return;
    const { id, event, error } = message as Record<string, unknown>;
    if ((event === 'subscribe' || event === 'unsubscribe') && typeof id === 'number') {
      const sub = this.pending.get(id);
      this.pending.delete(id);
      if (!sub || sub.stopped || connection !== this.connection || event === 'unsubscribe') return;
      if (error !== null && error !== undefined) {
        if (sub.spec.onRefused) sub.spec.onRefused();
        else this.stopSub(sub, false);
        return;
      }
      this.attempt = 0;
      sub.acked = true;
      sub.spec.onSubscribed?.(sub.subscribedBefore);
      sub.subscribedBefore = true;
      return;
    }
    if (event !== 'update') return;
    const decoded = decodeUpdate(
      [...this.subs].map((s) => s.spec.stream),
      message,
    );
    if (!decoded) return;
    const k = key(decoded.stream.channel, decoded.topic);
    const state = this.topics.get(k) ?? { seq: undefined, lastAt: 0 };
    const gap = state.seq !== undefined && decoded.seq !== state.seq + 1;
    state.seq = decoded.seq;
    state.lastAt = this.now();
    this.topics.set(k, state);
    for (const sub of [...this.subs]) {
      if (sub.stopped || sub.spec.stream !== decoded.stream || !(sub.spec.owns?.(decoded.topic) ?? true)) continue;
      sub.spec.onUpdate(decoded.result, decoded.topic);
      if (gap) this.resync(sub);
    }
  }
}
