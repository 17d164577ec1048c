import { describe, expect, it } from 'vitest';
import { SITES } from '@exchange/sites/sites';
import { resolveRoute } from './routing';

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
    expect(resolveRoute('/zh-tw/trade/BTC_USDT', main)).toEqual({ kind: 'page', locale: 'zh-tw', path: '/trade/BTC_USDT' });
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

  it('treats a first segment that is no locale as an ordinary path', () => {
    expect(resolveRoute('/xx/login', main)).toEqual({ kind: 'page', locale: 'en', path: '/xx/login' });
    expect(resolveRoute('/english', main)).toEqual({ kind: 'page', locale: 'en', path: '/english' });
    expect(resolveRoute('/trade', main)).toEqual({ kind: 'page', locale: 'en', path: '/trade' });
  });

  it('does not mistake tr for a default prefix outside Turkey', () => {
    expect(resolveRoute('/tr', main)).toEqual({ kind: 'page', locale: 'tr', path: '/' });
  });
});
