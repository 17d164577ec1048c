import { describe, expect, it } from 'vitest';
import { isCompanyAccount, isKyc2Complete, kycLevelOf } from '@exchange/contract/kyc-level';
import { verifiedCode } from './verification';

describe('verifiedCode (spec doc 2 §3 KYC level mapping)', () => {
  it('answers the code of each stored level: none 0, basic 2, full 1, company 3', () => {
    expect([0, 1, 2, 3].map(verifiedCode)).toEqual([0, 2, 1, 3]);
    expect([0, 1, 2, 3].map((stored) => kycLevelOf(verifiedCode(stored)))).toEqual(['0', '1', '2', 'company']);
  });

  it('agrees with the compliance rules on the stored scale: KYC2 from full up, company only for 3', () => {
    expect([0, 1, 2, 3].map((stored) => isKyc2Complete(verifiedCode(stored)))).toEqual([false, false, true, true]);
    expect([0, 1, 2, 3].map((stored) => isCompanyAccount(verifiedCode(stored)))).toEqual([false, false, false, true]);
  });

  it('a stored value outside the scale is not verified', () => {
    for (const stored of [-1, 4, 99]) expect(verifiedCode(stored)).toBe(0);
  });
});
