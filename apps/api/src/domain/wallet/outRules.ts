import { sql } from 'drizzle-orm';
import { WITHDRAW_LIMIT_USD, WITHDRAW_LIMIT_WINDOW_MS } from '@exchange/contract/withdraw';
import { ZERO, divideDown, parseDecimal, toText } from '@exchange/decimal/dec';
import { add, cmp, fixed, mul, normal, placesOf, sub } from '@exchange/decimal/text';
import type { Tx } from '../../security/rateLimit';
import type { Db } from '../../db/client';
import { rowsOf } from '../sqlRows';
import { kycLevelOfStored } from '../verification';

/**
 * The rules every money-out call shares (withdrawals, transfers, codes): the user's lock, the
 * 24-hour limit by KYC level and the USD value of an amount.
 */

/**
 * Takes the user's money-out lock for the transaction (before any balance row, as the global lock
 * order says: a pair or user lock first, then balance rows), so two requests of one user, whatever
 * their currencies, check the 24-hour limit and their client id one after the other.
 */
export async function lockMoneyOut(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`wallet-out:${userId}`}, 0))`);
}

/** The USD price of a currency, or null when it has none. */
export async function usdPriceOf(db: Db | Tx, currency: string): Promise<string | null> {
  const rows = rowsOf(await db.execute(sql`select usd::text as usd from prices where asset = ${currency}`));
  const usd = rows[0]?.usd;
  return typeof usd === 'string' ? normal(usd) : null;
}

/** An amount at a USD price, rounded to cents (half away from zero). */
export function usdValue(amount: string, usd: string): string {
  return normal(fixed(mul(amount, usd), 2));
}

/** What the user sent out in the window before `now`, in USD: withdrawals not failed or cancelled, transfers, codes not cancelled. */
export async function usedUsd(db: Db | Tx, userId: number, now: Date): Promise<string> {
  const since = new Date(now.getTime() - WITHDRAW_LIMIT_WINDOW_MS).toISOString();
  const rows = rowsOf(
    await db.execute(sql`
      select coalesce(sum(v), 0)::text as used from (
        select usd_value as v from withdrawals where user_id = ${userId} and created_at > ${since}::timestamptz and status not in ('failed', 'cancelled')
        union all
        select usd_value from internal_transfers where from_user_id = ${userId} and created_at > ${since}::timestamptz
        union all
        select usd_value from deposit_codes where user_id = ${userId} and created_at > ${since}::timestamptz and status <> 'cancelled'
      ) s`),
  );
  return normal(String(rows[0]?.used ?? '0'));
}

export interface OutLimit {
  readonly level: string;
  readonly limitUsd: string;
  readonly usedUsd: string;
  readonly remainingUsd: string;
}

/** The user's 24-hour limit (by the KYC level of `users.verified`), what is used and what remains. */
export async function outLimitOf(db: Db | Tx, user: { readonly id: number; readonly verified: number }, now: Date): Promise<OutLimit> {
  const level = kycLevelOfStored(user.verified);
  const limitUsd = WITHDRAW_LIMIT_USD[level];
  const used = await usedUsd(db, user.id, now);
  const remaining = cmp(used, limitUsd) >= 0 ? '0' : normal(sub(limitUsd, used));
  return { level, limitUsd, usedUsd: used, remainingUsd: remaining };
}

/** Why sending `value` USD more would break the limit (a message), or null. */
export function overLimit(limit: OutLimit, value: string): string | null {
  if (cmp(add(limit.usedUsd, value), limit.limitUsd) <= 0) return null;
  return `This exceeds your 24-hour withdrawal limit: ${limit.remainingUsd} USD remains of ${limit.limitUsd} USD (KYC level ${limit.level})`;
}

/** A refusal message when `amount` has more decimals than `places`, else null. */
export function tooManyPlaces(amount: string, places: number, currency: string): string | null {
  return placesOf(normal(amount)) > places ? `${currency} amounts have at most ${places} decimals` : null;
}

/** What remains of the limit in the currency: remaining USD / price, rounded down to `places`. */
export function remainingIn(remainingUsd: string, usd: string, places: number): string {
  const d = divideDown(parseDecimal(remainingUsd) ?? ZERO, parseDecimal(usd) ?? ZERO, places);
  return d === undefined ? '0' : normal(toText(d));
}
