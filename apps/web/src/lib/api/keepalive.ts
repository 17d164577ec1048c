'use client';
import { COOKIE } from '@exchange/contract/cookies';
import { readBrowserCookie } from '../browser-cookies';
import { formEncode } from './form';

/**
 * A fire-and-forget POST that outlives the page (fetch `keepalive`): for what must leave as the
 * visitor navigates away, when there is no time to load the API client. It carries the same
 * credentials, CSRF header and form encoding as every call; no answer is read, and a failure is
 * only logged. The API validates the fields as for any other call.
 */
export function postKeepalive(path: string, fields: Record<string, unknown>): void {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  const csrf = readBrowserCookie(COOKIE.csrf);
  if (csrf) headers.csrftoken = csrf;
  try {
    void fetch(path, { method: 'POST', headers, body: formEncode(fields), credentials: 'include', keepalive: true }).catch((error: unknown) =>
      console.warn('[api] keepalive post failed', path, error),
    );
  } catch (error) {
    console.warn('[api] keepalive post failed', path, error);
  }
}
