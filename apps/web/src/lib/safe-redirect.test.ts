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
});
