import { describe, expect, it } from 'vitest';
import { passwordRule } from '@exchange/contract/usercenter';
import {
  factorMethods,
  groupSecret,
  meetsPasswordRules,
  passwordRules,
  recoveryCodesFile,
  refusalOf,
  strengthKey,
  validAntiPhishingCode,
} from './security-rules';

describe('the password checklist', () => {
  it('names each sign-up rule and agrees with the contract’s rule', () => {
    expect(passwordRules('abc')).toEqual({ length: false, letter: true, digit: false });
    expect(passwordRules('12345678')).toEqual({ length: true, letter: false, digit: true });
    for (const pw of ['abc', '12345678', 'abcdefgh', 'abcdefg1', 'Brand-new-2027', 'x'.repeat(127) + '1', 'x'.repeat(128) + '1']) {
      expect(meetsPasswordRules(pw), pw).toBe(passwordRule.safeParse(pw).success);
    }
  });
});

describe('the strength words', () => {
  it('map zxcvbn’s 0…4, clamped', () => {
    expect([0, 1, 2, 3, 4].map(strengthKey)).toEqual(['veryWeak', 'weak', 'fair', 'strong', 'veryStrong']);
    expect(strengthKey(-1)).toBe('veryWeak');
    expect(strengthKey(9)).toBe('veryStrong');
  });
});

describe('the anti-phishing code', () => {
  it('takes 4–20 letters, digits, - or _', () => {
    expect(['Blue-Heron_7', 'abcd', 'a'.repeat(20)].map(validAntiPhishingCode)).toEqual([true, true, true]);
    expect(['abc', 'a'.repeat(21), 'two words', 'naïve', '<b>'].map(validAntiPhishingCode)).toEqual([false, false, false, false, false]);
  });
});

describe('a refusal', () => {
  it('reads as a translated sentence for limits, logouts and failures, else the API’s message', () => {
    expect(refusalOf({ status: 429, message: 'Too many attempts' })).toEqual({ key: 'rateLimited' });
    expect(refusalOf({ status: 401, message: 'Login required' })).toEqual({ key: 'loggedOut' });
    expect(refusalOf({ status: 0, message: 'timeout' })).toEqual({ key: 'network' });
    expect(refusalOf({ status: 502, message: '' })).toEqual({ key: 'network' });
    expect(refusalOf({ status: 400, message: 'Incorrect password or verification code' })).toEqual({ text: 'Incorrect password or verification code' });
    expect(refusalOf({ status: 400, message: '' })).toEqual({ key: 'failed' });
  });
});

describe('the authenticator’s pieces', () => {
  it('groups the secret by four and writes the recovery codes’ file', () => {
    expect(groupSecret('KRSXG5CTMVRXEZLU')).toBe('KRSX G5CT MVRX EZLU');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(recoveryCodesFile(['AAAAA-BBBBB', 'CCCCC-DDDDD'], 'Recovery codes', 'Each works once.')).toBe(
      'Recovery codes\n\nAAAAA-BBBBB\nCCCCC-DDDDD\n\nEach works once.\n',
    );
  });

  it('offers the second factors the account has', () => {
    expect(factorMethods({ totp: true, passkeys: 0 })).toEqual({ totp: true, passkey: false });
    expect(factorMethods({ totp: false, passkeys: 2 })).toEqual({ totp: false, passkey: true });
  });
});
