import { describe, expect, it } from 'vitest';
import { balanceDecimals, formatDecimal, formatPercent, formatUpTo } from './format';

describe('formatDecimal', () => {
  it('formats decimal text with the locale’s separators, exactly', () => {
    expect(formatDecimal('1234567.5', 'en')).toBe('1,234,567.5');
    expect(formatDecimal('1234567.5', 'de')).toBe('1.234.567,5');
    // more digits than a double holds
    expect(formatDecimal('12345678901234567.123456789', 'en')).toBe('12,345,678,901,234,567.123456789');
  });

  it('shows a fixed number of decimals, cut rather than rounded up', () => {
    expect(formatDecimal('0.129', 'en', 2)).toBe('0.12');
    expect(formatDecimal('0.999999', 'en', 2)).toBe('0.99');
    expect(formatDecimal('5', 'en', 3)).toBe('5.000');
  });

  it('shows -- for text that is no number', () => {
    expect(formatDecimal('', 'en')).toBe('--');
    expect(formatDecimal('abc', 'en', 2)).toBe('--');
  });
});

describe('formatPercent', () => {
  it('signs the change', () => {
    expect(formatPercent('1.254', 'en')).toBe('+1.25%');
    expect(formatPercent('-0.4', 'en')).toBe('-0.40%');
    expect(formatPercent('0', 'en')).toBe('0.00%');
    expect(formatPercent('', 'en')).toBe('--');
  });
});

describe('formatUpTo', () => {
  it('cuts to at most that many decimals and drops trailing zeros', () => {
    expect(formatUpTo('9475.07454383084', 'en', 2)).toBe('9,475.07');
    expect(formatUpTo('0.5000000', 'en', 7)).toBe('0.5');
    expect(formatUpTo('0.99999999', 'en', 4)).toBe('0.9999');
    expect(formatUpTo('12', 'de', 2)).toBe('12');
    expect(formatUpTo('x', 'en', 2)).toBe('--');
  });
});

describe('balanceDecimals', () => {
  const info = { base: 'BTC', price_decimals: 1, amount_decimals: 7 };
  it('shows the base in amount steps, the quote in price steps but at least cents', () => {
    expect(balanceDecimals('BTC', info)).toBe(7);
    expect(balanceDecimals('USDT', info)).toBe(2);
    expect(balanceDecimals('BTC', { base: 'ETH', price_decimals: 6, amount_decimals: 4 })).toBe(6);
    expect(balanceDecimals('USDT', null)).toBe(8);
  });
});
