import type { Context } from 'hono';
import { hostname } from '@exchange/sites/resolve';
import type { RelyingParty } from '../domain/identity/webauthn';
import type { SecondFactorInput } from '../domain/identity/secondFactor';
import type { AppEnv } from './env';

/**
 * The WebAuthn relying party of a request (docs/IDENTITY.md "Passkeys"): the host name the visitor
 * asked for (without the port) as the RP ID, `${proto}://${host}` as the expected origin, and the
 * site's brand as the name the browser shows. Each sub-site host is its own relying party.
 */
export function relyingPartyOf(c: Context<AppEnv>): RelyingParty {
  return { id: hostname(c.var.host), origin: `${c.var.proto}://${c.var.host.toLowerCase()}`, name: c.var.site.brandName };
}

/** The second factor a request carries, with the request's relying party (for a passkey's assertion). */
export function secondFactorOf(c: Context<AppEnv>, input: { totp?: string | undefined; passkey?: string | undefined }): SecondFactorInput {
  return { totp: input.totp, passkey: input.passkey, rp: relyingPartyOf(c) };
}
