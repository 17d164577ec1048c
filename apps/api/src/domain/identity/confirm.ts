import type { Db } from '../../db/client';
import { verifyPassword } from '../../security/password';
import { reserveSecurityAttempt, type Tx } from '../../security/rateLimit';
import type { UserRow } from '../../security/sessions';
import { checkSecondFactor, type SecondFactorInput } from './secondFactor';
import { hasSecondFactor, type Protections } from './securityState';

/** The per-user limits of sensitive actions (security_attempts.action). */
export type SecurityAction = 'password' | 'fund_password' | 'totp' | 'anti_phishing' | 'passkey_add' | 'passkey_remove';

/**
 * Why a sensitive change was refused; each changes nothing. `factorMissing`: the account has a
 * second factor and the request gave none (or both); `factorNotSetUp`: it gave one the account
 * does not have; `wrong`: a wrong password, or a wrong, replayed or expired code or assertion (one
 * refusal, so a guess of the password is never confirmed alone); `rateLimited`: past the
 * action's limit; `invalid`: a rule of the change itself (its message says which).
 */
export type SecurityRefusal =
  | { ok: false; refused: 'factorMissing' | 'factorNotSetUp' | 'wrong' }
  | { ok: false; refused: 'rateLimited'; retryAfter: number }
  | { ok: false; refused: 'invalid'; message: string };

export type SecurityOutcome<T> = ({ ok: true } & T) | SecurityRefusal;

/** A confirmed change: `spend` records the second factor's use in the change's transaction (false: used meanwhile). */
export type Confirmed = { ok: true; spend: (tx: Tx) => Promise<boolean> };

export const refuse = (message: string): SecurityRefusal => ({ ok: false, refused: 'invalid', message });

function given(value: string | undefined): boolean {
  return value !== undefined && value !== '';
}

/**
 * Confirms a sensitive change by `user`: the request's second factor must match the account
 * (required when it has one, refused when it has none: checked first, as they reveal nothing),
 * then the attempt is counted against `action`'s limit before anything secret is checked, then
 * `secret` (a password the change needs, against its stored hash) and the second factor are
 * checked together. The caller spends the factor in the change's transaction, and clears the
 * action's attempts once the change went through (clearSecurityAttempts).
 */
export async function confirmChange(
  db: Db,
  user: Pick<UserRow, 'id' | 'totpSecret'>,
  protections: Pick<Protections, 'totp' | 'passkeys'>,
  input: { action: SecurityAction; factor: SecondFactorInput; secret?: { given: string; hash: string }; now: Date },
): Promise<Confirmed | SecurityRefusal> {
  const { factor, now } = input;
  const factorCount = Number(given(factor.totp)) + Number(given(factor.passkey));
  const needsFactor = hasSecondFactor(protections);
  if (needsFactor && factorCount !== 1) return { ok: false, refused: 'factorMissing' };
  if (!needsFactor && factorCount > 0) return { ok: false, refused: 'factorNotSetUp' };
  const reservation = await reserveSecurityAttempt(db, user.id, input.action, now);
  if (!reservation.ok) return { ok: false, refused: 'rateLimited', retryAfter: reservation.retryAfter };
  const secretMatches = input.secret ? await verifyPassword(input.secret.given, input.secret.hash) : true;
  if (!needsFactor) return secretMatches ? { ok: true, spend: async () => true } : { ok: false, refused: 'wrong' };
  const check = await checkSecondFactor(db, user, factor, now);
  if (!check.ok && check.refused === 'notSetUp') return { ok: false, refused: 'factorNotSetUp' };
  if (!check.ok || !secretMatches) return { ok: false, refused: 'wrong' };
  return { ok: true, spend: check.spend };
}

class Abandoned extends Error {}

/**
 * Runs a confirmed change in one transaction: first the second factor is spent, then `change`
 * runs. Null (everything rolled back) when the factor was used meanwhile or `change` answers null
 * (the state it relied on changed under it, e.g. a parallel request got there first).
 */
export async function applyConfirmed<T>(db: Db, confirmed: Confirmed, change: (tx: Tx) => Promise<T | null>): Promise<T | null> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await confirmed.spend(tx))) throw new Abandoned();
      const result = await change(tx);
      if (result === null) throw new Abandoned();
      return result;
    });
  } catch (error) {
    if (error instanceof Abandoned) return null;
    throw error;
  }
}
