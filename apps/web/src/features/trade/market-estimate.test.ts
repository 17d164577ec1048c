import { describe, expect, it } from 'vitest';
import { estimateMarket, slippageProblem } from './market-estimate';

const book = {
  asks: [
    ['100', '1'],
    ['101', '1'],
    ['110', '10'],
  ] as [string, string][],
  bids: [
    ['99', '0.5'],
    ['98', '0.5'],
  ] as [string, string][],
};

describe('estimateMarket', () => {
  it('a buy within the best level pays the best price: no slippage', () => {
    const e = estimateMarket('buy', '0.5', book, 2)!;
    expect([e.best, e.average, e.slippage, e.enough]).toEqual(['100', '100', '0.00', true]);
    expect(e.above('0.1')).toBe(false);
  });

  it('a buy across levels averages them exactly, slippage rounded up', () => {
    // 1 × 100 + 1 × 101 + 1 × 110 = 311 over 3: 103.6666…, 3.6666…% from 100
    const e = estimateMarket('buy', '3', book, 2)!;
    expect(e.average).toBe('103.6666');
    expect(e.slippage).toBe('3.67');
    expect(e.above('2')).toBe(true);
    expect(e.above('5')).toBe(false);
  });

  it('a bound equal to the slippage is not above it (exact comparison)', () => {
    // 1 × 100 + 1 × 101 = 201 over 2: 100.5, exactly 0.5 %
    const e = estimateMarket('buy', '2', book, 2)!;
    expect(e.slippage).toBe('0.50');
    expect(e.above('0.5')).toBe(false);
    expect(e.above('0.1')).toBe(true);
  });

  it('a sell takes the bids; a thin book fills what it holds', () => {
    const e = estimateMarket('sell', '2', book, 2)!;
    expect([e.best, e.average, e.filled, e.enough]).toEqual(['99', '98.5', '1', false]);
    expect(e.slippage).toBe('0.51');
  });

  it('nothing to estimate without an amount or an opposite side', () => {
    expect(estimateMarket('buy', '', book, 2)).toBeUndefined();
    expect(estimateMarket('buy', '0', book, 2)).toBeUndefined();
    expect(estimateMarket('sell', '1', { bids: [], asks: book.asks }, 2)).toBeUndefined();
  });
});

describe('slippageProblem', () => {
  it('refuses above the bound only, naming both figures', () => {
    const e = estimateMarket('buy', '3', book, 2);
    expect(slippageProblem(e, '2')).toEqual({ field: 'total', key: 'slippage', values: { slippage: '3.67', bound: '2' } });
    expect(slippageProblem(e, '5')).toBeUndefined();
    expect(slippageProblem(undefined, '0.1')).toBeUndefined();
  });
});
