import { describe, expect, it } from 'vitest';
import { siteOriginsFor } from './site-origin-rules';

describe('siteOriginsFor', () => {
  it('keeps the request protocol and port for the sub-site links', () => {
    const originOf = siteOriginsFor('localhost:3000', 'http', {});
    expect(originOf('tr')).toBe('http://tr.localhost:3000');
    expect(siteOriginsFor('example.com', 'https', { tr: ['tr.example.com'] })('tr')).toBe('https://tr.example.com');
  });

  it.each([['javascript'], ['https://evil.example/#'], ['ftp'], ['data:text/html,x']])('never reflects the protocol %j', (proto) => {
    expect(siteOriginsFor('localhost:3000', proto, {})('tr')).toBe('http://tr.localhost:3000');
  });

  it.each([['localhost:99999'], ['localhost:0'], ['localhost:3000@evil.example'], ['evil.example/x:80'], ['localhost:80x'], ['a b:80']])(
    'never reflects the port of %j',
    (host) => {
      const origin = siteOriginsFor(host, 'http', {})('tr');
      expect(origin).toBe('http://tr.localhost');
    },
  );
});
