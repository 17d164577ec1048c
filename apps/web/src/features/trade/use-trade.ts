'use client';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PairInfo, SpotBalance, SpotOrder } from '@exchange/contract/trade';
import type { AuthTargets } from '@/lib/auth/AuthLinks';
import { useTick } from '@/lib/live/use-live';
import type { PairRef } from '@/lib/trade/trade-pair';
import { cancelOrder, ordersFingerprint, pollInterval, submitOrder, type Feedback, type SubmitOutcome } from './trade-actions';
import { loadTradeApi, type CallResult } from './trade-api';
import type { TicketDraft } from './ticket-rules';
import { failedWithoutData } from './read-state';

/** What every part of the trade page knows: the pair, its rules as the server read them, the visitor. */
export interface TradeFacts {
  readonly pair: PairRef;
  /** pair_info as the server read it; null when that failed (the browser asks again) */
  readonly initialInfo: PairInfo | null;
  readonly loggedIn: boolean;
  /** where a guest logs in and signs up; null when the site offers neither */
  readonly auth: AuthTargets | null;
  /**
   * spot trading is closed to this visitor (src/lib/compliance/compliance-state.ts spotTradingClosed, the
   * API's rule): the ticket says so instead of offering a submit; cancelling open orders stays
   */
  readonly spotClosed: boolean;
}

export const TradeContext = createContext<TradeFacts | null>(null);

export function useTradeFacts(): TradeFacts {
  const facts = useContext(TradeContext);
  if (!facts) throw new Error('useTradeFacts needs <TradeContext.Provider> (the trade route composes it)');
  return facts;
}

/** pair_info is read again this often (ms): the 24 h high and low, bid and ask, and whether trading is open. */
export const PAIR_INFO_REFRESH_MS = 30_000;

async function data<T>(call: Promise<CallResult<T>>): Promise<T> {
  const result = await call;
  // a failed read keeps what the page showed (react-query keeps the last data on error)
  if (!result.ok) throw new Error(result.error.message || `HTTP ${result.error.status}`);
  return result.data;
}

/** The trade page's query keys (react-query): placing and cancelling read everything under `all` again. */
export const keys = {
  all: ['trade'] as const,
  info: (pair: string) => ['trade', 'info', pair] as const,
  balances: (pair: PairRef) => ['trade', 'balances', pair.base, pair.quote] as const,
  orders: (pair: string, status: 'open' | 'history') => ['trade', 'orders', pair, status] as const,
  trades: (pair: string) => ['market', 'trades', pair] as const,
  myTrades: (pair: string) => ['trade', 'my-trades', pair] as const,
};

/** The pair's rules and figures: the server's first, read again every PAIR_INFO_REFRESH_MS (at once when the server had none). */
export function usePairInfo(): PairInfo | null {
  return usePairInfoState().info;
}

/** The pair's rules, and whether reading them failed while there were none (the ticket says so rather than "Loading"). */
export function usePairInfoState(): { readonly info: PairInfo | null; readonly failed: boolean } {
  const { pair, initialInfo } = useTradeFacts();
  const [loadedAt] = useState(() => Date.now());
  const query = useQuery({
    queryKey: keys.info(pair.pair),
    queryFn: async () => (await data((await loadTradeApi()).pairInfo(pair.pair))) ?? initialInfo,
    ...(initialInfo ? { initialData: initialInfo, initialDataUpdatedAt: loadedAt } : {}),
    staleTime: PAIR_INFO_REFRESH_MS,
    refetchInterval: PAIR_INFO_REFRESH_MS,
  });
  const info = query.data ?? null;
  return { info, failed: failedWithoutData(query) };
}

/**
 * The price a market order is reckoned at: the latest tick's, else what pair_info said (ask for
 * a buy, bid for a sell). The API fills at its own ask or bid; this only estimates.
 */
export function useMarketPrice(side: 'buy' | 'sell'): string | undefined {
  const { pair } = useTradeFacts();
  const info = usePairInfo();
  const tick = useTick(pair.pair);
  return tick?.last ?? (info ? (side === 'buy' ? info.ask : info.bid) : undefined);
}

/** The user's balances of the pair's two currencies; undefined for guests and until the first answer. */
export function useBalances(): SpotBalance[] | undefined {
  return useBalancesState().balances;
}

export interface BalancesState {
  readonly balances: SpotBalance[] | undefined;
  /** the last read failed and none came before it (read again shortly): the table says so rather than "Loading" */
  readonly failed: boolean;
}

/** The balances with whether reading them has failed (a failed read is tried again on the error poll). */
export function useBalancesState(): BalancesState {
  const { pair, loggedIn } = useTradeFacts();
  const query = useQuery({
    queryKey: keys.balances(pair),
    queryFn: async () => data((await loadTradeApi()).balances([pair.base, pair.quote])),
    enabled: loggedIn,
    refetchInterval: (q) => pollInterval(q.state.status === 'error'),
  });
  return { balances: query.data, failed: failedWithoutData(query) };
}

export interface OrdersState {
  readonly orders: SpotOrder[] | undefined;
  readonly failed: boolean;
}

/**
 * The user's open orders on the pair, polled while any rest (they fill in the background); when a
 * poll shows a change, balances and history are read again.
 */
export function useOpenOrders(): OrdersState {
  const { pair, loggedIn } = useTradeFacts();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: keys.orders(pair.pair, 'open'),
    queryFn: async () => data((await loadTradeApi()).orders(pair.pair, 'open')),
    enabled: loggedIn,
    refetchInterval: (q) => pollInterval(q.state.status === 'error', q.state.data),
  });
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!query.data) return;
    const fingerprint = ordersFingerprint(query.data);
    if (seen.current !== undefined && seen.current !== fingerprint) {
      void queryClient.invalidateQueries({ queryKey: keys.balances(pair) });
      void queryClient.invalidateQueries({ queryKey: keys.orders(pair.pair, 'history') });
    }
    seen.current = fingerprint;
  }, [query.data, queryClient, pair]);
  return { orders: query.data, failed: failedWithoutData(query) };
}

/** The user's filled and cancelled orders on the pair (the latest 50), read while `shown`. */
export function useOrderHistory(shown: boolean): OrdersState {
  const { pair, loggedIn } = useTradeFacts();
  const query = useQuery({
    queryKey: keys.orders(pair.pair, 'history'),
    queryFn: async () => data((await loadTradeApi()).orders(pair.pair, 'history')),
    enabled: loggedIn && shown,
    refetchInterval: (q) => pollInterval(q.state.status === 'error'),
  });
  return { orders: query.data, failed: failedWithoutData(query) };
}

/** Places orders; every placing reads orders and balances again. */
export function usePlaceOrder(): { place: (draft: TicketDraft, maxSlippage?: string) => Promise<SubmitOutcome>; pending: boolean } {
  const { pair } = useTradeFacts();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const place = useCallback(
    async (draft: TicketDraft, maxSlippage?: string) => {
      setPending(true);
      try {
        const outcome = await submitOrder(await loadTradeApi(), pair.pair, draft, maxSlippage);
        await queryClient.invalidateQueries({ queryKey: keys.all });
        return outcome;
      } finally {
        setPending(false);
      }
    },
    [pair.pair, queryClient],
  );
  return { place, pending };
}

/** Cancels an order; orders and balances are read again. */
export function useCancelOrder(): (id: string) => Promise<{ ok: boolean; feedback: Feedback }> {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string) => {
      const outcome = await cancelOrder(await loadTradeApi(), id);
      await queryClient.invalidateQueries({ queryKey: keys.all });
      return outcome;
    },
    [queryClient],
  );
}
