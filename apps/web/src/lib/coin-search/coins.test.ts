import { describe, expect, it } from 'vitest';
import { marketRow } from '@/lib/market/row-fixture';
import type { MarketRow } from '@/lib/market/rows';
import { coinIndex, linkedCoins, searchCoins } from './coins';

const row = (id: string, name: string, volume: string, rate = '1'): MarketRow => marketRow(id, { name, volume, rate });

const rows = [
  row('BTC_TRY', 'Bitcoin', '1000000'), // 1,000,000 TRY ≈ 25,000 USD at 40 TRY/USD
  row('BTC_USDT', 'Bitcoin', '30000', '60000'),
  row('ETH_BTC', 'Ethereum', '2'), // 2 BTC ≈ 120,000 USD through BTC's USDT price
  row('WBTC_XYZ', 'Wrapped Bitcoin', '999999999'), // a quote nothing prices counts as 0
];
const index = coinIndex(rows, { TRY: '40' });

describe('coinIndex', () => {
  it('ranks by the spec, ties by the 24 h volume in US dollars', () => {
    expect(searchCoins(index, 'btc', 10).map((r) => r.id)).toEqual(['BTC_USDT', 'BTC_TRY', 'ETH_BTC', 'WBTC_XYZ']);
  });
  it('finds a coin by its name and keeps the limit', () => {
    expect(searchCoins(index, 'bitcoin', 2).map((r) => r.id)).toEqual(['BTC_USDT', 'BTC_TRY']);
  });
  it('an empty query finds nothing', () => expect(searchCoins(index, '  ', 10)).toEqual([]));
});

describe('linkedCoins', () => {
  const link = (path: string) => (path.includes('BTC_TRY') ? undefined : `/en${path}`);
  it('keeps the matches that lead somewhere, each with its link, and says when one was left out', () => {
    const { coins, withheld } = linkedCoins(index, 'btc', 10, link);
    expect(coins.map((c) => c.row.id)).toEqual(['BTC_USDT', 'ETH_BTC', 'WBTC_XYZ']);
    expect(coins[0]?.href).toBe(`/en${coins[0]?.row.path ?? ''}`);
    expect(withheld).toBe(true);
    expect(linkedCoins(index, 'eth', 10, link).withheld).toBe(false);
  });

  it('withholds nothing when nothing matched or the index is not read yet, and everything when no page is offered', () => {
    expect(linkedCoins(index, 'zzzz', 10, () => undefined)).toEqual({ coins: [], withheld: false });
    expect(linkedCoins(undefined, 'btc', 10, link)).toEqual({ coins: [], withheld: false });
    expect(linkedCoins(index, 'btc', 10, () => undefined)).toEqual({ coins: [], withheld: true });
  });
});
