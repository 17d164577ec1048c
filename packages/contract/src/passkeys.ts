import { z } from 'zod/mini';
import { defineCall, intField, noInput, ok } from './define';
import { passkeyAssertionField, secondFactorFields } from './second-factor';

/**
 * Passkeys (WebAuthn; docs/IDENTITY.md "Passkeys"), with @simplewebauthn/server on the API and
 * @simplewebauthn/browser in the web. Each sub-site host is its own relying party: the RP ID is the
 * host name the request came to and the expected origin its scheme and host, so a passkey made on
 * one site answers only there. Every challenge is used once and expires after
 * PASSKEY_CHALLENGE_MINUTES. Every POST needs CSRF.
 *
 * Adding one: `passkeyRegisterOptions` (logged in, confirmed by the login password or the second
 * factor) answers the creation options; the browser's startRegistration answers them, and
 * `passkeyRegister` stores the credential under a name. Logging in: `passkeyLoginOptions` (anyone)
 * and `passkeyLogin`, which sets the login cookies as the password login does. As the second
 * factor of a sensitive change (withdrawals, transfers, security settings):
 * `passkeyConfirmOptions` (logged in), then the change's own call carries the assertion in its
 * `passkey` field (second-factor.ts).
 */

/** How long a challenge can be answered. */
export const PASSKEY_CHALLENGE_MINUTES = 5;
/** Passkeys one account may have. */
export const MAX_PASSKEYS = 10;
/** The longest name. */
export const PASSKEY_NAME_MAX = 40;

/** A passkey's name: 1–40 characters of plain text (no control, format or private-use characters), trimmed by the API. */
export const passkeyNameField = z.string().check(
  z.refine((v) => v.trim() !== '', 'Enter a name for the passkey'),
  z.maxLength(PASSKEY_NAME_MAX, `name must be at most ${PASSKEY_NAME_MAX} characters`),
  z.regex(/^[^\p{Cc}\p{Cf}\p{Co}\p{Cs}]*$/u, 'name must be plain text'),
);

/** The login password, as a confirmation (the alternative to the second factor). */
const passwordField = z.string().check(z.minLength(1, 'Enter your password'), z.maxLength(128, 'password is too long'));

/**
 * What confirms adding or removing a passkey: the account's second factor when it has one, an
 * authenticator code (`totp`) or a passkey's assertion (`passkey`, answering
 * `passkeyConfirmOptions`; the passkey being removed may confirm its removal), else the login
 * password (`password`), so a stolen password never adds a passkey past a second factor. Each
 * attempt counts against 5 per user in 15 minutes (429 with Retry-After) before it is checked.
 */
export const passkeyConfirmationFields = { password: z.optional(passwordField), ...secondFactorFields };

/** One of the user's passkeys. Times in Unix milliseconds; `last_used_ms` null until it is used. */
export const passkeySchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  name: z.string(),
  created_ms: z.number().check(z.int(), z.gte(0)),
  last_used_ms: z.nullable(z.number().check(z.int(), z.gte(0))),
  /** a synced passkey (a password manager's, a phone's cloud keychain) or one bound to its device */
  device_type: z.enum(['singleDevice', 'multiDevice']),
  backed_up: z.boolean(),
});
export type Passkey = z.output<typeof passkeySchema>;
const passkeyFallback: Passkey = { id: '0', name: '', created_ms: 0, last_used_ms: null, device_type: 'singleDevice', backed_up: false };

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const userVerification = z.enum(['required', 'preferred', 'discouraged']);
const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.optional(z.array(z.enum(TRANSPORTS))),
});

/** navigator.credentials.create's options as JSON (@simplewebauthn's PublicKeyCredentialCreationOptionsJSON, the parts the API sends). */
export const creationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.optional(z.string()) }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.optional(z.number()),
  attestation: z.optional(z.enum(['direct', 'enterprise', 'indirect', 'none'])),
  excludeCredentials: z.optional(z.array(credentialDescriptor)),
  authenticatorSelection: z.optional(
    z.object({
      authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
      requireResidentKey: z.optional(z.boolean()),
      residentKey: z.optional(z.enum(['discouraged', 'preferred', 'required'])),
      userVerification: z.optional(userVerification),
    }),
  ),
  extensions: z.optional(z.object({ credProps: z.optional(z.boolean()) })),
});
export type CreationOptions = z.output<typeof creationOptionsSchema>;

/** navigator.credentials.get's options as JSON (PublicKeyCredentialRequestOptionsJSON, the parts the API sends). */
export const requestOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.optional(z.string()),
  timeout: z.optional(z.number()),
  allowCredentials: z.optional(z.array(credentialDescriptor)),
  userVerification: z.optional(userVerification),
});
export type RequestOptions = z.output<typeof requestOptionsSchema>;

const base64url = z.string().check(z.regex(/^[A-Za-z0-9_-]*$/, 'not base64url'));

/** A registration response (startRegistration's RegistrationResponseJSON) as the API reads it from `response`. */
export const registrationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: z.optional(base64url),
    transports: z.optional(z.array(z.string())),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(base64url),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** An assertion (startAuthentication's AuthenticationResponseJSON) as the API reads it from `response` or `passkey`. */
export const authenticationResponseSchema = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: z.optional(base64url),
  }),
  authenticatorAttachment: z.optional(z.enum(['platform', 'cross-platform'])),
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** The user's passkeys, oldest first. 401 for guests. Fallback: none. */
export const passkeyList = defineCall({
  method: 'GET',
  path: '/apiw/v2/passkeys',
  request: noInput,
  answer: ok(z.object({ list: z.array(passkeySchema) })),
  fallback: { code: 0, message: '', data: { list: [] } },
});

/**
 * Starts adding a passkey (CSRF, logged in), confirmed by passkeyConfirmationFields: 400 when the
 * account's second factor is missing (or both given), a factor the account lacks is given, the
 * password is missing on an account without one, or the confirmation is wrong or used
 * (`Incorrect password or second factor`); 429 past the limit; 400 at MAX_PASSKEYS. Answers the creation options: a discoverable credential (resident key
 * required), user verification preferred, no attestation, the user's passkeys excluded.
 */
export const passkeyRegisterOptions = defineCall({
  method: 'POST',
  path: '/apiw/v2/passkeys/register/options',
  request: z.strictObject(passkeyConfirmationFields),
  answer: ok(z.nullable(creationOptionsSchema)),
  fallback: { code: 0, message: '', data: null },
});

/**
 * Stores the passkey (CSRF, logged in): `response` is startRegistration's JSON answering the
 * user's own open challenge on this site. 400 when the challenge is unknown, used or expired, the
 * response does not verify (origin, RP ID, challenge, signature), or the credential is registered
 * already. Leaves a notice and sends an account mail. Answers the new passkey.
 */
export const passkeyRegister = defineCall({
  method: 'POST',
  path: '/apiw/v2/passkeys/register',
  request: z.strictObject({
    name: passkeyNameField,
    response: z.string().check(z.minLength(2, 'response is empty'), z.maxLength(12_000, 'response is too long')),
  }),
  answer: ok(passkeySchema),
  fallback: { code: 0, message: '', data: passkeyFallback },
});

const idField = intField('id', 1, 2_147_483_647);

/** Renames one of the user's passkeys (CSRF); 404 when it is not theirs. Answers it renamed. */
export const passkeyRename = defineCall({
  method: 'POST',
  path: '/apiw/v2/passkeys/rename',
  request: z.strictObject({ id: idField, name: passkeyNameField }),
  answer: ok(passkeySchema),
  fallback: { code: 0, message: '', data: passkeyFallback },
});

/**
 * Removes one of the user's passkeys (CSRF), confirmed as passkeyRegisterOptions (the passkey being
 * removed may confirm it). 404 when it is not theirs (nothing counted). Leaves a notice and sends
 * an account mail.
 */
export const passkeyRemove = defineCall({
  method: 'POST',
  path: '/apiw/v2/passkeys/remove',
  request: z.strictObject({ id: idField, ...passkeyConfirmationFields }),
  answer: ok(z.object({ id: z.string() })),
  fallback: { code: 0, message: '', data: { id: '0' } },
});

/** Starts a login with a passkey (CSRF, anyone): discoverable credentials, user verification required. */
export const passkeyLoginOptions = defineCall({
  method: 'POST',
  path: '/apiw/v2/passkeys/login/options',
  request: noInput,
  answer: ok(z.nullable(requestOptionsSchema)),
  fallback: { code: 0, message: '', data: null },
});

/**
 * Logs in with a passkey (CSRF): `response` is startAuthentication's JSON answering a login
 * challenge of this site. Sets the login cookies as the password login does (any session this
 * browser had ends). 401 (`This passkey could not be verified`) for an unknown credential, a used
 * or expired challenge, a wrong origin or RP ID, a bad signature or a counter that went back (a
 * cloned authenticator); for a known credential the failure is in its account's login history.
 * Attempts count per address with the password logins' (20 failures in 15 minutes): 429 past it.
 */
export const passkeyLogin = defineCall({
  method: 'POST',
  path: '/apiw/v2/passkeys/login',
  request: z.strictObject({ response: passkeyAssertionField }),
  answer: ok(z.object({ uid: z.number().check(z.int()), nickname: z.string() })),
  fallback: { code: 0, message: '', data: { uid: 0, nickname: '' } },
});

/**
 * A challenge for a passkey as the second factor (CSRF, logged in), allowing the user's own
 * passkeys; 400 when they have none. The assertion goes into the change's `passkey` field.
 */
export const passkeyConfirmOptions = defineCall({
  method: 'POST',
  path: '/apiw/v2/passkeys/confirm/options',
  request: noInput,
  answer: ok(z.nullable(requestOptionsSchema)),
  fallback: { code: 0, message: '', data: null },
});
