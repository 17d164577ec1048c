import { CHAT_CHANNEL } from '@exchange/contract/chat';
import { NOTICE_CHANNEL } from '@exchange/contract/herald';
import {
  ALL_MARKETS,
  MARKET_NAME,
  pingChannel,
  publishedOn,
  spotOrderBook,
  spotOrders,
  spotTrades,
  spotUserTrades,
  TICKET,
  userKyc,
  walletDeposits,
  walletWithdrawals,
} from '@exchange/contract/streams';
import { isCandleInterval, type CandleInterval } from './candles';

/**
 * The WebSocket protocol, shaped like Gate's spot v4: a request is
 * `{"time": sec, "id"?: int, "channel", "event": "subscribe" | "unsubscribe", "payload": [...]}`,
 * every answer `{time, time_ms, id?, channel, event, error: null | {code, message}, result}`.
 * This module only reads requests and builds answers; the hub applies them. The channels and
 * their updates are declared in packages/contract/src/streams.ts (the hub encodes with those
 * declarations); the checks here use the declarations' patterns and keep the error codes and
 * messages the fuzz tests pin.
 */

/** Error codes: 1–3 as Gate's (bad request body, bad argument, server error), 11+ ours. */
export const WsError = {
  badRequest: 1,
  badArgument: 2,
  server: 3,
  unknownChannel: 11,
  unknownEvent: 12,
  tooManySubscriptions: 13,
  tooLarge: 14,
  tooManyMessages: 15,
  /** a missing, unknown, expired or used ticket on the user channel */
  unauthorized: 16,
} as const;
export type WsErrorCode = (typeof WsError)[keyof typeof WsError];

export type Endpoint = 'spot' | 'futures';

/**
 * Channels per endpoint. `*.candlesticks` takes `[interval, name]` with any of the contract's
 * CANDLE_INTERVALS (1s … 30d); futures.candlesticks is ours (Gate's futures sends arrays of
 * numbers; we send the spot channel's candle shape for contracts too).
 */
export const CHANNELS: Record<Endpoint, readonly string[]> = {
  spot: [pingChannel('spot'), ...publishedOn('spot').map((stream) => stream.channel)],
  futures: [pingChannel('futures'), ...publishedOn('futures').map((stream) => stream.channel)],
};

export const ALL = ALL_MARKETS;

/** `spot.order_book_update`'s update cadences (Gate's); the hub sends both at its own (hub/book.ts). */
export const BOOK_INTERVALS = ['100ms', '1000ms'] as const;
export type BookInterval = (typeof BOOK_INTERVALS)[number];

/** A private stream's request (`spot.orders`, `spot.usertrades`): `pair` a market or `!all`; on unsubscribe '' is every pair, and `ticket` is ''. */
type PrivateRequest<K extends string> = { kind: K; id?: number; channel: string; event: 'subscribe' | 'unsubscribe'; ticket: string; pair: string };

export type Request =
  | { kind: 'ping'; id?: number; channel: string }
  | { kind: 'tickers'; id?: number; channel: string; event: 'subscribe' | 'unsubscribe'; names: string[] }
  | { kind: 'candles'; id?: number; channel: string; event: 'subscribe' | 'unsubscribe'; interval: CandleInterval; name: string }
  | { kind: 'notices'; id?: number; channel: string; event: 'subscribe' | 'unsubscribe'; ticket: string }
  /** the user's deposits (`wallet.deposits`), as the notices: a ticket names the user */
  | { kind: 'deposits'; id?: number; channel: string; event: 'subscribe' | 'unsubscribe'; ticket: string }
  /** the user's withdrawals (`wallet.withdrawals`), as the deposits */
  | { kind: 'withdrawals'; id?: number; channel: string; event: 'subscribe' | 'unsubscribe'; ticket: string }
  /** the user's KYC application (`user.kyc`), as the deposits */
  | { kind: 'kyc'; id?: number; channel: string; event: 'subscribe' | 'unsubscribe'; ticket: string }
  /** a chatroom's messages; `room` '' on unsubscribe: every room */
  | { kind: 'chat'; id?: number; channel: string; event: 'subscribe' | 'unsubscribe'; room: string }
  /** a pair's order book updates; `interval` null on an unsubscribe that names none */
  | { kind: 'book'; id?: number; channel: string; event: 'subscribe' | 'unsubscribe'; name: string; interval: BookInterval | null }
  | { kind: 'trades'; id?: number; channel: string; event: 'subscribe' | 'unsubscribe'; names: string[] }
  | PrivateRequest<'orders'>
  | PrivateRequest<'usertrades'>;

export interface ProtocolError {
  code: WsErrorCode;
  message: string;
  id?: number;
  channel: string;
  event: string;
}

export type Parsed = { ok: true; request: Request } | { ok: false; error: ProtocolError };

const NAME = MARKET_NAME;
const MAX_PAYLOAD_ITEMS = 200;

/** The ticketed per-user channels: their requests are `[ticket]`. */
const USER_CHANNEL_KINDS: Readonly<Record<string, 'notices' | 'deposits' | 'withdrawals' | 'kyc'>> = {
  [NOTICE_CHANNEL]: 'notices',
  [walletDeposits.channel]: 'deposits',
  [walletWithdrawals.channel]: 'withdrawals',
  [userKyc.channel]: 'kyc',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads one text message of a connection to `endpoint`. */
export function parseRequest(text: string, endpoint: Endpoint): Parsed {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: WsError.badRequest, message: 'Invalid request body format: not JSON', channel: '', event: '' } };
  }
  if (!isRecord(raw)) return { ok: false, error: { code: WsError.badRequest, message: 'Invalid request body format: not an object', channel: '', event: '' } };
  const id = Number.isSafeInteger(raw.id) ? (raw.id as number) : undefined;
  const channel = typeof raw.channel === 'string' ? raw.channel.slice(0, 64) : '';
  const event = typeof raw.event === 'string' ? raw.event.slice(0, 32) : '';
  const fail = (code: WsErrorCode, message: string): Parsed => ({ ok: false, error: { code, message, id, channel, event } });
  if (raw.id !== undefined && id === undefined) return fail(WsError.badRequest, 'id must be an integer');
  if (raw.time !== undefined && !Number.isSafeInteger(raw.time)) return fail(WsError.badRequest, 'time must be an integer (unix seconds)');
  if (typeof raw.channel !== 'string') return fail(WsError.badRequest, 'channel is required');
  if (!CHANNELS[endpoint].includes(channel)) return fail(WsError.unknownChannel, `Unknown channel: ${channel}`);
  if (channel.endsWith('.ping')) return { ok: true, request: { kind: 'ping', id, channel } };
  if (event !== 'subscribe' && event !== 'unsubscribe') return fail(WsError.unknownEvent, `Unknown event: ${event || '(none)'}; use subscribe or unsubscribe`);
  const payload = raw.payload;
  if (!Array.isArray(payload) || !payload.every((p) => typeof p === 'string')) return fail(WsError.badRequest, 'payload must be an array of strings');
  const items = payload as string[];
  const userKind = USER_CHANNEL_KINDS[channel];
  if (userKind) {
    const kind = userKind;
    const [ticket] = items;
    if (event === 'unsubscribe') return { ok: true, request: { kind, id, channel, event, ticket: '' } };
    if (items.length !== 1 || ticket === undefined || !TICKET.test(ticket)) return fail(WsError.badArgument, 'payload must be [ticket]');
    return { ok: true, request: { kind, id, channel, event, ticket } };
  }
  if (channel === CHAT_CHANNEL) {
    const [room] = items;
    if (event === 'unsubscribe' && items.length === 0) return { ok: true, request: { kind: 'chat', id, channel, event, room: '' } };
    if (items.length !== 1 || room === undefined || !/^[a-z0-9_-]{1,32}$/.test(room)) return fail(WsError.badArgument, 'payload must be [room]');
    return { ok: true, request: { kind: 'chat', id, channel, event, room } };
  }
  if (channel === spotOrderBook.channel) {
    const [name, interval] = items;
    const intervalOk = interval === undefined ? event === 'unsubscribe' : isBookInterval(interval);
    if (items.length < 1 || items.length > 2 || name === undefined) return fail(WsError.badArgument, 'payload must be [currency_pair, interval]');
    if (!intervalOk) return fail(WsError.badArgument, `Unknown interval: ${(interval ?? '(none)').slice(0, 16)}; use 100ms or 1000ms`);
    if (!NAME.test(name)) return fail(WsError.badArgument, `Unknown currency pair: ${name.slice(0, 40)}`);
    return { ok: true, request: { kind: 'book', id, channel, event, name, interval: interval !== undefined && isBookInterval(interval) ? interval : null } };
  }
  if (channel === spotOrders.channel || channel === spotUserTrades.channel) {
    const kind = channel === spotOrders.channel ? 'orders' : 'usertrades';
    if (event === 'unsubscribe') {
      // [], [pair] or [ticket, pair]: the ticket is not needed to stop
      const pair = items.length === 0 ? '' : items.length <= 2 ? (items[items.length - 1] ?? '') : null;
      if (pair === null || (pair !== '' && pair !== ALL && !NAME.test(pair)))
        return fail(WsError.badArgument, 'payload must be [], [currency_pair] or [ticket, currency_pair]');
      return { ok: true, request: { kind, id, channel, event, ticket: '', pair } };
    }
    const [ticket, pair] = items;
    if (items.length !== 2 || ticket === undefined || pair === undefined || !TICKET.test(ticket))
      return fail(WsError.badArgument, 'payload must be [ticket, currency_pair]');
    if (pair !== ALL && !NAME.test(pair)) return fail(WsError.badArgument, `Unknown currency pair: ${pair.slice(0, 40)}`);
    return { ok: true, request: { kind, id, channel, event, ticket, pair } };
  }
  if (channel.endsWith('.candlesticks')) {
    const [interval, name] = items;
    if (items.length !== 2 || interval === undefined || name === undefined) return fail(WsError.badArgument, 'payload must be [interval, currency_pair]');
    if (!isCandleInterval(interval)) return fail(WsError.badArgument, `Unknown interval: ${interval.slice(0, 16)}`);
    if (!NAME.test(name)) return fail(WsError.badArgument, `Unknown currency pair: ${name.slice(0, 40)}`);
    return { ok: true, request: { kind: 'candles', id, channel, event, interval, name } };
  }
  if (items.length === 0 || items.length > MAX_PAYLOAD_ITEMS) return fail(WsError.badArgument, `payload must name 1 to ${MAX_PAYLOAD_ITEMS} markets`);
  // spot.trades names pairs only; the tickers also take `!all`
  const trades = channel === spotTrades.channel;
  const bad = items.find((name) => (trades || name !== ALL) && !NAME.test(name));
  if (bad !== undefined) return fail(WsError.badArgument, `Unknown currency pair: ${bad.slice(0, 40)}`);
  return { ok: true, request: { kind: trades ? 'trades' : 'tickers', id, channel, event, names: [...new Set(items)] } };
}

function isBookInterval(value: string): value is BookInterval {
  return (BOOK_INTERVALS as readonly string[]).includes(value);
}

export interface Envelope {
  time: number;
  time_ms: number;
  id?: number;
  channel: string;
  event: string;
  error: null | { code: number; message: string };
  result: unknown;
}

export function envelope(nowMs: number, channel: string, event: string, result: unknown, id?: number): Envelope {
  return { time: Math.floor(nowMs / 1000), time_ms: nowMs, ...(id === undefined ? {} : { id }), channel, event, error: null, result };
}

export function errorEnvelope(nowMs: number, error: ProtocolError): Envelope {
  return {
    time: Math.floor(nowMs / 1000),
    time_ms: nowMs,
    ...(error.id === undefined ? {} : { id: error.id }),
    channel: error.channel,
    event: error.event,
    error: { code: error.code, message: error.message },
    result: null,
  };
}
