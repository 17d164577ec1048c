import 'server-only';
import { cache } from 'react';
import { apiLanguage, marketSpots } from '@exchange/contract/market';
import { currFiatMarketRates } from '@exchange/contract/site';
import { serverApi } from '../api/server';
import { getRequestContext } from '../request-context';
import { spotRow, type MarketRow } from './rows';

/**
 * The site's spot markets and the fiat rates for a server render (the markets page's first rows,
 * the home overview), asked once per request in the visitor's language and change basis; empty
 * lists on failure (the page still renders, the client then loads them). `atS`: when they were read.
 */
export const getServerMarkets = cache(async (): Promise<{ rows: MarketRow[]; rates: Record<string, string>; atS: number }> => {
  const { locale, preferences } = await getRequestContext();
  const timezone = preferences.changeBasis === '24h' ? undefined : preferences.changeBasis;
  const [spots, rates] = await Promise.all([
    serverApi(marketSpots, { exchange_type: 'ALL', timezone }, { 'application-language': apiLanguage(locale), 'application-type': 'web' }),
    serverApi(currFiatMarketRates, {}),
  ]);
  return { rows: spots.data.map(spotRow), rates: rates.data, atS: Math.floor(Date.now() / 1000) };
});
