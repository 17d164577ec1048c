import type { OrderSide, OrderType, PairInfo } from '@exchange/contract/trade';
import {
  compare,
  divideDown,
  divideUp,
  isZero,
  multiply,
  parseDecimal,
  percentOf,
  roundDown,
  significantDecimals,
  toText,
  type Dec,
} from '@exchange/decimal/dec';

/**
 * The order ticket's arithmetic and checks, on decimal text (never floating point). The checks
 * mirror the API's (packages/contract/src/trade.ts placeSpotOrder): a limit order needs a price,
 * no more decimals than the pair allows, at least `min_amount` (base) and `min_total` (quote,
 * price × amount), and a balance that covers it (a buy spends quote, a sell spends base). The
 * API checks again and its refusal is what counts; these give the reason before the round trip.
 */

export type PairRules = Pick<PairInfo, 'base' | 'quote' | 'price_decimals' | 'amount_decimals' | 'min_amount' | 'min_total'>;

export interface TicketDraft {
  readonly side: OrderSide;
  readonly type: OrderType;
  /** the limit price as typed (ignored for a market order) */
  readonly price: string;
  readonly amount: string;
}

/** What the user may spend: available base and quote as decimal text; undefined while unknown (no balance check then). */
export interface Funds {
  readonly base?: string | undefined;
  readonly quote?: string | undefined;
}

export type TicketProblemKey =
  | 'priceRequired'
  | 'priceInvalid'
  | 'priceDecimals'
  | 'amountRequired'
  | 'amountInvalid'
  | 'amountDecimals'
  | 'minAmount'
  | 'minTotal'
  | 'insufficient'
  | 'stalePrice'
  | 'slippage';

export interface TicketProblem {
  readonly field: 'price' | 'amount' | 'total';
  /** the catalog key under trade.ticket.errors */
  readonly key: TicketProblemKey;
  readonly values: Readonly<Record<string, string | number>>;
}

function positive(text: string | undefined): Dec | undefined {
  if (text === undefined) return undefined;
  const d = parseDecimal(text);
  return d && !isZero(d) ? d : undefined;
}

/**
 * The price an order is reckoned at: the limit price, or for a market order `marketPrice` (the
 * latest price the page knows; the API fills at its ask or bid). Undefined when there is none.
 */
export function reckonedPrice(draft: Pick<TicketDraft, 'type' | 'price'>, marketPrice: string | undefined): Dec | undefined {
  return positive(draft.type === 'limit' ? draft.price : marketPrice);
}

/** price × amount in the quote currency, exact; undefined until both are numbers above zero. */
export function orderTotal(draft: Pick<TicketDraft, 'type' | 'price' | 'amount'>, marketPrice: string | undefined): Dec | undefined {
  const price = reckonedPrice(draft, marketPrice);
  const amount = positive(draft.amount);
  return price && amount ? multiply(price, amount) : undefined;
}

/** Decimals the total shows: what price × amount can hold, at most 8. */
export function totalDecimals(rules: Pick<PairRules, 'price_decimals' | 'amount_decimals'>): number {
  return Math.min(8, rules.price_decimals + rules.amount_decimals);
}

function checkNumber(
  field: 'price' | 'amount',
  text: string,
  decimals: number,
): { problem: TicketProblem; value?: undefined } | { problem?: undefined; value: Dec } {
  if (text.trim() === '') return { problem: { field, key: field === 'price' ? 'priceRequired' : 'amountRequired', values: {} } };
  const value = positive(text);
  if (!value) return { problem: { field, key: field === 'price' ? 'priceInvalid' : 'amountInvalid', values: {} } };
  if (significantDecimals(text) > decimals) return { problem: { field, key: field === 'price' ? 'priceDecimals' : 'amountDecimals', values: { decimals } } };
  return { value };
}

/**
 * Every reason the API would refuse the draft that the page can tell, at most one per field, in
 * the order price, amount, total. `marketPrice` reckons a market order's total (minimum total,
 * a buy's balance); without it those checks wait for the API.
 */
export function validateTicket(draft: TicketDraft, rules: PairRules, funds: Funds, marketPrice: string | undefined, priceStale = false): TicketProblem[] {
  const problems: TicketProblem[] = [];
  let price: Dec | undefined;
  // a market order is reckoned at the live price: refused while that price is stale (lib/live/staleness.ts); a limit order names its own
  if (draft.type === 'market' && priceStale) problems.push({ field: 'price', key: 'stalePrice', values: {} });
  if (draft.type === 'limit') {
    const checked = checkNumber('price', draft.price, rules.price_decimals);
    if (checked.problem) problems.push(checked.problem);
    price = checked.value;
  } else {
    price = positive(marketPrice);
  }
  const checkedAmount = checkNumber('amount', draft.amount, rules.amount_decimals);
  const amount = checkedAmount.value;
  if (checkedAmount.problem) problems.push(checkedAmount.problem);
  else if (amount && compare(amount, parseDecimal(rules.min_amount) ?? { units: 0n, scale: 0 }) < 0) {
    problems.push({ field: 'amount', key: 'minAmount', values: { min: rules.min_amount, currency: rules.base } });
  }
  if (!amount) return problems;

  if (draft.side === 'sell') {
    const base = funds.base === undefined ? undefined : parseDecimal(funds.base);
    if (base && compare(amount, base) > 0 && !problems.some((p) => p.field === 'amount')) {
      problems.push({ field: 'amount', key: 'insufficient', values: { currency: rules.base } });
    }
  }
  if (!price) return problems;
  const total = multiply(price, amount);
  const minTotal = parseDecimal(rules.min_total);
  if (minTotal && compare(total, minTotal) < 0) {
    problems.push({ field: 'total', key: 'minTotal', values: { min: rules.min_total, currency: rules.quote } });
  } else if (draft.side === 'buy') {
    const quote = funds.quote === undefined ? undefined : parseDecimal(funds.quote);
    if (quote && compare(total, quote) > 0) problems.push({ field: 'total', key: 'insufficient', values: { currency: rules.quote } });
  }
  return problems;
}

/**
 * Headroom a market buy's share of the balance leaves (percent): the API locks amount × ask when
 * it fills, and the price may move up between the estimate and the fill, so 100 % reckoned at the
 * last price alone would often be refused.
 */
export const MARKET_BUY_HEADROOM_PERCENT = 1;

/** The price a share of the balance is reckoned at: a market buy's with the headroom added. */
export function shareReckoning(draft: Pick<TicketDraft, 'side' | 'type' | 'price'>, marketPrice: string | undefined): Dec | undefined {
  const price = reckonedPrice(draft, marketPrice);
  if (!price || draft.type !== 'market' || draft.side !== 'buy') return price;
  return percentOf(price, 100 + MARKET_BUY_HEADROOM_PERCENT);
}

/**
 * The amount for `percent` % of what the user may spend, rounded down to the pair's amount
 * decimals so it never exceeds the balance: a sell takes that share of the base balance, a buy
 * that share of the quote balance divided by the price. Undefined when the balance is unknown,
 * or a buy has no price yet.
 */
export function amountForPercent(side: OrderSide, percent: number, funds: Funds, price: Dec | undefined, amountDecimals: number): string | undefined {
  if (side === 'sell') {
    const base = funds.base === undefined ? undefined : parseDecimal(funds.base);
    return base ? toText(roundDown(percentOf(base, percent), amountDecimals)) : undefined;
  }
  const quote = funds.quote === undefined ? undefined : parseDecimal(funds.quote);
  if (!quote || !price) return undefined;
  const amount = divideDown(percentOf(quote, percent), price, amountDecimals);
  return amount ? toText(amount) : undefined;
}

/**
 * The least amount an order at `price` may have: the pair's `min_amount`, or more when that would
 * not reach `min_total` at this price (min_total ÷ price, rounded up to the amount decimals).
 */
export function leastAmountAt(price: string, rules: Pick<PairRules, 'min_amount' | 'min_total' | 'amount_decimals'>): string {
  const minAmount = parseDecimal(rules.min_amount) ?? { units: 0n, scale: 0 };
  const p = positive(price);
  const minTotal = parseDecimal(rules.min_total);
  const forTotal = p && minTotal ? divideUp(minTotal, p, rules.amount_decimals) : undefined;
  return toText(forTotal && compare(forTotal, minAmount) > 0 ? forTotal : minAmount);
}

/**
 * What a price or amount field keeps of what was typed or pasted: digits and one separator ('.',
 * or ',' read as '.'), at most `decimals` fraction digits (none and no separator when 0), no
 * leading zeros before a whole digit, at most 40 characters (the API's limit).
 */
export function cleanDecimalInput(raw: string, decimals: number): string {
  const text = raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const dot = text.indexOf('.');
  let whole = dot === -1 ? text : text.slice(0, dot);
  let fraction = dot === -1 ? undefined : text.slice(dot + 1).replace(/\./g, '');
  whole = whole.replace(/^0+(?=\d)/, '');
  if (fraction !== undefined && whole === '') whole = '0';
  if (decimals <= 0) fraction = undefined;
  else if (fraction !== undefined) fraction = fraction.slice(0, decimals);
  return (fraction === undefined ? whole : `${whole}.${fraction}`).slice(0, 40);
}

/** Decimal text as the API takes it: canonical ('1.50' → '1.5'), or '' when it is not a number. */
export function forApi(text: string): string {
  const d = parseDecimal(text);
  return d ? toText(d) : '';
}

/**
 * What stands where the ticket's submit button goes: the submit for an account that may trade;
 * when spot trading is closed to the visitor (compliance), the message saying so (with log in and
 * sign up under it for a guest: an account is judged by its profile country, not the location);
 * else a guest's log in and sign up.
 */
export type TicketFoot = 'submit' | 'closed' | 'closedGuest' | 'guest';

export function ticketFoot(visitor: { readonly loggedIn: boolean; readonly spotClosed: boolean }): TicketFoot {
  if (visitor.spotClosed) return visitor.loggedIn ? 'closed' : 'closedGuest';
  return visitor.loggedIn ? 'submit' : 'guest';
}

/** Whether an order may be sent at all (the API refuses the rest): the form checks this before anything else. */
export function canPlaceOrders(visitor: { readonly loggedIn: boolean; readonly spotClosed: boolean }): boolean {
  return ticketFoot(visitor) === 'submit';
}
