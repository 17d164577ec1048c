import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { clearSecurityAttempts } from '../../security/rateLimit';
import type { UserRow } from '../../security/sessions';
import { applyConfirmed, confirmChange, refuse, type SecurityOutcome } from './confirm';
import type { SecondFactorInput } from './secondFactor';
import { hasSecondFactor, protectionsOf } from './securityState';

/**
 * Sets, changes or ('') clears the anti-phishing code (docs/IDENTITY.md "Security settings"),
 * confirmed by the second factor, or by the login password when the account has none (limit
 * 'anti_phishing'). The code (4–20 letters, digits, - or _, checked by the contract) is shown in
 * every message the exchange sends the user; answers the code now in force.
 */
export async function setAntiPhishingCode(
  db: Db,
  user: UserRow,
  input: { code: string; password?: string | undefined; factor: SecondFactorInput; now: Date },
): Promise<SecurityOutcome<{ code: string | null }>> {
  const protections = await protectionsOf(db, user);
  const byFactor = hasSecondFactor(protections);
  if (!byFactor && !input.password) return refuse('Enter your login password');
  if (byFactor && input.password) return refuse('Confirm with your second factor; the login password is not needed');
  const confirmed = await confirmChange(db, user, protections, {
    action: 'anti_phishing',
    factor: input.factor,
    ...(byFactor || !input.password ? {} : { secret: { given: input.password, hash: user.passwordHash } }),
    now: input.now,
  });
  if (!confirmed.ok) return confirmed;
  const code = input.code === '' ? null : input.code;
  const done = await applyConfirmed(db, confirmed, async (tx) => {
    await tx.update(users).set({ antiPhishingCode: code }).where(eq(users.id, user.id));
    return true;
  });
  if (done === null) return { ok: false, refused: 'wrong' };
  await clearSecurityAttempts(db, user.id, 'anti_phishing');
  return { ok: true, code };
}
