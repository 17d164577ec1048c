import { and, desc, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SECURITY_ATTEMPT_LIMIT } from '@exchange/contract/security';
import type { Db } from '../db/client';
import {
  clickEvents,
  errorReports,
  fundPassAttempts,
  inviteChecks,
  loginAttempts,
  resetRequests,
  securityAttempts,
  signupAttempts,
  trackQuota,
} from '../db/schema';

/**
 * Login limits, all over a sliding 15 minutes (docs/SECURITY.md "Rate limits"). An attempt from a
 * browser the account has never logged in from is limited per (email, address) pair, per address
 * and, as a ceiling against an attack spread over many addresses, per email; an attempt from a
 * browser the account has logged in from before (its device cookie is in known_devices) is limited
 * per (email, browser) alone, so nobody elsewhere can lock the owner's own browser out.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** failures for one email from one address (a browser the account does not know) */
export const MAX_FAILURES_PER_PAIR = 5;
/** failures from one address, whatever the email (a browser the account does not know) */
export const MAX_FAILURES_PER_IP = 20;
/** failures for one email from browsers it does not know, whatever the address: the ceiling against a distributed attack */
export const MAX_FAILURES_PER_EMAIL = 30;
/** failures for one email from one browser it has logged in from before */
export const MAX_FAILURES_PER_DEVICE = 5;

export const FUND_PASS_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FUND_PASS_FAILURES = 5;

export const ERROR_REPORT_WINDOW_MS = 60 * 1000;
export const MAX_ERROR_REPORTS_PER_IP = 30;
/** Stored error reports are deleted after this long. */
export const ERROR_REPORT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Password-reset requests (docs/IDENTITY.md "Password reset"), whether or not the email has an
 * account: 5 an hour per email (each mails a code to its owner), 20 an hour per address.
 */
export const RESET_REQUEST_WINDOW_MS = 60 * 60 * 1000;
export const MAX_RESET_REQUESTS_PER_EMAIL = 5;
export const MAX_RESET_REQUESTS_PER_IP = 20;

export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;
export const MAX_SIGNUPS_PER_EMAIL = 5;
export const MAX_SIGNUPS_PER_IP = 10;

/**
 * Invite-code checks per address: a visitor follows one referral link at a time (the web server
 * checks the link's code on the visitor's behalf, forwarding the address), so 30 a minute is
 * generous for people and slow for enumerating codes (each answer says whether a code exists).
 */
export const INVITE_CHECK_WINDOW_MS = 60 * 1000;
export const MAX_INVITE_CHECKS_PER_IP = 30;

/**
 * Click tracking per address: 600 events a minute (one call carries up to 50, packages/contract
 * tracking.ts; a browser sends one batch every 2 s at most). That is ten clicks a second from one
 * address, room for many people behind it, while one address can no longer fill the table.
 */
export const TRACK_WINDOW_MS = 60 * 1000;
export const MAX_TRACKED_EVENTS_PER_IP = 600;
/** Stored click events are deleted after this long. */
export const CLICK_EVENT_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

type AttemptTable =
  | typeof inviteChecks
  | typeof loginAttempts
  | typeof fundPassAttempts
  | typeof signupAttempts
  | typeof errorReports
  | typeof trackQuota
  | typeof resetRequests
  | typeof securityAttempts;

/** The transaction handle drizzle passes to `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** One limit: at most `max` attempts whose `createdAt` lies in the sliding window, for rows matching `where`. */
export interface Limit {
  /** serialises every reservation against this limit (an advisory-lock key) */
  lockKey: string;
  max: number;
  windowMs: number;
  /** the `created_at` of the `offset`-th newest row (0-based) counted by this limit and newer than `since` */
  nthNewest: (tx: Tx, since: Date, offset: number) => Promise<Date | undefined>;
}

function limitOn(table: AttemptTable, where: SQL | undefined) {
  return async (tx: Tx, since: Date, offset: number): Promise<Date | undefined> => {
    const rows = await tx
      .select({ at: table.createdAt })
      .from(table)
      .where(and(where, gt(table.createdAt, since)))
      .orderBy(desc(table.createdAt))
      .offset(offset)
      .limit(1);
    return rows[0]?.at;
  };
}

function keyed(prefix: string, column: PgColumn, value: string | number, table: AttemptTable) {
  return { lockKey: `${prefix}:${String(value)}`, nthNewest: limitOn(table, eq(column, value)) };
}

export type Reservation<T> = { readonly ok: true; readonly row: T } | { readonly ok: false; readonly retryAfter: number };

/**
 * Counts and reserves in one transaction: takes a transaction-scoped advisory lock per limit (in
 * a fixed order, so two reservations never deadlock), refuses with the seconds until the oldest
 * counted attempt leaves its window when any limit is reached, and otherwise inserts the attempt
 * row (`insert`) before committing. Concurrent callers for the same key therefore queue on the
 * lock and each sees the rows the earlier ones committed: at most `max` attempts get through,
 * whatever the concurrency, on one API instance or many sharing the database.
 */
export async function reserve<T>(db: Db, limits: readonly Limit[], now: Date, insert: (tx: Tx) => Promise<T>): Promise<Reservation<T>> {
  const keys = [...new Set(limits.map((l) => l.lockKey))].sort();
  return db.transaction(async (tx) => {
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    let retryAfter = 0;
    for (const limit of limits) {
      const oldest = await limit.nthNewest(tx, new Date(now.getTime() - limit.windowMs), limit.max - 1);
      if (oldest) retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil((oldest.getTime() + limit.windowMs - now.getTime()) / 1000)));
    }
    if (retryAfter > 0) return { ok: false, retryAfter } as const;
    return { ok: true, row: await insert(tx) } as const;
  });
}

/** Who is trying to log in: the email, the client address, and the hash of a device cookie the account knows (else null). */
export interface LoginClient {
  readonly email: string;
  readonly ip: string;
  readonly knownDevice: string | null;
}

/** The limits an attempt by `client` is counted against (the constants above); each counts only rows it alone inserts under its lock. */
function loginLimits({ email, ip, knownDevice }: LoginClient): Limit[] {
  const t = loginAttempts;
  const window = { windowMs: LOGIN_WINDOW_MS };
  if (knownDevice !== null) {
    return [
      {
        lockKey: `login:device:${email}\n${knownDevice}`,
        max: MAX_FAILURES_PER_DEVICE,
        ...window,
        nthNewest: limitOn(t, and(eq(t.email, email), eq(t.deviceHash, knownDevice))),
      },
    ];
  }
  const unknownBrowser = isNull(t.deviceHash);
  return [
    {
      lockKey: `login:pair:${email}\n${ip}`,
      max: MAX_FAILURES_PER_PAIR,
      ...window,
      nthNewest: limitOn(t, and(eq(t.email, email), eq(t.ip, ip), unknownBrowser)),
    },
    { lockKey: `login:ip:${ip}`, max: MAX_FAILURES_PER_IP, ...window, nthNewest: limitOn(t, and(eq(t.ip, ip), unknownBrowser)) },
    { lockKey: `login:email:${email}`, max: MAX_FAILURES_PER_EMAIL, ...window, nthNewest: limitOn(t, and(eq(t.email, email), unknownBrowser)) },
  ];
}

/**
 * Reserves a login attempt (the limits above). The reservation row is the failure record unless
 * the login succeeds.
 */
export async function reserveLoginAttempt(db: Db, client: LoginClient, now: Date): Promise<Reservation<number>> {
  const reservation = await reserve(db, loginLimits(client), now, async (tx) => {
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email: client.email, ip: client.ip, deviceHash: client.knownDevice, createdAt: now })
      .returning({ id: loginAttempts.id });
    if (!row) throw new Error('login attempt not recorded');
    return row.id;
  });
  // Rows that have left the window count for nothing: drop them (outside the reservation's lock).
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
  return reservation;
}

/**
 * A successful login forgives the failures of the client that succeeded, its own reservation
 * included: a known browser's, or those from its address by browsers the account does not know.
 * Failures elsewhere stay counted, so the owner logging in does not reset an attacker's budget.
 */
export async function clearLoginFailures(db: Db, client: LoginClient, reservationId: number): Promise<void> {
  const t = loginAttempts;
  const own = client.knownDevice !== null ? eq(t.deviceHash, client.knownDevice) : and(eq(t.ip, client.ip), isNull(t.deviceHash));
  await db.delete(t).where(or(eq(t.id, reservationId), and(eq(t.email, client.email), own)));
}

/**
 * Reserves a fund-password check for this user (5 per user in 15 minutes); the row stays as the
 * failure record unless the check succeeds.
 */
export async function reserveFundPassAttempt(db: Db, userId: number, now: Date): Promise<Reservation<number>> {
  const limits: Limit[] = [
    { ...keyed('fundpass:user', fundPassAttempts.userId, userId, fundPassAttempts), max: MAX_FUND_PASS_FAILURES, windowMs: FUND_PASS_WINDOW_MS },
  ];
  const reservation = await reserve(db, limits, now, async (tx) => {
    const [row] = await tx.insert(fundPassAttempts).values({ userId, createdAt: now }).returning({ id: fundPassAttempts.id });
    if (!row) throw new Error('fund-password attempt not recorded');
    return row.id;
  });
  await db.delete(fundPassAttempts).where(lt(fundPassAttempts.createdAt, new Date(now.getTime() - FUND_PASS_WINDOW_MS)));
  return reservation;
}

/** A successful check forgives the user's earlier failures. */
export async function clearFundPassFailures(db: Db, userId: number): Promise<void> {
  await db.delete(fundPassAttempts).where(eq(fundPassAttempts.userId, userId));
}

/**
 * Reserves an attempt of a sensitive account action (docs/IDENTITY.md "Security settings") for
 * this user: at most SECURITY_ATTEMPT_LIMIT (5 in 15 minutes) per (user, action), `action` naming
 * the limit ('password', 'fund_password', 'totp', 'anti_phishing', …). Counted before anything is
 * checked (atomically, like the fund-password attempts): the row stays as the failure record unless the
 * change goes through (clearSecurityAttempts).
 */
export async function reserveSecurityAttempt(db: Db, userId: number, action: string, now: Date): Promise<Reservation<number>> {
  const t = securityAttempts;
  const limits: Limit[] = [
    {
      lockKey: `security:${action}:${String(userId)}`,
      max: SECURITY_ATTEMPT_LIMIT.max,
      windowMs: SECURITY_ATTEMPT_LIMIT.windowMs,
      nthNewest: limitOn(t, and(eq(t.userId, userId), eq(t.action, action))),
    },
  ];
  const reservation = await reserve(db, limits, now, async (tx) => {
    const [row] = await tx.insert(t).values({ userId, action, createdAt: now }).returning({ id: t.id });
    if (!row) throw new Error('security attempt not recorded');
    return row.id;
  });
  await db.delete(t).where(and(eq(t.userId, userId), lt(t.createdAt, new Date(now.getTime() - SECURITY_ATTEMPT_LIMIT.windowMs))));
  return reservation;
}

/** A change that went through forgives the user's earlier failures of that action. */
export async function clearSecurityAttempts(db: Db, userId: number, action: string): Promise<void> {
  await db.delete(securityAttempts).where(and(eq(securityAttempts.userId, userId), eq(securityAttempts.action, action)));
}

/**
 * Reserves a passkey login attempt from this address. The account is not known until the
 * assertion is checked, so the row has no email (''): it counts against the address's limit of
 * failed logins by browsers no account knows (MAX_FAILURES_PER_IP, under the same lock as the
 * password logins' per-address limit), so passkey and password failures share one budget.
 */
export async function reservePasskeyLoginAttempt(db: Db, ip: string, now: Date): Promise<Reservation<number>> {
  const t = loginAttempts;
  const limits: Limit[] = [
    { lockKey: `login:ip:${ip}`, max: MAX_FAILURES_PER_IP, windowMs: LOGIN_WINDOW_MS, nthNewest: limitOn(t, and(eq(t.ip, ip), isNull(t.deviceHash))) },
  ];
  const reservation = await reserve(db, limits, now, async (tx) => {
    const [row] = await tx.insert(t).values({ email: '', ip, deviceHash: null, createdAt: now }).returning({ id: t.id });
    if (!row) throw new Error('login attempt not recorded');
    return row.id;
  });
  await db.delete(t).where(lt(t.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
  return reservation;
}

/** A passkey login that succeeded forgives the passkey failures from its address (its own reservation included). */
export async function clearPasskeyLoginFailures(db: Db, ip: string, reservationId: number): Promise<void> {
  const t = loginAttempts;
  await db.delete(t).where(or(eq(t.id, reservationId), and(eq(t.email, ''), eq(t.ip, ip))));
}

/**
 * Reserves a sign-up attempt (5 per email, 10 per address in an hour). Every attempt that passed
 * validation counts, successful or not: an address creating many accounts is as suspect as one
 * probing which emails exist.
 */
export async function reserveSignupAttempt(db: Db, email: string, ip: string, now: Date): Promise<Reservation<number>> {
  const limits: Limit[] = [
    { ...keyed('signup:email', signupAttempts.email, email, signupAttempts), max: MAX_SIGNUPS_PER_EMAIL, windowMs: SIGNUP_WINDOW_MS },
    { ...keyed('signup:ip', signupAttempts.ip, ip, signupAttempts), max: MAX_SIGNUPS_PER_IP, windowMs: SIGNUP_WINDOW_MS },
  ];
  const reservation = await reserve(db, limits, now, async (tx) => {
    const [row] = await tx.insert(signupAttempts).values({ email, ip, createdAt: now }).returning({ id: signupAttempts.id });
    if (!row) throw new Error('sign-up attempt not recorded');
    return row.id;
  });
  await db.delete(signupAttempts).where(lt(signupAttempts.createdAt, new Date(now.getTime() - SIGNUP_WINDOW_MS)));
  return reservation;
}

/**
 * Reserves a password-reset request (the limits above) before anything else is done for it:
 * counted and inserted in one transaction under the limits' advisory locks, so parallel requests
 * cannot overrun them. Every request counts, for an email with an account or without.
 */
export async function reserveResetRequest(db: Db, email: string, ip: string, now: Date): Promise<Reservation<number>> {
  const limits: Limit[] = [
    { ...keyed('reset:email', resetRequests.email, email, resetRequests), max: MAX_RESET_REQUESTS_PER_EMAIL, windowMs: RESET_REQUEST_WINDOW_MS },
    { ...keyed('reset:ip', resetRequests.ip, ip, resetRequests), max: MAX_RESET_REQUESTS_PER_IP, windowMs: RESET_REQUEST_WINDOW_MS },
  ];
  const reservation = await reserve(db, limits, now, async (tx) => {
    const [row] = await tx.insert(resetRequests).values({ email, ip, createdAt: now }).returning({ id: resetRequests.id });
    if (!row) throw new Error('reset request not recorded');
    return row.id;
  });
  if (reservation.ok) await db.delete(resetRequests).where(lt(resetRequests.createdAt, new Date(now.getTime() - RESET_REQUEST_WINDOW_MS)));
  return reservation;
}

/**
 * Stores a browser error report unless its address has sent 30 in the last minute (the report row
 * is itself the count, reserved atomically like the attempts above). Reports older than 30 days are
 * deleted as new ones arrive.
 */
export async function reserveErrorReport(db: Db, row: Omit<typeof errorReports.$inferInsert, 'id' | 'createdAt'>, now: Date): Promise<Reservation<number>> {
  const limits: Limit[] = [{ ...keyed('report:ip', errorReports.ip, row.ip, errorReports), max: MAX_ERROR_REPORTS_PER_IP, windowMs: ERROR_REPORT_WINDOW_MS }];
  const reservation = await reserve(db, limits, now, async (tx) => {
    const [inserted] = await tx
      .insert(errorReports)
      .values({ ...row, createdAt: now })
      .returning({ id: errorReports.id });
    if (!inserted) throw new Error('error report not recorded');
    return inserted.id;
  });
  await db.delete(errorReports).where(lt(errorReports.createdAt, new Date(now.getTime() - ERROR_REPORT_RETENTION_MS)));
  return reservation;
}

/** Reserves an invite-code check for this address (30 a minute); rows out of the window are dropped. */
export async function reserveInviteCheck(db: Db, ip: string, now: Date): Promise<Reservation<number>> {
  const limits: Limit[] = [{ ...keyed('invite:ip', inviteChecks.ip, ip, inviteChecks), max: MAX_INVITE_CHECKS_PER_IP, windowMs: INVITE_CHECK_WINDOW_MS }];
  const reservation = await reserve(db, limits, now, async (tx) => {
    const [row] = await tx.insert(inviteChecks).values({ ip, createdAt: now }).returning({ id: inviteChecks.id });
    if (!row) throw new Error('invite check not recorded');
    return row.id;
  });
  await db.delete(inviteChecks).where(lt(inviteChecks.createdAt, new Date(now.getTime() - INVITE_CHECK_WINDOW_MS)));
  return reservation;
}

/**
 * Reserves room for `events` click events from this address (600 a minute, a row per event in
 * track_quota) and, in the same transaction, stores them (`store`): a call whose events would
 * pass the limit is refused whole. After an accepted call the quota rows out of the window and
 * the click events older than CLICK_EVENT_RETENTION_MS are deleted; a refused call changes nothing.
 */
export async function reserveTrackedEvents<T>(db: Db, ip: string, events: number, now: Date, store: (tx: Tx) => Promise<T>): Promise<Reservation<T>> {
  // refused when fewer than `events` places are left: when the (MAX - events + 1)-th newest row is in the window
  const limits: Limit[] = [{ ...keyed('track:ip', trackQuota.ip, ip, trackQuota), max: MAX_TRACKED_EVENTS_PER_IP - events + 1, windowMs: TRACK_WINDOW_MS }];
  const reservation = await reserve(db, limits, now, async (tx) => {
    await tx.insert(trackQuota).values(Array.from({ length: events }, () => ({ ip, createdAt: now })));
    return store(tx);
  });
  if (reservation.ok) {
    await db.delete(trackQuota).where(lt(trackQuota.createdAt, new Date(now.getTime() - TRACK_WINDOW_MS)));
    await db.delete(clickEvents).where(lt(clickEvents.createdAt, new Date(now.getTime() - CLICK_EVENT_RETENTION_MS)));
  }
  return reservation;
}
