import { z } from 'zod/mini';

/**
 * The second factor a sensitive change is confirmed with (docs/IDENTITY.md "Second factor"): a
 * 6-digit authenticator code (`totp`), or a passkey's assertion (`passkey`: the JSON text of
 * @simplewebauthn/browser's AuthenticationResponseJSON, answering a challenge from the confirm
 * call of the passkeys contract). A request carries one of them; the API refuses both or neither.
 */
export const totpCodeField = z.string().check(z.regex(/^\d{6}$/, 'Enter the 6-digit code'));
export const passkeyAssertionField = z.string().check(z.minLength(2, 'passkey is empty'), z.maxLength(16_384, 'passkey is too long'));

export const secondFactorFields = {
  totp: z.optional(totpCodeField),
  passkey: z.optional(passkeyAssertionField),
};
