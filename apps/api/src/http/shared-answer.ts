import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { CallDef } from '@exchange/contract/define';
import { checkAnswer } from './answer';
import type { AppEnv } from './env';

const gzipAsync = promisify(gzip);

/**
 * A success answer built once and sent to many callers: checked against the call's contract,
 * serialised and gzipped once (a market list is ~1 MB of JSON, ~10× smaller gzipped), not per
 * request.
 */
export interface PreparedAnswer {
  readonly json: Buffer;
  readonly gzip: Buffer;
}

export async function prepareAnswer<Ans extends z.ZodType>(call: CallDef<z.ZodType, Ans>, body: z.input<Ans>): Promise<PreparedAnswer> {
  checkAnswer(call, body);
  const json = Buffer.from(JSON.stringify(body));
  return { json, gzip: await gzipAsync(json) };
}

/**
 * Whether an Accept-Encoding header takes gzip (RFC 9110 §12.5.3): `gzip` or `*` with a q-value
 * above zero, and `gzip` named with q=0 refuses it even when `*` is offered.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(weight) && weight > 0;
    if (coding === 'gzip' || coding === 'x-gzip') return accepted;
    if (coding === '*') star = accepted;
  }
  return star;
}

/** Sends a prepared answer: gzipped when the caller takes gzip, else the JSON as it is. */
export function sendPrepared(c: Context<AppEnv>, prepared: PreparedAnswer): Response {
  c.header('Vary', 'Accept-Encoding', { append: true });
  c.header('Content-Type', 'application/json');
  if (acceptsGzip(c.req.header('accept-encoding'))) {
    c.header('Content-Encoding', 'gzip');
    return c.body(new Uint8Array(prepared.gzip), 200);
  }
  return c.body(new Uint8Array(prepared.json), 200);
}

/**
 * Prepared answers per source object and key: a list read once (the market rows, reused for a
 * second) gives one prepared answer per variant (change basis, testnet …), built at most once
 * while that read is current. Weak: a read no one holds now is forgotten with its answers.
 */
export function preparedPerSource<S extends object>(): (source: S, key: string, build: () => Promise<PreparedAnswer>) => Promise<PreparedAnswer> {
  const memo = new WeakMap<S, Map<string, Promise<PreparedAnswer>>>();
  return (source, key, build) => {
    let variants = memo.get(source);
    if (!variants) {
      variants = new Map();
      memo.set(source, variants);
    }
    const hit = variants.get(key);
    if (hit) return hit;
    const built = build();
    variants.set(key, built);
    built.catch(() => variants.delete(key));
    return built;
  };
}
