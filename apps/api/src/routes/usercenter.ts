import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { REFERRAL_COOKIES } from '@exchange/contract/referral-codes';
import { getUserInfo, getUserTier, login, logout, logoutAll, signup, type UserInfo } from '@exchange/contract/usercenter';
import { fiats, users } from '../db/schema';
import { computeTier } from '../domain/tiers';
import { answer, serve } from '../http/answer';
import type { AppEnv } from '../http/env';
import { badCredentials, emailTaken, rateLimited } from '../http/errors';
import { readInput } from '../http/input';
import { requireUser } from '../security/auth';
import { clearLoginCookies, setLoginCookies } from '../security/cookies';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../security/password';
import { clearLoginFailures, reserveLoginAttempt, reserveSignupAttempt } from '../security/rateLimit';
import { noteLoginDevice } from '../domain/devices';
import { codeOfIso2 } from '../domain/countries';
import { ensureReferralAccount, recordReferral } from '../domain/referral';
import { createSession, endAllSessions, endSession, type UserRow } from '../security/sessions';

/** A new account's nickname: the email's local part (at most 32 characters). */
export function nicknameFromEmail(email: string): string {
  return (email.split('@')[0] ?? 'user').slice(0, 32) || 'user';
}

export function userInfoOf(user: UserRow): UserInfo {
  return {
    is_login: true,
    uid: user.uid,
    nickname: user.nickname,
    user_nick: user.userNick,
    user_avatar: user.avatar,
    verified: user.verified,
    // No security settings (2FA, anti-phishing code) exist yet, so every account is at level 0.
    safe_level: 0,
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
    const { db, clientIp } = c.var;
    // Every valid attempt counts (atomically, as for login): a 409 says the email exists, which is
    // helpful to a person and must not become a fast way to test a list of emails.
    const reservation = await reserveSignupAttempt(db, email, clientIp, c.var.now());
    if (!reservation.ok) throw rateLimited(reservation.retryAfter);
    const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (existing.length > 0) throw emailTaken();
    const nickname = nicknameFromEmail(email);
    // The profile country starts as the visitor's location when it is known (0: unknown).
    const country = await codeOfIso2(db, c.var.location);
    const [user] = await db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(password), nickname, userNick: nickname, country })
      .onConflictDoNothing()
      .returning();
    if (!user) throw emailTaken();
    await ensureReferralAccount(db, user.id);
    // The referrer from the link's cookies (spec doc 2 §3 "Referral state"), when its code verifies.
    await recordReferral(db, user.id, {
      refUid: getCookie(c, REFERRAL_COOKIES.uid),
      refType: getCookie(c, REFERRAL_COOKIES.type),
      channel: getCookie(c, REFERRAL_COOKIES.channel),
      groupId: getCookie(c, REFERRAL_COOKIES.group),
    });
    setLoginCookies(c, await createSession(db, user.id, c.var.now()), user);
    return answer(c, signup, { code: 0, message: '', data: { uid: user.uid, nickname: user.nickname } });
  });

  serve(app, login, async (c) => {
    const { email, password } = await readInput(c, login);
    const { db, clientIp } = c.var;
    const now = c.var.now();
    // The attempt is counted (reserved) before the password is checked, atomically per email and
    // address, so parallel attempts cannot overrun the limit; a failure leaves the row in place.
    const reservation = await reserveLoginAttempt(db, email, clientIp, now);
    if (!reservation.ok) throw rateLimited(reservation.retryAfter);
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    // An unknown email costs one scrypt too, so timing does not tell which emails exist.
    const matches = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !matches) throw badCredentials();
    await clearLoginFailures(db, email);
    if (c.var.session) await endSession(db, c.var.session.sessionId);
    setLoginCookies(c, await createSession(db, user.id, now), user);
    await noteLoginDevice(c, db, user.id, now);
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
    return answer(c, getUserInfo, { code: 0, message: '', data: userInfoOf(user) });
  });

  serve(app, getUserTier, async (c) => {
    await readInput(c, getUserTier);
    const { user } = requireUser(c);
    const [fiat] = await c.var.db.select({ rate: fiats.usdRate }).from(fiats).where(eq(fiats.code, user.currFiat)).limit(1);
    const tier = computeTier({
      vipLevel: user.vipLevel,
      volume30d: user.tradeVolume30d,
      currFiat: fiat ? user.currFiat : 'USD',
      fiatRate: fiat ? Number(fiat.rate) : 1,
    });
    // The spec: "data may be a JSON string". This API sends the string form; the contract parses both.
    return answer(c, getUserTier, { code: 0, message: '', data: JSON.stringify(tier) });
  });

  return app;
}
