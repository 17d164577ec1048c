import 'server-only';
import { cache } from 'react';
import { DEFAULT_PAY_WITH, getBuyCryptoFiatSetting, type FiatSetting } from '@exchange/contract/c2c';
import { serverRequest } from '@/lib/api/server';

/** Cache time (NOTES.md "Cache time 240"): seconds a fetched list is used without asking again. */
const CACHE_MS = 240_000;
let cached: { at: number; list: readonly FiatSetting[] } | undefined;

/**
 * The per-fiat buy-crypto methods, cached for 240 s in the web server (the list is the same for
 * every visitor), and asked once per request (React `cache`). Only a successful, non-empty answer
 * is cached: on a failure the contract's fallback serves this request and the next one asks again.
 */
export const getFiatSettings = cache(async (now: number = Date.now()): Promise<readonly FiatSetting[]> => {
  if (cached && now - cached.at < CACHE_MS) return cached.list;
  const result = await serverRequest(getBuyCryptoFiatSetting, {});
  if (result.ok && result.data.data.length > 0) {
    cached = { at: now, list: result.data.data };
    return result.data.data;
  }
  return result.data.data.length > 0 ? result.data.data : [DEFAULT_PAY_WITH];
});
