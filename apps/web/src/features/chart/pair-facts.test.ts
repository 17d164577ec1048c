import { describe, expect, it } from 'vitest';
import { decimalsOf } from './pair-facts';

describe('decimalsOf', () => {
  it('counts the decimals of a listed rate, two when unknown', () => {
    expect(decimalsOf('64000.5')).toBe(1);
    expect(decimalsOf('0.00001234')).toBe(8);
    expect(decimalsOf('12')).toBe(2);
    expect(decimalsOf(undefined)).toBe(2);
  });
});
