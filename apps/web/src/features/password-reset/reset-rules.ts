import { RESET_CODE_DIGITS } from '@exchange/contract/password-reset';
import type { ApiError } from '@/lib/api/client';
import { isEmailAddress, meetsPasswordRules } from '@/lib/auth/credential-rules';

/** The reset page's steps: the email, then the mailed code with the new password, then done. */
export type ResetStep = 'email' | 'code' | 'done';

/** Keys of the `passwordReset.errors` catalog entries. */
export type ResetErrorKey = 'required' | 'invalidEmail' | 'code' | 'weakPassword' | 'mismatch' | 'wrongCode' | 'rateLimited' | 'generic';

export interface CodeForm {
  readonly code: string;
  readonly password: string;
  readonly repeat: string;
}

export type CodeFormErrors = Partial<Record<keyof CodeForm, ResetErrorKey>>;

/** The email field's problem, or null (the API's own checks follow). */
export function emailProblem(email: string): ResetErrorKey | null {
  if (!email.trim()) return 'required';
  return isEmailAddress(email) ? null : 'invalidEmail';
}

/** The code as typed, reduced to its digits (a pasted `1234 5678` or `1234-5678` reads as the code). */
export function normaliseCode(text: string): string {
  return text.replace(/\D/g, '').slice(0, RESET_CODE_DIGITS);
}

/** The code form's problems by field (empty when it may be sent): the code's length, the sign-up password rules, the repeat matching. */
export function codeFormProblems(form: CodeForm): CodeFormErrors {
  const errors: CodeFormErrors = {};
  if (!form.code) errors.code = 'required';
  else if (form.code.length !== RESET_CODE_DIGITS) errors.code = 'code';
  if (!form.password) errors.password = 'required';
  else if (!meetsPasswordRules(form.password)) errors.password = 'weakPassword';
  if (!form.repeat) errors.repeat = 'required';
  else if (form.repeat !== form.password) errors.repeat = 'mismatch';
  return errors;
}

/**
 * What to say when a call is refused: the rate limit by its status; at the code step a 400 is the
 * one refusal for a wrong, used or expired code (the form already checked its fields); anything
 * else is the generic message.
 */
export function refusalKey(error: ApiError, step: ResetStep): ResetErrorKey {
  if (error.status === 429) return 'rateLimited';
  if (step === 'code' && error.status === 400) return 'wrongCode';
  return 'generic';
}
