import { and, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import {
  MAX_OPEN_ORDERS,
  ORDER_PAGE_DEFAULT,
  type OrderListStatus,
  type OrderSide,
  type OrderStatus,
  type SpotBalance,
  type SpotOrder,
} from '@exchange/contract/trade';
import type { Db } from '../db/client';
import { balances, candles1m, spotMarkets, spotOrders } from '../db/schema';
import { add, fixed, max, min, normal, sub, unitOf } from '@exchange/decimal/text';
import type { LivePrices } from './livePrices';
import { toSpotOrder } from './trading/orders';

/**
 * Spot pairs' figures and a user's orders and balances (contract: packages/contract/src/trade.ts).
 * Placing and cancelling, the matching engine, are in domain/trading (docs/MATCHING.md).
 */

export type SpotMarketRow = typeof spotMarkets.$inferSelect;

/** The figures of a pair now: the latest tick this instance heard, else the stored row. */
export interface PairQuote extends PairPrice {
  open24h: string;
  high24h: string;
  low24h: string;
  /** 24 h volume in the quote currency */
  volume24h: string;
}

/** A spot pair listed under one of `quotes` (the request site's), or undefined. */
export async function findPair(db: Db, pair: string, quotes: readonly string[]): Promise<SpotMarketRow | undefined> {
  const [row] = await db
    .select()
    .from(spotMarkets)
    .where(and(eq(spotMarkets.pair, pair), inArray(spotMarkets.currB, [...quotes])))
    .limit(1);
  return row;
}

/** The pair's price now, with the simulator's one-step spread. */
export interface PairPrice {
  last: string;
  bid: string;
  ask: string;
}

/**
 * The pair's price now: the latest tick this instance heard, else the stored rate on the pair's
 * price decimals (the leader persists it every few seconds) with bid and ask one price step either
 * side, as the simulator quotes them.
 */
export function pairPrice(live: LivePrices | undefined, row: SpotMarketRow): PairPrice {
  const tick = live?.spotTick(row.pair);
  if (tick) return { last: tick.last, bid: tick.bid, ask: tick.ask };
  const d = row.priceDecimals;
  const unit = unitOf(d);
  const last = max(fixed(row.rate, d), fixed(unit, d));
  return { last, bid: fixed(max(sub(last, unit), unit), d), ask: fixed(add(last, unit), d) };
}

/**
 * The pair's figures now (pair info): the price (pairPrice) and the rolling 24 h figures, from the
 * latest tick when there is one; otherwise from the stored row, the 24 h high and low from the
 * stored 1-minute candles of the last 24 h and the last price.
 */
export async function pairQuote(db: Db, live: LivePrices | undefined, row: SpotMarketRow, nowMs: number): Promise<PairQuote> {
  const tick = live?.spotTick(row.pair);
  if (tick) {
    return { last: tick.last, bid: tick.bid, ask: tick.ask, open24h: tick.open24h, high24h: tick.high24h, low24h: tick.low24h, volume24h: tick.quoteVolume };
  }
  const price = pairPrice(undefined, row);
  const d = row.priceDecimals;
  const [range] = await db
    .select({ high: sql<string | null>`max(${candles1m.h})`, low: sql<string | null>`min(${candles1m.l})` })
    .from(candles1m)
    .where(and(eq(candles1m.market, 'spot'), eq(candles1m.name, row.pair), sql`${candles1m.t} >= ${Math.floor(nowMs / 1000) - 86_400}`));
  const open24h = fixed(row.open24h, d);
  const high = range?.high ? max(normal(range.high), price.last) : max(price.last, open24h);
  const low = range?.low ? min(normal(range.low), price.last) : min(price.last, open24h);
  return { ...price, open24h, high24h: fixed(high, d), low24h: fixed(low, d), volume24h: normal(row.volume) };
}

/** What `listOrders` filters by (contract `spotOrders`). */
export interface OrderFilter {
  status: OrderListStatus;
  pair?: string | undefined;
  side?: OrderSide | undefined;
  fromMs?: number | undefined;
  toMs?: number | undefined;
  /** only orders with an id below this one (the previous page's last) */
  before?: number | undefined;
  limit?: number | undefined;
}

const STATUSES_OF: Record<OrderListStatus, readonly OrderStatus[]> = {
  open: ['open'],
  history: ['filled', 'cancelled'],
  filled: ['filled'],
  cancelled: ['cancelled'],
};

/**
 * The user's orders, newest first, filtered: the open ones (all of them unless `limit` says
 * otherwise), or a page of history (ORDER_PAGE_DEFAULT unless `limit` says otherwise) below
 * `before`. Always the user's own: the user id is the first condition.
 */
export async function listOrders(db: Db, userId: number, filter: OrderFilter): Promise<SpotOrder[]> {
  const conditions = [eq(spotOrders.userId, userId), inArray(spotOrders.status, [...STATUSES_OF[filter.status]])];
  if (filter.pair) conditions.push(eq(spotOrders.pair, filter.pair));
  if (filter.side) conditions.push(eq(spotOrders.side, filter.side));
  if (filter.fromMs !== undefined) conditions.push(gte(spotOrders.createdAt, new Date(filter.fromMs)));
  if (filter.toMs !== undefined) conditions.push(lte(spotOrders.createdAt, new Date(filter.toMs)));
  if (filter.before !== undefined) conditions.push(lt(spotOrders.id, filter.before));
  const rows = await db
    .select()
    .from(spotOrders)
    .where(and(...conditions))
    .orderBy(desc(spotOrders.id))
    .limit(filter.limit ?? (filter.status === 'open' ? MAX_OPEN_ORDERS * 2 : ORDER_PAGE_DEFAULT));
  return rows.map(toSpotOrder);
}

/** The user's balances of these currencies, in the order asked; zero for one the user holds none of. */
export async function readBalances(db: Db, userId: number, currencies: readonly string[]): Promise<SpotBalance[]> {
  const rows = await db
    .select({ asset: balances.asset, available: balances.available, locked: balances.locked })
    .from(balances)
    .where(and(eq(balances.userId, userId), inArray(balances.asset, [...currencies])));
  const byAsset = new Map(rows.map((r) => [r.asset, r]));
  return currencies.map((currency) => {
    const row = byAsset.get(currency);
    return { currency, available: row ? normal(row.available) : '0', locked: row ? normal(row.locked) : '0' };
  });
}
