import { z } from 'zod/mini';
import { defineCall, intField, noInput, ok } from './define';

/**
 * The user's sessions and login history (docs/IDENTITY.md "Sessions", "Login history"). Every
 * call needs a login (401 for guests); every POST CSRF. Ending sessions needs no password: it only
 * ever logs someone out.
 */

/** How a session or login began: the password form, a passkey, a sign-up, a sign-in through the main site, a password reset. */
export const LOGIN_METHODS = ['password', 'passkey', 'signup', 'oauth', 'reset'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** The kind of device, from the User-Agent (anything that says neither phone nor tablet is a desktop). */
export const DEVICE_KINDS = ['desktop', 'phone', 'tablet'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** Why a login failed: the password (or passkey), the second factor, or the rate limit. */
export const LOGIN_FAILURES = ['password', 'second_factor', 'rate_limited'] as const;
export type LoginFailureReason = (typeof LOGIN_FAILURES)[number];

const timeMs = z.number().check(z.int(), z.gte(0));
const idText = z.string().check(z.regex(/^\d+$/));

/**
 * Where a session or login came from: the device kind, the browser and system as the User-Agent
 * names them ('' when it names none: the web says "Unknown"), the address, and the approximate
 * place (the ISO 3166-1 alpha-2 country, '' when unknown; the web shows the country's name).
 */
const originFields = {
  device: z.enum(DEVICE_KINDS),
  browser: z.string(),
  os: z.string(),
  ip: z.string(),
  place: z.string().check(z.regex(/^([A-Z]{2})?$/)),
  method: z.enum(LOGIN_METHODS),
};

/** One live session of the user; `current` marks the one this request came with. */
export const sessionSchema = z.object({
  id: idText,
  ...originFields,
  created_ms: timeMs,
  /** the last request seen (kept to within five minutes) */
  last_seen_ms: timeMs,
  current: z.boolean(),
});
export type SessionInfo = z.output<typeof sessionSchema>;

/** The user's live sessions, the current one first, then by last activity (newest first). Fallback: none. */
export const listSessions = defineCall({
  method: 'GET',
  path: '/api/web/v1/usercenter/sessions',
  request: noInput,
  answer: ok(z.object({ list: z.array(sessionSchema) })),
  fallback: { code: 0, message: '', data: { list: [] } },
});

/**
 * Ends one of the user's other sessions (that browser is logged out at its next request). 404 for
 * an id that is not a live session of the user's (another user's included: nothing ends); 400 for
 * the current session (log out instead).
 */
export const endSession = defineCall({
  method: 'POST',
  path: '/api/web/v1/usercenter/sessions/end',
  request: z.strictObject({ id: intField('id', 1, 2_147_483_647) }),
  answer: ok(z.object({ id: idText })),
  fallback: { code: 0, message: '', data: { id: '0' } },
});

/** Ends every session of the user but the current one; answers how many ended. */
export const endOtherSessions = defineCall({
  method: 'POST',
  path: '/api/web/v1/usercenter/sessions/end_others',
  request: noInput,
  answer: ok(z.object({ ended: z.number().check(z.int(), z.gte(0)) })),
  fallback: { code: 0, message: '', data: { ended: 0 } },
});

/** One login attempt against the account: a success, or a failure with its reason (`reason` '' for a success). */
export const loginEventSchema = z.object({
  id: idText,
  at_ms: timeMs,
  success: z.boolean(),
  reason: z.union([z.literal(''), z.enum(LOGIN_FAILURES)]),
  ...originFields,
});
export type LoginEvent = z.output<typeof loginEventSchema>;

/** Login history is kept this many days. */
export const LOGIN_HISTORY_DAYS = 90;
export const LOGIN_HISTORY_PAGE_SIZE = 20;

/**
 * The account's logins of the last 90 days, successes and failures, newest first, paged (`page`
 * from 1, `size` 1–50, default 20). Fallback: an empty page.
 */
export const loginHistory = defineCall({
  method: 'GET',
  path: '/api/web/v1/usercenter/login_history',
  request: z.strictObject({ page: z.optional(intField('page', 1, 10_000)), size: z.optional(intField('size', 1, 50)) }),
  answer: ok(z.object({ list: z.array(loginEventSchema), total: z.number().check(z.int(), z.gte(0)) })),
  fallback: { code: 0, message: '', data: { list: [], total: 0 } },
});
