import type { Deposit } from '@exchange/contract/wallet';
import { walletDeposits } from '@exchange/contract/streams';
import { followUserStream } from '@/lib/live/user-stream';

/**
 * The user's deposits as they change (streams.ts `walletDeposits`), on the page's one spot socket
 * (lib/live/user-stream.ts: ticketed like the notices and the trade page's own orders). Loaded
 * after hydration by the pages that show deposits (it carries the contract's schemas).
 */
export interface DepositHandlers {
  readonly onDeposit: (deposit: Deposit) => void;
  /** subscribed (again): updates may have been missed meanwhile, read the deposits again */
  readonly onSubscribed: () => void;
  /** updates were missed (the stream's resync): read the deposits again */
  readonly onResync: () => void;
}

/** Starts following the user's deposits on the socket at `url`; returns the function that stops it. */
export function followDeposits(url: string, on: DepositHandlers): () => void {
  return followUserStream(url, walletDeposits, { onUpdate: on.onDeposit, onSubscribed: on.onSubscribed, onResync: on.onResync });
}
