import { describe, expect, it } from 'vitest';
import { marketRow } from '@/lib/market/row-fixture';
import { usdContext } from '@/lib/market/usd-order';
import { OVERVIEW_ROWS, selectOverview } from './select';

const NOW = 1_000_000;
const row = marketRow;

describe('selectOverview', () => {
  const rows = [
    row('BTC_USDT', { rate: '60000', volume: '9000000', hot: true, change: '1' }),
    row('ETH_USDT', { rate: '3000', volume: '5000000', hot: true, change: '-2' }),
    row('PUMP_USDT', { change: '80', volume: '500000' }),
    row('THIN_USDT', { change: '300', volume: '10' }),
    row('SOON_USDT', { isNew: true, buyStart: NOW + 60, rate: '0', change: '' }),
    row('FRESH_USDT', { isNew: true, buyStart: NOW - 60, change: '12' }),
    row('OLDNEW_USDT', { isNew: true, buyStart: NOW - 6000, change: '3' }),
  ];
  const ctx = usdContext(rows, { USD: '1' });
  const o = selectOverview(rows, ctx, NOW);
  it('hot: the hot-tagged markets by USD volume', () => expect(o.hot.map((r) => r.id)).toEqual(['BTC_USDT', 'ETH_USDT']));
  it('gainers: open markets by change, not the thin or unopened ones', () => {
    expect(o.gainers.map((r) => r.id)).toEqual(['PUMP_USDT', 'FRESH_USDT', 'OLDNEW_USDT', 'BTC_USDT', 'ETH_USDT']);
  });
  it('new listings: upcoming first, then the latest opened', () => expect(o.newListings.map((r) => r.id)).toEqual(['SOON_USDT', 'FRESH_USDT', 'OLDNEW_USDT']));
  it('hot falls back to the largest markets when nothing is tagged, and lists hold at most 5', () => {
    const many = Array.from({ length: 9 }, (_, i) => row(`C${i}_USDT`, { volume: String(100_000 * (i + 1)) }));
    const h = selectOverview(many, usdContext(many, {}), NOW).hot;
    expect(h).toHaveLength(OVERVIEW_ROWS);
    expect(h[0]?.id).toBe('C8_USDT');
  });
});
