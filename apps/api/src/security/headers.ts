import type { MiddlewareHandler } from 'hono';

/** The headers every API answer carries (the WebSocket upgrade's refusals too, market/sockets.ts). */
export const API_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

/** Headers on every API answer, errors included; answers are not cached unless their route says so (the static /js/tool files). */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.res.headers.set(name, value);
  if (!c.res.headers.has('Cache-Control') || c.res.status !== 200) c.res.headers.set('Cache-Control', 'no-store');
};
