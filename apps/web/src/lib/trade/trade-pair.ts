import type { PairInfo } from '@exchange/contract/trade';

/** A spot pair as the trade page's path names it: `/trade/BTC_USDT`. */
export interface PairRef {
  /** BASE_QUOTE in capitals, as the API names it */
  readonly pair: string;
  readonly base: string;
  readonly quote: string;
}

/** The path segment of a pair: the contract's pair shape, any letter case (routing.ts PAGE_ROUTES has the same). */
const PAIR_SEGMENT = /^([A-Za-z0-9]{1,16})_([A-Za-z0-9]{1,16})$/;

/**
 * The pair of a `/trade/{BASE_QUOTE}` path segment; undefined when the segment cannot be a pair.
 * Letter case is forgiven (`btc_usdt` is BTC_USDT; the page names the capitalised path as canonical).
 */
export function parsePairSegment(segment: string): PairRef | undefined {
  const match = PAIR_SEGMENT.exec(segment);
  if (!match?.[1] || !match[2]) return undefined;
  const base = match[1].toUpperCase();
  const quote = match[2].toUpperCase();
  return { pair: `${base}_${quote}`, base, quote };
}

/** The pair of a page path when it is the trade page (`/trade/BTC_USDT`, one trailing slash allowed). */
export function tradePairOfPath(path: string): PairRef | undefined {
  const segment = /^\/trade\/([^/]+)\/?$/.exec(path)?.[1];
  return segment ? parsePairSegment(segment) : undefined;
}

/** The trade page of a pair, without the locale prefix (href() adds it). */
export function tradePath(pair: string): string {
  return `/trade/${pair}`;
}

/** What the server learnt from pair_info: the pair's rules, a refusal (HTTP status), or no answer (status 0). */
export type PairInfoOutcome = { readonly ok: true; readonly info: PairInfo | null } | { readonly ok: false; readonly status: number };

/**
 * Whether the page exists, and with what it renders:
 * - `listed` with the pair's rules: pair_info answered them;
 * - `unknown`: pair_info answered 404 (the site does not list it), or, pair_info having failed
 *   otherwise, the site's spot market list was read and does not hold the pair;
 * - `listed` without rules: pair_info failed and the market list holds the pair, or could not be
 *   read either (nothing says the pair is unknown, so the page renders and the browser asks
 *   pair_info again before the ticket takes orders).
 * `marketPairs` is undefined, or empty, when the list could not be read.
 */
export type PairDecision = { readonly kind: 'listed'; readonly info: PairInfo | null } | { readonly kind: 'unknown' };

export function decidePair(pair: string, outcome: PairInfoOutcome, marketPairs: readonly string[] | undefined): PairDecision {
  if (outcome.ok && outcome.info) return { kind: 'listed', info: outcome.info };
  if (!outcome.ok && outcome.status === 404) return { kind: 'unknown' };
  if (!marketPairs || marketPairs.length === 0) return { kind: 'listed', info: null };
  return marketPairs.includes(pair) ? { kind: 'listed', info: null } : { kind: 'unknown' };
}

/** Whether deciding needs the market list: only when pair_info gave neither the rules nor a 404. */
export function needsMarketList(outcome: PairInfoOutcome): boolean {
  return !(outcome.ok && outcome.info) && !(!outcome.ok && outcome.status === 404);
}
