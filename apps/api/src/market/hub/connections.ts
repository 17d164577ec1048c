import WebSocket from 'ws';
import type { SiteConfig } from '@exchange/sites/types';
import { futuresKindOf } from '../../domain/siteMarkets';
import { WsError, envelope, errorEnvelope, parseRequest, type Endpoint, type ProtocolError } from '../protocol';
import type { Channel, ChannelBase, ChannelContext, Connection, FlushRound, Subscription } from './channel';

export interface ConnectionOptions {
  /** how often subscribers get the coalesced updates (ms) */
  flushMs: number;
  /** server ping interval; a socket that did not answer the previous ping is terminated */
  heartbeatMs: number;
  /** topics per connection over every channel (`!all` counts as one) */
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

/** A channel for every kind of subscription the protocol has, under that kind. */
export type Channels = { readonly [K in Subscription['kind']]: Channel<K> };

/** The connection layer's own record of a socket. */
interface Socket extends Connection {
  readonly ws: WebSocket;
  alive: boolean;
  /** the second (unix) and count of the messages received in it */
  second: number;
  received: number;
  readonly release: () => void;
}

/**
 * The hub's connection layer: takes over accepted sockets, answers pings, limits what a connection
 * may send (messages a second, bytes a message, text only) and how many topics it holds over
 * every channel, hands each parsed request to the channel of its kind, sends (counting, and
 * skipping or closing a connection that does not keep up) and pings every connection on a timer.
 * Every `flushMs` it asks the channels for their coalesced updates and sends them, channel by
 * channel, to each connection.
 */
export class Connections<C extends Channels> implements ChannelContext {
  private readonly sockets = new Set<Socket>();
  /** the channels, built over this layer (their ChannelContext) */
  readonly channels: C;
  private flushTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** messages sent, for the bench */
  sent = 0;

  constructor(
    private readonly options: ConnectionOptions,
    channels: (context: ChannelContext) => C,
  ) {
    this.channels = channels(this);
  }

  /** Starts the flush and heartbeat timers. */
  start(): void {
    this.flushTimer = setInterval(() => this.flush(), this.options.flushMs);
    this.flushTimer.unref();
    this.heartbeatTimer = setInterval(() => this.heartbeat(), this.options.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  get count(): number {
    return this.sockets.size;
  }

  /** Takes over an accepted socket; `release` runs once when it closes. */
  add(ws: WebSocket, endpoint: Endpoint, site: SiteConfig, release: () => void): void {
    const kind = endpoint === 'spot' ? 'spot' : futuresKindOf(site);
    const conn: Socket = { ws, endpoint, site, kind, alive: true, second: 0, received: 0, release };
    this.sockets.add(conn);
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

  private remove(conn: Socket): void {
    if (!this.sockets.delete(conn)) return;
    for (const channel of Object.values<ChannelBase>(this.channels)) channel.drop(conn);
    conn.release();
  }

  isOpen(conn: Connection): boolean {
    return this.sockets.has(conn as Socket);
  }

  clock(): number {
    return this.options.clock();
  }

  send(conn: Connection, text: string): void {
    const { ws } = conn as Socket;
    if (ws.readyState !== WebSocket.OPEN) return;
    ws.send(text);
    this.sent += 1;
  }

  fail(conn: Connection, error: ProtocolError): void {
    this.send(conn, JSON.stringify(errorEnvelope(this.options.clock(), error)));
  }

  ack(conn: Connection, request: Subscription): void {
    this.send(conn, JSON.stringify(envelope(this.options.clock(), request.channel, request.event, { status: 'success' }, request.id)));
  }

  overLimit(conn: Connection, request: Subscription, added: number): boolean {
    const held = Object.values<ChannelBase>(this.channels).reduce((sum, channel) => sum + channel.topics(conn), 0);
    if (held + added <= this.options.maxSubscriptions) return false;
    this.fail(conn, {
      id: request.id,
      channel: request.channel,
      event: request.event,
      code: WsError.tooManySubscriptions,
      message: `Too many subscriptions (at most ${this.options.maxSubscriptions} per connection)`,
    });
    return true;
  }

  private async onMessage(conn: Socket, data: WebSocket.RawData, isBinary: boolean): Promise<void> {
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
    if (request.kind === 'ping') {
      return this.send(conn, JSON.stringify(envelope(this.options.clock(), `${conn.endpoint}.pong`, '', null, request.id)));
    }
    return this.dispatch(conn, request);
  }

  private dispatch(conn: Connection, request: Subscription): void | Promise<void> {
    // Channels maps every kind to the channel that takes that kind's requests
    const channel = this.channels[request.kind] as Channel<Subscription['kind']>;
    return channel.handle(conn, request);
  }

  /** Sends what the channels coalesced since the last flush to every connection that keeps up. */
  flush(): void {
    const now = this.options.clock();
    const rounds = Object.values<ChannelBase>(this.channels)
      .map((channel) => channel.flush(now))
      .filter((round): round is FlushRound => round !== null);
    if (rounds.length === 0) return;
    const soft = this.options.maxBufferedBytes;
    for (const conn of this.sockets) {
      if (conn.ws.readyState !== WebSocket.OPEN) continue;
      if (conn.ws.bufferedAmount > soft * 4) {
        conn.ws.terminate();
        continue;
      }
      if (conn.ws.bufferedAmount > soft) continue;
      for (const round of rounds) round.send(conn);
    }
    for (const round of rounds) round.end();
  }

  private heartbeat(): void {
    for (const conn of this.sockets) {
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
    for (const conn of this.sockets) {
      conn.ws.close(1001, 'server shutting down');
      conn.ws.terminate();
      this.remove(conn);
    }
  }
}
