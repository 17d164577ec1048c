import { describe, expect, it } from 'vitest';
import type { FuturesContract, PilotMarket, PreCurrency, SpotMarket } from '@exchange/contract/market';
import { futuresContract, spotMarket } from '@exchange/contract/market-fixture';
import { listedPairs, newListedOrder, pairLabel, pilotRow, preMarketPath, preMarketRow, shortAddress, splitFutures, spotRow, type MarketRow } from './rows';
import { marketRow } from './row-fixture';

const r = (id: string, buyStart: number): MarketRow => marketRow(id, { isNew: true, buyStart });

describe('newListedOrder', () => {
  const NOW = 1_000;
  it('puts not-yet-open items first by opening time, then opened ones newest first', () => {
    const rows = [r('OPEN_OLD', 10), r('SOON', 1_100), r('LATER', 5_000), r('OPEN_NEW', 900), r('NOW', 1_000), r('NEXT', 1_001)];
    expect(newListedOrder(rows, NOW).map((x) => x.id)).toEqual(['NEXT', 'SOON', 'LATER', 'NOW', 'OPEN_NEW', 'OPEN_OLD']);
  });
  it('keeps list order for equal times and handles empty lists', () => {
    expect(newListedOrder([r('A', 2_000), r('B', 2_000)], NOW).map((x) => x.id)).toEqual(['A', 'B']);
    expect(newListedOrder([], NOW)).toEqual([]);
  });
});

describe('pre-market rows (spec doc 1 §2: /trade/{BASE}_USDT and /pre-market/{COIN})', () => {
  const coin: PreCurrency = { currency: 'NYZ', market: 'NYZ_USDT', full_name: 'Nyz Token', tags: ['hot', 'new'] };

  it('a coin still in pre-market leads to its pre-market page', () => {
    expect(preMarketPath('NYZ', listedPairs([spotMarket('BTC_USDT'), spotMarket('NYZ_TRY')]))).toBe('/pre-market/NYZ');
    expect(preMarketRow(coin, new Set()).path).toBe('/pre-market/NYZ');
  });

  it('a coin whose USDT pair the site lists leads to that trade page', () => {
    const listed = listedPairs([spotMarket('BTC_USDT'), spotMarket('NYZ_USDT')]);
    expect(preMarketPath('NYZ', listed)).toBe('/trade/NYZ_USDT');
    expect(preMarketRow(coin, listed)).toMatchObject({
      id: 'NYZ_USDT',
      base: 'NYZ',
      quote: 'USDT',
      name: 'Nyz Token',
      hot: true,
      isNew: true,
      path: '/trade/NYZ_USDT',
    });
  });
});

describe('splitFutures', () => {
  const c = (name: string, settle: 'usdt' | 'btc'): FuturesContract =>
    futuresContract(name, { settle, categories: ['hot'], change_percentage: '0.5', volume_24h: '10' });
  it('transforms contracts into rows and splits them into USDT and BTC groups, order kept', () => {
    const { usdt, btc } = splitFutures([c('BTC_USDT', 'usdt'), c('BTC_USD', 'btc'), c('ETH_USDT', 'usdt')]);
    expect(usdt.map((x) => x.id)).toEqual(['BTC_USDT', 'ETH_USDT']);
    expect(btc.map((x) => x.id)).toEqual(['BTC_USD']);
    expect(usdt[0]).toMatchObject({ base: 'BTC', quote: 'USDT', rate: '1', change: '0.5', hot: true, path: '/futures/USDT/BTC_USDT' });
    expect(btc[0]?.path).toBe('/futures/BTC/BTC_USD');
  });
});

describe('shortAddress', () => {
  it.each([
    ['', ''],
    ['12345678', '12345678'],
    ['123456789', '1234...6789'],
    ['0x1f9840a85d5af5bf1d1762f925bdaddc4201f984', '0x1f...f984'],
  ])('%s → %s', (a, out) => expect(shortAddress(a)).toBe(out));
});

describe('pilotRow', () => {
  it('splits categories and links the seo path', () => {
    const p: PilotMarket = {
      name: 'PEPE2',
      chain: 'ETH',
      address: '0xabc',
      show_pair: 'PEPE2/USDT',
      icon: '',
      chain_icon: '',
      seo_path: 'pepe2-eth',
      is_hot: true,
      market: 'PEPE2_USDT',
      cate: 'meme,eth',
      rate: '0.1',
      change: '2',
    };
    expect(pilotRow(p)).toMatchObject({ base: 'PEPE2', quote: 'USDT', hot: true, categories: ['meme', 'eth'], path: '/pilot/pepe2-eth' });
  });
});

describe('spotRow', () => {
  const spot = (link: string): SpotMarket => spotMarket('BTC_USDT', { name: 'Bitcoin', link });

  it('keeps a same-site path the API gives', () => {
    expect(spotRow(spot('/trade/BTC_USDT')).path).toBe('/trade/BTC_USDT');
    expect(spotRow(spot('/trade/BTC_USDT?tab=margin')).path).toBe('/trade/BTC_USDT?tab=margin');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    '',
    'trade/BTC_USDT',
  ])("links %j to the pair's trade page instead", (link) => expect(spotRow(spot(link)).path).toBe('/trade/BTC_USDT'));
});

describe('pairLabel', () => {
  it('writes the pair with a slash', () => expect(pairLabel({ id: 'BTC_USDT', base: 'BTC', quote: 'USDT' })).toBe('BTC/USDT'));
  it('keeps an id without a quote', () => expect(pairLabel({ id: 'XYZ', base: 'XYZ', quote: '' })).toBe('XYZ'));
});
