import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totpUsed } from '../../db/schema';
import type { Tx } from '../../security/rateLimit';
import type { UserRow } from '../../security/sessions';
import { matchTotp, totpStep, TOTP_WINDOW } from '../../security/totp';
import { checkPasskeyFactor } from './passkeyAssertions';
import type { RelyingParty } from './webauthn';
import { passkeyCount } from './securityState';

/**
 * A second factor as a request carries it (packages/contract/src/second-factor.ts), with the
 * request's relying party a passkey's assertion is checked against (http/relyingParty.ts
 * secondFactorOf builds it from a request).
 */
export interface SecondFactorInput {
  totp?: string | undefined;
  passkey?: string | undefined;
  rp: RelyingParty;
}

/**
 * The outcome of checking a second factor. `spend` records its use inside the transaction of the
 * change it confirms (an authenticator step, or a passkey challenge and counter) and answers false
 * when it was used meanwhile: the caller then refuses and rolls back, so one factor confirms one
 * change. Refusals: `missing` (neither or both given), `notSetUp` (the user has no such factor),
 * `wrong` (a wrong, replayed or expired code or assertion).
 */
export type SecondFactorCheck =
  { ok: true; kind: 'totp' | 'passkey'; spend: (tx: Tx) => Promise<boolean> } | { ok: false; refused: 'missing' | 'notSetUp' | 'wrong' };

/** Which factor a request carries: null for neither or both (refused as `missing`). */
export function factorKindOf(input: Pick<SecondFactorInput, 'totp' | 'passkey'>): 'totp' | 'passkey' | null {
  const totp = input.totp !== undefined && input.totp !== '';
  const passkey = input.passkey !== undefined && input.passkey !== '';
  if (totp === passkey) return null;
  return totp ? 'totp' : 'passkey';
}

/** Whether the user has set up this kind of factor (an authenticator; a passkey on any site). */
export async function hasFactor(db: Db, user: Pick<UserRow, 'id' | 'totpSecret'>, kind: 'totp' | 'passkey'): Promise<boolean> {
  return kind === 'totp' ? user.totpSecret !== null : (await passkeyCount(db, user.id)) > 0;
}

/**
 * Checks a second factor of `user` at `now`. Rate limits are the caller's (each sensitive action
 * counts its attempts before it checks). A passkey's assertion is checked against the request's
 * relying party (`input.rp`) and must answer the user's open challenge from the confirm call
 * (domain/identity/passkeyAssertions.ts checkPasskeyFactor).
 */
export async function checkSecondFactor(db: Db, user: Pick<UserRow, 'id' | 'totpSecret'>, input: SecondFactorInput, now: Date): Promise<SecondFactorCheck> {
  const kind = factorKindOf(input);
  if (kind === null) return { ok: false, refused: 'missing' };
  if (kind === 'passkey') {
    const checked = await checkPasskeyFactor(db, user.id, input.passkey ?? '', input.rp, now);
    return checked.ok ? { ok: true, kind: 'passkey', spend: checked.spend } : checked;
  }
  if (user.totpSecret === null) return { ok: false, refused: 'notSetUp' };
  const step = matchTotp(user.totpSecret, input.totp ?? '', now);
  if (step === null) return { ok: false, refused: 'wrong' };
  return { ok: true, kind: 'totp', spend: (tx) => spendTotpStep(tx, user.id, step, now) };
}

/**
 * Records an accepted code's step inside the transaction of the change it confirms; false when
 * this user used the step before (the caller refuses, wrongFundPassOrCode, and rolls back). The
 * primary key (user_id, step) makes the check-and-record one atomic step.
 */
export async function spendTotpStep(tx: Tx, userId: number, step: number, now: Date): Promise<boolean> {
  const recorded = await tx.insert(totpUsed).values({ userId, step, usedAt: now }).onConflictDoNothing().returning();
  if (recorded.length === 0) return false;
  // Steps before the window can never be accepted again: no need to keep them.
  await tx.delete(totpUsed).where(and(eq(totpUsed.userId, userId), lt(totpUsed.step, totpStep(now) - TOTP_WINDOW)));
  return true;
}
