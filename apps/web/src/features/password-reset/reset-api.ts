import type { ApiError } from '@/lib/api/client';

export type Sent = { readonly ok: true } | { readonly ok: false; readonly error: ApiError };

/** The reset calls (packages/contract/src/password-reset.ts) through the one API client (CSRF, timeouts), loaded on first use. */
async function calls() {
  const [client, contract] = await Promise.all([import('@/lib/api/browser'), import('@exchange/contract/password-reset')]);
  return { call: client.browserRequest, ...contract };
}

/** Asks for a code to `email` (the answer is the same whether or not it has an account). */
export async function askForCode(email: string): Promise<Sent> {
  const { call, requestPasswordReset } = await calls();
  const result = await call(requestPasswordReset, { email });
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}

/** Sets the new password with the mailed code. */
export async function setNewPassword(input: { email: string; code: string; password: string }): Promise<Sent> {
  const { call, confirmPasswordReset } = await calls();
  const result = await call(confirmPasswordReset, input);
  return result.ok ? { ok: true } : { ok: false, error: result.error };
}
