import { z } from 'zod/mini';
import { defineCall, digitsField, intField, ok, unlessMissing } from './define';

/**
 * Spot trading on the trade page `/trade/{BASE_QUOTE}` (spec doc 2 §2 trade routes; the calls
 * are the reference API's own, docs/API.md).
 *
 * Amounts and prices travel as decimal text. An order's `amount` is always in the base currency
 * (market orders included); a buy spends quote, a sell spends base. Funds an open order may still
 * spend are moved from `available` to `locked` when it is placed (a limit buy locks
 * price × amount of quote, a sell locks amount of base) and back when it is cancelled; a fill
 * takes from `locked` and credits the other currency less the fee. No balance is ever negative:
 * the API checks and reserves in one transaction, so concurrent orders that together exceed a
 * balance are refused past the first that fits.
 */

const decimal = z.string().check(z.regex(/^\d+(\.\d+)?$/));
const pairName = z.string().check(z.regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/));
const pairField = z.string().check(z.regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/, { error: unlessMissing('pair must look like BTC_USDT') }));
/** A positive decimal as a form sends it: digits with an optional fraction, at most 40 characters. */
const positiveDecimalField = (name: string) =>
  z.string().check(
    z.maxLength(40, `${name} is too long`),
    z.regex(/^\d+(\.\d+)?$/, `${name} must be a positive decimal number such as 0.5`),
    z.refine((v) => /[1-9]/.test(v), `${name} must be greater than 0`),
  );

/** The fee on every fill, taken from what the order receives. */
export const SPOT_FEE_RATE = '0.002';
/** Open orders a user may have at once (over every pair); counted and checked in one transaction. */
export const MAX_OPEN_ORDERS = 100;
export const ORDER_SIDES = ['buy', 'sell'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
export const ORDER_TYPES = ['limit', 'market'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** gtc: what does not fill at once rests until cancelled; ioc: it is cancelled at once. */
export const TIME_IN_FORCE = ['gtc', 'ioc'] as const;
export type TimeInForce = (typeof TIME_IN_FORCE)[number];
/** The largest slippage bound (percent) a market order may carry. */
export const MAX_SLIPPAGE_PERCENT = 50;
export const ORDER_STATUSES = ['open', 'filled', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A spot pair's trading rules. `price_decimals`/`amount_decimals`: a price or amount with more
 * decimals is refused. `min_amount` (base) and `min_total` (quote, price × amount) are the least an
 * order may be. `tradable`: false before `buy_start`. `has_seconds`: candles of 1s/10s/30s exist.
 * `last`: the simulator's current price; `bid`, `ask`: the book's best (the simulator's quote, one price
 * step either side of `last`, for a side with no resting order).
 */
export const pairInfoSchema = z.object({
  pair: pairName,
  base: z.string(),
  quote: z.string(),
  price_decimals: z.number().check(z.int(), z.gte(0), z.lte(14)),
  amount_decimals: z.number().check(z.int(), z.gte(0), z.lte(14)),
  min_amount: decimal,
  min_total: decimal,
  last: decimal,
  bid: decimal,
  ask: decimal,
  /** 24 h figures from the rolling window */
  change_percentage: z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
  high_24h: decimal,
  low_24h: decimal,
  volume_24h: decimal,
  buy_start: z.number().check(z.int(), z.gte(0)),
  tradable: z.boolean(),
  has_seconds: z.boolean(),
});
export type PairInfo = z.output<typeof pairInfoSchema>;

/**
 * One spot pair of the request's site (public). A pair the site does not list answers 404.
 * Fallback: null (the page then renders from the market list it already has).
 */
export const spotPairInfo = defineCall({
  method: 'GET',
  path: '/apiw/v2/spot/pair_info',
  request: z.strictObject({ pair: pairField }),
  answer: ok(z.nullable(pairInfoSchema)),
  fallback: { code: 0, message: '', data: null },
});

export const spotBalanceSchema = z.object({ currency: z.string(), available: decimal, locked: decimal });
export type SpotBalance = z.output<typeof spotBalanceSchema>;

/**
 * The logged-in user's balances of the given currencies (comma-separated, 1–20 symbols; each is
 * answered, zero when the user holds none), in the order asked. 401 for guests. Fallback: none.
 */
export const spotBalances = defineCall({
  method: 'GET',
  path: '/apiw/v2/spot/balances',
  request: z.strictObject({
    currencies: z
      .string()
      .check(
        z.regex(/^[A-Z0-9]{1,16}(,[A-Z0-9]{1,16}){0,19}$/, { error: unlessMissing('currencies must be 1 to 20 symbols separated by commas, e.g. BTC,USDT') }),
      ),
  }),
  answer: ok(z.array(spotBalanceSchema)),
  fallback: { code: 0, message: '', data: [] },
});

/**
 * An order. `price` is the limit price ('0' for a market order); `filled` the base amount filled;
 * `avg_price` the mean fill price ('0' before any fill); `fee` in the currency received; times in
 * unix milliseconds.
 */
export const spotOrderSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  pair: pairName,
  side: z.enum(ORDER_SIDES),
  type: z.enum(ORDER_TYPES),
  price: decimal,
  amount: decimal,
  filled: decimal,
  avg_price: decimal,
  fee: decimal,
  status: z.enum(ORDER_STATUSES),
  create_time_ms: z.number().check(z.int(), z.gte(0)),
  update_time_ms: z.number().check(z.int(), z.gte(0)),
});
export type SpotOrder = z.output<typeof spotOrderSchema>;

/** How many orders one page of `spotOrders` history holds at most (`limit`), and by default. */
export const ORDER_PAGE_MAX = 100;
export const ORDER_PAGE_DEFAULT = 50;
/** The statuses `spotOrders` filters by: open, history (filled and cancelled), or one of those two. */
export const ORDER_LIST_STATUSES = ['open', 'history', 'filled', 'cancelled'] as const;
export type OrderListStatus = (typeof ORDER_LIST_STATUSES)[number];
/** A time in unix milliseconds as a query sends it (up to 13 digits). */
const msField = (name: string) => digitsField(13, `${name} must be a time in unix milliseconds`);

/**
 * The logged-in user's orders, newest first: `status` open (default), history (filled and
 * cancelled), filled or cancelled; `pair` and `side` optional (every pair, both sides);
 * `from_ms`/`to_ms` bound the creation time (inclusive). History is paged: at most `limit`
 * (default 50, at most 100) orders whose id is below `before` (the last id of the previous page);
 * a page shorter than `limit` is the last. Open orders are answered all at once (at most
 * MAX_OPEN_ORDERS; `limit` and `before` apply to them too when sent). 401 for guests. Fallback: none.
 */
export const spotOrders = defineCall({
  method: 'GET',
  path: '/apiw/v2/spot/orders',
  request: z.strictObject({
    pair: z.optional(pairField),
    status: z.optional(z.enum(ORDER_LIST_STATUSES, { error: unlessMissing('status must be open, history, filled or cancelled') })),
    side: z.optional(z.enum(ORDER_SIDES, { error: unlessMissing('side must be buy or sell') })),
    from_ms: z.optional(msField('from_ms')),
    to_ms: z.optional(msField('to_ms')),
    before: z.optional(intField('before', 1, 2_147_483_647)),
    limit: z.optional(intField('limit', 1, ORDER_PAGE_MAX)),
  }),
  answer: ok(z.array(spotOrderSchema)),
  fallback: { code: 0, message: '', data: [] },
});

/**
 * Places an order (CSRF). Refused with 400 and a message naming the rule: an unknown or not yet
 * open pair, a price or amount with too many decimals, below `min_amount` or `min_total`, a limit
 * order without a price or a market order with one, more than MAX_OPEN_ORDERS open orders, or a
 * balance that does not cover it (`Insufficient balance`). A marketable order (a market order, a
 * limit buy at or above the best ask, a limit sell at or below the best bid) meets the book's resting
 * orders, best price first and at one price the earliest first (docs/MATCHING.md); what is left of a
 * limit order rests (`time_in_force` gtc, the default) or is cancelled (ioc); what is left of a
 * market order is cancelled. A market order with `max_slippage` (percent) is refused when its
 * average price would be further than that from the best price. `text` is the client's own id
 * for the order (Gate's, `t-…`): placing again with a `text` the user already used answers that
 * order and places nothing (a retried or double-clicked submit). Answers the order as it stands
 * after placing, its fills already settled.
 */
export const placeSpotOrder = defineCall({
  method: 'POST',
  path: '/apiw/v2/spot/orders',
  request: z.strictObject({
    pair: pairField,
    side: z.enum(ORDER_SIDES, { error: unlessMissing('side must be buy or sell') }),
    type: z.enum(ORDER_TYPES, { error: unlessMissing('type must be limit or market') }),
    price: z.optional(positiveDecimalField('price')),
    amount: positiveDecimalField('amount'),
    text: z.optional(z.string().check(z.regex(/^t-[A-Za-z0-9_.-]{1,28}$/, 'text must be t- followed by 1 to 28 letters, digits, _ . or -'))),
    time_in_force: z.optional(z.enum(TIME_IN_FORCE, { error: unlessMissing('time_in_force must be gtc or ioc') })),
    max_slippage: z.optional(
      positiveDecimalField('max_slippage').check(z.refine((v) => Number(v) <= MAX_SLIPPAGE_PERCENT, `max_slippage must be at most ${MAX_SLIPPAGE_PERCENT}`)),
    ),
  }),
  answer: ok(spotOrderSchema),
  fallback: {
    code: 0,
    message: '',
    data: {
      id: '0',
      pair: 'BTC_USDT',
      side: 'buy',
      type: 'limit',
      price: '0',
      amount: '0',
      filled: '0',
      avg_price: '0',
      fee: '0',
      status: 'cancelled',
      create_time_ms: 0,
      update_time_ms: 0,
    },
  },
});

/** Cancels one of the user's open orders (CSRF), releasing what it locked; 404 for an order that is not the user's or not open. */
export const cancelSpotOrder = defineCall({
  method: 'POST',
  path: '/apiw/v2/spot/orders/cancel',
  request: z.strictObject({ id: intField('id', 1, 2_147_483_647) }),
  answer: ok(spotOrderSchema),
  fallback: placeSpotOrder.fallback,
});
