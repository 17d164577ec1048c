import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import { COOKIE } from '@exchange/contract/cookies';
import type { AppEnv } from '../http/env';
import { SESSION_TTL_SECONDS } from './sessions';

/** Plain-http localhost only gets `sid`: a `__Host-` cookie must be Secure, which http cannot carry. */
const SECURE_SESSION_COOKIE = COOKIE.sessionSecure;
const LOCAL_SESSION_COOKIE = COOKIE.sessionPlain;
/** Cookies the front end reads to know someone is logged in (spec doc 2 §3). */
const UID_COOKIE = COOKIE.uid;
const NICKNAME_COOKIE = COOKIE.nickname;
/** Legacy cookies the spec's logout deletes (doc 1 §4). */
const LEGACY_LOGOUT_COOKIES = [COOKIE.legacyPver, COOKIE.legacySign] as const;

function baseOptions(c: Context<AppEnv>): CookieOptions {
  return { path: '/', sameSite: 'Lax', secure: !c.var.insecureLocal };
}

function sessionCookieName(c: Context<AppEnv>): string {
  return c.var.insecureLocal ? LOCAL_SESSION_COOKIE : SECURE_SESSION_COOKIE;
}

/** The session token from either cookie name. */
export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SECURE_SESSION_COOKIE) ?? getCookie(c, LOCAL_SESSION_COOKIE);
}

export function setLoginCookies(c: Context<AppEnv>, token: string, user: { uid: number; nickname: string }): void {
  const options = { ...baseOptions(c), maxAge: SESSION_TTL_SECONDS };
  setCookie(c, sessionCookieName(c), token, { ...options, httpOnly: true });
  setCookie(c, UID_COOKIE, String(user.uid), options);
  setCookie(c, NICKNAME_COOKIE, user.nickname, options);
}

/** The `nickname` cookie after a nickname change, with the session cookie's lifetime (as set at login). */
export function setNicknameCookie(c: Context<AppEnv>, nickname: string): void {
  setCookie(c, NICKNAME_COOKIE, nickname, { ...baseOptions(c), maxAge: SESSION_TTL_SECONDS });
}

export function clearLoginCookies(c: Context<AppEnv>): void {
  const options = baseOptions(c);
  deleteCookie(c, sessionCookieName(c), { ...options, httpOnly: true });
  for (const name of [UID_COOKIE, NICKNAME_COOKIE, ...LEGACY_LOGOUT_COOKIES]) deleteCookie(c, name, options);
}

/** A long-lived random id per browser (HttpOnly), so a login from a browser the user never used can be told (domain/devices.ts). */
export const DEVICE_COOKIE = 'device_id';
const DEVICE_COOKIE_SECONDS = 400 * 24 * 3600;
const DEVICE_ID = /^[A-Za-z0-9_-]{20,64}$/;

/** The device id this browser presents (its device cookie when well-formed), else null; issues none. */
export function presentedDeviceId(c: Context<AppEnv>): string | null {
  const device = getCookie(c, DEVICE_COOKIE);
  return device && DEVICE_ID.test(device) ? device : null;
}

/** This browser's device id: its device cookie when well-formed, else a new random one, set as the cookie. */
export function deviceIdCookie(c: Context<AppEnv>): string {
  const device = presentedDeviceId(c);
  if (device !== null) return device;
  const issued = randomBytes(24).toString('base64url');
  setCookie(c, DEVICE_COOKIE, issued, { ...baseOptions(c), httpOnly: true, maxAge: DEVICE_COOKIE_SECONDS });
  return issued;
}
