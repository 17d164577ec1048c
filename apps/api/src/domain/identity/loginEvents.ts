import { and, eq, lt } from 'drizzle-orm';
import { LOGIN_HISTORY_DAYS, type LoginFailureReason } from '@exchange/contract/sessions';
import type { Db } from '../../db/client';
import { loginEvents } from '../../db/schema';
import type { SessionOrigin } from '../../security/sessions';

/** How long login history is kept (docs/IDENTITY.md "Login history"): LOGIN_HISTORY_DAYS of the contract. */
export const LOGIN_HISTORY_MS = LOGIN_HISTORY_DAYS * 24 * 60 * 60 * 1000;

/** Why a login failed: the password (or the passkey), the second factor, or the rate limit. */
export type LoginFailure = LoginFailureReason;

/**
 * Records a login attempt against an existing account (a success, or a failure with its reason)
 * and drops that user's events older than 90 days.
 */
export async function recordLoginEvent(db: Db, userId: number, event: { at: Date; origin: SessionOrigin; failure?: LoginFailure }): Promise<void> {
  const { at, origin } = event;
  await db.insert(loginEvents).values({
    userId,
    at,
    success: event.failure === undefined,
    method: origin.method,
    reason: event.failure ?? '',
    userAgent: origin.userAgent,
    ip: origin.ip,
    place: origin.place,
  });
  await db.delete(loginEvents).where(and(eq(loginEvents.userId, userId), lt(loginEvents.at, new Date(at.getTime() - LOGIN_HISTORY_MS))));
}
