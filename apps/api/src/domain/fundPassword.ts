import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { totpUsed, users } from '../db/schema';
import { verifyPassword } from '../security/password';
import { clearFundPassFailures, reserveFundPassAttempt } from '../security/rateLimit';
import type { UserRow } from '../security/sessions';
import { matchTotp, totpStep, TOTP_WINDOW } from '../security/totp';
import { createNotice } from './notices';

/** How often the fund password is asked for (spec doc 2 §9): 0 never, 1 at most once an hour, 2 every time. */
export type FundPassFrequency = 0 | 1 | 2;

/** How the frequency reads in the notice. */
const FREQUENCY_TEXT: Record<FundPassFrequency, string> = { 0: 'never', 1: 'at most once an hour', 2: 'every time' };

export type FrequencyChange =
  | { ok: true }
  | { ok: false; refused: 'notSetUp' }
  | { ok: false; refused: 'rateLimited'; retryAfter: number }
  /** the fund password, the code, or the code's step (used before): one refusal, so it never confirms the fund password */
  | { ok: false; refused: 'wrongFundPassOrCode' };

/**
 * Changes the fund-password frequency. Needs a fund password and an authenticator set up, the fund
 * password (scrypt, constant time) and an authenticator code valid now (±1 step) whose step this
 * user has not used before. Each attempt is counted before the check, atomically per user (5 per
 * 15 minutes), so parallel attempts cannot overrun the limit; a failure changes nothing else. A
 * success stores the frequency and the used step atomically, forgives the failures and leaves a
 * private notice.
 */
export async function changeFundPassFrequency(
  db: Db,
  user: Pick<UserRow, 'id' | 'fundPassHash' | 'totpSecret'>,
  input: { frequency: FundPassFrequency; fundpass: string; totp: string; now: Date },
): Promise<FrequencyChange> {
  const { frequency, now } = input;
  if (user.fundPassHash === null || user.totpSecret === null) return { ok: false, refused: 'notSetUp' };
  const reservation = await reserveFundPassAttempt(db, user.id, now);
  if (!reservation.ok) return { ok: false, refused: 'rateLimited', retryAfter: reservation.retryAfter };

  const passwordMatches = await verifyPassword(input.fundpass, user.fundPassHash);
  const step = matchTotp(user.totpSecret, input.totp, now);
  if (!passwordMatches || step === null) return { ok: false, refused: 'wrongFundPassOrCode' };

  const accepted = await db.transaction(async (tx) => {
    // The primary key (user_id, step) makes the check-and-record one atomic step.
    const recorded = await tx.insert(totpUsed).values({ userId: user.id, step, usedAt: now }).onConflictDoNothing().returning();
    if (recorded.length === 0) return false;
    await tx.update(users).set({ fundPassFrequency: frequency }).where(eq(users.id, user.id));
    // Steps before the window can never be accepted again: no need to keep them.
    await tx.delete(totpUsed).where(and(eq(totpUsed.userId, user.id), lt(totpUsed.step, totpStep(now) - TOTP_WINDOW)));
    return true;
  });
  if (!accepted) return { ok: false, refused: 'wrongFundPassOrCode' };
  await clearFundPassFailures(db, user.id);
  await createNotice(db, user.id, {
    type: 'private_notice',
    title: 'Fund password setting changed',
    content: `You will now be asked for your fund password ${FREQUENCY_TEXT[frequency]}. If you did not make this change, contact support.`,
    notification: { type: 'profile', template_id: 'fund_pass_frequency', extras: {}, template_args: { frequency } },
    sentAt: now,
  });
  return { ok: true };
}
