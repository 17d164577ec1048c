import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { DEPOSIT_CODE_LENGTH, type DepositCode, type DepositCodeStatus } from '@exchange/contract/withdraw';
import { cmp, normal } from '@exchange/decimal/text';
import type { Db } from '../../db/client';
import { depositCodes } from '../../db/schema';
import type { SpendConfirmation } from '../fundPassword';
import { createNotice } from '../notices';
import { applyBalanceChanges, lockBalanceRows } from '../trading/balances';
import { lockMoneyOut, outLimitOf, overLimit, usdPriceOf, usdValue } from './outRules';
import type { Refused } from './withdrawals';

type CodeRow = typeof depositCodes.$inferSelect;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new code: DEPOSIT_CODE_LENGTH base32 characters from the crypto RNG (each byte's low 5 bits: uniform, 100 bits in all). */
export function newDepositCode(): string {
  return [...randomBytes(DEPOSIT_CODE_LENGTH)].map((b) => BASE32[b & 31]).join('');
}

/** How a code is stored: its SHA-256 (hex). The code itself is answered once, to its creator. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

export function toDepositCode(row: CodeRow): DepositCode {
  return {
    id: String(row.id),
    text: row.clientId,
    currency: row.currency,
    amount: normal(row.amount),
    code_tail: row.codeTail,
    status: row.status,
    create_time_ms: row.createdAt.getTime(),
    update_time_ms: row.updatedAt.getTime(),
  };
}

export interface CodeInput {
  readonly user: { readonly id: number; readonly verified: number };
  readonly currency: string;
  readonly amount: string;
  readonly clientId: string;
  readonly spend: SpendConfirmation;
  readonly now: Date;
}

/**
 * Takes the amount from the user's available balance into a new code, in one transaction (the
 * money-out lock, the client id, the 24-hour limit, the balance row, the second factor). A retry with
 * the same client id answers the first code with `code` null: only its hash is stored.
 */
export async function createCode(db: Db, input: CodeInput): Promise<{ ok: true; code: DepositCode & { code: string | null }; created: boolean } | Refused> {
  const { user, currency, amount, now } = input;
  return db.transaction(async (tx) => {
    await lockMoneyOut(tx, user.id);
    const [existing] = await tx
      .select()
      .from(depositCodes)
      .where(and(eq(depositCodes.userId, user.id), eq(depositCodes.clientId, input.clientId)));
    if (existing) return { ok: true as const, code: { ...toDepositCode(existing), code: null }, created: false };
    const usd = await usdPriceOf(tx, currency);
    if (usd === null) return invalid(`${currency} has no price: its transfers are closed`);
    const value = usdValue(amount, usd);
    const over = overLimit(await outLimitOf(tx, user, now), value);
    if (over) return invalid(over);
    const held = (await lockBalanceRows(tx, [{ userId: user.id, asset: currency }])).get(`${user.id}:${currency}`);
    if (!held || cmp(held.available, amount) < 0) return invalid('Insufficient balance');
    if (!(await input.spend(tx))) return { ok: false as const, refused: 'usedCode' as const };
    const code = newDepositCode();
    const [row] = await tx
      .insert(depositCodes)
      .values({
        userId: user.id,
        clientId: input.clientId,
        codeHash: hashCode(code),
        codeTail: code.slice(-4),
        currency,
        amount,
        usdValue: value,
        status: 'active',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('code not written');
    await applyBalanceChanges(tx, [{ userId: user.id, asset: currency, available: `-${amount}`, locked: '0' }]);
    return { ok: true as const, code: { ...toDepositCode(row), code }, created: true };
  });
}

function invalid(message: string): Refused {
  return { ok: false, refused: 'invalid', message };
}

/** One page of the codes the user created, newest first. */
export async function listCodes(
  db: Db,
  userId: number,
  filter: { status?: DepositCodeStatus; page: number; size: number },
): Promise<{ list: DepositCode[]; total: number }> {
  const where = and(eq(depositCodes.userId, userId), filter.status === undefined ? undefined : eq(depositCodes.status, filter.status));
  const rows = await db
    .select()
    .from(depositCodes)
    .where(where)
    .orderBy(desc(depositCodes.id))
    .limit(filter.size)
    .offset((filter.page - 1) * filter.size);
  const [total] = await db.select({ n: count() }).from(depositCodes).where(where);
  return { list: rows.map(toDepositCode), total: total?.n ?? 0 };
}

/** Cancels the user's active code, its amount back in available; null when it is not theirs or not active. */
export async function cancelCode(db: Db, userId: number, id: number, now: Date): Promise<DepositCode | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(depositCodes)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(depositCodes.id, id), eq(depositCodes.userId, userId), eq(depositCodes.status, 'active')))
      .returning();
    if (!row) return null;
    await lockBalanceRows(tx, [{ userId, asset: row.currency }]);
    await applyBalanceChanges(tx, [{ userId, asset: row.currency, available: row.amount, locked: '0' }]);
    return toDepositCode(row);
  });
}

/**
 * Redeems a code for the user: one update guarded by status = 'active' marks it redeemed (of
 * parallel redemptions exactly one matches: the others wait for its row lock and then find it
 * redeemed), and its amount is credited in the same transaction. 'own': the user's own active
 * code; 'invalid': no active code has this text. The creator gets a notice.
 */
export async function redeemCode(
  db: Db,
  user: { readonly id: number; readonly uid: number },
  code: string,
  now: Date,
): Promise<{ ok: true; currency: string; amount: string } | { ok: false; refused: 'own' | 'invalid' }> {
  const hash = hashCode(code);
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(depositCodes)
      .set({ status: 'redeemed', redeemedBy: user.id, updatedAt: now })
      .where(and(eq(depositCodes.codeHash, hash), eq(depositCodes.status, 'active'), ne(depositCodes.userId, user.id)))
      .returning();
    if (!row) return null;
    await lockBalanceRows(tx, [{ userId: user.id, asset: row.currency }]);
    await applyBalanceChanges(tx, [{ userId: user.id, asset: row.currency, available: row.amount, locked: '0' }]);
    return row;
  });
  if (!done) {
    const [own] = await db
      .select({ id: depositCodes.id })
      .from(depositCodes)
      .where(and(eq(depositCodes.codeHash, hash), eq(depositCodes.status, 'active'), eq(depositCodes.userId, user.id)));
    return { ok: false, refused: own ? 'own' : 'invalid' };
  }
  const amount = normal(done.amount);
  await createNotice(db, done.userId, {
    type: 'private_notice',
    title: 'Deposit code redeemed',
    content: `Your deposit code ending ${done.codeTail} for ${amount} ${done.currency} was redeemed by UID ${user.uid}.`,
    notification: {
      type: 'wallet',
      template_id: 'deposit_code_redeemed',
      extras: { url: '/myaccount/deposit_gatecode' },
      template_args: { id: String(done.id) },
    },
    sentAt: now,
  });
  return { ok: true, currency: done.currency, amount };
}
