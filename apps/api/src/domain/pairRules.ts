import { decimalsFor } from './prices';

/**
 * A spot pair's trading rules, fixed when its row is created (the seed here; migration 0010
 * computed the same for the rows that existed then, in SQL: keep the two in step):
 *
 * - `minTotal`: the least an order may be worth, about one US dollar in the quote (a table per
 *   quote: 1 USDT or USDC, 0.00002 BTC, 0.0005 ETH, 50 TRY, 200 JPY, 2 SGD; 1 for any other);
 * - `priceDecimals`: about six significant digits at the rate (decimalsFor, domain/prices.ts), and
 *   the simulator rounds its prices to them from then on;
 * - `amountDecimals`: the fewest (0 to 8) at which one amount step is worth at most 1 % of the
 *   least total at the rate (≤ 0.01 USDT on a USDT pair);
 * - `minAmount`: ten amount steps.
 */
export interface PairRules {
  priceDecimals: number;
  amountDecimals: number;
  minAmount: string;
  minTotal: string;
}

export const QUOTE_MIN_TOTAL: Readonly<Record<string, string>> = { USDT: '1', USDC: '1', BTC: '0.00002', ETH: '0.0005', TRY: '50', JPY: '200', SGD: '2' };

export function pairRules(rate: string, quote: string): PairRules {
  const price = Number(rate);
  const minTotal = QUOTE_MIN_TOTAL[quote] ?? '1';
  const amountDecimals = price > 0 ? Math.min(8, Math.max(0, Math.ceil(Math.log10((price * 100) / Number(minTotal))))) : 8;
  const minAmount = amountDecimals <= 1 ? String(10 ** (1 - amountDecimals)) : `0.${'0'.repeat(amountDecimals - 2)}1`;
  return { priceDecimals: decimalsFor(price), amountDecimals, minAmount, minTotal };
}
