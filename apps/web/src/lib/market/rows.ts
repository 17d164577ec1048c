import type { FuturesContract, PilotMarket, PreCurrency, SpotMarket } from '@exchange/contract/market';
import { safeReturnPath } from '@/lib/security/safe-redirect';

/**
 * One row of a coin list (spot, futures, pilot, pre-market), in the shape every market surface
 * renders: the coin panels, search, the palette, the markets page and the home overview.
 */
export interface MarketRow {
  /** unique in its list: the pair, contract or pilot address */
  readonly id: string;
  readonly base: string;
  readonly quote: string;
  readonly name: string;
  /** last price in the quote currency, as the API sent it ('' when none) */
  readonly rate: string;
  /** change percent as text, e.g. '-1.25' ('' when none) */
  readonly change: string;
  /** 24 h volume in the quote currency ('' when none) */
  readonly volume: string;
  readonly isST: boolean;
  readonly hot: boolean;
  readonly isNew: boolean;
  readonly categories: readonly string[];
  /** opening time, unix seconds (0: always open) */
  readonly buyStart: number;
  /** the page it links to, without the locale prefix */
  readonly path: string;
  /** a pilot token's contract address, shown truncated */
  readonly address?: string;
}

/**
 * A spot market as a row. Its `link` comes from the API: it is kept only when it is a path on this
 * site (safeReturnPath: no `javascript:`, no `//host`), else the row links to the pair's trade page.
 */
export function spotRow(m: SpotMarket): MarketRow {
  return {
    id: m.pair,
    base: m.curr_a,
    quote: m.curr_b,
    name: m.name,
    rate: m.rate,
    change: m.change,
    volume: m.volume,
    isST: m.is_st || m.isST,
    hot: m.category.includes('hot'),
    isNew: m.category.includes('new'),
    categories: m.category,
    buyStart: m.buy_start,
    path: safeReturnPath(m.link, `/trade/${encodeURIComponent(m.pair)}`),
  };
}

/** The spec's futures helper: a contract as a row, linked to its futures page. */
export function futuresRow(c: FuturesContract): MarketRow {
  const settle = c.settle.toUpperCase();
  return {
    id: c.name,
    base: c.coin_name,
    quote: settle,
    name: c.name.replace('_', ''),
    rate: c.last_price,
    change: c.change_percentage,
    volume: c.volume_24h,
    isST: c.is_tag_st,
    hot: c.categories.includes('hot'),
    isNew: c.categories.includes('new'),
    categories: c.categories,
    buyStart: 0,
    path: `/futures/${settle}/${c.name}`,
  };
}

/** Futures lists are transformed, then split into the BTC- and USDT-settled groups (spec §4). */
export function splitFutures(contracts: readonly FuturesContract[]): { readonly usdt: MarketRow[]; readonly btc: MarketRow[] } {
  const usdt: MarketRow[] = [];
  const btc: MarketRow[] = [];
  for (const c of contracts) (c.settle === 'btc' ? btc : usdt).push(futuresRow(c));
  return { usdt, btc };
}

/** A pilot address longer than 8 characters shows its first 4 and last 4 (spec §9). */
export function shortAddress(address: string): string {
  return address.length > 8 ? `${address.slice(0, 4)}...${address.slice(-4)}` : address;
}

export function pilotRow(p: PilotMarket): MarketRow {
  const [base = p.name, quote = ''] = p.show_pair.split('/');
  return {
    id: p.address || p.market,
    base,
    quote,
    name: p.name,
    rate: p.rate,
    change: p.change,
    volume: '',
    isST: false,
    hot: p.is_hot,
    isNew: false,
    categories: p.cate ? p.cate.split(',').filter(Boolean) : [],
    buyStart: 0,
    path: `/pilot/${p.seo_path}`,
    address: p.address,
  };
}

/**
 * Where a pre-market coin leads (spec doc 1 §2, Trade: "Pre-market coins use /trade/{BASE}_USDT
 * and /pre-market/{COIN}"). Our reading of which is used where: a coin whose USDT pair the site
 * already lists trades there, /trade/{BASE}_USDT; one still in pre-market trades on its
 * pre-market page, /pre-market/{COIN}. So a row never leads to a pair the site does not have.
 */
export function preMarketPath(currency: string, listedPairs: ReadonlySet<string>): string {
  const pair = `${currency}_USDT`;
  return listedPairs.has(pair) ? `/trade/${encodeURIComponent(pair)}` : `/pre-market/${encodeURIComponent(currency)}`;
}

/** The site's listed pairs, for preMarketPath. */
export function listedPairs(spots: readonly Pick<SpotMarket, 'pair'>[]): ReadonlySet<string> {
  return new Set(spots.map((m) => m.pair));
}

/** A pre-market coin as a row, linked by preMarketPath against the site's listed pairs. */
export function preMarketRow(p: PreCurrency, listed: ReadonlySet<string>): MarketRow {
  return {
    id: p.market,
    base: p.currency,
    quote: p.market.split('_')[1] ?? 'USDT',
    name: p.full_name,
    rate: '',
    change: '',
    volume: '',
    isST: false,
    hot: p.tags.includes('hot'),
    isNew: p.tags.includes('new'),
    categories: p.tags,
    buyStart: 0,
    path: preMarketPath(p.currency, listed),
  };
}

/**
 * New-listed order (spec §4): not-yet-open items first, soonest opening first; then the opened
 * ones, most recently opened first (our reading of "then opened ones"). Ties keep list order.
 */
export function newListedOrder(rows: readonly MarketRow[], nowS: number): MarketRow[] {
  const upcoming = rows.filter((r) => r.buyStart > nowS).sort((a, b) => a.buyStart - b.buyStart);
  const opened = rows.filter((r) => r.buyStart <= nowS).sort((a, b) => b.buyStart - a.buyStart);
  return [...upcoming, ...opened];
}

export function isUpcoming(row: MarketRow, nowS: number): boolean {
  return row.buyStart > nowS;
}

/** A pair as people write it: BTC_USDT → BTC/USDT. */
export function pairLabel(row: Pick<MarketRow, 'base' | 'quote' | 'id'>): string {
  return row.quote ? `${row.base}/${row.quote}` : row.id;
}
