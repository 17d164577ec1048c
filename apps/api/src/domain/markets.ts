import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { ApiLanguage, ChangeBasis, FuturesContract, MarketTab, PilotMarket, PreCurrency, SpotMarket } from '@exchange/contract/market';
import type { SiteConfig } from '@exchange/sites/types';
import type { Db } from '../db/client';
import { readInPages } from '../db/pages';
import { futuresContracts, marketTabs, pilotTokens, preCurrencies, spotMarkets } from '../db/schema';
import { changePercent, type MarketKind } from './prices';
import { futuresKindOf, listsDerivatives } from './siteMarkets';

/**
 * The market lists a site serves (contract packages/contract/src/market.ts): its spot markets (by
 * quote), and where it lists derivatives (domain/siteMarkets.ts) the futures, pilot, pre-market and
 * pre-mint lists; the rows as the tables hold them and as the calls answer them.
 */

export type SpotRow = typeof spotMarkets.$inferSelect;
export type FuturesRow = typeof futuresContracts.$inferSelect;

/** The open the change is measured from: the rolling 24 h (no basis), the UTC day's or the UTC+8 day's. */
function openOf(row: { open24h: string; openUtc0: string; openUtc8: string }, basis: ChangeBasis | undefined): string {
  return basis === 'utc0' ? row.openUtc0 : basis === 'utc8' ? row.openUtc8 : row.open24h;
}

/** The spot markets with one of `quotes`, in listing order (read in pages: ~2,900 rows on the main site). */
export function readSpotRows(db: Db, quotes: readonly string[]): Promise<SpotRow[]> {
  return readInPages(db, (tx, limit, offset) =>
    tx
      .select()
      .from(spotMarkets)
      .where(inArray(spotMarkets.currB, [...quotes]))
      .orderBy(asc(spotMarkets.rank), asc(spotMarkets.pair))
      .limit(limit)
      .offset(offset),
  );
}

/** The live or the testnet's futures contracts, in listing order. */
export function readFuturesRows(db: Db, testnet: boolean): Promise<FuturesRow[]> {
  return readInPages(db, (tx, limit, offset) =>
    tx
      .select()
      .from(futuresContracts)
      .where(eq(futuresContracts.testnet, testnet))
      .orderBy(asc(futuresContracts.rank), asc(futuresContracts.settle), asc(futuresContracts.name))
      .limit(limit)
      .offset(offset),
  );
}

/** A spot row as `market/spots` answers it, its change measured from the basis's open. */
export function spotListEntry(r: SpotRow, basis: ChangeBasis | undefined): SpotMarket {
  const open = openOf(r, basis);
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
}

/** A contract as `market/futures` answers it, its change measured from the basis's open. */
export function futuresListEntry(r: FuturesRow, basis: ChangeBasis | undefined): FuturesContract {
  const open = openOf(r, basis);
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
}

/**
 * The kind of instrument a candles request names on a site, or null when the site does not list
 * it: a spot pair with one of the site's quotes, or a contract where the site lists derivatives
 * (the testnet's own on the testnet site).
 */
export async function listedInstrument(db: Db, site: SiteConfig, market: 'spot' | 'futures', name: string): Promise<MarketKind | null> {
  if (market === 'spot') {
    const [row] = await db
      .select({ pair: spotMarkets.pair })
      .from(spotMarkets)
      .where(and(eq(spotMarkets.pair, name), inArray(spotMarkets.currB, [...site.spotQuotes])))
      .limit(1);
    return row ? 'spot' : null;
  }
  const kind = futuresKindOf(site);
  const [row] = listsDerivatives(site)
    ? await db
        .select({ name: futuresContracts.name })
        .from(futuresContracts)
        .where(and(eq(futuresContracts.name, name), eq(futuresContracts.testnet, kind === 'testnet')))
        .limit(1)
    : [];
  return row ? kind : null;
}

/** The pilot tokens where the site lists derivatives (else none), in listing order. */
export async function pilotList(db: Db, site: SiteConfig): Promise<PilotMarket[]> {
  const rows = listsDerivatives(site) ? await db.select().from(pilotTokens).orderBy(asc(pilotTokens.rank)) : [];
  return rows.map((r) => ({
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
  }));
}

/** A page of the pre-market or pre-mint currencies where the site lists derivatives (else an empty list, total 0). */
export async function preCurrencyPage(
  db: Db,
  site: SiteConfig,
  kind: 'pre_market' | 'pre_mint',
  page: number,
  limit: number,
): Promise<{ list: PreCurrency[]; total: number }> {
  if (!listsDerivatives(site)) return { list: [], total: 0 };
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
  return {
    list: rows.map((r) => ({ currency: r.currency, market: r.market, full_name: r.fullName, tags: r.tags })),
    total: counted[0]?.n ?? 0,
  };
}

/**
 * The market tabs of an area the site shows, labelled in `language` (else English): a tab of a
 * derivatives list only where the site lists derivatives, a tab filtered by a quote (an upper-case
 * filter) only where the site lists that quote.
 */
export async function tabsFor(db: Db, site: SiteConfig, area: string, language: ApiLanguage): Promise<MarketTab[]> {
  const quotes: readonly string[] = site.spotQuotes;
  const rows = await db.select().from(marketTabs).where(eq(marketTabs.area, area)).orderBy(asc(marketTabs.rank));
  const shown = rows.filter((r) => {
    if (r.list !== 'spot') return listsDerivatives(site);
    return r.filter === r.filter.toUpperCase() ? quotes.includes(r.filter) : true;
  });
  return shown.map((r) => ({ key: r.key, label: r.labels[language] ?? r.labels.en ?? r.key, list: r.list, filter: r.filter }));
}
