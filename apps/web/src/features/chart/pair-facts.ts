'use client';
import { spotPairInfo } from '@exchange/contract/trade';
import { browserRequest } from '@/lib/api/browser';

export interface PairFacts {
  readonly priceDecimals: number;
  readonly hasSeconds: boolean;
}

/** Decimals of a price as text ('64000.5' → 1); the guess when pair info is unavailable. */
export function decimalsOf(rate: string | undefined): number {
  const match = rate ? /\.(\d+)$/.exec(rate) : null;
  return match?.[1] ? Math.min(14, match[1].length) : 2;
}

const cache = new Map<string, Promise<PairFacts>>();

/** Seeds the facts the page already knows (its own pair), so no call is made for it. */
export function knowPairFacts(pair: string, facts: PairFacts): void {
  cache.set(pair, Promise.resolve(facts));
}

/**
 * A pair's price decimals and whether it records seconds, from `spotPairInfo` (asked once per
 * page); when the call fails, the decimals of its listed rate and no seconds.
 */
export function pairFacts(pair: string, listedRate?: string): Promise<PairFacts> {
  let facts = cache.get(pair);
  if (!facts) {
    facts = browserRequest(spotPairInfo, { pair }).then((result) => {
      const info = result.ok ? result.data.data : null;
      if (!info) {
        cache.delete(pair);
        return { priceDecimals: decimalsOf(listedRate), hasSeconds: false };
      }
      return { priceDecimals: info.price_decimals, hasSeconds: info.has_seconds };
    });
    cache.set(pair, facts);
  }
  return facts;
}
