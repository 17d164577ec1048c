import { AsyncLocalStorage } from 'node:async_hooks';
import type { ApiError } from './client';

/** What a page render's API calls came to: `degraded` once one of them failed in a way another render might not. */
export interface RenderHealth {
  degraded: boolean;
}

/**
 * One store for the process. The front door (server/page-cache.ts, run by tsx) and the server
 * code Next bundled (server.ts's serverRequest) each load a copy of this module: the store lives
 * on the global object under a registered symbol so both copies use the same one. (The proxy's
 * pair check does not report: its page asks again, and that call reports.)
 */
const STORE = Symbol.for('exchange.web.render-health');

function storage(): AsyncLocalStorage<RenderHealth> {
  const holder = globalThis as { [STORE]?: AsyncLocalStorage<RenderHealth> };
  holder[STORE] ??= new AsyncLocalStorage<RenderHealth>();
  return holder[STORE];
}

/**
 * Whether a failed call says something about the API's state now rather than about this request:
 * no answer (network, timeout, the deadline), a 5xx, a 429 or a 403 (both may be aimed at the
 * client's address alone), or an answer outside the contract. Another 4xx is the API's considered
 * answer to this request (a guest's 401, an unknown pair's 404), the same for the next render of
 * the same key.
 */
export function isTransientFailure(error: ApiError): boolean {
  return error.status === 429 || error.status === 403 || error.status < 400 || error.status >= 500;
}

/** Runs `render` (a page request handed to Next) with `health` as its record; every call made on its behalf reports to it. */
export function watchRender<T>(health: RenderHealth, render: () => T): T {
  return storage().run(health, render);
}

/** A server-side call failed: the render it belongs to, if one is watched, is degraded when the failure is transient. */
export function reportFailedCall(error: ApiError): void {
  const health = storage().getStore();
  if (health && isTransientFailure(error)) health.degraded = true;
}
