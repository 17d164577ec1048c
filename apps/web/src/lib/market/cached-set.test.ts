import { describe, expect, it, vi } from 'vitest';
import type { CachedSet } from './cache-rules';
import { loadCachedSet, type SetStorage } from './cached-set';

const NOW = 1_800_000_000_000;

function memory(initial: Record<string, CachedSet<unknown>> = {}): SetStorage & { map: Map<string, CachedSet<unknown>> } {
  const map = new Map(Object.entries(initial));
  return { map, get: async (k) => map.get(k), set: async (k, v) => void map.set(k, v) };
}
const broken: SetStorage = {
  get: () => Promise.reject(new Error('blocked')),
  set: () => Promise.reject(new Error('quota')),
};
const accept = (d: unknown) => (Array.isArray(d) && d.every((x) => typeof x === 'string') ? (d as string[]) : undefined);
const api = (data: string[], ok = true) => vi.fn(async () => ({ ok, data }));

describe('loadCachedSet', () => {
  it('uses a fresh set without a request', async () => {
    const storage = memory({ k: { savedAt: NOW - 10_000, language: 'en', data: ['cached'] } });
    const fetchSet = api(['net']);
    expect(await loadCachedSet({ key: 'k', language: 'en', storage, fetchSet, accept, now: NOW })).toEqual(['cached']);
    expect(fetchSet).not.toHaveBeenCalled();
  });

  it('shows a stale set at once and refreshes it in the background', async () => {
    const storage = memory({ k: { savedAt: NOW - 300_000, language: 'en', data: ['old'] } });
    const onRefreshed = vi.fn();
    const fetchSet = api(['new']);
    expect(await loadCachedSet({ key: 'k', language: 'en', storage, fetchSet, accept, onRefreshed, now: NOW })).toEqual(['old']);
    await vi.waitFor(() => expect(onRefreshed).toHaveBeenCalledWith(['new']));
    expect(storage.map.get('k')).toEqual({ savedAt: NOW, language: 'en', data: ['new'] });
  });

  it('asks the API for a set of another language, and stores the answer', async () => {
    const storage = memory({ k: { savedAt: NOW, language: 'cn', data: ['中文'] } });
    expect(await loadCachedSet({ key: 'k', language: 'en', storage, fetchSet: api(['en']), accept, now: NOW })).toEqual(['en']);
    expect(storage.map.get('k')?.language).toBe('en');
  });

  it('does not store an empty answer, nor a failed one', async () => {
    const storage = memory();
    expect(await loadCachedSet({ key: 'k', language: 'en', storage, fetchSet: api([]), accept, now: NOW })).toEqual([]);
    await loadCachedSet({ key: 'k', language: 'en', storage, fetchSet: api(['x'], false), accept, now: NOW });
    expect(storage.map.size).toBe(0);
  });

  it('falls back to the network when storage fails', async () => {
    expect(await loadCachedSet({ key: 'k', language: 'en', storage: broken, fetchSet: api(['net']), accept, now: NOW })).toEqual(['net']);
  });

  it('falls back to what is cached when the network fails, even another language', async () => {
    const storage = memory({ k: { savedAt: NOW, language: 'cn', data: ['中文'] } });
    expect(await loadCachedSet({ key: 'k', language: 'en', storage, fetchSet: api([], false), accept, now: NOW })).toEqual(['中文']);
  });

  it('waits for an accept that checks in slices, and asks the API when it refuses', async () => {
    const later = async (d: unknown) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return accept(d);
    };
    const good = memory({ k: { savedAt: NOW, language: 'en', data: ['cached'] } });
    expect(await loadCachedSet({ key: 'k', language: 'en', storage: good, fetchSet: api(['net']), accept: later, now: NOW })).toEqual(['cached']);
    const bad = memory({ k: { savedAt: NOW, language: 'en', data: [1] } });
    expect(await loadCachedSet({ key: 'k', language: 'en', storage: bad, fetchSet: api(['net']), accept: later, now: NOW })).toEqual(['net']);
  });

  it('ignores what another version stored in a different shape', async () => {
    const storage = memory({ k: { savedAt: NOW, language: 'en', data: [1, 2] } });
    expect(await loadCachedSet({ key: 'k', language: 'en', storage, fetchSet: api(['net']), accept, now: NOW })).toEqual(['net']);
  });

  it('does not call back when the background refresh fails', async () => {
    const storage = memory({ k: { savedAt: NOW - 300_000, language: 'en', data: ['old'] } });
    const onRefreshed = vi.fn();
    const fetchSet = api([], false);
    await loadCachedSet({ key: 'k', language: 'en', storage, fetchSet, accept, onRefreshed, now: NOW });
    await vi.waitFor(() => expect(fetchSet).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    expect(onRefreshed).not.toHaveBeenCalled();
    expect(storage.map.get('k')?.data).toEqual(['old']);
  });
});
