import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { isValidMemo } from '@exchange/chain/address';
import { currencyNetwork, networkById, type ChainNetwork } from '@exchange/chain/networks';
import type { Deposit, DepositStatus } from '@exchange/contract/wallet';
import { cmp, normal, placesOf } from '@exchange/decimal/text';
import type { Db } from '../../db/client';
import { deposits } from '../../db/schema';
import type { Tx } from '../../security/rateLimit';
import { createNotice } from '../notices';
import { applyBalanceChanges, lockBalanceRows } from '../trading/balances';
import { ownerOfAddress } from './addresses';

/**
 * Deposits (docs/WALLET.md "Deposits and crediting"). A deposit is recorded `pending` in the block
 * after it was sent; the chain simulator (market/chain.ts) calls `settleDeposits` after every step,
 * which counts each pending deposit's confirmations from its network's height and, once they reach
 * the network's requirement, credits it: the status change, the balance and the user's notice in
 * one transaction that only a still-pending row lets through, so a doubled step or two leaders
 * credit it once. A deposit below the network's minimum becomes `below_minimum` and is never
 * credited. Every change is announced on DEPOSIT_PG_CHANNEL for the user's `wallet.deposits` stream.
 */

/** NOTIFY channel of deposit changes: `{user_id, deposit}` (market/service.ts pushes them to the user's sockets). */
export const DEPOSIT_PG_CHANNEL = 'wallet_deposit';

type DepositRow = typeof deposits.$inferSelect;

/** A network's simulated height at `nowMs`: its blocks since the epoch, so every instance agrees without storing it. */
export function chainHeight(network: ChainNetwork, nowMs: number): number {
  return Math.floor(nowMs / (network.blockSeconds * 1000));
}

/** Confirmations of a deposit in `block` at `nowMs`, at most `required`. */
export function confirmationsAt(network: ChainNetwork, block: number, required: number, nowMs: number): number {
  return Math.max(0, Math.min(required, chainHeight(network, nowMs) - block + 1));
}

export function toDeposit(row: DepositRow): Deposit {
  return {
    id: String(row.id),
    currency: row.currency,
    network: row.network,
    address: row.address,
    memo: row.memo === '' ? null : row.memo,
    amount: normal(row.amount),
    tx_hash: row.txHash,
    confirmations: row.confirmations,
    required: row.required,
    status: row.status,
    create_time_ms: row.createdAt.getTime(),
    credit_time_ms: row.creditedAt?.getTime() ?? null,
  };
}

/** Reads a DEPOSIT_PG_CHANNEL payload; null for anything malformed. */
export function parseDepositEvent(payload: string): { userId: number; deposit: Deposit } | null {
  try {
    const value = JSON.parse(payload) as { user_id?: unknown; deposit?: unknown };
    if (!Number.isSafeInteger(value.user_id) || typeof value.deposit !== 'object' || value.deposit === null) return null;
    return { userId: value.user_id as number, deposit: value.deposit as Deposit };
  } catch {
    return null;
  }
}

async function announce(tx: Tx, row: DepositRow): Promise<void> {
  await tx.execute(sql`select pg_notify(${DEPOSIT_PG_CHANNEL}, ${JSON.stringify({ user_id: row.userId, deposit: toDeposit(row) })})`);
}

export type SendResult =
  { ok: true; deposit: Deposit } | { ok: false; refused: 'unknownNetwork' | 'notAnAddress' } | { ok: false; refused: 'invalid'; message: string };

/**
 * A simulated transfer to a deposit address (the DEV_CHAIN call): recorded pending in the next
 * block of the network. `notAnAddress`: no user's deposit address (with that memo) on the
 * network. A tx hash already seen on the network answers that deposit when it is the same
 * transfer, and is refused otherwise.
 */
export async function sendToAddress(
  db: Db,
  input: { network: string; address: string; memo: string; amount: string; txHash?: string },
  now: Date,
): Promise<SendResult> {
  const network = networkById(input.network);
  if (!network) return { ok: false, refused: 'unknownNetwork' };
  if (!isValidMemo(network, input.memo)) {
    return {
      ok: false,
      refused: 'invalid',
      message: network.memo === 'none' ? `${network.name} transfers carry no memo` : `memo is not a valid ${network.memoName ?? 'memo'} on ${network.name}`,
    };
  }
  const owner = await ownerOfAddress(db, network.id, input.address, input.memo);
  if (!owner) return { ok: false, refused: 'notAnAddress' };
  const cn = currencyNetwork(owner.currency, network.id);
  if (!cn) return { ok: false, refused: 'notAnAddress' };
  if (placesOf(input.amount) > cn.decimals) {
    return { ok: false, refused: 'invalid', message: `amount may have at most ${cn.decimals} decimals for ${owner.currency} on ${network.name}` };
  }
  const amount = normal(input.amount);
  const txHash = input.txHash ?? `0x${randomBytes(32).toString('hex')}`;
  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deposits)
      .values({
        userId: owner.userId,
        currency: owner.currency,
        network: network.id,
        address: input.address,
        memo: input.memo,
        amount,
        txHash,
        block: chainHeight(network, now.getTime()) + 1,
        confirmations: 0,
        required: network.confirmations,
        status: 'pending',
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) await announce(tx, row);
    return row;
  });
  if (inserted) return { ok: true, deposit: toDeposit(inserted) };
  const [seen] = await db
    .select()
    .from(deposits)
    .where(and(eq(deposits.network, network.id), eq(deposits.txHash, txHash)));
  if (seen && seen.userId === owner.userId && seen.address === input.address && seen.memo === input.memo && cmp(seen.amount, amount) === 0) {
    return { ok: true, deposit: toDeposit(seen) };
  }
  return { ok: false, refused: 'invalid', message: 'tx_hash is already used by another transfer on this network' };
}

export interface DepositFilter {
  currency?: string;
  status?: DepositStatus;
  page: number;
  size: number;
}

/** The user's deposits, newest first, one page, and how many match. */
export async function listDeposits(db: Db, userId: number, filter: DepositFilter): Promise<{ list: Deposit[]; total: number }> {
  const where: SQL[] = [eq(deposits.userId, userId)];
  if (filter.currency) where.push(eq(deposits.currency, filter.currency));
  if (filter.status) where.push(eq(deposits.status, filter.status));
  const cond = and(...where);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(deposits)
      .where(cond)
      .orderBy(desc(deposits.id))
      .limit(filter.size)
      .offset((filter.page - 1) * filter.size),
    db.select({ n: count() }).from(deposits).where(cond),
  ]);
  return { list: rows.map(toDeposit), total: Number(counted?.n ?? 0) };
}

/** How many pending deposits one settle reads at most (the rest wait for the next step). */
const SETTLE_BATCH = 500;

/**
 * Brings every pending deposit up to `nowMs`: new confirmations are stored (and announced), and a
 * deposit that reached its network's requirement is credited (or marked below_minimum). Answers
 * how many were credited. Safe to run twice at once: each change only applies to a row that is
 * still pending with fewer confirmations, so the second run finds nothing to do.
 */
export async function settleDeposits(db: Db, nowMs: number): Promise<number> {
  const pending = await db.select().from(deposits).where(eq(deposits.status, 'pending')).orderBy(asc(deposits.id)).limit(SETTLE_BATCH);
  let credited = 0;
  const now = new Date(nowMs);
  for (const d of pending) {
    const network = networkById(d.network);
    if (!network) continue;
    const conf = confirmationsAt(network, d.block, d.required, nowMs);
    if (conf <= d.confirmations) continue;
    if (conf < d.required) await confirm(db, d.id, conf);
    else if (await credit(db, d, now)) credited += 1;
  }
  return credited;
}

async function confirm(db: Db, id: number, confirmations: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(deposits)
      .set({ confirmations })
      .where(and(eq(deposits.id, id), eq(deposits.status, 'pending'), sql`${deposits.confirmations} < ${confirmations}`))
      .returning();
    if (row) await announce(tx, row);
  });
}

/** Credits one deposit that reached its confirmations, unless another run already did; true when this run did. */
async function credit(db: Db, d: DepositRow, now: Date): Promise<boolean> {
  const minimum = currencyNetwork(d.currency, d.network)?.minDeposit ?? '0';
  const enough = cmp(d.amount, minimum) >= 0;
  return db.transaction(async (tx) => {
    // the row lock this update takes makes a concurrent run wait, then find the row no longer pending
    const [row] = await tx
      .update(deposits)
      .set({ status: enough ? 'confirmed' : 'below_minimum', confirmations: d.required, creditedAt: enough ? now : null })
      .where(and(eq(deposits.id, d.id), eq(deposits.status, 'pending')))
      .returning();
    if (!row) return false;
    if (enough) {
      await lockBalanceRows(tx, [{ userId: row.userId, asset: row.currency }]);
      await applyBalanceChanges(tx, [{ userId: row.userId, asset: row.currency, available: row.amount, locked: '0' }]);
    }
    const amount = normal(row.amount);
    await createNotice(tx, row.userId, {
      type: 'private_notice',
      title: enough ? `Deposit confirmed: ${amount} ${row.currency}` : `Deposit below the minimum: ${amount} ${row.currency}`,
      content: enough
        ? `Your deposit of ${amount} ${row.currency} on ${d.network} has ${row.required} confirmations and is now in your spot account.`
        : `Your deposit of ${amount} ${row.currency} on ${d.network} is below the minimum deposit of ${normal(minimum)} ${row.currency} and was not credited.`,
      notification: {
        type: 'wallet',
        template_id: enough ? 'deposit_confirmed' : 'deposit_below_minimum',
        // the bell's click leads to the deposit page's history (a supplied own-site path, as the other wallet notices)
        extras: { url: `/myaccount/deposit/${row.currency}` },
        template_args: { currency: row.currency, network: row.network, amount, deposit_id: String(row.id) },
      },
      sentAt: now,
    });
    await announce(tx, row);
    return enough;
  });
}
