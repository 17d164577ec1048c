import { describe, expect, it } from 'vitest';
import { hasSecondFactor, secondFactorBody, secondFactorReady } from './second-factor';

const none = { totp: false, passkey: false };
const totp = { totp: true, passkey: false };

describe('the second factor a security change carries', () => {
  it('sends a complete 6-digit code, nothing for a partial one', () => {
    expect(secondFactorBody({ totp: '123456' })).toEqual({ totp: '123456' });
    expect(secondFactorBody({ totp: '12345' })).toEqual({});
    expect(secondFactorBody({})).toEqual({});
  });

  it('prefers a passkey assertion over a code (one factor per request)', () => {
    expect(secondFactorBody({ totp: '123456', passkey: '{"id":"x"}' })).toEqual({ passkey: '{"id":"x"}' });
  });

  it('is ready without a factor when the account has none, else only once one is complete', () => {
    expect(hasSecondFactor(none)).toBe(false);
    expect(hasSecondFactor({ totp: false, passkey: true })).toBe(true);
    expect(secondFactorReady(none, {})).toBe(true);
    expect(secondFactorReady(totp, { totp: '12' })).toBe(false);
    expect(secondFactorReady(totp, { totp: '654321' })).toBe(true);
  });
});
