import { ErrorCode } from '@exchange/contract/errors';
import type { ApiError } from '@/lib/api/client';
import { isEmailAddress, meetsPasswordRules } from '@/lib/auth/credential-rules';

export type AuthErrorKey = 'badCredentials' | 'rateLimited' | 'emailTaken' | 'invalidEmail' | 'weakPassword' | 'required' | 'generic';
export type AuthMode = 'login' | 'signup';

export interface FieldErrors {
  email?: AuthErrorKey;
  password?: AuthErrorKey;
}

/** Checks the form before any request: the same rules the API enforces, with catalog keys. */
export function validateAuthForm(mode: AuthMode, email: string, password: string): FieldErrors {
  const errors: FieldErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'required';
  else if (!isEmailAddress(trimmed)) errors.email = 'invalidEmail';
  if (!password) errors.password = 'required';
  else if (mode === 'signup' && !meetsPasswordRules(password)) {
    errors.password = 'weakPassword';
  }
  return errors;
}

/** The message for an API refusal, by its stable code; anything unknown is the generic message. */
export function authErrorKey(error: ApiError): AuthErrorKey {
  switch (error.code) {
    case ErrorCode.badCredentials:
      return 'badCredentials';
    case ErrorCode.rateLimited:
      return 'rateLimited';
    case ErrorCode.emailTaken:
      return 'emailTaken';
    default:
      return error.status === 429 ? 'rateLimited' : 'generic';
  }
}
