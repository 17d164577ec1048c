import { describe, expect, it, vi } from 'vitest';
import { reportFailedCall, watchRender, type RenderHealth } from '@/lib/api/render-health';

vi.mock('server-only', () => ({}));
vi.mock('@/lib/request/request-context', () => ({
  getRequestContext: async () => ({ site: { key: 'main' }, locale: 'en', preferences: { changeBasis: '24h' } }),
}));

/** The read's calls, answered when the test says; like serverRequest, a failure is reported to the render that made the call. */
const pending: ((ok: boolean) => void)[] = [];
vi.mock('@/lib/api/server', () => ({
  serverRequest: () =>
    new Promise((resolve) => {
      pending.push((ok) => {
        const data = { code: 0, message: '', data: [] };
        const error = { status: 503, code: 0, message: 'Service Unavailable' };
        if (!ok) reportFailedCall(error);
        resolve(ok ? { ok, data } : { ok, data, error });
      });
    }),
}));

describe('getServerMarkets', () => {
  it('a render that joins another render’s failed read is degraded too, not only the one that made the calls', async () => {
    const { getServerMarkets } = await import('./server-markets');
    const first: RenderHealth = { degraded: false };
    const joined: RenderHealth = { degraded: false };
    const reads = [watchRender(first, () => getServerMarkets()), watchRender(joined, () => getServerMarkets())];
    // both renders wait on one read (its two calls): they fail, answered in the first render's context
    await vi.waitFor(() => expect(pending).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pending).toHaveLength(2);
    watchRender(first, () => {
      for (const reply of pending) reply(false);
    });
    const [a, b] = await Promise.all(reads);
    expect(a?.rows).toEqual([]);
    expect(b?.rows).toEqual([]);
    expect(first.degraded).toBe(true);
    expect(joined.degraded).toBe(true);
  });
});
