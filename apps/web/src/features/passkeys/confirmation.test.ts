import { describe, expect, it } from 'vitest';
import { identityBody, identityReady, NO_IDENTITY } from './confirmation';

const none = { totp: false, passkey: false };
const totp = { totp: true, passkey: false };
const both = { totp: true, passkey: true };

describe('the confirmation of a passkey change', () => {
  it('is the login password for an account without a second factor', () => {
    expect(identityReady(none, NO_IDENTITY)).toBe(false);
    expect(identityReady(none, { password: 'secret', factor: {} })).toBe(true);
    expect(identityBody(none, { password: 'secret', factor: { totp: '123456' } })).toEqual({ password: 'secret' });
  });

  it('is the second factor otherwise, never the password', () => {
    expect(identityReady(totp, { password: 'secret', factor: {} })).toBe(false);
    expect(identityReady(totp, { password: '', factor: { totp: '12345' } })).toBe(false);
    expect(identityBody(totp, { password: 'secret', factor: { totp: '123456' } })).toEqual({ totp: '123456' });
    expect(identityReady(both, { password: '', factor: { passkey: '{"id":"x"}' } })).toBe(true);
    expect(identityBody(both, { password: '', factor: { totp: '123456', passkey: '{"id":"x"}' } })).toEqual({ passkey: '{"id":"x"}' });
  });
});
