import { describe, expect, it } from 'vitest';
import { concernsPair, mergeTrades } from './trade-merge';

describe('mergeTrades', () => {
  it('keeps each trade once, newest first, at most max', () => {
    const read = [{ id: 5 }, { id: 3 }, { id: 2 }];
    expect(mergeTrades(read, [{ id: 6 }, { id: 5 }], 3).map((t) => t.id)).toEqual([6, 5, 3]);
    // a stream trade that arrives before the read is kept when the read lands
    expect(mergeTrades(undefined, [{ id: 1 }], 10)).toEqual([{ id: 1 }]);
    expect(mergeTrades(null, [], 10)).toEqual([]);
  });

  it('a later copy of a trade replaces the earlier', () => {
    expect(mergeTrades([{ id: 1, v: 'a' }], [{ id: 1, v: 'b' }], 5)).toEqual([{ id: 1, v: 'b' }]);
  });
});

describe('concernsPair', () => {
  it('is true when any update names the pair', () => {
    expect(concernsPair([{ currency_pair: 'ETH_USDT' }, { currency_pair: 'BTC_USDT' }], 'BTC_USDT')).toBe(true);
    expect(concernsPair([{ currency_pair: 'ETH_USDT' }], 'BTC_USDT')).toBe(false);
  });
});
