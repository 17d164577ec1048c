import { describe, expect, it } from 'vitest';
import { direction, fiatValue, formatChange, formatFiat, formatPrice, formatVolume, priceDigits, quoteUsd, usdtPricesOf, usdValue } from './prices';

const usdtPrices = usdtPricesOf([
  { base: 'BTC', quote: 'USDT', rate: '60000' },
  { base: 'ETH', quote: 'USDT', rate: '3000' },
  { base: 'ETH', quote: 'BTC', rate: '0.05' },
]);
const fiatRates = { USD: '1', TRY: '40', EUR: '0.9', JPY: '150' };

describe('fiat values', () => {
  it('knows the USD value of stablecoins, fiat quotes and coin quotes', () => {
    expect(quoteUsd('USDT', { fiatRates, usdtPrices })).toBe(1);
    expect(quoteUsd('TRY', { fiatRates, usdtPrices })).toBe(1 / 40);
    expect(quoteUsd('BTC', { fiatRates, usdtPrices })).toBe(60000);
    expect(quoteUsd('XYZ', { fiatRates, usdtPrices })).toBeUndefined();
  });
  it('converts a row price into the user fiat', () => {
    expect(fiatValue('60000', 'USDT', { fiatRates, usdtPrices, fiat: 'USD' })).toBe(60000);
    expect(fiatValue('60000', 'USDT', { fiatRates, usdtPrices, fiat: 'TRY' })).toBe(2_400_000);
    expect(fiatValue('0.05', 'BTC', { fiatRates, usdtPrices, fiat: 'EUR' })).toBeCloseTo(2700);
    expect(fiatValue('2400000', 'TRY', { fiatRates, usdtPrices, fiat: 'JPY' })).toBeCloseTo(9_000_000);
  });
  it('has no value when a rate is missing or the price is not a positive number', () => {
    expect(fiatValue('1', 'XYZ', { fiatRates, usdtPrices, fiat: 'USD' })).toBeUndefined();
    expect(fiatValue('1', 'USDT', { fiatRates, usdtPrices, fiat: 'GBP' })).toBeUndefined();
    expect(fiatValue('', 'USDT', { fiatRates, usdtPrices, fiat: 'USD' })).toBeUndefined();
    expect(fiatValue('0', 'USDT', { fiatRates, usdtPrices, fiat: 'USD' })).toBeUndefined();
  });
});

describe('formatting', () => {
  it('gives small prices more digits', () => {
    expect([60000, 12.5, 0.5, 0.01234, 0.00001234, 0].map(priceDigits)).toEqual([2, 4, 4, 5, 8, 2]);
    expect(formatPrice('0.00001234', 'en')).toBe('0.00001234');
    expect(formatPrice('67012.5', 'en')).toBe('67,012.50');
    expect(formatPrice('67012.5', 'de')).toBe('67.012,50');
    expect(formatPrice('', 'en')).toBe('--');
  });
  it('signs changes and formats volumes and fiat', () => {
    expect(formatChange('1.256', 'en')).toBe('+1.26%');
    expect(formatChange('-0.4', 'en')).toBe('-0.40%');
    expect(formatChange('0', 'en')).toBe('0.00%');
    expect(formatChange('x', 'en')).toBe('--');
    expect(formatVolume('1234567', 'en')).toBe('1.23M');
    expect(formatFiat(67012.5, 'USD', 'en')).toBe('$67,012.50');
  });
  it('tells the direction', () => {
    expect([direction('1'), direction('-0.01'), direction('0'), direction('')]).toEqual(['up', 'down', 'flat', 'flat']);
  });
});

describe('usdValue', () => {
  it('compares amounts across quotes in dollars', () => {
    expect(usdValue('2', 'BTC', { fiatRates, usdtPrices })).toBe(120000);
    expect(usdValue('400', 'TRY', { fiatRates, usdtPrices })).toBe(10);
    expect(usdValue('', 'USDT', { fiatRates, usdtPrices })).toBeUndefined();
    expect(usdValue('1', 'XYZ', { fiatRates, usdtPrices })).toBeUndefined();
  });
});
