import { describe, expect, it } from 'vitest';
import { KYC_LEVEL_CODE, isCompanyAccount, isKyc2Complete, kycLevelOf } from './kyc-level';

describe('KYC level mapping (spec doc 2 §3)', () => {
  it('maps each level to its code: 0 → 0, 0.5 → 5, 1 → 2, 2 → 1, 3 → 4, company → 3', () => {
    expect(KYC_LEVEL_CODE).toEqual({ '0': 0, '0.5': 5, '1': 2, '2': 1, '3': 4, company: 3 });
  });

  it('reads a verified code back to its level; a code outside the mapping has none', () => {
    expect([0, 5, 2, 1, 4, 3].map(kycLevelOf)).toEqual(['0', '0.5', '1', '2', '3', 'company']);
    for (const code of [-1, 6, 7, 10, 0.5]) expect(kycLevelOf(code), String(code)).toBeUndefined();
  });

  it('KYC2 is complete for levels 2 and 3 and company accounts (codes 1, 4, 3), not for 0, 0.5 and 1 (codes 0, 5, 2)', () => {
    expect([0, 5, 2, 1, 4, 3].map(isKyc2Complete)).toEqual([false, false, false, true, true, true]);
    expect(isKyc2Complete(7)).toBe(false);
    expect(isKyc2Complete(Number.NaN)).toBe(false);
  });

  it('code 3 is a company account, nothing else', () => {
    expect([0, 1, 2, 3, 4, 5].filter(isCompanyAccount)).toEqual([3]);
  });
});
