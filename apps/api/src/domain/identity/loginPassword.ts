import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashPassword } from '../../security/password';
import { clearSecurityAttempts } from '../../security/rateLimit';
import type { SessionUser } from '../../security/sessions';
import { applyConfirmed, confirmChange, refuse, type SecurityOutcome } from './confirm';
import type { SecondFactorInput } from './secondFactor';
import { protectionsOf } from './securityState';

/**
 * Changes the login password (docs/IDENTITY.md "Security settings"): the current password and,
 * when the account has one, the second factor (confirmChange, limit 'password'). In one
 * transaction: the factor is spent, the new hash and `password_changed_at` are stored, and every
 * other session of the user ends (the one asking stays). Answers how many sessions ended.
 */
export async function changeLoginPassword(
  db: Db,
  session: SessionUser,
  input: { password: string; newPassword: string; factor: SecondFactorInput; now: Date },
): Promise<SecurityOutcome<{ sessionsEnded: number }>> {
  const { user, sessionId } = session;
  const { now } = input;
  if (input.newPassword === input.password) return refuse('The new password must differ from the current one');
  const confirmed = await confirmChange(db, user, await protectionsOf(db, user), {
    action: 'password',
    factor: input.factor,
    secret: { given: input.password, hash: user.passwordHash },
    now,
  });
  if (!confirmed.ok) return confirmed;
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await applyConfirmed(db, confirmed, async (tx) => {
    // only while the hash is the one confirmed: a change that went through meanwhile wins
    const changed = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: now })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (changed.length === 0) return null;
    const gone = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)))
      .returning({ id: sessions.id });
    return gone.length;
  });
  if (ended === null) return { ok: false, refused: 'wrong' };
  await clearSecurityAttempts(db, user.id, 'password');
  return { ok: true, sessionsEnded: ended };
}
