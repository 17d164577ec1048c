import { and, desc, eq, gt, isNull, lte, notInArray } from 'drizzle-orm';
import { PASSKEY_CHALLENGE_MINUTES } from '@exchange/contract/passkeys';
import type { Db } from '../../db/client';
import { webauthnChallenges } from '../../db/schema';
import type { Tx } from '../../security/rateLimit';

/** What a challenge is for: adding a passkey, logging in with one, or confirming a change with one. */
export type ChallengePurpose = 'register' | 'login' | 'confirm';

export const CHALLENGE_TTL_MS = PASSKEY_CHALLENGE_MINUTES * 60 * 1000;
/** Open challenges a user may hold per purpose; asking for another drops the oldest. */
const MAX_OPEN_PER_USER = 5;

export interface ChallengeRef {
  challenge: string;
  purpose: ChallengePurpose;
  /** the user it was issued to; null for a login challenge (nobody until it is answered) */
  userId: number | null;
}

function owned(ref: ChallengeRef, now: Date) {
  const t = webauthnChallenges;
  return and(
    eq(t.challenge, ref.challenge),
    eq(t.purpose, ref.purpose),
    ref.userId === null ? isNull(t.userId) : eq(t.userId, ref.userId),
    gt(t.expiresAt, now),
  );
}

/**
 * Stores a new challenge for CHALLENGE_TTL_MS. Expired challenges are deleted on the way, and a
 * user keeps at most MAX_OPEN_PER_USER open challenges per purpose (the oldest go), so asking
 * again and again cannot fill the table.
 */
export async function storeChallenge(db: Db | Tx, ref: ChallengeRef, now: Date): Promise<void> {
  const t = webauthnChallenges;
  await db.delete(t).where(lte(t.expiresAt, now));
  await db.insert(t).values({ ...ref, createdAt: now, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) });
  const { userId } = ref;
  if (userId === null) return;
  const mine = and(eq(t.userId, userId), eq(t.purpose, ref.purpose));
  const newest = db.select({ id: t.id }).from(t).where(mine).orderBy(desc(t.id)).limit(MAX_OPEN_PER_USER);
  await db.delete(t).where(and(mine, notInArray(t.id, newest)));
}

/** Uses a challenge up: true when it was open (this caller's, unexpired) and is now gone. Atomic: of two callers at once, one wins. */
export async function takeChallenge(db: Db | Tx, ref: ChallengeRef, now: Date): Promise<boolean> {
  const taken = await db.delete(webauthnChallenges).where(owned(ref, now)).returning({ id: webauthnChallenges.id });
  return taken.length > 0;
}

/** Whether a challenge is open (without using it). */
export async function isOpenChallenge(db: Db | Tx, ref: ChallengeRef, now: Date): Promise<boolean> {
  const rows = await db.select({ id: webauthnChallenges.id }).from(webauthnChallenges).where(owned(ref, now)).limit(1);
  return rows.length > 0;
}

/**
 * The challenge a response answers, read from its clientDataJSON (base64url JSON); null when it
 * is not readable. The library checks it again against the one taken.
 */
export function challengeIn(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    if (typeof data !== 'object' || data === null) return null;
    const { challenge } = data as { challenge?: unknown };
    return typeof challenge === 'string' && /^[A-Za-z0-9_-]{16,128}$/.test(challenge) ? challenge : null;
  } catch {
    return null;
  }
}
