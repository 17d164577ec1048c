import type { AnyStream, PayloadOf, UpdateOf } from '@exchange/contract/define-stream';
import { noticeTicket } from '@exchange/contract/herald';
import { browserRequest } from '@/lib/api/browser';
import { liveSocketFor } from './live-sockets';

/**
 * A per-user stream (`wallet.deposits`, `user.kyc`, …: payload `[ticket]`) on the page's one spot
 * socket: every (re)subscribe asks a fresh single-use ticket (herald.ts `noticeTicket`); a refused
 * ticket (logged out) stops the subscription, a failed ticket call is asked again with the
 * socket's backoff. Loaded after hydration by what follows one (it carries the contract's schemas).
 */
export interface UserStreamHandlers<S extends AnyStream> {
  readonly onUpdate: (result: UpdateOf<S>) => void;
  /** subscribed (again): updates may have been missed meanwhile, read the state again */
  readonly onSubscribed?: () => void;
  /** updates were missed (the stream's resync): read the state again */
  readonly onResync?: () => void;
}

/** A fresh ticket; '' when the API refused one (logged out: asking again will not help); undefined when the call failed. */
async function ticket(): Promise<string | undefined> {
  const result = await browserRequest(noticeTicket, {});
  if (result.ok) return result.data.data.ticket || undefined;
  const status = result.error.status;
  return status >= 400 && status < 500 ? '' : undefined;
}

/** Starts following the user's `stream` on the socket at `url`; returns the function that stops it. */
export function followUserStream<S extends AnyStream>(url: string, stream: S, on: UserStreamHandlers<S>): () => void {
  const handle = liveSocketFor(url, 'spot').subscribe({
    stream,
    payload: async (): Promise<PayloadOf<S> | null> => {
      const got = await ticket();
      if (got === undefined) throw new Error('no ticket yet');
      // every per-user stream subscribes with `[ticket]` (its declaration's `subscribe` schema)
      return got === '' ? null : ([got] as PayloadOf<S>);
    },
    onUpdate: (result) => on.onUpdate(result),
    ...(on.onSubscribed ? { onSubscribed: on.onSubscribed } : {}),
    ...(on.onResync ? { onSnapshot: on.onResync } : {}),
  });
  return () => handle.stop();
}
