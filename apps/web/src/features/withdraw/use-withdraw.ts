'use client';
import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, Withdrawal } from '@exchange/contract/withdraw';
import { useClientContext } from '@/lib/request/client-context';
import { loadWithdrawApi, withdrawKeys } from './withdraw-api';
import { mergeWithdrawal } from './withdrawals-merge';

/** Until the withdrawals stream is first subscribed, while a withdrawal is on its way, the list is read again this often (ms). */
export const MOVING_POLL_MS = 2_000;

export const isMoving = (w: Pick<Withdrawal, 'status'>) => w.status === 'pending' || w.status === 'processing';

/** The quote (available, fee, minimum, the 24-hour limit and what remains, whitelist mode) of a currency on a network. */
export function useQuote(currency: string, network: string) {
  return useQuery({
    queryKey: withdrawKeys.quote(currency, network),
    queryFn: async () => (await loadWithdrawApi()).quote(currency, network),
  });
}

/**
 * The user's withdrawals of the currency, kept current from the withdrawals stream
 * (withdrawals-live.ts): each change shows as it happens, and the list is read again whenever the
 * stream subscribes (again) or says updates were missed. A withdrawal that ends (completed,
 * failed, cancelled) reads the currency's quotes again: its funds left, or came back. Until the
 * stream is subscribed (`live`), the list is read every MOVING_POLL_MS while a withdrawal is on its way.
 */
export function useWithdrawals(currency: string) {
  const client = useQueryClient();
  const { websocketOrigin, site } = useClientContext();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!websocketOrigin) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const key = withdrawKeys.list(currency);
    void import('./withdrawals-live').then(({ followWithdrawals }) => {
      if (cancelled) return;
      stop = followWithdrawals(`${websocketOrigin}${site.websocket.spot}`, {
        onWithdrawal: (withdrawal) => {
          client.setQueryData<readonly Withdrawal[]>(key, (list) => (list ? mergeWithdrawal(list, withdrawal, currency) : list));
          if (!isMoving(withdrawal)) void client.invalidateQueries({ queryKey: withdrawKeys.quotes(currency) });
        },
        onStale: () => {
          setLive(true);
          void client.invalidateQueries({ queryKey: key });
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
      setLive(false);
    };
  }, [websocketOrigin, site.websocket.spot, currency, client]);
  const query = useQuery({
    queryKey: withdrawKeys.list(currency),
    queryFn: async (): Promise<readonly Withdrawal[]> => (await loadWithdrawApi()).list(currency),
    refetchInterval: (q) => (!live && q.state.data?.some(isMoving) ? MOVING_POLL_MS : false),
  });
  return { query, live };
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
