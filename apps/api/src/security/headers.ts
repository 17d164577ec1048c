import type { MiddlewareHandler } from 'hono';

/** Headers on every API answer, errors included. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
};
