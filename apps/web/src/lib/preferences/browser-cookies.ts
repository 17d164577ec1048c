'use client';
import Cookies from 'js-cookie';
import { cookieOf, PREFERENCE_COOKIE_FLAGS, type PreferenceWrite } from '@exchange/contract/cookies';

/** The one browser cookie reader. */
export function readBrowserCookie(name: string): string | undefined {
  return Cookies.get(name);
}

/** The one browser writer of preference cookies: name, lifetime and flags come from the preference table. */
export function writePreferenceCookies(writes: readonly PreferenceWrite[]): void {
  const secure = PREFERENCE_COOKIE_FLAGS.secureOnHttps && window.location.protocol === 'https:';
  for (const write of writes) {
    const { name, value, days } = cookieOf(write);
    if (value === undefined) Cookies.remove(name, { path: PREFERENCE_COOKIE_FLAGS.path });
    else Cookies.set(name, value, { path: PREFERENCE_COOKIE_FLAGS.path, expires: days, sameSite: PREFERENCE_COOKIE_FLAGS.sameSite, secure });
  }
}
