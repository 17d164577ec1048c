import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safe-redirect';

describe('safeReturnPath', () => {
  it('keeps same-site paths with query and hash', () => {
    expect(safeReturnPath('/myaccount/profile')).toBe('/myaccount/profile');
    expect(safeReturnPath('/zh/trade/BTC_USDT?tab=isolated_margin#x')).toBe('/zh/trade/BTC_USDT?tab=isolated_margin#x');
  });

  it.each([['https://evil.example/'], ['//evil.example/path'], ['/\\evil.example'], ['javascript:alert(1)'], ['evil.example'], ['/\u0000x'], ['/x\ny'], ['']])(
    'refuses %j',
    (candidate) => {
      expect(safeReturnPath(candidate, '/home')).toBe('/home');
    },
  );

  it('refuses missing and over-long values', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(null, '/ar')).toBe('/ar');
    expect(safeReturnPath(`/${'a'.repeat(3000)}`)).toBe('/');
  });

  it('normalises dot segments so the result stays a path on this site', () => {
    expect(safeReturnPath('/a/../b')).toBe('/b');
  });

  it.each([
    ['/..//evil.com'],
    ['/%2F..%2F%2Fevil.com'],
    ['/../\\evil.com'],
    ['/./\\evil.com'],
    ['/.\\/evil.com'],
    ['/%2e%2e//evil.com'],
    ['/%2E%2E//evil.com'],
    ['/.%2e//evil.com'],
    ['/a/../..//evil.com'],
    ['/%2e//evil.com'],
    ['/%5cevil.com'],
    ['/%5C%5Cevil.com'],
    ['/%2f%2fevil.com'],
    ['/%2F/evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/\r\n//evil.com'],
    ['/%09/evil.com'],
    ['/%0a/x'],
    ['/x/%00'],
  ])('refuses %j: once normalised it leaves the site or holds control characters', (candidate) => {
    expect(safeReturnPath(candidate, '/home')).toBe('/home');
  });

  it('is stable: what it returns is accepted again unchanged', () => {
    for (const path of ['/a/../b', '/zh/trade/BTC_USDT?x=1#y', '/a/./b/', '/caf%C3%A9']) {
      const once = safeReturnPath(path, '/fallback');
      expect(safeReturnPath(once, '/fallback')).toBe(once);
    }
  });
});
