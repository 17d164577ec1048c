import { eq } from 'drizzle-orm';
import type { UserTier } from '@exchange/contract/usercenter';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../security/password';
import { clearLoginFailures, reserveLoginAttempt, reserveSignupAttempt } from '../security/rateLimit';
import type { UserRow } from '../security/sessions';
import { codeOfIso2 } from './countries';
import { knownDeviceOf } from './devices';
import { fiatUsdRate } from './fiats';
import { ensureReferralAccount, recordReferral, type ReferralCookies } from './referral';
import { computeTier } from './tiers';

/** A new account's nickname: the email's local part (at most 32 characters). */
export function nicknameFromEmail(email: string): string {
  return (email.split('@')[0] ?? 'user').slice(0, 32) || 'user';
}

export type SignupResult = { ok: true; user: UserRow } | { ok: false; refused: 'rateLimited'; retryAfter: number } | { ok: false; refused: 'emailTaken' };

/**
 * Opens an account. Every valid attempt counts (atomically, as for login: 5 per email and 10 per
 * client address an hour): a refusal that says the email exists is helpful to a person and must
 * not become a fast way to test a list of emails. The profile country starts as the visitor's
 * location when it is known (0: unknown); the account gets its referral invite, and its referrer
 * from the link's cookies (spec doc 2 §3 "Referral state") when the code verifies.
 */
export async function signUp(
  db: Db,
  input: { email: string; password: string; clientIp: string; location: string | null; referral: ReferralCookies; now: Date },
): Promise<SignupResult> {
  const { email } = input;
  const reservation = await reserveSignupAttempt(db, email, input.clientIp, input.now);
  if (!reservation.ok) return { ok: false, refused: 'rateLimited', retryAfter: reservation.retryAfter };
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (existing.length > 0) return { ok: false, refused: 'emailTaken' };
  const nickname = nicknameFromEmail(email);
  const country = await codeOfIso2(db, input.location);
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(input.password), nickname, userNick: nickname, country })
    .onConflictDoNothing()
    .returning();
  if (!user) return { ok: false, refused: 'emailTaken' };
  await ensureReferralAccount(db, user.id);
  await recordReferral(db, user.id, input.referral);
  return { ok: true, user };
}

/**
 * A login's outcome. A refusal carries `accountId`, the id of the account the email belongs to
 * (null: none), for the login history only: the client's answer never depends on it.
 */
export type LoginCheck =
  | { ok: true; user: UserRow }
  | { ok: false; refused: 'rateLimited'; retryAfter: number; accountId: number | null }
  | { ok: false; refused: 'badCredentials'; accountId: number | null };

/**
 * Checks a login from a browser presenting `deviceId` (null: none). A success forgives only this
 * client's failures. An unknown email costs one scrypt too, so timing does not tell which emails
 * exist.
 */
export async function checkLogin(
  db: Db,
  input: { email: string; password: string; clientIp: string; deviceId: string | null; now: Date },
): Promise<LoginCheck> {
  // The attempt is counted (reserved) before the password is checked, atomically per limit, so
  // parallel attempts cannot overrun a limit; a failure leaves the row in place. A browser the
  // account has logged in from before is counted apart from everyone else, so failures from other
  // addresses cannot lock its owner out (security/rateLimit.ts).
  const client = { email: input.email, ip: input.clientIp, knownDevice: await knownDeviceOf(db, input.email, input.deviceId) };
  const reservation = await reserveLoginAttempt(db, client, input.now);
  if (!reservation.ok) {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
    return { ok: false, refused: 'rateLimited', retryAfter: reservation.retryAfter, accountId: account?.id ?? null };
  }
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user || !matches) return { ok: false, refused: 'badCredentials', accountId: user?.id ?? null };
  await clearLoginFailures(db, client, reservation.row);
  return { ok: true, user };
}

/** The user's VIP tier and progress, in the user's fiat (USD when it is no offered fiat). */
export async function userTier(db: Db, user: Pick<UserRow, 'vipLevel' | 'tradeVolume30d' | 'currFiat'>): Promise<UserTier> {
  const rate = await fiatUsdRate(db, user.currFiat);
  return computeTier({
    vipLevel: user.vipLevel,
    volume30d: user.tradeVolume30d,
    currFiat: rate !== null ? user.currFiat : 'USD',
    fiatRate: rate !== null ? Number(rate) : 1,
  });
}
