import { describe, expect, it } from 'vitest';
import { SITES } from '@exchange/sites/sites';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAGE_ROUTES, isPageRoute, resolveRoute } from './routing';

describe('resolveRoute', () => {
  const main = SITES.main;
  const tr = SITES.tr;

  it('gives the default locale to a path without a prefix', () => {
    expect(resolveRoute('/', main)).toEqual({ kind: 'page', locale: 'en', path: '/' });
    expect(resolveRoute('/login', main)).toEqual({ kind: 'page', locale: 'en', path: '/login' });
    expect(resolveRoute('/', tr)).toEqual({ kind: 'page', locale: 'tr', path: '/' });
  });

  it('takes an offered locale from the prefix', () => {
    expect(resolveRoute('/zh', main)).toEqual({ kind: 'page', locale: 'zh', path: '/' });
    expect(resolveRoute('/ar/login', main)).toEqual({ kind: 'page', locale: 'ar', path: '/login' });
    expect(resolveRoute('/zh-tw/reminder/config', main)).toEqual({ kind: 'page', locale: 'zh-tw', path: '/reminder/config' });
    expect(resolveRoute('/en', tr)).toEqual({ kind: 'page', locale: 'en', path: '/' });
  });

  it('redirects a prefix naming the default locale to the bare path', () => {
    expect(resolveRoute('/en', main)).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveRoute('/en/login', main)).toEqual({ kind: 'redirect', to: '/login' });
    expect(resolveRoute('/tr/signup', tr)).toEqual({ kind: 'redirect', to: '/signup' });
  });

  it('sends a known locale the site does not offer to the 404 page', () => {
    const offered = new Set<string>(tr.locales);
    const missing = main.locales.find((l) => !offered.has(l));
    expect(missing).toBeDefined();
    expect(resolveRoute(`/${missing}/login`, tr)).toEqual({ kind: 'notFound', locale: 'tr', path: `/${missing}/login` });
  });

  it('treats a first segment that is no locale as an ordinary path of the default locale', () => {
    expect(resolveRoute('/xx/login', main)).toEqual({ kind: 'notFound', locale: 'en', path: '/xx/login' });
    expect(resolveRoute('/english', main)).toEqual({ kind: 'notFound', locale: 'en', path: '/english' });
    expect(resolveRoute('/price', main)).toEqual({ kind: 'page', locale: 'en', path: '/price' });
  });

  it('does not mistake tr for a default prefix outside Turkey', () => {
    expect(resolveRoute('/tr', main)).toEqual({ kind: 'page', locale: 'tr', path: '/' });
  });
});

/** A value each dynamic segment of app/[locale] takes (a folder named `[name]`). */
const DYNAMIC_SAMPLES: Record<string, string> = { pair: 'BTC_USDT', currency: 'USDT', id: '12' };

describe('PAGE_ROUTES', () => {
  it('serves exactly the pages of app/[locale] (the catch-all aside), so a new page cannot be a 404 by mistake', () => {
    const root = join(dirname(fileURLToPath(import.meta.url)), '../../../app/[locale]');
    const pages = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('page.tsx') && !file.includes('[...rest]'))
      .map((file) => `/${dirname(file)}`.replace(/\/\.$/, '/').replace(/^\/\.$/, '/'))
      // a dynamic segment stands for a real value of it
      .map((page) => page.replace(/\[(\w+)\]/g, (segment: string, name: string) => DYNAMIC_SAMPLES[name] ?? segment));
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) expect(isPageRoute(page), page).toBe(true);
    expect(PAGE_ROUTES.length, 'one pattern per page').toBe(pages.length);
  });

  it('sends every other path, after the locale prefix, to the 404 page with the page’s locale', () => {
    const main = SITES.main;
    expect(resolveRoute('/no-such-page', main)).toEqual({ kind: 'notFound', locale: 'en', path: '/no-such-page' });
    expect(resolveRoute('/ar/no-such-page', main)).toEqual({ kind: 'notFound', locale: 'ar', path: '/no-such-page' });
    expect(resolveRoute('/price/extra', main)).toMatchObject({ kind: 'notFound' });
    expect(resolveRoute('/pricex', main)).toMatchObject({ kind: 'notFound' });
    expect(resolveRoute('/reminder/', main)).toEqual({ kind: 'page', locale: 'en', path: '/reminder/' });
    expect(resolveRoute('/de/price', main)).toEqual({ kind: 'page', locale: 'de', path: '/price' });
  });

  it('serves the trade page for a path segment shaped like a pair, and sends any other to the 404 page', () => {
    const main = SITES.main;
    expect(resolveRoute('/trade/BTC_USDT', main)).toEqual({ kind: 'page', locale: 'en', path: '/trade/BTC_USDT' });
    expect(resolveRoute('/ar/trade/eth_btc/', main)).toEqual({ kind: 'page', locale: 'ar', path: '/trade/eth_btc/' });
    for (const path of ['/trade', '/trade/', '/trade/BTCUSDT', '/trade/BTC-USDT', '/trade/BTC_USDT/x', '/trade/BTC_USDT_X', `/trade/${'A'.repeat(17)}_USDT`])
      expect(resolveRoute(path, main), path).toMatchObject({ kind: 'notFound' });
  });
});

describe('offered pages', () => {
  it('sends the chatroom and the perks page to the 404 page on sites that do not offer them', () => {
    const page = { kind: 'page', locale: 'en', path: '/groupchat/chatroom' } as const;
    const offers = { ...SITES.main, chatroom: true, hide: { ...SITES.main.hide, appDownload: false } };
    const hides = { ...SITES.main, chatroom: false, hide: { ...SITES.main.hide, appDownload: true } };
    expect(resolveRoute('/groupchat/chatroom', offers)).toEqual(page);
    expect(resolveRoute('/groupchat/chatroom', hides)).toEqual({ kind: 'notFound', locale: 'en', path: '/groupchat/chatroom' });
    expect(resolveRoute('/groupchat/chatroom/', hides).kind).toBe('notFound');
    expect(resolveRoute('/price', hides)).toEqual({ ...page, path: '/price' });
    expect(resolveRoute('/en/groupchat/chatroom', hides).kind).toBe('redirect');
    // under another locale's prefix too
    expect(resolveRoute('/ar/groupchat/chatroom', hides)).toEqual({ kind: 'notFound', locale: 'ar', path: '/groupchat/chatroom' });
    // the app's perks page, on a site that hides app download
    const perks = { kind: 'page', locale: 'en', path: '/activities/app-exclusive-perks' } as const;
    expect(resolveRoute('/activities/app-exclusive-perks', offers)).toEqual(perks);
    expect(resolveRoute('/activities/app-exclusive-perks', hides)).toEqual({ ...perks, kind: 'notFound' });
    expect(resolveRoute('/activities/app-exclusive-perks/', hides).kind).toBe('notFound');
    expect(resolveRoute('/activities/app-exclusive-perks', { ...hides, hide: { ...hides.hide, appDownload: false } })).toEqual(perks);
  });

  it('serves the money-out pages for a currency-shaped segment, and not on a site that hides withdrawals', () => {
    const main = SITES.main;
    expect(resolveRoute('/myaccount/withdraw/USDT', main)).toEqual({ kind: 'page', locale: 'en', path: '/myaccount/withdraw/USDT' });
    expect(resolveRoute('/de/myaccount/withdraw_internal/btc', main)).toEqual({ kind: 'page', locale: 'de', path: '/myaccount/withdraw_internal/btc' });
    expect(resolveRoute('/myaccount/withdraw', main).kind).toBe('page');
    for (const path of ['/myaccount/withdraw/US-DT', '/myaccount/withdraw/USDT/x', `/myaccount/withdraw/${'A'.repeat(17)}`])
      expect(resolveRoute(path, main), path).toMatchObject({ kind: 'notFound' });
    expect(resolveRoute('/myaccount/withdraw/USDT', SITES.testnet).kind).toBe('notFound');
    expect(resolveRoute('/myaccount/withdraw_internal/USDT', SITES.testnet).kind).toBe('notFound');
  });

  it('serves the app download page where the site shows app download, and a ticket for an id-shaped segment', () => {
    expect(resolveRoute('/mobileapp', SITES.main)).toEqual({ kind: 'page', locale: 'en', path: '/mobileapp' });
    expect(resolveRoute('/mobileapp', SITES.tr)).toEqual({ kind: 'page', locale: 'tr', path: '/mobileapp' });
    expect(resolveRoute('/mobileapp', SITES.testnet).kind).toBe('notFound');
    expect(resolveRoute('/ar/myaccount/tickets/12', SITES.main)).toEqual({ kind: 'page', locale: 'ar', path: '/myaccount/tickets/12' });
    expect(resolveRoute('/myaccount/tickets/new', SITES.main).kind).toBe('page');
    for (const path of ['/myaccount/tickets/12a', '/myaccount/tickets/-1', `/myaccount/tickets/${'1'.repeat(11)}`, '/myaccount/tickets/12/x'])
      expect(resolveRoute(path, SITES.main), path).toMatchObject({ kind: 'notFound' });
  });
});
