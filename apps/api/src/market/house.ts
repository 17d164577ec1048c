import { asc, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { spotMarkets } from '../db/schema';
import type { PriceRange } from '../domain/prices';
import type { SpotMarketRow } from '../domain/spot';
import { HOUSE_FLOW_EMAIL, HOUSE_MAKER_EMAIL, fundHouse, houseAccount, requote, wantedPairs, withdrawQuotes } from '../domain/trading/house';
import { ladder } from '../domain/trading/ladder';
import { placeOrder } from '../domain/trading/place';
import { prng } from '../seed/data/markets';
import type { InstrumentState, SimState } from './simulator';

export interface HouseOptions {
  /** the most active pairs quoted whether watched or not */
  alwaysPairs: number;
  /** the most pairs quoted at once (the most active first) */
  maxPairs: number;
  /** levels a side */
  levels: number;
  /** how often the watched pairs are read again */
  wantedCheckMs: number;
  /** a quote older than this is set again even when the price did not move */
  requoteMs: number;
}

export const DEFAULT_HOUSE_OPTIONS: HouseOptions = { alwaysPairs: 6, maxPairs: 40, levels: 8, wantedCheckMs: 5000, requoteMs: 15_000 };

/** The first level's distance from the fair price, and between levels (fractions of it). */
const HALF_SPREAD = 0.0005;
const STEP = 0.0005;

/**
 * The house on the simulator's leader (docs/MATCHING.md): after each step of the walk, on every
 * pair people watch (and the most active few), the flow trades against the book in the direction
 * the walk moved, as often as the walk says the pair trades (so trades print at the book's prices
 * and fill anyone resting there), and the maker sets its ladder again around the walk's new price
 * when the price moved, the flow traded, or the quote grew old. A pair nobody watches any more
 * loses its quotes. One transaction per pair and action, so a user's order never waits behind
 * the whole market.
 */
export class HouseTrading {
  private makerId = 0;
  private flowId = 0;
  private always: string[] = [];
  private wanted: string[] = [];
  private wantedAt = -Infinity;
  private readonly markets = new Map<string, SpotMarketRow>();
  private readonly quoted = new Map<string, { fair: number; at: number }>();
  private instruments = new Map<string, InstrumentState>();

  constructor(
    private readonly db: Db,
    private readonly seed: string,
    private readonly options: HouseOptions,
  ) {}

  async start(state: SimState, nowMs: number): Promise<void> {
    this.makerId = await houseAccount(this.db, HOUSE_MAKER_EMAIL, 'market-maker');
    this.flowId = await houseAccount(this.db, HOUSE_FLOW_EMAIL, 'market-flow');
    this.instruments = new Map(state.instruments.filter((i) => i.spec.kind === 'spot').map((i) => [i.spec.name, i]));
    const open = await this.db
      .select({ pair: spotMarkets.pair })
      .from(spotMarkets)
      .where(lte(spotMarkets.buyStart, Math.floor(nowMs / 1000)))
      .orderBy(asc(spotMarkets.rank))
      .limit(this.options.alwaysPairs);
    this.always = open.map((r) => r.pair);
  }

  /** The pairs to quote now: the always-quoted and the watched, the most active first, at most maxPairs. */
  private async refreshWanted(nowMs: number): Promise<void> {
    if (nowMs - this.wantedAt < this.options.wantedCheckMs) return;
    this.wantedAt = nowMs;
    const watched = await wantedPairs(this.db, new Date(nowMs));
    const next = [...new Set([...this.always, ...watched])].filter((p) => this.instruments.has(p)).slice(0, this.options.maxPairs);
    const missing = next.filter((p) => !this.markets.has(p));
    if (missing.length > 0) {
      for (const row of await this.db.select().from(spotMarkets).where(inArray(spotMarkets.pair, missing))) this.markets.set(row.pair, row);
    }
    const dropped = this.wanted.filter((p) => !next.includes(p));
    this.wanted = next.filter((p) => this.markets.has(p));
    for (const pair of dropped) {
      const market = this.markets.get(pair);
      this.quoted.delete(pair);
      if (market) await withdrawQuotes(this.db, this.makerId, market, new Date(nowMs));
    }
  }

  async afterStep(ranges: readonly PriceRange[], nowMs: number): Promise<void> {
    await this.refreshWanted(nowMs);
    const traded = new Set(ranges.filter((r) => r.kind === 'spot').map((r) => r.name));
    const now = new Date(nowMs);
    for (const pair of this.wanted) {
      const market = this.markets.get(pair);
      const inst = this.instruments.get(pair);
      if (!market || !inst || market.buyStart * 1000 > nowMs) continue;
      const fair = inst.price;
      const last = this.quoted.get(pair);
      let flowed = false;
      if (last && traded.has(pair)) flowed = await this.flow(market, inst, fair >= last.fair ? 'buy' : 'sell', nowMs);
      const moved = !last || Math.abs(fair - last.fair) >= fair * STEP * 0.5;
      if (!moved && !flowed && nowMs - last.at < this.options.requoteMs) continue;
      const target = ladder({
        fair,
        priceDecimals: market.priceDecimals,
        amountDecimals: market.amountDecimals,
        minAmount: market.minAmount,
        minTotal: market.minTotal,
        levels: this.options.levels,
        quote: Math.min(25_000, Math.max(Number(market.minTotal) * 3, inst.tradeQuote * 4)),
        halfSpread: HALF_SPREAD,
        step: STEP,
      });
      await requote(this.db, this.makerId, market, target, now);
      this.quoted.set(pair, { fair, at: nowMs });
    }
  }

  /** One flow order: an IOC limit a little through the book on `side`, about one of the walk's trades in size. */
  private async flow(market: SpotMarketRow, inst: InstrumentState, side: 'buy' | 'sell', nowMs: number): Promise<boolean> {
    const random = prng(`${this.seed}:flow:${market.pair}:${nowMs}`);
    const fair = inst.price;
    const reach = fair * HALF_SPREAD * 3;
    const tick = 10 ** -market.priceDecimals;
    const limit = side === 'buy' ? Math.ceil((fair + reach) / tick) * tick : Math.max(tick, Math.floor((fair - reach) / tick) * tick);
    const scale = 10 ** market.amountDecimals;
    const amount = Math.floor(((inst.tradeQuote * (0.3 + random() * 1.2)) / fair) * scale) / scale;
    if (!(amount > 0) || amount < Number(market.minAmount) || amount * limit < Number(market.minTotal)) return false;
    const order = {
      userId: this.flowId,
      market,
      side,
      type: 'limit' as const,
      price: limit.toFixed(market.priceDecimals),
      amount: amount.toFixed(market.amountDecimals),
      timeInForce: 'ioc' as const,
      maxSlippage: undefined,
      clientId: undefined,
      now: new Date(nowMs),
    };
    let placed = await placeOrder(this.db, order);
    if (!placed.ok && placed.message === 'Insufficient balance') {
      await fundHouse(this.db, this.flowId, [market.currA, market.currB]);
      placed = await placeOrder(this.db, order);
    }
    return placed.ok && placed.order.filled !== '0';
  }
}
