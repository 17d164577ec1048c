import type { Context, Hono } from 'hono';
import type { z } from 'zod/mini';
import type { CallDef } from '@exchange/contract/define';
import type { AppEnv } from './env';

/**
 * Sends a success answer. `body` is typed by the call's `answer` schema (its wire form) and is
 * checked against it before it leaves: a mismatch is a bug in this API and becomes a logged 500.
 */
export function answer<Ans extends z.ZodMiniType>(c: Context<AppEnv>, call: CallDef<z.ZodMiniType, Ans>, body: z.input<Ans>): Response {
  checkAnswer(call, body);
  return c.json(body, 200);
}

/** Throws (a logged 500) when `body` breaks the call's answer schema. */
export function checkAnswer<Ans extends z.ZodMiniType>(call: CallDef<z.ZodMiniType, Ans>, body: z.input<Ans>): void {
  const checked = call.answer.safeParse(body);
  if (!checked.success) {
    throw new Error(`Answer of ${call.method} ${call.path} breaks its contract: ${checked.error.message}`);
  }
}

type Handler = (c: Context<AppEnv>) => Promise<Response>;

/** Registers a handler at the call's method and path. */
export function serve(app: Hono<AppEnv>, call: CallDef<z.ZodMiniType, z.ZodMiniType>, handler: Handler): void {
  if (call.method === 'GET') app.get(call.path, handler);
  else app.post(call.path, handler);
}
