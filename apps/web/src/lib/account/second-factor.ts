/**
 * The second factor a security change is confirmed with, as the web holds it while the trader
 * types (docs/IDENTITY.md "Second factor"): an authenticator code, or (once the passkeys' piece
 * fills it) a passkey assertion's JSON text. The request carries exactly one of them
 * (packages/contract/src/second-factor.ts `secondFactorFields`).
 */
export interface SecondFactorValue {
  totp?: string;
  passkey?: string;
}

/** Which second factors an account has (the security overview's `totp` and `passkeys`). */
export interface SecondFactorMethods {
  totp: boolean;
  passkey: boolean;
}

export const NO_SECOND_FACTOR: SecondFactorValue = {};

/** Whether the account has a second factor of either kind (then every security change asks for one). */
export function hasSecondFactor(methods: SecondFactorMethods): boolean {
  return methods.totp || methods.passkey;
}

/**
 * The request fields for `value`: the passkey when one was given (it is complete once present),
 * else a 6-digit code; nothing when neither is ready (or the account has no second factor).
 */
export function secondFactorBody(value: SecondFactorValue): { totp?: string; passkey?: string } {
  if (value.passkey !== undefined && value.passkey !== '') return { passkey: value.passkey };
  if (value.totp !== undefined && /^\d{6}$/.test(value.totp)) return { totp: value.totp };
  return {};
}

/** Whether `value` can be sent: always when the account has no second factor, else when one is complete. */
export function secondFactorReady(methods: SecondFactorMethods, value: SecondFactorValue): boolean {
  if (!hasSecondFactor(methods)) return true;
  const body = secondFactorBody(value);
  return body.totp !== undefined || body.passkey !== undefined;
}
