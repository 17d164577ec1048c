import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { CHAT_RATE_LIMITS, chatMessageSchema, chatRoom, type ChatMessage } from '@exchange/contract/chat';
import type { SiteConfig } from '@exchange/sites/types';
import type { Db } from '../db/client';
import { chatMessages } from '../db/schema';
import { reserve, type Limit, type Reservation } from '../security/rateLimit';

/** The LISTEN/NOTIFY channel new chat messages are announced on, so every API instance pushes them to its sockets. */
export const CHAT_PG_CHANNEL = 'chat_messages';

/** The room of a site: its key when its record enables the chatroom, else none (every chat call is then 404). */
export function roomOf(site: SiteConfig): string | null {
  return site.chatroom ? site.key : null;
}

type ChatRow = typeof chatMessages.$inferSelect;

export function toChatMessage(row: Pick<ChatRow, 'id' | 'nickname' | 'body' | 'sentAt'>): ChatMessage {
  return { id: row.id, nickname: row.nickname, body: row.body, sent_at: Math.floor(row.sentAt.getTime() / 1000) };
}

/** A page of the room's messages with an id below `before` (when given), newest first, and whether older ones exist. */
export async function chatPage(db: Db, room: string, before: number | undefined, size: number): Promise<{ list: ChatMessage[]; hasMore: boolean }> {
  const where = before === undefined ? eq(chatMessages.room, room) : and(eq(chatMessages.room, room), lt(chatMessages.id, before));
  const rows = await db
    .select({ id: chatMessages.id, nickname: chatMessages.nickname, body: chatMessages.body, sentAt: chatMessages.sentAt })
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.id))
    .limit(size + 1);
  return { list: rows.slice(0, size).map(toChatMessage), hasMore: rows.length > size };
}

/** The `offset`-th newest (0-based) of the user's messages sent after `since`, over every room. */
function nthNewestOf(userId: number) {
  return async (tx: Parameters<Limit['nthNewest']>[0], since: Date, offset: number): Promise<Date | undefined> => {
    const rows = await tx
      .select({ at: chatMessages.sentAt })
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), gt(chatMessages.sentAt, since)))
      .orderBy(desc(chatMessages.sentAt))
      .offset(offset)
      .limit(1);
    return rows[0]?.at;
  };
}

/**
 * Stores a message unless the user is over a limit of CHAT_RATE_LIMITS: the user's recent messages
 * are counted and the new one inserted in one transaction under a per-user advisory lock, so
 * parallel posts (on any instance sharing the database) cannot pass a limit. The message is
 * announced on CHAT_PG_CHANNEL inside the transaction: Postgres delivers it on commit, when every
 * instance can see the row.
 */
export async function postMessage(
  db: Db,
  input: { room: string; userId: number; nickname: string; body: string; now: Date },
): Promise<Reservation<ChatMessage>> {
  const nthNewest = nthNewestOf(input.userId);
  const limits: Limit[] = CHAT_RATE_LIMITS.map((l) => ({ lockKey: `chat:user:${input.userId}`, max: l.max, windowMs: l.windowMs, nthNewest }));
  return reserve(db, limits, input.now, async (tx) => {
    const [row] = await tx
      .insert(chatMessages)
      .values({ room: input.room, userId: input.userId, nickname: input.nickname, body: input.body, sentAt: input.now })
      .returning();
    if (!row) throw new Error('chat message not stored');
    const message = toChatMessage(row);
    await tx.execute(sql`select pg_notify(${CHAT_PG_CHANNEL}, ${JSON.stringify({ room: input.room, message })})`);
    return message;
  });
}

/** Reads a CHAT_PG_CHANNEL payload; null for anything malformed. */
export function parseChatNotice(payload: string): { room: string; message: ChatMessage } | null {
  try {
    const value = JSON.parse(payload) as { room?: unknown; message?: unknown };
    const room = chatRoom.safeParse(value.room);
    const message = chatMessageSchema.safeParse(value.message);
    return room.success && message.success ? { room: room.data, message: message.data } : null;
  } catch {
    return null;
  }
}
