import { describe, expect, it } from 'vitest';
import { loadStrengthMeter } from './password-strength';

describe('the password-strength estimate (zxcvbn-ts)', () => {
  it('scores common and patterned passwords low and a long unusual one high', async () => {
    const score = await loadStrengthMeter();
    expect(score('password1', [])).toBeLessThanOrEqual(1);
    expect(score('qwerty123', [])).toBeLessThanOrEqual(1);
    expect(score('Tulip-Ferry-Quartz-81-Mango', [])).toBeGreaterThanOrEqual(3);
  });

  it('counts the account’s own words against it, and loads once', async () => {
    const score = await loadStrengthMeter();
    expect(score('tradermike2026', ['tradermike'])).toBeLessThan(score('tradermike2026', []));
    expect(await loadStrengthMeter()).toBe(score);
  });
});
