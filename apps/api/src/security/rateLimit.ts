import { and, desc, eq, gt, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { errorReports, fundPassAttempts, inviteChecks, loginAttempts, signupAttempts } from '../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 20;

export const FUND_PASS_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FUND_PASS_FAILURES = 5;

export const ERROR_REPORT_WINDOW_MS = 60 * 1000;
export const MAX_ERROR_REPORTS_PER_IP = 30;
/** Stored error reports are deleted after this long. */
export const ERROR_REPORT_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

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

type AttemptTable = typeof inviteChecks | typeof loginAttempts | typeof fundPassAttempts | typeof signupAttempts | typeof errorReports;

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

/**
 * Reserves a login attempt for this email from this address (5 per email, 20 per address in 15
 * minutes). The reservation row is the failure record unless the login succeeds.
 */
export async function reserveLoginAttempt(db: Db, email: string, ip: string, now: Date): Promise<Reservation<number>> {
  const limits: Limit[] = [
    { ...keyed('login:email', loginAttempts.email, email, loginAttempts), max: MAX_FAILURES_PER_EMAIL, windowMs: LOGIN_WINDOW_MS },
    { ...keyed('login:ip', loginAttempts.ip, ip, loginAttempts), max: MAX_FAILURES_PER_IP, windowMs: LOGIN_WINDOW_MS },
  ];
  const reservation = await reserve(db, limits, now, async (tx) => {
    const [row] = await tx.insert(loginAttempts).values({ email, ip, createdAt: now }).returning({ id: loginAttempts.id });
    if (!row) throw new Error('login attempt not recorded');
    return row.id;
  });
  // Rows that have left the window count for nothing: drop them (outside the reservation's lock).
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS)));
  return reservation;
}

/** A successful login forgives the email's failures, its own reservation included. */
export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
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
