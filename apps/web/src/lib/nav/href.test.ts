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

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://example.com/1',
  ])('refuses %j: the locale home instead', (link) => {
    expect(href(link, 'en', 'en')).toBe('/');
    expect(href(link, 'zh', 'en')).toBe('/zh');
  });
});
