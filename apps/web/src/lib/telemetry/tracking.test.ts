// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

async function setup() {
  const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetch);
  document.cookie = 'csrftoken=0123456789abcdef0123456789abcdef';
  const tracking = await import('./tracking');
  return { fetch, tracking };
}

describe('click tracking', () => {
  it('sends the queue at once, with keepalive, when the page is left (a click that navigates)', async () => {
    const { fetch, tracking } = await setup();
    tracking.trackClick('header_login');
    expect(fetch).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/web/v1/track/events');
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    expect(init?.headers).toMatchObject({ csrftoken: '0123456789abcdef0123456789abcdef' });
    const events = JSON.parse(new URLSearchParams(String(init?.body)).get('events') ?? '[]') as { button: string; name: string; page: string }[];
    expect(events).toEqual([expect.objectContaining({ button: 'header_login', name: 'click', page: '/' })]);
  });

  it('turns button names into tokens the API accepts', async () => {
    const { tracking } = await setup();
    expect(tracking.trackToken('coming_soon:simpleEarn')).toBe('coming_soon:simple_earn');
    expect(tracking.trackToken('fiat:EUR')).toBe('fiat:eur');
    expect(tracking.trackToken('language:zh-tw')).toBe('language:zh-tw');
    expect(tracking.trackToken('a b/c')).toBe('a_b_c');
    expect(tracking.trackToken('')).toBe('_');
    expect(tracking.trackToken('x'.repeat(80))).toHaveLength(64);
    for (const sample of ['coming_soon:simpleEarn', 'fiat:EUR', 'pay_with:BRL', 'theme:dark'])
      expect(tracking.trackToken(sample)).toMatch(/^[a-z0-9_.:-]{1,64}$/);
  });

  it('batches clicks for 2 s, and sends at most 50 events per call', async () => {
    vi.useFakeTimers();
    const { fetch, tracking } = await setup();
    tracking.trackClick('a');
    tracking.trackClick('b');
    vi.advanceTimersByTime(tracking.BATCH_DELAY_MS - 1);
    expect(fetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 120; i += 1) tracking.trackClick(`b${i}`);
    window.dispatchEvent(new Event('pagehide'));
    const sizes = fetch.mock.calls.slice(1).map(([, init]) => (JSON.parse(new URLSearchParams(String(init?.body)).get('events') ?? '[]') as unknown[]).length);
    expect(sizes).toEqual([50, 50, 20]);
  });

  it('gives up a batch unanswered after 5 s (doc 2 §9 "Analytics timeout 5000 ms"), and keeps no timer for an answered one', async () => {
    vi.useFakeTimers();
    const { fetch, tracking } = await setup();
    let answer: (response: Response) => void = () => undefined;
    fetch
      .mockImplementationOnce(() => new Promise<Response>(() => undefined))
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    tracking.trackClick('hung');
    window.dispatchEvent(new Event('pagehide'));
    tracking.trackClick('answered');
    window.dispatchEvent(new Event('pagehide'));
    const [hung, answered] = fetch.mock.calls.map(([, init]) => init?.signal);
    answer(new Response('{}'));
    await vi.advanceTimersByTimeAsync(tracking.ANALYTICS_TIMEOUT_MS - 1);
    expect([hung?.aborted, answered?.aborted]).toEqual([false, false]);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect([hung?.aborted, answered?.aborted]).toEqual([true, false]);
    expect(hung?.reason).toMatchObject({ name: 'TimeoutError' });
    warn.mockRestore();
  });
});
