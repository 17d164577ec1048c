import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from './rateLimit';
import { sessions, users } from '../db/schema';

export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** last_seen is written at most this often per session, so reads stay reads. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export interface SessionUser {
  sessionId: number;
  user: UserRow;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How a session (or a login attempt) began, and from where (http/sessionOrigin.ts reads it from a request). */
export interface SessionOrigin {
  method: 'password' | 'passkey' | 'signup' | 'oauth' | 'reset';
  /** the User-Agent, at most 512 characters */
  userAgent: string;
  ip: string;
  /** the approximate place: the visitor's ISO country, '' when unknown */
  place: string;
}

/** Creates a session and returns its token (32 random bytes, base64url); only the hash is stored. */
export async function createSession(db: Db | Tx, userId: number, now: Date, origin: SessionOrigin): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastSeen: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
    method: origin.method,
    userAgent: origin.userAgent,
    ip: origin.ip,
    place: origin.place,
  });
  return token;
}

/**
 * A password login's session, created only while the user's password is still the one the login
 * checked (`checkedHash`), under a share lock of the user's row: a reset or a password change
 * that committed between the check and now (both end every session) refuses the login (null)
 * instead of leaving a session made with the old password.
 */
export async function createPasswordSession(db: Db, user: Pick<UserRow, 'id' | 'passwordHash'>, now: Date, origin: SessionOrigin): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).for('share');
    if (!row || row.passwordHash !== user.passwordHash) return null;
    return createSession(tx, user.id, now, origin);
  });
}

/** The live session a token belongs to, with its user; null when unknown or expired. */
export async function findSession(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const rows = await db
    .select({ sessionId: sessions.id, lastSeen: sessions.lastSeen, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastSeen.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeen: now }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, user: row.user };
}

export async function endSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user, on every device. */
export async function endAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
