import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { hashPassword } from '../../security/password';
import { clearSecurityAttempts } from '../../security/rateLimit';
import type { UserRow } from '../../security/sessions';
import { applyConfirmed, confirmChange, refuse, type SecurityOutcome } from './confirm';
import type { SecondFactorInput } from './secondFactor';
import { protectionsOf } from './securityState';

/**
 * Sets the fund password of an account that has none (docs/IDENTITY.md "Security settings"):
 * confirmed by the login password and the second factor when the account has one (limit
 * 'fund_password'); the fund password must differ from the login password just given.
 */
export async function setFundPassword(
  db: Db,
  user: UserRow,
  input: { password: string; fundPassword: string; factor: SecondFactorInput; now: Date },
): Promise<SecurityOutcome<object>> {
  if (user.fundPassHash !== null) return refuse('A fund password is set already: change it instead');
  if (input.fundPassword === input.password) return refuse('The fund password must differ from the login password');
  const confirmed = await confirmChange(db, user, await protectionsOf(db, user), {
    action: 'fund_password',
    factor: input.factor,
    secret: { given: input.password, hash: user.passwordHash },
    now: input.now,
  });
  if (!confirmed.ok) return confirmed;
  const fundPassHash = await hashPassword(input.fundPassword);
  const done = await applyConfirmed(db, confirmed, async (tx) => {
    const set = await tx
      .update(users)
      .set({ fundPassHash })
      .where(and(eq(users.id, user.id), isNull(users.fundPassHash)))
      .returning({ id: users.id });
    return set.length === 1 ? true : null;
  });
  if (done === null) return refuse('A fund password is set already: change it instead');
  await clearSecurityAttempts(db, user.id, 'fund_password');
  return { ok: true };
}

/**
 * Changes the fund password: confirmed by the current fund password and the second factor when
 * the account has one (limit 'fund_password'); the new one must differ from the current one.
 */
export async function changeFundPassword(
  db: Db,
  user: UserRow,
  input: { currentFundPassword: string; fundPassword: string; factor: SecondFactorInput; now: Date },
): Promise<SecurityOutcome<object>> {
  const current = user.fundPassHash;
  if (current === null) return refuse('No fund password is set: set one first');
  if (input.fundPassword === input.currentFundPassword) return refuse('The new fund password must differ from the current one');
  const confirmed = await confirmChange(db, user, await protectionsOf(db, user), {
    action: 'fund_password',
    factor: input.factor,
    secret: { given: input.currentFundPassword, hash: current },
    now: input.now,
  });
  if (!confirmed.ok) return confirmed;
  const fundPassHash = await hashPassword(input.fundPassword);
  const done = await applyConfirmed(db, confirmed, async (tx) => {
    // only while the hash is the one confirmed: a change that went through meanwhile wins
    const changed = await tx
      .update(users)
      .set({ fundPassHash })
      .where(and(eq(users.id, user.id), eq(users.fundPassHash, current)))
      .returning({ id: users.id });
    return changed.length === 1 ? true : null;
  });
  if (done === null) return { ok: false, refused: 'wrong' };
  await clearSecurityAttempts(db, user.id, 'fund_password');
  return { ok: true };
}
