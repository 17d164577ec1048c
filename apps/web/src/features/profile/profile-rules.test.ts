import { describe, expect, it } from 'vitest';
import { changeErrorOf, levelKeyOf, nicknameCheck, offersUpgrade, withdrawLimitOf } from './profile-rules';

describe('the verification level (spec doc 2 §3 mapping: codes 0, 5, 2, 1, 4, 3)', () => {
  it.each([
    [0, 'l0', true],
    [5, 'l05', true],
    [2, 'l1', true],
    [1, 'l2', false],
    [4, 'l3', false],
    [3, 'company', false],
    [99, 'l0', true],
  ] as const)('code %d → %s (upgrade offered: %s)', (code, key, upgrade) => {
    expect(levelKeyOf(code)).toBe(key);
    expect(offersUpgrade(code)).toBe(upgrade);
  });

  it('says the withdrawal limit the level allows', () => {
    expect(withdrawLimitOf(0)).toBe('1000');
    expect(withdrawLimitOf(1)).toBe('1000000');
    expect(withdrawLimitOf(99)).toBe('1000');
  });
});

describe('the nickname form', () => {
  it('says the contract’s problem, or that nothing changes', () => {
    expect(nicknameCheck('<b>', 'trader')).toBe('characters');
    expect(nicknameCheck('x', 'trader')).toBe('tooShort');
    expect(nicknameCheck(' trader ', 'trader')).toBe('same');
    expect(nicknameCheck('Ｔrader', 'Trader')).toBe('same');
    expect(nicknameCheck('Trader Joe', 'trader')).toBeNull();
  });

  it('reads refusals by status', () => {
    expect(changeErrorOf(429)).toBe('tooOften');
    expect(changeErrorOf(400)).toBe('invalid');
    expect(changeErrorOf(0)).toBe('failed');
  });
});
