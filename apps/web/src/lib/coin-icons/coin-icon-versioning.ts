import 'server-only';
import { cache } from 'react';
import { coinIconWhitelist } from '@exchange/contract/tool';
import { serverApi } from '@/lib/api/server';
import { coinIconVersioning, type CoinIconVersioning } from './coin-icon-version';

/**
 * The coin icon versioning for this request (React `cache`: asked once per request), from
 * `/js/tool/coin_icon_whitelist.json`; on failure the contract's fallback list (spec doc 2 §8).
 */
export const getCoinIconVersioning = cache(async (): Promise<CoinIconVersioning> =>
  coinIconVersioning((await serverApi(coinIconWhitelist, {})).coinIconVersionWhiteList, Date.now()),
);
