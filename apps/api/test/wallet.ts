import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createApp } from '../src/app';
import type { Db, DbHandle } from '../src/db/client';
import { fundPassAttempts, users } from '../src/db/schema';
import type { AppEnv } from '../src/http/env';
import { DEMO_FUND_PASSWORD, DEMO_TOTP_SECRET } from '../src/seed/data/users';
import { freshDb } from './freshDb';
import { call, type Call, type RequestOptions } from './http';
import { newTrader } from './traders';

type App = ReturnType<typeof createApp>;

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

export type WalletUser = Awaited<ReturnType<typeof newWalletUser>>;

/**
 * A wallet test file's app over its own fresh database, on a clock the file moves: each test
 * starts a minute later with no confirmation failures counted, and `freshCode()` moves the clock
 * to the next authenticator step, so each confirmed call has an unused code. Errors the app logs
 * fail the file.
 */
export function useWalletApp() {
  let clock = new Date('2026-03-01T12:00:10Z');
  let handle: DbHandle | undefined;
  let app: App | undefined;
  const unexpected: unknown[] = [];
  beforeAll(async () => {
    handle = await freshDb();
    app = createApp(handle.db, { now: () => clock, logError: (error) => unexpected.push(error) });
  });
  beforeEach(async () => {
    clock = new Date(clock.getTime() + 60_000);
    await handle?.db.delete(fundPassAttempts);
  });
  afterAll(async () => {
    expect(unexpected).toEqual([]);
    await handle?.close();
  });
  const h = {
    get app(): App {
      if (!app) throw new Error('useWalletApp: used outside a test');
      return app;
    },
    get handle(): DbHandle {
      if (!handle) throw new Error('useWalletApp: used outside a test');
      return handle;
    },
    get clock(): Date {
      return clock;
    },
    /** The next authenticator step's code (the clock moves 30 s). */
    freshCode(): string {
      clock = new Date(clock.getTime() + 30_000);
      return totpAt(clock);
    },
    post(path: string, who: WalletUser | null, form: Record<string, string>, options: RequestOptions = {}): Promise<Call> {
      return call(h.app, path, { form, ...(who ? { cookies: who.cookies } : {}), ...options });
    },
    get(path: string, who: WalletUser | null, query: Record<string, string> = {}): Promise<Call> {
      const qs = new URLSearchParams(query).toString();
      return call(h.app, qs ? `${path}?${qs}` : path, who ? { cookies: who.cookies } : {});
    },
  };
  return h;
}

/** An answer's `data`, and a refusal's `message`. */
export const dataOf = <T>(res: Call): T => (res.json as { data: T }).data;
export const messageOf = (res: Call): string => (res.json as { message: string }).message;
