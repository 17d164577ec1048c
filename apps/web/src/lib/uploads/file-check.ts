import { FILE_KIND_MIME, SNIFF_BYTES, fileProblem, kindOfBytes, type FileKind, type FileProblem, type FileRule } from '@exchange/contract/uploads';

/**
 * The browser's check of a picked file, before any upload: the same rule the API applies
 * (contract uploads.ts `fileProblem`), by the file's size and its first bytes, never its name or
 * declared type. Undefined: the file may be sent.
 */
export async function checkPickedFile(file: Blob, rule: FileRule): Promise<FileProblem | undefined> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return fileProblem(rule, file.size, kindOfBytes(head));
}

/** A file input's `accept` for a rule's kinds (a hint to the picker; the bytes decide). */
export function acceptOf(kinds: readonly FileKind[]): string {
  return kinds.map((kind) => FILE_KIND_MIME[kind]).join(',');
}
