import 'server-only';
import { cache } from 'react';
import { apiLanguage, marketSpots } from '@exchange/contract/market';
import { currFiatMarketRates } from '@exchange/contract/site';
import { serverRequest } from '../api/server';
import { getRequestContext } from '../request-context';
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
const shared = new Map<string, { at: number; markets: Promise<ServerMarkets> }>();

async function read(language: string, timezone: 'utc0' | 'utc8' | undefined): Promise<ServerMarkets & { ok: boolean }> {
  const [spots, rates] = await Promise.all([
    serverRequest(marketSpots, { exchange_type: 'ALL', timezone }, { 'application-language': language, 'application-type': 'web' }),
    serverRequest(currFiatMarketRates, {}),
  ]);
  return { rows: spots.data.data.map(spotRow), rates: rates.data.data, atS: Math.floor(Date.now() / 1000), ok: spots.ok && rates.ok };
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
  if (hit && now - hit.at < SERVER_MARKETS_TTL_MS) return hit.markets;
  const markets = read(language, timezone).then((result) => {
    if (!result.ok) shared.delete(key);
    return result;
  });
  shared.set(key, { at: now, markets });
  return markets;
});
