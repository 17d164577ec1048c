import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { KYC_MIN_AGE, ageOn, docNumberFits, type KycDocType, type KycRejectReason } from '@exchange/contract/kyc-apply';
import { WITHDRAW_LIMIT_USD } from '@exchange/contract/withdraw';
import type { Db } from '../../db/client';
import { kycApplications, uploads, users } from '../../db/schema';
import { createNotice } from '../notices';
import { kycLevelOfStored } from '../verification';
import { announceKyc, type ApplicationRow } from './applications';

/**
 * The reference API's KYC reviewer (docs/IDENTITY.md "KYC"), run by market/kycReviewer.ts on the
 * market leader: an application due (`review_at` reached, still pending) is approved or rejected
 * by the rules below, in this order, never at random. Approval moves users.verified to the level
 * in the same transaction as the status change.
 */

/**
 * Countries whose nationals or residents are not verified (a sanctions-style deny list): North
 * Korea, Iran, Syria, Cuba.
 */
export const RESTRICTED_COUNTRIES: ReadonlySet<string> = new Set(['KP', 'IR', 'SY', 'CU']);

/**
 * Names on the sanctions-style deny list (fictional entries, for the reference API; a real
 * deployment screens against its provider's lists), compared as `nameKey` makes them, first and
 * last name in either order.
 */
export const RESTRICTED_NAMES: readonly string[] = ['ivan sanctionov', 'olga embargova', 'mallory blocklist'];

/** A name as the deny list compares it: letters only, diacritics and case dropped, words single-spaced. */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/** What the reviewer reads besides the application's details. */
export interface ReviewFacts {
  /** the SHA-256 of each of the application's images */
  readonly imageHashes: readonly string[];
  /** another account holds an approved application with the same document (type, nationality, number) */
  readonly documentElsewhere: boolean;
}

/** The reviewer's decision: null approves; a reason rejects. */
export function reviewDecision(details: Readonly<Record<string, string>>, facts: ReviewFacts, now: Date): KycRejectReason | null {
  const birth = details.birth_date ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birth) || ageOn(birth, now) < KYC_MIN_AGE) return 'under_18';
  if (!docNumberFits((details.doc_type ?? 'passport') as KycDocType, details.doc_number ?? '')) return 'document_number';
  if (new Set(facts.imageHashes).size < facts.imageHashes.length) return 'duplicate_image';
  if (facts.documentElsewhere) return 'document_reused';
  if (RESTRICTED_COUNTRIES.has(details.nationality ?? '') || RESTRICTED_COUNTRIES.has(details.residence ?? '')) return 'restricted_country';
  const first = nameKey(details.first_name ?? '');
  const last = nameKey(details.last_name ?? '');
  if (RESTRICTED_NAMES.includes(`${first} ${last}`) || RESTRICTED_NAMES.includes(`${last} ${first}`)) return 'restricted_list';
  return null;
}

/** A rejection's reason as the notice and the mail say it. */
export const KYC_REJECT_MESSAGES: Readonly<Record<KycRejectReason, string>> = {
  under_18: 'the applicant is under 18',
  document_number: 'the document number does not match the document type',
  duplicate_image: 'the same image was uploaded for two documents',
  document_reused: 'this document is already verified on another account',
  restricted_country: 'we cannot verify nationals or residents of this country',
  restricted_list: 'the name matches a restricted list',
};

/** Applications whose review is due at `now`, oldest first (the reviewer's work). */
export async function dueApplications(db: Db, now: Date, limit: number): Promise<{ id: number }[]> {
  return db
    .select({ id: kycApplications.id })
    .from(kycApplications)
    .where(and(eq(kycApplications.status, 'pending'), sql`${kycApplications.reviewAt} <= ${now.toISOString()}::timestamptz`))
    .orderBy(asc(kycApplications.reviewAt), asc(kycApplications.id))
    .limit(limit);
}

/** A settled application and whom to tell (the reviewer mails them after the commit). */
export interface Reviewed {
  readonly application: ApplicationRow;
  readonly reason: KycRejectReason | null;
  readonly user: { readonly email: string; readonly antiPhishingCode: string | null };
}

/**
 * Reviews one application in one transaction: its row locked and still pending (else null: a
 * second reviewer, after a hand-over, settles nothing twice), the decision, the status change,
 * on approval the user's `verified` (never lowered), a private notice, and the `user.kyc`
 * announcement at the commit.
 */
export async function reviewApplication(db: Db, id: number, now: Date): Promise<Reviewed | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(kycApplications)
      .where(and(eq(kycApplications.id, id), eq(kycApplications.status, 'pending')))
      .for('update');
    if (!row) return null;
    const hashes = await tx
      .select({ sha256: uploads.sha256 })
      .from(uploads)
      .where(and(eq(uploads.purpose, 'kyc'), eq(uploads.ownerId, row.id)));
    const details = row.details;
    const [elsewhere] = await tx
      .select({ id: kycApplications.id })
      .from(kycApplications)
      .where(
        and(
          eq(kycApplications.status, 'approved'),
          ne(kycApplications.userId, row.userId),
          sql`${kycApplications.details}->>'doc_type' = ${details.doc_type ?? ''}`,
          sql`${kycApplications.details}->>'nationality' = ${details.nationality ?? ''}`,
          sql`${kycApplications.details}->>'doc_number_normal' = ${details.doc_number_normal ?? ''}`,
        ),
      )
      .limit(1);
    const reason = reviewDecision(details, { imageHashes: hashes.map((h) => h.sha256), documentElsewhere: elsewhere !== undefined }, now);
    const [settled] = await tx
      .update(kycApplications)
      .set({ status: reason ? 'rejected' : 'approved', rejectReason: reason, reviewedAt: now })
      .where(eq(kycApplications.id, row.id))
      .returning();
    if (!settled) throw new Error('the application vanished under its lock');
    const [user] = reason
      ? await tx.select({ verified: users.verified, email: users.email, antiPhishingCode: users.antiPhishingCode }).from(users).where(eq(users.id, row.userId))
      : await tx
          .update(users)
          .set({ verified: sql`greatest(${users.verified}, ${row.level})` })
          .where(eq(users.id, row.userId))
          .returning({ verified: users.verified, email: users.email, antiPhishingCode: users.antiPhishingCode });
    if (!user) throw new Error('the applicant vanished');
    const limit = WITHDRAW_LIMIT_USD[kycLevelOfStored(user.verified)];
    await createNotice(tx, row.userId, {
      type: 'private_notice',
      title: reason ? 'Identity verification not approved' : 'Identity verified',
      content: reason
        ? `Your application for KYC level ${row.level} was not approved: ${KYC_REJECT_MESSAGES[reason]}. You can apply again.`
        : `Your identity is verified at KYC level ${row.level}. Your 24-hour withdrawal limit is now ${limit} USD.`,
      notification: {
        type: 'kyc',
        template_id: reason ? 'kyc_rejected' : 'kyc_approved',
        extras: { url: '/myaccount/kyc_home' },
        template_args: { level: String(row.level), ...(reason ? { reason } : {}) },
      },
      sentAt: now,
    });
    await announceKyc(tx, settled, user.verified);
    return { application: settled, reason, user: { email: user.email, antiPhishingCode: user.antiPhishingCode } };
  });
}
