import type { Db } from '../src/db/client';
import { spotMarkets } from '../src/db/schema';

let made = 0;

/**
 * A spot pair of its own for one test (so resting orders of other tests never meet it): `T<n>_USDT`,
 * price 2 decimals, amount 4, at least 0.0001 and a total of 1 USDT, open since 1970, last 100.
 */
export async function testPair(db: Db): Promise<{ pair: string; base: string; quote: 'USDT' }> {
  made += 1;
  const base = `T${process.pid % 10_000}X${made}`;
  const pair = `${base}_USDT`;
  await db.insert(spotMarkets).values({
    pair,
    currA: base,
    currB: 'USDT',
    name: base,
    rate: '100',
    open24h: '100',
    openUtc0: '100',
    openUtc8: '100',
    volume: '1000000',
    categories: [],
    buyStart: 0,
    icon: '',
    rank: 100_000 + made,
    priceDecimals: 2,
    amountDecimals: 4,
    minAmount: '0.0001',
    minTotal: '1',
  });
  return { pair, base, quote: 'USDT' };
}
