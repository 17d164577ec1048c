import { z } from 'zod/mini';
import { defineCall, ok, unlessMissing } from './define';
import { KYC_LEVEL_CODE, type KycLevel } from './kyc-level';
import { IMAGE_KINDS, fileRule, filesSpec } from './uploads';

/**
 * The KYC centre (docs/IDENTITY.md "KYC"): the caller's verification level, what each level
 * allows, and an application for the next level (identity details and document images) that the
 * reference API reviews after a delay: approved (the level moves at once) or rejected with a
 * reason. Login required (401); the POST needs CSRF.
 */

/** The levels one applies for (users.verified's stored scale: 1 basic, 2 full). */
export const KYC_APPLY_LEVELS = ['1', '2'] as const;
export type KycApplyLevel = (typeof KYC_APPLY_LEVELS)[number];

export const KYC_DOC_TYPES = ['passport', 'id_card', 'driving_licence'] as const;
export type KycDocType = (typeof KYC_DOC_TYPES)[number];
/** The documents with a back side (its image is required); a passport has none (a back is refused). */
export const KYC_DOCS_WITH_BACK: readonly KycDocType[] = ['id_card', 'driving_licence'];

/** An applicant must be at least this old (years) when applying and when reviewed. */
export const KYC_MIN_AGE = 18;

/**
 * The document numbers the reviewer accepts, per type (letters upper-cased, spaces and dashes
 * removed first): a passport 6–9 letters and digits with at least one digit, an identity card 5–15
 * with at least 4 digits, a driving licence 5–20 with at least 3 digits. The form takes any 4–32
 * letters, digits, spaces and dashes; a number of the wrong shape is the reviewer's to reject.
 */
export const KYC_DOC_NUMBER_RULES: Readonly<Record<KycDocType, { readonly length: readonly [number, number]; readonly minDigits: number }>> = {
  passport: { length: [6, 9], minDigits: 1 },
  id_card: { length: [5, 15], minDigits: 4 },
  driving_licence: { length: [5, 20], minDigits: 3 },
};

/** A document number as the reviewer compares it: upper case, without spaces and dashes. */
export function normalDocNumber(text: string): string {
  return text.toUpperCase().replace(/[\s-]/g, '');
}

/** Whether a document number has its type's shape (KYC_DOC_NUMBER_RULES). */
export function docNumberFits(type: KycDocType, text: string): boolean {
  const n = normalDocNumber(text);
  const rule = KYC_DOC_NUMBER_RULES[type];
  const digits = n.replace(/\D/g, '').length;
  return /^[A-Z0-9]+$/.test(n) && n.length >= rule.length[0] && n.length <= rule.length[1] && digits >= rule.minDigits;
}

/**
 * Why the reviewer rejects an application (docs/IDENTITY.md "KYC", checked in this order):
 * under_18 (the birth date), document_number (not its type's shape), duplicate_image (two of
 * the application's images are the same file), document_reused (the same document, type and
 * nationality, verified another account), restricted_country (nationality or residence on the
 * deny list), restricted_list (the name on the sanctions-style deny list).
 */
export const KYC_REJECT_REASONS = ['under_18', 'document_number', 'duplicate_image', 'document_reused', 'restricted_country', 'restricted_list'] as const;
export type KycRejectReason = (typeof KYC_REJECT_REASONS)[number];

export const KYC_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The application's file fields: the document's front and back, a selfie holding it, and (level 2) a proof of address. Images only. */
export const KYC_FILES = filesSpec({
  front: fileRule(IMAGE_KINDS),
  back: fileRule(IMAGE_KINDS, { min: 0 }),
  selfie: fileRule(IMAGE_KINDS),
  proof: fileRule(IMAGE_KINDS, { min: 0 }),
});
export type KycFileField = keyof typeof KYC_FILES;
export const KYC_FILE_FIELDS = Object.keys(KYC_FILES) as KycFileField[];

const nameField = (what: string) =>
  z
    .string()
    .check(
      z.minLength(1, `Enter your ${what}`),
      z.maxLength(64, `${what} must be at most 64 characters`),
      z.regex(/^\p{L}[\p{L}\p{M}' .-]*$/u, { error: unlessMissing(`${what} may hold letters, spaces, apostrophes, dots and dashes`) }),
    );

/** Whether `text` (YYYY-MM-DD) is a real calendar date. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Full years between a birth date (YYYY-MM-DD) and `now` (UTC). */
export function ageOn(birthDate: string, now: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  const years = now.getUTCFullYear() - y;
  const beforeBirthday = now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d);
  return beforeBirthday ? years - 1 : years;
}

const countryField = (what: string) => z.string().check(z.regex(/^[A-Z]{2}$/, { error: unlessMissing(`${what} must be a country code such as DE`) }));

export const kycApplyRequest = z.strictObject({
  level: z.enum(KYC_APPLY_LEVELS, { error: unlessMissing('level must be 1 or 2') }),
  first_name: nameField('first name'),
  last_name: nameField('last name'),
  birth_date: z.string().check(z.refine(isCalendarDate, { error: unlessMissing('birth_date must be a date such as 1990-04-30') })),
  nationality: countryField('nationality'),
  residence: countryField('residence'),
  doc_type: z.enum(KYC_DOC_TYPES, { error: unlessMissing(`doc_type must be one of ${KYC_DOC_TYPES.join(', ')}`) }),
  doc_number: z
    .string()
    .check(
      z.minLength(1, 'Enter the document number'),
      z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,30}[A-Za-z0-9]$/, { error: unlessMissing('doc_number must be 4 to 32 letters, digits, spaces or dashes') }),
    ),
  /** level 2: the address of residence (street and number), its city and postal code */
  address: z.optional(z.string().check(z.minLength(3, 'Enter your address'), z.maxLength(120, 'address must be at most 120 characters'))),
  city: z.optional(z.string().check(z.minLength(1, 'Enter your city'), z.maxLength(64, 'city must be at most 64 characters'))),
  postal_code: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/, 'postal_code must be 2 to 12 letters, digits, spaces or dashes')),
  ),
});

const timeMs = z.number().check(z.int(), z.gte(0));

/** A stored document of an application (served to its owner by uploads.ts `getUploadFile`). */
export const kycDocumentSchema = z.object({
  field: z.enum(KYC_FILE_FIELDS as [KycFileField, ...KycFileField[]]),
  id: z.number().check(z.int(), z.gte(1)),
  name: z.string(),
  size: z.number().check(z.int(), z.gte(0)),
});

/**
 * An application: its level, status and (rejected) reason, its times (created, when the reviewer
 * takes it up, when it was reviewed), the applicant's names and document type, and its documents.
 */
export const kycApplicationSchema = z.object({
  id: z.number().check(z.int(), z.gte(1)),
  level: z.enum(KYC_APPLY_LEVELS),
  status: z.enum(KYC_STATUSES),
  reject_reason: z.nullable(z.enum(KYC_REJECT_REASONS)),
  first_name: z.string(),
  last_name: z.string(),
  doc_type: z.enum(KYC_DOC_TYPES),
  created_ms: timeMs,
  review_ms: timeMs,
  reviewed_ms: z.nullable(timeMs),
  documents: z.array(kycDocumentSchema).check(z.maxLength(4)),
});
export type KycApplication = z.output<typeof kycApplicationSchema>;

/** A push of the `user.kyc` stream (streams.ts `userKyc`): the account's `verified` code (as get_info answers it) and the application as it now stands. */
export const kycUpdateSchema = z.object({
  verified: z.number().check(z.int()),
  application: kycApplicationSchema,
});
export type KycUpdate = z.output<typeof kycUpdateSchema>;

/** The levels the table lists (the spec's levels one can hold as an individual here). */
export const KYC_TABLE_LEVELS = ['0', '1', '2'] as const;

/**
 * What a level allows the caller: the 24-hour withdrawal limit (withdraw.ts WITHDRAW_LIMIT_USD),
 * and whether spot trading and deposits are open, by the compliance rules that apply to the
 * caller (their region, withdraw-only; no rule here closes them by level).
 */
export const kycLevelRowSchema = z.object({
  level: z.enum(KYC_TABLE_LEVELS),
  withdraw_limit_usd: z.string().check(z.regex(/^\d+(\.\d+)?$/)),
  trade: z.boolean(),
  deposit: z.boolean(),
});
export type KycLevelRow = z.output<typeof kycLevelRowSchema>;

const LEVELS = Object.keys(KYC_LEVEL_CODE) as [KycLevel, ...KycLevel[]];

/**
 * The caller's KYC state: `level` (the spec's level; `verified` its code, as get_info answers it),
 * the levels' table, the current or last application (null: never applied) and the level one may
 * apply for now (null: at the top, a company account, or an application is pending), and the
 * countries the form offers.
 */
export const kycStatusSchema = z.object({
  level: z.enum(LEVELS),
  verified: z.number().check(z.int()),
  next_level: z.nullable(z.enum(KYC_APPLY_LEVELS)),
  levels: z.array(kycLevelRowSchema).check(z.maxLength(KYC_TABLE_LEVELS.length)),
  application: z.nullable(kycApplicationSchema),
  /** the countries the form offers for nationality and residence (ISO alpha-2; the browser names them in the page's language) */
  countries: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(300)),
});
export type KycStatusAnswer = z.output<typeof kycStatusSchema>;

/** `GET /api/web/v1/kyc/center/status`: the caller's KYC state. Fallback: level 0, nothing to apply for (the page says it could not load). */
export const kycStatus = defineCall({
  method: 'GET',
  path: '/api/web/v1/kyc/center/status',
  request: z.strictObject({}),
  answer: ok(kycStatusSchema),
  fallback: { code: 0, message: '', data: { level: '0', verified: 0, next_level: null, levels: [], application: null, countries: [] } },
});

/**
 * `POST /api/web/v1/kyc/center/apply` (multipart/form-data: the fields of `kycApplyRequest` and
 * the files of KYC_FILES): applies for `level`, which must be the caller's next one (400
 * otherwise, and while an application is pending: 409). The birth date must make the applicant
 * 18 or older, the countries must be known, `back` is required for a document with a back side
 * and refused for a passport, `proof` and the address fields are required for level 2 and refused
 * for level 1 (400). Files: see uploads.ts (413 too long, 415 not a PNG/JPEG/WebP image by its
 * bytes). Answers the pending application; the reviewer takes it up at `review_ms`.
 */
export const applyKyc = defineCall({
  method: 'POST',
  path: '/api/web/v1/kyc/center/apply',
  request: kycApplyRequest,
  files: KYC_FILES,
  answer: ok(kycApplicationSchema),
  fallback: {
    code: 0,
    message: '',
    data: {
      id: 1,
      level: '1',
      status: 'pending',
      reject_reason: null,
      first_name: '',
      last_name: '',
      doc_type: 'passport',
      created_ms: 0,
      review_ms: 0,
      reviewed_ms: null,
      documents: [],
    },
  },
});
