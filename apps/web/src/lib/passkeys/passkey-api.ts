import type { ApiError } from '@/lib/api/client';
import type { Passkey } from '@exchange/contract/passkeys';
import { ceremonyProblemOf, type CeremonyProblem } from './passkey-errors';

/** What confirms adding or removing a passkey: the login password (an account without a second factor) or the second factor. */
export interface PasskeyConfirmation {
  readonly password?: string;
  readonly totp?: string;
  readonly passkey?: string;
}

/** A step's outcome: its value, the API's refusal, or why the browser gave no response. */
export type Step<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError; readonly problem?: undefined }
  | { readonly ok: false; readonly problem: CeremonyProblem; readonly error?: undefined };

export interface PasskeyApi {
  /** the account's passkeys (throws on failure, so a query keeps what it showed) */
  list(): Promise<Passkey[]>;
  /** the whole of adding one: the options (confirmed), the browser's ceremony, storing it under `name` */
  add(name: string, confirmation: PasskeyConfirmation): Promise<Step<Passkey>>;
  rename(id: string, name: string): Promise<Step<Passkey>>;
  remove(id: string, confirmation: PasskeyConfirmation): Promise<Step<{ id: string }>>;
  /** the whole of logging in: a login challenge, the browser's ceremony, the login (cookies set) */
  logIn(): Promise<Step<{ uid: number; nickname: string }>>;
  /** a passkey as the second factor: a confirm challenge and the browser's assertion, as the JSON text a change's `passkey` field takes */
  assert(): Promise<Step<string>>;
}

let loaded: Promise<PasskeyApi> | undefined;

/**
 * The passkey calls (packages/contract/src/passkeys.ts) through the one API client, with
 * @simplewebauthn/browser for the ceremonies, loaded on first use: pages that never touch a
 * passkey carry neither the library nor the schemas.
 */
export function loadPasskeyApi(): Promise<PasskeyApi> {
  loaded ??= Promise.all([import('@/lib/api/browser'), import('@exchange/contract/passkeys'), import('@simplewebauthn/browser')]).then(
    ([client, calls, webauthn]) => {
      const { browserRequest: call } = client;
      const refused = (error: ApiError) => ({ ok: false as const, error });
      const ceremony = async <T>(run: () => Promise<T>): Promise<Step<T>> => {
        try {
          return { ok: true, value: await run() };
        } catch (error) {
          return { ok: false, problem: ceremonyProblemOf(error) };
        }
      };
      const api: PasskeyApi = {
        list: async () => {
          const result = await call(calls.passkeyList, {});
          if (!result.ok) throw new Error(result.error.message || `HTTP ${result.error.status}`);
          return result.data.data.list;
        },
        add: async (name, confirmation) => {
          const started = await call(calls.passkeyRegisterOptions, confirmation);
          if (!started.ok) return refused(started.error);
          const options = started.data.data;
          if (!options) return { ok: false, problem: 'failed' };
          const made = await ceremony(() => webauthn.startRegistration({ optionsJSON: options }));
          if (!made.ok) return made;
          const stored = await call(calls.passkeyRegister, { name, response: JSON.stringify(made.value) });
          return stored.ok ? { ok: true, value: stored.data.data } : refused(stored.error);
        },
        rename: async (id, name) => {
          const result = await call(calls.passkeyRename, { id, name });
          return result.ok ? { ok: true, value: result.data.data } : refused(result.error);
        },
        remove: async (id, confirmation) => {
          const result = await call(calls.passkeyRemove, { id, ...confirmation });
          return result.ok ? { ok: true, value: result.data.data } : refused(result.error);
        },
        logIn: async () => {
          const started = await call(calls.passkeyLoginOptions, {});
          const options = started.ok ? started.data.data : null;
          if (!started.ok) return refused(started.error);
          if (!options) return { ok: false, problem: 'failed' };
          const answered = await ceremony(() => webauthn.startAuthentication({ optionsJSON: options }));
          if (!answered.ok) return answered;
          const result = await call(calls.passkeyLogin, { response: JSON.stringify(answered.value) });
          return result.ok ? { ok: true, value: result.data.data } : refused(result.error);
        },
        assert: async () => {
          const started = await call(calls.passkeyConfirmOptions, {});
          const options = started.ok ? started.data.data : null;
          if (!started.ok) return refused(started.error);
          if (!options) return { ok: false, problem: 'failed' };
          const answered = await ceremony(() => webauthn.startAuthentication({ optionsJSON: options }));
          return answered.ok ? { ok: true, value: JSON.stringify(answered.value) } : answered;
        },
      };
      return api;
    },
  );
  return loaded;
}

/** The query key of the account's passkeys. */
export const PASSKEYS_KEY = ['passkeys'] as const;
