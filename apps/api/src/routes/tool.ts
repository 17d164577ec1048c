import { Hono, type Context } from 'hono';
import type { z } from 'zod/mini';
import type { CallDef } from '@exchange/contract/define';
import { EMPTY_DOWNLOAD_LINKS_FILE, TOOL_FILE_MAX_AGE, coinIconWhitelist, pageDownloadLinks } from '@exchange/contract/tool';
import { TOOL_FILE, readToolFile } from '../domain/toolFiles';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { readInput } from '../http/input';

/** A fallback is cached briefly, so a fixed row shows within a minute. */
const FALLBACK_MAX_AGE = 60;

/**
 * Answers a tool file from its row when the row holds what the call's schema accepts, else the
 * contract's default (a missing or malformed row is an operator's slip, not a server error; it is
 * logged). Static config: public, cached for TOOL_FILE_MAX_AGE seconds.
 */
async function answerToolFile<Ans extends z.ZodMiniType>(
  c: Context<AppEnv>,
  call: CallDef<z.ZodMiniType, Ans>,
  name: string,
  fallback: z.input<Ans>,
): Promise<Response> {
  await readInput(c, call);
  const body = await readToolFile(c.var.db, name);
  const valid = body !== undefined && call.answer.safeParse(body).success;
  if (!valid) console.warn(`[api] tool file ${name} is ${body === undefined ? 'missing' : 'malformed'}: answering the default`);
  c.header('Cache-Control', `public, max-age=${valid ? TOOL_FILE_MAX_AGE : FALLBACK_MAX_AGE}`);
  return answer(c, call, valid ? (body as z.input<Ans>) : fallback);
}

/** `/js/tool/*.json` (spec doc 2 §7): the coin icon whitelist and the page download links. */
export function toolRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  serve(app, coinIconWhitelist, (c) => answerToolFile(c, coinIconWhitelist, TOOL_FILE.coinIconWhitelist, coinIconWhitelist.fallback));
  serve(app, pageDownloadLinks, (c) => answerToolFile(c, pageDownloadLinks, TOOL_FILE.pageDownloadLinks, EMPTY_DOWNLOAD_LINKS_FILE));
  return app;
}
