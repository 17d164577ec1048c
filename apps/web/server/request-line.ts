/**
 * What a request line's target is (RFC 9112 §3.2): the front door serves only origin-form
 * (`/path?query`) and answers `OPTIONS *` itself; absolute-form (`GET http://host/ HTTP/1.1`),
 * authority-form and anything else is refused with 400, so no later stage builds a URL on a
 * foreign host from it.
 */
export type RequestTarget = { readonly kind: 'origin' } | { readonly kind: 'asterisk' } | { readonly kind: 'invalid' };

export function classifyTarget(method: string | undefined, target: string | undefined): RequestTarget {
  if (target === '*') return method === 'OPTIONS' ? { kind: 'asterisk' } : { kind: 'invalid' };
  if (target === undefined || !target.startsWith('/')) return { kind: 'invalid' };
  return { kind: 'origin' };
}

/** Methods this server answers, for the Allow header of `OPTIONS *`. */
export const ALLOWED_METHODS = 'GET, HEAD, POST, OPTIONS';

/**
 * An origin-form target as the API would resolve it: dot segments (also `%2e`) collapsed, so
 * `/api/web/v1/../../x` is judged, and forwarded, as `/x`. Undefined when it does not parse.
 */
export function normaliseTarget(target: string): { readonly pathname: string; readonly path: string } | undefined {
  try {
    const url = new URL(target, 'http://front.door');
    if (url.origin !== 'http://front.door') return undefined;
    return { pathname: url.pathname, path: `${url.pathname}${url.search}` };
  } catch {
    return undefined;
  }
}
