import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDeadline } from './deadline';
import { proxyTransport } from './proxy-transport';

afterEach(() => {
  vi.unstubAllEnvs();
});

const visitor = new Headers({
  cookie: 'sid=abc',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-for': '203.0.113.9',
  'user-agent': 'Browser/1',
  'accept-language': 'de',
  'cf-ipcountry': 'NL',
  'x-other': 'not passed on',
});
const log = () => undefined;

describe('proxyTransport', () => {
  it('gives a call its own timeout cut to what the request’s deadline has left', () => {
    const now = Date.now();
    const fresh = proxyTransport({
      headers: visitor,
      visitorHost: 'localhost',
      ownTimeoutMs: 4_000,
      deadline: startDeadline(20_000, now),
      withCookies: false,
      log,
    });
    expect(fresh.timeoutMs).toBe(4_000);
    const late = proxyTransport({
      headers: visitor,
      visitorHost: 'localhost',
      ownTimeoutMs: 4_000,
      deadline: startDeadline(20_000, now - 19_000),
      withCookies: false,
      log,
    });
    expect(late.timeoutMs).toBeGreaterThan(0);
    expect(late.timeoutMs).toBeLessThanOrEqual(1_000);
    const gone = proxyTransport({
      headers: visitor,
      visitorHost: 'localhost',
      ownTimeoutMs: 4_000,
      deadline: startDeadline(20_000, now - 25_000),
      withCookies: false,
      log,
    });
    expect(gone.timeoutMs).toBe(0);
  });

  it('forwards the visitor’s forwarding headers with the checked host, the country header when configured, and cookies only when asked; never a CSRF token', () => {
    vi.stubEnv('COUNTRY_HEADER', 'CF-IPCountry');
    const deadline = startDeadline(20_000, Date.now());
    const plain = proxyTransport({ headers: visitor, visitorHost: 'tr.localhost:3000', ownTimeoutMs: 4_000, deadline, withCookies: false, log });
    expect(plain.headers()).toEqual({
      'x-forwarded-host': 'tr.localhost:3000',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
      'user-agent': 'Browser/1',
      'accept-language': 'de',
      'cf-ipcountry': 'NL',
    });
    expect(plain.csrfToken()).toBeUndefined();
    const withCookies = proxyTransport({ headers: visitor, visitorHost: 'tr.localhost:3000', ownTimeoutMs: 4_000, deadline, withCookies: true, log });
    expect(withCookies.headers().cookie).toBe('sid=abc');
  });
});
