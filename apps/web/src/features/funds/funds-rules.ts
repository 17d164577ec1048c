import type { FundBalance } from '@exchange/contract/account';
import { add, cmp, mul } from '@exchange/decimal/text';

/**
 * The funds table's pure rules: a balance's valuation (at its live price when one is current, else
 * the API's reference price), the small-balance rule, search, sorting and sums. Every figure is
 * decimal text (@exchange/decimal), never a JavaScript number.
 */

/** The quote a currency's live price is read in: its `…_USDT` pair, USDT taken as one USD. */
export const LIVE_QUOTE = 'USDT';

export interface FundView {
  readonly currency: string;
  readonly name: string;
  readonly available: string;
  readonly locked: string;
  /** available + locked */
  readonly total: string;
  /** the API's reference price and value (the totals' valuation) */
  readonly usdPrice: string;
  readonly usdValue: string;
}

export function toViews(balances: readonly FundBalance[]): FundView[] {
  return balances.map((b) => ({
    currency: b.currency,
    name: b.name,
    available: b.available,
    locked: b.locked,
    total: add(b.available, b.locked),
    usdPrice: b.usd_price,
    usdValue: b.usd_value,
  }));
}

/** The pair whose live price values a currency: none for the quote itself or a currency without a reference price (nothing trades it here). */
export function livePairOf(view: Pick<FundView, 'currency' | 'usdPrice'>): string | undefined {
  if (view.currency === LIVE_QUOTE || cmp(view.usdPrice, '0') <= 0) return undefined;
  return `${view.currency}_${LIVE_QUOTE}`;
}

/** A balance's USD value now: at the live price when one is current, else the reference value. */
export function valueNow(view: Pick<FundView, 'total' | 'usdValue'>, livePrice: string | undefined): string {
  return livePrice === undefined ? view.usdValue : mul(view.total, livePrice);
}

/** A USD amount in the fiat in force (`rate` units per USD), or in USD when the fiat has no rate. */
export function inFiat(usd: string, fiat: string, rates: Readonly<Record<string, string>>): { amount: string; currency: string } {
  const rate = rates[fiat];
  return rate && cmp(rate, '0') > 0 ? { amount: mul(usd, rate), currency: fiat } : { amount: usd, currency: 'USD' };
}

/** Small: worth less than the threshold (USD) at the reference price, so a row does not come and go as prices tick. */
export function isSmall(view: Pick<FundView, 'usdValue'>, threshold: string): boolean {
  return cmp(view.usdValue, threshold) < 0;
}

/** The search: the symbol or the name holds the query, ignoring case and outer spaces. */
export function matchesQuery(view: Pick<FundView, 'currency' | 'name'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  return q === '' || view.currency.toLowerCase().includes(q) || view.name.toLowerCase().includes(q);
}

export const FUND_SORT_KEYS = ['currency', 'available', 'locked', 'value'] as const;
export type FundSortKey = (typeof FUND_SORT_KEYS)[number];
export interface FundSort {
  readonly key: FundSortKey;
  readonly dir: 'asc' | 'desc';
}

const FIELD: Record<Exclude<FundSortKey, 'currency'>, (view: FundView) => string> = {
  available: (v) => v.available,
  locked: (v) => v.locked,
  value: (v) => v.usdValue,
};

/** Rows by a column (values compared exactly; ties keep the API's order: largest value first). Stable. */
export function sortViews(views: readonly FundView[], sort: FundSort | null): FundView[] {
  if (!sort) return [...views];
  const sign = sort.dir === 'asc' ? 1 : -1;
  const compare = (a: FundView, b: FundView): number =>
    sort.key === 'currency' ? a.currency.localeCompare(b.currency) : cmp(FIELD[sort.key](a), FIELD[sort.key](b));
  return views
    .map((view, i) => ({ view, i }))
    .sort((a, b) => compare(a.view, b.view) * sign || a.i - b.i)
    .map((x) => x.view);
}

/** A header click: a new column sorts high to low first (A to Z for the currency); the same column flips, then back to the list's own order. */
export function nextFundSort(current: FundSort | null, key: FundSortKey): FundSort | null {
  const first = key === 'currency' ? 'asc' : 'desc';
  if (!current || current.key !== key) return { key, dir: first };
  return current.dir === first ? { key, dir: first === 'asc' ? 'desc' : 'asc' } : null;
}

export interface FundFilter {
  readonly query: string;
  /** hide balances worth less than this (USD); undefined shows them all */
  readonly hideBelow: string | undefined;
  readonly sort: FundSort | null;
}

/** What the table shows: searched, small balances hidden when asked, sorted. */
export function visibleViews(views: readonly FundView[], filter: FundFilter): FundView[] {
  const kept = views.filter((v) => matchesQuery(v, filter.query) && (filter.hideBelow === undefined || !isSmall(v, filter.hideBelow)));
  return sortViews(kept, filter.sort);
}

/** The sum of the rows' reference values (USD, exact). */
export function sumUsd(views: readonly Pick<FundView, 'usdValue'>[]): string {
  return views.reduce((sum, v) => add(sum, v.usdValue), '0');
}
