import type WebSocket from 'ws';
import type { ChatMessage } from '@exchange/contract/chat';
import type { Notice, UnreadCounts } from '@exchange/contract/herald';
import type { SiteConfig } from '@exchange/sites/types';
import type { Db } from '../../db/client';
import type { MarketKind, Tick } from '../../domain/prices';
import type { BucketRange, CandleRow, LiveCandles, SecondsInterval } from '../candles';
import type { Endpoint } from '../protocol';
import { CandleChannel } from './candles';
import { MarketCatalog } from './catalog';
import { ChatChannel } from './chat';
import { Connections, type ConnectionOptions } from './connections';
import { NoticeChannel } from './notices';
import { TickerChannel } from './tickers';

export interface HubOptions extends ConnectionOptions {
  /** how often the leader stores closed minutes (SIMULATOR_PERSIST_MS): how many recent minutes the hub keeps */
  persistMs?: number;
}

/**
 * One instance's WebSocket fan-out: the connection layer (connections.ts) and the channels it
 * serves, listed here in the order a flush sends their updates to each connection: tickers,
 * candles (both coalesced per flush), notices and chat (pushed at once). The ticks every instance
 * receives through LISTEN go to the tickers and the candles; the notices and chat messages to
 * their channels.
 */
export class MarketHub implements LiveCandles {
  private readonly catalog: MarketCatalog;
  private readonly connections: Connections<{ tickers: TickerChannel; candles: CandleChannel; notices: NoticeChannel; chat: ChatChannel }>;

  constructor(db: Db, options: HubOptions) {
    const catalog = new MarketCatalog(db);
    this.catalog = catalog;
    this.connections = new Connections(options, (context) => ({
      tickers: new TickerChannel(context, catalog),
      candles: new CandleChannel(context, db, catalog, options.persistMs ?? 5000),
      notices: new NoticeChannel(context, db),
      chat: new ChatChannel(context),
    }));
  }

  /** Loads the market list (which names exist, each spot pair's quote, which keep seconds) and starts the timers. */
  async start(): Promise<void> {
    await this.catalog.load();
    this.connections.start();
  }

  get connectionCount(): number {
    return this.connections.count;
  }

  /** messages sent, for the bench */
  get sent(): number {
    return this.connections.sent;
  }

  /** Takes over an accepted socket; `release` runs once when it closes. */
  add(ws: WebSocket, endpoint: Endpoint, site: SiteConfig, release: () => void): void {
    this.connections.add(ws, endpoint, site, release);
  }

  /** Ticks from NOTIFY: remembered and queued for the next flush (a later tick of the same market replaces an earlier). */
  onTicks(ticks: readonly Tick[]): void {
    this.connections.channels.tickers.onTicks(ticks);
    this.connections.channels.candles.live.onTicks(ticks);
  }

  /** Sends what changed since the last flush to every connection that wants it. */
  flush(): void {
    this.connections.flush();
  }

  /** Whether any connection of this instance receives `userId`'s notices. */
  hasUser(userId: number): boolean {
    return this.connections.channels.notices.hasUser(userId);
  }

  /** Sends a new notice (and the unread counts after it) to every connection of its user. */
  pushNotice(userId: number, result: { notice: Notice; unread: UnreadCounts }): void {
    this.connections.channels.notices.push(userId, result);
  }

  /** Sends a new chat message to every connection of this instance following its room (serialised once). */
  pushChat(room: string, message: ChatMessage): void {
    this.connections.channels.chat.push(room, message);
  }

  recentMinutes(kind: MarketKind, name: string): readonly CandleRow[] {
    return this.connections.channels.candles.live.recentMinutes(kind, name);
  }

  secondsCandles(kind: MarketKind, name: string, interval: SecondsInterval, range: BucketRange): CandleRow[] {
    return this.connections.channels.candles.live.secondsCandles(kind, name, interval, range);
  }

  /** Instruments with seconds rings on this instance, and their bytes (the bench prints it). */
  get secondsMemory(): { instruments: number; bytes: number } {
    return this.connections.channels.candles.live.secondsMemory;
  }

  /** Closes every socket (1001 going away) and stops the timers. */
  close(): void {
    this.connections.close();
  }
}
