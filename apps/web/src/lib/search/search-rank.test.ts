import { describe, expect, it } from 'vitest';
import { buildSearchIndex, normaliseQuery, rankOf, RANKS, search, type SearchFields } from './search-rank';

const row = (pair: string, name: string, volumeUsd = 0): SearchFields => {
  const [base = '', quote = ''] = pair.split('_');
  return { base, quote, name, pair, volumeUsd };
};
const rows = [
  row('BTC_USDT', 'Bitcoin', 900),
  row('BTC_USDC', 'Bitcoin', 100),
  row('BTCST_USDT', 'BTC Standard Hashrate', 5),
  row('ETH_BTC', 'Ethereum', 50),
  row('WBTC_USDT', 'Wrapped Bitcoin', 30),
  row('SOL_USDT', 'Solana', 400),
  row('USDC_USDT', 'USD Coin', 70),
  row('ABTCX_USDT', 'Bitcoin Extra', 1),
  row('DOGE_TRY', 'Dogecoin', 3),
];
const index = buildSearchIndex(rows, (r) => r);
const pairs = (q: string, limit?: number) => search(index, q, limit).map((r) => r.pair);

describe('rankOf: each rank of the spec, in order', () => {
  const e = (pair: string, name: string) => {
    const [base = '', quote = ''] = pair.toLowerCase().split('_');
    return { base, quote, name: name.toLowerCase(), pair: pair.toLowerCase() };
  };
  it.each([
    ['btc', e('BTC_USDT', 'Bitcoin'), 'baseEquals'],
    ['btc', e('BTCST_USDT', 'x'), 'baseStarts'],
    ['btc', e('ETH_BTC', 'Ethereum'), 'quoteEquals'],
    ['btc', e('WBTC_USDT', 'Wrapped'), 'baseContains'],
    ['usd', e('ETH_USDT', 'Ethereum'), 'quoteContains'],
    ['bitcoin', e('WBTC_USDT', 'Wrapped Bitcoin'), 'nameOrPair'],
    ['c_us', e('BTC_USDT', 'Bitcoin'), 'nameOrPair'],
  ] as const)('%s in %j → %s', (q, entry, rank) => expect(rankOf(entry, q)).toBe(RANKS.indexOf(rank)));
  it('a base that equals beats one that also starts with the query; base beats quote', () => {
    expect(rankOf(e('USDC_USDT', 'USD Coin'), 'usdc')).toBe(0);
    expect(rankOf(e('ETH_USDC', 'Ethereum'), 'usdc')).toBe(2);
  });
  it('no match is -1', () => expect(rankOf(e('SOL_USDT', 'Solana'), 'doge')).toBe(-1));
});

describe('search', () => {
  it('orders by the spec ranks, ties by USD volume', () => {
    expect(pairs('btc')).toEqual(['BTC_USDT', 'BTC_USDC', 'BTCST_USDT', 'ETH_BTC', 'WBTC_USDT', 'ABTCX_USDT']);
  });
  it('finds Bitcoin by name', () => {
    expect(pairs('bitcoin')).toEqual(['BTC_USDT', 'BTC_USDC', 'WBTC_USDT', 'ABTCX_USDT']);
  });
  it('quote equals ranks above quote contains, and above a base that only contains it', () => {
    expect(pairs('usdc')).toEqual(['USDC_USDT', 'BTC_USDC']);
    expect(pairs('usd').slice(0, 1)).toEqual(['USDC_USDT']);
  });
  it('is case-blind and reads BTC/USDT, btc-usdt and "btc usdt" as the pair', () => {
    // WBTC_USDT contains the pair too, after it
    for (const q of ['BTC/USDT', 'btc-usdt', ' btc usdt ', 'Btc_Usdt']) expect(pairs(q)).toEqual(['BTC_USDT', 'WBTC_USDT']);
  });
  it('ties with equal volume go A→Z by pair', () => {
    const i = buildSearchIndex([row('ZZ_USDT', 'z', 1), row('AA_USDT', 'a', 1)], (r) => r);
    expect(search(i, 'usdt').map((r) => r.pair)).toEqual(['AA_USDT', 'ZZ_USDT']);
  });
  it('honours the limit and matches nothing for an empty query', () => {
    expect(pairs('btc', 2)).toEqual(['BTC_USDT', 'BTC_USDC']);
    expect(pairs('   ')).toEqual([]);
    expect(pairs('nothing-like-this')).toEqual([]);
  });
  it('normaliseQuery', () => {
    expect(normaliseQuery('  ETH / BTC ')).toBe('eth_btc');
  });
});
