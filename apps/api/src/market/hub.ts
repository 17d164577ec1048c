import { asc } from 'drizzle-orm';
import WebSocket from 'ws';
import type { SiteConfig } from '@exchange/sites/types';
import { CHAT_CHANNEL, type ChatMessage } from '@exchange/contract/chat';
import { NOTICE_CHANNEL, type Notice, type UnreadCounts } from '@exchange/contract/herald';
import type { Db } from '../db/client';
import { roomOf } from '../domain/chat';
import { consumeTicket } from '../domain/notices';
import { futuresContracts, spotMarkets } from '../db/schema';
import { SITE_QUOTES, changePercent, hasDerivatives } from '../routes/market';
import { bucketStart, queryCandles, type CandleInterval } from './candles';
import { ALL, WsError, envelope, errorEnvelope, parseRequest, type Endpoint, type ProtocolError, type Request } from './protocol';
import { formatVolume, type MarketKind, type Tick } from './simulator';

export interface HubOptions {
  /** how often subscribers get the coalesced updates (ms) */
  flushMs: number;
  /** server ping interval; a socket that did not answer the previous ping is terminated */
  heartbeatMs: number;
  /** topics per connection (`!all` counts as one) */
  maxSubscriptions: number;
  /** a message longer than this is answered with error 14 (the socket's hard limit is 4× it) */
  maxMessageBytes: number;
  /** messages a connection may send per second; more are answered with error 15, and at 3× the socket is closed (1008) */
  maxMessagesPerSecond: number;
  /** above this many queued bytes a connection skips updates; above 4× it is closed */
  maxBufferedBytes: number;
  clock: () => number;
  logError: (error: unknown) => void;
}

interface Connection {
  ws: WebSocket;
  endpoint: Endpoint;
  site: SiteConfig;
  /** the instruments this connection may see: spot, futures (live) or testnet */
  kind: MarketKind;
  all: boolean;
  tickers: Set<string>;
  /** candle topic keys */
  candles: Set<string>;
  alive: boolean;
  /** the second (unix) and count of the messages received in it */
  second: number;
  received: number;
  release: () => void;
  /** the user whose notices this connection receives (from a ticket), or null */
  userId: number | null;
  /** counts this connection's notice requests: a subscribe whose ticket check finishes after a later request is superseded */
  noticeRequests: number;
  /** the chatrooms whose messages this connection receives */
  rooms: Set<string>;
}

interface Agg {
  o: string;
  h: number;
  l: number;
  c: string;
  v: number;
  a: number;
}

interface CandleTopic {
  key: string;
  kind: MarketKind;
  name: string;
  interval: CandleInterval;
  subscribers: number;
  bucket: number;
  /** the bucket's minutes before `live` */
  closed: Agg | null;
  live: (Tick['minute'] & { c: string }) | null;
}

const keyOf = (kind: MarketKind, name: string) => `${kind}:${name}`;

/**
 * One instance's WebSocket fan-out: the ticks every instance receives through LISTEN go into a
 * per-instrument "latest" map (coalesced), flushed to the subscribed connections every `flushMs`.
 * Each message is serialised once per flush and shared by every connection that wants it.
 */
export class MarketHub {
  private readonly connections = new Set<Connection>();
  /** spot pair → quote; futures and testnet contract names */
  private readonly spotQuote = new Map<string, string>();
  private readonly contracts: Record<'futures' | 'testnet', Set<string>> = { futures: new Set(), testnet: new Set() };
  private readonly latest = new Map<string, Tick>();
  private readonly pending = new Map<string, Tick>();
  private readonly topics = new Map<string, CandleTopic>();
  private readonly topicsOf = new Map<string, Set<CandleTopic>>();
  private readonly dirtyTopics = new Set<string>();
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly byRoom = new Map<string, Set<Connection>>();
  private flushTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** messages sent, for the bench */
  sent = 0;

  constructor(
    private readonly db: Db,
    private readonly options: HubOptions,
  ) {}

  /** Loads the market list (which names exist, and each spot pair's quote) and starts the timers. */
  async start(): Promise<void> {
    const [spots, futures] = await Promise.all([
      this.db.select({ pair: spotMarkets.pair, quote: spotMarkets.currB }).from(spotMarkets).orderBy(asc(spotMarkets.rank)),
      this.db.select({ name: futuresContracts.name, testnet: futuresContracts.testnet }).from(futuresContracts),
    ]);
    for (const s of spots) this.spotQuote.set(s.pair, s.quote);
    for (const f of futures) this.contracts[f.testnet ? 'testnet' : 'futures'].add(f.name);
    this.flushTimer = setInterval(() => this.flush(), this.options.flushMs);
    this.flushTimer.unref();
    this.heartbeatTimer = setInterval(() => this.heartbeat(), this.options.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  /** Whether a connection of `site` on `kind` may see `name`. */
  private allowed(site: SiteConfig, kind: MarketKind, name: string): boolean {
    if (kind === 'spot') {
      const quote = this.spotQuote.get(name);
      return quote !== undefined && (SITE_QUOTES[site.key] as readonly string[]).includes(quote);
    }
    return hasDerivatives(site) && this.contracts[kind].has(name);
  }

  /** Takes over an accepted socket; `release` runs once when it closes. */
  add(ws: WebSocket, endpoint: Endpoint, site: SiteConfig, release: () => void): void {
    const kind: MarketKind = endpoint === 'spot' ? 'spot' : site.key === 'testnet' ? 'testnet' : 'futures';
    const conn: Connection = {
      ws,
      endpoint,
      site,
      kind,
      all: false,
      tickers: new Set(),
      candles: new Set(),
      alive: true,
      second: 0,
      received: 0,
      release,
      userId: null,
      noticeRequests: 0,
      rooms: new Set(),
    };
    this.connections.add(conn);
    ws.on('pong', () => {
      conn.alive = true;
    });
    ws.on('message', (data, isBinary) => {
      void this.onMessage(conn, data, isBinary).catch((error: unknown) => {
        this.options.logError(error);
        this.send(conn, JSON.stringify(errorEnvelope(this.options.clock(), { code: WsError.server, message: 'Server side error', channel: '', event: '' })));
      });
    });
    ws.on('error', () => undefined);
    ws.on('close', () => this.remove(conn));
  }

  private remove(conn: Connection): void {
    if (!this.connections.delete(conn)) return;
    this.setUser(conn, null);
    for (const room of [...conn.rooms]) this.leaveRoom(conn, room);
    for (const key of conn.candles) this.dropTopic(key);
    conn.release();
  }

  private send(conn: Connection, text: string): void {
    if (conn.ws.readyState !== WebSocket.OPEN) return;
    conn.ws.send(text);
    this.sent += 1;
  }

  private fail(conn: Connection, error: ProtocolError): void {
    this.send(conn, JSON.stringify(errorEnvelope(this.options.clock(), error)));
  }

  private async onMessage(conn: Connection, data: WebSocket.RawData, isBinary: boolean): Promise<void> {
    const second = Math.floor(Date.now() / 1000);
    if (second !== conn.second) {
      conn.second = second;
      conn.received = 0;
    }
    conn.received += 1;
    const limit = this.options.maxMessagesPerSecond;
    if (conn.received > limit * 3) return void conn.ws.close(1008, 'too many messages');
    if (conn.received > limit) {
      return this.fail(conn, { code: WsError.tooManyMessages, message: `Too many messages (at most ${limit} a second)`, channel: '', event: '' });
    }
    const bytes = Array.isArray(data) ? data.reduce((n, b) => n + b.length, 0) : data instanceof ArrayBuffer ? data.byteLength : data.length;
    if (bytes > this.options.maxMessageBytes) {
      return this.fail(conn, { code: WsError.tooLarge, message: `Message too large (at most ${this.options.maxMessageBytes} bytes)`, channel: '', event: '' });
    }
    if (isBinary) return this.fail(conn, { code: WsError.badRequest, message: 'Invalid request body format: send text', channel: '', event: '' });
    const text = Array.isArray(data) ? Buffer.concat(data).toString('utf8') : Buffer.from(data as Buffer).toString('utf8');
    const parsed = parseRequest(text, conn.endpoint);
    if (!parsed.ok) return this.fail(conn, parsed.error);
    const request = parsed.request;
    const now = this.options.clock();
    if (request.kind === 'ping') {
      return this.send(conn, JSON.stringify(envelope(now, `${conn.endpoint}.pong`, '', null, request.id)));
    }
    if (request.kind === 'tickers') return this.onTickers(conn, request);
    if (request.kind === 'notices') return this.onNotices(conn, request);
    if (request.kind === 'chat') return this.onChat(conn, request);
    return this.onCandles(conn, request);
  }

  private setUser(conn: Connection, userId: number | null): void {
    if (conn.userId !== null) {
      const set = this.byUser.get(conn.userId);
      set?.delete(conn);
      if (set?.size === 0) this.byUser.delete(conn.userId);
    }
    conn.userId = userId;
    if (userId === null) return;
    const set = this.byUser.get(userId) ?? new Set<Connection>();
    set.add(conn);
    this.byUser.set(userId, set);
  }

  /**
   * The user channel: the ticket (single use, short-lived, from an authenticated API call) names
   * the user; the client never does. A bad ticket leaves the connection without a user.
   */
  private async onNotices(conn: Connection, request: Extract<Request, { kind: 'notices' }>): Promise<void> {
    conn.noticeRequests += 1;
    const mine = conn.noticeRequests;
    if (request.event === 'unsubscribe') {
      this.setUser(conn, null);
      return this.ack(conn, request);
    }
    const userId = await consumeTicket(this.db, request.ticket, new Date(this.options.clock()));
    // the socket closed while the ticket was checked: registering it now would keep it forever
    if (!this.connections.has(conn)) return;
    if (userId === null) {
      return this.fail(conn, {
        id: request.id,
        channel: request.channel,
        event: request.event,
        code: WsError.unauthorized,
        message: 'Ticket unknown, expired or used',
      });
    }
    // a later notice request (an unsubscribe sent right after) arrived during the check: it decides
    if (mine === conn.noticeRequests) this.setUser(conn, userId);
    this.ack(conn, request);
  }

  /** Whether any connection of this instance receives `userId`'s notices. */
  hasUser(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Sends a new notice (and the unread counts after it) to every connection of its user. */
  pushNotice(userId: number, result: { notice: Notice; unread: UnreadCounts }): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    const text = JSON.stringify(envelope(this.options.clock(), NOTICE_CHANNEL, 'update', result));
    for (const conn of set) this.send(conn, text);
  }

  private leaveRoom(conn: Connection, room: string): void {
    conn.rooms.delete(room);
    const set = this.byRoom.get(room);
    set?.delete(conn);
    if (set?.size === 0) this.byRoom.delete(room);
  }

  /**
   * A chatroom's channel (public, no ticket): the room must be the connection's own site's, and
   * that site must have the chatroom (its key: apps/api/src/domain/chat.ts), else error 2.
   */
  private onChat(conn: Connection, request: Extract<Request, { kind: 'chat' }>): void {
    if (request.event === 'unsubscribe') {
      for (const room of request.room ? [request.room] : [...conn.rooms]) this.leaveRoom(conn, room);
      return this.ack(conn, request);
    }
    const base = { id: request.id, channel: request.channel, event: request.event };
    if (roomOf(conn.site) !== request.room) return this.fail(conn, { ...base, code: WsError.badArgument, message: `Unknown chat room: ${request.room}` });
    if (!conn.rooms.has(request.room)) {
      if (this.topicCount(conn) + 1 > this.options.maxSubscriptions) {
        return this.fail(conn, {
          ...base,
          code: WsError.tooManySubscriptions,
          message: `Too many subscriptions (at most ${this.options.maxSubscriptions} per connection)`,
        });
      }
      conn.rooms.add(request.room);
      const set = this.byRoom.get(request.room) ?? new Set<Connection>();
      set.add(conn);
      this.byRoom.set(request.room, set);
    }
    this.ack(conn, request);
  }

  /** Sends a new chat message to every connection of this instance following its room (serialised once). */
  pushChat(room: string, message: ChatMessage): void {
    const set = this.byRoom.get(room);
    if (!set) return;
    const text = JSON.stringify(envelope(this.options.clock(), CHAT_CHANNEL, 'update', { room, message }));
    for (const conn of set) this.send(conn, text);
  }

  private topicCount(conn: Connection): number {
    return conn.tickers.size + (conn.all ? 1 : 0) + conn.candles.size + conn.rooms.size;
  }

  private ack(conn: Connection, request: Request & { event: string }): void {
    this.send(conn, JSON.stringify(envelope(this.options.clock(), request.channel, request.event, { status: 'success' }, request.id)));
  }

  private onTickers(conn: Connection, request: Extract<Request, { kind: 'tickers' }>): void {
    const base = { id: request.id, channel: request.channel, event: request.event };
    if (request.event === 'unsubscribe') {
      for (const name of request.names) {
        if (name === ALL) conn.all = false;
        else conn.tickers.delete(name);
      }
      return this.ack(conn, request);
    }
    const unknown = request.names.find((name) => name !== ALL && !this.allowed(conn.site, conn.kind, name));
    if (unknown !== undefined) return this.fail(conn, { ...base, code: WsError.badArgument, message: `Unknown currency pair: ${unknown}` });
    const added = request.names.filter((name) => (name === ALL ? !conn.all : !conn.tickers.has(name))).length;
    if (this.topicCount(conn) + added > this.options.maxSubscriptions) {
      return this.fail(conn, {
        ...base,
        code: WsError.tooManySubscriptions,
        message: `Too many subscriptions (at most ${this.options.maxSubscriptions} per connection)`,
      });
    }
    for (const name of request.names) {
      if (name === ALL) conn.all = true;
      else conn.tickers.add(name);
    }
    this.ack(conn, request);
    // The latest figures this instance has for the named markets, so a quiet market shows at once.
    for (const name of request.names) {
      const tick = name === ALL ? undefined : this.latest.get(keyOf(conn.kind, name));
      if (tick) this.send(conn, this.tickerMessage(conn.endpoint, tick, this.options.clock()));
    }
  }

  private async onCandles(conn: Connection, request: Extract<Request, { kind: 'candles' }>): Promise<void> {
    const base = { id: request.id, channel: request.channel, event: request.event };
    const key = `${conn.kind}:${request.interval}:${request.name}`;
    if (request.event === 'unsubscribe') {
      if (conn.candles.delete(key)) this.dropTopic(key);
      return this.ack(conn, request);
    }
    if (!this.allowed(conn.site, conn.kind, request.name))
      return this.fail(conn, { ...base, code: WsError.badArgument, message: `Unknown currency pair: ${request.name}` });
    if (conn.candles.has(key)) return this.ack(conn, request);
    if (this.topicCount(conn) + 1 > this.options.maxSubscriptions) {
      return this.fail(conn, {
        ...base,
        code: WsError.tooManySubscriptions,
        message: `Too many subscriptions (at most ${this.options.maxSubscriptions} per connection)`,
      });
    }
    conn.candles.add(key);
    const topic = await this.ensureTopic(key, conn.kind, request.name, request.interval);
    this.ack(conn, request);
    if (topic.closed || topic.live) this.send(conn, this.candleMessage(topic, this.options.clock()));
  }

  private async ensureTopic(key: string, kind: MarketKind, name: string, interval: CandleInterval): Promise<CandleTopic> {
    const existing = this.topics.get(key);
    if (existing) {
      existing.subscribers += 1;
      return existing;
    }
    const nowSec = Math.floor(this.options.clock() / 1000);
    const topic: CandleTopic = { key, kind, name, interval, subscribers: 1, bucket: bucketStart(nowSec, interval), closed: null, live: null };
    this.topics.set(key, topic);
    const instrument = keyOf(kind, name);
    const set = this.topicsOf.get(instrument) ?? new Set<CandleTopic>();
    set.add(topic);
    this.topicsOf.set(instrument, set);
    const [stored] = await queryCandles(this.db, kind, name, interval, nowSec, 1);
    if (stored && stored.t === topic.bucket) {
      const fromStore: Agg = { o: stored.o, h: Number(stored.h), l: Number(stored.l), c: stored.c, v: Number(stored.v), a: Number(stored.a) };
      topic.closed = topic.closed ? merge(fromStore, topic.closed) : fromStore;
    }
    return topic;
  }

  private dropTopic(key: string): void {
    const topic = this.topics.get(key);
    if (!topic) return;
    topic.subscribers -= 1;
    if (topic.subscribers > 0) return;
    this.topics.delete(key);
    this.topicsOf.get(keyOf(topic.kind, topic.name))?.delete(topic);
  }

  /** Ticks from NOTIFY: remembered and queued for the next flush (a later tick of the same market replaces an earlier). */
  onTicks(ticks: readonly Tick[]): void {
    for (const tick of ticks) {
      const key = keyOf(tick.kind, tick.name);
      this.latest.set(key, tick);
      this.pending.set(key, tick);
      const topics = this.topicsOf.get(key);
      if (topics) for (const topic of topics) this.applyToTopic(topic, tick);
    }
  }

  private applyToTopic(topic: CandleTopic, tick: Tick): void {
    const minute = tick.minute;
    const bucket = bucketStart(minute.t, topic.interval);
    if (bucket < topic.bucket) return;
    if (bucket > topic.bucket) {
      topic.bucket = bucket;
      topic.closed = null;
      topic.live = null;
    }
    if (topic.live && topic.live.t < minute.t) {
      const done = aggOf(topic.live);
      topic.closed = topic.closed ? merge(topic.closed, done) : done;
    }
    topic.live = { ...minute, c: tick.last };
    this.dirtyTopics.add(topic.key);
  }

  private tickerMessage(endpoint: Endpoint, tick: Tick, now: number): string {
    return JSON.stringify(envelope(now, `${endpoint}.tickers`, 'update', tickerResult(endpoint, tick)));
  }

  private candleMessage(topic: CandleTopic, now: number): string {
    const live = topic.live ? aggOf(topic.live) : null;
    const agg = topic.closed && live ? merge(topic.closed, live) : (live ?? topic.closed);
    const result = agg
      ? {
          t: String(topic.bucket),
          v: formatVolume(agg.v),
          c: agg.c,
          h: plain(agg.h),
          l: plain(agg.l),
          o: agg.o,
          n: `${topic.interval}_${topic.name}`,
          a: formatVolume(agg.a),
        }
      : null;
    return JSON.stringify(envelope(now, 'spot.candlesticks', 'update', result));
  }

  /** Sends what changed since the last flush to every connection that wants it. */
  flush(): void {
    if (this.pending.size === 0 && this.dirtyTopics.size === 0) return;
    const now = this.options.clock();
    const single = new Map<string, string>();
    const batches = new Map<string, string | null>();
    const soft = this.options.maxBufferedBytes;
    for (const conn of this.connections) {
      if (conn.ws.readyState !== WebSocket.OPEN) continue;
      if (conn.ws.bufferedAmount > soft * 4) {
        conn.ws.terminate();
        continue;
      }
      if (conn.ws.bufferedAmount > soft) continue;
      if (conn.all) {
        const group = conn.kind === 'spot' ? `spot:${conn.site.key}` : conn.kind;
        let batch = batches.get(group);
        if (batch === undefined) {
          const results = [...this.pending.values()]
            .filter((t) => t.kind === conn.kind && this.allowed(conn.site, conn.kind, t.name))
            .map((t) => tickerResult(conn.endpoint, t));
          batch = results.length > 0 ? JSON.stringify(envelope(now, `${conn.endpoint}.tickers`, 'update', results)) : null;
          batches.set(group, batch);
        }
        if (batch) this.send(conn, batch);
      }
      for (const name of conn.tickers) {
        const key = keyOf(conn.kind, name);
        const tick = this.pending.get(key);
        if (!tick) continue;
        let text = single.get(key);
        if (text === undefined) {
          text = this.tickerMessage(conn.endpoint, tick, now);
          single.set(key, text);
        }
        this.send(conn, text);
      }
      for (const key of conn.candles) {
        if (!this.dirtyTopics.has(key)) continue;
        let text = single.get(`candle:${key}`);
        const topic = this.topics.get(key);
        if (!topic) continue;
        if (text === undefined) {
          text = this.candleMessage(topic, now);
          single.set(`candle:${key}`, text);
        }
        this.send(conn, text);
      }
    }
    this.pending.clear();
    this.dirtyTopics.clear();
  }

  private heartbeat(): void {
    for (const conn of this.connections) {
      if (!conn.alive) {
        conn.ws.terminate();
        continue;
      }
      conn.alive = false;
      if (conn.ws.readyState === WebSocket.OPEN) conn.ws.ping();
    }
  }

  /** Closes every socket (1001 going away) and stops the timers. */
  close(): void {
    clearInterval(this.flushTimer);
    clearInterval(this.heartbeatTimer);
    for (const conn of this.connections) {
      conn.ws.close(1001, 'server shutting down');
      conn.ws.terminate();
      this.remove(conn);
    }
  }
}

function plain(n: number): string {
  return String(n).includes('e') ? n.toFixed(14).replace(/0+$/, '').replace(/\.$/, '') : String(n);
}

function aggOf(live: Tick['minute'] & { c: string }): Agg {
  return { o: live.o, h: Number(live.h), l: Number(live.l), c: live.c, v: Number(live.quote), a: Number(live.base) };
}

function merge(first: Agg, next: Agg): Agg {
  return { o: first.o, h: Math.max(first.h, next.h), l: Math.min(first.l, next.l), c: next.c, v: first.v + next.v, a: first.a + next.a };
}

/** The Gate-shaped ticker of an update (every value a string), with our `change_utc0` / `change_utc8`. */
export function tickerResult(endpoint: Endpoint, t: Tick): Record<string, string> {
  const changes = {
    change_percentage: changePercent(t.last, t.open24h),
    change_utc0: changePercent(t.last, t.openUtc0),
    change_utc8: changePercent(t.last, t.openUtc8),
  };
  if (endpoint === 'spot') {
    return {
      currency_pair: t.name,
      last: t.last,
      lowest_ask: t.ask,
      highest_bid: t.bid,
      ...changes,
      base_volume: t.baseVolume,
      quote_volume: t.quoteVolume,
      high_24h: t.high24h,
      low_24h: t.low24h,
    };
  }
  return {
    contract: t.name,
    last: t.last,
    ...changes,
    volume_24h: t.quoteVolume,
    volume_24h_base: t.baseVolume,
    volume_24h_quote: t.quoteVolume,
    high_24h: t.high24h,
    low_24h: t.low24h,
    mark_price: t.last,
    index_price: t.last,
    funding_rate: '0.0001',
  };
}
