import { describe, expect, it } from 'vitest';
import {
  cdnError,
  createLimiter,
  describeReason,
  isBot,
  isChunkLoadError,
  isExtensionError,
  isStaticScript,
  shouldReport,
  toReport,
  type ErrorInfo,
} from './error-reporting';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const err = (message: string, more: Partial<ErrorInfo> = {}): ErrorInfo => ({ kind: 'error', message, ...more });

describe('what is not reported', () => {
  it.each([
    'Googlebot/2.1 (+http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0)',
    'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; YandexBot/3.0)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse',
    'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
  ])('bots: %s', (ua) => expect(isBot(ua, false)).toBe(true));

  it('real browsers are not bots, automated ones are', () => {
    expect(isBot(CHROME, false)).toBe(false);
    expect(isBot('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1', false)).toBe(false);
    expect(isBot(CHROME, true)).toBe(true);
  });

  it.each([
    { stack: 'TypeError: x\n    at chrome-extension://abcdef/content.js:1:2' },
    { filename: 'moz-extension://1234/inject.js' },
    { stack: 'at safari-web-extension://x/y.js' },
    { filename: 'safari-extension://x' },
    { stack: 'ms-browser-extension://q' },
  ])('browser extensions: %o', (where) => {
    expect(isExtensionError(where)).toBe(true);
    expect(shouldReport(err('boom', where))).toBe(false);
  });

  it.each([
    err('Loading chunk 123 failed.'),
    err('Loading CSS chunk app/page failed'),
    err('x', { name: 'ChunkLoadError' }),
    err('Failed to fetch dynamically imported module: https://x/_next/static/chunks/a.js'),
    err('Importing a module script failed.'),
  ])('chunk loads: %o', (info) => {
    expect(isChunkLoadError(info)).toBe(true);
    expect(shouldReport(info)).toBe(false);
  });

  it('empty messages', () => expect(shouldReport(err('  '))).toBe(false));

  it('our own errors are', () => {
    expect(shouldReport(err("Cannot read properties of undefined (reading 'x')", { filename: 'http://localhost/_next/static/chunks/a.js' }))).toBe(true);
    expect(shouldReport({ kind: 'cdn', message: 'cdn access error' })).toBe(true);
  });
});

describe('the report', () => {
  it('names the path (no query), bounds the fields, checks the release', () => {
    const long = 'x'.repeat(5000);
    expect(toReport(err(long, { stack: long }), '/trade/BTC_USDT', 'b1a2')).toEqual({
      kind: 'error',
      message: 'x'.repeat(1000),
      page: '/trade/BTC_USDT',
      release: 'b1a2',
      stack: 'x'.repeat(4000),
    });
    expect(toReport(err('m'), 'weird', 'bad release!')).toEqual({ kind: 'error', message: 'm', page: '/', release: 'dev' });
    expect(toReport(err('m'), '/', undefined).release).toBe('dev');
  });

  it('describes any rejection reason', () => {
    expect(describeReason(new TypeError('nope'))).toMatchObject({ message: 'nope', name: 'TypeError' });
    expect(describeReason('plain')).toEqual({ message: 'plain' });
    expect(describeReason({ code: 1 })).toEqual({ message: '{"code":1}' });
    expect(describeReason(undefined)).toEqual({ message: 'undefined' });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeReason(cyclic)).toEqual({ message: '[object Object]' });
  });

  it('deduplicates and caps per page', () => {
    const accept = createLimiter(3);
    expect(accept(err('a'))).toBe(true);
    expect(accept(err('a'))).toBe(false);
    expect(accept({ kind: 'unhandledrejection', message: 'a' })).toBe(true);
    expect(accept(err('b'))).toBe(true);
    expect(accept(err('c'))).toBe(false);
    // two scripts that failed are two reports; the same script twice is one
    const cdn = createLimiter();
    expect(cdn(cdnError('/_next/static/a.js', 'http://x'))).toBe(true);
    expect(cdn(cdnError('/_next/static/b.js', 'http://x'))).toBe(true);
    expect(cdn(cdnError('/_next/static/a.js', 'http://x'))).toBe(false);
  });

  it('cdn errors are about our own static scripts, by path', () => {
    const origin = 'https://www.example.com';
    expect(isStaticScript('/_next/static/chunks/main-abc.js', origin)).toBe(true);
    expect(isStaticScript('https://cdn.other.com/_next/static/chunks/x.js', origin)).toBe(false);
    expect(isStaticScript('/api/x.js', origin)).toBe(false);
    expect(cdnError('https://www.example.com/_next/static/chunks/a.js?v=1', origin)).toEqual({
      kind: 'cdn',
      message: 'cdn access error',
      stack: '/_next/static/chunks/a.js',
    });
  });
});
