import { and, count, desc, eq, gte } from 'drizzle-orm';
import { LOGIN_FAILURES, type LoginEvent } from '@exchange/contract/sessions';
import type { Db } from '../../db/client';
import { loginEvents } from '../../db/schema';
import type { SessionOrigin } from '../../security/sessions';
import { LOGIN_HISTORY_MS, recordLoginEvent, type LoginFailure } from './loginEvents';
import { originOf } from './sessions';

/**
 * A refused login is recorded at most once per this long for one account from one address when
 * the refusal is the rate limit: an attacker hammering a locked account must not fill its owner's
 * history (the failures that reach the password check are bounded by the limit itself).
 */
export const RATE_LIMITED_EVENT_EVERY_MS = 15 * 60 * 1000;

/**
 * Records a refused login against an existing account (docs/IDENTITY.md "Login history"): every
 * wrong password or second factor, and a rate-limited attempt once per address and 15 minutes.
 */
export async function recordLoginFailure(db: Db, userId: number, event: { at: Date; origin: SessionOrigin; failure: LoginFailure }): Promise<void> {
  if (event.failure === 'rate_limited') {
    const since = new Date(event.at.getTime() - RATE_LIMITED_EVENT_EVERY_MS);
    const [recent] = await db
      .select({ id: loginEvents.id })
      .from(loginEvents)
      .where(and(eq(loginEvents.userId, userId), eq(loginEvents.reason, 'rate_limited'), eq(loginEvents.ip, event.origin.ip), gte(loginEvents.at, since)))
      .limit(1);
    if (recent) return;
  }
  await recordLoginEvent(db, userId, event);
}

function reasonOf(stored: string): LoginEvent['reason'] {
  return (LOGIN_FAILURES as readonly string[]).includes(stored) ? (stored as LoginEvent['reason']) : '';
}

/** One page of the user's login events of the last 90 days, newest first, and their total. */
export async function listLoginHistory(
  db: Db,
  userId: number,
  paging: { page: number; size: number },
  now: Date,
): Promise<{ list: LoginEvent[]; total: number }> {
  const where = and(eq(loginEvents.userId, userId), gte(loginEvents.at, new Date(now.getTime() - LOGIN_HISTORY_MS)));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(loginEvents)
      .where(where)
      .orderBy(desc(loginEvents.at), desc(loginEvents.id))
      .limit(paging.size)
      .offset((paging.page - 1) * paging.size),
    db.select({ n: count() }).from(loginEvents).where(where),
  ]);
  return {
    list: rows.map((row) => ({
      id: String(row.id),
      at_ms: row.at.getTime(),
      success: row.success,
      reason: row.success ? '' : reasonOf(row.reason),
      ...originOf(row),
    })),
    total: totals[0]?.n ?? 0,
  };
}
