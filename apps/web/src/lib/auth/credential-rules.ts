const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `text` (trimmed) looks like an email address the API takes (at most 254 characters); the API checks it again. */
export function isEmailAddress(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length <= 254 && EMAIL.test(trimmed);
}

/**
 * The sign-up password rules (the contract's `passwordRule`, packages/contract/src/usercenter.ts:
 * 8 to 128 characters, a letter and a digit) as checks a form can show one by one while the user
 * types, and a rough strength beyond them. The API checks the same rules again.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordRule = 'length' | 'letter' | 'digit';
export const PASSWORD_RULES: readonly PasswordRule[] = ['length', 'letter', 'digit'];

/** Which of the rules `password` meets. */
export function passwordChecks(password: string): Record<PasswordRule, boolean> {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    letter: /[A-Za-z]/.test(password),
    digit: /\d/.test(password),
  };
}

/** Whether `password` meets every rule. */
export function meetsPasswordRules(password: string): boolean {
  const checks = passwordChecks(password);
  return PASSWORD_RULES.every((rule) => checks[rule]);
}

export type PasswordStrength = 'weak' | 'fair' | 'strong';

/**
 * A rough strength, for feedback only: weak until the rules are met; strong from 12 characters
 * with three kinds of character (lower case, upper case, digits, anything else) or from 16
 * characters; fair in between.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (!meetsPasswordRules(password)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(password)).length;
  return password.length >= 16 || (password.length >= 12 && kinds >= 3) ? 'strong' : 'fair';
}
