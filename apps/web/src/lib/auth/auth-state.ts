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

/** Paths where user info is not fetched (spec doc 2 §4 "Auth state"): the 404 page, sign-up, the OAuth callback, login reset. `path` is without the locale prefix. */
export function skipsUserInfo(path: string, notFound: boolean): boolean {
  return notFound || /^\/(signup|auth|login\/reset|404)(\/|$)/.test(path);
}
