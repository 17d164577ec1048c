/**
 * The KYC level mapping (spec doc 2 §3, level to code): 0 → 0, 0.5 → 5, 1 → 2, 2 → 1, 3 → 4,
 * company → 3. User info's `verified` (get_info, `userInfoSchema`) carries the code, not the
 * level: the spec's own rules read it that way ("verified not equal to 3", a company, doc 2 §5),
 * and a backend speaking the spec sends 1 for a fully verified (KYC2) account and 2 for a basic
 * one. Every reader of `verified` goes through these functions; none compares it to a level.
 * No zod here: the browser's KYC rules import it without the contract's schemas.
 */
export const KYC_LEVEL_CODE = { '0': 0, '0.5': 5, '1': 2, '2': 1, '3': 4, company: 3 } as const satisfies Record<string, number>;
export type KycLevel = keyof typeof KYC_LEVEL_CODE;

const LEVEL_OF_CODE = new Map<number, KycLevel>(Object.entries(KYC_LEVEL_CODE).map(([level, code]) => [code, level as KycLevel]));

/** The level a `verified` code stands for, or undefined for a code the mapping does not have. */
export function kycLevelOf(code: number): KycLevel | undefined {
  return LEVEL_OF_CODE.get(code);
}

/** KYC2 (full individual verification) is complete at level 2 and above; a company account counts as complete. An unknown code is not. */
export function isKyc2Complete(code: number): boolean {
  const level = kycLevelOf(code);
  return level === '2' || level === '3' || level === 'company';
}

/** A company account (code 3; doc 2 §5: "tier level 10 or lower with verified not equal to 3 means a low-tier account"). */
export function isCompanyAccount(code: number): boolean {
  return kycLevelOf(code) === 'company';
}
