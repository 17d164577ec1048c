'use client';
import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarketTrade, UserTrade } from '@exchange/contract/book';
import { useClientContext } from '@/lib/request/client-context';
import { concernsPair, mergeTrades } from './trade-merge';
import { keys, useTradeFacts } from './use-trade';

/** Trades the recent-trades panel keeps (the read answers as many). */
export const TRADES_KEPT = 50;

const loadLinks = () => import('@/lib/market/book/page-links');

function useSocketUrl(): string {
  const { websocketOrigin, site } = useClientContext();
  return websocketOrigin ? `${websocketOrigin}${site.websocket.spot}` : '';
}

async function orFail<T>(read: Promise<T | null>): Promise<T> {
  const data = await read;
  // a failed read keeps what the page showed (react-query keeps the last data on error)
  if (data === null) throw new Error('read failed');
  return data;
}

/**
 * The pair's recent trades, newest first: read once, then followed on the trades stream
 * (streams.ts `spotTrades`), each trade merged in as it happens; missed ones (the socket's resync)
 * read the list again. Undefined until the first answer.
 */
export function useMarketTrades(): MarketTrade[] | undefined {
  const { pair } = useTradeFacts();
  const url = useSocketUrl();
  const queryClient = useQueryClient();
  const key = keys.trades(pair.pair);
  const query = useQuery({ queryKey: key, queryFn: async () => orFail((await loadLinks()).readTrades(pair.pair)) });
  useEffect(() => {
    if (!url) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void loadLinks().then((links) => {
      if (cancelled) return;
      stop = links.tradesOn(
        url,
        pair.pair,
        (trade) => queryClient.setQueryData<MarketTrade[]>(keys.trades(pair.pair), (list) => mergeTrades(list, [trade], TRADES_KEPT)),
        () => void queryClient.invalidateQueries({ queryKey: keys.trades(pair.pair) }),
      );
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [url, pair.pair, queryClient]);
  return query.data;
}

/** The user's own fills on the pair, newest first; null for a guest, undefined until the first answer. Kept current by useOwnStreams. */
export function useMyTrades(): UserTrade[] | null | undefined {
  const { pair, loggedIn } = useTradeFacts();
  const query = useQuery({
    queryKey: keys.myTrades(pair.pair),
    queryFn: async () => orFail((await loadLinks()).readMyTrades(pair.pair)),
    enabled: loggedIn,
  });
  return loggedIn ? query.data : null;
}

/**
 * For a logged-in trader: their order updates and fills on the pair, live (streams.ts `spotOrders`,
 * `spotUserTrades`, each subscribed with a fresh single-use ticket). A fill is merged into their
 * fills at once; any order update reads the open orders, the history and the balances again, so a
 * fill made by someone else's order shows without waiting for the poll. Mounted once by the page.
 */
export function useOwnStreams(): void {
  const { pair, loggedIn } = useTradeFacts();
  const url = useSocketUrl();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!url || !loggedIn) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const readOrders = () => {
      void queryClient.invalidateQueries({ queryKey: keys.orders(pair.pair, 'open') });
      void queryClient.invalidateQueries({ queryKey: keys.orders(pair.pair, 'history') });
      void queryClient.invalidateQueries({ queryKey: keys.balances(pair) });
    };
    void loadLinks().then((links) => {
      if (cancelled) return;
      stop = links.ownOn(url, pair.pair, {
        onOrders: (orders) => {
          if (concernsPair(orders, pair.pair)) readOrders();
        },
        onFills: (fills) => {
          const mine = fills.filter((f) => f.currency_pair === pair.pair);
          if (mine.length === 0) return;
          queryClient.setQueryData<UserTrade[]>(keys.myTrades(pair.pair), (list) => mergeTrades(list, mine, TRADES_KEPT));
          readOrders();
        },
        onResync: () => {
          void queryClient.invalidateQueries({ queryKey: keys.myTrades(pair.pair) });
          readOrders();
        },
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [url, loggedIn, pair, queryClient]);
}
