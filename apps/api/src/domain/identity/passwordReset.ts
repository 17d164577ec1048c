import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_CODE_DIGITS, RESET_CODE_MAX_FAILURES, RESET_CODE_MINUTES } from '@exchange/contract/password-reset';
import type { Db } from '../../db/client';
import { loginAttempts, passwordResets, sessions, users } from '../../db/schema';
import { sendAccountMail, type Mailer } from '../../mail/mailer';
import { hashPassword } from '../../security/password';
import { reserveResetRequest } from '../../security/rateLimit';
import { createNotice } from '../notices';
import { PASSWORD_HOLD_HOURS } from './passwordHold';

const CODE_MS = RESET_CODE_MINUTES * 60 * 1000;
/**
 * Wrong codes an account takes in 24 hours, over all its codes: a new request draws a new code
 * with RESET_CODE_MAX_FAILURES tries of its own, so without this bound the requests' limit would
 * allow ~600 guesses a day per account. Past it even the right code is refused until the day's
 * failures age out (the owner still logs in with the password; the answer stays the one refusal).
 */
export const RESET_MAX_FAILURES_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the reset's notice leads: the login history, to see who logged in before it. */
export const LOGIN_HISTORY_PAGE = '/myaccount/security-setting/login-history';

function hashCode(code: string): Buffer {
  return createHash('sha256').update(code).digest();
}

/** A random code of RESET_CODE_DIGITS digits (crypto.randomInt: uniform, leading zeros kept). */
export function newResetCode(): string {
  return String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
}

/** The mail with a reset code, in the account mail's form (mail/mailer.ts sendAccountMail: the anti-phishing line first). */
export function resetCodeMail(code: string): { subject: string; text: string } {
  return {
    subject: 'Your password reset code',
    text: [
      `Your code to reset your password: ${code}`,
      '',
      `It works for ${RESET_CODE_MINUTES} minutes, once. Never give it to anyone: our staff will never ask for it.`,
      'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordResetMail(when: Date): { subject: string; text: string } {
  return {
    subject: 'Your password was reset',
    text: [
      `The login password of your account was reset with a code sent to this address at ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      `Every session was ended, and withdrawals are paused for ${PASSWORD_HOLD_HOURS} hours.`,
      'If this was not you, contact support at once.',
    ].join('\n'),
  };
}

export type ResetRequestResult = { ok: true; send: (() => Promise<void>) | null } | { ok: false; retryAfter: number };

/**
 * A reset request for `email` from `ip` (docs/IDENTITY.md "Password reset"). The request is
 * counted first (security/rateLimit.ts reserveResetRequest: per email and per address, for any
 * email). Then, with or without an account, a code is drawn and hashed and the account's open
 * codes are superseded (an update that matches nothing without one); with an account the new
 * code's hash is stored, good for 15 minutes. The answer carries the mail to send (null without
 * an account), which the caller sends after answering, so neither the answer nor its timing says
 * whether the email has an account.
 */
export async function requestPasswordReset(db: Db, mailer: Mailer, input: { email: string; ip: string; now: Date }): Promise<ResetRequestResult> {
  const { email, now } = input;
  const reservation = await reserveResetRequest(db, email, input.ip, now);
  if (!reservation.ok) return { ok: false, retryAfter: reservation.retryAfter };
  const [user] = await db
    .select({ id: users.id, email: users.email, antiPhishingCode: users.antiPhishingCode })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const code = newResetCode();
  const codeHash = hashCode(code).toString('hex');
  await db.transaction(async (tx) => {
    // a new code replaces the open ones: only the newest mail's code works
    await tx
      .update(passwordResets)
      .set({ expiresAt: now })
      .where(and(eq(passwordResets.userId, user?.id ?? 0), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
    if (user) await tx.insert(passwordResets).values({ userId: user.id, codeHash, createdAt: now, expiresAt: new Date(now.getTime() + CODE_MS) });
  });
  return { ok: true, send: user ? () => sendAccountMail(mailer, user, resetCodeMail(code)) : null };
}

export type ResetConfirmResult = { ok: true; userId: number; send: () => Promise<void> } | { ok: false };

/** The hash of a code that is never issued, compared against when there is nothing to compare with, so every refusal does the same work. */
const NO_CODE = hashCode('no code');

/**
 * Sets a new password with a mailed code. Refused alike (`{ok: false}`) for an unknown email, no
 * open code (none asked, used, replaced or expired), a code already tried wrongly 5 times, and a
 * wrong code, which counts one failure against the newest open code: the code's row is locked
 * (FOR UPDATE) while it is checked and counted, so parallel guesses queue and at most 5 are ever
 * compared. On success, in one transaction: the password (scrypt) and `password_changed_at`, the
 * code used, every session of the account ended, the email's failed logins forgiven; then a notice.
 * The answer carries the "your password was reset" mail for the caller to send. It is not a login:
 * no session begins and no login event is recorded; the user logs in with the new password.
 */
export async function confirmPasswordReset(
  db: Db,
  mailer: Mailer,
  input: { email: string; code: string; password: string; now: Date },
): Promise<ResetConfirmResult> {
  const { email, now } = input;
  const given = hashCode(input.code);
  const [user] = await db
    .select({ id: users.id, email: users.email, antiPhishingCode: users.antiPhishingCode })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) {
    timingSafeEqual(given, NO_CODE);
    return { ok: false };
  }
  const done = await db.transaction(async (tx) => {
    const [open] = await tx
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
      .limit(1)
      .for('update');
    const stored = open ? Buffer.from(open.codeHash, 'hex') : NO_CODE;
    const matches = stored.length === given.length && timingSafeEqual(stored, given);
    if (!open || open.failures >= RESET_CODE_MAX_FAILURES) return false;
    // the open code is locked: its failures and the day's older codes' cannot change meanwhile
    const [today] = await tx
      .select({ failures: sql<string>`coalesce(sum(${passwordResets.failures}), 0)` })
      .from(passwordResets)
      .where(and(eq(passwordResets.userId, user.id), gt(passwordResets.createdAt, new Date(now.getTime() - DAY_MS))));
    if (Number(today?.failures ?? 0) >= RESET_MAX_FAILURES_PER_DAY) return false;
    if (!matches) {
      await tx
        .update(passwordResets)
        .set({ failures: sql`${passwordResets.failures} + 1` })
        .where(eq(passwordResets.id, open.id));
      return false;
    }
    await tx
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), passwordChangedAt: now })
      .where(eq(users.id, user.id));
    await tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.id, open.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(loginAttempts).where(eq(loginAttempts.email, email));
    return true;
  });
  if (!done) return { ok: false };
  await createNotice(db, user.id, {
    type: 'private_notice',
    title: 'Your password was reset',
    content: `Your login password was reset with a code sent to your email. Every session was ended and withdrawals are paused for ${PASSWORD_HOLD_HOURS} hours. If this was not you, contact support at once.`,
    notification: { type: 'security', template_id: 'password_reset', extras: { url: LOGIN_HISTORY_PAGE }, template_args: {} },
    sentAt: now,
  });
  return { ok: true, userId: user.id, send: () => sendAccountMail(mailer, user, passwordResetMail(now)) };
}
