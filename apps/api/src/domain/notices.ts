import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import {
  NOTICE_GROUPS,
  NOTICE_TICKET_SECONDS,
  NOTICE_TYPES,
  groupOfType,
  isNoticeType,
  type Notice,
  type NoticeFilter,
  type NoticeType,
  type Notification,
  type UnreadCounts,
} from '@exchange/contract/herald';
import type { Db } from '../db/client';
import { noticeSettings, notices, wsTickets } from '../db/schema';
import { hashToken } from '../security/sessions';

/** The LISTEN/NOTIFY channel new notices are announced on, so every API instance can push them. */
export const NOTICE_PG_CHANNEL = 'user_notices';

/** The types a filter (a group or one type) covers. */
export function typesOf(filter: NoticeFilter): readonly NoticeType[] {
  return filter in NOTICE_GROUPS ? NOTICE_GROUPS[filter as keyof typeof NOTICE_GROUPS] : [filter as NoticeType];
}

type NoticeRow = typeof notices.$inferSelect;

/** A stored notice as the contract answers it (an unknown stored type never reaches here: see listNotices). */
export function toNotice(row: NoticeRow): Notice {
  return {
    msg_id: row.id,
    type: isNoticeType(row.type) ? row.type : 'notice',
    title: row.title,
    content: row.content,
    send_timest: Math.floor(row.sentAt.getTime() / 1000),
    is_read: row.isRead,
    notification: (row.notification as Notification | null) ?? null,
  };
}

/** The user's unread counts, in total and per group. */
export async function unreadCounts(db: Db, userId: number): Promise<UnreadCounts> {
  const rows = await db
    .select({ type: notices.type, n: count() })
    .from(notices)
    .where(and(eq(notices.userId, userId), eq(notices.isRead, false)))
    .groupBy(notices.type);
  const counts: UnreadCounts = { total: 0, platform: 0, trade: 0, markets: 0 };
  for (const row of rows) {
    if (!isNoticeType(row.type)) continue;
    counts[groupOfType(row.type)] += row.n;
    counts.total += row.n;
  }
  return counts;
}

/** One page of the user's notices of `filter`, newest first, and the total. */
export async function listNotices(db: Db, userId: number, filter: NoticeFilter, page: number, size: number): Promise<{ list: Notice[]; total: number }> {
  const where = and(eq(notices.userId, userId), inArray(notices.type, [...typesOf(filter)]));
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.sentAt), desc(notices.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(notices).where(where),
  ]);
  return { list: rows.map(toNotice), total: totals[0]?.n ?? 0 };
}

/** Marks one of the user's notices read; false when the user has no such notice (another's included). */
export async function markRead(db: Db, userId: number, msgId: number): Promise<boolean> {
  const rows = await db
    .update(notices)
    .set({ isRead: true })
    .where(and(eq(notices.id, msgId), eq(notices.userId, userId)))
    .returning({ id: notices.id });
  return rows.length > 0;
}

/** Marks every unread notice of the user (of `filter`, when given) read. */
export async function markAllRead(db: Db, userId: number, filter?: NoticeFilter): Promise<void> {
  const conditions = [eq(notices.userId, userId), eq(notices.isRead, false)];
  if (filter) conditions.push(inArray(notices.type, [...typesOf(filter)]));
  await db
    .update(notices)
    .set({ isRead: true })
    .where(and(...conditions));
}

/** Every type with whether the user receives it (on unless turned off), in NOTICE_TYPES order. */
export async function readSettings(db: Db, userId: number): Promise<{ type: NoticeType; enabled: boolean }[]> {
  const rows = await db.select().from(noticeSettings).where(eq(noticeSettings.userId, userId));
  const off = new Set(rows.filter((r) => !r.enabled).map((r) => r.type));
  return NOTICE_TYPES.map((type) => ({ type, enabled: !off.has(type) }));
}

export async function writeSetting(db: Db, userId: number, type: NoticeType, enabled: boolean): Promise<void> {
  await db
    .insert(noticeSettings)
    .values({ userId, type, enabled })
    .onConflictDoUpdate({ target: [noticeSettings.userId, noticeSettings.type], set: { enabled } });
}

export interface NewNotice {
  type: NoticeType;
  title: string;
  content: string;
  notification?: Notification | null;
  sentAt: Date;
}

/**
 * Creates a notice for the user unless they turned its type off, then announces it on
 * NOTICE_PG_CHANNEL (every instance pushes it to the user's sockets). Returns the msg_id, or null
 * when the type is off.
 */
export async function createNotice(db: Db, userId: number, input: NewNotice): Promise<number | null> {
  const [setting] = await db
    .select({ enabled: noticeSettings.enabled })
    .from(noticeSettings)
    .where(and(eq(noticeSettings.userId, userId), eq(noticeSettings.type, input.type)));
  if (setting && !setting.enabled) return null;
  const [row] = await db
    .insert(notices)
    .values({ userId, type: input.type, title: input.title, content: input.content, sentAt: input.sentAt, notification: input.notification ?? null })
    .returning({ id: notices.id });
  if (!row) return null;
  await db.execute(sql`select pg_notify(${NOTICE_PG_CHANNEL}, ${JSON.stringify({ user_id: userId, msg_id: row.id })})`);
  return row.id;
}

/** Reads a NOTICE_PG_CHANNEL payload; null for anything malformed. */
export function parseNoticeRef(payload: string): { userId: number; msgId: number } | null {
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null) return null;
    const { user_id: userId, msg_id: msgId } = value as Record<string, unknown>;
    return Number.isSafeInteger(userId) && Number.isSafeInteger(msgId) ? { userId: userId as number, msgId: msgId as number } : null;
  } catch {
    return null;
  }
}

/** A notice and the unread counts after it, for the live push; null when it is gone. */
export async function noticePush(db: Db, userId: number, msgId: number): Promise<{ notice: Notice; unread: UnreadCounts } | null> {
  const [row] = await db
    .select()
    .from(notices)
    .where(and(eq(notices.id, msgId), eq(notices.userId, userId)));
  if (!row) return null;
  return { notice: toNotice(row), unread: await unreadCounts(db, userId) };
}

/** Issues a single-use ticket (128 random bits, base64url) valid NOTICE_TICKET_SECONDS; only its hash is stored. */
export async function issueTicket(db: Db, userId: number, now: Date): Promise<string> {
  const ticket = randomBytes(24).toString('base64url');
  await db.delete(wsTickets).where(sql`${wsTickets.expiresAt} < ${new Date(now.getTime() - 3600_000)}`);
  await db.insert(wsTickets).values({ ticketHash: hashToken(ticket), userId, expiresAt: new Date(now.getTime() + NOTICE_TICKET_SECONDS * 1000) });
  return ticket;
}

/** Uses up a ticket atomically: the user it was issued to, or null (unknown, expired or used). */
export async function consumeTicket(db: Db, ticket: string, now: Date): Promise<number | null> {
  if (ticket.length === 0 || ticket.length > 128) return null;
  const rows = await db
    .update(wsTickets)
    .set({ usedAt: now })
    .where(and(eq(wsTickets.ticketHash, hashToken(ticket)), isNull(wsTickets.usedAt), gt(wsTickets.expiresAt, now)))
    .returning({ userId: wsTickets.userId });
  return rows[0]?.userId ?? null;
}
