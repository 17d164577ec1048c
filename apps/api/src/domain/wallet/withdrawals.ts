import { createHash } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Withdrawal, WithdrawalStatus } from '@exchange/contract/withdraw';
import type { CurrencyNetwork } from '@exchange/chain/networks';
import { cmp, normal, sub } from '@exchange/decimal/text';
import type { Db } from '../../db/client';
import { users, withdrawals } from '../../db/schema';
import type { Tx } from '../../security/rateLimit';
import type { SpendConfirmation } from '../fundPassword';
import { createNotice } from '../notices';
import { applyBalanceChanges, lockBalanceRows } from '../trading/balances';
import { isSaved } from './addressBook';
import { FAILED_ADDRESS_REASON, isRefusedAddress } from './outNetworks';
import { lockMoneyOut, outLimitOf, overLimit, usdPriceOf, usdValue } from './outRules';

export type WithdrawalRow = typeof withdrawals.$inferSelect;

/** A stored withdrawal as the contract answers it. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: String(row.id),
    text: row.clientId,
    currency: row.currency,
    network: row.network,
    address: row.address,
    memo: row.memo,
    amount: normal(row.amount),
    fee: normal(row.fee),
    receive_amount: normal(row.receiveAmount),
    status: row.status,
    tx_hash: row.txHash,
    fail_reason: row.failReason,
    create_time_ms: row.createdAt.getTime(),
    update_time_ms: row.updatedAt.getTime(),
  };
}

/** The LISTEN/NOTIFY channel each withdrawal's change is announced on, for the user's `wallet.withdrawals` stream. */
export const WITHDRAWAL_PG_CHANNEL = 'wallet_withdrawal';

/** Announces a withdrawal as it now stands, at the commit of the transaction that changed it. */
async function announce(tx: Tx, row: WithdrawalRow): Promise<void> {
  await tx.execute(sql`select pg_notify(${WITHDRAWAL_PG_CHANNEL}, ${JSON.stringify({ user_id: row.userId, withdrawal: toWithdrawal(row) })})`);
}

/** Reads a WITHDRAWAL_PG_CHANNEL payload; null for anything malformed. */
export function parseWithdrawalEvent(payload: string): { userId: number; withdrawal: Withdrawal } | null {
  try {
    const value = JSON.parse(payload) as { user_id?: unknown; withdrawal?: unknown };
    if (!Number.isSafeInteger(value.user_id) || typeof value.withdrawal !== 'object' || value.withdrawal === null) return null;
    return { userId: value.user_id as number, withdrawal: value.withdrawal as Withdrawal };
  } catch {
    return null;
  }
}

/** A refusal that names the rule (400), or the confirmation's code was used before. */
export type Refused = { ok: false; refused: 'invalid'; message: string } | { ok: false; refused: 'usedCode' };

export interface WithdrawInput {
  readonly user: { readonly id: number; readonly verified: number };
  readonly network: CurrencyNetwork;
  readonly address: string;
  readonly memo: string | null;
  /** checked already: decimals, minimum, more than the fee (outNetworks.ts checkWithdrawAmount) */
  readonly amount: string;
  readonly clientId: string;
  /** uses up the second factor that confirmed it (fundPassword.ts checkFundPassAndCode), here in its transaction */
  readonly spend: SpendConfirmation;
  readonly now: Date;
}

async function byClientId(tx: Tx, userId: number, clientId: string): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.clientId, clientId)));
  return row;
}

/**
 * Places a withdrawal in one transaction: the user's money-out lock (so a retried request with the
 * same client id waits for the first and answers it, `created` false, spending nothing), the
 * whitelist, the 24-hour limit, the balance under its row lock, then the second factor is spent, the
 * row written pending and the amount moved from available to locked.
 */
export async function placeWithdrawal(db: Db, input: WithdrawInput): Promise<{ ok: true; row: WithdrawalRow; created: boolean } | Refused> {
  const { user, network: cn, now } = input;
  const currency = cn.currency;
  return db.transaction(async (tx) => {
    await lockMoneyOut(tx, user.id);
    const existing = await byClientId(tx, user.id, input.clientId);
    if (existing) return { ok: true as const, row: existing, created: false };
    const [account] = await tx.select({ whitelist: users.withdrawWhitelist }).from(users).where(eq(users.id, user.id));
    if (account?.whitelist && !(await isSaved(tx, user.id, { currency, network: cn.network.id, address: input.address, memo: input.memo }))) {
      return invalid('Whitelist mode is on: withdraw only to an address saved in your address book');
    }
    const usd = await usdPriceOf(tx, currency);
    if (usd === null) return invalid(`${currency} has no price: its withdrawals are closed`);
    const value = usdValue(input.amount, usd);
    const over = overLimit(await outLimitOf(tx, user, now), value);
    if (over) return invalid(over);
    const held = (await lockBalanceRows(tx, [{ userId: user.id, asset: currency }])).get(`${user.id}:${currency}`);
    if (!held || cmp(held.available, input.amount) < 0) return invalid('Insufficient balance');
    if (!(await input.spend(tx))) return { ok: false as const, refused: 'usedCode' as const };
    const [row] = await tx
      .insert(withdrawals)
      .values({
        userId: user.id,
        clientId: input.clientId,
        currency,
        network: cn.network.id,
        address: input.address,
        memo: input.memo,
        amount: input.amount,
        fee: cn.withdrawFee,
        receiveAmount: sub(input.amount, cn.withdrawFee),
        usdValue: value,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('withdrawal not written');
    await applyBalanceChanges(tx, [{ userId: user.id, asset: currency, available: `-${input.amount}`, locked: input.amount }]);
    await announce(tx, row);
    return { ok: true as const, row, created: true };
  });
}

function invalid(message: string): Refused {
  return { ok: false, refused: 'invalid', message };
}

/** One page of the user's withdrawals, newest first. */
export async function listUserWithdrawals(
  db: Db,
  userId: number,
  filter: { currency?: string; status?: WithdrawalStatus; page: number; size: number },
): Promise<{ list: Withdrawal[]; total: number }> {
  const where = and(
    eq(withdrawals.userId, userId),
    filter.currency === undefined ? undefined : eq(withdrawals.currency, filter.currency),
    filter.status === undefined ? undefined : eq(withdrawals.status, filter.status),
  );
  const rows = await db
    .select()
    .from(withdrawals)
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { list: rows.map(toWithdrawal), total: total?.n ?? 0 };
}

type Settled = 'completed' | 'failed' | 'cancelled';

/**
 * Moves a withdrawal out of `from` in one transaction guarded by that status (the update matches
 * nothing when another transition won), and settles its money: completed takes the amount from
 * locked, failed and cancelled return it to available. Answers the updated row, or null.
 */
async function settle(
  db: Db,
  where: { id: number; userId?: number },
  from: 'pending' | 'processing',
  to: Settled,
  now: Date,
  extra: { txHash?: string; failReason?: string } = {},
): Promise<WithdrawalRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: to, updatedAt: now, ...extra })
      .where(and(eq(withdrawals.id, where.id), eq(withdrawals.status, from), where.userId === undefined ? undefined : eq(withdrawals.userId, where.userId)))
      .returning();
    if (!row) return null;
    await lockBalanceRows(tx, [{ userId: row.userId, asset: row.currency }]);
    const back = to === 'completed' ? '0' : row.amount;
    await applyBalanceChanges(tx, [{ userId: row.userId, asset: row.currency, available: back, locked: `-${row.amount}` }]);
    await announce(tx, row);
    return row;
  });
}

/** Cancels the user's pending withdrawal, its amount back in available; null when it is not theirs or not pending. */
export function cancelUserWithdrawal(db: Db, userId: number, id: number, now: Date): Promise<WithdrawalRow | null> {
  return settle(db, { id, userId }, 'pending', 'cancelled', now);
}

/** pending → processing (no money moves); null when it is no longer pending. */
export async function startProcessing(db: Db, id: number, now: Date): Promise<WithdrawalRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(withdrawals)
      .set({ status: 'processing', updatedAt: now })
      .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'pending')))
      .returning();
    if (row) await announce(tx, row);
    return row ?? null;
  });
}

/** The simulated transaction hash of a withdrawal (0x-prefixed on EVM networks). */
export function simulatedTxHash(row: Pick<WithdrawalRow, 'id' | 'network' | 'address'>, evm: boolean): string {
  const hex = createHash('sha256').update(`withdrawal:${row.id}:${row.network}:${row.address}`).digest('hex');
  return evm ? `0x${hex}` : hex;
}

/**
 * Finishes a processing withdrawal: failed (its money back) when the simulated chain refuses the
 * address (outNetworks.ts REFUSED_ADDRESSES), else completed with a simulated hash. A private
 * notice tells its user either way. Null when it is no longer processing.
 */
export async function finishProcessing(db: Db, row: WithdrawalRow, evm: boolean, now: Date): Promise<WithdrawalRow | null> {
  const failed = isRefusedAddress(row.address);
  const done = failed
    ? await settle(db, { id: row.id }, 'processing', 'failed', now, { failReason: FAILED_ADDRESS_REASON })
    : await settle(db, { id: row.id }, 'processing', 'completed', now, { txHash: simulatedTxHash(row, evm) });
  if (!done) return null;
  const amount = `${normal(done.amount)} ${done.currency}`;
  await createNotice(db, done.userId, {
    type: 'private_notice',
    title: failed ? 'Withdrawal failed' : 'Withdrawal completed',
    content: failed
      ? `Your withdrawal of ${amount} failed: ${FAILED_ADDRESS_REASON}. The amount is back in your balance.`
      : `Your withdrawal of ${amount} (${normal(done.receiveAmount)} ${done.currency} after the fee) was sent on ${done.network}.`,
    notification: {
      type: 'wallet',
      template_id: failed ? 'withdrawal_failed' : 'withdrawal_completed',
      extras: { url: `/myaccount/withdraw/${done.currency}` },
      template_args: { id: String(done.id) },
    },
    sentAt: now,
  });
  return done;
}

/** Withdrawals in `status` whose last change is at or before `before`, oldest first (the processor's work). */
export async function dueWithdrawals(db: Db, status: 'pending' | 'processing', before: Date, limit: number): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.status, status), sql`${withdrawals.updatedAt} <= ${before.toISOString()}::timestamptz`))
    .orderBy(withdrawals.id)
    .limit(limit);
}
