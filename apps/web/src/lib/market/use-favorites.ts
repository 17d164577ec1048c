'use client';
import { useCallback, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loadFavoritesApi } from '@/lib/api/on-demand';
import { useClientContext } from '@/lib/request/client-context';
import { FAVORITES_STORAGE_KEY, parseStoredFavorites, toggleFavorite } from './favorites-rules';

function readLocal(): string[] {
  try {
    return parseStoredFavorites(window.localStorage.getItem(FAVORITES_STORAGE_KEY));
  } catch {
    return [];
  }
}

function writeLocal(list: readonly string[]): void {
  try {
    window.localStorage.setItem(FAVORITES_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // storage full or blocked: the star holds for this page only
  }
}

const NONE: readonly string[] = [];

export interface Favorites {
  readonly favorites: ReadonlySet<string>;
  readonly toggle: (pair: string) => void;
}

/**
 * The visitor's favourite pairs: the server's list when logged in (kept per user), local storage
 * otherwise. A star shows at once (optimistic) and is undone if the API refuses it.
 */
export function useFavorites(): Favorites {
  const { user } = useClientContext();
  const queryClient = useQueryClient();
  const loggedIn = user.is_login;
  const owner = loggedIn ? user.uid : 'guest';
  const queryKey = ['favorites', owner];
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      if (!loggedIn) return readLocal();
      const { browserRequest, marketFavorites } = await loadFavoritesApi();
      return (await browserRequest(marketFavorites, {}, { header: true })).data.data;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const mutation = useMutation({
    mutationFn: async ({ pair, add }: { pair: string; add: boolean }) => {
      if (!loggedIn) {
        const next = toggleFavorite(readLocal(), pair);
        writeLocal(next);
        return next;
      }
      const { browserRequest, updateMarketFavorite } = await loadFavoritesApi();
      const result = await browserRequest(updateMarketFavorite, { pair, action: add ? 'add' : 'remove' });
      if (!result.ok) throw new Error(result.error.message);
      return result.data.data;
    },
    onMutate: async ({ pair }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData<string[]>(queryKey) ?? [];
      queryClient.setQueryData(queryKey, toggleFavorite(before, pair));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context) queryClient.setQueryData(queryKey, context.before);
    },
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
  });
  const list = query.data ?? NONE;
  // one Set per list the query holds: memoised rows that depend on it are not rebuilt each render
  const favorites = useMemo(() => new Set(list), [list]);
  // one function for as long as the visitor is the same (TanStack's `mutate` is stable): memoised
  // rows that get it are not rendered again when the list around them is; the star's state is read
  // when it is pressed
  const { mutate } = mutation;
  const toggle = useCallback(
    (pair: string) => mutate({ pair, add: !(queryClient.getQueryData<string[]>(['favorites', owner]) ?? NONE).includes(pair) }),
    [mutate, queryClient, owner],
  );
  return useMemo(() => ({ favorites, toggle }), [favorites, toggle]);
}
