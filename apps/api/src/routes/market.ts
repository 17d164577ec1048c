import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import {
  commonTabs,
  marketCandles,
  marketFutures,
  marketSpots,
  pilotMarkets,
  preMarketCurrencies,
  preMintCurrencies,
  type ChangeBasis,
} from '@exchange/contract/market';
import type { SpotQuote } from '@exchange/sites/types';
import { futuresContracts, marketTabs, pilotTokens, preCurrencies, spotMarkets } from '../db/schema';
import { answer, serve } from '../http/answer';
import { prepareAnswer, sendPrepared } from '../http/shared-answer';
import type { AppEnv } from '../http/env';
import { readInPages } from '../db/pages';
import { refreshingAnswers, type ListVersion } from '../http/refreshing-answer';
import type { Db } from '../db/client';
import { invalidInput } from '../http/errors';
import { readInput } from '../http/input';
import { changePercent } from '../domain/prices';
import { futuresKindOf, listsDerivatives } from '../domain/siteMarkets';
import { requestLanguage } from '../http/language';
import { marketSite } from '../http/marketSite';
import { bucketRange, loadCandles, type LiveCandles } from '../market/candles';

/** `application-type` is accepted (web, h5, app…) and not used; a malformed one is a 400. */
function checkApplicationType(c: Context<AppEnv>): void {
  const raw = c.req.header('application-type');
  if (raw !== undefined && !/^[A-Za-z0-9_-]{1,16}$/.test(raw)) throw invalidInput('application-type is malformed');
}

function openOf(row: { open24h: string; openUtc0: string; openUtc8: string }, basis: ChangeBasis | undefined): string {
  return basis === 'utc0' ? row.openUtc0 : basis === 'utc8' ? row.openUtc8 : row.open24h;
}

async function preList(c: Context<AppEnv>, kind: 'pre_market' | 'pre_mint', call: typeof preMarketCurrencies): Promise<Response> {
  {
    const { limit = 100, page = 1 } = await readInput(c, call);
    const site = marketSite(c);
    if (!listsDerivatives(site)) return answer(c, call, { code: 0, message: '', data: { list: [], total: 0, page, limit } });
    const db = c.get('db');
    const [rows, counted] = await Promise.all([
      db
        .select()
        .from(preCurrencies)
        .where(eq(preCurrencies.kind, kind))
        .orderBy(asc(preCurrencies.rank))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(preCurrencies).where(eq(preCurrencies.kind, kind)),
    ]);
    return answer(c, call, {
      code: 0,
      message: '',
      data: {
        list: rows.map((r) => ({ currency: r.currency, market: r.market, full_name: r.fullName, tags: r.tags })),
        total: counted[0]?.n ?? 0,
        page,
        limit,
      },
    });
  }
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
  const spotRows = memo<(typeof spotMarkets.$inferSelect)[]>(cacheMs);
  const futuresRows = memo<(typeof futuresContracts.$inferSelect)[]>(cacheMs);
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
    const prepared = await lists(`spots|${quotes.join(',')}|${timezone ?? ''}`, () => buildSpots(db, quotes, timezone));
    return sendPrepared(c, prepared);
  });

  async function buildSpots(db: Db, quotes: readonly SpotQuote[], timezone: ChangeBasis | undefined) {
    const rows = await spotRows(quotes.join(','), versionNow(), Date.now(), () =>
      readInPages(db, (tx, limit, offset) =>
        tx
          .select()
          .from(spotMarkets)
          .where(inArray(spotMarkets.currB, [...quotes]))
          .orderBy(asc(spotMarkets.rank), asc(spotMarkets.pair))
          .limit(limit)
          .offset(offset),
      ),
    );
    return prepareAnswer(marketSpots, {
      code: 0,
      message: '',
      data: rows.map((r) => {
        const open = openOf(r, timezone);
        return {
          pair: r.pair,
          curr_a: r.currA,
          curr_b: r.currB,
          name: r.name,
          rate: r.rate,
          prior_rate: open,
          change: changePercent(r.rate, open),
          volume: r.volume,
          multiple: r.multiple,
          credit: r.credit,
          category: r.categories,
          buy_start: r.buyStart,
          cross_multiple: r.crossMultiple,
          is_st: r.isSt,
          isST: r.isSt,
          icon: r.icon,
          link: `/trade/${r.pair}`,
        };
      }),
    });
  }

  serve(app, marketFutures, async (c) => {
    const { is_testnet, timezone } = await readInput(c, marketFutures);
    checkApplicationType(c);
    const listed = listsDerivatives(marketSite(c));
    const db = c.get('db');
    const prepared = await lists(`futures|${listed ? 'listed' : 'none'}|${is_testnet ?? '0'}|${timezone ?? ''}`, () =>
      buildFutures(db, listed, is_testnet === '1', timezone),
    );
    return sendPrepared(c, prepared);
  });

  async function buildFutures(db: Db, listed: boolean, testnet: boolean, timezone: ChangeBasis | undefined) {
    const rows = listed
      ? await futuresRows(testnet ? '1' : '0', versionNow(), Date.now(), () =>
          readInPages(db, (tx, limit, offset) =>
            tx
              .select()
              .from(futuresContracts)
              .where(eq(futuresContracts.testnet, testnet))
              .orderBy(asc(futuresContracts.rank), asc(futuresContracts.settle), asc(futuresContracts.name))
              .limit(limit)
              .offset(offset),
          ),
        )
      : [];
    return prepareAnswer(marketFutures, {
      code: 200,
      message: '',
      data: rows.map((r) => {
        const open = openOf(r, timezone);
        return {
          settle: r.settle,
          name: r.name,
          coin_name: r.coinName,
          categories: r.categories,
          is_tag_st: r.isTagSt,
          last_price: r.lastPrice,
          open_price: open,
          change_percentage: changePercent(r.lastPrice, open),
          volume_24h: r.volume24h,
        };
      }),
    });
  }

  serve(app, marketCandles, async (c) => {
    const { pair, interval, limit = 100, from, to, market = 'spot' } = await readInput(c, marketCandles);
    const end = to ?? Math.floor(c.var.now().getTime() / 1000);
    if (from !== undefined && from > end) {
      throw invalidInput(to === undefined ? `from (${from}) must not be after now (${end})` : `from (${from}) must not be after to (${end})`);
    }
    const site = marketSite(c);
    const db = c.get('db');
    let kind: 'spot' | 'futures' | 'testnet' = 'spot';
    let known: boolean;
    if (market === 'spot') {
      const [row] = await db
        .select({ pair: spotMarkets.pair })
        .from(spotMarkets)
        .where(and(eq(spotMarkets.pair, pair), inArray(spotMarkets.currB, [...site.spotQuotes])))
        .limit(1);
      known = row !== undefined;
    } else {
      kind = futuresKindOf(site);
      const [row] = listsDerivatives(site)
        ? await db
            .select({ name: futuresContracts.name })
            .from(futuresContracts)
            .where(and(eq(futuresContracts.name, pair), eq(futuresContracts.testnet, kind === 'testnet')))
            .limit(1)
        : [];
      known = row !== undefined;
    }
    if (!known) throw invalidInput(`Unknown pair: ${pair}`);
    const rows = await loadCandles(db, live, kind, pair, interval, bucketRange(interval, end, limit, from));
    return answer(c, marketCandles, { code: 0, message: '', data: rows.map((r) => ({ ...r, t: String(r.t) })) });
  });

  serve(app, pilotMarkets, async (c) => {
    await readInput(c, pilotMarkets);
    checkApplicationType(c);
    const site = marketSite(c);
    const rows = listsDerivatives(site) ? await c.var.db.select().from(pilotTokens).orderBy(asc(pilotTokens.rank)) : [];
    return answer(c, pilotMarkets, {
      code: 0,
      message: '',
      data: rows.map((r) => ({
        name: r.name,
        chain: r.chain,
        address: r.address,
        show_pair: r.showPair,
        icon: r.icon,
        chain_icon: r.chainIcon,
        seo_path: r.seoPath,
        is_hot: r.isHot,
        market: r.market,
        cate: r.cate,
        rate: r.rate,
        change: changePercent(r.rate, r.open24h),
      })),
    });
  });

  serve(app, preMarketCurrencies, (c) => preList(c, 'pre_market', preMarketCurrencies));
  serve(app, preMintCurrencies, (c) => preList(c, 'pre_mint', preMintCurrencies));

  serve(app, commonTabs, async (c) => {
    const { area } = await readInput(c, commonTabs);
    checkApplicationType(c);
    const language = requestLanguage(c);
    const site = marketSite(c);
    const quotes: readonly string[] = site.spotQuotes;
    const rows = await c.var.db.select().from(marketTabs).where(eq(marketTabs.area, area)).orderBy(asc(marketTabs.rank));
    const shown = rows.filter((r) => {
      if (r.list !== 'spot') return listsDerivatives(site);
      return r.filter === r.filter.toUpperCase() ? quotes.includes(r.filter) : true;
    });
    return answer(c, commonTabs, {
      code: 0,
      message: '',
      data: shown.map((r) => ({ key: r.key, label: r.labels[language] ?? r.labels.en ?? r.key, list: r.list, filter: r.filter })),
    });
  });

  return app;
}
