import type { BrowserContext, Page, Route } from '@playwright/test';
import { TIMEOUT } from '@/lib/api/client';
import { isApiPath } from '@/lib/api/origin';

/**
 * Faults on the browser's own API calls (issue 13 §3): every call the page makes to an API path
 * (src/lib/api/origin.ts API_PREFIXES) is aborted, held past the client's timeout, answered 500,
 * or answered 200 with a body that is not the contract's JSON.
 */
export type BrowserFault = 'abort' | 'delay' | 'error' | 'malformed';
export const BROWSER_FAULTS: readonly BrowserFault[] = ['abort', 'delay', 'error', 'malformed'];

/** A held call is let go this long after it starts: past the browser client's longest timeout. */
export const HOLD_MS = TIMEOUT.browser + 1_000;

/** 500 answers alternate between the API's JSON error shape and a proxy's HTML page. */
const ERROR_BODIES = [
  { contentType: 'application/json', body: '{"code":500,"message":"Internal error"}' },
  { contentType: 'text/html', body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>' },
] as const;

/** 200 answers that are not what the contract says: cut-off JSON, HTML, the wrong shape, null, a list. */
const MALFORMED_BODIES = [
  '{"code":0,"message":"","data":{"list":[{"pair":"BTC_',
  '<!doctype html><html><body>maintenance</body></html>',
  '{"code":"0","data":{"list":"none","total":"many","unread":{"x":1}},"user":[1,2,3]}',
  'null',
  '[{"data":1}]',
] as const;

export const isApiUrl = (url: string): boolean => isApiPath(new URL(url).pathname);

/** Routes every API call of `context` into `fault`; `hits` counts the calls it failed. */
export async function injectBrowserFault(context: BrowserContext, fault: BrowserFault): Promise<{ hits: () => number }> {
  let count = 0;
  const handler = async (route: Route): Promise<void> => {
    count += 1;
    try {
      if (fault === 'abort') return await route.abort('failed');
      if (fault === 'delay') {
        await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
        // the client gave up long ago: the late answer must change nothing
        return await route.continue();
      }
      if (fault === 'error') {
        const { contentType, body } = ERROR_BODIES[count % ERROR_BODIES.length]!;
        return await route.fulfill({ status: 500, contentType, body });
      }
      return await route.fulfill({ status: 200, contentType: 'application/json', body: MALFORMED_BODIES[count % MALFORMED_BODIES.length]! });
    } catch {
      // the page (or the request) is gone: nothing to answer
    }
  };
  const matcher = (url: URL) => isApiPath(url.pathname);
  await context.route(matcher, handler);
  return { hits: () => count };
}

/**
 * The console lines a fault produces by design: Chromium's own "Failed to load resource" line for an
 * API call the fault failed (its location is that call's URL), nothing else. The API client itself
 * logs with console.warn, never console.error.
 */
export interface Allowed {
  /** calls failed without an answer (net::ERR_FAILED) */
  readonly failed?: boolean;
  /** answer statuses of API calls */
  readonly statuses?: readonly number[];
  /** the document's own status (the 404 page) */
  readonly document?: number;
  /** a socket of the market or notice feeds could not connect (the API is down) */
  readonly sockets?: boolean;
}

/** What each browser fault may log. */
export const ALLOWED: Record<BrowserFault | 'none', Allowed> = {
  abort: { failed: true },
  delay: {},
  error: { statuses: [500] },
  malformed: {},
  none: {},
};

export function expectedConsoleError(allowed: Allowed, text: string, location: string, documentUrl: string): boolean {
  const status = /^Failed to load resource: the server responded with a status of (\d{3}) \(/.exec(text)?.[1];
  if (allowed.document && location === documentUrl && status === String(allowed.document)) return true;
  if (allowed.sockets && /^WebSocket connection to 'wss?:\/\/[^']+\/ws\/[a-z]+' failed: /.test(text)) return true;
  if (!location || !isApiUrl(location)) return false;
  if (allowed.failed && text === 'Failed to load resource: net::ERR_FAILED') return true;
  return status !== undefined && (allowed.statuses ?? []).includes(Number(status));
}

/** What a page showed and did under a fault. */
export interface Watch {
  /** console errors and uncaught errors the fault does not explain */
  readonly errors: string[];
  /** API calls started more than `ms` ago and not yet answered or failed (a held call counts until the hold ends) */
  stale(ms: number): number;
  /** how many API calls the page made */
  calls(): number;
}

/**
 * Watches one page: its uncaught errors and console errors (except the lines `allowed` explains)
 * and its API calls in flight.
 */
export function watchPage(page: Page, allowed: Allowed): Watch {
  const errors: string[] = [];
  const inFlight = new Map<unknown, number>();
  let made = 0;
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    const location = message.location().url;
    if (expectedConsoleError(allowed, text, location, page.url())) return;
    errors.push(`${text} (${location})`);
  });
  page.on('request', (request) => {
    if (!isApiUrl(request.url())) return;
    made += 1;
    inFlight.set(request, Date.now());
  });
  const done = (request: unknown) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const stale = (ms: number) => [...inFlight.values()].filter((started) => Date.now() - started > ms).length;
  return { errors, stale, calls: () => made };
}
