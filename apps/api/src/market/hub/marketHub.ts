import type WebSocket from 'ws';
import type { ChatMessage } from '@exchange/contract/chat';
import { encodeUpdate } from '@exchange/contract/define-stream';
import type { Notice, UnreadCounts } from '@exchange/contract/herald';
import type { KycUpdate } from '@exchange/contract/kyc-apply';
import { spotOrders, spotUserTrades, userKyc, userNotices, walletDeposits, walletWithdrawals } from '@exchange/contract/streams';
import type { Deposit } from '@exchange/contract/wallet';
import type { Withdrawal } from '@exchange/contract/withdraw';
import type { SiteConfig } from '@exchange/sites/types';
import type { Db } from '../../db/client';
import type { MarketKind, Tick } from '../../domain/prices';
import type { BookEvent, OrderUpdate, UserEvent } from '../../domain/trading/events';
import type { BucketRange, CandleRow, LiveCandles, SecondsInterval } from '../candles';
import type { Endpoint } from '../protocol';
import { BookChannel } from './book';
import { BookAssembler } from './bookRuns';
import { CandleChannel } from './candles';
import { MarketCatalog } from './catalog';
import { ChatChannel } from './chat';
import { Connections, type ConnectionOptions } from './connections';
import { TickerChannel } from './tickers';
import { UserChannel } from './userChannel';
import { TradeChannel } from './trades';
import { UserStreamChannel } from './userStreams';

export interface HubOptions extends ConnectionOptions {
  /** how often the leader stores closed minutes (SIMULATOR_PERSIST_MS): how many recent minutes the hub keeps */
  persistMs?: number;
}

type UserTrade = UserEvent['trades'][number];

interface HubChannels {
  tickers: TickerChannel;
  candles: CandleChannel;
  book: BookChannel;
  notices: UserChannel<{ notice: Notice; unread: UnreadCounts }>;
  chat: ChatChannel;
  trades: TradeChannel;
  orders: UserStreamChannel<OrderUpdate>;
  usertrades: UserStreamChannel<UserTrade>;
  deposits: UserChannel<Deposit>;
  withdrawals: UserChannel<Withdrawal>;
  kyc: UserChannel<KycUpdate>;
}

/**
 * One instance's WebSocket fan-out: the connection layer (connections.ts) and the channels it
 * serves, listed here in the order a flush sends their updates to each connection: tickers,
 * candles, the order book (coalesced per flush), notices, chat, trades, the user's orders and
 * fills, and the user's deposits, withdrawals and KYC application (pushed at once). The ticks every instance receives through LISTEN go to the tickers and
 * the candles; the book changes (their parts assembled here) to the book and the trades; the
 * notices, chat messages and users' changes to their channels.
 */
export class MarketHub implements LiveCandles {
  private readonly catalog: MarketCatalog;
  private readonly assembler = new BookAssembler();
  private readonly connections: Connections<HubChannels>;

  constructor(db: Db, options: HubOptions) {
    const catalog = new MarketCatalog(db);
    this.catalog = catalog;
    this.connections = new Connections(options, (context) => ({
      tickers: new TickerChannel(context, catalog),
      candles: new CandleChannel(context, db, catalog, options.persistMs ?? 5000),
      book: new BookChannel(context, catalog, this.assembler),
      notices: new UserChannel(context, db, (now, result: { notice: Notice; unread: UnreadCounts }, seq) => encodeUpdate(userNotices, now, result, seq)),
      chat: new ChatChannel(context),
      trades: new TradeChannel(context, catalog),
      orders: new UserStreamChannel<OrderUpdate>(context, db, catalog, {
        pick: (event) => event.orders,
        encode: (now, items, seq) => encodeUpdate(spotOrders, now, items, seq),
      }),
      usertrades: new UserStreamChannel<UserTrade>(context, db, catalog, {
        pick: (event) => event.trades,
        encode: (now, items, seq) => encodeUpdate(spotUserTrades, now, items, seq),
      }),
      deposits: new UserChannel(context, db, (now, deposit: Deposit, seq) => encodeUpdate(walletDeposits, now, deposit, seq)),
      withdrawals: new UserChannel(context, db, (now, withdrawal: Withdrawal, seq) => encodeUpdate(walletWithdrawals, now, withdrawal, seq)),
      kyc: new UserChannel(context, db, (now, update: KycUpdate, seq) => encodeUpdate(userKyc, now, update, seq)),
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

  /**
   * A part of a trading transaction's book change (BOOK_CHANNEL): its trades go out at once, its
   * levels once the change is whole, at the next flush. A repeat of a change already seen is ignored.
   */
  onBookEvent(event: BookEvent): void {
    if (!this.assembler.isFresh(event)) return;
    const { book, trades } = this.connections.channels;
    trades.push(event.trades);
    const change = this.assembler.add(event);
    if (change) book.onChange(change);
  }

  /** A user's change (USER_CHANNEL): their orders and fills to their own connections only. */
  onUserEvent(event: UserEvent): void {
    this.connections.channels.orders.push(event);
    this.connections.channels.usertrades.push(event);
  }

  /** The pairs whose book some connection of this instance follows (hub/watchedBooks.ts tells the market maker). */
  followedBooks(): string[] {
    return this.connections.channels.book.followedPairs();
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

  /** A user's withdrawal changed (WITHDRAWAL_PG_CHANNEL): to that user's `wallet.withdrawals` connections on this instance. */
  pushWithdrawal(userId: number, withdrawal: Withdrawal): void {
    this.connections.channels.withdrawals.push(userId, withdrawal);
  }

  /** A user's KYC application changed (KYC_PG_CHANNEL): to that user's `user.kyc` connections on this instance. */
  pushKyc(userId: number, update: KycUpdate): void {
    this.connections.channels.kyc.push(userId, update);
  }

  /** A user's deposit changed (DEPOSIT_PG_CHANNEL): to that user's `wallet.deposits` connections on this instance. */
  pushDeposit(userId: number, deposit: Deposit): void {
    this.connections.channels.deposits.push(userId, deposit);
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
