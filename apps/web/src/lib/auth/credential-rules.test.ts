import { describe, expect, it } from 'vitest';
import { isEmailAddress, meetsPasswordRules, passwordChecks, passwordStrength } from './credential-rules';

describe('credential rules', () => {
  it('checks an email’s shape and length', () => {
    expect(isEmailAddress(' a@b.co ')).toBe(true);
    expect(isEmailAddress('a@b')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });

  it('checks each sign-up password rule apart', () => {
    expect(passwordChecks('')).toEqual({ length: false, letter: false, digit: false });
    expect(passwordChecks('abcdefgh')).toEqual({ length: true, letter: true, digit: false });
    expect(passwordChecks('12345678')).toEqual({ length: true, letter: false, digit: true });
    expect(passwordChecks(`a1${'x'.repeat(127)}`).length).toBe(false);
    expect(meetsPasswordRules('abcdefg1')).toBe(true);
    expect(meetsPasswordRules('abcdef1')).toBe(false);
  });

  it('grades strength only once the rules are met', () => {
    expect(passwordStrength('abcdef1')).toBe('weak');
    expect(passwordStrength('abcdefg1')).toBe('fair');
    expect(passwordStrength('abcdefghijk1')).toBe('fair');
    expect(passwordStrength('Abcdefghijk1')).toBe('strong');
    expect(passwordStrength('abcdefghijklmno1')).toBe('strong');
  });
});
