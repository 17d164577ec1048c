import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { csrfRefused } from '../http/errors';
import { COOKIE } from '@exchange/contract/cookies';
import type { AppEnv } from '../http/env';

/** The double-submit pair: the header of this name must equal the cookie of this name. */
export const CSRF_COOKIE = COOKIE.csrf;
export const CSRF_HEADER = COOKIE.csrf;
const MIN_TOKEN_LENGTH = 16;
const MAX_TOKEN_LENGTH = 256;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Double-submit check: the `csrftoken` header must equal the `csrftoken` cookie (set by the web server). */
export function csrfTokensMatch(header: string | undefined, cookie: string | undefined): boolean {
  if (!header || !cookie) return false;
  if (header.length < MIN_TOKEN_LENGTH || header.length > MAX_TOKEN_LENGTH) return false;
  const a = Buffer.from(header);
  const b = Buffer.from(cookie);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Refuses state-changing requests without a matching CSRF token, and any that a browser marks cross-site. */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (STATE_CHANGING.has(c.req.method)) {
    if (c.req.header('sec-fetch-site')?.toLowerCase() === 'cross-site') throw csrfRefused();
    if (!csrfTokensMatch(c.req.header(CSRF_HEADER), getCookie(c, CSRF_COOKIE))) throw csrfRefused();
  }
  await next();
};
