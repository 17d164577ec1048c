import { describe, expect, it } from 'vitest';
import { marketRow } from '@/lib/market/row-fixture';
import type { PageEntry } from '@/lib/search/pages';
import { buildResults, nextActive, optionId, RESULT_LIMITS } from './results';

const coin = (id: string) => ({ row: marketRow(id, { volume: '1' }), href: `/de/trade/${id}` });
const page = (key: string) => {
  const p: PageEntry = { key, label: key, section: 'S', href: `/de/${key}` };
  return { page: p, href: p.href };
};

describe('buildResults', () => {
  const coins = Array.from({ length: 20 }, (_, i) => coin(`C${i}_USDT`));
  const pages = Array.from({ length: 9 }, (_, i) => page(`p${i}`));
  it('coins then pages, each cut to its limit, options in display order', () => {
    const r = buildResults('c', { coins, pages, recent: ['x'] }, 's');
    expect(r.groups.map((g) => [g.key, g.options.length])).toEqual([
      ['coins', RESULT_LIMITS.coins],
      ['pages', RESULT_LIMITS.pages],
    ]);
    expect(r.options).toHaveLength(RESULT_LIMITS.coins + RESULT_LIMITS.pages);
    expect(r.options[0]).toMatchObject({ kind: 'coin', id: 's-coin-C0_USDT', href: '/de/trade/C0_USDT' });
    expect(r.options[RESULT_LIMITS.coins]).toMatchObject({ kind: 'page', id: 's-page-p0' });
  });
  it('takes other limits (the palette) and leaves out empty groups', () => {
    const r = buildResults('c', { coins, pages: [], recent: [] }, 's', { coins: 50, pages: 10, recent: 0 });
    expect(r.groups.map((g) => g.key)).toEqual(['coins']);
    expect(r.options).toHaveLength(20);
  });
  it('an empty query lists the recent searches (capped), or nothing', () => {
    const r = buildResults('  ', { coins, pages, recent: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 's');
    expect(r.groups.map((g) => g.key)).toEqual(['recent']);
    expect(r.options.map((o) => (o.kind === 'recent' ? o.query : ''))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(buildResults('', { coins, pages, recent: [] }, 's').groups).toEqual([]);
  });
  it('no match: no groups', () => expect(buildResults('zzz', { coins: [], pages: [], recent: [] }, 's')).toEqual({ groups: [], options: [] }));
});

describe('optionId', () => {
  it('keeps ids valid whatever the key holds', () => expect(optionId(':r1:', 'page', 'buy.card/x y')).toBe(':r1:-page-buy_card_x_y'));
});

describe('nextActive', () => {
  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [-1, 3, 'ArrowUp', 2],
    [0, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [1, 3, 'Home', 0],
    [1, 3, 'End', 2],
    [0, 0, 'ArrowDown', -1],
    [5, 3, 'ArrowDown', 0],
  ] as const)('from %i of %i, %s → %i', (from, count, key, to) => expect(nextActive(from, count, key)).toBe(to));
});
