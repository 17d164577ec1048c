import type { TicketCategory, TicketThread } from '@exchange/contract/tickets';

/** A write's outcome: the thread after it, or the HTTP status it was refused with (0: no answer). */
export type Written = { readonly ok: true; readonly thread: TicketThread } | { readonly ok: false; readonly status: number };

export interface TicketsApi {
  thread(id: number): Promise<TicketThread>;
  create(input: { subject: string; category: TicketCategory; message: string }): Promise<Written>;
  reply(id: number, message: string): Promise<Written>;
  close(id: number): Promise<Written>;
}

type Result = { readonly ok: true; readonly data: { readonly data: TicketThread } } | { readonly ok: false; readonly error: { readonly status: number } };

function written(result: Result): Written {
  return result.ok ? { ok: true, thread: result.data.data } : { ok: false, status: result.error.status };
}

let loaded: Promise<TicketsApi> | undefined;

/**
 * The ticket calls (packages/contract/src/tickets.ts) through the one API client (CSRF, timeouts,
 * the contract's parsing), loaded on first use so their schemas stay off the first load.
 */
export function loadTicketsApi(): Promise<TicketsApi> {
  loaded ??= Promise.all([import('@/lib/api/browser'), import('@exchange/contract/tickets')]).then(([client, calls]) => {
    const { browserRequest: call } = client;
    return {
      thread: async (id) => {
        const result = await call(calls.ticketThread, { id: String(id) });
        // a read that failed throws, so react-query keeps what the page showed
        if (!result.ok) throw new Error(result.error.message || `HTTP ${result.error.status}`);
        return result.data.data;
      },
      create: async (input) => written(await call(calls.createTicket, input)),
      reply: async (id, message) => written(await call(calls.replyTicket, { id: String(id), message })),
      close: async (id) => written(await call(calls.closeTicket, { id: String(id) })),
    } satisfies TicketsApi;
  });
  return loaded;
}

/** The thread's query key. */
export const threadKey = (id: number) => ['tickets', 'thread', id] as const;
