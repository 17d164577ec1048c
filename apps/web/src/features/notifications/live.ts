import type { Notice, UnreadCounts } from '@exchange/contract/herald';
import { userNotices } from '@exchange/contract/streams';
import type { LiveSocket } from '@/lib/live/live-socket';

/**
 * The per-user notice channel (contract: packages/contract/src/streams.ts `userNotices`) on the
 * page's one spot socket (lib/live): each connection subscribes with a fresh single-use ticket
 * from the API; a refused ticket or no ticket (logged out) stops this subscription (the socket
 * goes on for the other features); a ticket call that failed (the API down or restarting) is
 * asked again with the socket's backoff. A gap in the pushes' `seq` reads the unread counts again
 * (`onResync`), which refetches the open lists as a push does.
 */

export interface NoticeLiveOptions {
  readonly socket: LiveSocket;
  /** a fresh ticket; '' when none will be had (logged out), undefined when the call failed (tried again later) */
  readonly ticket: () => Promise<string | undefined>;
  readonly onPush: (notice: Notice, unread: UnreadCounts) => void;
  readonly onResync: () => void;
}

/**
 * The ticket call's outcome for `followNotices`: the ticket; '' when the API refused it (4xx:
 * logged out, not allowed; asking again will not help); undefined when there was no usable
 * answer (no connection, timeout, 5xx, an answer off the contract), worth asking again.
 */
export function ticketFromResult(result: {
  readonly ok: boolean;
  readonly data: { readonly data: { readonly ticket: string } };
  readonly error?: { readonly status: number };
}): string | undefined {
  if (result.ok) return result.data.data.ticket || undefined;
  const status = result.error?.status ?? 0;
  return status >= 400 && status < 500 ? '' : undefined;
}

/** Starts following the channel; returns the function that stops it. */
export function followNotices(options: NoticeLiveOptions): () => void {
  const handle = options.socket.subscribe({
    stream: userNotices,
    payload: async (): Promise<[string] | null> => {
      const ticket = await options.ticket();
      if (ticket === undefined) throw new Error('no ticket yet');
      return ticket === '' ? null : [ticket];
    },
    onUpdate: (result) => options.onPush(result.notice, result.unread),
    onSnapshot: options.onResync,
  });
  return () => handle.stop();
}
