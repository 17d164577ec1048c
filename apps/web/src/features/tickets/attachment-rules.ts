import type { FileProblem } from '@exchange/contract/uploads';

/** A picked file the form does not take, and why (catalog keys tickets.attachments.problem.*). */
export interface PickRefusal {
  readonly name: string;
  readonly problem: FileProblem | 'tooMany';
}

/**
 * Adds newly picked files to those already chosen: each one its check (lib/uploads checkPickedFile)
 * found no problem with, while there is room under `max`; the others are refused by name.
 */
export function pickFiles<F extends { readonly name: string }>(
  chosen: readonly F[],
  picked: readonly F[],
  problems: readonly (FileProblem | undefined)[],
  max: number,
): { files: F[]; refused: PickRefusal[] } {
  const files = [...chosen];
  const refused: PickRefusal[] = [];
  picked.forEach((file, index) => {
    const problem = problems[index];
    if (problem) refused.push({ name: file.name, problem });
    else if (files.length >= max) refused.push({ name: file.name, problem: 'tooMany' });
    else files.push(file);
  });
  return { files, refused };
}

/** A file's length as the reader's locale writes it, in kB below a megabyte, else MB. */
export function fileSizeText(bytes: number, locale: string): string {
  const mb = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: mb ? 1 : 0 }).format(
    mb ? bytes / (1024 * 1024) : Math.max(1, Math.ceil(bytes / 1024)),
  );
}
