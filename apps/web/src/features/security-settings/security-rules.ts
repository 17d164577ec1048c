import { ANTI_PHISHING_CODE_PATTERN, type SecurityOverview } from '@exchange/contract/security';

/**
 * The security settings' pure rules (docs/IDENTITY.md "Security settings"): the sign-up password
 * rules as a checklist, how a refusal reads, the secret as groups, the recovery codes' file.
 */

/** The sign-up rules of a password (the contract's `passwordRule`), each met or not. */
export interface PasswordRules {
  length: boolean;
  letter: boolean;
  digit: boolean;
}

export function passwordRules(password: string): PasswordRules {
  return { length: password.length >= 8 && password.length <= 128, letter: /[A-Za-z]/.test(password), digit: /\d/.test(password) };
}

export function meetsPasswordRules(password: string): boolean {
  const rules = passwordRules(password);
  return rules.length && rules.letter && rules.digit;
}

/** The strength meter's words for zxcvbn's score 0…4. */
export const STRENGTH_KEYS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
export type StrengthKey = (typeof STRENGTH_KEYS)[number];

export function strengthKey(score: number): StrengthKey {
  return STRENGTH_KEYS[Math.min(STRENGTH_KEYS.length - 1, Math.max(0, Math.round(score)))] ?? 'veryWeak';
}

/** Whether `code` may be an anti-phishing code (4–20 letters, digits, - or _). */
export function validAntiPhishingCode(code: string): boolean {
  return ANTI_PHISHING_CODE_PATTERN.test(code);
}

/** How a refused call reads: a translated sentence for what the page can name, else the API's own message. */
export type RefusalKey = 'rateLimited' | 'loggedOut' | 'network' | 'failed';

export function refusalOf(error: { status: number; message: string }): { key: RefusalKey } | { text: string } {
  if (error.status === 429) return { key: 'rateLimited' };
  if (error.status === 401) return { key: 'loggedOut' };
  if (error.status === 0 || error.status >= 500) return { key: 'network' };
  return error.message ? { text: error.message } : { key: 'failed' };
}

/** The authenticator secret in groups of four, as people copy it by hand. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The recovery codes' text file: who it is for, the codes one a line, how to use them. */
export function recoveryCodesFile(codes: readonly string[], heading: string, note: string): string {
  return `${heading}\n\n${codes.join('\n')}\n\n${note}\n`;
}

/** Where each hub row's action leads (the passkeys, sessions and history pages are their owners'). */
export const SECURITY_PATHS = {
  hub: '/myaccount/security-setting',
  fundPassword: '/myaccount/fundpass_setup',
  totp: '/myaccount/totp',
  passkeys: '/myaccount/security-setting/passkeys',
  devices: '/myaccount/security-setting/devices',
  loginHistory: '/myaccount/security-setting/login-history',
  whitelist: '/myaccount/withdraw',
} as const;

/** The methods the second factor field offers for this account. */
export function factorMethods(overview: Pick<SecurityOverview, 'totp' | 'passkeys'>): { totp: boolean; passkey: boolean } {
  return { totp: overview.totp, passkey: overview.passkeys > 0 };
}
