// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '@exchange/contract/site';
import { logout } from '@exchange/contract/usercenter';
import { browserRequest } from './browser';

let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
const sentHeaders = () => fetch.mock.calls.map(([, init]) => init?.headers as Record<string, string>);

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{"code":0,"message":"","data":{}}')));
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.siteCode;
});

describe('browser calls', () => {
  it("send the page's site code, from <html data-site-code> as the layout writes it (spec doc 1 §7)", async () => {
    document.documentElement.setAttribute('data-site-code', '2');
    await browserRequest(siteSettings, {});
    await browserRequest(logout, {});
    document.documentElement.setAttribute('data-site-code', '3');
    await browserRequest(siteSettings, {});
    document.documentElement.setAttribute('data-site-code', '0');
    await browserRequest(siteSettings, {});
    expect(sentHeaders().map((h) => h['application-site-code'])).toEqual(['2', '2', '3', '0']);
  });

  it('send none when the document names no site or a malformed one', async () => {
    await browserRequest(siteSettings, {});
    document.documentElement.setAttribute('data-site-code', '2;x');
    await browserRequest(siteSettings, {});
    for (const headers of sentHeaders()) expect(headers).not.toHaveProperty('application-site-code');
  });
});
