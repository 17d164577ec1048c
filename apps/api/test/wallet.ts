import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema';
import type { AppEnv } from '../src/http/env';
import { DEMO_FUND_PASSWORD, DEMO_TOTP_SECRET } from '../src/seed/data/users';
import { newTrader } from './traders';

export { DEMO_FUND_PASSWORD };

/** Valid addresses (packages/chain's own test vectors). */
export const ADDRESSES = {
  ETH: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  TRX: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  XRP: 'rHb9CJAWyB4rj91VRWn96DkukG4bwdtyTh',
} as const;

/** The authenticator of every wallet test user: the seeded secret, SHA1, 6 digits, 30 s. */
const authenticator = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 });

/** The code an authenticator shows `steps` steps from `at`. */
export function totpAt(at: Date, steps = 0): string {
  return authenticator.generate({ timestamp: at.getTime() + steps * 30_000 });
}

/**
 * A new logged-in account holding `holdings` with the demo fund password and authenticator set up
 * (as the security page sets them), at the stored KYC `verified` level (default 0).
 */
export async function newWalletUser(
  app: Hono<AppEnv>,
  db: Db,
  email: string,
  holdings: Record<string, string>,
  options: { verified?: number; security?: boolean } = {},
): Promise<{ id: number; uid: number; email: string; cookies: Record<string, string> }> {
  const trader = await newTrader(app, db, email, holdings);
  const [demo] = await db.select({ fundPassHash: users.fundPassHash }).from(users).where(eq(users.email, 'trader@demo.test'));
  const security = options.security ?? true;
  const [row] = await db
    .update(users)
    .set({
      verified: options.verified ?? 0,
      fundPassHash: security ? (demo?.fundPassHash ?? null) : null,
      totpSecret: security ? DEMO_TOTP_SECRET : null,
    })
    .where(eq(users.id, trader.id))
    .returning({ uid: users.uid });
  if (!row) throw new Error('wallet user not updated');
  return { ...trader, uid: row.uid, email };
}
