import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oauthCodes, users } from '../db/schema';
import { hashToken, type UserRow } from '../security/sessions';

/** A code lives one minute and works once. */
export const CODE_TTL_MS = 60_000;

/**
 * A one-time sign-in code for a user of this site, bound to the callback it is sent to (`origin`
 * + path of the other site's /auth/callback); only its hash is stored.
 */
export async function issueSignInCode(db: Db, userId: number, callback: string, now: Date): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await db.insert(oauthCodes).values({ codeHash: hashToken(code), userId, redirectUri: callback, expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
  return code;
}

/**
 * The user a code signs in, marking it used, or null (unknown, used, expired, or issued for
 * another callback). The callback is part of the one atomic statement, so trying a code elsewhere
 * neither works nor uses it up.
 */
export async function redeemSignInCode(db: Db, code: string, callback: string, now: Date): Promise<UserRow | null> {
  const [used] = await db
    .update(oauthCodes)
    .set({ usedAt: now })
    .where(and(eq(oauthCodes.codeHash, hashToken(code)), isNull(oauthCodes.usedAt), gt(oauthCodes.expiresAt, now), eq(oauthCodes.redirectUri, callback)))
    .returning();
  if (!used) return null;
  const [user] = await db.select().from(users).where(eq(users.id, used.userId)).limit(1);
  return user ?? null;
}
