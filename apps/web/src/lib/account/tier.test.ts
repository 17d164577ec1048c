import { describe, expect, it } from 'vitest';
import { tierView, vipBand } from './tier';

describe('vipBand', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [11, 3],
    [12, 4],
    [17, 5],
    [18, 6],
    [20, 6],
    [-1, 0],
    [Number.NaN, 0],
  ])('level %d → band %d', (level, band) => {
    expect(vipBand(level)).toBe(band);
  });
});

describe('tierView', () => {
  it('reads the level, band, next level and whole percent', () => {
    expect(tierView({ tier_level: 4, tier_next_progress: 37.46, tier_next_usdt: '4700000' })).toEqual({ level: 4, band: 1, nextLevel: 5, percent: 37 });
  });

  it('is at the top when the progress is full and nothing is left to trade', () => {
    expect(tierView({ tier_level: 16, tier_next_progress: 100, tier_next_usdt: '0' })).toMatchObject({ nextLevel: null, percent: 100 });
    expect(tierView({ tier_level: 3, tier_next_progress: 100, tier_next_usdt: '10' }).nextLevel).toBe(4);
  });

  it('reads a missing or malformed tier as level 0 with no progress', () => {
    expect(tierView({ tier_level: Number.NaN, tier_next_progress: Number.NaN, tier_next_usdt: '' })).toEqual({ level: 0, band: 0, nextLevel: 1, percent: 0 });
    expect(tierView({ tier_level: 2, tier_next_progress: 140, tier_next_usdt: '5' }).percent).toBe(100);
  });
});
