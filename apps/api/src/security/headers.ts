import type { MiddlewareHandler } from 'hono';

/** Headers on every API answer, errors included; answers are not cached unless their route says so (the static /js/tool files). */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
  if (!c.res.headers.has('Cache-Control') || c.res.status !== 200) c.res.headers.set('Cache-Control', 'no-store');
  c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
};
