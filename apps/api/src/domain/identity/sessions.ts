import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { LOGIN_METHODS, type LoginMethod, type SessionInfo } from '@exchange/contract/sessions';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { userAgentInfo } from '../devices';

/** A stored method the contract does not know reads as a password login (the column's default). */
export function loginMethodOf(stored: string): LoginMethod {
  return (LOGIN_METHODS as readonly string[]).includes(stored) ? (stored as LoginMethod) : 'password';
}

/** An ISO alpha-2 country, or '' (a stored place that is not one is not shown). */
export function placeOf(stored: string): string {
  return /^[A-Z]{2}$/.test(stored) ? stored : '';
}

/** Where a session or login came from, as the contract answers it (device, browser, system, address, place, method). */
export function originOf(row: { userAgent: string; ip: string; place: string; method: string }) {
  const ua = userAgentInfo(row.userAgent);
  return { device: ua.device, browser: ua.browser, os: ua.os, ip: row.ip, place: placeOf(row.place), method: loginMethodOf(row.method) };
}

/**
 * The user's live (unexpired) sessions, the one `currentId` names first, then by last activity
 * (newest first).
 */
export async function listUserSessions(db: Db, userId: number, currentId: number, now: Date): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeen), desc(sessions.id));
  const list = rows.map((row) => ({
    id: String(row.id),
    ...originOf(row),
    created_ms: row.createdAt.getTime(),
    last_seen_ms: row.lastSeen.getTime(),
    current: row.id === currentId,
  }));
  return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
}

export type EndSessionResult = 'ended' | 'current' | 'notFound';

/**
 * Ends the user's live session `id` unless it is `currentId` (log out ends that one). A session
 * that is not the user's (or has expired) is not found and nothing ends: the delete names the user
 * as well as the id.
 */
export async function endUserSession(db: Db, userId: number, id: number, currentId: number, now: Date): Promise<EndSessionResult> {
  if (id === currentId) return 'current';
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return ended.length > 0 ? 'ended' : 'notFound';
}

/** Ends every session of the user but `currentId`; answers how many ended. */
export async function endOtherUserSessions(db: Db, userId: number, currentId: number): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id });
  return ended.length;
}
