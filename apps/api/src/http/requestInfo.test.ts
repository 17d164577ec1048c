import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUSTED_PROXIES, isValidHost, parseTrustedProxies, requestInfo, type RequestInfo } from './requestInfo';

/** requestInfo as seen by a handler, for a request from `peer` (undefined: no socket). */
async function infoFor(peer: string | undefined, headers: Record<string, string>, url = 'http://localhost/x'): Promise<RequestInfo> {
  const app = new Hono();
  app.get('/x', (c) => c.json(requestInfo(c, peer, DEFAULT_TRUSTED_PROXIES)));
  const res = await app.request(url, { headers });
  return (await res.json()) as RequestInfo;
}

const forwarded = { 'x-forwarded-for': '6.6.6.6, 198.51.100.4', 'x-forwarded-host': 'tr.localhost:3000', 'x-forwarded-proto': 'https', host: 'localhost:4000' };

describe('TRUSTED_PROXIES', () => {
  it('defaults to loopback (IPv4, IPv6 and IPv4-mapped) and reads a comma-separated list', () => {
    expect(parseTrustedProxies(undefined)).toEqual(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
    expect(parseTrustedProxies(' ')).toEqual(DEFAULT_TRUSTED_PROXIES);
    expect(parseTrustedProxies('10.0.0.5, FD00::1')).toEqual(['10.0.0.5', 'fd00::1']);
  });
});

describe('requestInfo', () => {
  it('believes the web server (a trusted peer): last x-forwarded-for entry, forwarded host and proto', async () => {
    for (const peer of DEFAULT_TRUSTED_PROXIES) {
      expect(await infoFor(peer, forwarded)).toEqual({ clientIp: '198.51.100.4', host: 'tr.localhost:3000', proto: 'https' });
    }
  });

  it('ignores forwarding headers from any other peer, and without a socket', async () => {
    expect(await infoFor('203.0.113.7', forwarded)).toEqual({ clientIp: '203.0.113.7', host: 'localhost:4000', proto: 'http' });
    expect(await infoFor(undefined, forwarded)).toEqual({ clientIp: 'unknown', host: 'localhost:4000', proto: 'http' });
  });

  it('uses a forwarded proto only when it is http or https, and a forwarded host only when well-formed', async () => {
    const from = (headers: Record<string, string>) => infoFor('127.0.0.1', { host: 'localhost:4000', ...headers });
    expect((await from({ 'x-forwarded-proto': 'javascript' })).proto).toBe('http');
    expect((await from({ 'x-forwarded-proto': 'HTTPS' })).proto).toBe('https');
    for (const host of ['tr.localhost:99999', 'tr.localhost:0', 'evil.example/path', 'a b', 'x@evil.example', 'tr.localhost:']) {
      expect((await from({ 'x-forwarded-host': host })).host).toBe('localhost:4000');
    }
    expect((await from({ 'x-forwarded-host': 'tr.localhost:65535' })).host).toBe('tr.localhost:65535');
  });

  it.each([
    ['localhost', true],
    ['tr.localhost:3000', true],
    ['127.0.0.1:4000', true],
    ['[::1]:3000', true],
    ['www.example.com', true],
    ['example.com:99999', false],
    ['example.com:0', false],
    ['-bad.example', false],
    ['exa mple.com', false],
    ['', false],
  ])('isValidHost(%j) is %s', (host, valid) => {
    expect(isValidHost(host)).toBe(valid);
  });
});
