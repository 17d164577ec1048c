/**
 * Files for upload tests: the first bytes of each kind (what the API recognises them by) and a
 * body of `size` bytes in all, filled with `fill` so two files differ (or not) by their SHA-256.
 * `name` and `type` are what a client claims: the API must not believe them.
 */
const HEADS = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0],
  webp: [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x20],
  pdf: [...'%PDF-1.7\n'].map((ch) => ch.charCodeAt(0)),
  text: [...'just some text, no image\n'].map((ch) => ch.charCodeAt(0)),
} as const;

export type TestFileKind = keyof typeof HEADS;

export interface TestFileOptions {
  /** the name the client sends (default `<kind>-<fill>.<kind>`) */
  name?: string;
  /** the type the client declares (default image/png whatever the bytes) */
  type?: string;
  /** total bytes (default 256) */
  size?: number;
  /** the filler byte after the head (default 1) */
  fill?: number;
}

export function testFile(kind: TestFileKind, options: TestFileOptions = {}): File {
  const size = options.size ?? 256;
  const fill = options.fill ?? 1;
  const bytes = new Uint8Array(size).fill(fill);
  bytes.set(HEADS[kind].slice(0, size));
  return new File([bytes], options.name ?? `${kind}-${fill}.${kind}`, { type: options.type ?? 'image/png' });
}

/** A multipart body of text fields and files (several files under one name allowed). */
export function multipart(fields: Record<string, string>, files: Record<string, File | readonly File[]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, value] of Object.entries(files)) for (const file of value instanceof File ? [value] : value) form.append(name, file);
  return form;
}
