import type { SiteConfig } from '@exchange/sites/types';
import type { MarketKind } from '../../domain/prices';
import type { Endpoint, ProtocolError, Request } from '../protocol';

/**
 * The interface between the hub's connection layer (connections.ts) and its channels (tickers,
 * candles, notices, chat): the connection layer accepts sockets, limits and parses their messages,
 * counts their subscriptions and sends; a channel owns one kind of request, its per-connection
 * state and its updates. A new channel implements Channel and is listed in the hub
 * (marketHub.ts); the connection layer does not change.
 */

/** A connection as channels see it (the connection layer keeps the socket). */
export interface Connection {
  readonly endpoint: Endpoint;
  readonly site: SiteConfig;
  /** the instruments this connection may see: spot, futures (live) or testnet */
  readonly kind: MarketKind;
}

/** The request of one kind (protocol.ts). */
export type RequestOf<K extends Request['kind']> = Extract<Request, { kind: K }>;

/** A subscribe or unsubscribe request of any channel. */
export type Subscription = Exclude<Request, { kind: 'ping' }>;

/** What the connection layer does for every channel. */
export interface ChannelContext {
  /** sends a text frame to an open connection */
  send(conn: Connection, text: string): void;
  /** answers a request with an error envelope */
  fail(conn: Connection, error: ProtocolError): void;
  /** acknowledges a request (`result: {status: 'success'}`) */
  ack(conn: Connection, request: Subscription): void;
  /** true, after answering error 13, when `added` more topics would take the connection past its subscription limit */
  overLimit(conn: Connection, request: Subscription, added: number): boolean;
  /** whether the connection is still open (a request that awaited may find it closed) */
  isOpen(conn: Connection): boolean;
  clock(): number;
}

/** One flush of a channel's coalesced updates: `send` for each open connection that keeps up, then `end`. */
export interface FlushRound {
  send(conn: Connection): void;
  end(): void;
}

/** What the connection layer asks of every channel, whatever its requests. */
export interface ChannelBase {
  /** topics the connection holds here; they count toward its subscription limit */
  topics(conn: Connection): number;
  /** the connection closed */
  drop(conn: Connection): void;
  /** the updates pending for this flush, or null when there are none (channels that push at once have none) */
  flush(now: number): FlushRound | null;
}

/** A channel: the requests of kind `K`, the topics they hold, and the updates they receive. */
export interface Channel<K extends Subscription['kind']> extends ChannelBase {
  handle(conn: Connection, request: RequestOf<K>): void | Promise<void>;
}
