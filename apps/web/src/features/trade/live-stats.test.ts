import { describe, expect, it } from 'vitest';
import { statsOf, withTick, type PairStats } from './live-stats';

const stats: PairStats = { last: '100', change: '1.5', high: '110', low: '90', volume: '5000' };

describe('statsOf', () => {
  it('reads pair_info’s figures', () => {
    expect(statsOf({ last: '1', change_percentage: '-2', high_24h: '3', low_24h: '0.5', volume_24h: '9' })).toEqual({
      last: '1',
      change: '-2',
      high: '3',
      low: '0.5',
      volume: '9',
    });
  });
});

describe('withTick', () => {
  it('takes price, change and volume from the tick', () => {
    expect(withTick(stats, { last: '101.5', change: '2.01', quoteVolume: '5100' })).toEqual({ ...stats, last: '101.5', change: '2.01', volume: '5100' });
  });

  it('widens the high and the low to a price beyond them', () => {
    expect(withTick(stats, { last: '110.01', change: '1', quoteVolume: '1' })).toMatchObject({ high: '110.01', low: '90' });
    expect(withTick(stats, { last: '89.9999', change: '1', quoteVolume: '1' })).toMatchObject({ high: '110', low: '89.9999' });
    // compared as decimals, not as text ('9' > '10' as text)
    expect(withTick({ ...stats, high: '10', low: '2' }, { last: '9', change: '1', quoteVolume: '1' })).toMatchObject({ high: '10', low: '2' });
  });

  it('sets a missing low from the first price', () => {
    expect(withTick({ ...stats, low: '0' }, { last: '95', change: '1', quoteVolume: '1' }).low).toBe('95');
  });

  it('keeps what a tick lacks or garbles', () => {
    expect(withTick(stats, undefined)).toBe(stats);
    expect(withTick(stats, { last: '0', change: '1', quoteVolume: '1' })).toBe(stats);
    expect(withTick(stats, { last: '100', change: '', quoteVolume: '' })).toEqual(stats);
  });
});
