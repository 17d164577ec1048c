import { describe, expect, it } from 'vitest';
import { groupCode, internalAmountProblem, recipientOf } from './transfer-rules';

describe('internal transfer rules', () => {
  it('reads the recipient as a UID or an email', () => {
    expect(recipientOf(' 10000042 ')).toEqual({ kind: 'uid', uid: '10000042' });
    expect(recipientOf('peer@demo.test')).toEqual({ kind: 'email', email: 'peer@demo.test' });
    expect(recipientOf('peer@')).toBeNull();
    expect(recipientOf('12ab')).toBeNull();
  });

  it('checks an amount on decimal text', () => {
    expect(internalAmountProblem('', '10', null)).toBeNull();
    expect(internalAmountProblem('0', '10', null)).toBe('format');
    expect(internalAmountProblem('0.000000001', '10', null)).toBe('places');
    expect(internalAmountProblem('10.00000001', '10', null)).toBe('balance');
    expect(internalAmountProblem('5', '10', '4.99')).toBe('limit');
    expect(internalAmountProblem('10', '10', null)).toBeNull();
  });

  it('groups a code by four', () => {
    expect(groupCode('ABCDEFGHIJKLMNOPQRST')).toBe('ABCD-EFGH-IJKL-MNOP-QRST');
  });
});
