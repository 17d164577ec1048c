import { describe, expect, it } from 'vitest';
import { isPlainHttpLocal, newCsrfToken, readCookie } from './cookies';
import { defaultRiseColor, readPreferences } from './preferences';

describe('cookie rules', () => {
  it('treats only plain-http loopback and *.localhost as insecure local use', () => {
    expect(isPlainHttpLocal('http', 'localhost:3000')).toBe(true);
    expect(isPlainHttpLocal('http:', 'tr.localhost:3000')).toBe(true);
    expect(isPlainHttpLocal('http', '127.0.0.1')).toBe(true);
    expect(isPlainHttpLocal('https', 'localhost:3000')).toBe(false);
    expect(isPlainHttpLocal('http', 'exchange.example')).toBe(false);
    expect(isPlainHttpLocal('http', 'localhost.evil.example')).toBe(false);
  });

  it('makes unpredictable 64-hex-character CSRF tokens', () => {
    const a = newCsrfToken();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newCsrfToken()).not.toBe(a);
  });

  it('reads one cookie by exact name', () => {
    const header = 'uid=10000001; nickname=Trader%20Joe; xuid=9; csrftoken=abc';
    expect(readCookie(header, 'uid')).toBe('10000001');
    expect(readCookie(header, 'nickname')).toBe('Trader Joe');
    expect(readCookie(header, 'csrftoken')).toBe('abc');
    expect(readCookie(header, 'missing')).toBeUndefined();
  });
});

describe('preferences', () => {
  const from = (jar: Record<string, string>) => (name: string) => jar[name];

  it('defaults: light theme, no fiat, 24h, green rise (red for zh)', () => {
    expect(readPreferences(from({}), 'en')).toEqual({ theme: 'light', fiat: undefined, riseColor: 'green', changeBasis: '24h', rateMode: false });
    expect(readPreferences(from({}), 'zh').riseColor).toBe('red');
    expect(defaultRiseColor('zh-tw')).toBe('green');
  });

  it('reads the cookies and ignores malformed values', () => {
    const prefs = readPreferences(from({ theme: '2', curr_fiat: 'EUR', market_rise_color: 'red', change_basis: 'utc8', curr_rate_open: '1' }), 'en');
    expect(prefs).toEqual({ theme: 'dark', fiat: 'EUR', riseColor: 'red', changeBasis: 'utc8', rateMode: true });
    const bad = readPreferences(from({ theme: 'x', curr_fiat: '<script>', market_rise_color: 'blue', change_basis: 'utc9' }), 'zh');
    expect(bad).toEqual({ theme: 'light', fiat: undefined, riseColor: 'red', changeBasis: '24h', rateMode: false });
  });
});

describe('query_safe csrf header rule', () => {
  it('sends the csrftoken cookie when is_on is set, else 1', async () => {
    const { legacyCsrfToken } = await import('./api/browser');
    expect(legacyCsrfToken('csrftoken=abc123; is_on=1')).toBe('abc123');
    expect(legacyCsrfToken('csrftoken=abc123')).toBe('1');
    expect(legacyCsrfToken('is_on=1')).toBe('1');
  });
});
