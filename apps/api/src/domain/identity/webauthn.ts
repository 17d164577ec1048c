import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod/mini';
import type { AuthenticatorTransportFuture, verifyAuthenticationResponse, verifyRegistrationResponse, WebAuthnCredential } from '@simplewebauthn/server';
import { authenticationResponseSchema, registrationResponseSchema, type Passkey } from '@exchange/contract/passkeys';
import type { Db } from '../../db/client';
import { passkeys } from '../../db/schema';
import type { Tx } from '../../security/rateLimit';

/**
 * What the passkey modules share (docs/IDENTITY.md "Passkeys"): the relying party, a stored
 * passkey as the contract answers it and as @simplewebauthn/server reads it, and the browser's
 * responses read with the contract's schemas.
 */
export interface RelyingParty {
  /** the RP ID: the request's host name, without the port */
  id: string;
  /** the expected origin: `${proto}://${host}` */
  origin: string;
  /** what the browser's prompt names: the site's brand */
  name: string;
}

export type PasskeyRow = typeof passkeys.$inferSelect;
export type AuthenticationResponse = Parameters<typeof verifyAuthenticationResponse>[0]['response'];
type RegistrationResponse = Parameters<typeof verifyRegistrationResponse>[0]['response'];

const TRANSPORTS: ReadonlySet<string> = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);
export const isTransport = (value: string): value is AuthenticatorTransportFuture => TRANSPORTS.has(value);

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
export function userHandleOf(userId: number): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(String(userId), 'utf8'));
}

export function credentialOf(row: PasskeyRow): WebAuthnCredential {
  return {
    id: row.credentialId,
    publicKey: Uint8Array.from(Buffer.from(row.publicKey, 'base64url')),
    counter: row.counter,
    transports: row.transports.filter(isTransport),
  };
}

export function descriptorsOf(rows: readonly PasskeyRow[]) {
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
export const readAssertion = (text: string) => parseJson(text, authenticationResponseSchema) as AuthenticationResponse | null;
export const readAttestation = (text: string) => parseJson(text, registrationResponseSchema) as RegistrationResponse | null;

/** The user's passkeys, oldest first. */
export async function listPasskeys(db: Db | Tx, userId: number): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.id));
}
