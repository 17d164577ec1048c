import { and, eq, lt } from 'drizzle-orm';
import { Hono } from 'hono';
import { createNotice } from '../domain/notices';
import { getUserFrequency, setTradePassFrequency } from '@exchange/contract/safety';
import { totpUsed, users } from '../db/schema';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { invalidInput, rateLimited, wrongFundPassOrCode } from '../http/errors';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';
import { verifyPassword } from '../security/password';
import { clearFundPassFailures, reserveFundPassAttempt } from '../security/rateLimit';
import { matchTotp, totpStep, TOTP_WINDOW } from '../security/totp';

/** How the frequency reads in the notice (spec doc 2 §9: 1 once an hour, 2 every time, 0 never). */
const FREQUENCY_TEXT: Record<0 | 1 | 2, string> = { 0: 'never', 1: 'at most once an hour', 2: 'every time' };

export function safetyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, getUserFrequency, async (c) => {
    await readInput(c, getUserFrequency);
    const { user } = requireUser(c);
    return answer(c, getUserFrequency, { code: 0, message: '', data: { frequency: user.fundPassFrequency } });
  });

  /**
   * Changes the fund-password frequency. Needs the fund password (scrypt, constant time) and an
   * authenticator code valid now (±1 step) whose step this user has not used before. Failures
   * (wrong password, wrong code, replayed code) count toward the limit of 5 per user per 15
   * minutes (each attempt is reserved before the check) and change nothing else; a success stores
   * the frequency and the used step atomically and forgives the failures. Refusals carry the
   * legacy `result: false, msg` besides `code, message` (see app.ts).
   */
  serve(app, setTradePassFrequency, async (c) => {
    const { frequency, fundpass, totp } = await readInput(c, setTradePassFrequency);
    const { user } = requireUser(c);
    const { db } = c.var;
    const now = c.var.now();
    if (user.fundPassHash === null || user.totpSecret === null) {
      throw invalidInput('Set up a fund password and an authenticator app first');
    }
    // Counted before checking, atomically per user: parallel attempts cannot overrun the limit.
    const reservation = await reserveFundPassAttempt(db, user.id, now);
    if (!reservation.ok) throw rateLimited(reservation.retryAfter);

    // One message whichever factor was wrong (or replayed): it must not confirm the fund password.
    const passwordMatches = await verifyPassword(fundpass, user.fundPassHash);
    const step = matchTotp(user.totpSecret, totp, now);
    if (!passwordMatches || step === null) throw wrongFundPassOrCode();

    const accepted = await db.transaction(async (tx) => {
      // The primary key (user_id, step) makes the check-and-record one atomic step.
      const recorded = await tx.insert(totpUsed).values({ userId: user.id, step, usedAt: now }).onConflictDoNothing().returning();
      if (recorded.length === 0) return false;
      await tx.update(users).set({ fundPassFrequency: frequency }).where(eq(users.id, user.id));
      // Steps before the window can never be accepted again: no need to keep them.
      await tx.delete(totpUsed).where(and(eq(totpUsed.userId, user.id), lt(totpUsed.step, totpStep(now) - TOTP_WINDOW)));
      return true;
    });
    if (!accepted) throw wrongFundPassOrCode();
    await clearFundPassFailures(db, user.id);
    await createNotice(db, user.id, {
      type: 'private_notice',
      title: 'Fund password setting changed',
      content: `You will now be asked for your fund password ${FREQUENCY_TEXT[frequency]}. If you did not make this change, contact support.`,
      notification: { type: 'profile', template_id: 'fund_pass_frequency', extras: {}, template_args: { frequency } },
      sentAt: now,
    });
    return answer(c, setTradePassFrequency, { result: true, msg: 'Success' });
  });

  return app;
}
