import { Hono } from 'hono';
import {
  beginTotp,
  changeFundPassword,
  changeLoginPassword,
  disableTotp,
  enableTotp,
  regenerateRecoveryCodes,
  securityOverview,
  setAntiPhishingCode,
  setFundPassword,
} from '@exchange/contract/security';
import { setAntiPhishingCode as storeAntiPhishingCode } from '../domain/identity/antiPhishing';
import {
  beginTotp as offerTotp,
  disableTotp as turnTotpOff,
  enableTotp as turnTotpOn,
  regenerateRecoveryCodes as renewRecoveryCodes,
} from '../domain/identity/authenticator';
import type { SecurityRefusal } from '../domain/identity/confirm';
import { changeFundPassword as replaceFundPassword, setFundPassword as storeFundPassword } from '../domain/identity/fundPasswordSetup';
import { changeLoginPassword as replaceLoginPassword } from '../domain/identity/loginPassword';
import { tellSecurityChange, type SecurityChange } from '../domain/identity/securityNotice';
import { securityOverviewOf } from '../domain/identity/securityState';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { invalidInput, rateLimited, type ApiError } from '../http/errors';
import { readInput } from '../http/input';
import { secondFactorOf } from '../http/relyingParty';
import { requireUser } from '../security/auth';
import type { Context } from 'hono';

/** A refusal as an answer; `wrong` names what was checked ("Incorrect password or verification code"). */
function refusal(outcome: SecurityRefusal, wrong: string): ApiError {
  switch (outcome.refused) {
    case 'rateLimited':
      return rateLimited(outcome.retryAfter);
    case 'factorMissing':
      return invalidInput('Confirm with your authenticator code or a passkey');
    case 'factorNotSetUp':
      return invalidInput('This account has no such second factor: confirm without it');
    case 'wrong':
      return invalidInput(wrong);
    case 'invalid':
      return invalidInput(outcome.message);
  }
}

const WRONG_PASSWORD = 'Incorrect password or verification code';
const WRONG_FUND_PASSWORD = 'Incorrect fund password or verification code';
const WRONG_CODE = 'Incorrect or already used verification code';

/**
 * Security settings (docs/IDENTITY.md "Security settings", contract packages/contract/src/security.ts):
 * the overview and the sensitive changes. The rules live in domain/identity/; this file reads the
 * request, answers, and after a change tells the user (a private notice and an account mail).
 * `report` receives a mail that could not be sent (the change stands).
 */
export function securityRoutes(report: (error: unknown) => void): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  /** The notice and the mail after an accepted change; `antiPhishingCode` the code now in force. */
  const tell = (c: Context<AppEnv>, change: SecurityChange, antiPhishingCode?: string | null) => {
    const { user } = requireUser(c);
    const code = antiPhishingCode === undefined ? user.antiPhishingCode : antiPhishingCode;
    return tellSecurityChange(c.var.db, c.var.mailer, { id: user.id, email: user.email, antiPhishingCode: code }, change, c.var.now(), report);
  };

  serve(app, securityOverview, async (c) => {
    await readInput(c, securityOverview);
    const { user } = requireUser(c);
    return answer(c, securityOverview, { code: 0, message: '', data: await securityOverviewOf(c.var.db, user) });
  });

  serve(app, changeLoginPassword, async (c) => {
    const input = await readInput(c, changeLoginPassword);
    const session = requireUser(c);
    const outcome = await replaceLoginPassword(c.var.db, session, {
      password: input.password,
      newPassword: input.new_password,
      factor: secondFactorOf(c, input),
      now: c.var.now(),
    });
    if (!outcome.ok) throw refusal(outcome, WRONG_PASSWORD);
    await tell(c, {
      template: 'security_password',
      title: 'Login password changed',
      text: `Your login password was changed${outcome.sessionsEnded > 0 ? `, and ${String(outcome.sessionsEnded)} other session(s) were logged out` : ''}.`,
    });
    return answer(c, changeLoginPassword, { code: 0, message: '', data: { sessions_ended: outcome.sessionsEnded } });
  });

  serve(app, setFundPassword, async (c) => {
    const input = await readInput(c, setFundPassword);
    const { user } = requireUser(c);
    const outcome = await storeFundPassword(c.var.db, user, {
      password: input.password,
      fundPassword: input.fund_password,
      factor: secondFactorOf(c, input),
      now: c.var.now(),
    });
    if (!outcome.ok) throw refusal(outcome, WRONG_PASSWORD);
    await tell(c, { template: 'security_fund_password_set', title: 'Fund password set', text: 'A fund password was set on your account.' });
    return answer(c, setFundPassword, { code: 0, message: '', data: {} });
  });

  serve(app, changeFundPassword, async (c) => {
    const input = await readInput(c, changeFundPassword);
    const { user } = requireUser(c);
    const outcome = await replaceFundPassword(c.var.db, user, {
      currentFundPassword: input.current_fund_password,
      fundPassword: input.fund_password,
      factor: secondFactorOf(c, input),
      now: c.var.now(),
    });
    if (!outcome.ok) throw refusal(outcome, WRONG_FUND_PASSWORD);
    await tell(c, { template: 'security_fund_password_changed', title: 'Fund password changed', text: 'Your fund password was changed.' });
    return answer(c, changeFundPassword, { code: 0, message: '', data: {} });
  });

  serve(app, beginTotp, async (c) => {
    await readInput(c, beginTotp);
    const { user } = requireUser(c);
    const outcome = await offerTotp(c.var.db, user, c.var.site.totpName, c.var.now());
    if (!outcome.ok) throw refusal(outcome, WRONG_CODE);
    return answer(c, beginTotp, { code: 0, message: '', data: { secret: outcome.secret, otpauth_url: outcome.otpauthUrl } });
  });

  serve(app, enableTotp, async (c) => {
    const input = await readInput(c, enableTotp);
    const { user } = requireUser(c);
    const outcome = await turnTotpOn(c.var.db, user, {
      code: input.code,
      password: input.password,
      passkey: secondFactorOf(c, { passkey: input.passkey }),
      now: c.var.now(),
    });
    if (!outcome.ok) throw refusal(outcome, 'Incorrect password or authenticator code');
    await tell(c, {
      template: 'security_totp_on',
      title: 'Authenticator turned on',
      text: 'An authenticator app now confirms sensitive changes and withdrawals on your account.',
    });
    return answer(c, enableTotp, { code: 0, message: '', data: { recovery_codes: outcome.recoveryCodes } });
  });

  serve(app, disableTotp, async (c) => {
    const input = await readInput(c, disableTotp);
    const { user } = requireUser(c);
    const outcome = await turnTotpOff(c.var.db, user, {
      factor: secondFactorOf(c, input),
      recoveryCode: input.recovery_code,
      password: input.password,
      now: c.var.now(),
    });
    if (!outcome.ok) throw refusal(outcome, input.recovery_code ? 'Incorrect password or recovery code' : WRONG_CODE);
    await tell(c, { template: 'security_totp_off', title: 'Authenticator turned off', text: 'The authenticator app was turned off on your account.' });
    return answer(c, disableTotp, { code: 0, message: '', data: {} });
  });

  serve(app, regenerateRecoveryCodes, async (c) => {
    const input = await readInput(c, regenerateRecoveryCodes);
    const { user } = requireUser(c);
    const outcome = await renewRecoveryCodes(c.var.db, user, { factor: secondFactorOf(c, input), now: c.var.now() });
    if (!outcome.ok) throw refusal(outcome, WRONG_CODE);
    await tell(c, {
      template: 'security_recovery_codes',
      title: 'New recovery codes',
      text: 'New recovery codes were made for your authenticator; the old ones no longer work.',
    });
    return answer(c, regenerateRecoveryCodes, { code: 0, message: '', data: { recovery_codes: outcome.recoveryCodes } });
  });

  serve(app, setAntiPhishingCode, async (c) => {
    const input = await readInput(c, setAntiPhishingCode);
    const { user } = requireUser(c);
    const outcome = await storeAntiPhishingCode(c.var.db, user, {
      code: input.anti_phishing_code,
      password: input.password,
      factor: secondFactorOf(c, input),
      now: c.var.now(),
    });
    if (!outcome.ok) throw refusal(outcome, WRONG_PASSWORD);
    const text =
      outcome.code === null ? 'Your anti-phishing code was removed.' : 'Your anti-phishing code was changed; every message from us now shows the new one.';
    await tell(c, { template: 'security_anti_phishing', title: 'Anti-phishing code changed', text }, outcome.code);
    return answer(c, setAntiPhishingCode, { code: 0, message: '', data: { anti_phishing_code: outcome.code } });
  });

  return app;
}
