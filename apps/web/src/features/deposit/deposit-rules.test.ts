import { describe, expect, it } from 'vitest';
import type { Deposit } from '@exchange/contract/wallet';
import { chooseNetwork, currenciesOf, currencyOfSegment, matchCurrencies, mergeDeposit, pageCount, statusView } from './deposit-rules';

const deposit = (over: Partial<Deposit>): Deposit => ({
  id: '1',
  currency: 'USDT',
  network: 'TRX',
  address: 'T',
  memo: null,
  amount: '5',
  tx_hash: '0x',
  confirmations: 0,
  required: 20,
  status: 'pending',
  create_time_ms: 1_000,
  credit_time_ms: null,
  ...over,
});
const OPTS = { currency: 'USDT', firstPage: true, max: 3 };

describe('chooseNetwork', () => {
  const networks = [{ network: 'ETH' }, { network: 'TRX' }];
  it('keeps the asked network when the currency travels on it, else the usual one', () => {
    expect(chooseNetwork(networks, 'TRX')).toBe('TRX');
    expect(chooseNetwork(networks, 'XRP')).toBe('ETH');
    expect(chooseNetwork(networks, null)).toBe('ETH');
    expect(chooseNetwork([], 'TRX')).toBeNull();
  });
});

describe('statusView', () => {
  it('tells each status by a key and an icon; pending with its confirmations (never more than required)', () => {
    expect(statusView(deposit({ confirmations: 3 }))).toEqual({ key: 'pending', icon: 'clock', progress: { n: 3, m: 20 } });
    expect(statusView(deposit({ confirmations: 25 })).progress).toEqual({ n: 20, m: 20 });
    expect(statusView(deposit({ status: 'confirmed', confirmations: 20 }))).toEqual({ key: 'confirmed', icon: 'check', progress: null });
    expect(statusView(deposit({ status: 'below_minimum' }))).toEqual({ key: 'below_minimum', icon: 'warning', progress: null });
  });
});

describe('mergeDeposit', () => {
  it('replaces a known deposit in place and adds a new one of the currency on top of the first page', () => {
    const list = [deposit({ id: '2', create_time_ms: 2_000 }), deposit({ id: '1' })];
    const confirmed = deposit({ id: '1', status: 'confirmed', confirmations: 20 });
    expect(mergeDeposit(list, confirmed, OPTS)).toEqual([list[0], confirmed]);
    const added = mergeDeposit(list, deposit({ id: '3', create_time_ms: 3_000 }), OPTS);
    expect(added.map((d) => d.id)).toEqual(['3', '2', '1']);
    expect(mergeDeposit(added, deposit({ id: '4', create_time_ms: 4_000 }), OPTS).map((d) => d.id)).toEqual(['4', '3', '2']);
  });

  it('never goes back (a late pending after confirmed, fewer confirmations) and ignores other currencies and later pages', () => {
    const list = [deposit({ id: '1', status: 'confirmed', confirmations: 20 })];
    expect(mergeDeposit(list, deposit({ id: '1', confirmations: 19 }), OPTS)).toBe(list);
    const pending = [deposit({ id: '1', confirmations: 5 })];
    expect(mergeDeposit(pending, deposit({ id: '1', confirmations: 4 }), OPTS)).toBe(pending);
    expect(mergeDeposit(pending, deposit({ id: '9', currency: 'BTC' }), OPTS)).toBe(pending);
    expect(mergeDeposit(pending, deposit({ id: '9' }), { ...OPTS, firstPage: false })).toBe(pending);
  });

  it('orders by time, then by id as a number', () => {
    const list = [deposit({ id: '9' })];
    expect(mergeDeposit(list, deposit({ id: '10' }), OPTS).map((d) => d.id)).toEqual(['10', '9']);
  });
});

describe('paging and the currency chooser', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });

  it('lists the currencies of the pairs once, popular ones first', () => {
    const pairs = [
      { base: 'DOGE', quote: 'USDT' },
      { base: 'BTC', quote: 'USDT' },
      { base: 'ADA', quote: 'BTC' },
    ];
    expect(currenciesOf(pairs)).toEqual(['USDT', 'BTC', 'ADA', 'DOGE']);
  });

  it('matches codes starting with the query first, then containing it, case-insensitively', () => {
    const codes = ['USDT', 'BTC', 'USDC', 'BUSD', 'ETH'];
    expect(matchCurrencies(codes, 'usd', 10)).toEqual(['USDT', 'USDC', 'BUSD']);
    expect(matchCurrencies(codes, '', 2)).toEqual(['USDT', 'BTC']);
    expect(matchCurrencies(codes, 'zzz', 10)).toEqual([]);
  });

  it('reads a currency segment in upper case, refusing what cannot be a code', () => {
    expect(currencyOfSegment('usdt')).toBe('USDT');
    expect(currencyOfSegment('BTC')).toBe('BTC');
    expect(currencyOfSegment('US-DT')).toBeNull();
    expect(currencyOfSegment('%E2%82%AC')).toBeNull();
  });
});
