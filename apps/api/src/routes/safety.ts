import { Hono } from 'hono';
import { getUserFrequency, setTradePassFrequency } from '@exchange/contract/safety';
import { changeFundPassFrequency } from '../domain/fundPassword';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { fundPassRefused } from '../http/errors';
import { readInput } from '../http/input';
import { relyingPartyOf } from '../http/relyingParty';
import { requireUser } from '../security/auth';

export function safetyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, getUserFrequency, async (c) => {
    await readInput(c, getUserFrequency);
    const { user } = requireUser(c);
    return answer(c, getUserFrequency, { code: 0, message: '', data: { frequency: user.fundPassFrequency } });
  });

  /**
   * Changes the fund-password frequency (domain/fundPassword.ts): the fund password and an unused
   * authenticator code, rate-limited per user. Refusals carry the legacy `result: false, msg`
   * besides `code, message` (see app.ts).
   */
  serve(app, setTradePassFrequency, async (c) => {
    const { frequency, fundpass, totp } = await readInput(c, setTradePassFrequency);
    const { user } = requireUser(c);
    const change = await changeFundPassFrequency(c.var.db, user, { frequency, fundpass, totp, now: c.var.now(), rp: relyingPartyOf(c) });
    if (!change.ok) throw fundPassRefused(change);
    return answer(c, setTradePassFrequency, { result: true, msg: 'Success' });
  });

  return app;
}
