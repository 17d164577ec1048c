import { multipart, testFile } from './uploads';

/**
 * A KYC application's multipart body (contract kyc-apply.ts `applyKyc`): a level-1 passport
 * application with a JPEG front and a PNG selfie unless `fields`/`files` say otherwise (a
 * field or file set to null is left out). `seed` makes the images and the passport number differ
 * from other applications' (the reviewer rejects a document another account verified).
 */
export function kycForm(fields: Record<string, string | null> = {}, files: Record<string, File | readonly File[] | null> = {}, seed = 1): FormData {
  const allFields: Record<string, string | null> = {
    level: '1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    birth_date: '1990-04-30',
    nationality: 'GB',
    residence: 'GB',
    doc_type: 'passport',
    doc_number: `AB${1_000_000 + seed}`,
    ...fields,
  };
  const allFiles: Record<string, File | readonly File[] | null> = {
    front: testFile('jpeg', { name: 'front.jpg', type: 'image/jpeg', fill: seed }),
    selfie: testFile('png', { name: 'selfie.png', fill: seed + 100 }),
    ...files,
  };
  const present = <T>(entries: Record<string, T | null>): Record<string, T> =>
    Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, T] => entry[1] !== null));
  return multipart(present(allFields), present(allFiles));
}

/** The extra fields and files of a level-2 application (an identity card: its back too). */
export function level2(seed = 1): { fields: Record<string, string>; files: Record<string, File> } {
  return {
    fields: { level: '2', doc_type: 'id_card', doc_number: 'ID-2024-0042', address: '12 Analytical Row', city: 'London', postal_code: 'NW1 6XE' },
    files: {
      back: testFile('webp', { name: 'back.webp', fill: seed + 200 }),
      proof: testFile('png', { name: 'bill.png', fill: seed + 300 }),
    },
  };
}
