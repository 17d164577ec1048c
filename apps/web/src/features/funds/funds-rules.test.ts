import { describe, expect, it } from 'vitest';
import { inFiat, isSmall, livePairOf, matchesQuery, nextFundSort, sortViews, sumUsd, toViews, valueNow, visibleViews } from './funds-rules';

const views = toViews([
  { currency: 'BTC', name: 'Bitcoin', available: '0.5', locked: '0.1', usd_price: '60000', usd_value: '36000' },
  { currency: 'USDT', name: 'Tether', available: '10000', locked: '0', usd_price: '1', usd_value: '10000' },
  { currency: 'ETH', name: 'Ethereum', available: '2', locked: '0', usd_price: '3000', usd_value: '6000' },
  { currency: 'DOGE', name: 'Dogecoin', available: '6.6', locked: '0', usd_price: '0.15', usd_value: '0.99' },
  { currency: 'NOPRICE', name: 'NOPRICE', available: '1000', locked: '0', usd_price: '0', usd_value: '0' },
]);

describe('valuation', () => {
  it('totals available and locked exactly', () => {
    expect(views[0]?.total).toBe('0.6');
  });

  it('reads a live price from the currency’s USDT pair, none for USDT or an unpriced currency', () => {
    expect(views.map(livePairOf)).toEqual(['BTC_USDT', undefined, 'ETH_USDT', 'DOGE_USDT', undefined]);
  });

  it('values at the live price when there is one, else at the reference value', () => {
    expect(valueNow({ total: '0.6', usdValue: '36000' }, '61000.5')).toBe('36600.3');
    expect(valueNow({ total: '0.6', usdValue: '36000' }, undefined)).toBe('36000');
  });

  it('converts to the fiat in force exactly, or stays in USD without a rate', () => {
    expect(inFiat('36600.3', 'EUR', { EUR: '0.92' })).toEqual({ amount: '33672.276', currency: 'EUR' });
    expect(inFiat('10', 'XYZ', { EUR: '0.92' })).toEqual({ amount: '10', currency: 'USD' });
    expect(inFiat('10', 'EUR', { EUR: '0' })).toEqual({ amount: '10', currency: 'USD' });
  });

  it('sums exactly, where floats would not', () => {
    expect(sumUsd([{ usdValue: '0.1' }, { usdValue: '0.2' }])).toBe('0.3');
    expect(sumUsd(views)).toBe('52000.99');
  });
});

describe('small balances', () => {
  it('is below the threshold at the reference value; equal is not small', () => {
    expect(isSmall({ usdValue: '0.99' }, '1')).toBe(true);
    expect(isSmall({ usdValue: '1' }, '1')).toBe(false);
    expect(isSmall({ usdValue: '0.999999999999999999' }, '1')).toBe(true);
  });

  it('hides them when asked, and only then', () => {
    expect(visibleViews(views, { query: '', hideBelow: '1', sort: null }).map((v) => v.currency)).toEqual(['BTC', 'USDT', 'ETH']);
    expect(visibleViews(views, { query: '', hideBelow: '10000', sort: null }).map((v) => v.currency)).toEqual(['BTC', 'USDT']);
    expect(visibleViews(views, { query: '', hideBelow: undefined, sort: null })).toHaveLength(5);
  });
});

describe('search and sort', () => {
  it('matches the symbol or the name, ignoring case and spaces', () => {
    expect(matchesQuery({ currency: 'ETH', name: 'Ethereum' }, ' ether ')).toBe(true);
    expect(matchesQuery({ currency: 'ETH', name: 'Ethereum' }, 'eth')).toBe(true);
    expect(matchesQuery({ currency: 'ETH', name: 'Ethereum' }, 'btc')).toBe(false);
    expect(visibleViews(views, { query: 'coin', hideBelow: undefined, sort: null }).map((v) => v.currency)).toEqual(['BTC', 'DOGE']);
  });

  it('sorts by a column exactly, ties in the list’s order', () => {
    expect(sortViews(views, { key: 'available', dir: 'desc' }).map((v) => v.currency)).toEqual(['USDT', 'NOPRICE', 'DOGE', 'ETH', 'BTC']);
    expect(sortViews(views, { key: 'currency', dir: 'asc' }).map((v) => v.currency)).toEqual(['BTC', 'DOGE', 'ETH', 'NOPRICE', 'USDT']);
    expect(sortViews(views, { key: 'locked', dir: 'desc' })[0]?.currency).toBe('BTC');
    expect(sortViews(views, { key: 'value', dir: 'asc' }).map((v) => v.currency)).toEqual(['NOPRICE', 'DOGE', 'ETH', 'USDT', 'BTC']);
  });

  it('cycles a column: first direction, the other, then the list’s order', () => {
    expect(nextFundSort(null, 'value')).toEqual({ key: 'value', dir: 'desc' });
    expect(nextFundSort({ key: 'value', dir: 'desc' }, 'value')).toEqual({ key: 'value', dir: 'asc' });
    expect(nextFundSort({ key: 'value', dir: 'asc' }, 'value')).toBeNull();
    expect(nextFundSort({ key: 'value', dir: 'asc' }, 'currency')).toEqual({ key: 'currency', dir: 'asc' });
  });
});
