import { KYC_LEVEL_CODE, type KycLevel } from '@exchange/contract/kyc-level';

/**
 * What `users.verified` stores (the API's own scale, which its compliance rules read): 0 none,
 * 1 basic (level 1), 2 full (level 2, KYC2), 3 a company account.
 */
const STORED_LEVEL: Readonly<Record<number, KycLevel>> = { 0: '0', 1: '1', 2: '2', 3: 'company' };

/**
 * The `verified` get_info answers for a stored verification: the spec's KYC code for its level
 * (doc 2 §3 mapping: level 1 → 2, level 2 → 1, company → 3). A stored value outside the scale
 * answers 0 (not verified), never a code the web would read as a level.
 */
export function verifiedCode(stored: number): number {
  const level = STORED_LEVEL[stored];
  return level === undefined ? KYC_LEVEL_CODE['0'] : KYC_LEVEL_CODE[level];
}

/** The KYC level a stored verification stands for ('0' for a value outside the scale). */
export function kycLevelOfStored(stored: number): KycLevel {
  return STORED_LEVEL[stored] ?? '0';
}
