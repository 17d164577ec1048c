import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { z } from 'zod/mini';
import type { UploadCallDef } from '@exchange/contract/define';
import {
  FILE_KIND_EXTENSION,
  FILE_KIND_MIME,
  MAX_UPLOAD_FILES,
  SNIFF_BYTES,
  bytesText,
  fileProblem,
  kindOfBytes,
  kindsText,
  type FileKind,
  type FilesSpec,
} from '@exchange/contract/uploads';
import { ErrorCode } from '@exchange/contract/errors';
import { UPLOAD_BYTES_PER_DAY, type CheckedFile } from '../domain/uploads';
import { ApiError, invalidInput, rateLimited } from './errors';
import { checkFields } from './input';

/**
 * Reading a call's files (docs/IDENTITY.md "Uploads"): the call declares them in the contract
 * (`files: filesSpec({...})`), the route calls `readUpload(c, call)` and gets its checked text
 * fields and its checked files, or a 4xx that stored nothing. The body's length was bounded
 * before (app.ts: `uploadBodyLimitOf`, the call's `uploadBodyBytes`).
 */

export type { CheckedFile };
export type CheckedFiles<F extends FilesSpec> = { readonly [K in keyof F]: readonly CheckedFile[] };

const fileTooLarge = (message: string) => new ApiError(413, ErrorCode.invalidInput, message);
const wrongFileType = (message: string) => new ApiError(415, ErrorCode.invalidInput, message);

/** Longest cleaned name, extension aside. */
const NAME_STEM_MAX = 80;

/**
 * A file name safe to store and to send back in Content-Disposition: the last path segment, no
 * control or format characters (bidi overrides), only letters, digits, space and `._()-` (others
 * become `_`), at most 80 characters, and the extension of the kind its bytes are (a `.png` name
 * on a PDF ends `.pdf`).
 */
export function cleanFileName(name: string, kind: FileKind): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  let stem = base
    .normalize('NFC')
    .replace(/\p{C}/gu, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_');
  const dot = stem.lastIndexOf('.');
  if (dot > 0) stem = stem.slice(0, dot);
  stem = [...stem.replace(/^[\s.]+|[\s.]+$/gu, '').replace(/\s+/gu, ' ')].slice(0, NAME_STEM_MAX).join('');
  stem = stem.replace(/[\s.]+$/u, '');
  return `${stem || 'file'}.${FILE_KIND_EXTENSION[kind]}`;
}

function isMultipart(c: Context): boolean {
  const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  return type === 'multipart/form-data';
}

async function formOf(c: Context): Promise<FormData> {
  if (!isMultipart(c)) throw new ApiError(415, ErrorCode.invalidInput, 'Send the body as multipart/form-data');
  try {
    return await c.req.formData();
  } catch (error) {
    // the body limit's refusal passes through; anything else the parser met is a malformed body
    if (error instanceof ApiError) throw error;
    throw invalidInput('Malformed multipart body');
  }
}

/** Checks one file against its field's rule, by its bytes. */
async function checkFile(field: string, file: File, spec: FilesSpec): Promise<CheckedFile> {
  const rule = Object.hasOwn(spec, field) ? spec[field] : undefined;
  if (!rule) throw invalidInput(`Unknown file field: ${field}`);
  const bytes = Buffer.from(await file.arrayBuffer());
  const kind = kindOfBytes(bytes.subarray(0, SNIFF_BYTES));
  const problem = fileProblem(rule, bytes.length, kind);
  if (problem === 'empty') throw invalidInput(`${field} is empty`);
  if (problem === 'tooLarge') throw fileTooLarge(`${field} is larger than ${bytesText(rule.maxBytes)}`);
  if (problem === 'wrongType' || kind === undefined) throw wrongFileType(`${field} must be a ${kindsText(rule.kinds)} file`);
  return {
    field,
    kind,
    mime: FILE_KIND_MIME[kind],
    name: cleanFileName(file.name, kind),
    size: bytes.length,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/**
 * Reads an upload call's multipart body: its text fields checked by the call's `request` schema
 * (400 with the first issue), then its files: only the declared file fields (400), at most each
 * field's `max` and MAX_UPLOAD_FILES in all (400), each field's `min` (400 "… is required"), no
 * empty file (400), none over its `maxBytes` (413), each of a kind its field takes by its bytes
 * (415). A file sent under a text field's name, or text under a file field's, is refused (400).
 * Nothing is stored here: the route stores the files inside its own transaction (domain/uploads.ts).
 */
export async function readUpload<Req extends z.ZodMiniType, F extends FilesSpec>(
  c: Context,
  call: UploadCallDef<Req, z.ZodMiniType, F>,
): Promise<{ input: z.output<Req>; files: CheckedFiles<F> }> {
  const form = await formOf(c);
  const spec = call.files;
  const fields: Record<string, unknown> = {};
  const picked: [string, File][] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      // own fields only: `constructor`, `__proto__` and the like are no file field of any call
      if (Object.hasOwn(spec, name)) throw invalidInput(`${name} must be a file`);
      fields[name] = value;
    } else {
      if (!Object.hasOwn(spec, name)) throw invalidInput(`Unknown file field: ${name}`);
      picked.push([name, value]);
    }
  }
  const input = checkFields(call, fields);
  if (picked.length > MAX_UPLOAD_FILES) throw invalidInput(`At most ${MAX_UPLOAD_FILES} files may be sent at once`);
  const files: Record<string, CheckedFile[]> = Object.fromEntries(Object.keys(spec).map((field) => [field, []]));
  for (const [field, rule] of Object.entries(spec)) {
    const count = picked.filter(([name]) => name === field).length;
    if (count > rule.max) throw invalidInput(rule.max === 1 ? `Send one ${field} file` : `At most ${rule.max} ${field} files`);
    if (count < rule.min) throw invalidInput(`${field} is required`);
  }
  for (const [field, file] of picked) files[field]?.push(await checkFile(field, file, spec));
  return { input, files: files as CheckedFiles<F> };
}

/** The answer to files past the user's UPLOAD_BYTES_PER_DAY (domain/uploads.ts uploadQuotaWait): 429 with Retry-After. */
export function uploadQuotaRefused(retryAfter: number): ApiError {
  return rateLimited(retryAfter, `You have uploaded ${bytesText(UPLOAD_BYTES_PER_DAY)} of files in the last 24 hours, the most a day allows: try again later`);
}
