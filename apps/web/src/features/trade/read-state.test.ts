import { describe, expect, it } from 'vitest';
import { failedWithoutData } from './read-state';

describe('failedWithoutData', () => {
  it('is false before the first answer and while the first read runs', () => {
    expect(failedWithoutData({ data: undefined, errorUpdatedAt: 0 })).toBe(false);
  });

  it('stays true while a read that failed is tried again (the query is back to pending, its error cleared)', () => {
    expect(failedWithoutData({ data: undefined, errorUpdatedAt: 1_700_000_000_000 })).toBe(true);
    expect(failedWithoutData({ data: null, errorUpdatedAt: 1_700_000_000_000 })).toBe(true);
  });

  it('is false once data has arrived, even after an earlier failure', () => {
    expect(failedWithoutData({ data: [], errorUpdatedAt: 1_700_000_000_000 })).toBe(false);
    expect(failedWithoutData({ data: { pair: 'BTC_USDT' }, errorUpdatedAt: 1_700_000_000_000 })).toBe(false);
  });
});
