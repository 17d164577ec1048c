'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useClientContext, usePreferences } from '../client-context';
import { CACHE_MAX_AGE_S, refreshIntervalOf } from './cache-rules';
import { loadCachedSet } from './cached-set';
import { DATA_SETS, type DataOf, type DataSetName, type SetContext } from './data-sets';
import { idbStorage } from './idb-storage';

export function useSetContext(): SetContext {
  const { locale, site } = useClientContext();
  const [preferences] = usePreferences();
  // the API's timezone parameter: empty for the rolling 24 h (spec §7)
  return { locale, basis: preferences.changeBasis === '24h' ? '' : preferences.changeBasis, testnet: site.isTestnet };
}

/**
 * A cached data set (spec §5): from IndexedDB when fresh, shown at once and refreshed when stale,
 * else from the API; `data` is undefined only while the first load runs (the loading state).
 * `enabled: false` leaves the set unloaded (and `data` undefined) until the caller needs it.
 */
export function useDataSet<N extends DataSetName>(name: N, { enabled = true }: { enabled?: boolean } = {}): { data: DataOf<N> | undefined; loading: boolean } {
  const ctx = useSetContext();
  const queryClient = useQueryClient();
  const def = DATA_SETS[name];
  const language = def.languaged ? ctx.locale : '';
  const queryKey = ['data-set', name, def.key(ctx), language];
  const query = useQuery({
    queryKey,
    queryFn: () =>
      loadCachedSet<DataOf<N>>({
        key: def.key(ctx),
        language,
        storage: idbStorage,
        fetchSet: () => def.fetch(ctx) as Promise<{ ok: boolean; data: DataOf<N> }>,
        accept: (data) => {
          const parsed = def.schema.safeParse(data);
          return parsed.success ? (parsed.data as DataOf<N>) : undefined;
        },
        onRefreshed: (data) => queryClient.setQueryData(queryKey, data),
      }),
    staleTime: CACHE_MAX_AGE_S * 1000,
    refetchInterval: refreshIntervalOf(name),
    enabled,
  });
  return { data: query.data, loading: query.isPending };
}
