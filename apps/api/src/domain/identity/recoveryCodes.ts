import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@exchange/contract/security';
import { totpRecoveryCodes } from '../../db/schema';
import type { Tx } from '../../security/rateLimit';

/** Crockford's base32 alphabet: no I, L, O or U, so a code read aloud or copied by hand survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** One recovery code as shown: 10 random characters (50 bits) in two groups, `7KQ2M-X9D4T`. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * A code as typed, in its stored form: upper case, without the dash, with the letters people
 * mistake for digits read as Crockford reads them (I and L as 1, O as 0); null when it cannot be one.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const plain = typed.toUpperCase().replace(/-/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  return /^[0-9A-HJKMNP-TV-Z]{10}$/.test(plain) ? plain : null;
}

/** The stored SHA-256 (hex) of a normalised code. */
export function recoveryCodeHash(normalised: string): string {
  return createHash('sha256').update(normalised).digest('hex');
}

/** Replaces the user's recovery codes with RECOVERY_CODE_COUNT new ones (only their hashes are kept); answers them, once. */
export async function replaceRecoveryCodes(tx: Tx, userId: number, now: Date): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  const list = [...codes];
  await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await tx.insert(totpRecoveryCodes).values(list.map((code) => ({ userId, codeHash: recoveryCodeHash(code.replace('-', '')), createdAt: now })));
  return list;
}

/**
 * Uses up one of the user's unused recovery codes inside the change's transaction; false when
 * no unused code matches (a wrong code, or one used before, by a parallel request included: the
 * update takes the row only while `used_at` is null).
 */
export async function spendRecoveryCode(tx: Tx, userId: number, typed: string, now: Date): Promise<boolean> {
  const normalised = normaliseRecoveryCode(typed);
  if (normalised === null) return false;
  const used = await tx
    .update(totpRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(totpRecoveryCodes.userId, userId), eq(totpRecoveryCodes.codeHash, recoveryCodeHash(normalised)), isNull(totpRecoveryCodes.usedAt)))
    .returning({ id: totpRecoveryCodes.id });
  return used.length === 1;
}
