import { asc } from 'drizzle-orm';
import WebSocket from 'ws';
import type { SiteConfig } from '@exchange/sites/types';
import { CHAT_CHANNEL, type ChatMessage } from '@exchange/contract/chat';
import { NOTICE_CHANNEL, type Notice, type UnreadCounts } from '@exchange/contract/herald';
import type { Db } from '../db/client';
import { roomOf } from '../domain/chat';
import { consumeTicket } from '../domain/notices';
import { changePercent } from '../domain/prices';
import { futuresKindOf, listsDerivatives } from '../domain/siteMarkets';
import { futuresContracts, spotMarkets } from '../db/schema';
import {
  RecentMinutes,
  bucketStart,
  isSecondsInterval,
  mergeCandles,
  minuteOfTick,
  queryCandles,
  type BucketRange,
  type CandleInterval,
  type CandleRow,
  type LiveCandles,
  type SecondsInterval,
} from './candles';
import { loadMarketRows, recordsSeconds, specOf } from './instruments';
import { ALL, WsError, envelope, errorEnvelope, parseRequest, type Endpoint, type ProtocolError, type Request } from './protocol';
import { SecondsRecorder } from './seconds';
import type { MarketKind, Tick } from '../domain/prices';

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
  /** how often the leader stores closed minutes (SIMULATOR_PERSIST_MS): how many recent minutes the hub keeps */
  persistMs?: number;
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

/**
 * One instrument's candles of one resolution, shared by every connection subscribed to it. Minute
 * resolutions: the period's figures before the forming minute (`closed`: candles_1m's part read
 * at the first subscription, then the minutes that closed since) and the forming minute (`live`).
 * Seconds resolutions read the SecondsRecorder's bar of `bucket`. A period closes (its last
 * message with `w: true`) when a tick of a later period comes, not by the clock: a market that
 * stops trading leaves its last period shown until its next trade.
 */
interface CandleTopic {
  key: string;
  kind: MarketKind;
  name: string;
  interval: CandleInterval;
  /** spot.candlesticks or futures.candlesticks */
  channel: string;
  subscribers: number;
  /** the start of the period shown */
  bucket: number;
  /** settles when the stored part is read (rejects when it could not be) */
  ready: Promise<void>;
  loaded: boolean;
  closed: CandleRow | null;
  live: CandleRow | null;
  /** the last message (`w: true`) of each period that closed since the last flush */
  finals: string[];
}

/** A topic keeps at most this many closed periods' last messages between two flushes (1s candles under a long WS_FLUSH_MS). */
const MAX_FINALS = 60;

const keyOf = (kind: MarketKind, name: string) => `${kind}:${name}`;

/**
 * One instance's WebSocket fan-out: the ticks every instance receives through LISTEN go into a
 * per-instrument "latest" map (coalesced), flushed to the subscribed connections every `flushMs`.
 * Each message is serialised once per flush and shared by every connection that wants it.
 */
export class MarketHub implements LiveCandles {
  private readonly connections = new Set<Connection>();
  /** spot pair → quote; futures and testnet contract names */
  private readonly spotQuote = new Map<string, string>();
  private readonly contracts: Record<'futures' | 'testnet', Set<string>> = { futures: new Set(), testnet: new Set() };
  private readonly latest = new Map<string, Tick>();
  private readonly pending = new Map<string, Tick>();
  private readonly topics = new Map<string, CandleTopic>();
  private readonly topicsOf = new Map<string, Set<CandleTopic>>();
  private readonly dirtyTopics = new Set<string>();
  private readonly closedTopics = new Set<CandleTopic>();
  private readonly keepsSeconds = new Set<string>();
  private readonly seconds = new SecondsRecorder((kind, name) => this.keepsSeconds.has(keyOf(kind, name)));
  private readonly minutes: RecentMinutes;
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly byRoom = new Map<string, Set<Connection>>();
  private flushTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** messages sent, for the bench */
  sent = 0;

  constructor(
    private readonly db: Db,
    private readonly options: HubOptions,
  ) {
    this.minutes = new RecentMinutes(2 + Math.ceil((options.persistMs ?? 5000) / 60_000));
  }

  /** Loads the market list (which names exist, each spot pair's quote, which keep seconds) and starts the timers. */
  async start(): Promise<void> {
    const [spots, futures, rows] = await Promise.all([
      this.db.select({ pair: spotMarkets.pair, quote: spotMarkets.currB }).from(spotMarkets).orderBy(asc(spotMarkets.rank)),
      this.db.select({ name: futuresContracts.name, testnet: futuresContracts.testnet }).from(futuresContracts),
      loadMarketRows(this.db),
    ]);
    for (const s of spots) this.spotQuote.set(s.pair, s.quote);
    for (const f of futures) this.contracts[f.testnet ? 'testnet' : 'futures'].add(f.name);
    for (const spec of rows.map(specOf)) if (recordsSeconds(spec)) this.keepsSeconds.add(keyOf(spec.kind, spec.name));
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
      return quote !== undefined && (site.spotQuotes as readonly string[]).includes(quote);
    }
    return listsDerivatives(site) && this.contracts[kind].has(name);
  }

  /** Takes over an accepted socket; `release` runs once when it closes. */
  add(ws: WebSocket, endpoint: Endpoint, site: SiteConfig, release: () => void): void {
    const kind: MarketKind = endpoint === 'spot' ? 'spot' : futuresKindOf(site);
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
    // seconds candles exist only for the instruments that keep them (pair_info's has_seconds): say so rather than stay silent
    if (isSecondsInterval(request.interval) && !this.keepsSeconds.has(keyOf(conn.kind, request.name)))
      return this.fail(conn, {
        ...base,
        code: WsError.badArgument,
        message: `No ${request.interval} candles for ${request.name}: it keeps no seconds candles`,
      });
    if (conn.candles.has(key)) return this.ack(conn, request);
    if (this.topicCount(conn) + 1 > this.options.maxSubscriptions) {
      return this.fail(conn, {
        ...base,
        code: WsError.tooManySubscriptions,
        message: `Too many subscriptions (at most ${this.options.maxSubscriptions} per connection)`,
      });
    }
    conn.candles.add(key);
    const topic = this.ensureTopic(key, conn.kind, request.name, request.interval);
    try {
      await topic.ready;
    } catch (error: unknown) {
      if (conn.candles.delete(key)) this.dropTopic(key);
      throw error;
    }
    this.ack(conn, request);
    // The period's figures so far, unless the socket unsubscribed (or closed) meanwhile.
    const row = conn.candles.has(key) ? this.figures(topic) : null;
    if (row) this.send(conn, this.candleMessage(topic, row, false, this.options.clock()));
  }

  private ensureTopic(key: string, kind: MarketKind, name: string, interval: CandleInterval): CandleTopic {
    const existing = this.topics.get(key);
    if (existing) {
      existing.subscribers += 1;
      return existing;
    }
    const nowSec = Math.floor(this.options.clock() / 1000);
    const topic: CandleTopic = {
      key,
      kind,
      name,
      interval,
      channel: kind === 'spot' ? 'spot.candlesticks' : 'futures.candlesticks',
      subscribers: 1,
      bucket: bucketStart(nowSec, interval),
      ready: Promise.resolve(),
      loaded: true,
      closed: null,
      live: null,
      finals: [],
    };
    this.topics.set(key, topic);
    const instrument = keyOf(kind, name);
    const set = this.topicsOf.get(instrument) ?? new Set<CandleTopic>();
    set.add(topic);
    this.topicsOf.set(instrument, set);
    if (isSecondsInterval(interval)) {
      topic.bucket = this.seconds.newest(kind, name, interval) ?? topic.bucket;
    } else {
      topic.loaded = false;
      topic.ready = this.loadTopic(topic);
    }
    return topic;
  }

  /**
   * A minute-resolution topic's first figures, as the HTTP call builds them (loadCandles): the
   * stored minutes of its period before the instrument's oldest recent minute, then the recent
   * minutes. Until then its ticks are not applied: the recent minutes hold them.
   */
  private async loadTopic(topic: CandleTopic): Promise<void> {
    if (isSecondsInterval(topic.interval)) return;
    const instrument = keyOf(topic.kind, topic.name);
    const before = this.minutes.get(instrument)[0]?.t ?? Number.POSITIVE_INFINITY;
    const range: BucketRange = { first: topic.bucket, last: topic.bucket };
    const [stored] = await queryCandles(this.db, topic.kind, topic.name, topic.interval, range, before);
    topic.closed = stored ?? null;
    for (const minute of this.minutes.get(instrument)) if (minute.t >= before) this.applyMinute(topic, minute, false);
    topic.loaded = true;
  }

  private dropTopic(key: string): void {
    const topic = this.topics.get(key);
    if (!topic) return;
    topic.subscribers -= 1;
    if (topic.subscribers > 0) return;
    this.topics.delete(key);
    this.topicsOf.get(keyOf(topic.kind, topic.name))?.delete(topic);
    this.closedTopics.delete(topic);
  }

  /** Ticks from NOTIFY: remembered and queued for the next flush (a later tick of the same market replaces an earlier). */
  onTicks(ticks: readonly Tick[]): void {
    for (const tick of ticks) {
      const key = keyOf(tick.kind, tick.name);
      this.latest.set(key, tick);
      this.pending.set(key, tick);
      this.minutes.record(key, tick);
      this.seconds.record(tick);
      const topics = this.topicsOf.get(key);
      if (topics) for (const topic of topics) this.applyToTopic(topic, tick);
    }
  }

  recentMinutes(kind: MarketKind, name: string): readonly CandleRow[] {
    return this.minutes.get(keyOf(kind, name));
  }

  secondsCandles(kind: MarketKind, name: string, interval: SecondsInterval, range: BucketRange): CandleRow[] {
    return this.seconds.candles(kind, name, interval, range);
  }

  /** Instruments with seconds rings on this instance, and their bytes (the bench prints it). */
  get secondsMemory(): { instruments: number; bytes: number } {
    return this.seconds.allocated;
  }

  private applyToTopic(topic: CandleTopic, tick: Tick): void {
    if (!topic.loaded) return;
    if (!isSecondsInterval(topic.interval)) {
      const minute = minuteOfTick(tick);
      if (minute) this.applyMinute(topic, minute, true);
      return;
    }
    const bucket = bucketStart(Math.floor(tick.t / 1000), topic.interval);
    if (bucket < topic.bucket) return;
    if (bucket > topic.bucket) {
      this.closeWindow(topic);
      topic.bucket = bucket;
    }
    if (this.figures(topic)) this.dirtyTopics.add(topic.key);
  }

  /** A minute's figures so far into a minute-resolution topic; a later period closes the shown one (`live`: tell the subscribers). */
  private applyMinute(topic: CandleTopic, minute: CandleRow, live: boolean): void {
    const bucket = bucketStart(minute.t, topic.interval);
    if (bucket < topic.bucket) return;
    if (bucket > topic.bucket) {
      if (live) this.closeWindow(topic);
      topic.bucket = bucket;
      topic.closed = null;
      topic.live = null;
    }
    if (topic.live && topic.live.t > minute.t) return;
    if (topic.live && topic.live.t < minute.t) topic.closed = topic.closed ? mergeCandles(topic.closed, topic.live) : topic.live;
    topic.live = minute;
    if (live) this.dirtyTopics.add(topic.key);
  }

  /** Queues the shown period's last message (`w: true`) for the next flush. */
  private closeWindow(topic: CandleTopic): void {
    const row = this.figures(topic);
    if (!row) return;
    topic.finals.push(this.candleMessage(topic, row, true, this.options.clock()));
    if (topic.finals.length > MAX_FINALS) topic.finals.shift();
    this.closedTopics.add(topic);
  }

  /** The shown period's figures so far (null: no trade in it yet). */
  private figures(topic: CandleTopic): CandleRow | null {
    if (isSecondsInterval(topic.interval)) return this.seconds.bar(topic.kind, topic.name, topic.interval, topic.bucket);
    const row = topic.closed && topic.live ? mergeCandles(topic.closed, topic.live) : (topic.live ?? topic.closed);
    return row && { ...row, t: topic.bucket };
  }

  private tickerMessage(endpoint: Endpoint, tick: Tick, now: number): string {
    return JSON.stringify(envelope(now, `${endpoint}.tickers`, 'update', tickerResult(endpoint, tick)));
  }

  /** Gate's candle update: every value text, `n` = interval_name, `w: true` on a period's last message. */
  private candleMessage(topic: CandleTopic, row: CandleRow, final: boolean, now: number): string {
    const result = {
      t: String(row.t),
      v: row.v,
      c: row.c,
      h: row.h,
      l: row.l,
      o: row.o,
      n: `${topic.interval}_${topic.name}`,
      a: row.a,
      ...(final ? { w: true } : {}),
    };
    return JSON.stringify(envelope(now, topic.channel, 'update', result));
  }

  /** Sends what changed since the last flush to every connection that wants it. */
  flush(): void {
    if (this.pending.size === 0 && this.dirtyTopics.size === 0 && this.closedTopics.size === 0) return;
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
        const topic = this.topics.get(key);
        if (!topic) continue;
        for (const final of topic.finals) this.send(conn, final);
        if (!this.dirtyTopics.has(key)) continue;
        let text = single.get(`candle:${key}`);
        if (text === undefined) {
          const row = this.figures(topic);
          text = row ? this.candleMessage(topic, row, false, now) : '';
          single.set(`candle:${key}`, text);
        }
        if (text) this.send(conn, text);
      }
    }
    this.pending.clear();
    this.dirtyTopics.clear();
    for (const topic of this.closedTopics) topic.finals = [];
    this.closedTopics.clear();
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
