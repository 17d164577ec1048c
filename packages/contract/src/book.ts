import { z } from 'zod/mini';
import { defineCall, intField, ok, unlessMissing } from './define';

/**
 * The matching engine's public and private reads (docs/MATCHING.md): a pair's order book, its
 * recent trades, the logged-in user's own fills and fee rates. The book's live updates and the
 * trades' stream are in streams.ts (`spotOrderBook`, `spotTrades`, `spotUserTrades`); a client
 * reads the snapshot here, then applies the stream's updates whose ids follow the snapshot's `id`.
 *
 * Prices and amounts are decimal text; times unix milliseconds.
 */

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const pairName = z.string().check(z.regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/));
const pairField = z.string().check(z.regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/, { error: unlessMissing('pair must look like BTC_USDT') }));

/** A price level: `[price, amount]` (the amount resting at that price, in the base currency). */
export const bookLevelSchema = z.tuple([decimal, decimal]);
export type BookLevel = z.output<typeof bookLevelSchema>;

/** Levels a snapshot answers per side by default, and at most. */
export const BOOK_DEPTH_DEFAULT = 50;
export const BOOK_DEPTH_MAX = 100;

/**
 * A book snapshot (Gate's `/spot/order_book?with_id=true`): `id` is the book's update id the
 * snapshot is at: stream updates with `u` ≤ `id` are already in it; the first update to apply has
 * `U` ≤ `id` + 1 ≤ `u`, and each later one `U` = the previous `u` + 1 (otherwise read a new
 * snapshot). Asks lowest first, bids highest first.
 */
export const bookSnapshotSchema = z.object({
  id: z.number().check(z.int(), z.gte(0)),
  current: z.number().check(z.int(), z.gte(0)),
  update: z.number().check(z.int(), z.gte(0)),
  asks: z.array(bookLevelSchema),
  bids: z.array(bookLevelSchema),
});
export type BookSnapshot = z.output<typeof bookSnapshotSchema>;

/**
 * One pair's order book (public): `limit` levels a side (1–100, default 50). 404 for a pair the
 * site does not list. Fallback: null (the book shows as unavailable, not as empty).
 */
export const spotOrderBookSnapshot = defineCall({
  method: 'GET',
  path: '/apiw/v2/spot/order_book',
  request: z.strictObject({ pair: pairField, limit: z.optional(intField('limit', 1, BOOK_DEPTH_MAX)) }),
  answer: ok(z.nullable(bookSnapshotSchema)),
  fallback: { code: 0, message: '', data: null },
});

/** A public trade (Gate's `spot.trades`): `side` is the taker's; `id` rises with time per pair. */
export const marketTradeSchema = z.object({
  id: z.number().check(z.int(), z.gte(1)),
  create_time: z.number().check(z.int()),
  create_time_ms: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
  side: z.enum(['buy', 'sell']),
  currency_pair: pairName,
  amount: decimal,
  price: decimal,
});
export type MarketTrade = z.output<typeof marketTradeSchema>;

/** Trades a recent-trades read answers by default, and at most. */
export const TRADES_DEFAULT = 50;
export const TRADES_MAX = 100;

/** A pair's latest trades, newest first (public). 404 for a pair the site does not list. Fallback: none. */
export const spotMarketTrades = defineCall({
  method: 'GET',
  path: '/apiw/v2/spot/trades',
  request: z.strictObject({ pair: pairField, limit: z.optional(intField('limit', 1, TRADES_MAX)) }),
  answer: ok(z.array(marketTradeSchema)),
  fallback: { code: 0, message: '', data: [] },
});

/**
 * One fill of the user's own (Gate's `spot.usertrades`): `role` maker or taker, `fee` in
 * `fee_currency` (what the order received), `order_id` the user's order.
 */
export const userTradeSchema = z.object({
  id: z.number().check(z.int(), z.gte(1)),
  order_id: z.string().check(z.regex(/^\d+$/)),
  currency_pair: pairName,
  side: z.enum(['buy', 'sell']),
  role: z.enum(['maker', 'taker']),
  amount: decimal,
  price: decimal,
  fee: decimal,
  fee_currency: z.string(),
  create_time_ms: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
});
export type UserTrade = z.output<typeof userTradeSchema>;

/** The logged-in user's latest fills, newest first (`pair` optional). 401 for guests. Fallback: none. */
export const spotMyTrades = defineCall({
  method: 'GET',
  path: '/apiw/v2/spot/my_trades',
  request: z.strictObject({ pair: z.optional(pairField), limit: z.optional(intField('limit', 1, TRADES_MAX)) }),
  answer: ok(z.array(userTradeSchema)),
  fallback: { code: 0, message: '', data: [] },
});

/** Fee rates as fractions (`0.002` = 0.2 %), by the user's VIP level; a guest is answered level 0. */
export const feeRatesSchema = z.object({ vip_level: z.number().check(z.int(), z.gte(0)), maker_fee: decimal, taker_fee: decimal });
export type FeeRates = z.output<typeof feeRatesSchema>;

/** The caller's spot fee rates (public: a guest gets level 0's). Fallback: null (the ticket shows no fee estimate). */
export const spotFeeRates = defineCall({
  method: 'GET',
  path: '/apiw/v2/spot/fee',
  request: z.strictObject({}),
  answer: ok(z.nullable(feeRatesSchema)),
  fallback: { code: 0, message: '', data: null },
});
