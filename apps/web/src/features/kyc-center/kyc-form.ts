import type { RequestOf } from '@exchange/contract/define';
import type { KycApplyLevel, KycDocType, KycFileField, applyKyc } from '@exchange/contract/kyc-apply';
import type { FileProblem } from '@exchange/contract/uploads';

/** The apply call's text fields from the form's values (trimmed); the address only at level 2. */
export function applyInput(value: (name: string) => string, level: KycApplyLevel, docType: KycDocType): RequestOf<typeof applyKyc> {
  const text = (name: string) => value(name).trim();
  return {
    level,
    first_name: text('first_name'),
    last_name: text('last_name'),
    birth_date: text('birth_date'),
    nationality: text('nationality'),
    residence: text('residence'),
    doc_type: docType,
    doc_number: text('doc_number'),
    ...(level === '2' ? { address: text('address'), city: text('city'), postal_code: text('postal_code') } : {}),
  };
}

/** A picker's problem: the file's (by its bytes and size), or none chosen. */
export type PickProblem = FileProblem | 'missing';

/** The images asked for that are not chosen yet. */
export function missingImages(asked: readonly KycFileField[], chosen: Readonly<Partial<Record<KycFileField, File>>>): KycFileField[] {
  return asked.filter((field) => !chosen[field]);
}

/** The files to send: only the images the form asks for now (a back chosen before the type became a passport stays home). */
export function filesToSend(asked: readonly KycFileField[], chosen: Readonly<Partial<Record<KycFileField, File>>>): Partial<Record<KycFileField, File[]>> {
  return Object.fromEntries(asked.flatMap((field) => (chosen[field] ? [[field, [chosen[field]]]] : [])));
}
