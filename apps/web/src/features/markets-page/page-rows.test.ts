import { describe, expect, it } from 'vitest';
import type { MarketTab } from '@exchange/contract/market';
import { marketRow } from '@/lib/market/row-fixture';
import type { MarketRow } from '@/lib/market/rows';
import { buildSearchIndex } from '@/lib/search/search-rank';
import { rowSearchFields } from '@/lib/coin-search/coins';
import { usdContext } from '@/lib/market/usd-order';
import { ALL_TAB, FAVORITES_TAB, pageRows, pageTabs, type PageTab } from './page-rows';

const NOW = 1_000;
const row = (id: string, rate: string, volume: string, o: Partial<MarketRow> = {}): MarketRow => marketRow(id, { rate, volume, ...o });
const rows = [
  row('BTC_USDT', '60000', '1000', { change: '2' }),
  row('ETH_USDT', '3000', '900000', { change: '-1' }),
  row('ETH_BTC', '0.05', '10', { change: '4' }),
  row('MEME_USDT', '0.001', '50', { categories: ['meme'], change: '9' }),
  row('NEW_USDT', '1', '5', { categories: ['new'], isNew: true, buyStart: NOW + 10 }),
];
const usd = usdContext(rows, { USD: '1' });
const index = buildSearchIndex(rows, rowSearchFields);
const all: PageTab = { key: ALL_TAB, label: 'All', filter: '' };
const ids = (r: MarketRow[]) => r.map((x) => x.id);
const base = { rows, tab: all, favorites: new Set<string>(), index, query: '', sort: null, usd, nowS: NOW };

describe('pageRows', () => {
  it('lists every market by USD volume', () => {
    expect(ids(pageRows(base))).toEqual(['ETH_USDT', 'ETH_BTC', 'BTC_USDT', 'MEME_USDT', 'NEW_USDT']);
  });
  it('needs no search index until a search starts (the board builds it then)', () => {
    expect(ids(pageRows({ ...base, index: undefined }))).toEqual(ids(pageRows(base)));
    expect(ids(pageRows({ ...base, index: undefined, sort: { key: 'change', dir: 'desc' } }))[0]).toBe('MEME_USDT');
  });
  it('sorts by change and by USD price both ways', () => {
    expect(ids(pageRows({ ...base, sort: { key: 'change', dir: 'desc' } })).slice(0, 2)).toEqual(['MEME_USDT', 'ETH_BTC']);
    expect(ids(pageRows({ ...base, sort: { key: 'price', dir: 'asc' } })).slice(0, 2)).toEqual(['MEME_USDT', 'NEW_USDT']);
    expect(ids(pageRows({ ...base, sort: { key: 'price', dir: 'desc' } })).slice(0, 3)).toEqual(['BTC_USDT', 'ETH_USDT', 'ETH_BTC']); // ETH is worth 3,000 either way: the tie keeps the volume order
  });
  it('pins favourites first, and a Favourites tab lists only them', () => {
    const favorites = new Set(['MEME_USDT']);
    expect(ids(pageRows({ ...base, favorites }))[0]).toBe('MEME_USDT');
    expect(ids(pageRows({ ...base, favorites, tab: { key: FAVORITES_TAB, label: 'F', filter: '' } }))).toEqual(['MEME_USDT']);
  });
  it('searches within the tab, best match first, favourites not pinned over better matches', () => {
    expect(ids(pageRows({ ...base, query: 'eth', favorites: new Set(['BTC_USDT']) }))).toEqual(['ETH_USDT', 'ETH_BTC']);
    expect(ids(pageRows({ ...base, query: 'eth', tab: { key: 'spot_btc', label: 'BTC', filter: 'BTC' } }))).toEqual(['ETH_BTC']);
  });
  it('a category tab filters, and the new tab keeps the new-listed order', () => {
    expect(ids(pageRows({ ...base, tab: { key: 'spot_meme', label: 'Meme', filter: 'meme' } }))).toEqual(['MEME_USDT']);
    expect(ids(pageRows({ ...base, tab: { key: 'spot_new', label: 'New', filter: 'new' } }))).toEqual(['NEW_USDT']);
  });
});

describe('pageTabs', () => {
  const menus: MarketTab[] = [
    { key: 'spot_usdt', label: 'USDT', list: 'spot', filter: 'USDT' },
    { key: 'spot_try', label: 'TRY', list: 'spot', filter: 'TRY' },
    { key: 'futures_usdt', label: 'USDT-M', list: 'futures', filter: 'usdt' },
    { key: 'spot_meme', label: 'Meme', list: 'spot', filter: 'meme' },
  ];
  it('All, Favourites when any, then the spot tabs that select something', () => {
    expect(pageTabs(menus, rows, { all: 'All', favorites: 'Fav' }, true, NOW).map((t) => t.key)).toEqual([ALL_TAB, FAVORITES_TAB, 'spot_usdt', 'spot_meme']);
    expect(pageTabs(menus, rows, { all: 'All', favorites: 'Fav' }, false, NOW).map((t) => t.key)).toEqual([ALL_TAB, 'spot_usdt', 'spot_meme']);
  });
});
