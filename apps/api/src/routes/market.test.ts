import { describe, expect, it } from 'vitest';
import { commonTabs, marketFutures, marketSpots, pilotMarkets, preMarketCurrencies, preMintCurrencies } from '@exchange/contract/market';
import { SITES } from '@exchange/sites/sites';
import type { SiteConfig } from '@exchange/sites/types';
import { PRE_MARKET_COUNT, PRE_MINT_COUNT } from '../seed/data/markets';
import { useFreshApp } from '../../test/freshDb';
import { call, type RequestOptions } from '../../test/http';
import { changePercent } from '../domain/prices';

const t = useFreshApp({ siteHosts: { eu: ['eu.example.com'], jp: ['jp.example.com'], sg: ['sg.example.com'], us: ['us.example.com'] } });

const SPOTS = `${marketSpots.path}?exchange_type=ALL`;
const FUTURES = `${marketFutures.path}?exchange_type=CONTRACT_ALL`;
const PILOT = `${pilotMarkets.path}?exchange_type=PILOT_ALL`;
const PRE_MARKET = preMarketCurrencies.path;
const PRE_MINT = preMintCurrencies.path;
const TABS = `${commonTabs.path}?area=web_trade`;

async function ok(path: string, options: RequestOptions = {}) {
  const res = await call(t.app, path, options);
  expect(res.status, JSON.stringify(res.json).slice(0, 300)).toBe(200);
  return res.json;
}

async function refused(path: string, options: RequestOptions = {}) {
  const res = await call(t.app, path, options);
  expect(res.status).toBe(400);
  expect(res.json).toMatchObject({ code: 40001, message: expect.any(String) as string });
  return (res.json as { message: string }).message;
}

const spots = async (options: RequestOptions = {}, query = '') => marketSpots.answer.parse(await ok(`${SPOTS}${query}`, options)).data;
const futures = async (query = '', options: RequestOptions = {}) => marketFutures.answer.parse(await ok(`${FUTURES}${query}`, options)).data;

describe(`GET ${marketSpots.path}`, () => {
  it('lists every seeded pair on the main site, at least 2,700, with the spec’s row fields', async () => {
    const rows = await spots();
    expect(rows.length).toBeGreaterThanOrEqual(2700);
    expect(new Set(rows.map((r) => r.curr_b))).toEqual(new Set(['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'JPY', 'SGD']));
    const btc = rows.find((r) => r.pair === 'BTC_USDT');
    expect(btc).toMatchObject({ curr_a: 'BTC', curr_b: 'USDT', name: 'Bitcoin', link: '/trade/BTC_USDT', credit: true, is_st: false, isST: false });
    expect(Number(btc?.change)).toBeCloseTo((Number(btc?.rate) / Number(btc?.prior_rate) - 1) * 100, 1);
    const now = Date.now() / 1000;
    expect(rows.some((r) => r.buy_start > now)).toBe(true);
    expect(rows.some((r) => r.is_st && r.isST)).toBe(true);
    expect(rows.some((r) => r.category.includes('new'))).toBe(true);
    for (const r of rows) expect(r.pair).toBe(`${r.curr_a}_${r.curr_b}`);
  });

  it('serves each site its own markets (by quote) and every site’s default pair', async () => {
    const cases: [SiteConfig, RequestOptions][] = [
      [SITES.main, {}],
      [SITES.tr, { host: 'tr.localhost:3000' }],
      [SITES.eu, { host: 'eu.example.com' }],
      [SITES.jp, { host: 'jp.example.com' }],
      [SITES.sg, { host: 'sg.example.com' }],
      [SITES.us, { host: 'us.example.com' }],
    ];
    for (const [site, options] of cases) {
      const rows = await spots(options);
      expect(new Set(rows.map((r) => r.curr_b)), site.key).toEqual(new Set(site.spotQuotes));
      expect(
        rows.some((r) => r.pair === site.defaultPair),
        site.key,
      ).toBe(true);
    }
    expect((await spots({ host: 'jp.example.com' })).every((r) => r.curr_b === 'JPY')).toBe(true);
  });

  it('takes the site code header only where the host is no sub-site’s: the host wins', async () => {
    const turkey = await spots({ headers: { 'application-site-code': '2' } });
    expect(new Set(turkey.map((r) => r.curr_b))).toEqual(new Set(['TRY', 'USDT']));
    const malta = await spots({ headers: { 'application-site-code': '3' } });
    expect(new Set(malta.map((r) => r.curr_b))).toEqual(new Set(['USDC']));
    const hostWins = await spots({ host: 'jp.example.com', headers: { 'application-site-code': '2' } });
    expect(new Set(hostWins.map((r) => r.curr_b))).toEqual(new Set(['JPY']));
    expect((await spots({ headers: { 'application-site-code': '0' } })).length).toBeGreaterThanOrEqual(2700);
    await refused(SPOTS, { headers: { 'application-site-code': '9' } });
  });

  it('reads the code the web sends on every call (doc 1 §7): beside a site host the same markets; alone, Turkey’s or Malta’s on every market call', async () => {
    const quotes = async (options: RequestOptions) => new Set((await spots(options)).map((r) => r.curr_b));
    for (const [site, host] of [
      [SITES.main, 'localhost:3000'],
      [SITES.tr, 'tr.localhost:3000'],
      [SITES.mt, 'mt.localhost:3000'],
      [SITES.jp, 'jp.example.com'],
    ] as const) {
      expect(await quotes({ host, headers: { 'application-site-code': String(site.apiSiteCode) } }), site.key).toEqual(new Set(site.spotQuotes));
    }
    // no sub-site host (the API called directly): the code picks the site for pair_info, pre-market and tabs too
    const pairInfo = async (pair: string, code: string) =>
      (await call(t.app, `/apiw/v2/spot/pair_info?pair=${pair}`, { headers: { 'application-site-code': code } })).status;
    expect([await pairInfo('BTC_USDC', '3'), await pairInfo('BTC_USDT', '3'), await pairInfo('BTC_TRY', '2'), await pairInfo('BTC_TRY', '3')]).toEqual([
      200, 404, 200, 404,
    ]);
    const preMarket = async (code: string) =>
      preMarketCurrencies.answer.parse(await ok(PRE_MARKET, { headers: { 'application-site-code': code } })).data.list.length;
    expect(await preMarket('2')).toBe(PRE_MARKET_COUNT);
    expect(await preMarket('3')).toBe(0);
    const tabFilters = async (code: string) =>
      commonTabs.answer.parse(await ok(TABS, { headers: { 'application-site-code': code } })).data.map((tab) => tab.filter);
    expect(await tabFilters('3')).toContain('USDC');
    expect(await tabFilters('3')).not.toContain('USDT');
    expect(await tabFilters('2')).toContain('TRY');
  });

  it('measures the change from the period the timezone names', async () => {
    const [day, utc0, utc8] = await Promise.all([spots(), spots({}, '&timezone=utc0'), spots({}, '&timezone=utc8')]);
    const pick = (rows: typeof day) => rows.find((r) => r.pair === 'ETH_USDT');
    expect(pick(day)?.rate).toBe(pick(utc0)?.rate);
    expect(new Set([pick(day)?.prior_rate, pick(utc0)?.prior_rate, pick(utc8)?.prior_rate]).size).toBe(3);
  });

  it('refuses bad parameters and headers with 400 JSON', async () => {
    expect(await refused(marketSpots.path)).toBe('exchange_type is required');
    expect(await refused(`${marketSpots.path}?exchange_type=SPOT`)).toBe('exchange_type must be ALL');
    await refused(`${SPOTS}&timezone=utc3`);
    await refused(`${SPOTS}&extra=1`);
    await refused(SPOTS, { headers: { 'application-language': 'klingon' } });
    await refused(SPOTS, { headers: { 'application-type': 'a b<c' } });
    expect((await call(t.app, SPOTS, { headers: { 'application-language': 'cn', 'application-type': 'web' } })).status).toBe(200);
  });
});

describe(`GET ${marketFutures.path}`, () => {
  it('answers code 200 with USDT- and BTC-settled contracts, and the testnet’s for is_testnet=1', async () => {
    const live = await futures('&is_testnet=0');
    expect(new Set(live.map((r) => r.settle))).toEqual(new Set(['usdt', 'btc']));
    expect(live.find((r) => r.name === 'BTC_USDT')).toMatchObject({ settle: 'usdt', coin_name: 'BTC' });
    expect(live.find((r) => r.name === 'BTC_USD')).toMatchObject({ settle: 'btc', coin_name: 'BTC' });
    expect((await futures()).length).toBe(live.length);
    const testnet = await futures('&is_testnet=1');
    expect(testnet.length).toBeGreaterThan(0);
    expect(testnet.length).toBeLessThan(live.length);
    const raw = await ok(FUTURES);
    expect(raw).toMatchObject({ code: 200 });
  });

  it('measures the change from the 24 h, UTC 0 or UTC 8 open', async () => {
    const [day, utc0, utc8] = await Promise.all([futures('&timezone='), futures('&timezone=utc0'), futures('&timezone=utc8')]);
    const btc = (rows: typeof day) => rows.find((r) => r.name === 'BTC_USDT');
    for (const rows of [day, utc0, utc8]) {
      const row = btc(rows);
      expect(row?.change_percentage).toBe(changePercent(row?.last_price ?? '0', row?.open_price ?? '0'));
    }
    expect(new Set([btc(day)?.open_price, btc(utc0)?.open_price, btc(utc8)?.open_price]).size).toBe(3);
    expect(new Set([btc(day)?.change_percentage, btc(utc0)?.change_percentage, btc(utc8)?.change_percentage]).size).toBe(3);
  });

  it('is empty on a site without derivatives (Japan)', async () => {
    expect(await futures('', { host: 'jp.example.com' })).toEqual([]);
  });

  it('refuses bad parameters', async () => {
    await refused(marketFutures.path);
    await refused(`${marketFutures.path}?exchange_type=ALL`);
    await refused(`${FUTURES}&is_testnet=2`);
    await refused(`${FUTURES}&timezone=utc+8`);
  });
});

describe(`GET ${pilotMarkets.path}`, () => {
  it('lists pilot tokens with chain, address, seo_path, hot flag and categories', async () => {
    const rows = pilotMarkets.answer.parse(await ok(PILOT)).data;
    expect(rows.length).toBe(150);
    expect(rows.filter((r) => r.is_hot).length).toBe(12);
    for (const r of rows) {
      expect(r.address.length).toBeGreaterThan(8);
      expect(r.seo_path).toMatch(/^[a-z0-9-]+$/);
      expect(r.cate.split(',').length).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(rows.map((r) => r.chain)).size).toBeGreaterThan(3);
  });
  it('is empty in the EU and refuses a wrong exchange_type', async () => {
    expect(pilotMarkets.answer.parse(await ok(PILOT, { host: 'eu.example.com' })).data).toEqual([]);
    await refused(`${pilotMarkets.path}?exchange_type=ALL`);
  });
});

describe('pre-market and pre-mint simple-info', () => {
  it('pages the pre-market list (defaults limit 100, page 1) with hot and new tags', async () => {
    const first = preMarketCurrencies.answer.parse(await ok(`${PRE_MARKET}?limit=100&page=1`)).data;
    expect(first).toMatchObject({ total: PRE_MARKET_COUNT, page: 1, limit: 100 });
    expect(first.list.length).toBe(PRE_MARKET_COUNT);
    expect(first.list.some((r) => r.tags.includes('hot'))).toBe(true);
    expect(first.list.some((r) => r.tags.includes('new'))).toBe(true);
    for (const r of first.list) expect(r.market).toBe(`${r.currency}_USDT`);
    const defaults = preMarketCurrencies.answer.parse(await ok(PRE_MARKET)).data;
    expect(defaults.list).toEqual(first.list);
    const paged = preMarketCurrencies.answer.parse(await ok(`${PRE_MARKET}?limit=10&page=3`)).data;
    expect(paged.list).toEqual(first.list.slice(20, 30));
  });

  it('answers the pre-mint list separately', async () => {
    const data = preMintCurrencies.answer.parse(await ok(`${PRE_MINT}?limit=100&page=1`)).data;
    expect(data.total).toBe(PRE_MINT_COUNT);
    const preMarket = preMarketCurrencies.answer.parse(await ok(PRE_MARKET)).data;
    const shared = data.list.filter((r) => preMarket.list.some((p) => p.currency === r.currency));
    expect(shared).toEqual([]);
  });

  it('refuses a limit over 100, a page under 1 and non-numbers', async () => {
    expect(await refused(`${PRE_MARKET}?limit=101`)).toBe('limit must be between 1 and 100');
    expect(await refused(`${PRE_MINT}?page=0`)).toBe('page must be between 1 and 100000');
    await refused(`${PRE_MARKET}?limit=abc`);
    await refused(`${PRE_MARKET}?limit=-1`);
    await refused(`${PRE_MINT}?foo=1`);
  });
});

describe(`GET ${commonTabs.path}`, () => {
  const tabs = async (language?: string, options: RequestOptions = {}) =>
    commonTabs.answer.parse(await ok(TABS, { ...options, headers: { ...(language ? { 'application-language': language } : {}), ...options.headers } })).data;

  it('answers English labels without the header', async () => {
    const rows = await tabs();
    expect(rows.find((r) => r.key === 'spot_new')?.label).toBe('New');
    expect(rows.find((r) => r.key === 'pre_market')?.label).toBe('Pre-Market');
    expect(rows.map((r) => r.list)).toEqual(expect.arrayContaining(['spot', 'futures', 'pilot', 'pre_market']));
  });

  it('labels in the header’s API language, with the spec’s mapping zh→cn, zh-tw→tw, pt→pt-PT, pt-br→pt-BR', async () => {
    const label = async (language: string) => (await tabs(language)).find((r) => r.key === 'spot_new')?.label;
    expect(await label('cn')).toBe('新币');
    expect(await label('zh')).toBe('新币');
    expect(await label('tw')).toBe('新幣');
    expect(await label('zh-tw')).toBe('新幣');
    expect(await label('pt-PT')).toBe('Novo');
    expect(await label('pt')).toBe('Novo');
    expect(await label('pt-BR')).toBe('Novos');
    expect(await label('pt-br')).toBe('Novos');
    expect(await label('ja')).toBe('新規');
    // a label with no translation falls back to English
    expect((await tabs('ja')).find((r) => r.key === 'spot_meme')?.label).toBe('Meme');
  });

  it('shows each site only the tabs of lists it serves', async () => {
    const jp = await tabs(undefined, { host: 'jp.example.com' });
    expect(jp.map((r) => r.key)).not.toContain('futures_usdt');
    expect(jp.map((r) => r.key)).toContain('spot_jpy');
    expect(jp.map((r) => r.key)).not.toContain('spot_usdt');
    const tr = await tabs(undefined, { host: 'tr.localhost' });
    expect(tr.map((r) => r.key)).toEqual(expect.arrayContaining(['spot_try', 'spot_usdt', 'futures_usdt']));
  });

  it('refuses a wrong area and an unknown language', async () => {
    await refused(`${commonTabs.path}?area=web_home`);
    await refused(commonTabs.path);
    await refused(TABS, { headers: { 'application-language': 'xx' } });
  });
});
