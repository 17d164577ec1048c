import { guestUser, type UserInfo } from '@exchange/contract/usercenter';

/**
 * Who the visitor is (spec doc 2 §4 "Auth state"): the user info when it arrives; when the call
 * fails for any reason but a refusal (network, timeout, a broken answer), the readable `uid` and
 * `nickname` cookies still say a session exists, so the header shows the account entry.
 */
export function resolveAuth(answer: { ok: true; user: UserInfo } | { ok: false; status: number }, cookies: { uid?: string; nickname?: string }): UserInfo {
  if (answer.ok) return answer.user;
  if (answer.status === 401 || answer.status === 403) return guestUser;
  const uid = Number(cookies.uid);
  if (Number.isInteger(uid) && uid > 0 && cookies.nickname) return { ...guestUser, is_login: true, uid, nickname: cookies.nickname };
  return guestUser;
}

/**
 * Paths where user info is not fetched (spec doc 2 §4 "Auth state"): sign-up, the OAuth callback,
 * login reset; `path` is without the locale prefix. The spec's list also names the 404 page, but
 * here every path no page serves is the 404 page (the proxy decides it), and its header would then
 * show a logged-in trader "Log In" (issue 44): with a session cookie the 404 page asks like any
 * other page. A visitor without one is never asked about (request-context.ts).
 */
export function skipsUserInfo(path: string): boolean {
  return /^\/(signup|auth|login\/reset)(\/|$)/.test(path);
}
