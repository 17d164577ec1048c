import type { Withdrawal } from '@exchange/contract/withdraw';
import { walletWithdrawals } from '@exchange/contract/streams';
import { followUserStream } from '@/lib/live/user-stream';

/**
 * The user's withdrawals as they change (streams.ts `walletWithdrawals`), on the page's one spot
 * socket (lib/live/user-stream.ts: ticketed like the deposits and the notices). Loaded after
 * hydration by the withdrawal list (it carries the contract's schemas).
 */
export interface WithdrawalHandlers {
  readonly onWithdrawal: (withdrawal: Withdrawal) => void;
  /** subscribed (again) or told updates were missed: read the withdrawals again */
  readonly onStale: () => void;
}

/** Starts following the user's withdrawals on the socket at `url`; returns the function that stops it. */
export function followWithdrawals(url: string, on: WithdrawalHandlers): () => void {
  return followUserStream(url, walletWithdrawals, { onUpdate: on.onWithdrawal, onSubscribed: on.onStale, onResync: on.onStale });
}
