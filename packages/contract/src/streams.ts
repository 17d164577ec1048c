import { z } from 'zod/mini';
import { bookLevelSchema, marketTradeSchema, userTradeSchema } from './book';
import { chatMessageSchema, chatRoom, CHAT_CHANNEL } from './chat';
import { defineStream, type AnyStream, type StreamEndpoint } from './define-stream';
import { NOTICE_CHANNEL, noticeSchema, unreadSchema } from './herald';
import { kycUpdateSchema } from './kyc-apply';
import { CANDLE_INTERVALS } from './market';
import { depositSchema } from './wallet';
import { withdrawalSchema } from './withdraw';

/**
 * Every WebSocket message, declared once (define-stream.ts): the channels the API's hub publishes
 * (tickers, candles, the user's notices, chat, and the matching engine's order book, trades and
 * the user's orders and fills, in Gate v4's shapes). Numbers travel as strings, as Gate sends them
 * (money is decimal text: packages/decimal).
 *
 * Requests: `{time, id?, channel, event: 'subscribe' | 'unsubscribe', payload}`; the hub acknowledges
 * with `result: {status: 'success'}` (echoing `id`) or answers `error: {code, message}`.
 */

/** A market's name: `BTC_USDT` (a spot pair or a futures contract). */
export const MARKET_NAME = /^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/;
/** Every ticker of the connection's site, as one topic (our extension, for pages listing more than 60 markets). */
export const ALL_MARKETS = '!all';
/** A notices ticket: single use, from `noticeTicket`. */
export const TICKET = /^[A-Za-z0-9_-]{1,128}$/;

const marketName = z.string().check(z.regex(MARKET_NAME));
/** A decimal as text (a price, an amount, a signed change). */
const decimalText = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const tickerNames = z.array(z.union([marketName, z.literal(ALL_MARKETS)])).check(z.minLength(1), z.maxLength(200));

/** `spot.tickers`' ticker: Gate's fields (every value text) and our `change_utc0` / `change_utc8`. */
export const spotTickerSchema = z.object({
  currency_pair: marketName,
  last: decimalText,
  lowest_ask: z.string(),
  highest_bid: z.string(),
  change_percentage: decimalText,
  change_utc0: decimalText,
  change_utc8: decimalText,
  base_volume: z.string(),
  quote_volume: z.string(),
  high_24h: z.string(),
  low_24h: z.string(),
});
export type SpotTicker = z.output<typeof spotTickerSchema>;

/** `futures.tickers`' ticker (`volume_24h` in the quote currency, as the HTTP call's). */
export const futuresTickerSchema = z.object({
  contract: marketName,
  last: decimalText,
  change_percentage: decimalText,
  change_utc0: decimalText,
  change_utc8: decimalText,
  volume_24h: z.string(),
  volume_24h_base: z.string(),
  volume_24h_quote: z.string(),
  high_24h: z.string(),
  low_24h: z.string(),
  mark_price: z.string(),
  index_price: z.string(),
  funding_rate: z.string(),
});
export type FuturesTicker = z.output<typeof futuresTickerSchema>;

/**
 * Tickers: payload the names (or `['!all']`); an update is one ticker (topic: its name) or, for
 * `!all`, the list of every changed ticker of the site in one flush (topic `!all`). The hub sends
 * only changes, so a quiet market is silent: no `silenceMs`. Resync: subscribe again (the hub sends
 * the latest ticker of each named market).
 */
export const spotTickers = defineStream({
  channel: 'spot.tickers',
  endpoint: 'spot',
  subscribe: tickerNames,
  update: z.union([spotTickerSchema, z.array(spotTickerSchema)]),
  topicOf: (result) => (Array.isArray(result) ? ALL_MARKETS : result.currency_pair),
  resync: 'resubscribe',
  published: true,
});

export const futuresTickers = defineStream({
  channel: 'futures.tickers',
  endpoint: 'futures',
  subscribe: tickerNames,
  update: z.union([futuresTickerSchema, z.array(futuresTickerSchema)]),
  topicOf: (result) => (Array.isArray(result) ? ALL_MARKETS : result.contract),
  resync: 'resubscribe',
  published: true,
});

/** A candle topic's name as `n` carries it: `1m_BTC_USDT`. */
export function candleTopicName(interval: string, name: string): string {
  return `${interval}_${name}`;
}

/**
 * A candle: every value text; `t` the period start in unix seconds, `v` quote and `a` base volume,
 * `n` = interval_name, `w: true` on a period's last message.
 */
export const candleSchema = z.object({
  t: z.string().check(z.regex(/^\d{1,11}$/)),
  v: decimalText,
  c: decimalText,
  h: decimalText,
  l: decimalText,
  o: decimalText,
  n: z.string().check(z.regex(/^[0-9]{1,3}[smhdw]_[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/)),
  a: decimalText,
  w: z.optional(z.literal(true)),
});
export type Candle = z.output<typeof candleSchema>;

const candlePayload = z.tuple([z.enum(CANDLE_INTERVALS), marketName]);

/** Candles: payload `[interval, name]`; resync: subscribe again (the hub sends the period's figures so far). */
export const spotCandles = defineStream({
  channel: 'spot.candlesticks',
  endpoint: 'spot',
  subscribe: candlePayload,
  update: candleSchema,
  topicOf: (result) => result.n,
  resync: 'resubscribe',
  published: true,
});

/** Ours (Gate's futures sends arrays of numbers): the spot channel's candle shape for contracts. */
export const futuresCandles = defineStream({
  channel: 'futures.candlesticks',
  endpoint: 'futures',
  subscribe: candlePayload,
  update: candleSchema,
  topicOf: (result) => result.n,
  resync: 'resubscribe',
  published: true,
});

/**
 * The user's notices (herald.ts): payload `[ticket]`, a fresh single-use ticket per connection
 * (error 16 for a bad one). Topic `self` (one user per connection). Resync: read the unread counts
 * and the open lists again (the subscription still stands).
 */
export const userNotices = defineStream({
  channel: NOTICE_CHANNEL,
  endpoint: 'spot',
  subscribe: z.tuple([z.string().check(z.regex(TICKET))]),
  update: z.object({ notice: noticeSchema, unread: unreadSchema }),
  topicOf: () => 'self',
  resync: 'snapshot',
  published: true,
});

/** A chatroom (chat.ts): payload `[room]`; topic the room. Resync: read the history again. */
export const chatMessages = defineStream({
  channel: CHAT_CHANNEL,
  endpoint: 'spot',
  subscribe: z.tuple([chatRoom]),
  update: z.object({ room: chatRoom, message: chatMessageSchema }),
  topicOf: (result) => result.room,
  resync: 'snapshot',
  published: true,
});

/**
 * Gate's `spot.order_book_update`: payload `[pair, '100ms' | '1000ms']` (both get the hub's flush
 * cadence, `WS_FLUSH_MS`); unsubscribe `[pair]` or the same payload. Each update carries the levels
 * changed between Gate's book update ids `U`…`u` (`b` bids, `a` asks, absolute amounts; `0`: the
 * level is gone), the changes of every id from `U` to `u` merged; `t` is the time of the book at
 * `u` (ms), `E` the same in seconds. Incremental, so a gap cannot be patched. A client:
 *
 * 1. subscribes, keeps the updates that arrive, and reads the snapshot (book.ts
 *    `spotOrderBookSnapshot`, whose `id` is the book's update id);
 * 2. skips every update with `u` ≤ its id (already in its book);
 * 3. applies the first other one when `U` ≤ id + 1 ≤ `u`, each later one when `U` = id + 1, and
 *    sets its id to `u`;
 * 4. otherwise (a gap: it or the hub missed ids) reads the snapshot again and goes on from 2.
 *
 * A pair without changes gets an empty update about every second: `U` = N + 1, `u` = N, `b` and
 * `a` empty, N the last id the hub has seen ("nothing after N"). Step 2 skips it when the client is
 * in step; a client whose id is below N missed ids and step 4 resnapshots it. Silence past
 * `silenceMs` resyncs (the socket client reads the snapshot again).
 */
export const spotOrderBook = defineStream({
  channel: 'spot.order_book_update',
  endpoint: 'spot',
  subscribe: z.tuple([marketName, z.enum(['100ms', '1000ms'])]),
  update: z.object({
    t: z.number().check(z.int()),
    e: z.literal('depthUpdate'),
    E: z.number().check(z.int()),
    s: marketName,
    U: z.number().check(z.int()),
    u: z.number().check(z.int()),
    b: z.array(bookLevelSchema),
    a: z.array(bookLevelSchema),
  }),
  topicOf: (result) => result.s,
  resync: 'snapshot',
  silenceMs: 10_000,
  published: true,
});

/**
 * Gate's `spot.trades`: payload the pairs (unsubscribe: the pairs to stop); one trade per update,
 * in the order they were made (book.ts `marketTradeSchema`). Resync: read the recent trades again.
 */
export const spotTrades = defineStream({
  channel: 'spot.trades',
  endpoint: 'spot',
  subscribe: z.array(marketName).check(z.minLength(1), z.maxLength(200)),
  update: marketTradeSchema,
  topicOf: (result) => result.currency_pair,
  resync: 'snapshot',
  published: true,
});

/** One order as Gate's `spot.orders` sends it (the fields the web reads; Gate sends more). */
export const orderUpdateSchema = z.object({
  id: z.string(),
  text: z.string(),
  create_time_ms: z.string(),
  update_time_ms: z.string(),
  currency_pair: marketName,
  type: z.enum(['limit', 'market']),
  side: z.enum(['buy', 'sell']),
  amount: decimalText,
  price: decimalText,
  left: decimalText,
  filled_total: decimalText,
  fee: decimalText,
  fee_currency: z.string(),
  event: z.enum(['put', 'update', 'finish']),
  finish_as: z.optional(z.enum(['open', 'filled', 'cancelled', 'ioc', 'stp'])),
});

/**
 * The user's order updates, Gate's `spot.orders`: a list of orders per update (the orders one
 * trading transaction changed, of the pairs followed). Ours is ticketed like the notices: payload
 * `[ticket, pair | '!all']`, a fresh single-use ticket per subscribe (error 16 for a bad one); the
 * ticket's user is the only one a connection ever hears of (a ticket of another user replaces the
 * subscription). Unsubscribe `[pair]` (or `[ticket, pair]`) stops a pair, `[]` all. Topic `self`,
 * numbered per connection. Resync: read the open orders again.
 */
export const spotOrders = defineStream({
  channel: 'spot.orders',
  endpoint: 'spot',
  subscribe: z.tuple([z.string().check(z.regex(TICKET)), z.union([marketName, z.literal(ALL_MARKETS)])]),
  update: z.array(orderUpdateSchema),
  topicOf: () => 'self',
  resync: 'snapshot',
  published: true,
});

/**
 * The user's own fills, Gate's `spot.usertrades` (book.ts `userTradeSchema`): payload and rules as
 * `spotOrders`' (a ticket per subscribe, its user alone); a list of fills per update. Topic `self`,
 * numbered per connection. Resync: read the fills again (book.ts `spotMyTrades`).
 */
export const spotUserTrades = defineStream({
  channel: 'spot.usertrades',
  endpoint: 'spot',
  subscribe: z.tuple([z.string().check(z.regex(TICKET)), z.union([marketName, z.literal(ALL_MARKETS)])]),
  update: z.array(userTradeSchema),
  topicOf: () => 'self',
  resync: 'snapshot',
  published: true,
});

/**
 * The user's deposits (wallet.ts `depositSchema`), ours: payload `[ticket]`, a fresh single-use
 * ticket per subscribe (herald.ts `noticeTicket`; error 16 for a bad one); the ticket's user is the
 * only one a connection ever hears of. One deposit per update, each time it changes: recorded
 * (pending, 0 or more confirmations of `required`), each new confirmation, then confirmed (credited)
 * or below_minimum. Unsubscribe `[]`. Topic `self`, numbered per user on the instance (as the
 * notices). Resync: read the deposits again (wallet.ts `myDeposits`).
 */
export const walletDeposits = defineStream({
  channel: 'wallet.deposits',
  endpoint: 'spot',
  subscribe: z.tuple([z.string().check(z.regex(TICKET))]),
  update: depositSchema,
  topicOf: () => 'self',
  resync: 'snapshot',
  published: true,
});

/**
 * The user's withdrawals (withdraw.ts `withdrawalSchema`), ours, as `wallet.deposits`: payload
 * `[ticket]` (a fresh single-use ticket per subscribe); one withdrawal per update, each time it
 * changes: requested (pending), processing, completed (with `tx_hash`), failed (`fail_reason`) or
 * cancelled. Topic `self`. Resync: read the withdrawals again (withdraw.ts `listWithdrawals`).
 */
export const walletWithdrawals = defineStream({
  channel: 'wallet.withdrawals',
  endpoint: 'spot',
  subscribe: z.tuple([z.string().check(z.regex(TICKET))]),
  update: withdrawalSchema,
  topicOf: () => 'self',
  resync: 'snapshot',
  published: true,
});

/**
 * The user's KYC application as it changes (kyc-apply.ts `kycUpdateSchema`), ours, as
 * `wallet.deposits`: payload `[ticket]` (a fresh single-use ticket per subscribe); one update per
 * change: applied (pending), approved (with the account's new `verified` code: the KYC prompts
 * read it and clear at once) or rejected (`reject_reason`). Topic `self`. Resync: read the state
 * again (kyc-apply.ts `kycStatus`).
 */
export const userKyc = defineStream({
  channel: 'user.kyc',
  endpoint: 'spot',
  subscribe: z.tuple([z.string().check(z.regex(TICKET))]),
  update: kycUpdateSchema,
  topicOf: () => 'self',
  resync: 'snapshot',
  published: true,
});

/** Every declared stream. */
export const STREAMS: readonly AnyStream[] = [
  spotTickers,
  futuresTickers,
  spotCandles,
  futuresCandles,
  userNotices,
  chatMessages,
  spotOrderBook,
  spotTrades,
  spotOrders,
  spotUserTrades,
  walletDeposits,
  walletWithdrawals,
  userKyc,
];

/** The streams an endpoint serves today (the hub's channels beside its ping). */
export function publishedOn(endpoint: StreamEndpoint): readonly AnyStream[] {
  return STREAMS.filter((s) => s.endpoint === endpoint && s.published);
}

/** The endpoint's ping channel (answered on `<endpoint>.pong`, `result: null`). */
export function pingChannel(endpoint: StreamEndpoint): string {
  return `${endpoint}.ping`;
}
