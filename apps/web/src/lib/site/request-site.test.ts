import { describe, expect, it } from 'vitest';
import { siteOfHost, siteOfRender } from './request-site';

const headers = (values: Record<string, string>) => (name: string) => values[name] ?? null;

describe('request site', () => {
  it('a host names its site, with the operator overrides; an unknown host is the main site', () => {
    expect(siteOfHost('tr.localhost:3000', undefined).key).toBe('tr');
    expect(siteOfHost('mt.example.com', 'mt=mt.example.com').key).toBe('mt');
    expect(siteOfHost('elsewhere.example', undefined).key).toBe('main');
    expect(siteOfHost(null, undefined).key).toBe('main');
  });

  it("a render's site is the proxy's x-site-key, else its forwarded host, else its host", () => {
    expect(siteOfRender(headers({ 'x-site-key': 'mt', 'x-forwarded-host': 'tr.localhost' }), undefined).key).toBe('mt');
    expect(siteOfRender(headers({ 'x-site-key': 'nonsense', 'x-forwarded-host': 'tr.localhost' }), undefined).key).toBe('tr');
    expect(siteOfRender(headers({ host: 'jp.localhost:3000' }), undefined).key).toBe('jp');
    expect(siteOfRender(headers({}), undefined).key).toBe('main');
  });
});
