import { describe, expect, it } from 'vitest';
import { pairRules } from './pairRules';

describe('pair rules', () => {
  it('gives about six significant price digits, amount steps worth at most 1 % of the least total', () => {
    expect(pairRules('60000', 'USDT')).toEqual({ priceDecimals: 1, amountDecimals: 7, minAmount: '0.000001', minTotal: '1' });
    expect(pairRules('3000', 'USDT')).toEqual({ priceDecimals: 2, amountDecimals: 6, minAmount: '0.00001', minTotal: '1' });
    expect(pairRules('0.05', 'BTC')).toEqual({ priceDecimals: 7, amountDecimals: 6, minAmount: '0.00001', minTotal: '0.00002' });
    // a coin worth a millionth of a dollar trades in whole coins, at least ten
    expect(pairRules('0.000001', 'USDT')).toMatchObject({ priceDecimals: 11, amountDecimals: 0, minAmount: '10' });
    expect(pairRules('1', 'JPY')).toMatchObject({ amountDecimals: 0, minAmount: '10', minTotal: '200' });
    expect(pairRules('2', 'USDT')).toMatchObject({ amountDecimals: 3, minAmount: '0.01' });
  });
});
