import { add, compare, isZero, subtract, ZERO, type Dec } from '@exchange/decimal/dec';

/**
 * One pair's order book in memory, with price-time priority: the best price first, and at one
 * price the order that came first. Pure and synchronous; it knows no balances, fees or storage
 * (the engine that owns a book persists what a match did before it is acknowledged). Prices and
 * amounts are exact decimals (`@exchange/decimal`), never numbers.
 */
export type Side = 'buy' | 'sell';

export interface RestingOrder {
  readonly id: string;
  readonly userId: string;
  readonly side: Side;
  readonly price: Dec;
  /** what is left to fill, in the base currency; always above zero while the order rests */
  remaining: Dec;
  /** arrival order: lower came first */
  readonly seq: number;
}

interface Level {
  readonly price: Dec;
  /** first come, first filled */
  readonly orders: RestingOrder[];
}

/** A price level as the book shows it: the price and the amount resting there. */
export interface LevelView {
  readonly price: Dec;
  readonly amount: Dec;
  readonly orders: number;
}

export class OrderBook {
  /** best (highest) first */
  private readonly bids: Level[] = [];
  /** best (lowest) first */
  private readonly asks: Level[] = [];
  private readonly byId = new Map<string, RestingOrder>();

  /** Rests an order at its price, behind every order already there. */
  add(order: RestingOrder): void {
    if (this.byId.has(order.id)) throw new Error(`order ${order.id} already rests`);
    if (compare(order.remaining, ZERO) <= 0) throw new Error(`order ${order.id} has nothing to rest`);
    const levels = this.side(order.side);
    const { index, found } = this.find(levels, order.side, order.price);
    if (found) levels[index]?.orders.push(order);
    else levels.splice(index, 0, { price: order.price, orders: [order] });
    this.byId.set(order.id, order);
  }

  /** Takes a resting order off the book; the order, or undefined when it does not rest here. */
  cancel(id: string): RestingOrder | undefined {
    const order = this.byId.get(id);
    if (!order) return undefined;
    const levels = this.side(order.side);
    const { index } = this.find(levels, order.side, order.price);
    const level = levels[index];
    if (level) {
      level.orders.splice(level.orders.indexOf(order), 1);
      if (level.orders.length === 0) levels.splice(index, 1);
    }
    this.byId.delete(id);
    return order;
  }

  get(id: string): RestingOrder | undefined {
    return this.byId.get(id);
  }

  /** The best price on a side, or undefined when the side is empty. */
  best(side: Side): Dec | undefined {
    return this.side(side)[0]?.price;
  }

  /** The first `depth` levels of a side, best first. */
  levels(side: Side, depth = Infinity): LevelView[] {
    return this.side(side)
      .slice(0, depth)
      .map((level) => ({ price: level.price, amount: level.orders.reduce((sum, o) => add(sum, o.remaining), ZERO), orders: level.orders.length }));
  }

  /** Every resting order, best level first and in time order within a level (for a snapshot or a check). */
  orders(side: Side): RestingOrder[] {
    return this.side(side).flatMap((level) => level.orders);
  }

  /** The first resting order a taker on `takerSide` would meet, if any. */
  front(takerSide: Side): RestingOrder | undefined {
    return this.side(takerSide === 'buy' ? 'sell' : 'buy')[0]?.orders[0];
  }

  /** Takes `amount` off a resting order (a fill); the order leaves the book when nothing is left. */
  fill(order: RestingOrder, amount: Dec): void {
    if (this.byId.get(order.id) !== order) throw new Error(`order ${order.id} does not rest here`);
    const left = subtract(order.remaining, amount);
    if (compare(left, ZERO) < 0) throw new Error(`order ${order.id} cannot fill ${amount.units} at scale ${amount.scale}`);
    if (isZero(left)) this.cancel(order.id);
    else order.remaining = left;
  }

  private side(side: Side): Level[] {
    return side === 'buy' ? this.bids : this.asks;
  }

  /** Where `price` is, or would go, on a side (binary search over the levels' order). */
  private find(levels: readonly Level[], side: Side, price: Dec): { index: number; found: boolean } {
    let low = 0;
    let high = levels.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      const c = compare((levels[mid] as Level).price, price);
      if (c === 0) return { index: mid, found: true };
      // bids: higher first; asks: lower first
      const before = side === 'buy' ? c > 0 : c < 0;
      if (before) low = mid + 1;
      else high = mid;
    }
    return { index: low, found: false };
  }
}
