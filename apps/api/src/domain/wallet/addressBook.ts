import { and, asc, count, eq } from 'drizzle-orm';
import { ADDRESS_BOOK_MAX, type SavedAddress } from '@exchange/contract/withdraw';
import type { Db } from '../../db/client';
import { users, withdrawAddresses } from '../../db/schema';
import type { Tx } from '../../security/rateLimit';
import type { SpendConfirmation } from '../fundPassword';

type AddressRow = typeof withdrawAddresses.$inferSelect;

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: String(row.id),
    currency: row.currency,
    network: row.network,
    address: row.address,
    memo: row.memo === '' ? null : row.memo,
    label: row.label,
    create_time_ms: row.createdAt.getTime(),
  };
}

export interface Destination {
  readonly currency: string;
  readonly network: string;
  readonly address: string;
  readonly memo: string | null;
}

/** Whether the user saved this destination (the whitelist's test). */
export async function isSaved(db: Db | Tx, userId: number, d: Destination): Promise<boolean> {
  const [row] = await db
    .select({ id: withdrawAddresses.id })
    .from(withdrawAddresses)
    .where(
      and(
        eq(withdrawAddresses.userId, userId),
        eq(withdrawAddresses.currency, d.currency),
        eq(withdrawAddresses.network, d.network),
        eq(withdrawAddresses.address, d.address),
        eq(withdrawAddresses.memo, d.memo ?? ''),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The user's saved addresses (of one currency, or all), oldest first, and whether whitelist mode is on. */
export async function readAddressBook(db: Db, userId: number, currency: string | undefined): Promise<{ list: SavedAddress[]; whitelistEnabled: boolean }> {
  const rows = await db
    .select()
    .from(withdrawAddresses)
    .where(and(eq(withdrawAddresses.userId, userId), currency === undefined ? undefined : eq(withdrawAddresses.currency, currency)))
    .orderBy(asc(withdrawAddresses.id));
  const [user] = await db.select({ on: users.withdrawWhitelist }).from(users).where(eq(users.id, userId));
  return { list: rows.map(toSavedAddress), whitelistEnabled: user?.on ?? false };
}

/**
 * Saves a destination (already validated for its network) with a label. Refused when it is saved
 * already ('duplicate') or the book is full ('full', ADDRESS_BOOK_MAX). The count and the insert
 * run under the user's row lock, so parallel saves cannot overfill the book.
 */
export async function saveAddress(
  db: Db,
  userId: number,
  d: Destination & { readonly label: string },
  now: Date,
): Promise<{ ok: true; address: SavedAddress } | { ok: false; refused: 'duplicate' | 'full' }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [n] = await tx.select({ n: count() }).from(withdrawAddresses).where(eq(withdrawAddresses.userId, userId));
    if ((n?.n ?? 0) >= ADDRESS_BOOK_MAX) return { ok: false as const, refused: 'full' as const };
    const [row] = await tx
      .insert(withdrawAddresses)
      .values({ userId, currency: d.currency, network: d.network, address: d.address, memo: d.memo ?? '', label: d.label, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!row) return { ok: false as const, refused: 'duplicate' as const };
    return { ok: true as const, address: toSavedAddress(row) };
  });
}

/** Removes one of the user's saved addresses; false when it is not theirs. */
export async function removeAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const gone = await db
    .delete(withdrawAddresses)
    .where(and(eq(withdrawAddresses.id, id), eq(withdrawAddresses.userId, userId)))
    .returning({ id: withdrawAddresses.id });
  return gone.length > 0;
}

/** Turns whitelist mode on or off, spending the confirmation's second factor in the same transaction; false when it was used. */
export async function setWhitelist(db: Db, userId: number, enabled: boolean, spend: SpendConfirmation): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await spend(tx))) return false;
    await tx.update(users).set({ withdrawWhitelist: enabled }).where(eq(users.id, userId));
    return true;
  });
}
