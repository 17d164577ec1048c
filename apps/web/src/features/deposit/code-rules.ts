import { DEPOSIT_CODE_PATTERN } from '@exchange/contract/withdraw';

/** A typed code as the API reads it: spaces and dashes dropped, upper case (the redeem call's own transform). */
export function normaliseCode(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

export type CodeProblem = 'empty' | 'shape';

/** Why a typed code cannot be sent (null: it can): nothing typed, or not the contract's shape (20 of A–Z and 2–7). */
export function codeProblem(input: string): CodeProblem | null {
  const code = normaliseCode(input);
  if (code === '') return 'empty';
  return DEPOSIT_CODE_PATTERN.test(code) ? null : 'shape';
}

export type RedeemFailure = 'invalid' | 'own' | 'tooMany' | 'login' | 'failed';

/**
 * The redeem call's refusal as the page tells it: 404 is the API's "This code is not valid" (no such
 * code, already redeemed or cancelled: the API does not say which), 400 the user's own code, 429 too
 * many tries, 401 a lost session; anything else (no answer) a try-again.
 */
export function redeemFailure(status: number): RedeemFailure {
  if (status === 404) return 'invalid';
  if (status === 400) return 'own';
  if (status === 429) return 'tooMany';
  if (status === 401) return 'login';
  return 'failed';
}
