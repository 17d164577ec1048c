import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, compare, isZero, parseDecimal, toText, ZERO, type Dec } from '@exchange/decimal/dec';
import { match, type SelfTrade, type Taker } from './match';
import { OrderBook, type Side } from './order-book';

const dec = (text: string): Dec => parseDecimal(text) as Dec;
const sum = (values: readonly Dec[]): Dec => values.reduce(add, ZERO);
const text = (d: Dec | undefined) => (d === undefined ? undefined : toText(d));

function limit(id: string, userId: string, side: Side, price: string, amount: string, seq: number): Taker {
  return { id, userId, side, price: dec(price), amount: dec(amount), seq };
}

describe('match', () => {
  it('fills the best price first and, at one price, the earliest order; the rest of a limit order rests at its price', () => {
    const book = new OrderBook();
    match(book, limit('a1', 'alice', 'sell', '101', '1', 1));
    match(book, limit('a2', 'alice', 'sell', '100', '1', 2));
    match(book, limit('a3', 'carol', 'sell', '100', '2', 3));
    const result = match(book, limit('b1', 'bob', 'buy', '100.5', '4', 4));
    expect(result.fills.map((f) => [f.makerId, toText(f.price), toText(f.amount)])).toEqual([
      ['a2', '100', '1'],
      ['a3', '100', '2'],
    ]);
    expect(result.rested && [toText(result.rested.price), toText(result.rested.remaining)]).toEqual(['100.5', '1']);
    expect(text(book.best('buy'))).toBe('100.5');
    expect(text(book.best('sell'))).toBe('101');
  });

  it('a market order walks the book and its unfilled remainder is cancelled, never rested', () => {
    const book = new OrderBook();
    match(book, limit('a1', 'alice', 'sell', '100', '0.3', 1));
    match(book, limit('a2', 'alice', 'sell', '102', '0.2', 2));
    const result = match(book, { id: 'm', userId: 'bob', side: 'buy', amount: dec('1'), seq: 3 });
    expect(result.fills.map((f) => toText(f.price))).toEqual(['100', '102']);
    expect(toText(result.cancelled)).toBe('0.5');
    expect(result.rested).toBeNull();
    expect(book.best('sell')).toBeUndefined();
    expect(book.best('buy')).toBeUndefined();
  });

  it('partial fills leave the maker resting with what is left, keeping its place', () => {
    const book = new OrderBook();
    match(book, limit('a1', 'alice', 'sell', '100', '5', 1));
    match(book, limit('a2', 'carol', 'sell', '100', '5', 2));
    match(book, limit('b1', 'bob', 'buy', '100', '2', 3));
    expect(toText(book.get('a1')?.remaining ?? ZERO)).toBe('3');
    const next = match(book, limit('b2', 'bob', 'buy', '100', '4', 4));
    expect(next.fills.map((f) => [f.makerId, toText(f.amount)])).toEqual([
      ['a1', '3'],
      ['a2', '1'],
    ]);
  });

  it('an IOC remainder is cancelled; a limit that does not cross rests whole', () => {
    const book = new OrderBook();
    match(book, limit('a1', 'alice', 'sell', '100', '1', 1));
    const ioc = match(book, { ...limit('b1', 'bob', 'buy', '100', '3', 2), timeInForce: 'ioc' });
    expect(toText(ioc.cancelled)).toBe('2');
    expect(book.best('buy')).toBeUndefined();
    const away = match(book, limit('b2', 'bob', 'buy', '99', '3', 3));
    expect(away.fills).toEqual([]);
    expect(text(away.rested?.remaining)).toBe('3');
  });

  it('self-trade prevention: the newest (taker) stops, the oldest (maker) goes, or both', () => {
    const setUp = () => {
      const book = new OrderBook();
      match(book, limit('own', 'bob', 'sell', '100', '1', 1));
      match(book, limit('other', 'alice', 'sell', '100', '1', 2));
      return book;
    };
    const run = (stp: SelfTrade) => {
      const book = setUp();
      const result = match(book, limit('t', 'bob', 'buy', '100', '2', 3), stp);
      return { book, result };
    };
    const newest = run('cancel-newest');
    expect(newest.result.fills).toEqual([]);
    expect(toText(newest.result.cancelled)).toBe('2');
    expect(newest.book.get('own')).toBeDefined();
    const oldest = run('cancel-oldest');
    expect(oldest.result.selfTradeCancels.map((c) => c.order.id)).toEqual(['own']);
    expect(oldest.result.fills.map((f) => f.makerId)).toEqual(['other']);
    expect(text(oldest.result.rested?.remaining)).toBe('1');
    const both = run('cancel-both');
    expect(both.result.selfTradeCancels.map((c) => c.order.id)).toEqual(['own']);
    expect(both.result.fills).toEqual([]);
    expect(both.result.rested).toBeNull();
    expect(both.book.get('other')).toBeDefined();
  });

  it('refuses an order without an amount, and a second order with a resting id', () => {
    const book = new OrderBook();
    expect(() => match(book, limit('x', 'bob', 'buy', '1', '0', 1))).toThrow();
    match(book, limit('x', 'bob', 'buy', '1', '1', 1));
    expect(() => match(book, limit('x', 'bob', 'buy', '0.5', '1', 2))).toThrow();
  });
});

/** An operation on the book: a limit or market order from one of three users, or a cancel. */
type Op =
  | { readonly kind: 'limit' | 'ioc'; readonly user: string; readonly side: Side; readonly tick: number; readonly lots: number; readonly stp: SelfTrade }
  | { readonly kind: 'market'; readonly user: string; readonly side: Side; readonly lots: number; readonly stp: SelfTrade }
  | { readonly kind: 'cancel'; readonly pick: number };

const side = fc.constantFrom<Side>('buy', 'sell');
const user = fc.constantFrom('u1', 'u2', 'u3');
const stp = fc.constantFrom<SelfTrade>('cancel-newest', 'cancel-oldest', 'cancel-both');
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constantFrom<'limit' | 'ioc'>('limit', 'limit', 'limit', 'ioc'),
    user,
    side,
    tick: fc.integer({ min: 0, max: 20 }),
    lots: fc.integer({ min: 1, max: 50 }),
    stp,
  }),
  fc.record({ kind: fc.constant<'market'>('market'), user, side, lots: fc.integer({ min: 1, max: 80 }), stp }),
  fc.record({ kind: fc.constant<'cancel'>('cancel'), pick: fc.nat() }),
);

/** Ticks of 0.01 from 99.90 and lots of 0.001: decimals a float would get wrong. */
const priceOf = (tick: number): Dec => ({ units: 9990n + BigInt(tick), scale: 2 });
const lotsOf = (lots: number): Dec => ({ units: BigInt(lots), scale: 3 });

describe('match, over random sequences of orders and cancels', () => {
  it('keeps the book uncrossed and in priority order, conserves every amount, respects limits and never trades a user with itself', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 120 }), (ops) => {
        const book = new OrderBook();
        const live: string[] = [];
        ops.forEach((o, seq) => {
          if (o.kind === 'cancel') {
            const id = live[o.pick % Math.max(1, live.length)];
            if (id !== undefined) book.cancel(id);
            return;
          }
          const id = `o${seq}`;
          const amount = lotsOf(o.lots);
          const price = o.kind === 'market' ? undefined : priceOf(o.tick);
          const before = new Map([...book.orders('buy'), ...book.orders('sell')].map((r) => [r.id, r.remaining]));
          const taker: Taker = {
            id,
            userId: o.user,
            side: o.side,
            amount,
            seq,
            ...(price ? { price } : {}),
            ...(o.kind === 'ioc' ? { timeInForce: 'ioc' as const } : {}),
          };
          const result = match(book, taker, o.stp);
          // conservation: what filled, rests and was cancelled is the order's amount
          const filled = sum(result.fills.map((f) => f.amount));
          expect(compare(add(add(filled, result.rested?.remaining ?? ZERO), result.cancelled), amount)).toBe(0);
          // each maker lost exactly what it filled (or all it had, when self-trade prevention cancelled it)
          for (const f of result.fills) {
            expect(f.makerUserId).not.toBe(o.user);
            expect(compare(f.amount, ZERO)).toBe(1);
            // a limit order never trades beyond its price
            const beyond = price === undefined ? 0 : compare(f.price, price);
            expect(o.side === 'buy' ? beyond <= 0 : beyond >= 0).toBe(true);
            const had = before.get(f.makerId) as Dec;
            const now = book.get(f.makerId)?.remaining ?? ZERO;
            const filledHere = sum(result.fills.filter((x) => x.makerId === f.makerId).map((x) => x.amount));
            expect(compare(add(now, filledHere), had)).toBe(0);
          }
          for (const c of result.selfTradeCancels) expect(book.get(c.order.id)).toBeUndefined();
          // priority: best price first; at one price, the earliest order first
          for (let i = 1; i < result.fills.length; i += 1) {
            const [a, b] = [result.fills[i - 1], result.fills[i]];
            if (!a || !b) continue;
            const c = compare(a.price, b.price);
            expect(o.side === 'buy' ? c <= 0 : c >= 0).toBe(true);
          }
          if (result.rested) live.push(id);
        });
        // the book: uncrossed, levels strictly ordered, nothing empty resting, time order within a level
        const bid = book.best('buy');
        const ask = book.best('sell');
        if (bid && ask) expect(compare(bid, ask)).toBe(-1);
        for (const s of ['buy', 'sell'] as const) {
          const levels = book.levels(s);
          for (let i = 1; i < levels.length; i += 1)
            expect(compare((levels[i - 1] as { price: Dec }).price, (levels[i] as { price: Dec }).price)).toBe(s === 'buy' ? 1 : -1);
          for (const level of levels) expect(isZero(level.amount)).toBe(false);
          const orders = book.orders(s);
          for (let i = 1; i < orders.length; i += 1) {
            const [a, b] = [orders[i - 1], orders[i]];
            if (a && b && compare(a.price, b.price) === 0) expect(a.seq).toBeLessThan(b.seq);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});
