import { compare, subtract, ZERO, type Dec } from '@exchange/decimal/dec';
import type { OrderBook, RestingOrder, Side } from './order-book';

/**
 * What a taker's order does to a book: it meets the resting orders of the other side, best price
 * first and at one price the earliest first, while their price is within its limit (a market
 * order has none); what is left of a limit order rests (good till cancelled) unless it is
 * immediate-or-cancel. Pure over the book it is given, which it changes.
 */
export interface Taker {
  readonly id: string;
  readonly userId: string;
  readonly side: Side;
  /** the limit price; none for a market order, which takes any price the book has */
  readonly price?: Dec;
  /** in the base currency */
  readonly amount: Dec;
  /** 'ioc': what does not fill at once is cancelled rather than rested */
  readonly timeInForce?: 'gtc' | 'ioc';
  readonly seq: number;
}

/**
 * Self-trade prevention, when the taker would meet an order of its own user (Gate's `stp_act`):
 * cancel the newest (the taker's remainder), the oldest (that resting order, and go on), or both.
 */
export type SelfTrade = 'cancel-newest' | 'cancel-oldest' | 'cancel-both';

export interface Fill {
  readonly makerId: string;
  readonly makerUserId: string;
  readonly takerId: string;
  readonly takerUserId: string;
  /** the taker's side: 'buy' means the taker bought */
  readonly side: Side;
  /** the maker's price */
  readonly price: Dec;
  readonly amount: Dec;
}

export interface MatchResult {
  readonly fills: readonly Fill[];
  /** the taker's remainder, resting on the book; null when nothing rests */
  readonly rested: RestingOrder | null;
  /** what of the taker neither filled nor rests (a market or IOC remainder, a self-trade cancel) */
  readonly cancelled: Dec;
  /** resting orders of the taker's own user cancelled by self-trade prevention, with what was left of each */
  readonly selfTradeCancels: readonly { readonly order: RestingOrder; readonly remaining: Dec }[];
  /** true when the taker stopped at an order of its own user (its remainder is cancelled, not rested) */
  readonly selfTradeStopped: boolean;
}

function crosses(taker: Taker, makerPrice: Dec): boolean {
  if (taker.price === undefined) return true;
  const c = compare(makerPrice, taker.price);
  return taker.side === 'buy' ? c <= 0 : c >= 0;
}

const min = (a: Dec, b: Dec): Dec => (compare(a, b) <= 0 ? a : b);

export function match(book: OrderBook, taker: Taker, selfTrade: SelfTrade = 'cancel-newest'): MatchResult {
  if (compare(taker.amount, ZERO) <= 0) throw new Error(`order ${taker.id} has no amount`);
  const fills: Fill[] = [];
  const selfTradeCancels: { order: RestingOrder; remaining: Dec }[] = [];
  let left = taker.amount;
  let stopped = false;
  while (compare(left, ZERO) > 0) {
    const maker = book.front(taker.side);
    if (!maker || !crosses(taker, maker.price)) break;
    if (maker.userId === taker.userId) {
      if (selfTrade !== 'cancel-newest') {
        selfTradeCancels.push({ order: maker, remaining: maker.remaining });
        book.cancel(maker.id);
      }
      if (selfTrade !== 'cancel-oldest') {
        stopped = true;
        break;
      }
      continue;
    }
    const amount = min(left, maker.remaining);
    book.fill(maker, amount);
    left = subtract(left, amount);
    fills.push({ makerId: maker.id, makerUserId: maker.userId, takerId: taker.id, takerUserId: taker.userId, side: taker.side, price: maker.price, amount });
  }
  const limitPrice = taker.price;
  if (compare(left, ZERO) > 0 && !stopped && limitPrice !== undefined && taker.timeInForce !== 'ioc') {
    const rested: RestingOrder = { id: taker.id, userId: taker.userId, side: taker.side, price: limitPrice, remaining: left, seq: taker.seq };
    book.add(rested);
    return { fills, rested, cancelled: ZERO, selfTradeCancels, selfTradeStopped: false };
  }
  return { fills, rested: null, cancelled: left, selfTradeCancels, selfTradeStopped: stopped };
}
