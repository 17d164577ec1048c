/**
 * The market WebSocket protocol as the browser speaks it (docs/API.md "WebSocket"): Gate v4
 * shaped messages. Pure: message building and parsing, the reconnect backoff, and the buffer that
 * coalesces ticks so rows update at most a few times a second.
 */

/** One pair's latest ticker, as the `spot.tickers` channel sends it (strings, as Gate sends them). */
export interface Tick {
  readonly pair: string;
  readonly last: string;
  /** change over the rolling 24 h */
  readonly change: string;
  /** change since 00:00 UTC and since 00:00 UTC+8 (the change-basis preference) */
  readonly changeUtc0: string;
  readonly changeUtc8: string;
  /** 24 h volume in the quote currency */
  readonly quoteVolume: string;
}

/** How often buffered ticks reach the rows (ms): four times a second at most. */
export const FLUSH_MS = 250;
/** A hidden tab keeps its socket this long, then closes it; it reconnects when shown again. */
export const HIDDEN_CLOSE_MS = 60_000;
/** The ping interval (ms); the server also pings. */
export const PING_MS = 20_000;

export function subscribeMessage(channel: string, payload: readonly string[], nowMs: number, event: 'subscribe' | 'unsubscribe' = 'subscribe'): string {
  return JSON.stringify({ time: Math.floor(nowMs / 1000), channel, event, payload });
}

/** A market feed: spot pairs on the site table's `websocket.spot`, futures contracts on `websocket.futures`. */
export type FeedKind = 'spot' | 'futures';

/** How each feed names its channel and its tickers' fields (docs/API.md "WebSocket"). */
export const FEEDS = {
  spot: { channel: 'spot.tickers', ping: 'spot.ping', id: 'currency_pair', volume: 'quote_volume' },
  futures: { channel: 'futures.tickers', ping: 'futures.ping', id: 'contract', volume: 'volume_24h' },
} as const satisfies Record<FeedKind, { channel: string; ping: string; id: string; volume: string }>;

export function pingMessage(nowMs: number, feed: FeedKind = 'spot'): string {
  return JSON.stringify({ time: Math.floor(nowMs / 1000), channel: FEEDS[feed].ping });
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

function asTick(value: unknown, feed: FeedKind): Tick | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Record<string, unknown>;
  const pair = text(r[FEEDS[feed].id]);
  const last = text(r.last);
  if (!pair || !/^[A-Z0-9]{1,16}_[A-Z0-9]{1,16}$/.test(pair) || last === undefined || !/^\d+(\.\d+)?$/.test(last)) return undefined;
  const change = text(r.change_percentage) ?? '';
  return {
    pair,
    last,
    change,
    changeUtc0: text(r.change_utc0) ?? change,
    changeUtc8: text(r.change_utc8) ?? change,
    quoteVolume: text(r[FEEDS[feed].volume]) ?? '',
  };
}

/**
 * The ticks in one message: an update of the feed's tickers channel whose result is one ticker or a list of
 * them. Anything else (acks, pongs, errors, other channels, malformed JSON) gives none.
 */
export function parseTicks(raw: unknown, feed: FeedKind = 'spot'): Tick[] {
  if (typeof raw !== 'string') return [];
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof message !== 'object' || message === null) return [];
  const { channel, event, result } = message as Record<string, unknown>;
  if (channel !== FEEDS[feed].channel || event !== 'update') return [];
  const list = Array.isArray(result) ? result : [result];
  const ticks: Tick[] = [];
  for (const item of list) {
    const tick = asTick(item, feed);
    if (tick) ticks.push(tick);
  }
  return ticks;
}

/** Reconnect delay after `attempt` failures: 1 s, 2 s, 4 s… up to 30 s, with ±20 % jitter so clients do not return together. */
export function backoffMs(attempt: number, random: number): number {
  const base = Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (0.8 + 0.4 * random));
}

/** Keeps the latest tick per pair between flushes: a pair that ticks ten times between flushes renders once. */
export class TickBuffer {
  private pending = new Map<string, Tick>();

  push(ticks: readonly Tick[]): void {
    for (const tick of ticks) this.pending.set(tick.pair, tick);
  }

  get size(): number {
    return this.pending.size;
  }

  /** The ticks since the last flush, one per pair; the buffer is then empty. */
  flush(): Map<string, Tick> {
    const out = this.pending;
    this.pending = new Map();
    return out;
  }
}

/** The change a row shows for the user's change basis ('' rolling 24 h, utc0, utc8). */
export function changeFor(tick: Tick, basis: '' | 'utc0' | 'utc8'): string {
  return basis === 'utc0' ? tick.changeUtc0 : basis === 'utc8' ? tick.changeUtc8 : tick.change;
}

/** The spot candles channel (docs/API.md "WebSocket"): payload `[interval, pair]`. */
export const CANDLES_CHANNEL = 'spot.candlesticks';

/** One candle as `spot.candlesticks` sends it: `t` the period start in unix seconds, prices as text, `v` quote and `a` base volume. */
export interface LiveCandle {
  readonly interval: string;
  readonly pair: string;
  readonly t: number;
  readonly o: string;
  readonly h: string;
  readonly l: string;
  readonly c: string;
  readonly v: string;
  readonly a: string;
  /** the period closed (Gate's `w`; absent means still forming) */
  readonly closed: boolean;
}

/** A candle topic's key, as the channel names it in `n`: `1m_BTC_USDT`. */
export function candleTopic(interval: string, pair: string): string {
  return `${interval}_${pair}`;
}

const DECIMAL = /^\d+(\.\d+)?$/;

function asCandle(value: unknown): LiveCandle | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Record<string, unknown>;
  const name = text(r.n);
  const match = name ? /^([0-9]{1,3}[smhdw])_([A-Z0-9]{1,16}_[A-Z0-9]{1,16})$/.exec(name) : null;
  const t = text(r.t);
  const field = (key: string, fallback?: string) => {
    const value = text(r[key]) ?? fallback;
    return value !== undefined && DECIMAL.test(value) ? value : undefined;
  };
  const [o, h, l, c, v, a] = [field('o'), field('h'), field('l'), field('c'), field('v', '0'), field('a', '0')];
  const interval = match?.[1];
  const pair = match?.[2];
  if (!interval || !pair || !t || !/^\d{1,11}$/.test(t) || !o || !h || !l || !c || !v || !a) return undefined;
  return { interval, pair, t: Number(t), o, h, l, c, v, a, closed: r.w === true };
}

/** The candles in one message: an update of the candles channel (one candle or a list). Anything else gives none. */
export function parseCandles(raw: unknown): LiveCandle[] {
  if (typeof raw !== 'string' || !raw.includes(CANDLES_CHANNEL)) return [];
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return [];
  }
  if (typeof message !== 'object' || message === null) return [];
  const { channel, event, result } = message as Record<string, unknown>;
  if (channel !== CANDLES_CHANNEL || event !== 'update') return [];
  const out: LiveCandle[] = [];
  for (const item of Array.isArray(result) ? result : [result]) {
    const candle = asCandle(item);
    if (candle) out.push(candle);
  }
  return out;
}
