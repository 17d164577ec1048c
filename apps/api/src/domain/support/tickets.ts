import { and, count, desc, eq, gt, ne, sql, type SQL } from 'drizzle-orm';
import {
  TICKET_LIMITS,
  type Ticket,
  type TicketAttachment,
  type TicketCategory,
  type TicketMessage,
  type TicketStatus,
  type TicketThread,
} from '@exchange/contract/tickets';
import type { Db } from '../../db/client';
import { ticketMessages, tickets } from '../../db/schema';
import { reserve, type Limit, type Tx } from '../../security/rateLimit';
import { storeUploads, uploadQuotaWait, uploadsOf, type CheckedFile } from '../uploads';
import { ACKNOWLEDGEMENT_LABEL } from './desk';

/** The window of TICKET_LIMITS.messagesPerHour. */
export const MESSAGE_WINDOW_MS = 60 * 60 * 1000;
/** A create or reply repeating the user's last one within this long is a retry: it answers the first and stores nothing. */
export const RETRY_WINDOW_MS = 60 * 1000;

type TicketRow = typeof tickets.$inferSelect;
type Reader = Db | Tx;

/** A refusal of a write; `tooManyOpen` is 409, `rateLimited` 429 (the routes' answers). */
export type TicketRefusal =
  | { readonly refused: 'notFound' }
  | { readonly refused: 'tooManyOpen' }
  | { readonly refused: 'rateLimited'; readonly retryAfter: number }
  /** the files would pass the user's UPLOAD_BYTES_PER_DAY */
  | { readonly refused: 'storageFull'; readonly retryAfter: number };
export type TicketResult = { readonly ok: true; readonly thread: TicketThread } | ({ readonly ok: false } & TicketRefusal);

/**
 * Per ticket: how many messages, and who wrote the newest (subqueries over ticket_messages' (ticket,
 * id) index). Written out whole: drizzle renders a column inside `sql` without its table, which a
 * subquery would read as its own.
 */
const messageCount = sql<number>`(select count(*)::int from ticket_messages m where m.ticket_id = "tickets"."id")`;
const lastAuthor = sql<'user' | 'support' | null>`(select m.author from ticket_messages m where m.ticket_id = "tickets"."id" order by m.id desc limit 1)`;
const listColumns = { row: tickets, messages: messageCount, lastAuthor };

function toTicket({ row, messages, lastAuthor: last }: { row: TicketRow; messages: number; lastAuthor: 'user' | 'support' | null }): Ticket {
  return {
    id: row.id,
    subject: row.subject,
    category: row.category as TicketCategory,
    status: row.status,
    created_ms: row.createdAt.getTime(),
    updated_ms: row.updatedAt.getTime(),
    messages: Number(messages),
    last_author: last ?? 'user',
  };
}

function toMessage(row: typeof ticketMessages.$inferSelect, attachments: TicketAttachment[]): TicketMessage {
  // the desk's acknowledgement is the support message that opens with its label (desk.ts): no agent's reply does
  const automatic = row.author === 'support' && row.body.startsWith(ACKNOWLEDGEMENT_LABEL);
  return { id: row.id, author: row.author, automatic, body: row.body, created_ms: row.createdAt.getTime(), attachments };
}

/** A message's files, as the same list of SHA-256s whatever their order: a retry sends the same files. */
function fingerprint(hashes: readonly string[]): string {
  return [...hashes].sort().join(',');
}

/** The SHA-256s of the files stored with a message. */
async function storedHashes(tx: Tx, messageId: number): Promise<string[]> {
  return (await uploadsOf(tx, 'ticket', [messageId])).map((u) => u.sha256);
}

/** How many of the user's tickets are not closed. */
async function openCount(db: Reader, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tickets)
    .where(and(eq(tickets.userId, userId), ne(tickets.status, 'closed')));
  return row?.n ?? 0;
}

/** A page of the user's tickets (of `status`, when given), most recently changed first, the total, and how many are not closed. */
export async function ticketPage(
  db: Db,
  userId: number,
  query: { status?: TicketStatus; page: number; size: number },
): Promise<{ list: Ticket[]; total: number; open: number }> {
  const where: SQL | undefined = query.status ? and(eq(tickets.userId, userId), eq(tickets.status, query.status)) : eq(tickets.userId, userId);
  const [rows, totals, open] = await Promise.all([
    db
      .select(listColumns)
      .from(tickets)
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    db.select({ n: count() }).from(tickets).where(where),
    openCount(db, userId),
  ]);
  return { list: rows.map(toTicket), total: totals[0]?.n ?? 0, open };
}

/** One of the user's tickets with its thread, oldest message first; null when the user has no such ticket (another's included). */
export async function threadOf(db: Reader, userId: number, id: number): Promise<TicketThread | null> {
  const [row] = await db
    .select(listColumns)
    .from(tickets)
    .where(and(eq(tickets.id, id), eq(tickets.userId, userId)));
  if (!row) return null;
  const messages = await db.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id)).orderBy(ticketMessages.id);
  const files = await uploadsOf(
    db,
    'ticket',
    messages.map((m) => m.id),
  );
  const attachmentsOf = (messageId: number): TicketAttachment[] =>
    files.filter((f) => f.ownerId === messageId).map((f) => ({ id: f.id, name: f.name, mime: f.mime, size: f.size }));
  return { ticket: toTicket(row), messages: messages.map((m) => toMessage(m, attachmentsOf(m.id))) };
}

/**
 * The user's messages limit: the `offset`-th newest message the user wrote after `since`, over all
 * their tickets (TICKET_LIMITS.messagesPerHour in MESSAGE_WINDOW_MS), under the user's ticket lock.
 */
function messageLimit(userId: number): Limit {
  return {
    lockKey: `tickets:user:${userId}`,
    max: TICKET_LIMITS.messagesPerHour,
    windowMs: MESSAGE_WINDOW_MS,
    nthNewest: async (tx, since, offset) => {
      const rows = await tx
        .select({ at: ticketMessages.createdAt })
        .from(ticketMessages)
        .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
        .where(and(eq(tickets.userId, userId), eq(ticketMessages.author, 'user'), gt(ticketMessages.createdAt, since)))
        .orderBy(desc(ticketMessages.createdAt))
        .offset(offset)
        .limit(1);
      return rows[0]?.at;
    },
  };
}

/** Runs a write under the user's ticket lock and message limit; the write answers a result or a refusal (having changed nothing). */
async function underLimits(db: Db, userId: number, now: Date, write: (tx: Tx) => Promise<TicketResult>): Promise<TicketResult> {
  const reservation = await reserve(db, [messageLimit(userId)], now, write);
  return reservation.ok ? reservation.row : { ok: false, refused: 'rateLimited', retryAfter: reservation.retryAfter };
}

/** Stores the user's message and its files (owned by the message) in the write's transaction. */
async function addMessage(tx: Tx, input: { userId: number; ticketId: number; body: string; files: readonly CheckedFile[]; now: Date }): Promise<void> {
  const [message] = await tx
    .insert(ticketMessages)
    .values({ ticketId: input.ticketId, author: 'user', body: input.body, createdAt: input.now })
    .returning({ id: ticketMessages.id });
  if (!message) throw new Error('ticket message not stored');
  await storeUploads(tx, input.userId, 'ticket', message.id, input.files, input.now);
}

async function threadIn(tx: Tx, userId: number, id: number): Promise<TicketResult> {
  const thread = await threadOf(tx, userId, id);
  if (!thread) throw new Error(`ticket ${id} vanished in its own transaction`);
  return { ok: true, thread };
}

/**
 * Opens a ticket with its first message, unless the user has TICKET_LIMITS.openTickets tickets not
 * closed (tooManyOpen) or wrote TICKET_LIMITS.messagesPerHour messages in the last hour
 * (rateLimited): counted and written in one transaction under the user's lock, so parallel
 * requests cannot pass either limit. The same subject and message as the user's newest ticket,
 * within RETRY_WINDOW_MS, answers that ticket (a retry) and writes nothing.
 */
export async function openTicket(
  db: Db,
  input: { userId: number; subject: string; category: TicketCategory; message: string; files: readonly CheckedFile[]; now: Date },
): Promise<TicketResult> {
  const { userId, now } = input;
  return underLimits(db, userId, now, async (tx) => {
    const [recent] = await tx
      .select({ id: tickets.id, subject: tickets.subject, createdAt: tickets.createdAt })
      .from(tickets)
      .where(eq(tickets.userId, userId))
      .orderBy(desc(tickets.id))
      .limit(1);
    if (recent && recent.subject === input.subject && now.getTime() - recent.createdAt.getTime() < RETRY_WINDOW_MS) {
      const [first] = await tx
        .select({ body: ticketMessages.body })
        .from(ticketMessages)
        .where(eq(ticketMessages.ticketId, recent.id))
        .orderBy(ticketMessages.id)
        .limit(1);
      if (first?.body === input.message) return threadIn(tx, userId, recent.id);
    }
    if ((await openCount(tx, userId)) >= TICKET_LIMITS.openTickets) return { ok: false, refused: 'tooManyOpen' };
    const wait = await uploadQuotaWait(tx, userId, input.files, now);
    if (wait !== null) return { ok: false, refused: 'storageFull', retryAfter: wait };
    const [ticket] = await tx
      .insert(tickets)
      .values({ userId, subject: input.subject, category: input.category, status: 'open', createdAt: now, updatedAt: now })
      .returning({ id: tickets.id });
    if (!ticket) throw new Error('ticket not stored');
    await addMessage(tx, { userId, ticketId: ticket.id, body: input.message, files: input.files, now });
    return threadIn(tx, userId, ticket.id);
  });
}

/**
 * Adds the user's message to one of their tickets (notFound otherwise), which is then open
 * (waiting for support): a closed ticket is reopened, unless that would pass the open-ticket limit.
 * The message limit holds as for openTicket. The same message as the ticket's newest, by the user
 * within RETRY_WINDOW_MS, is a retry: answered, not stored again.
 */
export async function replyToTicket(
  db: Db,
  input: { userId: number; id: number; message: string; files: readonly CheckedFile[]; now: Date },
): Promise<TicketResult> {
  const { userId, id, now } = input;
  return underLimits(db, userId, now, async (tx) => {
    const [ticket] = await tx
      .select({ status: tickets.status })
      .from(tickets)
      .where(and(eq(tickets.id, id), eq(tickets.userId, userId)))
      .for('update');
    if (!ticket) return { ok: false, refused: 'notFound' };
    const [last] = await tx.select().from(ticketMessages).where(eq(ticketMessages.ticketId, id)).orderBy(desc(ticketMessages.id)).limit(1);
    const retry =
      last?.author === 'user' &&
      last.body === input.message &&
      now.getTime() - last.createdAt.getTime() < RETRY_WINDOW_MS &&
      fingerprint(await storedHashes(tx, last.id)) === fingerprint(input.files.map((f) => f.sha256));
    if (retry) return threadIn(tx, userId, id);
    if (ticket.status === 'closed' && (await openCount(tx, userId)) >= TICKET_LIMITS.openTickets) return { ok: false, refused: 'tooManyOpen' };
    const wait = await uploadQuotaWait(tx, userId, input.files, now);
    if (wait !== null) return { ok: false, refused: 'storageFull', retryAfter: wait };
    await addMessage(tx, { userId, ticketId: id, body: input.message, files: input.files, now });
    await tx.update(tickets).set({ status: 'open', updatedAt: now }).where(eq(tickets.id, id));
    return threadIn(tx, userId, id);
  });
}

/** Closes one of the user's tickets (a closed one stays as it is); null when the user has no such ticket. */
export async function closeTicket(db: Db, userId: number, id: number, now: Date): Promise<TicketThread | null> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ status: tickets.status })
      .from(tickets)
      .where(and(eq(tickets.id, id), eq(tickets.userId, userId)))
      .for('update');
    if (!ticket) return null;
    if (ticket.status !== 'closed') await tx.update(tickets).set({ status: 'closed', updatedAt: now }).where(eq(tickets.id, id));
    return threadOf(tx, userId, id);
  });
}
