import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FileKind } from '@exchange/contract/uploads';
import type { Db } from '../db/client';
import { uploads } from '../db/schema';
import type { Tx } from '../security/rateLimit';

/**
 * Stored uploads (docs/IDENTITY.md "Uploads"): files checked by http/upload.ts `readUpload`,
 * kept in the `uploads` table (bytea) with their SHA-256, read back only by their owner.
 */

export type UploadPurpose = 'kyc' | 'ticket';

/** One file that passed its field's rule (http/upload.ts readUpload): its kind is what its bytes are. */
export interface CheckedFile {
  readonly field: string;
  readonly kind: FileKind;
  /** the type it is served with (the kind's, never what the client said) */
  readonly mime: string;
  /** the client's name, cleaned (http/upload.ts cleanFileName) */
  readonly name: string;
  readonly size: number;
  readonly bytes: Buffer;
  /** hex SHA-256 of the bytes */
  readonly sha256: string;
}

/** A stored file without its bytes. */
export interface UploadInfo {
  readonly id: number;
  readonly name: string;
  readonly mime: string;
  readonly size: number;
  readonly sha256: string;
}

/**
 * The bytes of files one user may store in any 24 hours, KYC documents and ticket attachments
 * together: what one account can put into the database is bounded (20 ticket messages an hour
 * with three 5 MiB files each would otherwise be ~7 GB a day).
 */
export const UPLOAD_BYTES_PER_DAY = 100 * 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether `files` fit the user's UPLOAD_BYTES_PER_DAY beside what they stored in the last 24
 * hours: null when they do, else the seconds until the oldest of those ages out (at least 60).
 * Counted under the user's upload lock, a transaction-scoped advisory lock held until the caller's
 * transaction ends, so one user's parallel uploads are counted one after another; call it in the
 * transaction that stores the files, before anything is written.
 */
export async function uploadQuotaWait(tx: Tx, userId: number, files: readonly CheckedFile[], now: Date): Promise<number | null> {
  const adding = files.reduce((sum, f) => sum + f.size, 0);
  if (adding === 0) return null;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:user:${String(userId)}`}, 0))`);
  const since = new Date(now.getTime() - DAY_MS);
  const [used] = await tx
    .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)`, oldest: sql<Date | null>`min(${uploads.createdAt})` })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)));
  if (Number(used?.bytes ?? 0) + adding <= UPLOAD_BYTES_PER_DAY) return null;
  const oldest = used?.oldest ? new Date(used.oldest).getTime() : now.getTime();
  return Math.max(60, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000));
}

/**
 * Stores checked files for `userId`, attached to `ownerId` (the KYC application or ticket message
 * they belong to), inside the caller's transaction; answers their ids in the order given.
 */
export async function storeUploads(
  tx: Tx | Db,
  userId: number,
  purpose: UploadPurpose,
  ownerId: number,
  files: readonly CheckedFile[],
  now: Date,
): Promise<number[]> {
  if (files.length === 0) return [];
  const rows = await tx
    .insert(uploads)
    .values(files.map((f) => ({ userId, purpose, ownerId, mime: f.mime, size: f.size, sha256: f.sha256, name: f.name, data: f.bytes, createdAt: now })))
    .returning({ id: uploads.id });
  return rows.map((r) => r.id);
}

/** One of the user's own files with its bytes, or undefined (no such file, or another user's: the same to the caller). */
export async function readOwnUpload(db: Db, userId: number, id: number): Promise<(UploadInfo & { readonly data: Buffer }) | undefined> {
  const [row] = await db
    .select({ id: uploads.id, name: uploads.name, mime: uploads.mime, size: uploads.size, sha256: uploads.sha256, data: uploads.data })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
    .limit(1);
  return row ? { ...row, data: Buffer.from(row.data) } : undefined;
}

/** The files attached to these owners (of one purpose), without their bytes, oldest first. */
export async function uploadsOf(db: Db | Tx, purpose: UploadPurpose, ownerIds: readonly number[]): Promise<(UploadInfo & { readonly ownerId: number })[]> {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .select({ id: uploads.id, ownerId: uploads.ownerId, name: uploads.name, mime: uploads.mime, size: uploads.size, sha256: uploads.sha256 })
    .from(uploads)
    .where(and(eq(uploads.purpose, purpose), inArray(uploads.ownerId, [...ownerIds])))
    .orderBy(asc(uploads.id));
  return rows.map((r) => ({ ...r, ownerId: r.ownerId ?? 0 }));
}

/**
 * The Content-Disposition of a served file: images inline, anything else (a PDF) as an
 * attachment; the name twice, as ASCII and as UTF-8 (RFC 6266).
 */
export function contentDisposition(mime: string, name: string): string {
  const kind = mime.startsWith('image/') ? 'inline' : 'attachment';
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
