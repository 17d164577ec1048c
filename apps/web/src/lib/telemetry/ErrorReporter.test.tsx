// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CDN_ERROR_AFTER_MS } from './error-reporting';
import { ErrorReporter } from './ErrorReporter';

/** The reports the page posted to our API (the real client, over a stubbed fetch), as their form fields. */
let fetch: ReturnType<typeof vi.fn<typeof globalThis.fetch>>;
const reports = () =>
  fetch.mock.calls.filter(([url]) => url === '/api/web/v1/report/error').map(([, init]) => Object.fromEntries(new URLSearchParams(String(init?.body))));

// React's act() outside a test renderer
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;

async function mount(webdriver = false): Promise<void> {
  Object.defineProperty(navigator, 'webdriver', { value: webdriver, configurable: true });
  root = createRoot(document.createElement('div'));
  await act(async () => root?.render(<ErrorReporter />));
}

/** A `<script>` of the page that failed to load, as the browser signals it (an error event that does not bubble). */
function failScript(src: string): void {
  const script = document.createElement('script');
  script.src = src;
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
}

/**
 * An uncaught error as the browser raises it on the window. The reporter's listener (capture) runs
 * first; this test's, added later, then stops it there, so the test runner does not take it for one of its own.
 */
function raise(error: Error): void {
  const stop = (event: Event) => event.stopImmediatePropagation();
  window.addEventListener('error', stop, true);
  window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
  window.removeEventListener('error', stop, true);
}

/** Lets the report's dynamic imports settle. */
async function settle(): Promise<void> {
  await act(async () => {
    await vi.dynamicImportSettled();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(new Response('{"code":0,"message":"","data":null}')));
  vi.stubGlobal('fetch', fetch);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'webdriver');
  document.head.innerHTML = '';
});

describe('ErrorReporter (spec doc 1 §8, doc 2 §8)', () => {
  it("reports a static script of ours that failed as 'cdn access error', 5 s after it failed", async () => {
    await mount();
    failScript('/_next/static/chunks/abc123.js');
    vi.advanceTimersByTime(CDN_ERROR_AFTER_MS - 1);
    await settle();
    expect(reports()).toEqual([]);
    vi.advanceTimersByTime(1);
    await settle();
    expect(reports()).toEqual([expect.objectContaining({ kind: 'cdn', message: 'cdn access error', page: '/', stack: '/_next/static/chunks/abc123.js' })]);
  });

  it('reports an uncaught error at once, once; leaves out a script of another origin', async () => {
    await mount();
    failScript('https://elsewhere.example/lib.js');
    const error = new TypeError('x is not a function');
    raise(error);
    raise(error);
    await settle();
    vi.advanceTimersByTime(CDN_ERROR_AFTER_MS);
    await settle();
    expect(reports()).toEqual([expect.objectContaining({ kind: 'error', message: 'x is not a function' })]);
  });

  it('a bot (webdriver) reports nothing; an unmounted reporter sends nothing it had pending', async () => {
    await mount(true);
    failScript('/_next/static/chunks/abc123.js');
    raise(new Error('boom'));
    await act(async () => root?.unmount());
    root = undefined;
    await mount();
    failScript('/_next/static/chunks/def456.js');
    await act(async () => root?.unmount());
    root = undefined;
    vi.advanceTimersByTime(CDN_ERROR_AFTER_MS);
    await settle();
    expect(reports()).toEqual([]);
  });
});
