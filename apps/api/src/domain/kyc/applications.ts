import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  KYC_DOCS_WITH_BACK,
  KYC_FILE_FIELDS,
  KYC_MIN_AGE,
  KYC_REJECT_REASONS,
  ageOn,
  normalDocNumber,
  type KycApplication,
  type KycApplyLevel,
  type KycDocType,
  type KycFileField,
  type KycRejectReason,
  type KycUpdate,
} from '@exchange/contract/kyc-apply';
import type { Db } from '../../db/client';
import { countries, kycApplications } from '../../db/schema';
import type { Tx } from '../../security/rateLimit';
import { storeUploads, uploadQuotaWait, uploadsOf, type CheckedFile } from '../uploads';
import { verifiedCode } from '../verification';

/**
 * KYC applications (docs/IDENTITY.md "KYC"): one for the next level at a time, with its identity
 * details and document images stored in one transaction; the reviewer (review.ts) settles it.
 */

/** The LISTEN/NOTIFY channel an application's changes are announced on (market/service.ts pushes them on `user.kyc`). */
export const KYC_PG_CHANNEL = 'user_kyc';

const DAY_MS = 86_400_000;

export type ApplicationRow = typeof kycApplications.$inferSelect;

/** How long an application waits for the reviewer by default (KYC_REVIEW_DELAY_MS). */
export const DEFAULT_KYC_REVIEW_DELAY_MS = 30_000;

/** KYC_REVIEW_DELAY_MS (ms, 0 to a day; unset: 30 s). */
export function kycReviewDelayFromEnv(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.KYC_REVIEW_DELAY_MS?.trim();
  if (!raw) return DEFAULT_KYC_REVIEW_DELAY_MS;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > DAY_MS)
    throw new Error(`KYC_REVIEW_DELAY_MS must be a whole number of milliseconds from 0 to ${DAY_MS}, got ${raw}`);
  return ms;
}

/** The identity details of an application (kyc_applications.details), as the form sent them, with the documents' upload ids. */
export interface KycDetails {
  readonly first_name: string;
  readonly last_name: string;
  readonly birth_date: string;
  readonly nationality: string;
  readonly residence: string;
  readonly doc_type: KycDocType;
  readonly doc_number: string;
  readonly address?: string;
  readonly city?: string;
  readonly postal_code?: string;
}

/** The level one may apply for with this stored verification (users.verified: 0 none, 1 basic, 2 full, 3 company). */
export function nextLevelOf(verified: number): KycApplyLevel | null {
  if (verified === 0) return '1';
  if (verified === 1) return '2';
  return null;
}

/** Most applications one user may make in a day (rejected ones count). */
export const KYC_MAX_APPLICATIONS_PER_DAY = 5;

/** A refusal of an application, said to the applicant (400), `pending` (409), or `tooMany` today (429). */
export type ApplyRefusal =
  | { readonly refused: 'invalid'; readonly message: string }
  | { readonly refused: 'pending' }
  | { readonly refused: 'tooMany' }
  /** the documents would pass the user's UPLOAD_BYTES_PER_DAY */
  | { readonly refused: 'storageFull'; readonly retryAfter: number };

const DOC_NAME: Readonly<Record<KycDocType, string>> = { passport: 'a passport', id_card: 'an identity card', driving_licence: 'a driving licence' };

/**
 * What is wrong with an application before anything is stored (the countries aside, which need
 * the database): the level must be the caller's next one, the applicant 18 or older and born
 * after 1900, a document with a back side needs its image and a passport takes none, level 2 needs
 * the address and the proof of address and level 1 takes neither.
 */
export function applicationProblem(
  verified: number,
  details: KycDetails & { readonly level: KycApplyLevel },
  files: Readonly<Record<KycFileField, readonly CheckedFile[]>>,
  now: Date,
): string | null {
  const next = nextLevelOf(verified);
  if (next === null) return 'Your account is verified at the highest level';
  if (details.level !== next) return `You can apply for level ${next} next`;
  if (details.birth_date < '1900-01-01' || ageOn(details.birth_date, now) < 0) return 'Enter your real date of birth';
  if (ageOn(details.birth_date, now) < KYC_MIN_AGE) return `You must be ${KYC_MIN_AGE} or older to verify your identity`;
  const hasBack = KYC_DOCS_WITH_BACK.includes(details.doc_type);
  if (hasBack && files.back.length === 0) return `back is required for ${DOC_NAME[details.doc_type]}`;
  if (!hasBack && files.back.length > 0) return `${DOC_NAME[details.doc_type]} has no back side: leave back out`;
  const addressParts = [details.address, details.city, details.postal_code];
  if (details.level === '2') {
    if (addressParts.some((part) => part === undefined)) return 'address, city and postal_code are required for level 2';
    if (files.proof.length === 0) return 'proof is required for level 2';
  } else if (addressParts.some((part) => part !== undefined) || files.proof.length > 0) {
    return 'The address and its proof belong to a level 2 application';
  }
  return null;
}

/** Whether every one of these ISO alpha-2 codes is a country the exchange knows. */
async function knownCountries(db: Db | Tx, codes: readonly string[]): Promise<boolean> {
  const unique = [...new Set(codes)];
  const rows = await db.select({ iso2: countries.iso2 }).from(countries).where(inArray(countries.iso2, unique));
  return rows.length === unique.length;
}

/** The application as the contract answers it (its documents read separately). */
export function toApplication(row: ApplicationRow, documents: KycApplication['documents']): KycApplication {
  const details = row.details;
  const reason = row.rejectReason;
  return {
    id: row.id,
    level: row.level === 2 ? '2' : '1',
    status: row.status,
    reject_reason: reason && (KYC_REJECT_REASONS as readonly string[]).includes(reason) ? (reason as KycRejectReason) : null,
    first_name: details.first_name ?? '',
    last_name: details.last_name ?? '',
    doc_type: (details.doc_type as KycDocType | undefined) ?? 'passport',
    created_ms: row.createdAt.getTime(),
    review_ms: row.reviewAt.getTime(),
    reviewed_ms: row.reviewedAt?.getTime() ?? null,
    documents,
  };
}

/** The field each stored document fills (details `file_<field>` = its upload id). */
async function documentsOf(db: Db | Tx, row: ApplicationRow): Promise<KycApplication['documents']> {
  const files = await uploadsOf(db, 'kyc', [row.id]);
  const fieldOf = new Map(KYC_FILE_FIELDS.map((field) => [row.details[`file_${field}`], field] as const));
  return files.flatMap((file) => {
    const field = fieldOf.get(String(file.id));
    return field ? [{ field, id: file.id, name: file.name, size: file.size }] : [];
  });
}

/** The application with its documents. */
export async function applicationWithDocuments(db: Db | Tx, row: ApplicationRow): Promise<KycApplication> {
  return toApplication(row, await documentsOf(db, row));
}

/** What the `user.kyc` stream pushes for an application (market/service.ts), announced at the commit of `tx`. */
export async function announceKyc(tx: Tx, row: ApplicationRow, verified: number): Promise<void> {
  const update: KycUpdate = { verified: verifiedCode(verified), application: await applicationWithDocuments(tx, row) };
  await tx.execute(sql`select pg_notify(${KYC_PG_CHANNEL}, ${JSON.stringify({ user_id: row.userId, update })})`);
}

/** Reads a KYC_PG_CHANNEL payload; null for anything malformed. */
export function parseKycEvent(payload: string): { userId: number; update: KycUpdate } | null {
  try {
    const value = JSON.parse(payload) as { user_id?: unknown; update?: unknown };
    if (!Number.isSafeInteger(value.user_id) || typeof value.update !== 'object' || value.update === null) return null;
    return { userId: value.user_id as number, update: value.update as KycUpdate };
  } catch {
    return null;
  }
}

/**
 * Stores an application and its documents in one transaction, for review at `now + delayMs`:
 * refused (nothing stored) when `applicationProblem` finds a problem, a country is unknown, an
 * application of the user is pending (the one-pending index: of parallel applications exactly one
 * is stored), or the user made KYC_MAX_APPLICATIONS_PER_DAY in the last 24 hours.
 */
export async function applyForKyc(
  db: Db,
  user: { readonly id: number; readonly verified: number },
  input: KycDetails & { readonly level: KycApplyLevel },
  files: Readonly<Record<KycFileField, readonly CheckedFile[]>>,
  now: Date,
  delayMs: number,
): Promise<{ ok: true; application: KycApplication } | ({ ok: false } & ApplyRefusal)> {
  const problem = applicationProblem(user.verified, input, files, now);
  if (problem) return { ok: false, refused: 'invalid', message: problem };
  if (!(await knownCountries(db, [input.nationality, input.residence])))
    return { ok: false, refused: 'invalid', message: 'Choose your nationality and country of residence from the list' };
  const { level, ...rest } = input;
  const details: Record<string, string> = Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined));
  details.doc_number_normal = normalDocNumber(input.doc_number);
  return db.transaction(async (tx) => {
    // a new application needs the last one reviewed (the one-pending index), so this count is not overrun in parallel
    const [today] = await tx
      .select({ n: count() })
      .from(kycApplications)
      .where(and(eq(kycApplications.userId, user.id), gt(kycApplications.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((today?.n ?? 0) >= KYC_MAX_APPLICATIONS_PER_DAY) return { ok: false as const, refused: 'tooMany' as const };
    const ordered = KYC_FILE_FIELDS.flatMap((field) => files[field]);
    const wait = await uploadQuotaWait(tx, user.id, ordered, now);
    if (wait !== null) return { ok: false as const, refused: 'storageFull' as const, retryAfter: wait };
    const [row] = await tx
      .insert(kycApplications)
      .values({ userId: user.id, level: Number(level), status: 'pending', details, createdAt: now, reviewAt: new Date(now.getTime() + delayMs) })
      .onConflictDoNothing()
      .returning();
    if (!row) return { ok: false as const, refused: 'pending' as const };
    const ids = await storeUploads(tx, user.id, 'kyc', row.id, ordered, now);
    const withFiles = { ...details, ...Object.fromEntries(ordered.map((file, i) => [`file_${file.field}`, String(ids[i])])) };
    const [stored] = await tx.update(kycApplications).set({ details: withFiles }).where(eq(kycApplications.id, row.id)).returning();
    if (!stored) throw new Error('the application vanished in its own transaction');
    await announceKyc(tx, stored, user.verified);
    return { ok: true as const, application: await applicationWithDocuments(tx, stored) };
  });
}

/** The user's current or last application, or null when they never applied. */
export async function lastApplication(db: Db, userId: number): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(kycApplications)
    .where(and(eq(kycApplications.userId, userId)))
    .orderBy(desc(kycApplications.createdAt), desc(kycApplications.id))
    .limit(1);
  return row ?? null;
}

/** Every country the form offers (ISO alpha-2, sorted). */
export async function countryCodes(db: Db): Promise<string[]> {
  const rows = await db.select({ iso2: countries.iso2 }).from(countries).orderBy(countries.iso2);
  return rows.map((r) => r.iso2);
}
