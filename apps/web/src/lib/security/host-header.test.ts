import { describe, expect, it } from 'vitest';
import { formatHost, parseHostHeader, parseProto } from './host-header';

describe('parseHostHeader', () => {
  it.each([
    ['localhost', { name: 'localhost' }],
    ['tr.localhost:3000', { name: 'tr.localhost', port: 3000 }],
    ['Example.COM', { name: 'example.com' }],
    ['127.0.0.1:1', { name: '127.0.0.1', port: 1 }],
    ['[::1]:65535', { name: '[::1]', port: 65535 }],
    ['example.com.', { name: 'example.com.' }],
  ])('accepts %j', (value, expected) => {
    expect(parseHostHeader(value)).toEqual(expected);
  });

  it.each([
    [''],
    [undefined],
    ['evil.example:0'],
    ['evil.example:65536'],
    ['evil.example:99999'],
    ['evil.example:80x'],
    ['evil.example:'],
    ['a b'],
    ['evil.example/path'],
    ['evil.example@x'],
    ['"><script>'],
    ['evil.example:80:81'],
    ['[::1'],
    ['-'.repeat(300)],
  ])('refuses %j', (value) => {
    expect(parseHostHeader(value)).toBeUndefined();
  });

  it('formats back to host[:port]', () => {
    expect(formatHost({ name: 'a.test', port: 8443 })).toBe('a.test:8443');
    expect(formatHost({ name: 'a.test' })).toBe('a.test');
  });
});

describe('parseProto', () => {
  it('accepts http and https only, the last entry of a list', () => {
    expect(parseProto('https')).toBe('https');
    expect(parseProto('HTTP')).toBe('http');
    expect(parseProto('http, https')).toBe('https');
    expect(parseProto('https:')).toBe('https');
    expect(parseProto('javascript')).toBeUndefined();
    expect(parseProto('https://evil.example/#')).toBeUndefined();
    expect(parseProto('ftp')).toBeUndefined();
    expect(parseProto(null)).toBeUndefined();
  });
});
