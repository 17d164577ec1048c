import { and, eq, sql } from 'drizzle-orm';
import type { Transfer } from '@exchange/contract/withdraw';
import { cmp, normal } from '@exchange/decimal/text';
import type { Db } from '../../db/client';
import { internalTransfers, users } from '../../db/schema';
import type { Tx } from '../../security/rateLimit';
import type { SpendConfirmation } from '../fundPassword';
import { createNotice } from '../notices';
import { applyBalanceChanges, lockBalanceRows } from '../trading/balances';
import { lockMoneyOut, outLimitOf, overLimit, usdPriceOf, usdValue } from './outRules';
import type { Refused } from './withdrawals';

type TransferRow = typeof internalTransfers.$inferSelect;

/** A recipient as the sender names them: a UID (digits) or an email. */
export type Recipient = { uid: number } | { email: string };

/** What the sender typed, read as a recipient: all digits is a UID, else an email (compared without case). */
export function recipientOf(to: string): Recipient {
  const t = to.trim();
  return /^\d{1,15}$/.test(t) ? { uid: Number(t) } : { email: t.toLowerCase() };
}

/** Whether the recipient names this account (the sender themself). */
export function isSelf(recipient: Recipient, me: { readonly uid: number; readonly email: string }): boolean {
  return 'uid' in recipient ? recipient.uid === me.uid : recipient.email === me.email.toLowerCase();
}

async function findRecipient(tx: Tx, recipient: Recipient): Promise<{ id: number; uid: number } | undefined> {
  const [row] = await tx
    .select({ id: users.id, uid: users.uid })
    .from(users)
    .where('uid' in recipient ? eq(users.uid, recipient.uid) : sql`lower(${users.email}) = ${recipient.email}`)
    .limit(1);
  return row;
}

export function toTransfer(row: TransferRow, toUid: number): Transfer {
  return { id: String(row.id), text: row.clientId, currency: row.currency, amount: normal(row.amount), to_uid: toUid, create_time_ms: row.createdAt.getTime() };
}

export interface TransferInput {
  readonly user: { readonly id: number; readonly verified: number; readonly uid: number };
  readonly recipient: Recipient;
  readonly currency: string;
  readonly amount: string;
  readonly clientId: string;
  readonly spend: SpendConfirmation;
  readonly now: Date;
}

/**
 * An instant transfer in one transaction: the sender's money-out lock (a retry with the same client
 * id answers the first transfer, `created` false), the recipient (unknown: refused, and nothing is
 * spent, so the confirmation's failure count keeps it), the 24-hour limit, both balance rows in the
 * global order, the second factor spent, the row written, the amount moved from the sender's available
 * to the recipient's. The recipient gets a notice after.
 */
export async function transfer(
  db: Db,
  input: TransferInput,
): Promise<{ ok: true; transfer: Transfer; created: boolean } | Refused | { ok: false; refused: 'unknownRecipient' }> {
  const { user, currency, amount, now } = input;
  const done = await db.transaction(async (tx) => {
    await lockMoneyOut(tx, user.id);
    const [existing] = await tx
      .select({ row: internalTransfers, toUid: users.uid })
      .from(internalTransfers)
      .innerJoin(users, eq(users.id, internalTransfers.toUserId))
      .where(and(eq(internalTransfers.fromUserId, user.id), eq(internalTransfers.clientId, input.clientId)));
    if (existing) return { ok: true as const, transfer: toTransfer(existing.row, existing.toUid), created: false, toUserId: existing.row.toUserId };
    const to = await findRecipient(tx, input.recipient);
    if (!to) return { ok: false as const, refused: 'unknownRecipient' as const };
    if (to.id === user.id) return invalid('You cannot transfer to yourself');
    const usd = await usdPriceOf(tx, currency);
    if (usd === null) return invalid(`${currency} has no price: its transfers are closed`);
    const value = usdValue(amount, usd);
    const over = overLimit(await outLimitOf(tx, user, now), value);
    if (over) return invalid(over);
    const held = (
      await lockBalanceRows(tx, [
        { userId: user.id, asset: currency },
        { userId: to.id, asset: currency },
      ])
    ).get(`${user.id}:${currency}`);
    if (!held || cmp(held.available, amount) < 0) return invalid('Insufficient balance');
    if (!(await input.spend(tx))) return { ok: false as const, refused: 'usedCode' as const };
    const [row] = await tx
      .insert(internalTransfers)
      .values({ fromUserId: user.id, toUserId: to.id, clientId: input.clientId, currency, amount, usdValue: value, createdAt: now })
      .returning();
    if (!row) throw new Error('transfer not written');
    await applyBalanceChanges(tx, [
      { userId: user.id, asset: currency, available: `-${amount}`, locked: '0' },
      { userId: to.id, asset: currency, available: amount, locked: '0' },
    ]);
    return { ok: true as const, transfer: toTransfer(row, to.uid), created: true, toUserId: to.id };
  });
  if (!done.ok) return done;
  if (done.created) {
    await createNotice(db, done.toUserId, {
      type: 'private_notice',
      title: 'Transfer received',
      content: `You received ${done.transfer.amount} ${currency} from UID ${user.uid}.`,
      notification: { type: 'wallet', template_id: 'transfer_received', extras: { url: '/myaccount/myfunds' }, template_args: { id: done.transfer.id } },
      sentAt: now,
    });
  }
  return { ok: true, transfer: done.transfer, created: done.created };
}

function invalid(message: string): Refused {
  return { ok: false, refused: 'invalid', message };
}
