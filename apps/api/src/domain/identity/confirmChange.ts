import type { Db } from '../../db/client';
import { verifyPassword } from '../../security/password';
import { reserveSecurityAttempt, type Tx } from '../../security/rateLimit';
import type { UserRow } from '../../security/sessions';
import type { RelyingParty } from './passkeys';
import { checkSecondFactor, factorKindOf, hasFactor } from './secondFactor';

/** What confirms a security change: exactly one of the login password, an authenticator code or a passkey's assertion. */
export interface ChangeConfirmation {
  password?: string | undefined;
  totp?: string | undefined;
  passkey?: string | undefined;
}

export type ChangeConfirmed = { ok: true; spend: (tx: Tx) => Promise<boolean> };
export type ChangeRefusal =
  | { ok: false; refused: 'missing' }
  /** the request's second factor is one the user has not set up (`factor`) */
  | { ok: false; refused: 'notSetUp'; factor: 'totp' | 'passkey' }
  | { ok: false; refused: 'rateLimited'; retryAfter: number }
  /** a wrong password, code or assertion, or a used one */
  | { ok: false; refused: 'wrong' };

const given = (value: string | undefined) => value !== undefined && value !== '';

/**
 * Checks the confirmation of a sensitive change of `user` (adding or removing a passkey): the
 * attempt is counted first in security_attempts under `action` (5 per 15 minutes per user,
 * atomic under parallel requests), then the password (scrypt) or the second factor is checked.
 * A request naming a factor the user does not have is refused before it is counted. `spend` uses
 * the second factor up inside the change's transaction (a password has nothing to use up); the
 * caller forgives the failures after the change (clearSecurityAttempts).
 */
export async function confirmChange(
  db: Db,
  user: Pick<UserRow, 'id' | 'passwordHash' | 'totpSecret'>,
  input: ChangeConfirmation,
  context: { action: string; now: Date; rp: RelyingParty },
): Promise<ChangeConfirmed | ChangeRefusal> {
  const { action, now, rp } = context;
  const password = given(input.password);
  const kind = factorKindOf(input);
  if (password ? given(input.totp) || given(input.passkey) : kind === null) return { ok: false, refused: 'missing' };
  if (!password && kind !== null && !(await hasFactor(db, user, kind))) return { ok: false, refused: 'notSetUp', factor: kind };
  const reservation = await reserveSecurityAttempt(db, user.id, action, now);
  if (!reservation.ok) return { ok: false, refused: 'rateLimited', retryAfter: reservation.retryAfter };
  if (password) {
    return (await verifyPassword(input.password ?? '', user.passwordHash)) ? { ok: true, spend: () => Promise.resolve(true) } : { ok: false, refused: 'wrong' };
  }
  const factor = await checkSecondFactor(db, user, input, now, rp);
  return factor.ok ? { ok: true, spend: factor.spend } : { ok: false, refused: 'wrong' };
}
