import 'server-only';
import { DEFAULT_PAY_WITH, getBuyCryptoFiatSetting, type FiatSetting } from '@exchange/contract/c2c';
import { serverApi } from './api/server';

/** Cache time (NOTES.md "Cache time 240"): seconds a fetched list is used without asking again. */
const CACHE_MS = 240_000;
let cached: { at: number; list: readonly FiatSetting[] } | undefined;

/**
 * The per-fiat buy-crypto methods, cached for 240 s in the web server (the list is the same for
 * every visitor). A failed or empty answer is not cached, so the next request asks again.
 */
export async function getFiatSettings(now = Date.now()): Promise<readonly FiatSetting[]> {
  if (cached && now - cached.at < CACHE_MS) return cached.list;
  const result = await serverApi(getBuyCryptoFiatSetting, {});
  const list = result.data.length > 0 ? result.data : [DEFAULT_PAY_WITH];
  if (result.data.length > 0) cached = { at: now, list };
  return list;
}
