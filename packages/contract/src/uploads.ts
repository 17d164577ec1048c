import { z } from 'zod/mini';
import { defineCall, intField } from './define';
import { MAX_BODY_BYTES } from './limits';

/**
 * File uploads (docs/IDENTITY.md "Uploads"): KYC documents, ticket attachments. A call that takes
 * files declares them in its `files` (see `fileRule`); its body is then `multipart/form-data`
 * with the request's text fields beside the files, and only such calls take a body longer than
 * MAX_BODY_BYTES (`uploadBodyBytes`, enforced by the API and the web server's front door).
 *
 * A file's type is what its bytes are (`kindOfBytes`), never the name or the declared type; a
 * file is refused when it is empty, longer than its rule's `maxBytes`, or of a kind its rule does
 * not take. The browser runs the same checks before sending (a picked file's first bytes).
 */

/** The kinds of file the exchange takes, recognised by their bytes. */
export const FILE_KINDS = ['png', 'jpeg', 'webp', 'pdf'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

/** The images (KYC documents and selfies are images only). */
export const IMAGE_KINDS: readonly FileKind[] = ['png', 'jpeg', 'webp'];
/** Images or a PDF (ticket attachments). */
export const DOCUMENT_KINDS: readonly FileKind[] = ['png', 'jpeg', 'webp', 'pdf'];

/** The Content-Type a stored file is served with. */
export const FILE_KIND_MIME: Readonly<Record<FileKind, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** The extension a stored file's cleaned name ends with. */
export const FILE_KIND_EXTENSION: Readonly<Record<FileKind, string>> = { png: 'png', jpeg: 'jpg', webp: 'webp', pdf: 'pdf' };

/** Longest file, by default (5 MiB). */
export const MAX_UPLOAD_FILE_BYTES = 5 * 1024 * 1024;
/** Most files one request may carry, over all its file fields. */
export const MAX_UPLOAD_FILES = 4;
/** Room for one file part's multipart headers (boundary, Content-Disposition with the name, Content-Type). */
const PART_OVERHEAD_BYTES = 1024;
/** How many of a file's first bytes `kindOfBytes` reads. */
export const SNIFF_BYTES = 16;

/** One file field of a call: the kinds it takes, how many files (min… max) and how long each may be. */
export interface FileRule {
  readonly kinds: readonly FileKind[];
  /** 0: optional (the call's own rules may still require it, e.g. a document's back side) */
  readonly min: number;
  readonly max: number;
  readonly maxBytes: number;
}

/** A call's file fields, by form field name. */
export type FilesSpec = Readonly<Record<string, FileRule>>;

/** A file field: one required file of these kinds unless `min`/`max` say otherwise, at most `maxBytes` (5 MiB) each. */
export function fileRule(kinds: readonly FileKind[], options: Partial<Omit<FileRule, 'kinds'>> = {}): FileRule {
  return { kinds, min: options.min ?? 1, max: options.max ?? 1, maxBytes: options.maxBytes ?? MAX_UPLOAD_FILE_BYTES };
}

/** A call's file fields, checked where they are declared: at most MAX_UPLOAD_FILES files in all, each at most MAX_UPLOAD_FILE_BYTES. */
export function filesSpec<S extends FilesSpec>(spec: S): S {
  let total = 0;
  for (const [field, rule] of Object.entries(spec)) {
    if (rule.min < 0 || rule.max < Math.max(1, rule.min) || rule.kinds.length === 0) throw new Error(`file field ${field}: bad rule`);
    if (rule.maxBytes <= 0 || rule.maxBytes > MAX_UPLOAD_FILE_BYTES) throw new Error(`file field ${field}: maxBytes over ${MAX_UPLOAD_FILE_BYTES}`);
    total += rule.max;
  }
  if (total > MAX_UPLOAD_FILES) throw new Error(`a call takes at most ${MAX_UPLOAD_FILES} files, this one ${total}`);
  return spec;
}

/** The most files a call with these fields takes in one request. */
export function maxFilesOf(spec: FilesSpec): number {
  return Object.values(spec).reduce((sum, rule) => sum + rule.max, 0);
}

/** Longest body a call with these file fields accepts: its text fields (MAX_BODY_BYTES) and every file at its longest. */
export function uploadBodyBytes(spec: FilesSpec): number {
  return MAX_BODY_BYTES + Object.values(spec).reduce((sum, rule) => sum + rule.max * (rule.maxBytes + PART_OVERHEAD_BYTES), 0);
}

function startsWith(bytes: Uint8Array, offset: number, expected: readonly number[]): boolean {
  if (bytes.length < offset + expected.length) return false;
  return expected.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IHDR = ascii('IHDR');
const JPEG_START = [0xff, 0xd8, 0xff];
const RIFF = ascii('RIFF');
const WEBP = ascii('WEBP');
const VP8 = ascii('VP8');
const PDF = ascii('%PDF-');

/**
 * What a file is, by its first bytes (at least SNIFF_BYTES of them when the file is that long):
 * a PNG (signature, then the IHDR chunk), a JPEG (SOI and a marker), a WebP (a RIFF container of
 * WEBP with a VP8/VP8L/VP8X chunk), a PDF (`%PDF-`); undefined for anything else.
 */
export function kindOfBytes(head: Uint8Array): FileKind | undefined {
  if (startsWith(head, 0, PNG_SIGNATURE) && startsWith(head, 12, PNG_IHDR)) return 'png';
  if (startsWith(head, 0, JPEG_START)) return 'jpeg';
  if (startsWith(head, 0, RIFF) && startsWith(head, 8, WEBP) && startsWith(head, 12, VP8)) return 'webp';
  if (startsWith(head, 0, PDF)) return 'pdf';
  return undefined;
}

/** Why a file breaks its field's rule, or undefined: the API and the browser refuse the same files. */
export type FileProblem = 'empty' | 'tooLarge' | 'wrongType';

export function fileProblem(rule: FileRule, size: number, kind: FileKind | undefined): FileProblem | undefined {
  if (size === 0) return 'empty';
  if (size > rule.maxBytes) return 'tooLarge';
  if (kind === undefined || !rule.kinds.includes(kind)) return 'wrongType';
  return undefined;
}

const KIND_NAME: Readonly<Record<FileKind, string>> = { png: 'PNG', jpeg: 'JPEG', webp: 'WebP', pdf: 'PDF' };

/** The kinds a rule takes, for a message: "PNG, JPEG or WebP". */
export function kindsText(kinds: readonly FileKind[]): string {
  const names = kinds.map((k) => KIND_NAME[k]);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** A byte count for a message: "5 MiB", "300 KiB". */
export function bytesText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

/**
 * `GET /api/web/v1/uploads/file?id=` — one of the caller's own stored files, as its bytes (not
 * JSON): the recognised type as Content-Type, `nosniff`, a sandboxing policy, private to the
 * browser (never kept by a shared cache); images inline, PDFs as an attachment. Another user's
 * file, or one that does not exist, answers 404 alike. Login required (401).
 *
 * The web never calls it through its client: it links to `uploadFileUrl(id)` (an <img>, a link).
 */
export const getUploadFile = defineCall({
  method: 'GET',
  path: '/api/web/v1/uploads/file',
  request: z.strictObject({ id: intField('id', 1, 2_147_483_647) }),
  /** the file's bytes; a client reading it as text gets them as text */
  answer: z.string(),
  fallback: '',
});

/** The address of one of the user's stored files (same origin: the web forwards it to the API). */
export function uploadFileUrl(id: number): string {
  return `${getUploadFile.path}?id=${id}`;
}
