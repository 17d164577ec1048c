import { Hono, type Context } from 'hono';
import { commonTabs, marketCandles, marketFutures, marketSpots, pilotMarkets, preMarketCurrencies, preMintCurrencies } from '@exchange/contract/market';
import {
  futuresListEntry,
  listedInstrument,
  pilotList,
  preCurrencyPage,
  readFuturesRows,
  readSpotRows,
  spotListEntry,
  tabsFor,
  type FuturesRow,
  type SpotRow,
} from '../domain/markets';
import { listsDerivatives } from '../domain/siteMarkets';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { requestLanguage } from '../http/language';
import { marketSite } from '../http/marketSite';
import { refreshingAnswers, type ListVersion } from '../http/refreshing-answer';
import { prepareAnswer, sendPrepared } from '../http/shared-answer';
import { bucketRange, loadCandles, type LiveCandles } from '../market/candles';

/** `application-type` is accepted (web, h5, app…) and not used; a malformed one is a 400. */
function checkApplicationType(c: Context<AppEnv>): void {
  const raw = c.req.header('application-type');
  if (raw !== undefined && !/^[A-Za-z0-9_-]{1,16}$/.test(raw)) throw invalidInput('application-type is malformed');
}

async function preList(c: Context<AppEnv>, kind: 'pre_market' | 'pre_mint', call: typeof preMarketCurrencies): Promise<Response> {
  const { limit = 100, page = 1 } = await readInput(c, call);
  const { list, total } = await preCurrencyPage(c.var.db, marketSite(c), kind, page, limit);
  return answer(c, call, { code: 0, message: '', data: { list, total, page, limit } });
}

/**
 * Remembers a query's result per key for `ttlMs` and one list version (a persist announced since
 * reads again), shared by concurrent callers (one query in flight per key); `ttlMs` 0 queries
 * every time. The answers of one read (change bases) are rebuilt together, so they share it.
 */
function memo<T>(ttlMs: number): (key: string, version: number, now: number, load: () => Promise<T>) => Promise<T> {
  const entries = new Map<string, { at: number; version: number; value: Promise<T> }>();
  return (key, version, now, load) => {
    if (ttlMs <= 0) return load();
    const hit = entries.get(key);
    if (hit && hit.version === version && now - hit.at < ttlMs) return hit.value;
    // A real promise: drizzle's query builders are thenables that run their query on every `then`.
    const value = Promise.resolve().then(load);
    entries.set(key, { at: now, version, value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}

/**
 * `cacheMs`: the longest the spot and futures lists are served without re-reading their rows
 * (AppOptions.marketCacheMs; 0: read every time). `version`: the persist announcements
 * (AppOptions.marketListVersion): a new version rebuilds the lists at their next request, while
 * that request and the ones during the rebuild get the previous answer (http/refreshing-answer.ts).
 * `live`: this instance's market hub (AppOptions.liveCandles), for the forming minute and the
 * seconds candles; without it candles come from candles_1m alone.
 */
export function marketRoutes(
  cacheMs = 0,
  live: LiveCandles | null = null,
  version: ListVersion | null = null,
  logError: (error: unknown) => void = console.error,
): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const spotRows = memo<SpotRow[]>(cacheMs);
  const futuresRows = memo<FuturesRow[]>(cacheMs);
  // the answers sent, checked, serialised and gzipped once per variant and rebuild: the current
  // one while the next is built (http/refreshing-answer.ts)
  const lists = refreshingAnswers({ maxAgeMs: cacheMs, version, clock: () => Date.now(), logError });
  const versionNow = () => version?.current() ?? 0;

  serve(app, marketSpots, async (c) => {
    const { timezone } = await readInput(c, marketSpots);
    checkApplicationType(c);
    requestLanguage(c);
    const quotes = marketSite(c).spotQuotes;
    const db = c.get('db');
    const prepared = await lists(`spots|${quotes.join(',')}|${timezone ?? ''}`, async () => {
      const rows = await spotRows(quotes.join(','), versionNow(), Date.now(), () => readSpotRows(db, quotes));
      return prepareAnswer(marketSpots, { code: 0, message: '', data: rows.map((r) => spotListEntry(r, timezone)) });
    });
    return sendPrepared(c, prepared);
  });

  serve(app, marketFutures, async (c) => {
    const { is_testnet, timezone } = await readInput(c, marketFutures);
    checkApplicationType(c);
    const listed = listsDerivatives(marketSite(c));
    const testnet = is_testnet === '1';
    const db = c.get('db');
    const prepared = await lists(`futures|${listed ? 'listed' : 'none'}|${is_testnet ?? '0'}|${timezone ?? ''}`, async () => {
      const rows = listed ? await futuresRows(testnet ? '1' : '0', versionNow(), Date.now(), () => readFuturesRows(db, testnet)) : [];
      return prepareAnswer(marketFutures, { code: 200, message: '', data: rows.map((r) => futuresListEntry(r, timezone)) });
    });
    return sendPrepared(c, prepared);
  });

  serve(app, marketCandles, async (c) => {
    const { pair, interval, limit = 100, from, to, market = 'spot' } = await readInput(c, marketCandles);
    const end = to ?? Math.floor(c.var.now().getTime() / 1000);
    if (from !== undefined && from > end) {
      throw invalidInput(to === undefined ? `from (${from}) must not be after now (${end})` : `from (${from}) must not be after to (${end})`);
    }
    const db = c.get('db');
    const kind = await listedInstrument(db, marketSite(c), market, pair);
    if (kind === null) throw invalidInput(`Unknown pair: ${pair}`);
    const rows = await loadCandles(db, live, kind, pair, interval, bucketRange(interval, end, limit, from));
    return answer(c, marketCandles, { code: 0, message: '', data: rows.map((r) => ({ ...r, t: String(r.t) })) });
  });

  serve(app, pilotMarkets, async (c) => {
    await readInput(c, pilotMarkets);
    checkApplicationType(c);
    return answer(c, pilotMarkets, { code: 0, message: '', data: await pilotList(c.var.db, marketSite(c)) });
  });

  serve(app, preMarketCurrencies, (c) => preList(c, 'pre_market', preMarketCurrencies));
  serve(app, preMintCurrencies, (c) => preList(c, 'pre_mint', preMintCurrencies));

  serve(app, commonTabs, async (c) => {
    const { area } = await readInput(c, commonTabs);
    checkApplicationType(c);
    const language = requestLanguage(c);
    return answer(c, commonTabs, { code: 0, message: '', data: await tabsFor(c.var.db, marketSite(c), area, language) });
  });

  return app;
}
