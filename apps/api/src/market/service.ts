import type { Server } from 'node:http';
import type { SiteKey } from '@exchange/sites/types';
import type { DbHandle } from '../db/client';
import { CHAT_PG_CHANNEL, parseChatNotice } from '../domain/chat';
import { LivePrices } from '../domain/livePrices';
import { NOTICE_PG_CHANNEL, noticePush, parseNoticeRef } from '../domain/notices';
import { BOOK_CHANNEL, USER_CHANNEL, decodeBookEvent, decodeUserEvent } from '../domain/trading/events';
import { DEPOSIT_PG_CHANNEL, parseDepositEvent } from '../domain/wallet/deposits';
import { WITHDRAWAL_PG_CHANNEL, parseWithdrawalEvent } from '../domain/wallet/withdrawals';
import { KYC_PG_CHANNEL, parseKycEvent } from '../domain/kyc/applications';
import type { Mailer } from '../mail/mailer';
import { DEFAULT_TRUSTED_PROXIES } from '../http/requestInfo';
import { SimulatorEngine } from './engine';
import { DEFAULT_HOUSE_OPTIONS } from './house';
import { MarketHub } from './hub/marketHub';
import { BookWatch } from './hub/watchedBooks';
import { MARKET_LISTS_CHANNEL } from './persist';
import type { AppOptions } from '../http/env';
import type { ListVersion } from '../http/refreshing-answer';
import { attachSockets } from './sockets';
import { TICK_CHANNEL, decodeTicks } from './tickCodec';
import { DEFAULT_WITHDRAWAL_TIMINGS, MAX_WITHDRAWAL_DELAY_MS, WITHDRAWAL_TIMING_ENV, type WithdrawalTimings } from './withdrawals';

export interface MarketOptions {
  /** run the simulator (leader election); off: this instance only fans out others' ticks */
  simulator: boolean;
  seed: string;
  tickMs: number;
  persistMs: number;
  candleRetentionDays: number;
  backfillDays: number;
  electionMs: number;
  flushMs: number;
  heartbeatMs: number;
  maxSubscriptions: number;
  maxConnectionsPerIp: number;
  maxMessageBytes: number;
  maxMessagesPerSecond: number;
  maxBufferedBytes: number;
  /** false: no simulator timers (tests drive `engine.advance`) */
  timers: boolean;
  clock: () => number;
  trustedProxies: readonly string[];
  siteHosts: Partial<Record<SiteKey, string[]>>;
  logError: (error: unknown) => void;
  /** the house's market maker and flow on the leader (MARKET_MAKER, on by default in main.ts; off in tests unless asked) */
  house: boolean;
  /** the most active pairs the house quotes whether anyone watches them or not (MARKET_MAKER_PAIRS) */
  houseAlwaysPairs: number;
  /** account mail for the leader's KYC reviewer (main.ts passes the app's mailer); null: none is sent */
  mailer: Mailer | null;
  /** how long a withdrawal stays pending, then processing (WITHDRAWAL_PENDING_MS, WITHDRAWAL_PROCESSING_MS) */
  withdrawalTimings: WithdrawalTimings;
}

export const DEFAULT_MARKET_OPTIONS: MarketOptions = {
  simulator: true,
  seed: 'exchange',
  tickMs: 1000,
  persistMs: 5000,
  candleRetentionDays: 3,
  backfillDays: 3,
  electionMs: 5000,
  flushMs: 500,
  heartbeatMs: 30_000,
  maxSubscriptions: 100,
  maxConnectionsPerIp: 20,
  maxMessageBytes: 16 * 1024,
  maxMessagesPerSecond: 20,
  maxBufferedBytes: 1024 * 1024,
  timers: true,
  clock: () => Date.now(),
  trustedProxies: DEFAULT_TRUSTED_PROXIES,
  siteHosts: {},
  logError: (error: unknown) => console.error('[api] market', error),
  house: false,
  houseAlwaysPairs: DEFAULT_HOUSE_OPTIONS.alwaysPairs,
  mailer: null,
  withdrawalTimings: DEFAULT_WITHDRAWAL_TIMINGS,
};

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  return n;
}

/** The market options the environment sets (docs/CONFIGURATION.md). */
export function marketOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<MarketOptions> {
  const sim = env.SIMULATOR?.trim().toLowerCase();
  if (sim && sim !== 'on' && sim !== 'off') throw new Error(`SIMULATOR must be on or off, got ${env.SIMULATOR}`);
  const house = env.MARKET_MAKER?.trim().toLowerCase();
  if (house && house !== 'on' && house !== 'off') throw new Error(`MARKET_MAKER must be on or off, got ${env.MARKET_MAKER}`);
  const d = DEFAULT_MARKET_OPTIONS;
  return {
    simulator: sim !== 'off',
    house: house !== 'off',
    houseAlwaysPairs: intEnv(env, 'MARKET_MAKER_PAIRS', d.houseAlwaysPairs, 0, DEFAULT_HOUSE_OPTIONS.maxPairs),
    seed: env.SIMULATOR_SEED?.trim() || d.seed,
    tickMs: intEnv(env, 'SIMULATOR_TICK_MS', d.tickMs, 100, 60_000),
    persistMs: intEnv(env, 'SIMULATOR_PERSIST_MS', d.persistMs, 1000, 600_000),
    candleRetentionDays: intEnv(env, 'CANDLE_RETENTION_DAYS', d.candleRetentionDays, 1, 365),
    backfillDays: intEnv(env, 'CANDLE_BACKFILL_DAYS', d.backfillDays, 0, 30),
    flushMs: intEnv(env, 'WS_FLUSH_MS', d.flushMs, 50, 10_000),
    maxSubscriptions: intEnv(env, 'WS_MAX_SUBSCRIPTIONS', d.maxSubscriptions, 1, 10_000),
    maxConnectionsPerIp: intEnv(env, 'WS_MAX_CONNECTIONS_PER_IP', d.maxConnectionsPerIp, 1, 100_000),
    withdrawalTimings: {
      ...d.withdrawalTimings,
      pendingMs: intEnv(env, WITHDRAWAL_TIMING_ENV.pendingMs, d.withdrawalTimings.pendingMs, 0, MAX_WITHDRAWAL_DELAY_MS),
      processingMs: intEnv(env, WITHDRAWAL_TIMING_ENV.processingMs, d.withdrawalTimings.processingMs, 0, MAX_WITHDRAWAL_DELAY_MS),
    },
  };
}

export interface MarketService {
  readonly hub: MarketHub;
  /** the latest tick of every spot pair, for the HTTP calls that need current prices (AppOptions.livePrices) */
  readonly prices: LivePrices;
  readonly engine: SimulatorEngine | null;
  /** counts the leader's persist announcements: the spots and futures lists rebuild on a new one (AppOptions.marketListVersion) */
  readonly listVersion: ListVersion;
  /**
   * What the HTTP app reads from this market (createApp's options): the live prices, the hub's
   * candles and the persist announcements. One place, so every server built over a market (main.ts,
   * the tests' live servers) is wired the same.
   */
  readonly appOptions: Required<Pick<AppOptions, 'livePrices' | 'liveCandles' | 'marketListVersion'>>;
  /** answers WebSocket upgrades on this HTTP server */
  attach(server: Server): void;
  /** stops the simulator (a last persist), closes every socket, stops listening */
  stop(): Promise<void>;
}

/**
 * The market side of one API instance: LISTENs for tick batches (whoever leads publishes them),
 * fans them out to its sockets, and, with `simulator`, takes part in the leader election.
 */
export async function startMarket(handle: DbHandle, partial: Partial<MarketOptions> = {}): Promise<MarketService> {
  const options: MarketOptions = { ...DEFAULT_MARKET_OPTIONS, ...partial };
  const hub = new MarketHub(handle.db, options);
  await hub.start();
  const prices = new LivePrices();
  const unlisten = await handle.listen(TICK_CHANNEL, (payload) => {
    const ticks = decodeTicks(payload);
    hub.onTicks(ticks);
    prices.onTicks(ticks);
  });
  // New notices (any instance created them): pushed to this instance's sockets of their user.
  const unlistenNotices = await handle.listen(NOTICE_PG_CHANNEL, (payload) => {
    const ref = parseNoticeRef(payload);
    if (!ref || !hub.hasUser(ref.userId)) return;
    void noticePush(handle.db, ref.userId, ref.msgId)
      .then((result) => result && hub.pushNotice(ref.userId, result))
      .catch(options.logError);
  });
  // New chat messages (posted on any instance): pushed to this instance's sockets following the room.
  const unlistenChat = await handle.listen(CHAT_PG_CHANNEL, (payload) => {
    const notice = parseChatNotice(payload);
    if (notice) hub.pushChat(notice.room, notice.message);
  });
  // Trading transactions (on any instance): book changes and trades to the followers of their
  // pair, users' order and fill changes to that user's connections. Undecodable payloads are dropped.
  const unlistenBook = await handle.listen(BOOK_CHANNEL, (payload) => {
    const event = decodeBookEvent(payload);
    if (event) hub.onBookEvent(event);
  });
  const unlistenUsers = await handle.listen(USER_CHANNEL, (payload) => {
    const event = decodeUserEvent(payload);
    if (event) hub.onUserEvent(event);
  });
  // Deposit changes (the dev call on any instance, the leader's chain simulator): to the user's sockets here.
  const unlistenDeposits = await handle.listen(DEPOSIT_PG_CHANNEL, (payload) => {
    const event = parseDepositEvent(payload);
    if (event) hub.pushDeposit(event.userId, event.deposit);
  });
  // Withdrawal changes (requested, cancelled on any instance; processed by the leader): to the user's sockets here.
  const unlistenWithdrawals = await handle.listen(WITHDRAWAL_PG_CHANNEL, (payload) => {
    const event = parseWithdrawalEvent(payload);
    if (event) hub.pushWithdrawal(event.userId, event.withdrawal);
  });
  // KYC application changes (applied on any instance; reviewed by the leader): to the user's sockets here.
  const unlistenKyc = await handle.listen(KYC_PG_CHANNEL, (payload) => {
    const event = parseKycEvent(payload);
    if (event) hub.pushKyc(event.userId, event.update);
  });
  // The books this instance's sockets follow, for the leader's market maker to quote.
  const watch = new BookWatch(handle.db, hub, options.clock, options.logError);
  watch.start();
  // The leader persisted prices (NOTIFY after persistPrices): the market lists' rows changed.
  let listVersion = 0;
  const unlistenLists = await handle.listen(MARKET_LISTS_CHANNEL, () => {
    listVersion += 1;
  });
  const engine = options.simulator ? new SimulatorEngine(handle, options) : null;
  await engine?.start();
  const detachers: (() => void)[] = [];
  const version: ListVersion = { current: () => listVersion };
  return {
    hub,
    prices,
    engine,
    listVersion: version,
    appOptions: { livePrices: prices, liveCandles: hub, marketListVersion: version },
    attach(server) {
      detachers.push(
        attachSockets(server, hub, {
          trustedProxies: options.trustedProxies,
          siteHosts: options.siteHosts,
          maxConnectionsPerIp: options.maxConnectionsPerIp,
          maxPayloadBytes: options.maxMessageBytes * 4,
        }),
      );
    },
    async stop() {
      await engine?.stop();
      for (const detach of detachers) detach();
      watch.stop();
      hub.close();
      await unlisten().catch(() => undefined);
      await unlistenNotices().catch(() => undefined);
      await unlistenChat().catch(() => undefined);
      await unlistenBook().catch(() => undefined);
      await unlistenUsers().catch(() => undefined);
      await unlistenDeposits().catch(() => undefined);
      await unlistenWithdrawals().catch(() => undefined);
      await unlistenKyc().catch(() => undefined);
      await unlistenLists().catch(() => undefined);
    },
  };
}
