import type { Context, MiddlewareHandler } from 'hono';
import { loginRequired } from '../http/errors';
import type { AppEnv } from '../http/env';
import { readSessionToken } from './cookies';
import { findSession, type SessionUser } from './sessions';

/** Loads the session named by the cookie (if any) into `c.var.session`. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = readSessionToken(c);
  c.set('session', token ? await findSession(c.var.db, token, c.var.now()) : null);
  await next();
};

/** The logged-in session, or a 401 `Login required`. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const session = c.var.session;
  if (!session) throw loginRequired();
  return session;
}
