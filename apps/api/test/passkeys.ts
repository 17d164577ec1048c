import type { Hono } from 'hono';
import {
  passkeyConfirmOptions,
  passkeyRegister,
  passkeyRegisterOptions,
  type CreationOptions,
  type Passkey,
  type RequestOptions,
} from '@exchange/contract/passkeys';
import type { AppEnv } from '../src/http/env';
import { call, DEMO_PASSWORD_FOR_TESTS, type Call } from './http';
import type { SoftAuthenticator, SoftCredential } from './softAuthenticator';

const dataOf = <T>(res: Call): T => (res.json as { data: T }).data;

function expectOk(res: Call, what: string): void {
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.json)}`);
}

/**
 * Adds a passkey from `authenticator` to the account whose cookies are given, on `host` (default
 * localhost, the call helper's own), confirmed by `confirm`, else by a passkey the authenticator
 * holds for the account already, else by the demo password (an account without a second factor).
 * Answers it and its credential.
 */
export async function registerPasskey(
  app: Hono<AppEnv>,
  cookies: Record<string, string>,
  authenticator: SoftAuthenticator,
  options: { name?: string; host?: string; confirm?: Record<string, string> } = {},
): Promise<{ passkey: Passkey; credential: SoftCredential }> {
  const at = options.host ? { host: options.host } : {};
  const origin = `http://${options.host ?? 'localhost'}`;
  const registered = authenticator.credentials.filter((c) => c.registered);
  const confirm =
    options.confirm ??
    (registered.length > 0
      ? { passkey: authenticator.assert(await confirmChallenge(app, cookies), { origin }, registered[0]) }
      : { password: DEMO_PASSWORD_FOR_TESTS });
  const started = await call(app, passkeyRegisterOptions.path, { form: confirm, cookies, ...at });
  expectOk(started, 'passkey options');
  const { json, credential } = authenticator.register(dataOf<CreationOptions>(started), { origin });
  const done = await call(app, passkeyRegister.path, { form: { name: options.name ?? 'Laptop', response: json }, cookies, ...at });
  expectOk(done, 'passkey register');
  credential.registered = true;
  return { passkey: dataOf<Passkey>(done), credential };
}

/** A confirm challenge of the account whose cookies are given (a passkey as its second factor). */
export async function confirmChallenge(app: Hono<AppEnv>, cookies: Record<string, string>): Promise<RequestOptions> {
  const res = await call(app, passkeyConfirmOptions.path, { form: {}, cookies });
  expectOk(res, 'confirm options');
  return dataOf<RequestOptions>(res);
}
