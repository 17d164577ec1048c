import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { fundPassAttempts, loginAttempts } from '../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Seconds until the oldest failure that counts toward the limit leaves the window, or 0 when
 * under the limit. The limit is reached when the `max`-th most recent failure is inside the window.
 */
async function blockedFor(db: Db, column: typeof loginAttempts.email | typeof loginAttempts.ip, value: string, max: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(column, value), gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .offset(max - 1)
    .limit(1);
  const row = rows[0];
  if (!row) return 0;
  return Math.max(1, Math.ceil((row.at.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

/** Seconds the caller must wait before another login attempt for this email from this address; 0 when allowed. */
export async function loginRetryAfter(db: Db, email: string, ip: string, now: Date): Promise<number> {
  const [byEmail, byIp] = await Promise.all([
    blockedFor(db, loginAttempts.email, email, MAX_FAILURES_PER_EMAIL, now),
    blockedFor(db, loginAttempts.ip, ip, MAX_FAILURES_PER_IP, now),
  ]);
  return Math.max(byEmail, byIp);
}

/** Records a failed attempt and drops rows that have left the window. */
export async function recordLoginFailure(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginAttempts).values({ email, ip, createdAt: now });
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
}

/** A successful login forgives the email's earlier failures (the address's count stays). */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}

export const FUND_PASS_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FUND_PASS_FAILURES = 5;

/**
 * Seconds before the user may try the fund password and authenticator code again (0 when
 * allowed): 5 failures in a sliding 15-minute window block until the oldest counted one leaves it.
 */
export async function fundPassRetryAfter(db: Db, userId: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - FUND_PASS_WINDOW_MS);
  const rows = await db
    .select({ at: fundPassAttempts.createdAt })
    .from(fundPassAttempts)
    .where(and(eq(fundPassAttempts.userId, userId), gt(fundPassAttempts.createdAt, since)))
    .orderBy(desc(fundPassAttempts.createdAt))
    .offset(MAX_FUND_PASS_FAILURES - 1)
    .limit(1);
  const row = rows[0];
  if (!row) return 0;
  return Math.max(1, Math.ceil((row.at.getTime() + FUND_PASS_WINDOW_MS - now.getTime()) / 1000));
}

/** Records a failed fund-password check and drops rows that have left the window. */
export async function recordFundPassFailure(db: Db, userId: number, now: Date): Promise<void> {
  await db.insert(fundPassAttempts).values({ userId, createdAt: now });
  await db.delete(fundPassAttempts).where(lt(fundPassAttempts.createdAt, new Date(now.getTime() - FUND_PASS_WINDOW_MS)));
}

/** A successful check forgives the user's earlier failures. */
export async function clearFundPassFailures(db: Db, userId: number): Promise<void> {
  await db.delete(fundPassAttempts).where(eq(fundPassAttempts.userId, userId));
}
