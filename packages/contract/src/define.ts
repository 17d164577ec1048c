import { z } from 'zod/mini';
import type { FilesSpec } from './uploads';

// zod compiles object parsers with `new Function` when it may; it probes for that as each object
// schema is built. In a browser the page's CSP forbids eval, so the probe only raises a CSP
// violation: parse without it there. Every contract module imports this one before it builds a
// schema. The API (Node, no CSP) keeps zod's compiled parsers.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** HTTP methods the exchange API uses. GET reads; POST changes state and needs the CSRF header. */
export type Method = 'GET' | 'POST';

/**
 * One API call, declared once and used by both sides: the reference API validates `request`
 * and answers a value typed by `answer`; the web client parses with `answer` and falls back to
 * `fallback` on any failure (timeout, network, non-2xx, schema mismatch).
 */
export interface CallDef<Req extends z.ZodMiniType, Ans extends z.ZodMiniType> {
  readonly method: Method;
  readonly path: string;
  readonly request: Req;
  readonly answer: Ans;
  readonly fallback: z.output<Ans>;
  /**
   * The files the call takes beside its `request` fields (uploads.ts `filesSpec`): its body is
   * then multipart/form-data, up to `uploadBodyBytes(files)` long. Absent for every other call.
   */
  readonly files?: FilesSpec;
}

/** A call that takes files: its `files` keep their field names for the API's reader and the web's sender. */
export type UploadCallDef<Req extends z.ZodMiniType, Ans extends z.ZodMiniType, F extends FilesSpec> = CallDef<Req, Ans> & { readonly files: F };

export function defineCall<Req extends z.ZodMiniType, Ans extends z.ZodMiniType, F extends FilesSpec>(
  def: UploadCallDef<Req, Ans, F>,
): UploadCallDef<Req, Ans, F>;
export function defineCall<Req extends z.ZodMiniType, Ans extends z.ZodMiniType>(def: CallDef<Req, Ans>): CallDef<Req, Ans>;
export function defineCall<Req extends z.ZodMiniType, Ans extends z.ZodMiniType>(def: CallDef<Req, Ans>): CallDef<Req, Ans> {
  return def;
}

export type RequestOf<C> = C extends CallDef<infer R, z.ZodMiniType> ? z.input<R> : never;
export type AnswerOf<C> = C extends CallDef<z.ZodMiniType, infer A> ? z.output<A> : never;
export type AnyCall = CallDef<z.ZodMiniType, z.ZodMiniType>;

/** No request fields. */
export const noInput = z.strictObject({});

/** The success envelope every call answers: `code` 0, a message, and the call's data. */
export function ok<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.literal(0), message: z.string(), data });
}

/**
 * The error envelope: any 4xx (and the rare 5xx) answers this shape. `code` is a stable,
 * non-zero number a client may switch on; `message` is safe to show to a person.
 */
export const errorAnswer = z.object({
  code: z.number().check(
    z.int(),
    z.refine((n) => n !== 0, 'error code is non-zero'),
  ),
  message: z.string(),
});
export type ErrorAnswer = z.output<typeof errorAnswer>;

/** A JSON value that may arrive as a JSON-encoded string (the spec: "data may be a JSON string"). */
export function maybeJsonString<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.transform((value) => {
      if (typeof value !== 'string') return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    }),
    schema,
  );
}

/** Decimal amounts travel as strings so no precision is lost; numbers are accepted and kept as text. */
export const decimalString = z.pipe(z.union([z.string().check(z.regex(/^-?\d+(\.\d+)?$/)), z.number()]), z.transform(String));

/** A field's message for a wrong value; a missing one keeps the API's 'is required'. */
export function unlessMissing(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? undefined : message);
}

/** At most `maxDigits` digits as a query or form sends them ('1'…), as a number; anything else is refused with `message`. */
export function digitsField(maxDigits: number, message: string) {
  return z.pipe(z.string().check(z.regex(new RegExp(`^\\d{1,${maxDigits}}$`), message)), z.transform(Number));
}

/** A whole number as a query or form sends it ('1'…), within [min, max]; the messages name the field. */
export function intField(name: string, min: number, max: number) {
  return digitsField(10, `${name} must be a whole number`).check(z.refine((n) => n >= min && n <= max, `${name} must be between ${min} and ${max}`));
}
