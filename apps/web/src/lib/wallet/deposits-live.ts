import type { Deposit } from '@exchange/contract/wallet';
import { noticeTicket } from '@exchange/contract/herald';
import { walletDeposits } from '@exchange/contract/streams';
import { browserRequest } from '@/lib/api/browser';
import { liveSocketFor } from '@/lib/live/live-sockets';

/**
 * The user's deposits as they change (streams.ts `walletDeposits`), on the page's one spot socket
 * (lib/live): ticketed like the notices and the trade page's own orders: every (re)subscribe asks a
 * fresh single-use ticket (herald.ts `noticeTicket`); a refused ticket (logged out) stops the
 * subscription, a failed ticket call is asked again with the socket's backoff. Loaded after
 * hydration by the pages that show deposits (it carries the contract's schemas).
 */
export interface DepositHandlers {
  readonly onDeposit: (deposit: Deposit) => void;
  /** subscribed (again): updates may have been missed meanwhile, read the deposits again */
  readonly onSubscribed: () => void;
  /** updates were missed (the stream's resync): read the deposits again */
  readonly onResync: () => void;
}

async function ticket(): Promise<string | undefined> {
  const result = await browserRequest(noticeTicket, {});
  if (result.ok) return result.data.data.ticket || undefined;
  const status = result.error.status;
  return status >= 400 && status < 500 ? '' : undefined;
}

/** Starts following the user's deposits on the socket at `url`; returns the function that stops it. */
export function followDeposits(url: string, on: DepositHandlers): () => void {
  const handle = liveSocketFor(url, 'spot').subscribe({
    stream: walletDeposits,
    payload: async (): Promise<[string] | null> => {
      const got = await ticket();
      if (got === undefined) throw new Error('no ticket yet');
      return got === '' ? null : [got];
    },
    onUpdate: on.onDeposit,
    onSubscribed: on.onSubscribed,
    onSnapshot: on.onResync,
  });
  return () => handle.stop();
}
