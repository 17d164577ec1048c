import type { IncomingHttpHeaders } from 'node:http';
import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state';

/** The methods a page (any path outside the API prefixes) answers: the Allow header of the answers below. */
export const PAGE_METHODS = 'GET, HEAD, OPTIONS';

/**
 * What the front door answers itself for a request meant for Next, before Next sees it:
 * - `options`: OPTIONS, 204 with Allow (Next answered it 400);
 * - `method`: a method no page takes (POST, PUT, PATCH, DELETE, TRACE, PROPFIND, …; the site has
 *   no server actions), 405 with Allow: Next rendered the page for most (200) and threw on TRACE (a 500
 *   and an error in the log);
 * - `routerState`: a `Next-Router-State-Tree` header Next cannot read, 400: Next's own check
 *   (parseAndValidateFlightRouterState, the same function) threw into a 500 and an error in the log.
 * Undefined: Next's to answer. In development (`dev`), Next's own tooling paths (`/__nextjs…`,
 * `/_next/…`) take any method.
 */
export type PageRefusal = 'options' | 'method' | 'routerState';

export function pageRequestRefusal(method: string | undefined, pathname: string, headers: IncomingHttpHeaders, dev = false): PageRefusal | undefined {
  const tooling = dev && (pathname.startsWith('/__nextjs') || pathname.startsWith('/_next/'));
  if (method === 'OPTIONS' && !tooling) return 'options';
  if (method !== 'GET' && method !== 'HEAD' && !tooling) return 'method';
  return routerStateReadable(headers['next-router-state-tree']) ? undefined : 'routerState';
}

/** Whether Next can read the router-state header (absent is fine); Node joins a repeated header with commas, which no state survives. */
export function routerStateReadable(value: string | string[] | undefined): boolean {
  if (value === undefined) return true;
  try {
    parseAndValidateFlightRouterState(value);
    return true;
  } catch {
    return false;
  }
}
