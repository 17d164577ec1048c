import type { BookLevel } from '@exchange/contract/book';
import type { OrderSide } from '@exchange/contract/trade';
import type { TicketProblem } from './ticket-rules';
import { add, compare, divideDown, divideUp, isZero, multiply, parseDecimal, subtract, toText, ZERO, type Dec } from '@exchange/decimal/dec';

/**
 * What a market order would do against the current book, before it is placed: it takes the
 * opposite side best first (a buy the asks, a sell the bids) until its amount (base) is filled.
 * The average price is what it pays per unit; the slippage how far that average is from the best
 * price, in percent. Exact decimals throughout. Pure.
 */
export interface MarketEstimate {
  /** the best price of the side it takes */
  readonly best: string;
  /** the average price over what fills, to `priceDecimals` + 2 places (cut) */
  readonly average: string;
  /** |average − best| ÷ best in percent, two places, rounded up (never shown smaller than it is) */
  readonly slippage: string;
  /** what the shown book fills of the amount (base); less than asked when the book is too thin */
  readonly filled: string;
  /** the book shown holds the whole amount */
  readonly enough: boolean;
  /** exact: whether the slippage is above `bound` percent */
  readonly above: (bound: string) => boolean;
}

/** The estimate, or undefined when there is no amount above zero or the side it takes is empty. */
export function estimateMarket(
  side: OrderSide,
  amountText: string,
  book: { readonly bids: readonly BookLevel[]; readonly asks: readonly BookLevel[] },
  priceDecimals: number,
): MarketEstimate | undefined {
  const amount = parseDecimal(amountText);
  const levels = side === 'buy' ? book.asks : book.bids;
  const bestText = levels[0]?.[0];
  const best = bestText === undefined ? undefined : parseDecimal(bestText);
  if (!amount || isZero(amount) || !best || isZero(best) || bestText === undefined) return undefined;
  let left = amount;
  let filled: Dec = ZERO;
  let total: Dec = ZERO;
  for (const [priceText, sizeText] of levels) {
    const price = parseDecimal(priceText);
    const size = parseDecimal(sizeText);
    if (!price || !size) continue;
    const take = compare(size, left) < 0 ? size : left;
    filled = add(filled, take);
    total = add(total, multiply(price, take));
    left = subtract(left, take);
    if (isZero(left)) break;
  }
  // |total − best × filled| ÷ (best × filled): the average's distance from the best price
  const atBest = multiply(best, filled);
  const diff = subtract(total, atBest);
  const away = diff.units < 0n ? { units: -diff.units, scale: diff.scale } : diff;
  const slippage = divideUp(multiply(away, { units: 100n, scale: 0 }), atBest, 2) ?? ZERO;
  const average = divideDown(total, filled, priceDecimals + 2) ?? ZERO;
  return {
    best: bestText,
    average: toText(average),
    slippage: toText(slippage, 2),
    filled: toText(filled),
    enough: isZero(left),
    above: (boundText) => {
      const bound = parseDecimal(boundText);
      // exact: away × 100 > bound × best × filled
      return bound !== undefined && compare(multiply(away, { units: 100n, scale: 0 }), multiply(bound, atBest)) > 0;
    },
  };
}

/** The ticket's refusal of a market order whose estimated slippage is above the trader's bound (percent), or none. */
export function slippageProblem(estimate: MarketEstimate | undefined, bound: string): TicketProblem | undefined {
  if (!estimate?.above(bound)) return undefined;
  return { field: 'total', key: 'slippage', values: { slippage: estimate.slippage, bound } };
}
