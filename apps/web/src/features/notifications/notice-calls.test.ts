import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchNotices, markAllRead, markRead, type NoticeSurface } from './notice-calls';

let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
/** AbortSignal.timeout's calls: the timeout each request was given */
let timeout: { mock: { calls: unknown[][] } };

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{}', { status: 503 })));
  vi.stubGlobal('fetch', fetch);
  timeout = vi.spyOn(AbortSignal, 'timeout');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const notice = { msg_id: 7 } as Parameters<typeof markRead>[1];

describe('notice calls: the bell’s are header calls (spec doc 1 §7: 4 s), the centre page’s 5 s', () => {
  it.each<[NoticeSurface, number]>([
    ['bell', 4_000],
    ['centre', 5_000],
  ])('%s: list, mark one, mark all time out after %i ms', async (surface, ms) => {
    await fetchNotices(surface, 'platform', 1, 10);
    await markRead(surface, notice);
    await markAllRead(surface, 'platform');
    expect(fetch.mock.calls.map(([url]) => String(url).split('?')[0])).toEqual([
      '/apiw/v2/herald/get_notice_record',
      '/apiw/v2/herald/read',
      '/apiw/v2/herald/read_all',
    ]);
    expect(timeout.mock.calls).toEqual([[ms], [ms], [ms]]);
  });
});
