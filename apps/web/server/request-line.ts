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
