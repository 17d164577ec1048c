import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import { guestUser, getUserInfo, type UserInfo } from '@exchange/contract/usercenter';
import { directionOf, isLocale, type Locale } from '@exchange/sites/locales';
import type { SiteConfig } from '@exchange/sites/types';
import { serverRequest } from '@/lib/api/server';
import { resolveAuth, skipsUserInfo } from '@/lib/auth/auth-state';
import { CONTEXT_HEADER } from './context-headers';
import { COOKIE, readPreferences, type Preferences } from '@exchange/contract/cookies';
import { getFiatSettings } from '@/lib/fiat/fiat-settings';
import { getSiteSettings } from '@/lib/site/site-settings';
import { siteOfRender } from '@/lib/site/request-site';

export interface RequestContext {
  readonly site: SiteConfig;
  readonly locale: Locale;
  readonly dir: 'ltr' | 'rtl';
  /** the page path without the locale prefix */
  readonly path: string;
  readonly nonce: string;
  /** the market WebSocket's origin (proxy.ts); '' when the proxy did not run: no live prices then */
  readonly websocketOrigin: string;
  /** an embedded page (the chatroom in its floating window): no header, footer or other site chrome */
  readonly embed: boolean;
  readonly user: UserInfo;
  readonly preferences: Preferences;
  /** the proxy sent this request to the 404 page (no page serves its path) */
  readonly notFound: boolean;
}

/**
 * The request's context, computed once per request (React `cache`), read anywhere on the server
 * without passing props: site (from proxy.ts, else from the host), locale, direction, nonce,
 * the user (only asked of the API when a session may exist) and the preference cookies. It also
 * starts the site and fiat settings calls, so they run in parallel with get_info.
 */
export const getRequestContext = cache(async (): Promise<RequestContext> => {
  // every page's header needs these and they do not depend on the user: start them now, beside
  // get_info, under the request's one deadline (src/lib/api/server.ts)
  void getSiteSettings();
  void getFiatSettings();
  const [h, c] = await Promise.all([headers(), cookies()]);
  const site: SiteConfig = siteOfRender((name) => h.get(name));
  const localeHeader = h.get(CONTEXT_HEADER.locale) ?? '';
  const locale: Locale = isLocale(localeHeader) && site.locales.includes(localeHeader) ? localeHeader : site.defaultLocale;
  const path = h.get(CONTEXT_HEADER.path) ?? '/';
  const notFound = h.get(CONTEXT_HEADER.notFound) === '1';
  const maybeSession = Boolean(c.get(COOKIE.sessionSecure) ?? c.get(COOKIE.sessionPlain) ?? c.get(COOKIE.uid));
  let user: UserInfo = guestUser;
  if (maybeSession && !skipsUserInfo(path)) {
    const result = await serverRequest(getUserInfo, {});
    user = resolveAuth(result.ok ? { ok: true, user: result.data.data } : { ok: false, status: result.error.status }, {
      uid: c.get(COOKIE.uid)?.value,
      nickname: c.get(COOKIE.nickname)?.value,
    });
  }
  return {
    site,
    locale,
    dir: directionOf(locale),
    path,
    nonce: h.get(CONTEXT_HEADER.nonce) ?? '',
    websocketOrigin: h.get(CONTEXT_HEADER.websocket) ?? '',
    embed: h.get(CONTEXT_HEADER.embed) === '1',
    user,
    preferences: readPreferences((name) => c.get(name)?.value, locale),
    notFound,
  };
});
