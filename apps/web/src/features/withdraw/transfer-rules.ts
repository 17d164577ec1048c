import { cmp, placesOf } from '@exchange/decimal/text';
import { isAmountText } from './withdraw-rules';

/** Decimals an internal transfer or a deposit code may carry (the API's INTERNAL_DECIMALS). */
export const INTERNAL_DECIMALS = 8;

export type Recipient = { kind: 'uid'; uid: string } | { kind: 'email'; email: string } | null;

/** The recipient as typed: digits are a UID, an address with @ an email; anything else none yet. */
export function recipientOf(text: string): Recipient {
  const v = text.trim();
  if (/^\d{1,12}$/.test(v)) return { kind: 'uid', uid: v };
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 254) return { kind: 'email', email: v };
  return null;
}

export type InternalAmountProblem = 'format' | 'places' | 'balance' | 'limit';

/** Why an internal amount cannot be sent, or null ('' is no problem yet). */
export function internalAmountProblem(amount: string, available: string | null, remaining24h: string | null): InternalAmountProblem | null {
  if (amount === '') return null;
  if (!isAmountText(amount) || !/[1-9]/.test(amount)) return 'format';
  if (placesOf(amount) > INTERNAL_DECIMALS) return 'places';
  if (available !== null && cmp(amount, available) > 0) return 'balance';
  if (remaining24h !== null && cmp(amount, remaining24h) > 0) return 'limit';
  return null;
}

/** A deposit code in groups of four for reading aloud and copying by eye (the redeem call drops spaces and dashes). */
export function groupCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}
