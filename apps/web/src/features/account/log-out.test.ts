import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logOut } from './log-out';

let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
/** AbortSignal.timeout's calls: the timeout each request was given */
let timeout: { mock: { calls: unknown[][] } };

beforeEach(() => {
  fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{"code":0,"message":"","data":{}}')));
  vi.stubGlobal('fetch', fetch);
  timeout = vi.spyOn(AbortSignal, 'timeout');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('logOut (spec doc 1 §4, §7)', () => {
  it.each([
    ['this device', false, '/api/web/v1/usercenter/logout'],
    ['all devices', true, '/api/web/v1/usercenter/logoutAll'],
  ])('%s: POSTs its call with the header calls’ 4 s timeout', async (_label, all, path) => {
    await logOut(all);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toBe(path);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(timeout.mock.calls).toEqual([[4_000]]);
  });
});
