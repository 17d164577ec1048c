import { asCachedSet, cacheVerdict, isEmptyData, type CachedSet } from './cache-rules';

/** Where cached sets live: IndexedDB in the browser (idb-storage.ts), a map in tests. */
export interface SetStorage {
  get(key: string): Promise<unknown>;
  set(key: string, value: CachedSet<unknown>): Promise<void>;
}

/** A fetch of the set from the API: `ok` false when it failed (the data is then the contract's default). */
export type FetchSet<T> = () => Promise<{ readonly ok: boolean; readonly data: T }>;

export interface LoadOptions<T> {
  readonly key: string;
  readonly language: string;
  readonly storage: SetStorage;
  readonly fetchSet: FetchSet<T>;
  /** narrows what storage held to the set's type; undefined when it is not one (another version wrote it) */
  readonly accept: (data: unknown) => T | undefined | Promise<T | undefined>;
  /** called with the refreshed data when a stale set was shown and the background request answered */
  readonly onRefreshed?: (data: T) => void;
  readonly now?: number;
}

async function readSafely(storage: SetStorage, key: string): Promise<CachedSet<unknown> | undefined> {
  try {
    return asCachedSet(await storage.get(key));
  } catch {
    return undefined; // a storage failure (private mode, quota, blocked) falls back to the network
  }
}

async function fetchAndStore<T>(options: LoadOptions<T>): Promise<{ ok: boolean; data: T }> {
  const result = await options.fetchSet();
  if (result.ok && !isEmptyData(result.data)) {
    try {
      await options.storage.set(options.key, { savedAt: options.now ?? Date.now(), language: options.language, data: result.data });
    } catch {
      // not stored: the next load asks again
    }
  }
  return result;
}

/**
 * One cached data set (spec §5 and §7): fresh → the cached data, no request; stale → the cached
 * data at once and a background refresh (`onRefreshed`); unusable → the API's answer. A failed
 * request falls back to whatever non-empty data is cached (even of another language or old), and
 * only then to the contract's default.
 */
export async function loadCachedSet<T>(options: LoadOptions<T>): Promise<T> {
  const now = options.now ?? Date.now();
  const entry = await readSafely(options.storage, options.key);
  const cached = entry ? await options.accept(entry.data) : undefined;
  const verdict = cached === undefined ? 'unusable' : cacheVerdict(entry, now, options.language);
  if (cached !== undefined && verdict === 'fresh') return cached;
  if (cached !== undefined && verdict === 'stale') {
    void fetchAndStore(options).then((fresh) => {
      if (fresh.ok && !isEmptyData(fresh.data)) options.onRefreshed?.(fresh.data);
    });
    return cached;
  }
  const fresh = await fetchAndStore(options);
  if (!fresh.ok && cached !== undefined && !isEmptyData(cached)) return cached;
  return fresh.data;
}
