import { add, cmp, mul, sub } from '@exchange/decimal/text';
import type { OrderSide } from '@exchange/contract/trade';

/**
 * The money of one match (docs/MATCHING.md), pure: what each fill costs and the fees, and the
 * balance change of every (user, asset) it touches. Every fill moves `amount` of the base from the
 * seller to the buyer and `price × amount` of the quote the other way; each side pays its fee out of
 * what it receives, at its own rate (maker or taker). An order that rests keeps what it may still
 * spend locked: price × remaining of the quote (a buy), or the remaining base (a sell).
 *
 * So over all users, each asset's available + locked changes by exactly minus the fees paid in it
 * (the property the tests check); no other money appears or disappears.
 */

export interface MatchedFill {
  readonly makerOrderId: number;
  readonly makerUserId: number;
  /** the maker's side (the opposite of the taker's) */
  readonly makerSide: OrderSide;
  readonly price: string;
  readonly amount: string;
}

export interface Rates {
  readonly maker: string;
  readonly taker: string;
}

export interface SettlementInput {
  readonly base: string;
  readonly quote: string;
  readonly takerUserId: number;
  readonly takerSide: OrderSide;
  readonly fills: readonly MatchedFill[];
  /** what of the taker rests on the book, and at which price (none: nothing rests) */
  readonly rested: { readonly price: string; readonly amount: string } | null;
  /** the taker's own resting orders that self-trade prevention cancelled, with what was left of each */
  readonly selfTradeCancels: readonly { readonly side: OrderSide; readonly price: string; readonly remaining: string }[];
  /** fee rates by user id (every maker's and the taker's) */
  readonly rates: ReadonlyMap<number, Rates>;
}

export interface SettledFill extends MatchedFill {
  /** price × amount, in the quote */
  readonly total: string;
  readonly takerFee: string;
  readonly takerFeeAsset: string;
  readonly makerFee: string;
  readonly makerFeeAsset: string;
}

export interface BalanceChange {
  readonly userId: number;
  readonly asset: string;
  available: string;
  locked: string;
}

export interface Settlement {
  readonly fills: readonly SettledFill[];
  /** every (user, asset) the match changes, keyed `${userId}:${asset}` */
  readonly changes: ReadonlyMap<string, BalanceChange>;
  /** what the taker spends out of `available`: the fills' cost (or base) plus what it rests with */
  readonly takerSpend: { readonly asset: string; readonly amount: string };
  /** the taker's totals: base filled, quote traded, fee paid (in the asset it received) */
  readonly taker: { readonly filled: string; readonly filledTotal: string; readonly fee: string };
  /** each maker order's share: base filled, quote traded, fee */
  readonly makers: ReadonlyMap<number, { filled: string; filledTotal: string; fee: string }>;
}

/** What a resting order holds locked: price × remaining of the quote (a buy) or the remaining base (a sell). */
export function reserveFor(side: OrderSide, price: string, remaining: string): string {
  return side === 'buy' ? mul(price, remaining) : remaining;
}

function ratesOf(rates: ReadonlyMap<number, Rates>, userId: number): Rates {
  const r = rates.get(userId);
  if (!r) throw new Error(`no fee rates for user ${userId}`);
  return r;
}

export function settle(input: SettlementInput): Settlement {
  const { base, quote, takerUserId, takerSide } = input;
  const changes = new Map<string, BalanceChange>();
  const change = (userId: number, asset: string, delta: { available?: string; locked?: string }) => {
    const key = `${userId}:${asset}`;
    const row = changes.get(key) ?? { userId, asset, available: '0', locked: '0' };
    row.available = add(row.available, delta.available ?? '0');
    row.locked = add(row.locked, delta.locked ?? '0');
    changes.set(key, row);
  };
  const takerRates = ratesOf(input.rates, takerUserId);
  const takerReceives = takerSide === 'buy' ? base : quote;
  const makerReceives = takerSide === 'buy' ? quote : base;
  const fills: SettledFill[] = [];
  const makers = new Map<number, { filled: string; filledTotal: string; fee: string }>();
  let filled = '0';
  let filledTotal = '0';
  let takerFee = '0';
  for (const fill of input.fills) {
    const total = mul(fill.price, fill.amount);
    const makerRates = ratesOf(input.rates, fill.makerUserId);
    // each pays its fee out of what it receives: the buyer in base, the seller in quote
    const takerGets = takerSide === 'buy' ? fill.amount : total;
    const makerGets = takerSide === 'buy' ? total : fill.amount;
    const tFee = mul(takerGets, takerRates.taker);
    const mFee = mul(makerGets, makerRates.maker);
    // the maker's reserve at its own price pays exactly this fill
    change(fill.makerUserId, takerSide === 'buy' ? base : quote, { locked: sub('0', takerSide === 'buy' ? fill.amount : total) });
    change(fill.makerUserId, makerReceives, { available: sub(makerGets, mFee) });
    change(takerUserId, takerReceives, { available: sub(takerGets, tFee) });
    fills.push({ ...fill, total, takerFee: tFee, takerFeeAsset: takerReceives, makerFee: mFee, makerFeeAsset: makerReceives });
    filled = add(filled, fill.amount);
    filledTotal = add(filledTotal, total);
    takerFee = add(takerFee, tFee);
    const share = makers.get(fill.makerOrderId) ?? { filled: '0', filledTotal: '0', fee: '0' };
    makers.set(fill.makerOrderId, { filled: add(share.filled, fill.amount), filledTotal: add(share.filledTotal, total), fee: add(share.fee, mFee) });
  }
  const spendAsset = takerSide === 'buy' ? quote : base;
  const restReserve = input.rested ? reserveFor(takerSide, input.rested.price, input.rested.amount) : '0';
  const spent = takerSide === 'buy' ? filledTotal : filled;
  const takerSpend = add(spent, restReserve);
  change(takerUserId, spendAsset, { available: sub('0', takerSpend), locked: restReserve });
  for (const cancel of input.selfTradeCancels) {
    const reserve = reserveFor(cancel.side, cancel.price, cancel.remaining);
    change(takerUserId, cancel.side === 'buy' ? quote : base, { available: reserve, locked: sub('0', reserve) });
  }
  for (const [key, row] of changes) if (cmp(row.available, '0') === 0 && cmp(row.locked, '0') === 0) changes.delete(key);
  return { fills, changes, takerSpend: { asset: spendAsset, amount: takerSpend }, taker: { filled, filledTotal, fee: takerFee }, makers };
}
