import { isValidAddress, isValidMemo } from '@exchange/chain/address';
import type { ChainNetwork } from '@exchange/chain/networks';
import { ZERO, parseDecimal, roundDown, toText } from '@exchange/decimal/dec';
import { cmp, min, normal, placesOf, sub } from '@exchange/decimal/text';

/**
 * The withdraw form's pure rules, on decimal text (never floats). `amount` is what leaves the
 * balance, the network fee included (packages/contract withdraw.ts); what arrives is amount − fee.
 */

/** A positive or zero decimal as typed (no sign, no exponent, at most one point). */
const TYPED_DECIMAL = /^\d+(\.\d+)?$/;

/** The typed text with a comma read as the point and spaces removed; '' stays ''. */
export function cleanAmount(text: string): string {
  return text.replace(/\s/g, '').replace(',', '.');
}

/** Whether the text is a plain decimal the API accepts. */
export function isAmountText(text: string): boolean {
  return TYPED_DECIMAL.test(text);
}

/** `value` cut (never rounded up) to `places` decimals, canonical. */
export function cutTo(value: string, places: number): string {
  const d = parseDecimal(value) ?? ZERO;
  return normal(toText(roundDown(d, places)));
}

/**
 * What "max" puts in the amount: all of the available balance, cut to the network's decimals and
 * capped by what remains of the 24-hour limit in the currency (when the quote knows it: '0' from a
 * currency without a price means unknown, not zero). What would arrive is that minus the fee.
 */
export function maxAmount(available: string, decimals: number, remaining24h: string | null): string {
  const capped = remaining24h !== null && cmp(remaining24h, '0') > 0 ? min(available, remaining24h) : available;
  return cutTo(capped, decimals);
}

/** What arrives for a typed amount: amount − fee, or '0' when the amount is not a number or does not cover the fee. */
export function receiveOf(amount: string, fee: string): string {
  if (!isAmountText(amount) || cmp(amount, fee) <= 0) return '0';
  return normal(sub(amount, fee));
}

/** The facts an amount is checked against (the quote's, the network's). */
export interface AmountFacts {
  readonly available: string;
  readonly fee: string;
  readonly minimum: string;
  readonly decimals: number;
  /** what remains of the 24-hour limit in the currency; null when unknown */
  readonly remaining24h: string | null;
}

export type AmountProblem = 'format' | 'places' | 'minimum' | 'fee' | 'balance' | 'limit';

/** Why the amount cannot be sent (checked in the API's order), or null; '' is no problem yet (nothing typed). */
export function amountProblem(amount: string, facts: AmountFacts): AmountProblem | null {
  if (amount === '') return null;
  if (!isAmountText(amount) || !/[1-9]/.test(amount)) return 'format';
  if (placesOf(amount) > facts.decimals) return 'places';
  if (cmp(amount, facts.minimum) < 0) return 'minimum';
  if (cmp(amount, facts.fee) <= 0) return 'fee';
  if (cmp(amount, facts.available) > 0) return 'balance';
  if (facts.remaining24h !== null && cmp(amount, facts.remaining24h) > 0) return 'limit';
  return null;
}

export type AddressProblem = 'invalid' | null;

/** Whether the address suits the network (its checksum where it has one); '' is no problem yet. */
export function addressProblem(network: ChainNetwork, address: string): AddressProblem {
  if (address === '') return null;
  return isValidAddress(network, address) ? null : 'invalid';
}

export type MemoProblem = 'required' | 'invalid' | null;

/** The memo a network needs (required networks), in its form; none where the network has no memo. */
export function memoProblem(network: ChainNetwork, memo: string, touched: boolean): MemoProblem {
  if (network.memo === 'none') return null;
  if (memo === '') return touched ? 'required' : null;
  return isValidMemo(network, memo) ? null : 'invalid';
}

/** Everything the form needs before it may ask for the confirmation. */
export function canSubmit(input: { network: ChainNetwork; address: string; memo: string; amount: string; facts: AmountFacts | null }): boolean {
  const { network, address, memo, amount, facts } = input;
  if (!facts || address === '' || amount === '') return false;
  if (addressProblem(network, address) !== null || amountProblem(amount, facts) !== null) return false;
  return network.memo === 'none' ? memo === '' : memoProblem(network, memo, true) === null;
}
