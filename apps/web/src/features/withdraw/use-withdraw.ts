'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, Withdrawal } from '@exchange/contract/withdraw';
import { loadWithdrawApi, withdrawKeys } from './withdraw-api';

/** While a withdrawal is pending or processing its row is read again this often (ms); polling (the private stream `wallet.withdrawals` could replace it). */
export const MOVING_POLL_MS = 2_000;

export const isMoving = (w: Pick<Withdrawal, 'status'>) => w.status === 'pending' || w.status === 'processing';

/** The quote (available, fee, minimum, the 24-hour limit and what remains, whitelist mode) of a currency on a network. */
export function useQuote(currency: string, network: string) {
  return useQuery({
    queryKey: withdrawKeys.quote(currency, network),
    queryFn: async () => (await loadWithdrawApi()).quote(currency, network),
  });
}

/** The user's withdrawals of the currency, read again every MOVING_POLL_MS while one is on its way. */
export function useWithdrawals(currency: string) {
  return useQuery({
    queryKey: withdrawKeys.list(currency),
    queryFn: async () => (await loadWithdrawApi()).list(currency),
    refetchInterval: (query) => (query.state.data?.some(isMoving) ? MOVING_POLL_MS : false),
  });
}

/** The address book of the currency and whether whitelist mode is on. */
export function useAddressBook(currency: string) {
  return useQuery({
    queryKey: withdrawKeys.book(currency),
    queryFn: async () => (await loadWithdrawApi()).book(currency),
  });
}

/** Reads the money-out data again after a change (a withdrawal, a cancel, a saved address). */
export function useRefresh(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: withdrawKeys.all });
}

/** The saved addresses of one network. */
export function savedOn(list: readonly SavedAddress[] | undefined, network: string): SavedAddress[] {
  return (list ?? []).filter((a) => a.network === network);
}
