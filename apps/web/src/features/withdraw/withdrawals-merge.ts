import type { Withdrawal } from '@exchange/contract/withdraw';

/** How many withdrawals the list reads and shows (withdraw-api.ts `list`: the first page). */
export const WITHDRAWALS_SHOWN = 20;

/**
 * The list with one withdrawal as the stream says it is now (contract streams.ts
 * `walletWithdrawals`): a row already shown is replaced where it stands, unless the list holds a
 * newer state of it (`update_time_ms`: an update that arrives after a fresher read changes
 * nothing); a new one of `currency` goes first (the list is newest first) and the list keeps
 * WITHDRAWALS_SHOWN rows. Another currency's withdrawal leaves the list as it is. The same array
 * comes back when nothing changed.
 */
export function mergeWithdrawal(list: readonly Withdrawal[], update: Withdrawal, currency: string): readonly Withdrawal[] {
  if (update.currency !== currency) return list;
  const at = list.findIndex((w) => w.id === update.id);
  if (at >= 0) {
    const shown = list[at];
    if (shown === undefined || shown.update_time_ms > update.update_time_ms) return list;
    return list.map((w, i) => (i === at ? update : w));
  }
  return [update, ...list].slice(0, WITHDRAWALS_SHOWN);
}
