import { COOKIE } from '../../lib/cookies';
import { ONE_YEAR_DAYS, type CookieWrite } from '../../lib/preference-rules';

export interface FiatOption {
  readonly code: string;
  readonly symbol: string;
}

/** The fiats whose code or symbol contains the query (case-insensitive); all for an empty query. */
export function filterFiats(list: readonly FiatOption[], query: string): FiatOption[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...list];
  return list.filter((f) => f.code.toLowerCase().includes(q) || f.symbol.toLowerCase().includes(q));
}

/** Choosing a pay-with fiat sets the current currency and stores the default buy-crypto fiat (spec doc 1 §4). */
export function choosePayWith(fiat: string): CookieWrite[] {
  return [
    { name: COOKIE.fiat, value: fiat, days: ONE_YEAR_DAYS },
    { name: COOKIE.buyCryptoFiat, value: fiat, days: ONE_YEAR_DAYS },
  ];
}
