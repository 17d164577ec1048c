import type { Candle, FuturesTicker, SpotTicker } from '@exchange/contract/streams';

/**
 * The market feed's values as the page reads them, made from the contract's decoded updates
 * (packages/contract/src/streams.ts; the protocol: docs/API.md "WebSocket"): a pair's tick, a candle, and the buffer that coalesces
 * ticks so rows update at most a few times a second. Pure.
 */

/** One pair's latest ticker (strings, as Gate sends them). */
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

/** A market feed: spot pairs on the site table's `websocket.spot`, futures contracts on `websocket.futures`. */
export type FeedKind = 'spot' | 'futures';

/** A decoded ticker of either feed as the rows read it. */
export function tickOf(ticker: SpotTicker | FuturesTicker): Tick {
  const spot = 'currency_pair' in ticker;
  return {
    pair: spot ? ticker.currency_pair : ticker.contract,
    last: ticker.last,
    change: ticker.change_percentage,
    changeUtc0: ticker.change_utc0,
    changeUtc8: ticker.change_utc8,
    quoteVolume: spot ? ticker.quote_volume : ticker.volume_24h,
  };
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

/** One candle as the candles channel sends it: `t` the period start in unix seconds, prices as text, `v` quote and `a` base volume. */
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

/** A decoded candle as the chart reads it (`n` is `interval_pair`). */
export function candleOf(candle: Candle): LiveCandle {
  const cut = candle.n.indexOf('_');
  return {
    interval: candle.n.slice(0, cut),
    pair: candle.n.slice(cut + 1),
    t: Number(candle.t),
    o: candle.o,
    h: candle.h,
    l: candle.l,
    c: candle.c,
    v: candle.v,
    a: candle.a,
    closed: candle.w === true,
  };
}
