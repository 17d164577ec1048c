import type { ApiError } from '@/lib/api/client';

export type Ended<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly error: ApiError };

/** The sessions calls (packages/contract/src/sessions.ts) through the one API client (CSRF, timeouts), loaded on first use. */
async function calls() {
  const [client, contract] = await Promise.all([import('@/lib/api/browser'), import('@exchange/contract/sessions')]);
  return { call: client.browserRequest, ...contract };
}

/** Ends one of the user's other sessions. */
export async function endOne(id: string): Promise<Ended<{ id: string }>> {
  const { call, endSession } = await calls();
  const result = await call(endSession, { id });
  return result.ok ? { ok: true, data: result.data.data } : { ok: false, error: result.error };
}

/** Ends every session but this browser's; answers how many ended. */
export async function endOthers(): Promise<Ended<{ ended: number }>> {
  const { call, endOtherSessions } = await calls();
  const result = await call(endOtherSessions, {});
  return result.ok ? { ok: true, data: result.data.data } : { ok: false, error: result.error };
}
