import type { TicketCategory, TicketThread } from '@exchange/contract/tickets';

/** A write's outcome: the thread after it, or the HTTP status it was refused with (0: no answer). */
export type Written = { readonly ok: true; readonly thread: TicketThread } | { readonly ok: false; readonly status: number };

export interface TicketsApi {
  thread(id: number): Promise<TicketThread>;
  create(input: { subject: string; category: TicketCategory; message: string }, attachments: readonly File[]): Promise<Written>;
  reply(id: number, message: string, attachments: readonly File[]): Promise<Written>;
  close(id: number): Promise<Written>;
}

type Result = { readonly ok: true; readonly data: { readonly data: TicketThread } } | { readonly ok: false; readonly error: { readonly status: number } };

function written(result: Result): Written {
  return result.ok ? { ok: true, thread: result.data.data } : { ok: false, status: result.error.status };
}

let loaded: Promise<TicketsApi> | undefined;

/**
 * The ticket calls (packages/contract/src/tickets.ts) through the one API client (CSRF, timeouts,
 * the contract's parsing; a new ticket and a reply as uploads, with their files), loaded on first use so their schemas stay off the first load.
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
      // multipart, with the files beside the fields (the calls declare them: contract TICKET_FILES)
      create: async (input, attachments) => written(await client.browserUpload(calls.createTicket, input, { attachments })),
      reply: async (id, message, attachments) => written(await client.browserUpload(calls.replyTicket, { id: String(id), message }, { attachments })),
      close: async (id) => written(await call(calls.closeTicket, { id: String(id) })),
    } satisfies TicketsApi;
  });
  return loaded;
}

/** The thread's query key. */
export const threadKey = (id: number) => ['tickets', 'thread', id] as const;
