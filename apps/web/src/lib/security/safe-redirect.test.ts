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

  it('answers plain paths without parsing them, exactly as a browser resolves them', () => {
    const alphabet = 'abzAZ09_-/';
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const samples = ['/', '/trade/BTC_USDT', '/price/', '/a-b_c/D9'];
    for (let i = 0; i < 3_000; i += 1) samples.push(`/${Array.from({ length: next() % 14 }, () => alphabet[next() % alphabet.length]).join('')}`);
    let plainCount = 0;
    for (const path of samples) {
      const result = safeReturnPath(path, '/fallback');
      if (/^(?:\/[A-Za-z0-9_-]+)*\/?$/.test(path)) {
        // a plain path is its own normal form: the browser resolves it to itself
        const resolved = new URL(path, 'http://same.invalid');
        expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(path);
        expect(result).toBe(path);
        plainCount += 1;
      } else {
        // anything else (`//` somewhere) still takes the full check: never a path that leaves the site
        expect(result === '/fallback' || /^\/(?![/\\])/.test(result)).toBe(true);
      }
    }
    expect(plainCount).toBeGreaterThan(100);
    expect(plainCount).toBeLessThan(samples.length);
  });
});
