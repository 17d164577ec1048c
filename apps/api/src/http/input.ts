import type { Context } from 'hono';
import type { z } from 'zod/mini';
import type { CallDef } from '@exchange/contract/define';
import { invalidInput, unsupportedMediaType } from './errors';

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A lone surrogate: UTF-16 that is no Unicode text (JSON's `\\udc00` escapes make them). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Whether a parsed JSON value holds a lone surrogate in a string or a key. No such text is stored
 * or passed on: no database can store it (PGlite even fails on two in a row), so it is refused.
 */
function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([k, v]) => LONE_SURROGATE.test(k) || hasLoneSurrogate(v));
  return false;
}

/** The raw fields of a request: the query for GET, the form-encoded or JSON body otherwise. */
async function rawFields(c: Context): Promise<Record<string, unknown>> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') {
    return Object.fromEntries(new URL(c.req.url).searchParams);
  }
  const type = mediaType(c);
  const text = await c.req.text();
  if (type === 'application/x-www-form-urlencoded') return Object.fromEntries(new URLSearchParams(text));
  if (type === 'application/json') {
    if (text.trim() === '') return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw invalidInput('Malformed JSON body');
    }
    if (!isPlainObject(parsed)) throw invalidInput('The JSON body must be an object');
    if (hasLoneSurrogate(parsed)) throw invalidInput('The JSON body is not valid Unicode text');
    return parsed;
  }
  // A body-less POST (logout, logoutAll) needs no content type.
  if (type === '' && text === '') return {};
  throw unsupportedMediaType();
}

function field(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Readable messages for the issues a call's schema leaves generic (missing fields, unknown fields). */
const messages: z.core.$ZodErrorMap = (issue) => {
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value' || issue.code === 'invalid_union') && issue.input === undefined) {
    return `${field(issue.path ?? [])} is required`;
  }
  if (issue.code === 'invalid_type') return `${field(issue.path ?? [])} must be a ${issue.expected}`;
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  return undefined;
};

/** Checks raw fields with the call's `request` schema; the first issue becomes a 400 message. */
export function checkFields<Req extends z.ZodMiniType>(call: CallDef<Req, z.ZodMiniType>, fields: Record<string, unknown>): z.output<Req> {
  const result = call.request.safeParse(fields, { error: messages });
  if (!result.success) throw invalidInput(result.error.issues[0]?.message ?? 'Invalid input');
  return result.data;
}

/** Validates the request with the call's `request` schema; the first issue becomes a 400 message. */
export async function readInput<Req extends z.ZodMiniType>(c: Context, call: CallDef<Req, z.ZodMiniType>): Promise<z.output<Req>> {
  return checkFields(call, await rawFields(c));
}
