import { and, asc, count, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransportFuture,
  type WebAuthnCredential,
} from '@simplewebauthn/server';
import {
  authenticationResponseSchema,
  MAX_PASSKEYS,
  registrationResponseSchema,
  type CreationOptions,
  type Passkey,
  type RequestOptions,
} from '@exchange/contract/passkeys';
import type { Db } from '../../db/client';
import { passkeys, users } from '../../db/schema';
import { sendAccountMail, type Mailer } from '../../mail/mailer';
import { clearPasskeyLoginFailures, reservePasskeyLoginAttempt, type Tx } from '../../security/rateLimit';
import type { UserRow } from '../../security/sessions';
import { createNotice } from '../notices';
import { confirmChange, refuse, type Confirmed, type SecurityRefusal } from './confirm';
import type { SecondFactorInput } from './secondFactor';
import { hasSecondFactor, protectionsOf } from './securityState';
import { challengeIn, isOpenChallenge, storeChallenge, takeChallenge } from './webauthnChallenges';

/**
 * Passkeys (docs/IDENTITY.md "Passkeys"): WebAuthn credentials registered and checked with
 * @simplewebauthn/server. The relying party is the site host the request came to; each challenge
 * is used once (webauthnChallenges.ts).
 */
export interface RelyingParty {
  /** the RP ID: the request's host name, without the port */
  id: string;
  /** the expected origin: `${proto}://${host}` */
  origin: string;
  /** what the browser's prompt names: the site's brand */
  name: string;
}

type PasskeyRow = typeof passkeys.$inferSelect;
type AuthenticationResponse = Parameters<typeof verifyAuthenticationResponse>[0]['response'];
type RegistrationResponse = Parameters<typeof verifyRegistrationResponse>[0]['response'];

const TRANSPORTS: ReadonlySet<string> = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
const isTransport = (value: string): value is AuthenticatorTransportFuture => TRANSPORTS.has(value);

export function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: String(row.id),
    name: row.name,
    created_ms: row.createdAt.getTime(),
    last_used_ms: row.lastUsedAt?.getTime() ?? null,
    device_type: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backed_up: row.backedUp,
  };
}

/** A name as stored: trimmed, inner runs of white space made one space (the contract refuses control characters). */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** The WebAuthn user handle of an account: its internal id as text (no personal data). */
function userHandleOf(userId: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(String(userId), 'utf8'));
}

function credentialOf(row: PasskeyRow): WebAuthnCredential {
  return {
    id: row.credentialId,
    publicKey: Uint8Array.from(Buffer.from(row.publicKey, 'base64url')),
    counter: row.counter,
    transports: row.transports.filter(isTransport),
  };
}

function descriptorsOf(rows: readonly PasskeyRow[]) {
  return rows.map((row) => ({ id: row.credentialId, transports: row.transports.filter(isTransport) }));
}

/** A response the browser sent as JSON text, read with the contract's schema; null when it is not one. */
function parseJson<S extends z.ZodMiniType>(text: string, schema: S): z.output<S> | null {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

// The contract's schemas check the shape @simplewebauthn reads; its types are narrower only where it
// reads leniently (transports and extension outputs it does not act on), hence the casts.
const readAssertion = (text: string) => parseJson(text, authenticationResponseSchema) as AuthenticationResponse | null;
const readAttestation = (text: string) => parseJson(text, registrationResponseSchema) as RegistrationResponse | null;

/** The user's passkeys, oldest first. */
export async function listPasskeys(db: Db | Tx, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}

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

/** Verifies an assertion for a stored passkey; the verified use, or null when anything is wrong (origin, RP ID, challenge, signature, counter). */
async function verifyAssertion(row: PasskeyRow, response: AuthenticationResponse, challenge: string, rp: RelyingParty) {
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: credentialOf(row),
      requireUserVerification: false,
    });
    return result.verified ? { newCounter: result.authenticationInfo.newCounter, backedUp: result.authenticationInfo.credentialBackedUp } : null;
  } catch {
    return null;
  }
}

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

/** Request options for a login: no credentials listed (the authenticator offers its discoverable ones), user verification preferred. */
export async function loginOptions(db: Db, rp: RelyingParty, now: Date): Promise<RequestOptions> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'preferred' });
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
  const use = await verifyAssertion(row, response, challenge, rp);
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
  const use = await verifyAssertion(row, response, challenge, rp);
  if (!use) return { ok: false, refused: 'wrong' };
  return { ok: true, spend: async (tx) => (await takeChallenge(tx, ref, now)) && (await recordUse(tx, row, { ...use, now })) };
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
