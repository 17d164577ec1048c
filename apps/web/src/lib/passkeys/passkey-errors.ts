/**
 * Why a passkey ceremony in the browser did not give a response, read from what
 * @simplewebauthn/browser (or the browser itself) threw, by its `name` and `code` only, so this
 * module needs neither loaded: `cancelled` (the person closed the prompt, or it timed out: the
 * browser does not tell the two apart), `registered` (this authenticator holds a passkey of the
 * account already), `unsupported` (no WebAuthn here), `failed` (anything else).
 */
export type CeremonyProblem = 'cancelled' | 'registered' | 'unsupported' | 'failed';

export function ceremonyProblemOf(error: unknown): CeremonyProblem {
  if (typeof error !== 'object' || error === null) return 'failed';
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'registered';
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED') return 'cancelled';
  if (name === 'NotSupportedError' || (typeof message === 'string' && /not supported/i.test(message))) return 'unsupported';
  return 'failed';
}

/** Whether this browser can use passkeys at all (WebAuthn present); false on the server. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}
