import { describe, expect, it } from 'vitest';
import { isPlainHttpLocal, newCsrfToken } from './cookies';

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
});

describe('query_safe csrf header rule', () => {
  it('sends the csrftoken cookie when is_on is set, else 1', async () => {
    const { legacyCsrfToken } = await import('@/lib/api/browser');
    const jar = (cookies: Record<string, string>) => (name: string) => cookies[name];
    expect(legacyCsrfToken(jar({ csrftoken: 'abc123', is_on: '1' }))).toBe('abc123');
    expect(legacyCsrfToken(jar({ csrftoken: 'abc123' }))).toBe('1');
    expect(legacyCsrfToken(jar({ is_on: '1' }))).toBe('1');
  });
});
