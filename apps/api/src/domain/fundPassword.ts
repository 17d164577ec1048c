import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from '../security/password';
import { clearFundPassFailures, reserveFundPassAttempt, type Tx } from '../security/rateLimit';
import type { UserRow } from '../security/sessions';
import type { RelyingParty } from './identity/webauthn';
import { checkSecondFactor, factorKindOf, hasFactor } from './identity/secondFactor';
import { createNotice } from './notices';

/** How often the fund password is asked for (spec doc 2 §9): 0 never, 1 at most once an hour, 2 every time. */
export type FundPassFrequency = 0 | 1 | 2;

/** How the frequency reads in the notice. */
const FREQUENCY_TEXT: Record<FundPassFrequency, string> = { 0: 'never', 1: 'at most once an hour', 2: 'every time' };

/** Uses up a confirmation's second factor inside the transaction of the change it confirms; false when it was used meanwhile. */
export type SpendConfirmation = (tx: Tx) => Promise<boolean>;

/** Why a confirmation (fund password + authenticator code or passkey) was refused. */
export type FundPassRefusal =
  /** no fund password; or no second factor at all (`factor` absent); or not the kind the request carries (`factor`) */
  | { ok: false; refused: 'notSetUp'; factor?: 'totp' | 'passkey' }
  /** neither an authenticator code nor a passkey, or both */
  | { ok: false; refused: 'missing' }
  | { ok: false; refused: 'rateLimited'; retryAfter: number }
  /** the fund password, the code or assertion, or its reuse: one refusal, so it never confirms the fund password */
  | { ok: false; refused: 'wrongFundPassOrCode'; factor: 'totp' | 'passkey' };

export type FrequencyChange = { ok: true } | FundPassRefusal;

/**
 * The confirmation every fund-password dialog asks for (the frequency setting, withdrawals,
 * transfers, the withdrawal whitelist): the fund password and a second factor, an authenticator
 * code valid now (±1 step) or a passkey's assertion answering the user's confirm challenge on this
 * relying party (domain/identity/secondFactor.ts). Each attempt is counted before the check,
 * atomically per user (5 per 15 minutes), so parallel attempts cannot overrun the limit. Answers
 * `spend`, which the caller runs in the transaction of the change it confirms (the code's step or
 * the passkey's challenge and counter), so a factor confirms one change. A success that the caller
 * carries out forgives the failures (clearFundPassFailures).
 */
export async function checkFundPassAndCode(
  db: Db,
  user: Pick<UserRow, 'id' | 'fundPassHash' | 'totpSecret'>,
  input: { fundpass: string; totp?: string | undefined; passkey?: string | undefined; now: Date; rp: RelyingParty },
): Promise<{ ok: true; kind: 'totp' | 'passkey'; spend: SpendConfirmation } | FundPassRefusal> {
  if (user.fundPassHash === null) return { ok: false, refused: 'notSetUp' };
  const kind = factorKindOf(input);
  if (kind === null) return { ok: false, refused: 'missing' };
  if (!(await hasFactor(db, user, kind))) {
    const other = kind === 'totp' ? 'passkey' : 'totp';
    return (await hasFactor(db, user, other)) ? { ok: false, refused: 'notSetUp', factor: kind } : { ok: false, refused: 'notSetUp' };
  }
  const reservation = await reserveFundPassAttempt(db, user.id, input.now);
  if (!reservation.ok) return { ok: false, refused: 'rateLimited', retryAfter: reservation.retryAfter };
  const passwordMatches = await verifyPassword(input.fundpass, user.fundPassHash);
  const factor = await checkSecondFactor(db, user, { totp: input.totp, passkey: input.passkey, rp: input.rp }, input.now);
  if (!passwordMatches || !factor.ok) return { ok: false, refused: 'wrongFundPassOrCode', factor: kind };
  return { ok: true, kind, spend: factor.spend };
}

/**
 * Changes the fund-password frequency, confirmed by checkFundPassAndCode; a failure changes
 * nothing else. A success stores the frequency and the used step atomically, forgives the
 * failures and leaves a private notice.
 */
export async function changeFundPassFrequency(
  db: Db,
  user: Pick<UserRow, 'id' | 'fundPassHash' | 'totpSecret'>,
  input: { frequency: FundPassFrequency; fundpass: string; totp: string; now: Date; rp: RelyingParty },
): Promise<FrequencyChange> {
  const { frequency, now } = input;
  const checked = await checkFundPassAndCode(db, user, input);
  if (!checked.ok) return checked;
  const accepted = await db.transaction(async (tx) => {
    if (!(await checked.spend(tx))) return false;
    await tx.update(users).set({ fundPassFrequency: frequency }).where(eq(users.id, user.id));
    return true;
  });
  if (!accepted) return { ok: false, refused: 'wrongFundPassOrCode', factor: checked.kind };
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
