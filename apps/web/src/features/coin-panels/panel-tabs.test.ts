import { describe, expect, it } from 'vitest';
import type { MarketTab } from '@exchange/contract/market';
import { marketRow } from '@/lib/market/row-fixture';
import type { MarketRow } from '@/lib/market/rows';
import { buildSearchIndex, search } from '@/lib/search/search-rank';
import { rowSearchFields } from '@/lib/coin-search/coins';
import { arrangeRows, isQuoteFilter } from '@/lib/market/spot-tabs';
import { favoriteRows, priceQuote, tabRows, tabsFor, viewAllPath, visibleTabs, type PanelLists } from './panel-tabs';

const NOW = 1_000_000;

const row = (id: string, extra: Partial<MarketRow> = {}): MarketRow => marketRow(id, { volume: '1', ...extra });

const MENUS: MarketTab[] = [
  { key: 'spot_usdt', label: 'USDT', list: 'spot', filter: 'USDT' },
  { key: 'spot_btc', label: 'BTC', list: 'spot', filter: 'BTC' },
  { key: 'spot_try', label: 'TRY', list: 'spot', filter: 'TRY' },
  { key: 'spot_new', label: 'New', list: 'spot', filter: 'new' },
  { key: 'spot_meme', label: 'Meme', list: 'spot', filter: 'meme' },
  { key: 'futures_usdt', label: 'USDT-M', list: 'futures', filter: 'usdt' },
  { key: 'futures_btc', label: 'BTC-M', list: 'futures', filter: 'btc' },
  { key: 'pilot', label: 'Pilot', list: 'pilot', filter: '' },
  { key: 'pre_market', label: 'Pre-Market', list: 'pre_market', filter: '' },
];

const LISTS: PanelLists = {
  spot: [
    row('BTC_USDT', { volume: '900' }),
    row('ETH_USDT', { categories: ['layer1'] }),
    row('ETH_BTC'),
    row('PEPE_USDT', { categories: ['meme', 'new'], buyStart: NOW - 100 }),
    row('SOON_USDT', { categories: ['new'], buyStart: NOW + 500 }),
    row('NEXT_USDT', { categories: ['new'], buyStart: NOW + 50 }),
  ],
  futures: { usdt: [row('BTC_USDT'), row('ETH_USDT')], btc: [row('BTC_USD', { quote: 'BTC' })] },
  pilot: [row('0xabc', { base: 'DOGE2', quote: 'USDT', categories: ['meme'] })],
  pre_market: [],
};

const ids = (rows: readonly MarketRow[] | undefined) => rows?.map((r) => r.id);
const tab = (key: string) => MENUS.find((t) => t.key === key)!;

describe('tabsFor', () => {
  it('gives each panel its lists, in the API order', () => {
    expect(tabsFor('spot', MENUS).map((t) => t.key)).toEqual(['spot_usdt', 'spot_btc', 'spot_try', 'spot_new', 'spot_meme', 'pilot', 'pre_market']);
    expect(tabsFor('futures', MENUS).map((t) => t.key)).toEqual(['futures_usdt', 'futures_btc']);
    expect(tabsFor('preMarket', MENUS).map((t) => t.key)).toEqual(['pre_market']);
  });
});

describe('tabRows', () => {
  it('filters spot by quote symbol or by category', () => {
    expect(isQuoteFilter('USDT')).toBe(true);
    expect(isQuoteFilter('meme')).toBe(false);
    expect(ids(tabRows(tab('spot_btc'), LISTS, NOW))).toEqual(['ETH_BTC']);
    expect(ids(tabRows(tab('spot_meme'), LISTS, NOW))).toEqual(['PEPE_USDT']);
    expect(ids(tabRows(tab('spot_try'), LISTS, NOW))).toEqual([]);
  });
  it('puts the new tab in new-listed order: upcoming by opening time, then opened', () => {
    expect(ids(tabRows(tab('spot_new'), LISTS, NOW))).toEqual(['NEXT_USDT', 'SOON_USDT', 'PEPE_USDT']);
  });
  it('splits futures into USDT-M and BTC-M', () => {
    expect(ids(tabRows(tab('futures_usdt'), LISTS, NOW))).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(ids(tabRows(tab('futures_btc'), LISTS, NOW))).toEqual(['BTC_USD']);
  });
  it('gives pilot and pre-market their lists, and undefined while a list loads', () => {
    expect(ids(tabRows(tab('pilot'), LISTS, NOW))).toEqual(['0xabc']);
    expect(ids(tabRows(tab('pre_market'), LISTS, NOW))).toEqual([]);
    expect(tabRows(tab('spot_usdt'), {}, NOW)).toBeUndefined();
    expect(tabRows(tab('futures_btc'), {}, NOW)).toBeUndefined();
  });
});

describe('visibleTabs', () => {
  it('drops loaded empty tabs, keeps loading ones, leads with Favourites when any', () => {
    const spotTabs = tabsFor('spot', MENUS);
    expect(visibleTabs(spotTabs, LISTS, NOW, 'Favourites', false).map((t) => t.key)).toEqual(['spot_usdt', 'spot_btc', 'spot_new', 'spot_meme', 'pilot']);
    expect(visibleTabs(spotTabs, { spot: LISTS.spot }, NOW, 'Favourites', true).map((t) => t.key)).toEqual([
      'favorites',
      'spot_usdt',
      'spot_btc',
      'spot_new',
      'spot_meme',
      'pilot',
      'pre_market',
    ]);
  });
  it('finds the starred rows of the panel', () => {
    const stars = new Set(['ETH_BTC', 'BTC_USD']);
    expect(ids(favoriteRows('spot', LISTS, stars))).toEqual(['ETH_BTC']);
    expect(ids(favoriteRows('futures', LISTS, stars))).toEqual(['BTC_USD']);
    expect(favoriteRows('futures', {}, stars)).toBeUndefined();
  });
});

describe('links and prices', () => {
  it('sends View All to each list page', () => {
    expect(['spot', 'futures', 'pilot', 'pre_market'].map((l) => viewAllPath(l as 'spot'))).toEqual(['/price', '/futures_center', '/pilot', '/pre-market']);
  });
  it('prices a BTC-M contract in dollars, other rows in their quote', () => {
    expect(priceQuote(row('BTC_USD', { quote: 'BTC' }), 'futures')).toBe('USD');
    expect(priceQuote(row('ETH_BTC'), 'spot')).toBe('BTC');
  });
});

describe('arrangeRows', () => {
  const rows = [row('A_USDT', { rate: '3' }), row('B_USDT', { rate: '1' }), row('C_USDT', { rate: '2' })];
  it('pins favourites first, after the sort', () => {
    const favorites = new Set(['C_USDT']);
    expect(ids(arrangeRows(rows, { searching: false, sort: null, favorites }))).toEqual(['C_USDT', 'A_USDT', 'B_USDT']);
    expect(ids(arrangeRows(rows, { searching: false, sort: { key: 'price', dir: 'asc' }, favorites }))).toEqual(['C_USDT', 'B_USDT', 'A_USDT']);
  });
  it('keeps the search ranking while searching', () => {
    const index = buildSearchIndex(LISTS.spot!, rowSearchFields);
    const matches = search(index, 'eth');
    // equal volumes: the pair name decides
    expect(ids(matches)).toEqual(['ETH_BTC', 'ETH_USDT']);
    expect(ids(arrangeRows(matches, { searching: true, sort: null, favorites: new Set(['ETH_USDT']) }))).toEqual(['ETH_BTC', 'ETH_USDT']);
  });
});
