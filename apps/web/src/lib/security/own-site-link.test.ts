import { describe, expect, it } from 'vitest';
import { ownSiteLink } from './own-site-link';

const HOSTS = ['www.example-exchange.com', 'tr.example-exchange.com', 'localhost', 'tr.localhost', '127.0.0.1'];
const href = (raw: string) => ownSiteLink(raw, HOSTS)?.href ?? null;

describe('ownSiteLink', () => {
  it('keeps a same-site path as given, and an own deployed host over https on the standard port', () => {
    expect(href('/price?tab=spot')).toBe('/price?tab=spot');
    expect(href('https://www.example-exchange.com/price')).toBe('https://www.example-exchange.com/price');
    expect(href('  HTTPS://TR.Example-Exchange.com/en  ')).toBe('https://tr.example-exchange.com/en');
    // the standard port written out is the standard port
    expect(href('https://www.example-exchange.com:443/x')).toBe('https://www.example-exchange.com/x');
  });

  it('refuses an own deployed host over http (a downgrade) or on another port (another service)', () => {
    expect(href('http://www.example-exchange.com/price')).toBeNull();
    expect(href('http://www.example-exchange.com:443/price')).toBeNull();
    expect(href('https://www.example-exchange.com:8443/price')).toBeNull();
    expect(href('https://www.example-exchange.com:0/price')).toBeNull();
  });

  it('keeps a development host on its port, over http or https', () => {
    expect(href('http://localhost:3000/price')).toBe('http://localhost:3000/price');
    expect(href('http://tr.localhost:3100/en')).toBe('http://tr.localhost:3100/en');
    expect(href('https://localhost/x')).toBe('https://localhost/x');
    expect(href('http://127.0.0.1:3000/x')).toBe('http://127.0.0.1:3000/x');
  });

  it('refuses other hosts, look-alikes, credentials and other schemes', () => {
    for (const raw of [
      'https://evil.example/',
      'https://www.example-exchange.com.evil.example/',
      'https://evilexample-exchange.com/',
      'https://user:pass@www.example-exchange.com/',
      'https://www.example-exchange.com@evil.example/',
      'ftp://www.example-exchange.com/',
      'ws://localhost:3000/',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/',
      '/\\evil.example/',
      'http://evil.localhost.example/',
      'http://notlocalhost:3000/',
      'http://127.0.0.2:3000/',
    ]) {
      expect(href(raw), raw).toBeNull();
    }
  });
});
