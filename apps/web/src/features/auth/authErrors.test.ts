import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@exchange/contract/errors';
import { authErrorKey, validateAuthForm } from './authErrors';

describe('validateAuthForm', () => {
  it('requires both fields', () => {
    expect(validateAuthForm('login', '', '')).toEqual({ email: 'required', password: 'required' });
  });
  it('checks the email shape', () => {
    expect(validateAuthForm('login', 'not-an-email', 'x').email).toBe('invalidEmail');
    expect(validateAuthForm('login', ' trader@demo.test ', 'x')).toEqual({});
  });
  it('applies the password rule only on signup', () => {
    expect(validateAuthForm('login', 'a@b.co', 'short')).toEqual({});
    expect(validateAuthForm('signup', 'a@b.co', 'short1').password).toBe('weakPassword');
    expect(validateAuthForm('signup', 'a@b.co', 'longenoughbutnodigit').password).toBe('weakPassword');
    expect(validateAuthForm('signup', 'a@b.co', '12345678901').password).toBe('weakPassword');
    expect(validateAuthForm('signup', 'a@b.co', 'Demo-pass-2026')).toEqual({});
  });
});

describe('authErrorKey', () => {
  it('maps the API codes to messages', () => {
    expect(authErrorKey({ status: 401, code: ErrorCode.badCredentials, message: '' })).toBe('badCredentials');
    expect(authErrorKey({ status: 429, code: ErrorCode.rateLimited, message: '' })).toBe('rateLimited');
    expect(authErrorKey({ status: 409, code: ErrorCode.emailTaken, message: '' })).toBe('emailTaken');
    expect(authErrorKey({ status: 429, code: 0, message: '' })).toBe('rateLimited');
    expect(authErrorKey({ status: 0, code: 0, message: 'timed out' })).toBe('generic');
  });
});
