import { describe, expect, it } from 'vitest';
import { add, cmp, fixed, isDecimal, max, min, mul, normal, placesOf, sub, unitOf } from './decimal';
import { pairRules } from './pairRules';

describe('decimal', () => {
  it('adds, subtracts and multiplies exactly (no float error)', () => {
    expect(add('0.1', '0.2')).toBe('0.3');
    expect(sub('0.3', '0.1')).toBe('0.2');
    expect(sub('1', '1.5')).toBe('-0.5');
    expect(mul('60000.1', '0.01')).toBe('600.001');
    expect(mul('0.01', '0.002')).toBe('0.00002');
    expect(mul('123456789.123456789', '1000000000')).toBe('123456789123456789');
    expect(sub('0', '0')).toBe('0');
  });

  it('compares across scales', () => {
    expect(cmp('1.50', '1.5')).toBe(0);
    expect(cmp('0.0001', '0.001')).toBe(-1);
    expect(cmp('-2', '-3')).toBe(1);
    expect(max('2', '10')).toBe('10');
    expect(min('2', '10')).toBe('2');
  });

  it('normalises, counts places and rounds half away from zero', () => {
    expect(normal('007.2500')).toBe('7.25');
    expect(normal('-0.000')).toBe('0');
    expect(placesOf('1.2300')).toBe(2);
    expect(placesOf('100')).toBe(0);
    expect(fixed('60000', 1)).toBe('60000.0');
    expect(fixed('1.25', 1)).toBe('1.3');
    expect(fixed('-1.25', 1)).toBe('-1.3');
    expect(fixed('1.2449', 2)).toBe('1.24');
    expect(fixed('0.999', 0)).toBe('1');
    expect(unitOf(3)).toBe('0.001');
    expect(unitOf(0)).toBe('1');
  });

  it('refuses what is not a plain decimal', () => {
    expect(isDecimal('1e5')).toBe(false);
    expect(() => add('1e5', '1')).toThrow(/not a plain decimal/);
  });
});

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
