import { describe, expect, it } from 'vitest';
import { codeProblem, normaliseCode, redeemFailure } from './code-rules';

const CODE = 'ABCDEFGHIJKLMNOPQR23';

describe('deposit code input', () => {
  it('reads a code as the API does: spaces and dashes dropped, upper case', () => {
    expect(normaliseCode(' abcd-efgh ijkl-mnop qr23 ')).toBe(CODE);
  });

  it('checks the contract pattern before sending', () => {
    expect(codeProblem('')).toBe('empty');
    expect(codeProblem(' - ')).toBe('empty');
    expect(codeProblem(CODE)).toBeNull();
    expect(codeProblem(CODE.toLowerCase())).toBeNull();
    expect(codeProblem(CODE.slice(1))).toBe('shape');
    // 0, 1, 8 and 9 are not base32 digits
    expect(codeProblem(`${CODE.slice(0, 19)}1`)).toBe('shape');
  });

  it('tells the API refusals apart', () => {
    expect(redeemFailure(404)).toBe('invalid');
    expect(redeemFailure(400)).toBe('own');
    expect(redeemFailure(429)).toBe('tooMany');
    expect(redeemFailure(401)).toBe('login');
    expect(redeemFailure(0)).toBe('failed');
    expect(redeemFailure(503)).toBe('failed');
  });
});
