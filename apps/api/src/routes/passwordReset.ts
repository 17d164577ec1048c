import { Hono } from 'hono';
import { confirmPasswordReset, requestPasswordReset } from '@exchange/contract/password-reset';
import { confirmPasswordReset as confirmReset, requestPasswordReset as requestReset } from '../domain/identity/passwordReset';
import { sendLater } from '../mail/later';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { invalidInput, rateLimited } from '../http/errors';
import { readInput } from '../http/input';
import { clearLoginCookies } from '../security/cookies';

/**
 * Password reset by a mailed code (packages/contract/src/password-reset.ts, docs/IDENTITY.md
 * "Password reset"): public calls, CSRF as every POST. Mail goes out after the answer (mail/later.ts).
 */
export function passwordResetRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, requestPasswordReset, async (c) => {
    const { email } = await readInput(c, requestPasswordReset);
    const result = await requestReset(c.var.db, c.var.mailer, { email, ip: c.var.clientIp, now: c.var.now() });
    if (!result.ok) throw rateLimited(result.retryAfter, 'Too many reset requests, try again later');
    if (result.send) sendLater(result.send);
    return answer(c, requestPasswordReset, { code: 0, message: '', data: {} });
  });

  serve(app, confirmPasswordReset, async (c) => {
    const input = await readInput(c, confirmPasswordReset);
    const result = await confirmReset(c.var.db, c.var.mailer, { ...input, now: c.var.now() });
    if (!result.ok) throw invalidInput('This code is wrong or has expired');
    sendLater(result.send);
    // every session of the account ended: when this browser had one, its cookies go too (it logs in again with the new password)
    if (c.var.session?.user.id === result.userId) clearLoginCookies(c);
    return answer(c, confirmPasswordReset, { code: 0, message: '', data: {} });
  });

  return app;
}
