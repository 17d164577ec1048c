import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { INVITE_CLOSED, INVITE_CODE, INVITE_OK, INVITE_UNKNOWN } from '@exchange/contract/referral-codes';
import type { Db } from '../db/client';
import { referralAccounts, referrals } from '../db/schema';

export type ReferralAccount = typeof referralAccounts.$inferSelect;

/** Letters and digits without the look-alikes (0/O, 1/I/L): codes are read aloud and typed. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

export function newKolCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** `encrypted_uid`: 18 random bytes as base64url (24 characters), stored; reveals nothing of the uid. */
export function newPublicId(): string {
  return randomBytes(18).toString('base64url');
}

async function accountOf(db: Db, userId: number): Promise<ReferralAccount | undefined> {
  const [row] = await db.select().from(referralAccounts).where(eq(referralAccounts.userId, userId)).limit(1);
  return row;
}

/**
 * The user's referral account, created on first need (sign-up, or the first get_user_info of an
 * account older than referral accounts): a fresh random code, retried on the rare collision.
 */
export async function ensureReferralAccount(db: Db, userId: number): Promise<ReferralAccount> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await accountOf(db, userId);
    if (existing) return existing;
    await db.insert(referralAccounts).values({ userId, kolCode: newKolCode(), publicId: newPublicId() }).onConflictDoNothing();
  }
  const created = await accountOf(db, userId);
  if (!created) throw new Error('referral account not created');
  return created;
}

export type InviteVerdict = { code: typeof INVITE_OK; referrerId: number } | { code: typeof INVITE_CLOSED | typeof INVITE_UNKNOWN };

/** Whether an invite code may take a new referral: 0 (open), 10530135 (closed to new referrals), INVITE_UNKNOWN. */
export async function verifyInvite(db: Db, inviteCode: string): Promise<InviteVerdict> {
  if (!INVITE_CODE.test(inviteCode)) return { code: INVITE_UNKNOWN };
  const [row] = await db
    .select({ userId: referralAccounts.userId, open: referralAccounts.openToReferrals })
    .from(referralAccounts)
    .where(eq(referralAccounts.kolCode, inviteCode))
    .limit(1);
  if (!row) return { code: INVITE_UNKNOWN };
  return row.open ? { code: INVITE_OK, referrerId: row.userId } : { code: INVITE_CLOSED };
}

/** The referral cookies as sign-up reads them (raw values; checked here). */
export interface ReferralCookies {
  refUid: string | undefined;
  refType: string | undefined;
  channel: string | undefined;
  groupId: string | undefined;
}

const TAG = /^[A-Za-z0-9_.-]{1,64}$/;
const tag = (value: string | undefined): string | null => (value !== undefined && TAG.test(value) ? value : null);

/**
 * Records who referred a new account: only when `ref_uid` holds an invite code that verifies as
 * 0 (open) and is not the new user's own. Type, channel and group are kept when well-formed.
 * Returns whether a referral was recorded.
 */
export async function recordReferral(db: Db, userId: number, cookies: ReferralCookies): Promise<boolean> {
  if (cookies.refUid === undefined) return false;
  const verdict = await verifyInvite(db, cookies.refUid);
  if (verdict.code !== INVITE_OK || verdict.referrerId === userId) return false;
  const inserted = await db
    .insert(referrals)
    .values({
      userId,
      referrerId: verdict.referrerId,
      inviteCode: cookies.refUid,
      refType: tag(cookies.refType),
      channel: tag(cookies.channel),
      groupId: tag(cookies.groupId),
    })
    .onConflictDoNothing()
    .returning({ userId: referrals.userId });
  return inserted.length > 0;
}
