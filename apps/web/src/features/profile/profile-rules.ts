import { isKyc2Complete, kycLevelOf } from '@exchange/contract/kyc-level';
import { cleanNickname, nicknameProblem, type NicknameProblem } from '@exchange/contract/profile';
import { WITHDRAW_LIMIT_USD } from '@exchange/contract/withdraw';

/**
 * The profile page's pure rules: what the verification code and a refusal say, and whether the
 * nickname may be sent. The nickname rule itself is the contract's (one function the API and the
 * form share).
 */

/** The catalog key (profile.verification.levels.*) of a `verified` code (spec doc 2 §3 mapping); unknown codes read as not verified. */
export type LevelKey = 'l0' | 'l05' | 'l1' | 'l2' | 'l3' | 'company';

export function levelKeyOf(verified: number): LevelKey {
  const level = kycLevelOf(verified);
  if (level === undefined || level === '0') return 'l0';
  if (level === '0.5') return 'l05';
  if (level === 'company') return 'company';
  return `l${level}`;
}

/** The 24-hour withdrawal limit (USD) the level allows (contract withdraw.ts, the API's rule); unknown codes read as not verified. */
export function withdrawLimitOf(verified: number): string {
  return WITHDRAW_LIMIT_USD[kycLevelOf(verified) ?? '0'];
}

/** Whether the verification page offers the next level (below KYC2 and not a company). */
export function offersUpgrade(verified: number): boolean {
  return !isKyc2Complete(verified);
}

/** What the nickname form says before sending: the contract's problem, or none; the same name as now is nothing to send. */
export function nicknameCheck(draft: string, current: string): NicknameProblem | 'same' | null {
  const problem = nicknameProblem(draft);
  if (problem) return problem;
  return cleanNickname(draft) === current ? 'same' : null;
}

/** A refusal of a change, by its HTTP status, as a key of profile.errors. */
export function changeErrorOf(status: number): 'tooOften' | 'invalid' | 'failed' {
  if (status === 429) return 'tooOften';
  if (status === 400) return 'invalid';
  return 'failed';
}
