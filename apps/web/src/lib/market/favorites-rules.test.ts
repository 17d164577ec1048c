import { describe, expect, it } from 'vitest';
import { MAX_FAVORITES } from '@exchange/contract/limits';
import { favoritesFirst, parseStoredFavorites, toggleFavorite } from './favorites-rules';

describe('favourites', () => {
  it('reads stored lists defensively', () => {
    expect(parseStoredFavorites('["BTC_USDT","ETH_USDT","BTC_USDT"]')).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(parseStoredFavorites('["<script>", 5, "SOL_USDT"]')).toEqual(['SOL_USDT']);
    expect(parseStoredFavorites('{"a":1}')).toEqual([]);
    expect(parseStoredFavorites('not json')).toEqual([]);
    expect(parseStoredFavorites(null)).toEqual([]);
  });
  it('toggles, and refuses a star beyond the cap', () => {
    expect(toggleFavorite([], 'BTC_USDT')).toEqual(['BTC_USDT']);
    expect(toggleFavorite(['BTC_USDT', 'ETH_USDT'], 'BTC_USDT')).toEqual(['ETH_USDT']);
    const full = Array.from({ length: MAX_FAVORITES }, (_, i) => `C${i}_USDT`);
    expect(toggleFavorite(full, 'BTC_USDT')).toHaveLength(MAX_FAVORITES);
    expect(toggleFavorite(full, 'C0_USDT')).toHaveLength(MAX_FAVORITES - 1);
    expect(toggleFavorite([], 'bad pair')).toEqual([]);
  });
  it('pins favourites first, keeping each group in order', () => {
    const rows = ['A', 'B', 'C', 'D'].map((id) => ({ id }));
    expect(favoritesFirst(rows, new Set(['C', 'A']), (r) => r.id).map((r) => r.id)).toEqual(['A', 'C', 'B', 'D']);
    expect(favoritesFirst(rows, new Set(), (r) => r.id).map((r) => r.id)).toEqual(['A', 'B', 'C', 'D']);
  });
});
