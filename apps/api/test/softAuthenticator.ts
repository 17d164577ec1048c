import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import type { CreationOptions, RequestOptions } from '@exchange/contract/passkeys';

/**
 * A software WebAuthn authenticator for the API tests: real P-256 keys (node:crypto), real
 * attestation objects (fmt "none", CBOR) and assertions (ES256 signatures over the authenticator
 * data and the client data's hash), as a browser and a platform authenticator would send them.
 * Nothing of @simplewebauthn is faked: the API verifies these with the library.
 */

/** A minimal CBOR encoder: unsigned and negative integers, byte and text strings, maps. */
type Cbor = number | string | Uint8Array | Map<Cbor, Cbor>;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** Authenticator data flags. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  /** the COSE public key */
  cose: Buffer;
  rpId: string;
  /** the user handle the creation options gave (base64url) */
  userHandle: string;
  /** the signature counter the next assertion reports (after incrementing) */
  counter: number;
  /** set by a test once the API stored it (test/passkeys.ts) */
  registered?: boolean;
}

/** Where a ceremony takes place, as the browser would report it; every field may be forged by a test. */
export interface Ceremony {
  origin: string;
  /** the RP ID the authenticator hashes (default: the options' own) */
  rpId?: string;
  /** the challenge the client data carries (default: the options' own) */
  challenge?: string;
  /** the counter to report instead of the next one */
  counter?: number;
  /** report user verification (default true) */
  userVerified?: boolean;
}

function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
}

/** A P-256 key pair and its public key as COSE (EC2, ES256). */
function newKey(): { privateKey: KeyObject; cose: Buffer } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = cbor(
    new Map<Cbor, Cbor>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
  return { privateKey, cose };
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  /**
   * Makes a credential for the creation options and answers them as startRegistration would
   * (RegistrationResponseJSON); `existing` attests a credential made before (another one's copy).
   */
  register(options: CreationOptions, ceremony: Ceremony, existing?: SoftCredential): { json: string; credential: SoftCredential } {
    const rpId = ceremony.rpId ?? options.rp.id ?? new URL(ceremony.origin).hostname;
    const { privateKey, cose } = existing ?? newKey();
    const id = existing ? Buffer.from(existing.id, 'base64url') : randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, cose]);
    const flags = UP | (ceremony.userVerified === false ? 0 : UV) | AT;
    const data = authData(rpId, flags, ceremony.counter ?? 0, attested);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', data],
      ]),
    );
    const credential: SoftCredential = { id: b64url(id), privateKey, cose, rpId, userHandle: options.user.id, counter: ceremony.counter ?? 0 };
    this.credentials.push(credential);
    const json = {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientData('webauthn.create', ceremony.challenge ?? options.challenge, ceremony.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
    return { json: JSON.stringify(json), credential };
  }

  /**
   * Answers request options as startAuthentication would (AuthenticationResponseJSON), with
   * `credential` (default: the first of this authenticator the options allow, or its first).
   */
  assert(options: RequestOptions, ceremony: Ceremony, credential?: SoftCredential): string {
    const allowed = options.allowCredentials?.map((d) => d.id);
    const chosen = credential ?? this.credentials.find((c) => !allowed || allowed.includes(c.id)) ?? this.credentials[0];
    if (!chosen) throw new Error('SoftAuthenticator: no credential');
    if (ceremony.counter !== undefined) chosen.counter = ceremony.counter;
    else chosen.counter += 1;
    const data = authData(ceremony.rpId ?? chosen.rpId, UP | (ceremony.userVerified === false ? 0 : UV), chosen.counter);
    const client = clientData('webauthn.get', ceremony.challenge ?? options.challenge, ceremony.origin);
    const signature = sign('sha256', Buffer.concat([data, sha256(client)]), chosen.privateKey);
    return JSON.stringify({
      id: chosen.id,
      rawId: chosen.id,
      type: 'public-key',
      response: { clientDataJSON: b64url(client), authenticatorData: b64url(data), signature: b64url(signature), userHandle: chosen.userHandle },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    });
  }
}
