import { and, count, eq, isNull } from 'drizzle-orm';
import { SAFE_LEVEL_MAX, type SecurityOverview } from '@exchange/contract/security';
import type { Db } from '../../db/client';
import { passkeys, totpRecoveryCodes } from '../../db/schema';
import type { UserRow } from '../../security/sessions';

/** The protections an account has on (docs/IDENTITY.md "Security settings"). */
export interface Protections {
  totp: boolean;
  passkeys: number;
  fundPassword: boolean;
  antiPhishingCode: boolean;
}

/**
 * get_info's `safe_level` (0…SAFE_LEVEL_MAX): one point each for the authenticator on, at least
 * one passkey, a fund password and an anti-phishing code. The login password every account has
 * counts for nothing.
 */
export function safeLevel(p: Protections): number {
  const points = [p.totp, p.passkeys > 0, p.fundPassword, p.antiPhishingCode].filter(Boolean).length;
  return Math.min(points, SAFE_LEVEL_MAX);
}

/** How many passkeys the user has registered. */
export async function passkeyCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

/** The user's protections as stored (one count of passkeys besides the user row). */
export async function protectionsOf(db: Db, user: Pick<UserRow, 'id' | 'totpSecret' | 'fundPassHash' | 'antiPhishingCode'>): Promise<Protections> {
  return {
    totp: user.totpSecret !== null,
    passkeys: await passkeyCount(db, user.id),
    fundPassword: user.fundPassHash !== null,
    antiPhishingCode: user.antiPhishingCode !== null,
  };
}

/** Whether changes must be confirmed by a second factor: the authenticator is on, or a passkey exists. */
export function hasSecondFactor(p: Pick<Protections, 'totp' | 'passkeys'>): boolean {
  return p.totp || p.passkeys > 0;
}

/** The owner's security overview (the contract's securityOverview). */
export async function securityOverviewOf(db: Db, user: UserRow): Promise<SecurityOverview> {
  const protections = await protectionsOf(db, user);
  const [codes] = await db
    .select({ n: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, user.id), isNull(totpRecoveryCodes.usedAt)));
  return {
    password_changed_ms: user.passwordChangedAt?.getTime() ?? null,
    fund_password: protections.fundPassword,
    totp: protections.totp,
    recovery_codes_left: protections.totp ? (codes?.n ?? 0) : 0,
    passkeys: protections.passkeys,
    anti_phishing_code: user.antiPhishingCode,
    withdraw_whitelist: user.withdrawWhitelist,
    safe_level: safeLevel(protections),
  };
}
