import type { Deposit, DepositStatus, WalletNetwork } from '@exchange/contract/wallet';

/**
 * The deposit page's pure rules: which network is chosen, how a deposit's status is told (text and
 * icon, never colour alone), how a live update joins the history, and the currency chooser's search.
 */

/** The network shown: the one asked for when the currency travels on it, else the usual (first) one; null when there is none. */
export function chooseNetwork(networks: readonly Pick<WalletNetwork, 'network'>[], wanted: string | null | undefined): string | null {
  if (wanted && networks.some((n) => n.network === wanted)) return wanted;
  return networks[0]?.network ?? null;
}

export type StatusIcon = 'clock' | 'check' | 'warning';

export interface StatusView {
  /** the catalog key under `deposit.status` */
  readonly key: DepositStatus;
  readonly icon: StatusIcon;
  /** confirmations so far and required, for a pending deposit */
  readonly progress: { readonly n: number; readonly m: number } | null;
}

const ICONS: Record<DepositStatus, StatusIcon> = { pending: 'clock', confirmed: 'check', below_minimum: 'warning' };

export function statusView(deposit: Pick<Deposit, 'status' | 'confirmations' | 'required'>): StatusView {
  return {
    key: deposit.status,
    icon: ICONS[deposit.status],
    progress: deposit.status === 'pending' ? { n: Math.min(deposit.confirmations, deposit.required), m: deposit.required } : null,
  };
}

/** Newest first: by creation time, then by id (ids are increasing decimal text). */
function newerFirst(a: Deposit, b: Deposit): number {
  if (a.create_time_ms !== b.create_time_ms) return b.create_time_ms - a.create_time_ms;
  if (a.id.length !== b.id.length) return b.id.length - a.id.length;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/**
 * The history page after a live update: the same deposit replaced in place (a later state never
 * goes back: a confirmed one stays confirmed), a new one of the shown currency added on top (the
 * first page only). Returns the list unchanged when the update does not concern it.
 */
export function mergeDeposit(list: readonly Deposit[], update: Deposit, opts: { currency: string; firstPage: boolean; max: number }): readonly Deposit[] {
  const at = list.findIndex((d) => d.id === update.id);
  if (at >= 0) {
    const old = list[at];
    if (old && old.status !== 'pending' && update.status === 'pending') return list;
    if (old && old.status === 'pending' && update.status === 'pending' && update.confirmations < old.confirmations) return list;
    return list.map((d, i) => (i === at ? update : d));
  }
  if (update.currency !== opts.currency || !opts.firstPage) return list;
  return [update, ...list].sort(newerFirst).slice(0, opts.max);
}

/** How many pages a history of `total` deposits has at `size` a page (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, size)));
}

/** Currencies listed first in the chooser (when the search is empty). */
export const POPULAR_CURRENCIES = ['USDT', 'BTC', 'ETH', 'USDC', 'SOL', 'XRP', 'TON', 'TRX', 'BNB'] as const;

/** The distinct currencies of the site's spot pairs, popular ones first, then alphabetical. */
export function currenciesOf(pairs: readonly { readonly base: string; readonly quote: string }[]): string[] {
  const all = new Set<string>();
  for (const p of pairs) {
    all.add(p.base.toUpperCase());
    all.add(p.quote.toUpperCase());
  }
  const popular: string[] = POPULAR_CURRENCIES.filter((c) => all.has(c));
  const rest = [...all].filter((c) => !popular.includes(c)).sort();
  return [...popular, ...rest];
}

/** The chooser's matches for `query`: codes starting with it first, then containing it, in list order; at most `limit`. */
export function matchCurrencies(codes: readonly string[], query: string, limit: number): string[] {
  const q = query.trim().toUpperCase();
  if (!q) return codes.slice(0, limit);
  const starts = codes.filter((c) => c.startsWith(q));
  const contains = codes.filter((c) => !c.startsWith(q) && c.includes(q));
  return [...starts, ...contains].slice(0, limit);
}

/** A currency segment of the address as the page serves it (`usdt` → `USDT`); null when it cannot be a currency code. */
export function currencyOfSegment(segment: string): string | null {
  const code = decodeURIComponent(segment).toUpperCase();
  return /^[A-Z0-9]{1,20}$/.test(code) ? code : null;
}
