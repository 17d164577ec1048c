import type { Context } from 'hono';
import type { SessionOrigin } from '../security/sessions';
import type { AppEnv } from './env';

/** Where a login or sign-up request comes from: its browser (User-Agent, cut to 512 characters), address and country. */
export function sessionOriginOf(c: Context<AppEnv>, method: SessionOrigin['method']): SessionOrigin {
  return { method, userAgent: (c.req.header('user-agent') ?? '').slice(0, 512), ip: c.var.clientIp, place: c.var.location ?? '' };
}
