import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currFiatMarketRates, siteSettings } from '@exchange/contract/site';
import { LOCALE_NAMES } from '@exchange/sites/locales';
import { SITES } from '@exchange/sites/sites';
import type { SiteConfig } from '@exchange/sites/types';
import { createApp } from '../app';
import type { DbHandle } from '../db/client';
import { SEED_FIATS } from '../seed/data/fiats';
import { freshDb } from '../../test/freshDb';
import { call } from '../../test/http';

const SETTINGS = siteSettings.path;
const RATES = currFiatMarketRates.path;
let handle: DbHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  handle = await freshDb();
  app = createApp(handle.db, { siteHosts: { eu: ['eu.example.com'] } });
});
afterAll(async () => {
  await handle.close();
});

async function settings(options: Parameters<typeof call>[2] = {}, query = '') {
  const res = await call(app, `${SETTINGS}${query}`, options);
  expect(res.status).toBe(200);
  return siteSettings.answer.parse(res.json).data;
}

describe('site settings', () => {
  it('answers the main site with USD, 2700 currencies and its locales', async () => {
    const data = await settings();
    expect(data).toMatchObject({
      curr_fiat: 'USD',
      currency_count: 2700,
      defaultBuyCryptoFiat: 'USD',
      defaultP2PFiat: 'USD',
      lang_prefix: '',
      sub_website_id: 0,
      is_service_host: false,
    });
    expect(Object.keys(data.lang_list)).toEqual([...SITES.main.locales]);
    expect(data.lang_list.en).toBe(LOCALE_NAMES.en);
    for (const code of ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'SGD', 'AED', 'HKD', 'BRL', 'VND', 'KRW', 'CNY', 'RUB', 'INR', 'IDR', 'THB', 'UAH']) {
      expect(data.fiat_list[code]?.fiat).toBe(code);
      expect(data.fiat_list[code]?.symbol).not.toBe('');
    }
  });

  it('answers the Turkey site (x-forwarded-host tr.localhost) with TRY and tr as default locale', async () => {
    const data = await settings({ host: 'tr.localhost:3000', headers: { host: 'localhost:4000' } });
    expect(data).toMatchObject({ curr_fiat: 'TRY', defaultBuyCryptoFiat: 'TRY', defaultP2PFiat: 'TRY', sub_website_id: 177 });
    expect(Object.keys(data.lang_list)).toEqual([...SITES.tr.locales]);
    expect((await settings({ host: 'tr.localhost:3000' }, '?lang=tr')).lang_prefix).toBe('');
    expect((await settings({ host: 'tr.localhost:3000' }, '?lang=en')).lang_prefix).toBe('en');
  });

  it('falls back to the Host header, and honours SITE_HOSTS overrides', async () => {
    expect((await settings({ headers: { host: 'tr.localhost' } })).sub_website_id).toBe(177);
    expect((await settings({ host: 'eu.example.com' })).sub_website_id).toBe(SITES.eu.id);
    expect((await settings({ host: 'unknown.example.org' })).sub_website_id).toBe(0);
  });

  it('honours a known curr_fiat cookie and ignores an unknown one', async () => {
    expect((await settings({ cookies: { curr_fiat: 'EUR' } })).curr_fiat).toBe('EUR');
    expect((await settings({ host: 'tr.localhost', cookies: { curr_fiat: 'JPY' } })).curr_fiat).toBe('JPY');
    expect((await settings({ cookies: { curr_fiat: 'ZZZ' } })).curr_fiat).toBe('USD');
    expect((await settings({ cookies: { curr_fiat: '<script>' } })).curr_fiat).toBe('USD');
  });

  it('gives a prefix only for a locale the site offers, other than its default', async () => {
    expect((await settings({}, '?lang=en')).lang_prefix).toBe('');
    expect((await settings({}, '?lang=ja')).lang_prefix).toBe('ja');
    expect((await settings({}, '?lang=xx')).lang_prefix).toBe('');
  });

  it('refuses an over-long lang with 400', async () => {
    const res = await call(app, `${SETTINGS}?lang=${'x'.repeat(40)}`);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 40001 });
  });

  it('answers USD on every sub-site but Turkey (TRY) until the visitor chooses one (doc 2 §9)', async () => {
    const answered: Record<string, string[]> = {};
    for (const site of Object.values(SITES) as SiteConfig[]) {
      // this file's app serves the EU site on eu.example.com (beforeAll)
      const data = await settings({ host: site.key === 'eu' ? 'eu.example.com' : `${site.hosts[0] ?? ''}:3000` });
      expect(data.sub_website_id, site.key).toBe(site.id);
      answered[site.key] = [data.curr_fiat, data.defaultBuyCryptoFiat, data.defaultP2PFiat];
    }
    const usd = ['USD', 'USD', 'USD'];
    expect(answered).toEqual({
      main: usd,
      tr: ['TRY', 'TRY', 'TRY'],
      mt: usd,
      hk: usd,
      us: usd,
      bs: usd,
      sg: usd,
      uk: usd,
      jp: usd,
      uae: usd,
      eu: usd,
      testnet: usd,
    });
    // the visitor's choice wins on any site
    expect((await settings({ host: 'jp.localhost:3000', cookies: { curr_fiat: 'JPY' } })).curr_fiat).toBe('JPY');
  });

  it('has every site default fiat among the seeded fiats', () => {
    const seeded = new Set(SEED_FIATS.map((f) => f.code));
    for (const site of Object.values(SITES) as SiteConfig[]) expect(seeded.has(site.defaultFiat), site.key).toBe(true);
  });
});

describe('currFiatMarketRates', () => {
  it('answers every seeded fiat’s USD rate as a string', async () => {
    const res = await call(app, RATES);
    expect(res.status).toBe(200);
    const data = currFiatMarketRates.answer.parse(res.json).data;
    expect(data).toEqual(Object.fromEntries(SEED_FIATS.map((f) => [f.code, f.usdRate])));
    expect(data.USD).toBe('1');
  });
  it('refuses unknown query fields (the call takes none)', async () => {
    expect((await call(app, `${RATES}?x=1`)).status).toBe(400);
  });
});
