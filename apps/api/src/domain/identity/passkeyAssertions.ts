import { and, eq, lt } from 'drizzle-orm';
import { generateAuthenticationOptions, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { RequestOptions } from '@exchange/contract/passkeys';
import type { Db } from '../../db/client';
import { passkeys, users } from '../../db/schema';
import { clearPasskeyLoginFailures, reservePasskeyLoginAttempt, type Tx } from '../../security/rateLimit';
import type { UserRow } from '../../security/sessions';
import { credentialOf, descriptorsOf, listPasskeys, readAssertion, type AuthenticationResponse, type PasskeyRow, type RelyingParty } from './webauthn';
import { challengeIn, isOpenChallenge, storeChallenge, takeChallenge } from './webauthnChallenges';

/**
 * Passkey assertions (docs/IDENTITY.md "Passkeys"): logging in with a passkey, and a passkey as
 * the second factor of a change. Each answers a challenge used once (webauthnChallenges.ts) and
 * moves the passkey's signature counter forwards.
 */

/**
 * Records a verified use: the new signature counter (never backwards: higher than the stored one,
 * or both 0 for authenticators that keep none), the time and the backup state, atomically, so a
 * replay racing it loses. False when the counter did not move forwards.
 */
async function recordUse(db: Db | Tx, row: PasskeyRow, use: { newCounter: number; backedUp: boolean; now: Date }): Promise<boolean> {
  const t = passkeys;
  const forwards = use.newCounter === 0 ? eq(t.counter, 0) : lt(t.counter, use.newCounter);
  const updated = await db
    .update(t)
    .set({ counter: use.newCounter, lastUsedAt: use.now, backedUp: use.backedUp })
    .where(and(eq(t.id, row.id), forwards))
    .returning({ id: t.id });
  return updated.length > 0;
}

/**
 * Verifies an assertion for a stored passkey; the verified use, or null when anything is wrong
 * (origin, RP ID, challenge, signature, counter, and user verification where `userVerified`
 * requires it).
 */
async function verifyAssertion(row: PasskeyRow, response: AuthenticationResponse, challenge: string, rp: RelyingParty, userVerified: boolean) {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: credentialOf(row),
      requireUserVerification: userVerified,
    });
    return result.verified ? { newCounter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp } : null;
  } catch {
    return null;
  }
}

/**
 * Request options for a login: no credentials listed (the authenticator offers its discoverable
 * ones), user verification required: a passkey alone logs in only with its owner's fingerprint,
 * face or PIN, never by possession of the key alone (which could then confirm changes too).
 */
export async function loginOptions(db: Db, rp: RelyingParty, now: Date): Promise<RequestOptions> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required' });
  await storeChallenge(db, { challenge: options.challenge, purpose: 'login', userId: null }, now);
  return options;
}

/**
 * Checks a login assertion: the login challenge it answers is used up first (whatever follows),
 * then the credential, its user handle, the signature against the relying party, and the counter.
 * A failure names the account when the credential is known (its login history records it).
 */
async function finishLogin(
  db: Db,
  input: { response: string; rp: RelyingParty; now: Date },
): Promise<{ ok: true; userId: number } | { ok: false; userId: number | null }> {
  const { rp, now } = input;
  const response = readAssertion(input.response);
  const challenge = response && challengeIn(response.response.clientDataJSON);
  if (!response || !challenge) return { ok: false, userId: null };
  const taken = await takeChallenge(db, { challenge, purpose: 'login', userId: null }, now);
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id));
  if (!row) return { ok: false, userId: null };
  const failed = { ok: false as const, userId: row.userId };
  if (!taken) return failed;
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== '' && Buffer.from(handle, 'base64url').toString('utf8') !== String(row.userId)) return failed;
  const use = await verifyAssertion(row, response, challenge, rp, true);
  if (!use || !(await recordUse(db, row, { ...use, now }))) return failed;
  return { ok: true, userId: row.userId };
}

/**
 * A login with a passkey from `ip`: the attempt is counted first (security/rateLimit.ts
 * reservePasskeyLoginAttempt, with the address's password logins), then checked (finishLogin). A
 * success forgives the address's passkey failures and answers the account; a failure keeps the
 * attempt counted and names the account when the credential is known.
 */
export async function logInWithPasskey(
  db: Db,
  input: { response: string; rp: RelyingParty; ip: string; now: Date },
): Promise<{ ok: true; user: UserRow } | { ok: false; refused: 'rateLimited'; retryAfter: number } | { ok: false; refused: 'failed'; userId: number | null }> {
  const reservation = await reservePasskeyLoginAttempt(db, input.ip, input.now);
  if (!reservation.ok) return { ok: false, refused: 'rateLimited', retryAfter: reservation.retryAfter };
  const checked = await finishLogin(db, input);
  if (!checked.ok) return { ok: false, refused: 'failed', userId: checked.userId };
  const [user] = await db.select().from(users).where(eq(users.id, checked.userId));
  if (!user) return { ok: false, refused: 'failed', userId: null };
  await clearPasskeyLoginFailures(db, input.ip, reservation.row);
  return { ok: true, user };
}

/** Request options for a passkey as the second factor, allowing the user's own passkeys; null when they have none. */
export async function confirmOptions(db: Db, userId: number, rp: RelyingParty, now: Date): Promise<RequestOptions | null> {
  const own = await listPasskeys(db, userId);
  if (own.length === 0) return null;
  const options = await generateAuthenticationOptions({ rpID: rp.id, allowCredentials: descriptorsOf(own), userVerification: 'preferred' });
  await storeChallenge(db, { challenge: options.challenge, purpose: 'confirm', userId }, now);
  return options;
}

export type PasskeyFactorCheck = { ok: true; spend: (tx: Tx) => Promise<boolean> } | { ok: false; refused: 'notSetUp' | 'wrong' };

/**
 * Checks a passkey assertion as the second factor of `userId`: one of their own passkeys, answering
 * their open confirm challenge on this relying party. Nothing is used up here: `spend` takes the
 * challenge and records the counter inside the change's transaction (false when either was used
 * meanwhile), so one assertion confirms one change.
 */
export async function checkPasskeyFactor(db: Db, userId: number, text: string, rp: RelyingParty, now: Date): Promise<PasskeyFactorCheck> {
  const response = readAssertion(text);
  const own = await listPasskeys(db, userId);
  if (own.length === 0) return { ok: false, refused: 'notSetUp' };
  const row = response && own.find((candidate) => candidate.credentialId === response.id);
  const challenge = response && challengeIn(response.response.clientDataJSON);
  if (!response || !row || !challenge) return { ok: false, refused: 'wrong' };
  const ref = { challenge, purpose: 'confirm' as const, userId };
  if (!(await isOpenChallenge(db, ref, now))) return { ok: false, refused: 'wrong' };
  // a second factor within a session: user verification preferred, not required (the login was the first)
  const use = await verifyAssertion(row, response, challenge, rp, false);
  if (!use) return { ok: false, refused: 'wrong' };
  return { ok: true, spend: async (tx) => (await takeChallenge(tx, ref, now)) && (await recordUse(tx, row, { ...use, now })) };
}
