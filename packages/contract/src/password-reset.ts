import { z } from 'zod/mini';
import { defineCall, ok } from './define';
import { emailField, passwordRule } from './usercenter';

/**
 * Password reset by a code sent by mail (docs/IDENTITY.md "Password reset"). Both calls are
 * public and need CSRF. Neither answer ever says whether an email has an account.
 */

/** Reset codes: this many digits, good for this long, at most this many wrong tries per code. */
export const RESET_CODE_DIGITS = 8;
export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_MAX_FAILURES = 5;

export const resetCodeField = z.string().check(z.trim(), z.regex(new RegExp(`^\\d{${RESET_CODE_DIGITS}}$`), `Enter the ${RESET_CODE_DIGITS}-digit code`));

const done = ok(z.object({}));

/**
 * Asks for a reset code. The same answer (200) whether or not the email has an account; for one
 * that has, a code good for 15 minutes goes to it by mail (a new request replaces the last code).
 * 429 with Retry-After past 5 requests an hour per email or 20 per address, for any email.
 */
export const requestPasswordReset = defineCall({
  method: 'POST',
  path: '/api/web/v1/usercenter/password_reset/request',
  request: z.strictObject({ email: emailField }),
  answer: done,
  fallback: { code: 0, message: '', data: {} },
});

/**
 * Sets a new password (the sign-up rules) with the mailed code. One refusal, 400 "This code is
 * wrong or has expired", for an unknown email, a wrong, used, replaced or expired code, and for a
 * code tried wrongly 5 times. Success ends every session of the account (this browser's too: the
 * user logs in with the new password), and holds withdrawals for 24 hours.
 */
export const confirmPasswordReset = defineCall({
  method: 'POST',
  path: '/api/web/v1/usercenter/password_reset/confirm',
  request: z.strictObject({ email: emailField, code: resetCodeField, password: passwordRule }),
  answer: done,
  fallback: { code: 0, message: '', data: {} },
});
