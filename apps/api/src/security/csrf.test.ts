import { describe, expect, it } from 'vitest';
import { csrfTokensMatch } from './csrf';

describe('csrfTokensMatch', () => {
  const token = 'abcdefghijklmnop';
  it('accepts an equal token of at least 16 characters', () => {
    expect(csrfTokensMatch(token, token)).toBe(true);
  });
  it('refuses missing, short, different or over-long tokens', () => {
    expect(csrfTokensMatch(undefined, token)).toBe(false);
    expect(csrfTokensMatch(token, undefined)).toBe(false);
    expect(csrfTokensMatch('short', 'short')).toBe(false);
    expect(csrfTokensMatch(token, `${token}x`)).toBe(false);
    expect(csrfTokensMatch(token, 'abcdefghijklmnoq')).toBe(false);
    expect(csrfTokensMatch('a'.repeat(300), 'a'.repeat(300))).toBe(false);
  });
});
