import fc from 'fast-check';
import { z } from 'zod/mini';
import { MAX_BODY_BYTES } from '@exchange/contract/limits';

/**
 * Cheap generators of malformed HTTP inputs for the contract's calls (fuzz/httpFuzz.ts):
 * wrong types, huge and odd Unicode strings, nested values, duplicate and prototype-polluting
 * keys, every body encoding the API may meet, with and without a session and a CSRF token.
 */

/** How a request's fields travel. GET calls only use `query`. */
export const POST_ENCODINGS = [
  'form',
  'json',
  'json-not-object',
  'json-malformed',
  'json-deep',
  'text',
  'multipart',
  'no-type',
  'empty',
  'empty-json',
  'form-labelled-json',
  'json-labelled-form',
  'json-bad-utf8',
  'oversize',
] as const;
export type Encoding = 'query' | (typeof POST_ENCODINGS)[number];

/** Who sends it: a logged-in user with the CSRF pair, a visitor with it, and both without it. */
export type Auth = 'session' | 'anonymous' | 'session-no-csrf' | 'anonymous-no-csrf';

export interface FuzzInput {
  /** field name → value, in order; names may repeat (duplicate query parameters, duplicate JSON keys) */
  entries: [string, unknown][];
  /** appended verbatim to the query string or form body (bad percent-escapes, bare `&`…) */
  raw: string;
  encoding: Encoding;
  auth: Auth;
  /** an odd content-type parameter or spelling */
  typeSuffix: string;
}

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__defineGetter__', 'hasOwnProperty', 'toString', 'valueOf'];
const ODD_KEYS = ['', ' ', '\u0000', 'a.b', 'a[b]', 'a[]', '$where', 'id[$gt]', '\u202e', 'ＩＤ'];

/** Strings that have broken parsers before: control characters, lone surrogates, bidi marks, numbers in disguise. */
const NASTY = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83dy',
  '\udc00\ud800',
  '\u202eevil\u202c',
  '\u200f\u200e\u061c',
  '\ufeff',
  '\u2028\u2029',
  '💸',
  'e\u0301\u0301\u0301',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '-0',
  '0',
  '1e309',
  '1e-400',
  '0x10',
  '1_000',
  '1.',
  '.5',
  '٣',
  '9'.repeat(40),
  `1.${'0'.repeat(60)}1`,
  "' or 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '%00',
  '%',
  '../../etc/passwd',
  '{}',
  '[]',
  '{"__proto__":{"polluted":1}}',
  '\n',
  '\r\n',
  '\t',
];

/** Values real calls take, so some inputs get past the first check to deeper ones. */
const PLAUSIBLE = [
  '1',
  '2',
  '100',
  '2147483648',
  '0.5',
  '-5',
  'BTC_USDT',
  'ETH_USDT',
  'btc_usdt',
  'BTC',
  'USDT',
  'buy',
  'sell',
  'limit',
  'market',
  'above',
  'below',
  'en',
  'zh',
  'ar',
  'ALL',
  'PILOT_ALL',
  'web_trade',
  '1m',
  '1h',
  '1d',
  'general',
  'classic',
  'trader@demo.test',
  'fuzz@example.com',
  'Demo-pass-2026',
];

/** One or two huge strings: under and over the body limit. */
const HUGE = ['x'.repeat(4_000), '\u0000'.repeat(3_000), '💸'.repeat(1_500), '\ud800'.repeat(2_000), '\u202e'.repeat(MAX_BODY_BYTES)];

/** Raw query/form tails: bad escapes (an escaped lone surrogate, overlong UTF-8), stray separators, duplicates. */
const RAW_TAILS = [
  '',
  '',
  '',
  '%',
  'a=%zz',
  'a=%ED%A0%80',
  'a=%C0%80',
  '%FF=%FE',
  '&&&',
  '=x',
  'a',
  '__proto__[polluted]=1',
  'constructor[prototype][x]=1',
  'a=1&a=2&a=3',
  ';',
  '+=+',
];

const TYPE_SUFFIXES = ['', '', '', '; charset=utf-8', '; charset=latin1', ';;;', '; boundary=', ' ; CHARSET="UTF-8"'];

/** Characters of generated strings: every code point, lone surrogates, and the usual suspects. */
const unit = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((n) => String.fromCharCode(n)) },
  { weight: 2, arbitrary: fc.constantFrom('\u0000', '\u202e', '\u200f', '\ufeff', '%', '&', '=', '"', '\\', '/', '.', '-', '_') },
  { weight: 4, arbitrary: fc.string({ minLength: 1, maxLength: 1 }) },
);

const text = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 4, arbitrary: fc.constantFrom(...PLAUSIBLE) },
  { weight: 3, arbitrary: fc.string({ unit, maxLength: 24 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE) },
);

const scalar = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.constantFrom(0, -0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 2 ** 31, -(2 ** 63)) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** A field name: the call's own, a prototype key, an odd one or a random one. */
export function keyArbitrary(known: readonly string[]): fc.Arbitrary<string> {
  const own = known.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom(...known) }] : [];
  return fc.oneof(
    ...own,
    { weight: 2, arbitrary: fc.constantFrom(...PROTO_KEYS) },
    { weight: 1, arbitrary: fc.constantFrom(...ODD_KEYS) },
    { weight: 1, arbitrary: fc.string({ unit, maxLength: 10 }) },
  );
}

/** A field value: a scalar, or arrays and objects nested a few levels (with prototype keys). */
function valueArbitrary(key: fc.Arbitrary<string>): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 3 },
      { weight: 8, arbitrary: scalar },
      { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 1, arbitrary: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map(objectOf) },
    ),
  }));
  return value;
}

/** An object with these entries as own properties, `__proto__` included (as JSON.parse makes them). */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(out, k, { value: v, enumerable: true, configurable: true, writable: true });
  return out;
}

/** Fuzz inputs for one call: its method decides the encodings and who may send it. */
export function inputArbitrary(method: 'GET' | 'POST', known: readonly string[]): fc.Arbitrary<FuzzInput> {
  const key = keyArbitrary(known);
  const encoding: fc.Arbitrary<Encoding> = method === 'GET' ? fc.constant('query') : fc.constantFrom(...POST_ENCODINGS);
  const auth: fc.Arbitrary<Auth> =
    method === 'GET'
      ? fc.oneof({ weight: 1, arbitrary: fc.constant('session' as const) }, { weight: 3, arbitrary: fc.constant('anonymous' as const) })
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant('session' as const) },
          { weight: 2, arbitrary: fc.constant('anonymous' as const) },
          { weight: 1, arbitrary: fc.constantFrom('session-no-csrf' as const, 'anonymous-no-csrf' as const) },
        );
  return fc.record({
    entries: fc.array(fc.tuple(key, valueArbitrary(key)), { maxLength: 6 }),
    raw: fc.constantFrom(...RAW_TAILS),
    encoding,
    auth,
    typeSuffix: fc.constantFrom(...TYPE_SUFFIXES),
  });
}

/** The field names a request schema declares (through pipes, wrappers and unions); empty when it is not an object. */
export function fieldNames(schema: z.core.$ZodType): string[] {
  if (schema instanceof z.core.$ZodObject) return Object.keys(schema._zod.def.shape);
  if (schema instanceof z.core.$ZodPipe) return [...new Set([...fieldNames(schema._zod.def.in), ...fieldNames(schema._zod.def.out)])];
  if (schema instanceof z.core.$ZodUnion) return [...new Set(schema._zod.def.options.flatMap(fieldNames))];
  if (schema instanceof z.core.$ZodOptional || schema instanceof z.core.$ZodNullable || schema instanceof z.core.$ZodDefault)
    return fieldNames(schema._zod.def.innerType);
  return [];
}

/** A value as a query or form field carries it: strings as they are, anything else as JSON. */
function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
}

/** JSON text of an object with these entries, keeping duplicate keys (JSON.parse keeps the last). */
function jsonObjectText(entries: readonly [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

function formText(entries: readonly [string, unknown][], raw: string): string {
  const params = new URLSearchParams();
  for (const [k, v] of entries) params.append(k, asText(v));
  return [params.toString(), raw].filter((part) => part !== '').join('&');
}

export interface WireRequest {
  url: string;
  method: 'GET' | 'POST';
  /** without cookies and CSRF (the runner adds them per `auth`) */
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

/** JSON bytes that are not UTF-8: an encoded lone surrogate, an overlong NUL, a stray 0xFF. */
function badUtf8(json: string): Uint8Array<ArrayBuffer> {
  const head = new TextEncoder().encode(json.slice(0, -1));
  const tail = new TextEncoder().encode(json.length > 2 ? ',"x":"' : '"x":"');
  const bytes = new Uint8Array(head.length + tail.length + 8);
  bytes.set(head, 0);
  bytes.set(tail, head.length);
  bytes.set([0xed, 0xa0, 0x80, 0xc0, 0x80, 0xff, 0x22, 0x7d], head.length + tail.length);
  return bytes;
}

/** The request a fuzz input makes to `path`. */
export function wireRequest(path: string, method: 'GET' | 'POST', input: FuzzInput): WireRequest {
  const url = `http://localhost${path}`;
  if (method === 'GET') {
    const query = formText(input.entries, input.raw);
    return { url: query === '' ? url : `${url}?${query}`, method, headers: {} };
  }
  const type = (media: string): Record<string, string> => ({ 'content-type': `${media}${input.typeSuffix}` });
  const form = formText(input.entries, input.raw);
  const json = jsonObjectText(input.entries);
  switch (input.encoding) {
    case 'form':
      return { url, method, headers: type('application/x-www-form-urlencoded'), body: form };
    case 'json':
      return { url, method, headers: type('application/json'), body: json };
    case 'json-not-object':
      return { url, method, headers: type('application/json'), body: JSON.stringify(input.entries.map(([, v]) => v)) ?? 'null' };
    case 'json-malformed':
      return { url, method, headers: type('application/json'), body: json.slice(0, Math.max(1, json.length - 1)) + input.raw };
    case 'json-deep':
      return { url, method, headers: type('application/json'), body: `{"a":${'['.repeat(3_000)}${']'.repeat(3_000)}}` };
    case 'text':
      return { url, method, headers: type('text/plain'), body: form };
    case 'multipart':
      return { url, method, headers: type('multipart/form-data; boundary=x'), body: `--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n${form}\r\n--x--` };
    case 'no-type':
      return { url, method, headers: {}, body: form === '' ? 'x' : form };
    case 'empty':
      return { url, method, headers: {} };
    case 'empty-json':
      return { url, method, headers: type('application/json'), body: ' ' };
    case 'form-labelled-json':
      return { url, method, headers: type('application/json'), body: form };
    case 'json-labelled-form':
      return { url, method, headers: type('application/x-www-form-urlencoded'), body: json };
    case 'json-bad-utf8':
      return { url, method, headers: type('application/json'), body: badUtf8(json) };
    case 'oversize':
      return { url, method, headers: type('application/x-www-form-urlencoded'), body: `a=${'b'.repeat(MAX_BODY_BYTES)}` };
    case 'query':
      return { url, method, headers: {} };
  }
}

/**
 * The fields the API reads from a POST input when its body is one it reads at all (form, JSON
 * object, none), as src/http/input.ts does; undefined when the body is refused before any field is
 * read. The suite uses it to foresee which inputs the call's schema may accept.
 */
export function fieldsRead(input: FuzzInput): Record<string, unknown> | undefined {
  switch (input.encoding) {
    case 'form':
      return Object.fromEntries(new URLSearchParams(formText(input.entries, input.raw)));
    case 'json': {
      const parsed: unknown = JSON.parse(jsonObjectText(input.entries));
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
    }
    case 'empty':
    case 'empty-json':
      return {};
    default:
      return undefined;
  }
}

/** Inputs per call of the HTTP fuzzers: FUZZ_RUNS from the environment (a whole number from 1 up), or `fallback`. */
export function fuzzRuns(fallback: number): number {
  const raw = process.env.FUZZ_RUNS?.trim();
  if (!raw) return fallback;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a whole number from 1 up, got ${raw}`);
  return runs;
}
