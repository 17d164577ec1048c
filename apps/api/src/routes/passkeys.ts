import { Hono } from 'hono';
import { ErrorCode } from '@exchange/contract/errors';
import {
  MAX_PASSKEYS,
  passkeyConfirmOptions,
  passkeyList,
  passkeyLogin,
  passkeyLoginOptions,
  passkeyRegister,
  passkeyRegisterOptions,
  passkeyRemove,
  passkeyRename,
} from '@exchange/contract/passkeys';
import { noteLoginDevice } from '../domain/devices';
import type { SecurityRefusal } from '../domain/identity/confirm';
import { recordLoginEvent } from '../domain/identity/loginEvents';
import { confirmOptions, loginOptions, logInWithPasskey } from '../domain/identity/passkeyAssertions';
import {
  announcePasskeyChange,
  confirmPasskeyChange,
  finishRegistration,
  ownPasskey,
  registrationOptions,
  removePasskey,
  renamePasskey,
  type RegistrationRefusal,
} from '../domain/identity/passkeys';
import { listPasskeys, toPasskey } from '../domain/identity/webauthn';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { ApiError, invalidInput, rateLimited } from '../http/errors';
import { readInput } from '../http/input';
import { relyingPartyOf, secondFactorOf } from '../http/relyingParty';
import { sessionOriginOf } from '../http/sessionOrigin';
import { requireUser } from '../security/auth';
import { deviceIdCookie, setLoginCookies } from '../security/cookies';
import { clearSecurityAttempts } from '../security/rateLimit';
import { createSession, endSession } from '../security/sessions';

/** The security_attempts actions (their limits) of adding and removing a passkey. */
const ADD = 'passkey_add' as const;
const REMOVE = 'passkey_remove' as const;

const notYours = () => new ApiError(404, ErrorCode.notFound, 'No passkey of yours has this id');
const wrongConfirmation = () => invalidInput('Incorrect password or second factor');
const tooMany = () => invalidInput(`You have ${MAX_PASSKEYS} passkeys: remove one first`);
const notVerified = () => new ApiError(401, ErrorCode.badCredentials, 'This passkey could not be verified');

function changeRefused(refusal: SecurityRefusal): ApiError {
  switch (refusal.refused) {
    case 'factorMissing':
      return invalidInput('Confirm with your authenticator code or a passkey');
    case 'factorNotSetUp':
      return invalidInput('This account has no such second factor: confirm with your login password');
    case 'rateLimited':
      return rateLimited(refusal.retryAfter);
    case 'invalid':
      return invalidInput(refusal.message);
    case 'wrong':
      return wrongConfirmation();
  }
}

const REGISTRATION_REFUSALS: Record<RegistrationRefusal, () => ApiError> = {
  expired: () => invalidInput('This passkey request has expired or was used: start again'),
  invalid: () => invalidInput('The passkey could not be verified'),
  duplicate: () => invalidInput('This passkey is registered already'),
  full: tooMany,
};

/**
 * Passkeys (packages/contract/src/passkeys.ts, docs/IDENTITY.md "Passkeys"): list, add (options,
 * then the response), rename, remove; log in with one; a challenge for one as the second factor.
 * The relying party is the request's own host (http/relyingParty.ts). POSTs need CSRF.
 */
export function passkeyRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, passkeyList, async (c) => {
    const { user } = requireUser(c);
    await readInput(c, passkeyList);
    const list = await listPasskeys(c.var.db, user.id);
    return answer(c, passkeyList, { code: 0, message: '', data: { list: list.map(toPasskey) } });
  });

  serve(app, passkeyRegisterOptions, async (c) => {
    const { user } = requireUser(c);
    const input = await readInput(c, passkeyRegisterOptions);
    const { db } = c.var;
    const now = c.var.now();
    const rp = relyingPartyOf(c);
    // a full account is told before it spends an attempt
    if ((await listPasskeys(db, user.id)).length >= MAX_PASSKEYS) throw tooMany();
    const confirmed = await confirmPasskeyChange(db, user, { action: ADD, password: input.password, factor: secondFactorOf(c, input), now });
    if (!confirmed.ok) throw changeRefused(confirmed);
    const started = await registrationOptions(db, { user, rp, now, spend: confirmed.spend });
    if (!started.ok) throw started.refused === 'full' ? tooMany() : wrongConfirmation();
    await clearSecurityAttempts(db, user.id, ADD);
    return answer(c, passkeyRegisterOptions, { code: 0, message: '', data: started.options });
  });

  serve(app, passkeyRegister, async (c) => {
    const { user } = requireUser(c);
    const { name, response } = await readInput(c, passkeyRegister);
    const now = c.var.now();
    const stored = await finishRegistration(c.var.db, { userId: user.id, rp: relyingPartyOf(c), name, response, now });
    if (!stored.ok) throw REGISTRATION_REFUSALS[stored.refused]();
    await announcePasskeyChange(c.var.db, c.var.mailer, user, { kind: 'added', name: stored.passkey.name, now });
    return answer(c, passkeyRegister, { code: 0, message: '', data: toPasskey(stored.passkey) });
  });

  serve(app, passkeyRename, async (c) => {
    const { user } = requireUser(c);
    const { id, name } = await readInput(c, passkeyRename);
    const row = await renamePasskey(c.var.db, user.id, id, name);
    if (!row) throw notYours();
    return answer(c, passkeyRename, { code: 0, message: '', data: toPasskey(row) });
  });

  serve(app, passkeyRemove, async (c) => {
    const { user } = requireUser(c);
    const { id, ...confirmation } = await readInput(c, passkeyRemove);
    const { db } = c.var;
    const now = c.var.now();
    // another user's id (or a gone one) is told apart before any attempt is counted
    if (!(await ownPasskey(db, user.id, id))) throw notYours();
    const confirmed = await confirmPasskeyChange(db, user, { action: REMOVE, password: confirmation.password, factor: secondFactorOf(c, confirmation), now });
    if (!confirmed.ok) throw changeRefused(confirmed);
    const removed = await removePasskey(db, user.id, id, confirmed.spend);
    if (!removed.ok) throw removed.refused === 'gone' ? notYours() : wrongConfirmation();
    await clearSecurityAttempts(db, user.id, REMOVE);
    await announcePasskeyChange(db, c.var.mailer, user, { kind: 'removed', name: removed.passkey.name, now });
    return answer(c, passkeyRemove, { code: 0, message: '', data: { id: String(id) } });
  });

  serve(app, passkeyLoginOptions, async (c) => {
    await readInput(c, passkeyLoginOptions);
    const options = await loginOptions(c.var.db, relyingPartyOf(c), c.var.now());
    return answer(c, passkeyLoginOptions, { code: 0, message: '', data: options });
  });

  serve(app, passkeyLogin, async (c) => {
    const { response } = await readInput(c, passkeyLogin);
    const { db } = c.var;
    const now = c.var.now();
    const origin = sessionOriginOf(c, 'passkey');
    const result = await logInWithPasskey(db, { response, rp: relyingPartyOf(c), ip: c.var.clientIp, now });
    if (!result.ok) {
      if (result.refused === 'rateLimited') throw rateLimited(result.retryAfter);
      if (result.userId !== null) await recordLoginEvent(db, result.userId, { at: now, origin, failure: 'password' });
      throw notVerified();
    }
    const { user } = result;
    // as the password login: logging in while logged in ends the old session
    if (c.var.session) await endSession(db, c.var.session.sessionId);
    setLoginCookies(c, await createSession(db, user.id, now, origin), user);
    await recordLoginEvent(db, user.id, { at: now, origin });
    await noteLoginDevice(db, { userId: user.id, deviceId: deviceIdCookie(c), userAgent: c.req.header('user-agent'), now });
    return answer(c, passkeyLogin, { code: 0, message: '', data: { uid: user.uid, nickname: user.nickname } });
  });

  serve(app, passkeyConfirmOptions, async (c) => {
    const { user } = requireUser(c);
    await readInput(c, passkeyConfirmOptions);
    const options = await confirmOptions(c.var.db, user.id, relyingPartyOf(c), c.var.now());
    if (!options) throw invalidInput('You have no passkey');
    return answer(c, passkeyConfirmOptions, { code: 0, message: '', data: options });
  });

  return app;
}
