import { describe, expect, it } from 'vitest';
import { marketRow } from './row-fixture';
import type { MarketRow } from './rows';
import { sortRows } from './sort';
import { byUsdVolume, usdContext, usdSortValue } from './usd-order';

const row = (id: string, rate: string, volume: string, change = '0'): MarketRow => marketRow(id, { rate, volume, change });
const rows = [row('BTC_USDT', '60000', '1000'), row('ETH_BTC', '0.05', '1', '5'), row('SOL_USDT', '150', '100000', '-2'), row('X_TRY', '4000', '40', '1')];
const ctx = usdContext(rows, { USD: '1', TRY: '40' });

describe('USD order', () => {
  it('orders by USD volume: 1 BTC of volume outweighs 1,000 USDT', () => {
    expect(byUsdVolume(rows, ctx).map((r) => r.id)).toEqual(['SOL_USDT', 'ETH_BTC', 'BTC_USDT', 'X_TRY']);
  });
  it('sorts prices across quotes by their USD value', () => {
    expect(sortRows(rows, { key: 'price', dir: 'desc' }, usdSortValue(ctx)).map((r) => r.id)).toEqual(['BTC_USDT', 'ETH_BTC', 'SOL_USDT', 'X_TRY']);
    expect(sortRows(rows, { key: 'change', dir: 'desc' }, usdSortValue(ctx)).map((r) => r.id)).toEqual(['ETH_BTC', 'X_TRY', 'BTC_USDT', 'SOL_USDT']);
  });
});
