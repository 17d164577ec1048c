import { z } from 'zod/mini';
import { defineCall, intField, ok, unlessMissing } from './define';
import { DOCUMENT_KINDS, fileRule, filesSpec } from './uploads';

/**
 * Support tickets (docs/IDENTITY.md "Support"; spec doc 2 §2 `/myaccount/tickets`, the
 * withdraw-only notice's "create a ticket"): a subject, a category and a thread of messages
 * between the user and support. Every call is the logged-in user's own (401 for guests); a ticket
 * of another user is 404 exactly like a missing one. Subjects and messages are plain text:
 * clients render them as text, never as HTML.
 */

/** What a ticket is about, in the order the form offers them. */
export const TICKET_CATEGORIES = ['account', 'deposit', 'withdrawal', 'trading', 'verification', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

/** open: waiting for support; answered: support replied last; closed: by the user (a reply reopens it). */
export const TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Lengths in characters (Unicode code points). Sized so a form-encoded body of CJK text stays under the 16 KiB body limit. */
export const TICKET_SUBJECT_MIN = 4;
export const TICKET_SUBJECT_MAX = 100;
export const TICKET_MESSAGE_MAX = 1500;

/**
 * Per-user limits, enforced under one per-user lock so parallel requests cannot pass them: at most
 * `openTickets` tickets not closed at once (a new ticket or a reply that reopens one is refused with
 * 409), and at most `messagesPerHour` messages written in any hour (new tickets and replies; 429
 * with Retry-After).
 */
export const TICKET_LIMITS = { openTickets: 5, messagesPerHour: 20 } as const;

/**
 * Files a new ticket or a reply may carry (`attachments`, multipart): up to three images or PDFs
 * of at most 5 MiB each, checked by their bytes like KYC documents (contract uploads.ts). Only their
 * owner reads them back (uploads.ts `getUploadFile`).
 */
export const TICKET_ATTACHMENTS_MAX = 3;
export const TICKET_FILES = filesSpec({ attachments: fileRule(DOCUMENT_KINDS, { min: 0, max: TICKET_ATTACHMENTS_MAX }) });

/** List page size: the default, and the most one call answers. */
export const TICKET_PAGE_SIZE = 10;
export const TICKET_PAGE_MAX = 50;

/**
 * Characters text may not hold: C0/C1 controls (line feeds and tabs aside, in a message) and the
 * bidirectional embedding, override and isolate marks, which make text display other than it reads.
 */
const FORBIDDEN_LINE = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const FORBIDDEN_TEXT = /(?![\n\t])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/u;

export type TicketTextProblem = 'empty' | 'tooShort' | 'tooLong' | 'control';

function textLength(text: string): number {
  return [...text].length;
}

/** A subject as stored: trimmed, runs of spaces made one. */
export function cleanSubject(raw: string): string {
  return raw.trim().replace(/\s+/gu, ' ');
}

/** A message as stored: line ends made `\n`, trailing spaces and leading or trailing blank lines dropped. */
export function cleanMessage(raw: string): string {
  return raw
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/** What is wrong with a subject once cleaned, or null: the rule the API and the form share. */
export function subjectProblem(raw: string): TicketTextProblem | null {
  const subject = cleanSubject(raw);
  if (subject.length === 0) return 'empty';
  if (FORBIDDEN_LINE.test(subject)) return 'control';
  if (textLength(subject) < TICKET_SUBJECT_MIN) return 'tooShort';
  if (textLength(subject) > TICKET_SUBJECT_MAX) return 'tooLong';
  return null;
}

/** What is wrong with a message once cleaned, or null (line breaks are allowed). */
export function messageProblem(raw: string): TicketTextProblem | null {
  const message = cleanMessage(raw);
  if (message.length === 0) return 'empty';
  if (FORBIDDEN_TEXT.test(message)) return 'control';
  if (textLength(message) > TICKET_MESSAGE_MAX) return 'tooLong';
  return null;
}

function textField(name: string, problemOf: (raw: string) => TicketTextProblem | null, clean: (raw: string) => string, max: number) {
  const messages: Record<TicketTextProblem, string> = {
    empty: `${name} must not be empty`,
    tooShort: `${name} must be at least ${TICKET_SUBJECT_MIN} characters`,
    tooLong: `${name} must be at most ${max} characters`,
    control: `${name} must not contain control characters`,
  };
  return z.pipe(
    z.string().check(z.maxLength(max * 4, messages.tooLong)),
    z.transform((value, ctx) => {
      const problem = problemOf(value);
      if (problem) {
        ctx.issues.push({ code: 'custom', message: messages[problem], input: value });
        return z.NEVER;
      }
      return clean(value);
    }),
  );
}

export const ticketSubjectField = textField('subject', subjectProblem, cleanSubject, TICKET_SUBJECT_MAX);
export const ticketMessageField = textField('message', messageProblem, cleanMessage, TICKET_MESSAGE_MAX);
const categoryField = z.enum(TICKET_CATEGORIES, { error: unlessMissing(`category must be one of ${TICKET_CATEGORIES.join(', ')}`) });
const statusField = z.enum(TICKET_STATUSES, { error: unlessMissing(`status must be one of ${TICKET_STATUSES.join(', ')}`) });
const ticketIdField = intField('id', 1, 2_147_483_647);
const timeMs = z.number().check(z.int(), z.gte(0));

/** A ticket as lists show it: `last_author` wrote its newest message; times in Unix ms. */
export const ticketSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  created_ms: timeMs,
  updated_ms: timeMs,
  messages: z.number().check(z.int(), z.gte(0)),
  last_author: z.enum(['user', 'support']),
});
export type Ticket = z.output<typeof ticketSchema>;

/** A file attached to a message: `id` for `uploadFileUrl(id)`, its cleaned name, the type its bytes are, its length. */
export const ticketAttachmentSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  name: z.string(),
  mime: z.string(),
  size: z.number().check(z.int(), z.positive()),
});
export type TicketAttachment = z.output<typeof ticketAttachmentSchema>;

/**
 * One message of a thread, oldest first; `author` 'support' for the support desk. `automatic`
 * marks the desk's automatic acknowledgement (no person wrote it), which clients label as such and
 * may show in the reader's language; `body` holds its English text.
 */
export const ticketMessageSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  author: z.enum(['user', 'support']),
  automatic: z.boolean(),
  body: z.string(),
  created_ms: timeMs,
  attachments: z.array(ticketAttachmentSchema),
});
export type TicketMessage = z.output<typeof ticketMessageSchema>;

/** A ticket with its whole thread. */
export const ticketThreadSchema = z.object({ ticket: ticketSchema, messages: z.array(ticketMessageSchema) });
export type TicketThread = z.output<typeof ticketThreadSchema>;

const threadFallback: TicketThread = {
  ticket: { id: 1, subject: '', category: 'other', status: 'closed', created_ms: 0, updated_ms: 0, messages: 0, last_author: 'user' },
  messages: [],
};

/**
 * The user's tickets, most recently changed first, paged (`page` ≥ 1, `size` 1–50, default 10),
 * optionally of one status. `open` counts the tickets not closed (against TICKET_LIMITS.openTickets).
 */
export const listTickets = defineCall({
  method: 'GET',
  path: '/apiw/v2/support/tickets',
  request: z.strictObject({
    status: z.optional(statusField),
    page: z.optional(intField('page', 1, 10_000)),
    size: z.optional(intField('size', 1, TICKET_PAGE_MAX)),
  }),
  answer: ok(
    z.object({
      list: z.array(ticketSchema),
      page: z.number().check(z.int(), z.gte(1)),
      size: z.number().check(z.int(), z.gte(1)),
      total: z.number().check(z.int(), z.gte(0)),
      open: z.number().check(z.int(), z.gte(0)),
    }),
  ),
  fallback: { code: 0, message: '', data: { list: [], page: 1, size: TICKET_PAGE_SIZE, total: 0, open: 0 } },
});

/**
 * Opens a ticket (CSRF; multipart/form-data): `subject` (4–100 characters, one line), `category`,
 * `message` (1–1500 characters) and up to three `attachments` (TICKET_FILES). 409 past the
 * open-ticket limit, 429 past the message rate; a file the rule refuses is 400, 413 or 415 and
 * nothing is stored. Sending the same subject, message and files again within a minute (a retry)
 * answers the ticket it made and makes no other. Answers the new ticket's thread; the support desk
 * acknowledges it shortly after.
 */
export const createTicket = defineCall({
  method: 'POST',
  path: '/apiw/v2/support/tickets',
  request: z.strictObject({ subject: ticketSubjectField, category: categoryField, message: ticketMessageField }),
  files: TICKET_FILES,
  answer: ok(ticketThreadSchema),
  fallback: { code: 0, message: '', data: threadFallback },
});

/** One of the user's tickets with its thread; 404 for a ticket that is not theirs. */
export const ticketThread = defineCall({
  method: 'GET',
  path: '/apiw/v2/support/tickets/detail',
  request: z.strictObject({ id: ticketIdField }),
  answer: ok(ticketThreadSchema),
  fallback: { code: 0, message: '', data: threadFallback },
});

/**
 * Adds the user's message, with up to three `attachments` (TICKET_FILES), to a ticket (CSRF;
 * multipart/form-data): the ticket is open again (waiting for support). A closed ticket is
 * reopened, which counts against the open-ticket limit (409 past it). The same message and files
 * again within a minute (a retry) are stored once. 404 for a ticket that is not the user's.
 */
export const replyTicket = defineCall({
  method: 'POST',
  path: '/apiw/v2/support/tickets/reply',
  request: z.strictObject({ id: ticketIdField, message: ticketMessageField }),
  files: TICKET_FILES,
  answer: ok(ticketThreadSchema),
  fallback: { code: 0, message: '', data: threadFallback },
});

/** Closes one of the user's tickets (CSRF); closing a closed ticket changes nothing. 404 for a ticket that is not theirs. */
export const closeTicket = defineCall({
  method: 'POST',
  path: '/apiw/v2/support/tickets/close',
  request: z.strictObject({ id: ticketIdField }),
  answer: ok(ticketThreadSchema),
  fallback: { code: 0, message: '', data: threadFallback },
});
