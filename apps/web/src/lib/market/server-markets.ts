import 'server-only';
import { cache } from 'react';
import { apiLanguage, marketSpots } from '@exchange/contract/market';
import { currFiatMarketRates } from '@exchange/contract/site';
import type { ApiError } from '@/lib/api/client';
import { reportFailedCall } from '@/lib/api/render-health';
import { serverRequest } from '@/lib/api/server';
import { getRequestContext } from '@/lib/request/request-context';
import { spotRow, type MarketRow } from './rows';

export interface ServerMarkets {
  readonly rows: MarketRow[];
  readonly rates: Record<string, string>;
  /** when they were read, unix seconds */
  readonly atS: number;
}

/**
 * How long one read of the spots list serves every page render of the same site, language and
 * change basis (ms). The list is ~2,900 rows: asking and parsing it for each home page render
 * would cost every visitor; prices move on the page through the live feed anyway.
 */
export const SERVER_MARKETS_TTL_MS = 5_000;
type Read = ServerMarkets & { readonly failure: ApiError | undefined };
const shared = new Map<string, { at: number; markets: Promise<Read> }>();

/** A read: the markets, and the first call's failure when one failed (every render sharing the read reports it). */
async function read(language: string, timezone: 'utc0' | 'utc8' | undefined): Promise<Read> {
  const [spots, rates] = await Promise.all([
    serverRequest(marketSpots, { exchange_type: 'ALL', timezone }, { 'application-language': language, 'application-type': 'web' }),
    serverRequest(currFiatMarketRates, {}),
  ]);
  const failure = !spots.ok ? spots.error : !rates.ok ? rates.error : undefined;
  return { rows: spots.data.data.map(spotRow), rates: rates.data.data, atS: Math.floor(Date.now() / 1000), failure };
}

/**
 * The site's spot markets and the fiat rates for a server render (the markets page's first rows,
 * the home overview), in the visitor's language and change basis: one read per site, language and
 * basis every few seconds, shared by concurrent renders (a failed read is not kept); empty lists
 * on failure (the page still renders, the client then loads them).
 */
export const getServerMarkets = cache(async (): Promise<ServerMarkets> => {
  const { site, locale, preferences } = await getRequestContext();
  const language = apiLanguage(locale);
  const timezone = preferences.changeBasis === '24h' ? undefined : preferences.changeBasis;
  const key = `${site.key}|${language}|${timezone ?? ''}`;
  const now = Date.now();
  const hit = shared.get(key);
  // a render that joins another's read reports its failure too (the read's own calls reported in that render only)
  if (hit && now - hit.at < SERVER_MARKETS_TTL_MS)
    return hit.markets.then((result) => {
      if (result.failure) reportFailedCall(result.failure);
      return result;
    });
  const markets = read(language, timezone).then((result) => {
    if (result.failure) shared.delete(key);
    return result;
  });
  shared.set(key, { at: now, markets });
  return markets;
});
