import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARSE_SLICE_ROWS } from '@exchange/contract/sliced-parse';
import type { SpotMarket } from '@exchange/contract/market';
import { spotMarket } from '@exchange/contract/market-fixture';
import { checkCached } from './data-sets';

const spot = (i: number): SpotMarket => spotMarket(`C${i}_USDT`, { rate: '1.5', prior_rate: '1.4', change: '7.14', volume: '1000' });

afterEach(() => vi.restoreAllMocks());

describe('checkCached', () => {
  it("checks a returning visitor's cached markets a slice at a time, a task each: the same rows, a bad one anywhere refused", async () => {
    const rows = Array.from({ length: 3 * PARSE_SLICE_ROWS + 7 }, (_, i) => spot(i));
    const tasks = vi.spyOn(globalThis, 'MessageChannel');
    expect(await checkCached('spots', rows)).toEqual(rows);
    // a task between each two of the four slices
    expect(tasks).toHaveBeenCalledTimes(3);
    const bad = rows.map((row, i) => (i === 2 * PARSE_SLICE_ROWS + 3 ? { ...row, rate: 'NaN' } : row));
    expect(await checkCached('spots', bad)).toBeUndefined();
  });

  it('refuses what another version stored in another shape, and takes a short list in one go', async () => {
    expect(await checkCached('spots', { rows: [] })).toBeUndefined();
    expect(await checkCached('spots', [{ pair: 'BTC_USDT' }])).toBeUndefined();
    const tasks = vi.spyOn(globalThis, 'MessageChannel');
    expect(await checkCached('spots', [spot(1)])).toEqual([spot(1)]);
    expect(await checkCached('rates', { USD: '1', TRY: '34.2' })).toEqual({ USD: '1', TRY: '34.2' });
    expect(tasks).not.toHaveBeenCalled();
  });
});
