import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { totpUsed, users } from '../db/schema';
import { verifyPassword } from '../security/password';
import { clearFundPassFailures, reserveFundPassAttempt, type Tx } from '../security/rateLimit';
import type { UserRow } from '../security/sessions';
import { matchTotp, totpStep, TOTP_WINDOW } from '../security/totp';
import { createNotice } from './notices';

/** How often the fund password is asked for (spec doc 2 §9): 0 never, 1 at most once an hour, 2 every time. */
export type FundPassFrequency = 0 | 1 | 2;

/** How the frequency reads in the notice. */
const FREQUENCY_TEXT: Record<FundPassFrequency, string> = { 0: 'never', 1: 'at most once an hour', 2: 'every time' };

/** Why a confirmation (fund password + authenticator code) was refused. */
export type FundPassRefusal =
  | { ok: false; refused: 'notSetUp' }
  | { ok: false; refused: 'rateLimited'; retryAfter: number }
  /** the fund password, the code, or the code's step (used before): one refusal, so it never confirms the fund password */
  | { ok: false; refused: 'wrongFundPassOrCode' };

export type FrequencyChange = { ok: true } | FundPassRefusal;

/**
 * The confirmation every fund-password dialog asks for (the frequency setting, withdrawals,
 * transfers, the withdrawal whitelist): a fund password and an authenticator set up, the fund
 * password (scrypt, constant time) and an authenticator code valid now (±1 step). Each attempt is
 * counted before the check, atomically per user (5 per 15 minutes), so parallel attempts cannot
 * overrun the limit. Answers the code's step, which the caller spends (spendTotpStep) in the
 * transaction of the change it confirms, so a code confirms one change. A success that the caller
 * carries out forgives the failures (clearFundPassFailures).
 */
export async function checkFundPassAndCode(
  db: Db,
  user: Pick<UserRow, 'id' | 'fundPassHash' | 'totpSecret'>,
  input: { fundpass: string; totp: string; now: Date },
): Promise<{ ok: true; step: number } | FundPassRefusal> {
  if (user.fundPassHash === null || user.totpSecret === null) return { ok: false, refused: 'notSetUp' };
  const reservation = await reserveFundPassAttempt(db, user.id, input.now);
  if (!reservation.ok) return { ok: false, refused: 'rateLimited', retryAfter: reservation.retryAfter };
  const passwordMatches = await verifyPassword(input.fundpass, user.fundPassHash);
  const step = matchTotp(user.totpSecret, input.totp, input.now);
  if (!passwordMatches || step === null) return { ok: false, refused: 'wrongFundPassOrCode' };
  return { ok: true, step };
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

/**
 * Changes the fund-password frequency, confirmed by checkFundPassAndCode; a failure changes
 * nothing else. A success stores the frequency and the used step atomically, forgives the
 * failures and leaves a private notice.
 */
export async function changeFundPassFrequency(
  db: Db,
  user: Pick<UserRow, 'id' | 'fundPassHash' | 'totpSecret'>,
  input: { frequency: FundPassFrequency; fundpass: string; totp: string; now: Date },
): Promise<FrequencyChange> {
  const { frequency, now } = input;
  const checked = await checkFundPassAndCode(db, user, input);
  if (!checked.ok) return checked;
  const accepted = await db.transaction(async (tx) => {
    if (!(await spendTotpStep(tx, user.id, checked.step, now))) return false;
    await tx.update(users).set({ fundPassFrequency: frequency }).where(eq(users.id, user.id));
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
