import type { PreparedAnswer } from './shared-answer';

/**
 * Where the market lists learn that their rows may have changed: `current()` is a number that
 * grows each time the leader announces a persist (market/service.ts counts the NOTIFYs of
 * MARKET_LISTS_CHANNEL). Absent: the lists rely on their age bound alone.
 */
export interface ListVersion {
  current(): number;
}

interface Entry {
  answer: PreparedAnswer | null;
  /** the version the answer was built for, and when its rows were read */
  version: number;
  builtAt: number;
  /** the rebuild in flight (at most one per key) */
  building: Promise<PreparedAnswer> | null;
}

export interface RefreshingOptions {
  /** the longest an answer is served without starting a re-read (MARKET_CACHE_MS; 0: build every time) */
  maxAgeMs: number;
  version: ListVersion | null;
  clock: () => number;
  logError: (error: unknown) => void;
}

/**
 * Stale-while-revalidate answers per key. A key's first request waits for its build (shared by
 * every concurrent first request); after that no request waits: an answer built for an older
 * version, or older than `maxAgeMs`, is still sent while one rebuild runs in the background, and
 * the next requests get the new answer once it is ready. A failed rebuild is logged and the last
 * good answer stays; the next request tries again. `maxAgeMs` 0 builds every time (no sharing).
 */
export function refreshingAnswers(options: RefreshingOptions): (key: string, build: () => Promise<PreparedAnswer>) => Promise<PreparedAnswer> {
  const entries = new Map<string, Entry>();
  const versionNow = () => options.version?.current() ?? 0;

  const rebuild = (entry: Entry, build: () => Promise<PreparedAnswer>): Promise<PreparedAnswer> => {
    const version = versionNow();
    const startedAt = options.clock();
    // a real promise started on a later turn: the request that noticed staleness is answered first
    const building = Promise.resolve()
      .then(build)
      .then((answer) => {
        entry.answer = answer;
        entry.version = version;
        entry.builtAt = startedAt;
        return answer;
      })
      .finally(() => {
        entry.building = null;
      });
    entry.building = building;
    return building;
  };

  return (key, build) => {
    if (options.maxAgeMs <= 0) return build();
    let entry = entries.get(key);
    if (!entry) {
      entry = { answer: null, version: -1, builtAt: 0, building: null };
      entries.set(key, entry);
    }
    if (!entry.answer) return entry.building ?? rebuild(entry, build);
    const stale = entry.version !== versionNow() || options.clock() - entry.builtAt >= options.maxAgeMs;
    if (stale && !entry.building) rebuild(entry, build).catch(options.logError);
    return Promise.resolve(entry.answer);
  };
}
