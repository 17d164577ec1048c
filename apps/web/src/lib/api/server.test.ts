import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '@exchange/contract/site';

vi.mock('server-only', () => ({}));
/** The render's request headers, as proxy.ts leaves them. */
let requestHeaders = new Headers();
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined }),
}));

let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{"code":0,"message":"","data":{}}')));
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('server calls', () => {
  it("send the render's site code: the proxy's site, else the forwarded host's (spec doc 1 §7)", async () => {
    const { serverRequest } = await import('./server');
    const codes: (string | undefined)[] = [];
    for (const headers of [
      { 'x-site-key': 'tr', 'x-forwarded-host': 'tr.localhost:3000' },
      { 'x-site-key': 'mt', 'x-forwarded-host': 'mt.localhost:3000' },
      { 'x-site-key': 'main', 'x-forwarded-host': 'localhost:3000' },
      { 'x-site-key': 'jp', 'x-forwarded-host': 'jp.localhost:3000' },
      { host: 'tr.localhost:3000' },
    ] as Record<string, string>[]) {
      requestHeaders = new Headers(headers);
      fetch.mockClear();
      await serverRequest(siteSettings, {});
      codes.push((fetch.mock.calls[0]?.[1]?.headers as Record<string, string> | undefined)?.['application-site-code']);
    }
    expect(codes).toEqual(['2', '3', '0', '0', '2']);
  });
});
