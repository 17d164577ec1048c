import { and, eq, lte, notExists, sql } from 'drizzle-orm';
import type { TicketCategory } from '@exchange/contract/tickets';
import type { Db } from '../../db/client';
import { ticketMessages, tickets } from '../../db/schema';
import { createNotice } from '../notices';

/** The support desk's name for each category, as its messages write it. */
const CATEGORY_NAMES: Readonly<Record<TicketCategory, string>> = {
  account: 'Account',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  trading: 'Trading',
  verification: 'Verification',
  other: 'Other',
};

/** The first line of every automatic acknowledgement: it says plainly that no person wrote it. */
export const ACKNOWLEDGEMENT_LABEL = 'Automatic acknowledgement from the support desk (not written by an agent).';

/**
 * The support desk's automatic acknowledgement of a new ticket: labelled as automatic, it names
 * the ticket and says what happens next (an agent replies in the thread, a notice in the bell
 * then), what the user can do meanwhile, and what support never asks for.
 */
export function acknowledgementText(ticket: { id: number; subject: string; category: TicketCategory }): string {
  return [
    ACKNOWLEDGEMENT_LABEL,
    '',
    `We have received your ticket #${ticket.id} (${CATEGORY_NAMES[ticket.category]}: "${ticket.subject}") and it is in the queue.`,
    'What happens next: a support agent reads it and replies in this thread, usually within 24 hours. You will get a notice in the bell when they do.',
    'Meanwhile you can add details by replying here: your ticket keeps its place in the queue. If your question is settled, close the ticket.',
    'Support will never ask for your password, your fund password or an authenticator code.',
  ].join('\n');
}

export interface DueTicket {
  readonly id: number;
  readonly userId: number;
  readonly subject: string;
  readonly category: TicketCategory;
}

/** The open tickets support has not answered yet whose last change is at or before `before`, oldest first. */
export async function dueAcknowledgements(db: Db, before: Date, limit: number): Promise<DueTicket[]> {
  const rows = await db
    .select({ id: tickets.id, userId: tickets.userId, subject: tickets.subject, category: tickets.category })
    .from(tickets)
    .where(and(eq(tickets.status, 'open'), lte(tickets.updatedAt, before), notExists(supportMessageOf())))
    .orderBy(tickets.id)
    .limit(limit);
  return rows.map((row) => ({ ...row, category: row.category as TicketCategory }));
}

function supportMessageOf() {
  // written out whole: drizzle renders a column inside `sql` without its table (see domain/support/tickets.ts)
  return sql`(select 1 from ticket_messages m where m.ticket_id = "tickets"."id" and m.author = 'support')`;
}

/**
 * Acknowledges one ticket: in one transaction guarded by its state (still open, still without a
 * support message), the acknowledgement joins the thread and the ticket is `answered`; then a
 * private notice in the bell leads to it. False when the ticket moved on meanwhile (closed by its
 * user, or acknowledged by another leader after a hand-over): nothing is written twice.
 */
export async function acknowledgeTicket(db: Db, ticket: DueTicket, now: Date): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(tickets)
      .set({ status: 'answered', updatedAt: now })
      .where(and(eq(tickets.id, ticket.id), eq(tickets.status, 'open'), notExists(supportMessageOf())))
      .returning({ id: tickets.id });
    if (!row) return false;
    await tx.insert(ticketMessages).values({ ticketId: ticket.id, author: 'support', body: acknowledgementText(ticket), createdAt: now });
    return true;
  });
  if (!done) return false;
  await createNotice(db, ticket.userId, {
    type: 'private_notice',
    title: `Support received your ticket #${ticket.id}`,
    content: `Your ticket "${ticket.subject}" is in the support queue. An agent will reply in the ticket, usually within 24 hours.`,
    notification: {
      type: 'support',
      template_id: 'ticket_acknowledged',
      extras: { url: `/myaccount/tickets/${ticket.id}` },
      template_args: { id: String(ticket.id) },
    },
    sentAt: now,
  });
  return true;
}
