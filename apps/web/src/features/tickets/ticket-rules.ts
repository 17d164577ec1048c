import {
  TICKET_CATEGORIES,
  TICKET_PAGE_SIZE,
  TICKET_STATUSES,
  messageProblem,
  subjectProblem,
  type TicketCategory,
  type TicketStatus,
  type TicketTextProblem,
} from '@exchange/contract/tickets';

/**
 * The support tickets pages' pure rules: what the pages read from their address, what a refusal
 * says, and what the form may send. The text rules themselves are the contract's (one function the
 * API and the form share).
 */

/** The list's address: `?status=` (one of the statuses, else every ticket) and `?page=` (1 up). */
export interface ListQuery {
  readonly status: TicketStatus | null;
  readonly page: number;
}

export function listQueryOf(query: { status?: string | string[]; page?: string | string[] }): ListQuery {
  const status = typeof query.status === 'string' && (TICKET_STATUSES as readonly string[]).includes(query.status) ? (query.status as TicketStatus) : null;
  const page = typeof query.page === 'string' && /^[1-9][0-9]{0,3}$/.test(query.page) ? Number(query.page) : 1;
  return { status, page };
}

/** The address of a list page: the query without its defaults. */
export function listHref(query: ListQuery): string {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/myaccount/tickets?${search}` : '/myaccount/tickets';
}

/** How many pages `total` tickets fill (at least one). */
export function pageCount(total: number, size: number = TICKET_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The form's category from `?category=` (the withdraw-only notice sends `withdrawal`), else none chosen. */
export function categoryOf(raw: string | string[] | undefined): TicketCategory | '' {
  return typeof raw === 'string' && (TICKET_CATEGORIES as readonly string[]).includes(raw) ? (raw as TicketCategory) : '';
}

/** What stops the new-ticket form from sending: each field's problem (catalog keys under tickets.problem), or none. */
export interface FormProblems {
  readonly subject: TicketTextProblem | null;
  readonly category: 'empty' | null;
  readonly message: TicketTextProblem | null;
}

export function formProblems(draft: { subject: string; category: TicketCategory | ''; message: string }): FormProblems {
  return { subject: subjectProblem(draft.subject), category: draft.category === '' ? 'empty' : null, message: messageProblem(draft.message) };
}

export function hasProblem(problems: FormProblems): boolean {
  return problems.subject !== null || problems.category !== null || problems.message !== null;
}

/** A refusal of a write, by its HTTP status, as a key of tickets.errors. */
export type WriteError = 'tooManyOpen' | 'rateLimited' | 'notFound' | 'invalid' | 'fileTooLarge' | 'fileType' | 'failed';

export function writeErrorOf(status: number): WriteError {
  if (status === 409) return 'tooManyOpen';
  if (status === 413) return 'fileTooLarge';
  if (status === 415) return 'fileType';
  if (status === 429) return 'rateLimited';
  if (status === 404) return 'notFound';
  if (status === 400) return 'invalid';
  return 'failed';
}

/** While support has not answered (the ticket open), the thread is read again this often (ms): the desk's acknowledgement arrives on its own. */
export const THREAD_POLL_MS = 3_000;

export function pollsWhile(status: TicketStatus | undefined): boolean {
  return status === 'open';
}
