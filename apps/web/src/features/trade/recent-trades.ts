import type { UserTrade } from '@exchange/contract/book';
import { formatDecimal } from './format';

/**
 * The recent-trades tables' pure part: which rows show (newest first, one per trade, a fixed
 * number), a trade's time as the user's wall clock, the side's arrow and a fill's fee. Prices and
 * amounts go through format.ts like every figure of the trade page.
 */

/** Rows a table shows: a fixed number, so a stream of trades never grows the page. */
export const TRADE_ROWS = 30;

interface Timed {
  readonly id: number;
  readonly create_time_ms: string;
}

/** Unix milliseconds from the contract's text ('1733500000123.456' → 1733500000123); NaN when it is no number. */
export function tradeMs(text: string): number {
  return Math.floor(Number(text));
}

/** Newer first: by time, then by id (ids rise with time). */
function newerFirst(a: Timed, b: Timed): number {
  return tradeMs(b.create_time_ms) - tradeMs(a.create_time_ms) || b.id - a.id;
}

/**
 * The rows to show: newest first, each trade once, at most `cap`. Trades that already come newest
 * first and unique (what the contract sends) are sliced, not copied and sorted, and keep their
 * identity, so memoised rows do not render again.
 */
export function latestTrades<T extends Timed>(trades: readonly T[], cap: number = TRADE_ROWS): readonly T[] {
  let ordered = true;
  const seen = new Set<number>();
  for (let i = 0; i < trades.length; i++) {
    const trade = trades[i] as T;
    const previous = trades[i - 1];
    if (seen.has(trade.id) || (previous && newerFirst(previous, trade) > 0)) {
      ordered = false;
      break;
    }
    seen.add(trade.id);
  }
  if (ordered) return trades.length <= cap ? trades : trades.slice(0, cap);
  const unique = new Map<number, T>();
  for (const trade of trades) if (!unique.has(trade.id)) unique.set(trade.id, trade);
  return [...unique.values()].sort(newerFirst).slice(0, cap);
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/**
 * HH:MM:SS on the 24-hour clock in the locale's digits, in `timeZone` (without it, the browser's
 * own zone, the user's). '--:--:--' for a time that is no number.
 */
export function formatTradeTime(ms: number, locale: string, timeZone?: string): string {
  if (!Number.isFinite(ms)) return '--:--:--';
  const key = `${locale}|${timeZone ?? ''}`;
  let clock = clocks.get(key);
  if (!clock) {
    clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) });
    clocks.set(key, clock);
  }
  return clock.format(ms);
}

/** The machine-readable time for `<time dateTime>`; '' when it is no number. */
export function isoTime(ms: number): string {
  return Number.isFinite(ms) ? new Date(ms).toISOString() : '';
}

/** The side's arrow: up for a buy, down for a sell (shown beside the colour, never instead of a name). */
export function sideArrow(side: 'buy' | 'sell'): '▲' | '▼' {
  return side === 'buy' ? '▲' : '▼';
}

/** A fill's fee with its currency ('0.0012 USDT'), in its own decimals. */
export function feeText(trade: Pick<UserTrade, 'fee' | 'fee_currency'>, locale: string): string {
  return `${formatDecimal(trade.fee, locale)} ${trade.fee_currency}`;
}
