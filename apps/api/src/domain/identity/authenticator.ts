import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { TOTP_PENDING_MS } from '@exchange/contract/security';
import type { Db } from '../../db/client';
import { totpRecoveryCodes, users } from '../../db/schema';
import { verifyPassword } from '../../security/password';
import { clearSecurityAttempts, reserveSecurityAttempt } from '../../security/rateLimit';
import type { UserRow } from '../../security/sessions';
import { matchTotp, newTotpSecret, otpauthUrl } from '../../security/totp';
import { spendTotpStep } from './secondFactor';
import { applyConfirmed, confirmChange, refuse, type Confirmed, type SecurityOutcome } from './confirm';
import { replaceRecoveryCodes, spendRecoveryCode } from './recoveryCodes';
import type { SecondFactorInput } from './secondFactor';
import { protectionsOf } from './securityState';

const ALREADY_ON = 'The authenticator is on already';
const NOT_ON = 'The authenticator is not on';

/**
 * Starts setting up the authenticator (docs/IDENTITY.md "Security settings"): a new secret is
 * kept pending (users.totp_pending_secret, replacing any earlier offer) until a code of it turns
 * the authenticator on. Answers the secret and its otpauth URL, the site's `totpName` the issuer.
 */
export async function beginTotp(db: Db, user: UserRow, issuer: string, now: Date): Promise<SecurityOutcome<{ secret: string; otpauthUrl: string }>> {
  if (user.totpSecret !== null) return refuse(ALREADY_ON);
  const secret = newTotpSecret();
  const offered = await db
    .update(users)
    .set({ totpPendingSecret: secret, totpPendingAt: now })
    .where(and(eq(users.id, user.id), isNull(users.totpSecret)))
    .returning({ id: users.id });
  if (offered.length === 0) return refuse(ALREADY_ON);
  return { ok: true, secret, otpauthUrl: otpauthUrl(secret, issuer, user.email) };
}

/**
 * Turns the authenticator on: a code of the pending secret, within TOTP_PENDING_MS of the offer,
 * and the login password, and, when the account has a passkey, an assertion of one (`passkey`):
 * a stolen password must not add a second factor past the one the account has, as adding a
 * passkey cannot (confirmChange, limit 'totp'). In one transaction the passkey's use and the
 * code's step are spent, the pending secret becomes the secret, and RECOVERY_CODE_COUNT new
 * recovery codes replace any old ones; they are answered this once.
 */
export async function enableTotp(
  db: Db,
  user: UserRow,
  input: { code: string; password: string; passkey: SecondFactorInput; now: Date },
): Promise<SecurityOutcome<{ recoveryCodes: string[] }>> {
  const { now } = input;
  if (user.totpSecret !== null) return refuse(ALREADY_ON);
  const pending = user.totpPendingSecret;
  if (pending === null || user.totpPendingAt === null || now.getTime() - user.totpPendingAt.getTime() > TOTP_PENDING_MS) {
    return refuse('Start the set-up again: no authenticator secret is waiting for a code');
  }
  // the authenticator is off: the account's second factor, if any, is a passkey
  const protections = await protectionsOf(db, user);
  const factor: SecondFactorInput = { passkey: input.passkey.passkey, rp: input.passkey.rp };
  const confirmed = await confirmChange(db, user, protections, {
    action: 'totp',
    factor,
    secret: { given: input.password, hash: user.passwordHash },
    now,
  });
  if (!confirmed.ok) return confirmed;
  const step = matchTotp(pending, input.code, now);
  if (step === null) return { ok: false, refused: 'wrong' };
  const both: Confirmed = { ok: true, spend: async (tx) => (await confirmed.spend(tx)) && (await spendTotpStep(tx, user.id, step, now)) };
  const codes = await applyConfirmed(db, both, async (tx) => {
    const on = await tx
      .update(users)
      .set({ totpSecret: pending, totpPendingSecret: null, totpPendingAt: null })
      .where(and(eq(users.id, user.id), isNull(users.totpSecret), eq(users.totpPendingSecret, pending)))
      .returning({ id: users.id });
    if (on.length === 0) return null;
    return replaceRecoveryCodes(tx, user.id, now);
  });
  if (codes === null) return { ok: false, refused: 'wrong' };
  await clearSecurityAttempts(db, user.id, 'totp');
  return { ok: true, recoveryCodes: codes };
}

/**
 * Turns the authenticator off (limit 'totp'): confirmed by the second factor (a current code, or
 * a passkey), or for a lost device by a recovery code with the login password. The secret, any
 * pending one and the recovery codes go.
 */
export async function disableTotp(
  db: Db,
  user: UserRow,
  input: { factor: SecondFactorInput; recoveryCode?: string | undefined; password?: string | undefined; now: Date },
): Promise<SecurityOutcome<object>> {
  const { now, recoveryCode, password } = input;
  if (user.totpSecret === null) return refuse(NOT_ON);
  const byRecovery = recoveryCode !== undefined && recoveryCode !== '';
  let confirmed: Confirmed | Exclude<SecurityOutcome<object>, { ok: true }>;
  if (byRecovery) {
    if (input.factor.totp || input.factor.passkey) return refuse('Confirm with a code or with a recovery code, not both');
    if (!password) return refuse('Enter your login password with the recovery code');
    const reservation = await reserveSecurityAttempt(db, user.id, 'totp', now);
    if (!reservation.ok) return { ok: false, refused: 'rateLimited', retryAfter: reservation.retryAfter };
    if (!(await verifyPassword(password, user.passwordHash))) return { ok: false, refused: 'wrong' };
    confirmed = { ok: true, spend: (tx) => spendRecoveryCode(tx, user.id, recoveryCode, now) };
  } else {
    if (password) return refuse('The login password goes with a recovery code only');
    confirmed = await confirmChange(db, user, await protectionsOf(db, user), { action: 'totp', factor: input.factor, now });
  }
  if (!confirmed.ok) return confirmed;
  const done = await applyConfirmed(db, confirmed, async (tx) => {
    const off = await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpPendingAt: null })
      .where(and(eq(users.id, user.id), isNotNull(users.totpSecret)))
      .returning({ id: users.id });
    if (off.length === 0) return null;
    await tx.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, user.id));
    return true;
  });
  if (done === null) return { ok: false, refused: 'wrong' };
  await clearSecurityAttempts(db, user.id, 'totp');
  return { ok: true };
}

/** New recovery codes for the old ones, confirmed by the second factor (limit 'totp'); answered once. */
export async function regenerateRecoveryCodes(
  db: Db,
  user: UserRow,
  input: { factor: SecondFactorInput; now: Date },
): Promise<SecurityOutcome<{ recoveryCodes: string[] }>> {
  if (user.totpSecret === null) return refuse(NOT_ON);
  const confirmed = await confirmChange(db, user, await protectionsOf(db, user), { action: 'totp', factor: input.factor, now: input.now });
  if (!confirmed.ok) return confirmed;
  const codes = await applyConfirmed(db, confirmed, (tx) => replaceRecoveryCodes(tx, user.id, input.now));
  if (codes === null) return { ok: false, refused: 'wrong' };
  await clearSecurityAttempts(db, user.id, 'totp');
  return { ok: true, recoveryCodes: codes };
}
