import { Hono } from 'hono';
import { ErrorCode } from '@exchange/contract/errors';
import { TICKET_LIMITS, TICKET_PAGE_SIZE, closeTicket, createTicket, listTickets, replyTicket, ticketThread } from '@exchange/contract/tickets';
import { closeTicket as closeUserTicket, openTicket, replyToTicket, threadOf, ticketPage, type TicketResult } from '../domain/support/tickets';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError, notFound, rateLimited } from '../http/errors';
import { readInput } from '../http/input';
import { readUpload, uploadQuotaRefused } from '../http/upload';
import { requireUser } from '../security/auth';

/** The thread of a write that went through, or the refusal as an answer (404, 409, 429). */
function threadOrThrow(result: TicketResult) {
  if (result.ok) return result.thread;
  if (result.refused === 'notFound') throw notFound();
  if (result.refused === 'rateLimited') throw rateLimited(result.retryAfter, 'You are writing to support too often; wait a while before sending more');
  if (result.refused === 'storageFull') throw uploadQuotaRefused(result.retryAfter);
  throw new ApiError(
    409,
    ErrorCode.limitReached,
    `You have ${TICKET_LIMITS.openTickets} open tickets, the most at once: close one that is settled before opening another`,
  );
}

/**
 * Support tickets (`/apiw/v2/support/tickets…`, contract packages/contract/src/tickets.ts): the
 * user's own tickets only, every other user's answering 404 as a missing one; POSTs need CSRF.
 * The rules and the limits are in domain/support/tickets.ts; the desk that acknowledges new
 * tickets runs on the market leader (market/supportDesk.ts).
 */
export function ticketRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, listTickets, async (c) => {
    const { status, page = 1, size = TICKET_PAGE_SIZE } = await readInput(c, listTickets);
    const { user } = requireUser(c);
    const found = await ticketPage(c.var.db, user.id, { ...(status ? { status } : {}), page, size });
    return answer(c, listTickets, { code: 0, message: '', data: { ...found, page, size } });
  });

  serve(app, createTicket, async (c) => {
    const { user } = requireUser(c);
    const { input, files } = await readUpload(c, createTicket);
    const thread = threadOrThrow(await openTicket(c.var.db, { userId: user.id, ...input, files: files.attachments, now: c.var.now() }));
    return answer(c, createTicket, { code: 0, message: '', data: thread });
  });

  serve(app, ticketThread, async (c) => {
    const { id } = await readInput(c, ticketThread);
    const { user } = requireUser(c);
    const thread = await threadOf(c.var.db, user.id, id);
    if (!thread) throw notFound();
    return answer(c, ticketThread, { code: 0, message: '', data: thread });
  });

  serve(app, replyTicket, async (c) => {
    const { user } = requireUser(c);
    const { input, files } = await readUpload(c, replyTicket);
    const thread = threadOrThrow(await replyToTicket(c.var.db, { userId: user.id, ...input, files: files.attachments, now: c.var.now() }));
    return answer(c, replyTicket, { code: 0, message: '', data: thread });
  });

  serve(app, closeTicket, async (c) => {
    const { id } = await readInput(c, closeTicket);
    const { user } = requireUser(c);
    const thread = await closeUserTicket(c.var.db, user.id, id, c.var.now());
    if (!thread) throw notFound();
    return answer(c, closeTicket, { code: 0, message: '', data: thread });
  });

  return app;
}
