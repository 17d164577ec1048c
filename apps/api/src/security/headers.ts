import type { MiddlewareHandler } from 'hono';

/**
 * The headers every API answer carries (the WebSocket upgrade's refusals too, market/sockets.ts),
 * graded A+ by the HTTP Observatory's rules (observatory.test.ts): JSON is not a document, so the
 * policy allows nothing at all (`default-src 'none'`, no framing, no forms, no <base>), framing is
 * refused twice for older browsers, and HSTS is sent on every answer.
 *
 * HSTS is not conditional on the scheme the API believes the visitor used: browsers ignore it on
 * a plain-http answer (RFC 6797 §8.1), so on localhost http it is inert, and no request header
 * (X-Forwarded-Proto from a trusted proxy or anyone else) can switch it off on an https answer.
 */
export const API_SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
} as const;

/**
 * The policy of a served upload (routes/uploads.ts): the API's, and `sandbox`, so a file opened
 * on its own (a PDF, an image in a tab) runs no script and has no origin.
 */
export const UPLOAD_CSP = `${API_SECURITY_HEADERS['Content-Security-Policy']}; sandbox`;

/** Headers on every API answer, errors included; answers are not cached unless their route says so (the static /js/tool files). */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // a served upload keeps its stricter policy (the API's and more)
  const keepPolicy = c.res.status === 200 && c.res.headers.get('Content-Security-Policy') === UPLOAD_CSP;
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) {
    if (!(keepPolicy && name === 'Content-Security-Policy')) c.res.headers.set(name, value);
  }
  if (!c.res.headers.has('Cache-Control') || c.res.status !== 200) c.res.headers.set('Cache-Control', 'no-store');
};
