import { z } from 'zod/mini';
import { API_LANGUAGE_OF_LOCALE, isLocale, type ApiLanguage } from '@exchange/sites/locales';
import { defineCall, digitsField, intField, ok, unlessMissing } from './define';

/**
 * Market data calls (spec doc 1 §3 market rows, §7 market calls). Every fallback is an empty
 * list (spec §8): a coin panel with no rows shows its 'no data' placeholder.
 */

/** A plain decimal as text (never exponent notation), e.g. '0.00001234'. */
const decimal = z.string().check(z.regex(/^-?\d+(\.\d+)?$/));
const symbol = z.string().check(z.regex(/^[A-Z0-9]{1,16}$/));
const pairName = z.string().check(z.regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/));

/**
 * The spec's API language mapping (§7): zh→cn, zh-tw→tw, pt→pt-PT, pt-br→pt-BR; en-eu and it-eu
 * read as en and it (our choice). It is one column of the locale table
 * (packages/sites/src/locales.ts); the calls' users find it here, beside the calls that take it.
 */
export { API_LANGUAGE_OF_LOCALE, type ApiLanguage };
export const API_LANGUAGES: readonly ApiLanguage[] = [...new Set(Object.values(API_LANGUAGE_OF_LOCALE))];

/** The `application-language` header value for a locale code (en for an unknown one). */
export function apiLanguage(locale: string): ApiLanguage {
  return isLocale(locale) ? API_LANGUAGE_OF_LOCALE[locale] : 'en';
}

/** Change basis (the user's "time base of change" preference): '' = rolling 24 h, utc0, utc8. */
export const CHANGE_BASES = ['', 'utc0', 'utc8'] as const;
export type ChangeBasis = (typeof CHANGE_BASES)[number];
const timezone = z.optional(z.enum(CHANGE_BASES, { error: () => "timezone must be '', utc0 or utc8" }));

/** Spot market row (§3). `change` is a percent with two decimals, measured from `prior_rate`. */
export const spotMarketSchema = z.object({
  pair: pairName,
  curr_a: symbol,
  curr_b: symbol,
  name: z.string(),
  rate: decimal,
  /** the price the change is measured from (the period's open) */
  prior_rate: decimal,
  change: decimal,
  /** 24 h volume in the quote currency */
  volume: decimal,
  /** margin leverage offered (0: none) */
  multiple: z.number().check(z.int(), z.gte(0)),
  /** margin (credit) trading available */
  credit: z.boolean(),
  category: z.array(z.string()),
  /** opening time in unix seconds; later than now: not yet open */
  buy_start: z.number().check(z.int(), z.gte(0)),
  cross_multiple: z.number().check(z.int(), z.gte(0)),
  is_st: z.boolean(),
  isST: z.boolean(),
  icon: z.string(),
  /** the trade page, without locale prefix */
  link: z.string(),
});
export type SpotMarket = z.output<typeof spotMarketSchema>;

/** Spot markets of the request's site. */
export const marketSpots = defineCall({
  method: 'GET',
  path: '/apiw/v2/market/spots',
  request: z.strictObject({ exchange_type: z.literal('ALL', { error: unlessMissing('exchange_type must be ALL') }), timezone }),
  answer: ok(z.array(spotMarketSchema)),
  fallback: { code: 0, message: '', data: [] },
});

export const SETTLES = ['usdt', 'btc'] as const;
export const futuresContractSchema = z.object({
  settle: z.enum(SETTLES),
  /** contract name, e.g. BTC_USDT */
  name: pairName,
  coin_name: symbol,
  categories: z.array(z.string()),
  is_tag_st: z.boolean(),
  last_price: decimal,
  /** the price the change is measured from: the open of the period `timezone` names */
  open_price: decimal,
  change_percentage: decimal,
  volume_24h: decimal,
});
export type FuturesContract = z.output<typeof futuresContractSchema>;

/**
 * Futures contracts of the request's site. The spec sends is_testnet "in the body" of this GET;
 * the reference API reads it from the query (a GET has no body), 0 (default) for live contracts,
 * 1 for the testnet's. Answers `code: 200` (the client checks for it, §7).
 */
export const marketFutures = defineCall({
  method: 'GET',
  path: '/apiw/v2/market/futures',
  request: z.strictObject({
    exchange_type: z.literal('CONTRACT_ALL', { error: unlessMissing('exchange_type must be CONTRACT_ALL') }),
    is_testnet: z.optional(z.enum(['0', '1'], { error: unlessMissing('is_testnet must be 0 or 1') })),
    timezone,
  }),
  answer: z.object({ code: z.literal(200), message: z.string(), data: z.array(futuresContractSchema) }),
  fallback: { code: 200, message: '', data: [] },
});

export const pilotMarketSchema = z.object({
  name: z.string(),
  chain: z.string(),
  address: z.string(),
  show_pair: z.string(),
  icon: z.string(),
  chain_icon: z.string(),
  seo_path: z.string(),
  is_hot: z.boolean(),
  market: z.string(),
  /** comma list of categories */
  cate: z.string(),
  rate: decimal,
  change: decimal,
});
export type PilotMarket = z.output<typeof pilotMarketSchema>;

export const pilotMarkets = defineCall({
  method: 'GET',
  path: '/apiw/v2/pilot/markets',
  request: z.strictObject({ exchange_type: z.literal('PILOT_ALL', { error: unlessMissing('exchange_type must be PILOT_ALL') }) }),
  answer: ok(z.array(pilotMarketSchema)),
  fallback: { code: 0, message: '', data: [] },
});

export const PRE_TAGS = ['hot', 'new'] as const;
export const preCurrencySchema = z.object({
  currency: symbol,
  market: pairName,
  full_name: z.string(),
  tags: z.array(z.enum(PRE_TAGS)),
});
export type PreCurrency = z.output<typeof preCurrencySchema>;

const pageRequest = z.strictObject({
  limit: z.optional(intField('limit', 1, 100)),
  page: z.optional(intField('page', 1, 100000)),
});
const pageAnswer = ok(
  z.object({
    list: z.array(preCurrencySchema),
    total: z.number().check(z.int(), z.gte(0)),
    page: z.number().check(z.int(), z.gte(1)),
    limit: z.number().check(z.int(), z.gte(1), z.lte(100)),
  }),
);

/** Pre-market currencies (limit ≤ 100, default 100; page ≥ 1, default 1). */
export const preMarketCurrencies = defineCall({
  method: 'GET',
  path: '/apiw/v2/pre-market/service/currencies/simple-info',
  request: pageRequest,
  answer: pageAnswer,
  fallback: { code: 0, message: '', data: { list: [], total: 0, page: 1, limit: 100 } },
});

/** Pre-mint currencies, the same shape. */
export const preMintCurrencies = defineCall({
  method: 'GET',
  path: '/apiw/v2/pre-mint/service/currencies/simple-info',
  request: pageRequest,
  answer: pageAnswer,
  fallback: { code: 0, message: '', data: { list: [], total: 0, page: 1, limit: 100 } },
});

/** Which rows a tab selects: a list (spot, futures, pilot, pre_market) and a filter on it. */
export const MARKET_TAB_LISTS = ['spot', 'futures', 'pilot', 'pre_market'] as const;
export const marketTabSchema = z.object({
  key: z.string(),
  /** the label in the request's language */
  label: z.string(),
  list: z.enum(MARKET_TAB_LISTS),
  /** quote currency, settle, category or '' for all */
  filter: z.string(),
});
export type MarketTab = z.output<typeof marketTabSchema>;

/** The coin panels' tabs; labels in the `application-language` header's language (en without it). */
export const commonTabs = defineCall({
  method: 'GET',
  path: '/apiw/v2/common/tabs',
  request: z.strictObject({ area: z.literal('web_trade', { error: unlessMissing('area must be web_trade') }) }),
  answer: ok(z.array(marketTabSchema)),
  fallback: { code: 0, message: '', data: [] },
});

/**
 * Candle resolutions, in Gate's naming (`30d` is Gate's month: here the calendar month in UTC).
 * Buckets start at whole multiples of their length since the epoch (days at 00:00 UTC), except
 * `7d`, whose weeks start on Monday 00:00 UTC, and `30d`, whose months start on the 1st.
 * The seconds resolutions (`1s`, `10s`, `30s`) exist for the pairs whose `pair_info` says
 * `has_seconds`; for the others they answer no candles.
 */
export const CANDLE_INTERVALS = [
  '1s',
  '10s',
  '30s',
  '1m',
  '3m',
  '5m',
  '15m',
  '30m',
  '1h',
  '2h',
  '4h',
  '6h',
  '8h',
  '12h',
  '1d',
  '2d',
  '3d',
  '5d',
  '7d',
  '30d',
] as const;
export type CandleIntervalName = (typeof CANDLE_INTERVALS)[number];

/** A candle as Gate sends it: every value text; `t` its start in unix seconds, `v` quote volume, `a` base volume. */
export const candleSchema = z.object({
  t: z.string().check(z.regex(/^\d+$/)),
  o: decimal,
  h: decimal,
  l: decimal,
  c: decimal,
  v: decimal,
  a: decimal,
});
export type MarketCandle = z.output<typeof candleSchema>;

/** Unix seconds as a query sends them. */
const unixSeconds = (name: string) => digitsField(11, `${name} must be unix seconds`);

/**
 * Candles of one market, oldest first: the newest `limit` (1–1000, default 100) periods of
 * `interval` whose start lies in [`from`, `to`] (unix seconds; `to` defaults to now, `from` to no
 * lower bound; `from` after `to` is refused). The period containing `to` may be still forming:
 * its figures so far. `market` spot (default: `pair` is a spot pair of the request's site) or
 * futures (a contract name; the testnet site's are the testnet contracts). Periods without trades
 * are absent, so an empty list means no trades in the range. Fallback: no candles.
 */
export const marketCandles = defineCall({
  method: 'GET',
  path: '/apiw/v2/market/candles',
  request: z.strictObject({
    pair: z.string().check(z.regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/, { error: unlessMissing('pair must look like BTC_USDT') })),
    interval: z.enum(CANDLE_INTERVALS, { error: unlessMissing(`interval must be one of ${CANDLE_INTERVALS.join(', ')}`) }),
    limit: z.optional(intField('limit', 1, 1000)),
    from: z.optional(unixSeconds('from')),
    to: z.optional(unixSeconds('to')),
    market: z.optional(z.enum(['spot', 'futures'], { error: unlessMissing('market must be spot or futures') })),
  }),
  answer: ok(z.array(candleSchema)),
  fallback: { code: 0, message: '', data: [] },
});

/** The logged-in user's favourite spot markets on the request's site, in the order they were added. 401 for guests. */
export const marketFavorites = defineCall({
  method: 'GET',
  path: '/apiw/v2/market/favorites',
  request: z.strictObject({}),
  answer: ok(z.array(pairName)),
  fallback: { code: 0, message: '', data: [] },
});

/**
 * Adds or removes one favourite (form fields `pair`, `action` add|remove; CSRF; logged in). The
 * pair must be a spot market of the request's site; at most MAX_FAVORITES (limits.ts; 400 beyond). Answers
 * the list after the change.
 */
export const updateMarketFavorite = defineCall({
  method: 'POST',
  path: '/apiw/v2/market/favorites',
  request: z.strictObject({
    pair: z.string().check(z.regex(/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/, { error: unlessMissing('pair must look like BTC_USDT') })),
    action: z.enum(['add', 'remove'], { error: unlessMissing('action must be add or remove') }),
  }),
  answer: ok(z.array(pairName)),
  fallback: { code: 0, message: '', data: [] },
});
