import type { BookLevel } from '@exchange/contract/book';
import type { SpotOrder } from '@exchange/contract/trade';
import { compare, parseDecimal } from '@exchange/decimal/dec';
import {
  bucketOf,
  depthRows,
  groupLevels,
  groupStep,
  touchOf,
  type BookSideName,
  type DepthRow,
  type GroupFactor,
  type Touch,
} from '@/lib/market/book/book-levels';

/**
 * The order book panel's model: both sides grouped by the chosen step, cut to a fixed number of
 * rows, with cumulative sums, bar shares and the trader's own resting orders marked at their
 * (grouped) levels; the touch from the ungrouped book. Pure.
 */

/** Rows per side: a fixed count, so the panel's height never moves and a frame repaints at most this many. */
export const BOOK_ROWS = 12;

export interface PanelRow extends DepthRow {
  /** the trader has an open order resting at this (grouped) level */
  readonly mine: boolean;
}

export interface PanelModel {
  /** asks worst first, so the best sits nearest the middle */
  readonly asks: readonly PanelRow[];
  /** bids best first */
  readonly bids: readonly PanelRow[];
  readonly touch: Touch;
  /** decimals a grouped price shows */
  readonly priceDecimals: number;
}

/** The decimals a price grouped at tick × factor shows: the tick's, less one per power of ten. */
export function groupedDecimals(priceDecimals: number, factor: GroupFactor): number {
  return Math.max(0, priceDecimals - Math.round(Math.log10(factor)));
}

/** The grouped levels the trader's open limit orders rest at, per side (buys on the bids, sells on the asks). */
export function ownLevels(
  orders: readonly Pick<SpotOrder, 'side' | 'type' | 'price'>[] | undefined,
  priceDecimals: number,
  factor: GroupFactor,
): Record<BookSideName, Set<string>> {
  const step = groupStep(priceDecimals, factor);
  const out: Record<BookSideName, Set<string>> = { bids: new Set(), asks: new Set() };
  for (const order of orders ?? []) {
    const price = parseDecimal(order.price);
    if (order.type !== 'limit' || !price) continue;
    const side: BookSideName = order.side === 'buy' ? 'bids' : 'asks';
    out[side].add(canonical(bucketOf(price, step, side)));
  }
  return out;
}

function canonical(d: { units: bigint; scale: number }): string {
  const text = d.units.toString().padStart(d.scale + 1, '0');
  const whole = text.slice(0, text.length - d.scale);
  const fraction = d.scale > 0 ? text.slice(text.length - d.scale).replace(/0+$/, '') : '';
  return fraction ? `${whole}.${fraction}` : whole;
}

export function panelModel(
  book: { readonly bids: readonly BookLevel[]; readonly asks: readonly BookLevel[] },
  priceDecimals: number,
  factor: GroupFactor,
  rows: number,
  own: Record<BookSideName, Set<string>>,
): PanelModel {
  const step = groupStep(priceDecimals, factor);
  const grouped = depthRows(groupLevels(book.bids, step, 'bids'), groupLevels(book.asks, step, 'asks'), rows);
  const mark =
    (side: BookSideName) =>
    (row: DepthRow): PanelRow => {
      const price = parseDecimal(row.price);
      return { ...row, mine: price !== undefined && own[side].has(canonical(price)) };
    };
  return {
    asks: grouped.asks.map(mark('asks')).reverse(),
    bids: grouped.bids.map(mark('bids')),
    touch: touchOf(book.bids, book.asks),
    priceDecimals: groupedDecimals(priceDecimals, factor),
  };
}

export type Move = 'up' | 'down' | undefined;

/** Which way the last price went from `previous` to `next`; a price that stays keeps the last move. */
export function moveOf(previous: string | undefined, next: string | undefined, last: Move): Move {
  const a = previous === undefined ? undefined : parseDecimal(previous);
  const b = next === undefined ? undefined : parseDecimal(next);
  if (!a || !b) return last;
  const c = compare(b, a);
  return c > 0 ? 'up' : c < 0 ? 'down' : last;
}
