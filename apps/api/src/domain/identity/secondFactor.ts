import type { Db } from '../../db/client';
import type { Tx } from '../../security/rateLimit';
import type { UserRow } from '../../security/sessions';
import { matchTotp } from '../../security/totp';
import { spendTotpStep } from '../fundPassword';

/** A second factor as a request carries it (packages/contract/src/second-factor.ts). */
export interface SecondFactorInput {
  totp?: string | undefined;
  passkey?: string | undefined;
}

/**
 * The outcome of checking a second factor. `spend` records its use inside the transaction of the
 * change it confirms (an authenticator step, or a passkey challenge and counter) and answers false
 * when it was used meanwhile: the caller then refuses and rolls back, so one factor confirms one
 * change. Refusals: `missing` (neither or both given), `notSetUp` (the user has no such factor),
 * `wrong` (a wrong, replayed or expired code or assertion).
 */
export type SecondFactorCheck =
  { ok: true; kind: 'totp' | 'passkey'; spend: (tx: Tx) => Promise<boolean> } | { ok: false; refused: 'missing' | 'notSetUp' | 'wrong' };

/**
 * Checks a second factor of `user` at `now`. Rate limits are the caller's (each sensitive action
 * counts its attempts before it checks). The passkey branch is domain/identity/passkeys.ts's.
 */
export async function checkSecondFactor(db: Db, user: Pick<UserRow, 'id' | 'totpSecret'>, input: SecondFactorInput, now: Date): Promise<SecondFactorCheck> {
  const hasTotp = input.totp !== undefined && input.totp !== '';
  const hasPasskey = input.passkey !== undefined && input.passkey !== '';
  if (hasTotp === hasPasskey) return { ok: false, refused: 'missing' };
  if (hasPasskey) {
    // passkeys (WebAuthn) as the second factor are added with the passkeys domain module
    void db;
    return { ok: false, refused: 'notSetUp' };
  }
  if (user.totpSecret === null) return { ok: false, refused: 'notSetUp' };
  const step = matchTotp(user.totpSecret, input.totp ?? '', now);
  if (step === null) return { ok: false, refused: 'wrong' };
  return { ok: true, kind: 'totp', spend: (tx) => spendTotpStep(tx, user.id, step, now) };
}
