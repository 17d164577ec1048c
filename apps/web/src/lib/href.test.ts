import { describe, expect, it } from 'vitest';
import { href } from './href';

describe('href', () => {
  it('adds no prefix for the default locale', () => {
    expect(href('/login', 'en', 'en')).toBe('/login');
    expect(href('/', 'tr', 'tr')).toBe('/');
    expect(href('trade/BTC_TRY', 'tr', 'tr')).toBe('/trade/BTC_TRY');
  });

  it('prefixes other locales', () => {
    expect(href('/login', 'zh', 'en')).toBe('/zh/login');
    expect(href('/', 'ar', 'en')).toBe('/ar');
    expect(href('/', 'en', 'tr')).toBe('/en');
    expect(href('/trade/BTC_USDT?tab=isolated_margin', 'pt-br', 'en')).toBe('/pt-br/trade/BTC_USDT?tab=isolated_margin');
    expect(href('/?a=1', 'ja', 'en')).toBe('/ja?a=1');
    expect(href('/#top', 'ja', 'en')).toBe('/ja#top');
  });

  it('leaves absolute and protocol-relative URLs alone', () => {
    expect(href('https://example.com/x', 'zh', 'en')).toBe('https://example.com/x');
    expect(href('mailto:support@example.com', 'zh', 'en')).toBe('mailto:support@example.com');
    expect(href('//cdn.example.com/a', 'zh', 'en')).toBe('//cdn.example.com/a');
  });
});
