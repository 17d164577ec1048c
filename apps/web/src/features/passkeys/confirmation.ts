import { hasSecondFactor, secondFactorBody, secondFactorReady, type SecondFactorMethods, type SecondFactorValue } from '@/lib/account/second-factor';
import type { PasskeyConfirmation } from '@/lib/passkeys/passkey-api';

/**
 * What confirms adding or removing a passkey, as typed: the second factor when the account has one
 * (an authenticator code or a passkey), else the login password (docs/IDENTITY.md "Passkeys").
 */
export interface Identity {
  password: string;
  factor: SecondFactorValue;
}

export const NO_IDENTITY: Identity = { password: '', factor: {} };

/** The request fields for `identity` under the account's `methods`. */
export function identityBody(methods: SecondFactorMethods, identity: Identity): PasskeyConfirmation {
  return hasSecondFactor(methods) ? secondFactorBody(identity.factor) : { password: identity.password };
}

/** Whether `identity` can be sent. */
export function identityReady(methods: SecondFactorMethods, identity: Identity): boolean {
  return hasSecondFactor(methods) ? secondFactorReady(methods, identity.factor) : identity.password !== '';
}
