import { describe, expect, it } from 'vitest';
import { groupedDecimals, moveOf, ownLevels, panelModel } from './book-view';

const book = {
  bids: [
    ['100.27', '1'],
    ['100.21', '0.5'],
    ['99.9', '2'],
  ] as [string, string][],
  asks: [
    ['100.31', '1'],
    ['100.39', '0.25'],
    ['101', '3'],
  ] as [string, string][],
};
const none = { bids: new Set<string>(), asks: new Set<string>() };

describe('panelModel', () => {
  it('asks worst first (best nearest the middle), bids best first, cut to the rows', () => {
    const m = panelModel(book, 2, 1, 2, none);
    expect(m.asks.map((r) => r.price)).toEqual(['100.39', '100.31']);
    expect(m.bids.map((r) => r.price)).toEqual(['100.27', '100.21']);
    expect(m.bids.map((r) => r.cumulative)).toEqual(['1', '1.5']);
    expect(m.touch).toMatchObject({ bid: '100.27', ask: '100.31', spread: '0.04' });
    expect(m.priceDecimals).toBe(2);
  });

  it('groups by the step (bids down, asks up) while the touch stays exact', () => {
    const m = panelModel(book, 2, 10, 5, none);
    expect(m.bids.map((r) => [r.price, r.amount])).toEqual([
      ['100.2', '1.5'],
      ['99.9', '2'],
    ]);
    expect(m.asks.map((r) => [r.price, r.amount])).toEqual([
      ['101.0', '3'],
      ['100.4', '1.25'],
    ]);
    expect(m.touch.spread).toBe('0.04');
    expect(m.priceDecimals).toBe(1);
  });

  it('marks the trader’s own resting limit orders at their grouped levels', () => {
    const orders = [
      { side: 'buy' as const, type: 'limit' as const, price: '100.21' },
      { side: 'sell' as const, type: 'limit' as const, price: '101.00' },
      { side: 'buy' as const, type: 'market' as const, price: '0' },
    ];
    const exact = panelModel(book, 2, 1, 5, ownLevels(orders, 2, 1));
    expect(exact.bids.filter((r) => r.mine).map((r) => r.price)).toEqual(['100.21']);
    expect(exact.asks.filter((r) => r.mine).map((r) => r.price)).toEqual(['101.00']);
    const grouped = panelModel(book, 2, 10, 5, ownLevels(orders, 2, 10));
    expect(grouped.bids.filter((r) => r.mine).map((r) => r.price)).toEqual(['100.2']);
  });
});

describe('helpers', () => {
  it('shows one decimal fewer per power of ten, never below none', () => {
    expect([1, 10, 100, 1000].map((f) => groupedDecimals(2, f as 1 | 10 | 100 | 1000))).toEqual([2, 1, 0, 0]);
  });

  it('tells the last price’s move, keeping it while the price stays', () => {
    expect(moveOf('100', '101', undefined)).toBe('up');
    expect(moveOf('101', '100.5', 'up')).toBe('down');
    expect(moveOf('100.5', '100.50', 'down')).toBe('down');
    expect(moveOf(undefined, '1', undefined)).toBeUndefined();
  });
});
