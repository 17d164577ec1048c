// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The reports sent to our API (the real client, over a stubbed fetch), as their form fields. */
let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
const reports = () =>
  fetch.mock.calls.filter(([url]) => url === '/api/web/v1/report/error').map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

/** A fresh module each test: the page's report budget is the module's. */
async function load(webdriver = false) {
  Object.defineProperty(navigator, 'webdriver', { value: webdriver, configurable: true });
  vi.resetModules();
  return import('./report-error');
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{"code":0,"message":"","data":null}')));
  vi.stubGlobal('fetch', fetch);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'webdriver');
});

describe('reportRenderError (an error page shown: spec doc 2 §8)', () => {
  it("reports the error an error boundary caught as a 'render' report with its stack, once", async () => {
    const { reportRenderError } = await load();
    const error = new TypeError("Cannot read properties of undefined (reading 'price')");
    reportRenderError('[test] caught', error);
    reportRenderError('[test] caught', error);
    // logged each time with the boundary's label (the console of the page that saw it)
    expect(console.warn).toHaveBeenCalledWith('[test] caught', "Cannot read properties of undefined (reading 'price')");
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({ kind: 'render', message: "Cannot read properties of undefined (reading 'price')", page: '/' });
    expect(reports()[0]?.stack).toContain('TypeError');
  });

  it('shares the page budget with the uncaught errors; a bot, a chunk that failed to load, or an empty message sends nothing', async () => {
    const first = await load();
    for (let i = 0; i < 7; i += 1) first.sendErrorReport({ kind: 'error', message: `error ${i}` });
    first.reportRenderError('[test] caught', new Error('one too many'));
    await vi.dynamicImportSettled();
    await vi.waitFor(() => expect(reports()).toHaveLength(5));
    expect(reports().map((r) => r.message)).toEqual(['error 0', 'error 1', 'error 2', 'error 3', 'error 4']);

    fetch.mockClear();
    const chunk = await load();
    chunk.reportRenderError('[test] caught', Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' }));
    chunk.sendErrorReport({ kind: 'render', message: '  ' });
    const bot = await load(true);
    bot.reportRenderError('[test] caught', new Error('seen by a crawler'));
    await vi.dynamicImportSettled();
    expect(reports()).toEqual([]);
  });
});
