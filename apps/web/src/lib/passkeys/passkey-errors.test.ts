import { afterEach, describe, expect, it, vi } from 'vitest';
import { ceremonyProblemOf, passkeysSupported } from './passkey-errors';

describe('ceremonyProblemOf', () => {
  it('reads the browser’s and the library’s errors by name and code', () => {
    expect(ceremonyProblemOf(new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError'))).toBe('cancelled');
    expect(ceremonyProblemOf({ name: 'AbortError' })).toBe('cancelled');
    expect(ceremonyProblemOf({ name: 'InvalidStateError', code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' })).toBe('registered');
    expect(ceremonyProblemOf({ name: 'InvalidStateError' })).toBe('registered');
    expect(ceremonyProblemOf(new Error('WebAuthn is not supported in this browser'))).toBe('unsupported');
    expect(ceremonyProblemOf({ name: 'SecurityError', code: 'ERROR_INVALID_DOMAIN' })).toBe('failed');
    expect(ceremonyProblemOf('nope')).toBe('failed');
    expect(ceremonyProblemOf(null)).toBe('failed');
  });
});

describe('passkeysSupported', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is true only in a browser that has WebAuthn', () => {
    expect(passkeysSupported()).toBe(false);
    vi.stubGlobal('window', {});
    expect(passkeysSupported()).toBe(false);
    vi.stubGlobal('window', { PublicKeyCredential: function PublicKeyCredential() {} });
    expect(passkeysSupported()).toBe(true);
  });
});
