import type { DbHandle, HeldLock } from '../db/client';
import { StepSettler } from '../domain/matcher';
import { backfillCandles } from './backfill';
import { ChainSimulator } from './chain';
import { DEFAULT_HOUSE_OPTIONS, HouseTrading } from './house';
import { insertCandles, pruneCandles } from './candles';
import { loadMarketRows, specOf } from './instruments';
import { MARKET_LISTS_CHANNEL, persistPrices } from './persist';
import { createState, step, type Candle, type SimState } from './simulator';
import { SupportDesk } from './supportDesk';
import { TICK_CHANNEL, encodeTicks } from './tickCodec';
import { WithdrawalProcessor, type WithdrawalTimings } from './withdrawals';
import { KycReviewer } from './kycReviewer';
import type { Mailer } from '../mail/mailer';

/** The advisory lock whose holder runs the simulator: one leader per database. */
export const LEADER_LOCK = 'market-simulator-leader';

export interface EngineOptions {
  seed: string;
  tickMs: number;
  /** how often prices go to the market tables and closed candles to candles_1m */
  persistMs: number;
  /** how long 1-minute candles are kept */
  candleRetentionDays: number;
  /** days of 1-minute history a new leader writes for the most active markets that have none (0: none) */
  backfillDays: number;
  /** how often a follower tries to become the leader */
  electionMs: number;
  clock: () => number;
  /** false: no timers; the caller drives `advance` (tests) */
  timers: boolean;
  logError: (error: unknown) => void;
  /** the house (market/house.ts): a market maker and flow trading on the books people watch */
  house: boolean;
  /** the most active pairs the house quotes unwatched (HouseOptions.alwaysPairs) */
  houseAlwaysPairs: number;
  /** account mail (the KYC reviewer's decisions); null: none is sent */
  mailer: Mailer | null;
  /** how long withdrawals stay pending and processing (market/withdrawals.ts) */
  withdrawalTimings: WithdrawalTimings;
}

/**
 * Leader election and the simulator loop. Every instance runs one engine; the one that takes the
 * advisory lock (on a dedicated session) loads the markets, steps the walk every tick, publishes
 * each tick batch (`DbHandle.notify`: NOTIFY on Postgres, chunked under the 8,000-byte limit;
 * straight to this process's listeners on PGlite), which every instance's hub listens to (the
 * leader's own included), and every `persistMs` writes prices and the closed minutes. The
 * others retry the lock every `electionMs`: when the leader's session dies, one of them takes over
 * from the prices it last persisted. After each step the leader triggers the price alerts the
 * step's prices reached (domain/matcher.ts), with `house` lets the house trade and quote the
 * books people watch (market/house.ts), steps the simulated chains (market/chain.ts), moves
 * the withdrawals along (market/withdrawals.ts), reviews the KYC applications due
 * (market/kycReviewer.ts) and lets the support desk acknowledge new tickets
 * (market/supportDesk.ts).
 */
export class SimulatorEngine {
  private lock: HeldLock | null = null;
  private state: SimState | null = null;
  private pendingCandles: Candle[] = [];
  private lastPersist = 0;
  private lastPrune = 0;
  private busy = false;
  private backfill: Promise<void> = Promise.resolve();
  private stopped = false;
  private tickTimer: NodeJS.Timeout | undefined;
  private electionTimer: NodeJS.Timeout | undefined;
  private readonly settler: StepSettler;
  private house: HouseTrading | null = null;
  private readonly chain: ChainSimulator;
  private readonly withdrawals: WithdrawalProcessor;
  private readonly kyc: KycReviewer;
  private readonly supportDesk: SupportDesk;

  constructor(
    private readonly handle: DbHandle,
    private readonly options: EngineOptions,
  ) {
    this.settler = new StepSettler(handle.db, options.logError);
    this.chain = new ChainSimulator(handle.db);
    this.withdrawals = new WithdrawalProcessor(handle.db, options.withdrawalTimings);
    this.kyc = new KycReviewer(handle.db, options.mailer, options.logError);
    this.supportDesk = new SupportDesk(handle.db);
  }

  get isLeader(): boolean {
    return this.state !== null;
  }

  /** Tries to lead now, and (with timers) again every electionMs while following. */
  async start(): Promise<void> {
    await this.elect();
  }

  private scheduleElection(): void {
    if (!this.options.timers || this.stopped) return;
    clearTimeout(this.electionTimer);
    this.electionTimer = setTimeout(() => void this.elect(), this.options.electionMs);
    this.electionTimer.unref();
  }

  private async elect(): Promise<void> {
    if (this.stopped || this.lock) return;
    try {
      const lock = await this.handle.tryLock(LEADER_LOCK);
      if (!lock) return this.scheduleElection();
      if (this.stopped) return void (await lock.release());
      this.lock = lock;
      void lock.lost.then(() => this.demote());
      const specs = (await loadMarketRows(this.handle.db)).map(specOf);
      const now = this.options.clock();
      this.state = createState(specs, this.options.seed, this.options.tickMs, now);
      this.lastPersist = now;
      this.lastPrune = 0;
      if (this.options.house) {
        const house = new HouseTrading(this.handle.db, this.options.seed, { ...DEFAULT_HOUSE_OPTIONS, alwaysPairs: this.options.houseAlwaysPairs });
        await house.start(this.state, now);
        this.house = house;
      }
      // In the background: ticks flow meanwhile (on PGlite the statements take turns).
      const started = performance.now();
      this.backfill = backfillCandles(this.handle.db, specs, this.options.seed, now, this.options.backfillDays)
        .then((written) => {
          // also when nothing was missing: the benches wait for this line (scripts/lib.mjs MARKET_READY)
          console.log(`[api] market: leading, candle history ready (${written} backfilled in ${Math.round(performance.now() - started)} ms)`);
        })
        .catch((error: unknown) => this.options.logError(error));
      if (this.options.timers) {
        this.tickTimer = setInterval(() => void this.advance(this.options.clock()), this.options.tickMs);
        this.tickTimer.unref();
      }
    } catch (error: unknown) {
      this.options.logError(error);
      await this.demote();
    }
  }

  private async demote(): Promise<void> {
    clearInterval(this.tickTimer);
    this.state = null;
    this.house = null;
    const lock = this.lock;
    this.lock = null;
    await lock?.release().catch(() => undefined);
    this.scheduleElection();
  }

  /** One step to `nowMs`: publish the ticks; persist prices and candles when due. No-op when following. */
  async advance(nowMs: number): Promise<number> {
    const state = this.state;
    if (!state || this.busy) return 0;
    this.busy = true;
    try {
      const { ticks, candles, ranges } = step(state, nowMs);
      this.pendingCandles.push(...candles);
      await this.handle.notify(TICK_CHANNEL, encodeTicks(ticks));
      // resting orders and price alerts the step's prices reached (domain/matcher.ts)
      if (ranges.length > 0) await this.settler.settle(ranges, nowMs).catch((error: unknown) => this.options.logError(error));
      // the house trades and quotes the books people watch (market/house.ts)
      await this.house?.afterStep(ranges, nowMs).catch((error: unknown) => this.options.logError(error));
      // the simulated chains' new blocks confirm and credit deposits (market/chain.ts)
      await this.chain.step(nowMs).catch((error: unknown) => this.options.logError(error));
      // the simulated chains process withdrawals (market/withdrawals.ts)
      await this.withdrawals.advance(nowMs).catch((error: unknown) => this.options.logError(error));
      // the KYC applications due are reviewed (market/kycReviewer.ts)
      await this.kyc.advance(nowMs).catch((error: unknown) => this.options.logError(error));
      // the support desk acknowledges new tickets (market/supportDesk.ts)
      await this.supportDesk.advance(nowMs).catch((error: unknown) => this.options.logError(error));
      if (nowMs - this.lastPersist >= this.options.persistMs) await this.persist(nowMs);
      return ticks.length;
    } catch (error: unknown) {
      this.options.logError(error);
      return 0;
    } finally {
      this.busy = false;
    }
  }

  /** Writes prices and the closed candles now (and prunes old candles once an hour). */
  async persist(nowMs: number): Promise<void> {
    const state = this.state;
    if (!state) return;
    this.lastPersist = nowMs;
    const candles = this.pendingCandles;
    this.pendingCandles = [];
    await persistPrices(this.handle.db, state, nowMs);
    // every instance (this one too) rebuilds its market lists on this (routes/market.ts)
    await this.handle.notify(MARKET_LISTS_CHANNEL, [String(nowMs)]);
    await insertCandles(this.handle.db, candles);
    if (nowMs - this.lastPrune >= 3_600_000) {
      this.lastPrune = nowMs;
      await pruneCandles(this.handle.db, Math.floor(nowMs / 1000) - this.options.candleRetentionDays * 86_400);
    }
  }

  /** Stops ticking and elections; a leader persists once more and gives up the lock. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.tickTimer);
    clearTimeout(this.electionTimer);
    await this.backfill;
    const state = this.state;
    if (state) {
      for (let i = 0; i < 50 && this.busy; i += 1) await new Promise((r) => setTimeout(r, 20));
      await this.persist(this.options.clock()).catch((error: unknown) => this.options.logError(error));
    }
    this.state = null;
    const lock = this.lock;
    this.lock = null;
    await lock?.release().catch(() => undefined);
  }
}
