import { and, count, eq, sql } from 'drizzle-orm';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import { MAX_PASSKEYS, type CreationOptions } from '@exchange/contract/passkeys';
import type { Db } from '../../db/client';
import { passkeys, users } from '../../db/schema';
import { sendAccountMail, type Mailer } from '../../mail/mailer';
import type { Tx } from '../../security/rateLimit';
import type { UserRow } from '../../security/sessions';
import { createNotice } from '../notices';
import { confirmChange, refuse, type Confirmed, type SecurityRefusal } from './confirm';
import type { SecondFactorInput } from './secondFactor';
import { hasSecondFactor, protectionsOf } from './securityState';
import { cleanName, descriptorsOf, isTransport, listPasskeys, readAttestation, userHandleOf, type PasskeyRow, type RelyingParty } from './webauthn';
import { challengeIn, storeChallenge, takeChallenge } from './webauthnChallenges';

/**
 * The account's passkeys (docs/IDENTITY.md "Passkeys"): adding one (creation options, then the
 * registration response, verified with @simplewebauthn/server), renaming and removing, the
 * confirmation those changes need, and telling the trader. Logging in and confirming with a
 * passkey are passkeyAssertions.ts's.
 */

/**
 * Creation options for a new passkey of `user`, its challenge stored in the same transaction as the
 * confirmation's use (`spend`, false when the confirmation was used meanwhile). Refused at MAX_PASSKEYS.
 */
export async function registrationOptions(
  db: Db,
  input: { user: Pick<UserRow, 'id' | 'email' | 'nickname'>; rp: RelyingParty; now: Date; spend: (tx: Tx) => Promise<boolean> },
): Promise<{ ok: true; options: CreationOptions } | { ok: false; refused: 'full' | 'wrong' }> {
  const { user, rp, now } = input;
  return db.transaction(async (tx) => {
    const existing = await listPasskeys(tx, user.id);
    if (existing.length >= MAX_PASSKEYS) return { ok: false as const, refused: 'full' as const };
    if (!(await input.spend(tx))) return { ok: false as const, refused: 'wrong' as const };
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: user.email,
      userID: userHandleOf(user.id),
      userDisplayName: user.nickname,
      attestationType: 'none',
      excludeCredentials: descriptorsOf(existing),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await storeChallenge(tx, { challenge: options.challenge, purpose: 'register', userId: user.id }, now);
    return { ok: true as const, options };
  });
}

export type RegistrationRefusal = 'expired' | 'invalid' | 'duplicate' | 'full';

/**
 * Stores a passkey from a registration response to the user's own open challenge (used up here,
 * whatever the outcome), checked against the relying party. At most MAX_PASSKEYS per user, counted
 * under the user's row lock.
 */
export async function finishRegistration(
  db: Db,
  input: { userId: number; rp: RelyingParty; name: string; response: string; now: Date },
): Promise<{ ok: true; passkey: PasskeyRow } | { ok: false; refused: RegistrationRefusal }> {
  const { userId, rp, now } = input;
  const response = readAttestation(input.response);
  const challenge = response && challengeIn(response.response.clientDataJSON);
  if (!response || !challenge) return { ok: false, refused: 'invalid' };
  if (!(await takeChallenge(db, { challenge, purpose: 'register', userId }, now))) return { ok: false, refused: 'expired' };
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!result.verified) return { ok: false, refused: 'invalid' };
    info = result.registrationInfo;
  } catch {
    return { ok: false, refused: 'invalid' };
  }
  const { credential } = info;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
    const [held] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
    if ((held?.n ?? 0) >= MAX_PASSKEYS) return { ok: false as const, refused: 'full' as const };
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).filter(isTransport),
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name: cleanName(input.name),
        createdAt: now,
      })
      .onConflictDoNothing({ target: passkeys.credentialId })
      .returning();
    return row ? { ok: true as const, passkey: row } : { ok: false as const, refused: 'duplicate' as const };
  });
}

/** Renames one of the user's passkeys; null when it is not theirs. */
export async function renamePasskey(db: Db, userId: number, id: number, name: string): Promise<PasskeyRow | null> {
  const [row] = await db
    .update(passkeys)
    .set({ name: cleanName(name) })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row ?? null;
}

/** One of the user's passkeys; null when it is not theirs. */
export async function ownPasskey(db: Db, userId: number, id: number): Promise<PasskeyRow | null> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)));
  return row ?? null;
}

/**
 * Removes one of the user's passkeys in the transaction that spends its confirmation. `gone`
 * when it is no longer theirs, `wrong` when the confirmation was used meanwhile; nothing changes then.
 */
export async function removePasskey(
  db: Db,
  userId: number,
  id: number,
  spend: (tx: Tx) => Promise<boolean>,
): Promise<{ ok: true; passkey: PasskeyRow } | { ok: false; refused: 'gone' | 'wrong' }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
      .for('update');
    if (!row) return { ok: false as const, refused: 'gone' as const };
    if (!(await spend(tx))) return { ok: false as const, refused: 'wrong' as const };
    await tx.delete(passkeys).where(eq(passkeys.id, id));
    return { ok: true as const, passkey: row };
  });
}

/**
 * Confirms adding or removing a passkey (docs/IDENTITY.md "Passkeys"): with the account's second
 * factor when it has one (an authenticator, or a passkey: the one being removed may confirm),
 * otherwise with the login password, so a stolen password never adds a passkey past a second
 * factor. Counted per user and action before anything is checked (confirm.ts confirmChange).
 */
export async function confirmPasskeyChange(
  db: Db,
  user: UserRow,
  input: { action: 'passkey_add' | 'passkey_remove'; password?: string | undefined; factor: SecondFactorInput; now: Date },
): Promise<Confirmed | SecurityRefusal> {
  const { action, factor, now } = input;
  const protections = await protectionsOf(db, user);
  if (hasSecondFactor(protections)) return confirmChange(db, user, protections, { action, factor, now });
  // a factor the account lacks is confirmChange's refusal (factorNotSetUp); nothing at all is this one
  if (!input.password && !factor.totp && !factor.passkey) return refuse('Enter your login password');
  return confirmChange(db, user, protections, { action, factor, secret: { given: input.password ?? '', hash: user.passwordHash }, now });
}

/** A passkey added or removed: a private notice and an account mail (with the anti-phishing line). */
export async function announcePasskeyChange(
  db: Db,
  mailer: Mailer,
  user: Pick<UserRow, 'id' | 'email' | 'antiPhishingCode'>,
  change: { kind: 'added' | 'removed'; name: string; now: Date },
): Promise<void> {
  const { kind, name, now } = change;
  const title = kind === 'added' ? 'Passkey added' : 'Passkey removed';
  const text =
    kind === 'added'
      ? `The passkey "${name}" was added to your account. It can now log you in and confirm withdrawals. If you did not add it, remove it in Security settings and change your password.`
      : `The passkey "${name}" was removed from your account. If you did not remove it, change your password and contact support.`;
  await createNotice(db, user.id, {
    type: 'private_notice',
    title,
    content: text,
    notification: { type: 'profile', template_id: kind === 'added' ? 'passkey_added' : 'passkey_removed', extras: {}, template_args: { name } },
    sentAt: now,
  });
  await sendAccountMail(mailer, user, { subject: title, text });
}
