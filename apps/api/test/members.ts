import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeEach, expect } from 'vitest';
import type { Hono } from 'hono';
import { errorAnswer } from '@exchange/contract/define';
import { ErrorCode } from '@exchange/contract/errors';
import type { Db } from '../src/db/client';
import { sessions, users } from '../src/db/schema';
import type { AppEnv } from '../src/http/env';
import { outboxMailer, readOutbox } from '../src/mail/mailer';
import { hashPassword } from '../src/security/password';
import { useFreshApp } from './freshDb';
import { loginAs, type Call } from './http';

/** What a test account starts with besides the demo password: an authenticator, a fund password, an anti-phishing code. */
export interface MemberExtras {
  totpSecret?: string;
  fundPassword?: string;
  antiPhishingCode?: string;
}

/** A new account (the demo password, the demo trader's hash) with `extras`, logged in once. */
export async function newMember(app: Hono<AppEnv>, db: Db, email: string, extras: MemberExtras = {}): Promise<{ id: number; cookies: Record<string, string> }> {
  const [demo] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, 'trader@demo.test'));
  if (!demo) throw new Error('no demo trader');
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: demo.hash,
      nickname: email.split('@')[0] ?? 'x',
      totpSecret: extras.totpSecret ?? null,
      fundPassHash: extras.fundPassword ? await hashPassword(extras.fundPassword) : null,
      antiPhishingCode: extras.antiPhishingCode ?? null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  return { id: user.id, cookies: await loginAs(app, email) };
}

/** An authenticator app over `secret` (SHA1, 6 digits, 30 s): the code it shows `steps` steps from `at`. */
export function authenticatorCode(secret: string, at: Date, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at.getTime() + steps * 30_000 });
}

/** The stored user row. */
export async function userRow(db: Db, id: number): Promise<typeof users.$inferSelect> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${String(id)}`);
  return row;
}

/** How many sessions the user has. */
export async function sessionCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row?.n ?? -1;
}

/** A refusal: its status, the error envelope, and (when given) its message. */
export function expectRefused(res: Call, status: number, message?: string | RegExp): void {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  const body = errorAnswer.parse(res.json);
  if (status === 400) expect(body.code).toBe(ErrorCode.invalidInput);
  if (status === 429) {
    expect(body.code).toBe(ErrorCode.rateLimited);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  if (message !== undefined) expect(body.message).toMatch(message);
}

/**
 * A security test file's app over its own database (useFreshApp): a clock the file moves (from
 * `start`, best 10 s into a 30-second step; every test moves it 20 minutes on, past the limits'
 * window), account mail into the file's own outbox, and no unexpected error logged (checked after
 * the file). `member` makes a new account per call (`<prefix>-<n>@demo.test`).
 */
export function useSecurityApp(start: string, prefix: string) {
  let clock = new Date(start);
  const unexpected: unknown[] = [];
  const outbox = mkdtempSync(join(tmpdir(), `${prefix}-mail-`));
  const t = useFreshApp({ now: () => clock, logError: (error) => unexpected.push(error), mailer: outboxMailer(outbox) });
  let serial = 0;
  beforeEach(() => {
    clock = new Date(clock.getTime() + 20 * 60_000);
  });
  afterAll(() => {
    expect(unexpected).toEqual([]);
  });
  return {
    get app() {
      return t.app;
    },
    get db() {
      return t.handle.db;
    },
    /** the app's time now */
    get clock() {
      return clock;
    },
    advance(ms: number) {
      clock = new Date(clock.getTime() + ms);
    },
    async member(extras: MemberExtras = {}) {
      serial += 1;
      const email = `${prefix}-${String(serial)}@demo.test`;
      return { ...(await newMember(t.app, t.handle.db, email, extras)), email };
    },
    /** the mail the file's outbox holds for `email`, oldest first */
    async mailTo(email: string) {
      return (await readOutbox(outbox)).filter((m) => m.to === email);
    },
  };
}
