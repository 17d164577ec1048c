import type { CallDef } from './define';
import type { z } from 'zod/mini';
import { applyKyc } from './kyc-apply';
import { createTicket, replyTicket } from './tickets';
import { uploadBodyBytes } from './uploads';

/**
 * Every call that takes files (a `files` declaration), by path: the only paths whose body may be
 * longer than MAX_BODY_BYTES. The API's body limit (app.ts) and the web server's front door
 * (apps/web/server) read `uploadBodyLimitOf`; upload-calls.test.ts checks that every contract call
 * with `files` is listed here. Add a new upload call to UPLOAD_CALLS.
 */
export const UPLOAD_CALLS: readonly CallDef<z.ZodMiniType, z.ZodMiniType>[] = [applyKyc, createTicket, replyTicket];

const LIMITS: ReadonlyMap<string, number> = new Map(
  UPLOAD_CALLS.map((call) => {
    if (!call.files || call.method !== 'POST') throw new Error(`${call.path} is listed as an upload call but declares no files`);
    return [call.path, uploadBodyBytes(call.files)];
  }),
);

/** The longest body an upload call's path accepts, or undefined for every other path (MAX_BODY_BYTES applies). */
export function uploadBodyLimitOf(path: string): number | undefined {
  return LIMITS.get(path);
}
