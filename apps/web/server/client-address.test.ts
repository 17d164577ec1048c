import { describe, expect, it } from 'vitest';
import { applyForwarded, forwardedValues, normaliseAddress, parseTrustedProxies } from './client-address';

describe('normaliseAddress', () => {
  it('turns IPv4-mapped IPv6 into IPv4 and drops zones and brackets', () => {
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseAddress('::FFFF:10.1.2.3')).toBe('10.1.2.3');
    expect(normaliseAddress('[::1]')).toBe('::1');
    expect(normaliseAddress('fe80::1%eth0')).toBe('fe80::1');
    expect(normaliseAddress('203.0.113.9')).toBe('203.0.113.9');
  });

  it('refuses what is not an address', () => {
    expect(normaliseAddress('evil')).toBeUndefined();
    expect(normaliseAddress('1.2.3.4, 5.6.7.8')).toBeUndefined();
    expect(normaliseAddress(undefined)).toBeUndefined();
  });
});

describe('forwardedValues', () => {
  const none = new Set<string>();

  it('uses the socket address and protocol, never what the client claims', () => {
    const values = forwardedValues(
      { peer: '::ffff:198.51.100.7', tls: false },
      { host: 'tr.localhost:3000', 'x-forwarded-for': '1.2.3.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
      none,
    );
    expect(values).toEqual({ for: '198.51.100.7', host: 'tr.localhost:3000', proto: 'http' });
    expect(forwardedValues({ peer: '198.51.100.7', tls: true }, { host: 'example.com' }, none)?.proto).toBe('https');
  });

  it('refuses a missing or invalid Host', () => {
    expect(forwardedValues({ peer: '127.0.0.1', tls: false }, {}, none)).toBeUndefined();
    expect(forwardedValues({ peer: '127.0.0.1', tls: false }, { host: 'localhost:99999' }, none)).toBeUndefined();
    expect(forwardedValues({ peer: '127.0.0.1', tls: false }, { host: 'a b' }, none)).toBeUndefined();
  });

  it('believes a trusted proxy: its last X-Forwarded-For entry, an http/https protocol and its host', () => {
    const trusted = parseTrustedProxies('10.0.0.2, not-an-ip');
    expect([...trusted]).toEqual(['10.0.0.2']);
    const headers = { host: 'internal:3000', 'x-forwarded-for': '1.2.3.4, 203.0.113.5', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'www.example.com' };
    expect(forwardedValues({ peer: '::ffff:10.0.0.2', tls: false }, headers, trusted)).toEqual({ for: '203.0.113.5', host: 'www.example.com', proto: 'https' });
    const odd = { host: 'www.example.com', 'x-forwarded-for': 'garbage', 'x-forwarded-proto': 'gopher', 'x-forwarded-host': 'x:0' };
    expect(forwardedValues({ peer: '10.0.0.2', tls: false }, odd, trusted)).toEqual({ for: '10.0.0.2', host: 'www.example.com', proto: 'http' });
    // a peer not in the list is not believed
    expect(forwardedValues({ peer: '10.0.0.3', tls: false }, headers, trusted)).toEqual({ for: '10.0.0.3', host: 'internal:3000', proto: 'http' });
  });
});

describe('applyForwarded', () => {
  it('drops every client forwarding and context header and sets its own', () => {
    const headers: Record<string, string> = {
      host: 'localhost',
      forwarded: 'for=1.2.3.4',
      'x-real-ip': '1.2.3.4',
      'x-forwarded-for': '1.2.3.4',
      'x-forwarded-port': '1',
      'x-site-key': 'eu',
      'x-nonce': 'n',
      'x-middleware-subrequest': 'proxy',
      cookie: 'a=1',
    };
    applyForwarded(headers, { for: '127.0.0.1', host: 'localhost', proto: 'http' });
    expect(headers).toEqual({ host: 'localhost', cookie: 'a=1', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-host': 'localhost', 'x-forwarded-proto': 'http' });
  });
});
