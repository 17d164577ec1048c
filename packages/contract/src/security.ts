import { z } from 'zod/mini';
import { defineCall, noInput, ok } from './define';
import { passkeyAssertionField, secondFactorFields, totpCodeField } from './second-factor';
import { passwordRule } from './usercenter';

/**
 * Security settings (docs/IDENTITY.md "Security settings"): the overview the hub shows, and the
 * sensitive changes: the login password, the fund password, the authenticator and its recovery
 * codes, the anti-phishing code. Every call needs a login (401 for guests); every POST needs CSRF.
 *
 * Confirmation: a change names what it needs (the login password, the current fund password)
 * and, when the account has a second factor (an authenticator, or a passkey), one of them
 * (`secondFactorFields`: `totp` or `passkey`). Refusals, each a 4xx JSON error that changes
 * nothing: 400 when the second factor is missing although the account has one, or given although
 * it has none; 400 with one message for a wrong password, a wrong code and a replayed code (a
 * code confirms one change); 429 with Retry-After past SECURITY_ATTEMPT_LIMIT attempts of one
 * action per user (each attempt is counted before anything is checked, so parallel requests
 * cannot overrun it). Every accepted change leaves a private notice and sends an account mail.
 */

/** Attempts of one action (password, fund_password, totp, anti_phishing) per user and window. */
export const SECURITY_ATTEMPT_LIMIT = { max: 5, windowMs: 15 * 60 * 1000 } as const;
/** How many one-time recovery codes turning the authenticator on (or regenerating them) gives. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five of 0-9 A-Z without I, L, O, U, e.g. `7KQ2M-X9D4T`. */
export const RECOVERY_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
/** The anti-phishing code: 4 to 20 letters, digits, - or _. */
export const ANTI_PHISHING_CODE_PATTERN = /^[A-Za-z0-9_-]{4,20}$/;
/** The highest `safe_level` (one point each: authenticator, passkey, fund password, anti-phishing code). */
export const SAFE_LEVEL_MAX = 4;
/** How long a pending authenticator secret (begin) may be confirmed (enable). */
export const TOTP_PENDING_MS = 30 * 60 * 1000;

const loginPasswordField = z.string().check(z.minLength(1, 'Enter your login password'), z.maxLength(128, 'password is too long'));
const fundPasswordField = z.string().check(z.minLength(1, 'Enter your fund password'), z.maxLength(128, 'fund password is too long'));
const count = z.number().check(z.int(), z.gte(0));
/** A recovery code as typed: letters in either case, the dash optional (the API normalises). */
const recoveryCodeField = z.string().check(z.regex(/^[0-9A-Za-z]{5}-?[0-9A-Za-z]{5}$/, 'Enter a recovery code such as 7KQ2M-X9D4T'));
const antiPhishingField = z
  .string()
  .check(z.refine((v) => v === '' || ANTI_PHISHING_CODE_PATTERN.test(v), 'The anti-phishing code must be 4 to 20 letters, digits, - or _'));
const recoveryCodes = z.array(z.string().check(z.regex(RECOVERY_CODE_PATTERN)));

/**
 * The owner's view of the account's protection. `password_changed_ms`: when the login password
 * last changed (ms; null: never since sign-up); `fund_password`, `totp`: set / on;
 * `recovery_codes_left`: unused recovery codes (0 while the authenticator is off); `passkeys`:
 * registered passkeys; `anti_phishing_code`: the code (only its owner is ever answered it), null
 * when unset; `withdraw_whitelist`: withdrawals only to the address book; `safe_level` 0…4 as in
 * get_info (one point each for the authenticator, a passkey, the fund password, the anti-phishing code).
 */
export const securityOverviewSchema = z.object({
  password_changed_ms: z.nullable(count),
  fund_password: z.boolean(),
  totp: z.boolean(),
  recovery_codes_left: count,
  passkeys: count,
  anti_phishing_code: z.nullable(z.string()),
  withdraw_whitelist: z.boolean(),
  safe_level: z.number().check(z.int(), z.gte(0), z.lte(SAFE_LEVEL_MAX)),
});
export type SecurityOverview = z.output<typeof securityOverviewSchema>;

export const securityOverview = defineCall({
  method: 'GET',
  path: '/api/web/v1/security/overview',
  request: noInput,
  answer: ok(securityOverviewSchema),
  fallback: {
    code: 0,
    message: '',
    data: {
      password_changed_ms: null,
      fund_password: false,
      totp: false,
      recovery_codes_left: 0,
      passkeys: 0,
      anti_phishing_code: null,
      withdraw_whitelist: false,
      safe_level: 0,
    },
  },
});

/**
 * Changes the login password: the current one (`password`), the new one by the sign-up rules
 * (`new_password`, which must differ), and the second factor when the account has one. Every
 * other session of the user ends (this one stays); answers how many ended.
 */
export const changeLoginPassword = defineCall({
  method: 'POST',
  path: '/api/web/v1/security/password',
  request: z.strictObject({ password: loginPasswordField, new_password: passwordRule, ...secondFactorFields }),
  answer: ok(z.object({ sessions_ended: count })),
  fallback: { code: 0, message: '', data: { sessions_ended: 0 } },
});

/**
 * Sets the fund password of an account that has none: the login password (`password`), the new
 * fund password (`fund_password`, the password rules, different from the login password) and
 * the second factor when the account has one. 400 when a fund password exists (change it instead).
 */
export const setFundPassword = defineCall({
  method: 'POST',
  path: '/api/web/v1/security/fund_password/set',
  request: z.strictObject({ password: loginPasswordField, fund_password: passwordRule, ...secondFactorFields }),
  answer: ok(z.object({})),
  fallback: { code: 0, message: '', data: {} },
});

/**
 * Changes the fund password: the current one (`current_fund_password`), the new one
 * (`fund_password`, as above, different from both) and the second factor when the account has
 * one. 400 when none is set yet.
 */
export const changeFundPassword = defineCall({
  method: 'POST',
  path: '/api/web/v1/security/fund_password/change',
  request: z.strictObject({ current_fund_password: fundPasswordField, fund_password: passwordRule, ...secondFactorFields }),
  answer: ok(z.object({})),
  fallback: { code: 0, message: '', data: {} },
});

/**
 * Starts setting up the authenticator: a new secret (base32, SHA1, 6 digits, 30 s), kept pending
 * for TOTP_PENDING_MS, and its `otpauth://` URL (issuer: the site's `totpName`; label: issuer and
 * email) for the QR code. A new call replaces the pending secret. 400 while the authenticator is on.
 */
export const beginTotp = defineCall({
  method: 'POST',
  path: '/api/web/v1/security/totp/begin',
  request: noInput,
  answer: ok(z.object({ secret: z.string(), otpauth_url: z.string() })),
  fallback: { code: 0, message: '', data: { secret: '', otpauth_url: '' } },
});

/**
 * Turns the authenticator on: a code of the pending secret (`code`) and the login password, and,
 * when the account has a passkey, an assertion of one (`passkey`, from `passkeyConfirmOptions`;
 * without it 400 "Confirm with your second factor"), so a stolen password never adds a second
 * factor past the account's. Answers RECOVERY_CODE_COUNT one-time recovery codes: this is the
 * only time they are shown (only their SHA-256 is stored). 400 without a pending secret (or past
 * TOTP_PENDING_MS).
 */
export const enableTotp = defineCall({
  method: 'POST',
  path: '/api/web/v1/security/totp/enable',
  request: z.strictObject({ code: totpCodeField, password: loginPasswordField, passkey: z.optional(passkeyAssertionField) }),
  answer: ok(z.object({ recovery_codes: recoveryCodes })),
  fallback: { code: 0, message: '', data: { recovery_codes: [] } },
});

/**
 * Turns the authenticator off, confirmed by a current code (`totp`) or a passkey, or, for a lost
 * device, by a recovery code (`recovery_code`, used up) together with the login password
 * (`password`). The recovery codes go with it.
 */
export const disableTotp = defineCall({
  method: 'POST',
  path: '/api/web/v1/security/totp/disable',
  request: z.strictObject({
    totp: z.optional(totpCodeField),
    passkey: z.optional(passkeyAssertionField),
    recovery_code: z.optional(recoveryCodeField),
    password: z.optional(loginPasswordField),
  }),
  answer: ok(z.object({})),
  fallback: { code: 0, message: '', data: {} },
});

/** Replaces the recovery codes with RECOVERY_CODE_COUNT new ones (shown once), confirmed by the second factor. */
export const regenerateRecoveryCodes = defineCall({
  method: 'POST',
  path: '/api/web/v1/security/totp/recovery_codes',
  request: z.strictObject({ ...secondFactorFields }),
  answer: ok(z.object({ recovery_codes: recoveryCodes })),
  fallback: { code: 0, message: '', data: { recovery_codes: [] } },
});

/**
 * Sets, changes or (with '') clears the anti-phishing code, confirmed by the second factor, or by
 * the login password (`password`) when the account has none. Answers the code now in force.
 */
export const setAntiPhishingCode = defineCall({
  method: 'POST',
  path: '/api/web/v1/security/anti_phishing',
  request: z.strictObject({ anti_phishing_code: antiPhishingField, password: z.optional(loginPasswordField), ...secondFactorFields }),
  answer: ok(z.object({ anti_phishing_code: z.nullable(z.string()) })),
  fallback: { code: 0, message: '', data: { anti_phishing_code: null } },
});
