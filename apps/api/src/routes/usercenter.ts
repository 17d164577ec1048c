import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { REFERRAL_COOKIES } from '@exchange/contract/referral-codes';
import { getUserInfo, getUserTier, login, logout, logoutAll, signup, type UserInfo } from '@exchange/contract/usercenter';
import { checkLogin, signUp, userTier } from '../domain/accounts';
import { noteLoginDevice } from '../domain/devices';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { badCredentials, emailTaken, rateLimited } from '../http/errors';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';
import { clearLoginCookies, deviceIdCookie, presentedDeviceId, setLoginCookies } from '../security/cookies';
import { verifiedCode } from '../domain/verification';
import { createPasswordSession, createSession, endAllSessions, endSession, type UserRow } from '../security/sessions';
import { sessionOriginOf } from '../http/sessionOrigin';
import { recordLoginEvent } from '../domain/identity/loginEvents';
import { recordLoginFailure } from '../domain/identity/loginHistory';
import { protectionsOf, safeLevel } from '../domain/identity/securityState';

/** get_info's answer for `user`; `safeLevel` from domain/identity/securityState.ts (the stored protections). */
export function userInfoOf(user: UserRow, safeLevel: number): UserInfo {
  return {
    is_login: true,
    uid: user.uid,
    nickname: user.nickname,
    user_nick: user.userNick,
    user_avatar: user.avatar,
    // the spec's KYC code for the stored level (doc 2 §3 mapping), not the stored number
    verified: verifiedCode(user.verified),
    // one point each for the authenticator, a passkey, the fund password, the anti-phishing code (docs/IDENTITY.md)
    safe_level: safeLevel,
    tier_level: user.vipLevel,
    is_sub: user.isSub ? 1 : 0,
    is_sub_account: user.isSub,
    white_list_show: user.whiteList,
    is_risk_user: user.isRiskUser,
    is_withdraw_only_user: user.withdrawOnly,
    country: user.country,
    curr_fiat: user.currFiat,
  };
}

export function usercenterRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  serve(app, signup, async (c) => {
    const { email, password } = await readInput(c, signup);
    const { db } = c.var;
    const result = await signUp(db, {
      email,
      password,
      clientIp: c.var.clientIp,
      location: c.var.location,
      referral: {
        refUid: getCookie(c, REFERRAL_COOKIES.uid),
        refType: getCookie(c, REFERRAL_COOKIES.type),
        channel: getCookie(c, REFERRAL_COOKIES.channel),
        groupId: getCookie(c, REFERRAL_COOKIES.group),
      },
      now: c.var.now(),
    });
    if (!result.ok) throw result.refused === 'rateLimited' ? rateLimited(result.retryAfter) : emailTaken();
    const { user } = result;
    // the new account's session replaces whatever session this browser had, as a login does
    if (c.var.session) await endSession(db, c.var.session.sessionId);
    const origin = sessionOriginOf(c, 'signup');
    setLoginCookies(c, await createSession(db, user.id, c.var.now(), origin), user);
    await recordLoginEvent(db, user.id, { at: c.var.now(), origin });
    return answer(c, signup, { code: 0, message: '', data: { uid: user.uid, nickname: user.nickname } });
  });

  serve(app, login, async (c) => {
    const { email, password } = await readInput(c, login);
    const { db } = c.var;
    const now = c.var.now();
    const result = await checkLogin(db, { email, password, clientIp: c.var.clientIp, deviceId: presentedDeviceId(c), now });
    const origin = sessionOriginOf(c, 'password');
    if (!result.ok) {
      // the account's history records the refusal; the answer is the same with or without an account
      if (result.accountId !== null) {
        await recordLoginFailure(db, result.accountId, { at: now, origin, failure: result.refused === 'rateLimited' ? 'rate_limited' : 'password' });
      }
      throw result.refused === 'rateLimited' ? rateLimited(result.retryAfter) : badCredentials();
    }
    const { user } = result;
    // logging in while logged in ends the old session
    if (c.var.session) await endSession(db, c.var.session.sessionId);
    // the password changed since it was checked (a reset or change meanwhile ended every session): refused as a wrong one
    const token = await createPasswordSession(db, user, now, origin);
    if (token === null) throw badCredentials();
    setLoginCookies(c, token, user);
    await recordLoginEvent(db, user.id, { at: now, origin });
    await noteLoginDevice(db, { userId: user.id, deviceId: deviceIdCookie(c), userAgent: c.req.header('user-agent'), now });
    return answer(c, login, { code: 0, message: '', data: { uid: user.uid, nickname: user.nickname } });
  });

  serve(app, logout, async (c) => {
    await readInput(c, logout);
    const { sessionId } = requireUser(c);
    await endSession(c.var.db, sessionId);
    clearLoginCookies(c);
    return answer(c, logout, { code: 0, message: '', data: {} });
  });

  serve(app, logoutAll, async (c) => {
    await readInput(c, logoutAll);
    const { user } = requireUser(c);
    await endAllSessions(c.var.db, user.id);
    clearLoginCookies(c);
    return answer(c, logoutAll, { code: 0, message: '', data: {} });
  });

  serve(app, getUserInfo, async (c) => {
    await readInput(c, getUserInfo);
    const { user } = requireUser(c);
    const level = safeLevel(await protectionsOf(c.var.db, user));
    return answer(c, getUserInfo, { code: 0, message: '', data: userInfoOf(user, level) });
  });

  serve(app, getUserTier, async (c) => {
    await readInput(c, getUserTier);
    const { user } = requireUser(c);
    const tier = await userTier(c.var.db, user);
    // The spec: "data may be a JSON string". This API sends the string form; the contract parses both.
    return answer(c, getUserTier, { code: 0, message: '', data: JSON.stringify(tier) });
  });

  return app;
}
