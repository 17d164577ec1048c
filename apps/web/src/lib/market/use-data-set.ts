'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useClientContext, usePreferences } from '@/lib/request/client-context';
import { CACHE_MAX_AGE_S, refreshIntervalOf } from './cache-rules';
import { loadCachedSet } from './cached-set';
import { DATA_SET_KEYS, type DataSetName, type SetContext } from './data-set-keys';
import type { DataOf } from './data-sets';
import { idbStorage } from './idb-storage';

export function useSetContext(): SetContext {
  const { locale, site } = useClientContext();
  const [preferences] = usePreferences();
  // the API's timezone parameter: empty for the rolling 24 h (spec §7)
  return { locale, basis: preferences.changeBasis === '24h' ? '' : preferences.changeBasis, testnet: site.isTestnet };
}

/**
 * A cached data set (spec §5): from IndexedDB when fresh, shown at once and refreshed when stale,
 * else from the API; `data` is undefined only while the first load runs (the loading state). The
 * sets' schemas and calls (data-sets.ts, and with them zod) load with the first set asked for, not
 * with the page; a page that cannot load them keeps its server-rendered rows (`data` undefined).
 * `enabled: false` leaves the set unloaded (and `data` undefined) until the caller needs it.
 */
export function useDataSet<N extends DataSetName>(name: N, { enabled = true }: { enabled?: boolean } = {}): { data: DataOf<N> | undefined; loading: boolean } {
  const ctx = useSetContext();
  const queryClient = useQueryClient();
  const { key, languaged } = DATA_SET_KEYS[name];
  const language = languaged ? ctx.locale : '';
  const queryKey = ['data-set', name, key(ctx), language];
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const sets = await import('./data-sets');
      const def = sets.DATA_SETS[name];
      return loadCachedSet<DataOf<N>>({
        key: key(ctx),
        language,
        storage: idbStorage,
        fetchSet: () => def.fetch(ctx) as Promise<{ ok: boolean; data: DataOf<N> }>,
        accept: (data) => sets.checkCached(name, data),
        onRefreshed: (data) => queryClient.setQueryData(queryKey, data),
      });
    },
    staleTime: CACHE_MAX_AGE_S * 1000,
    refetchInterval: refreshIntervalOf(name),
    enabled,
  });
  // a set not asked for yet (enabled false) is not loading
  return { data: query.data, loading: enabled && query.isPending };
}
