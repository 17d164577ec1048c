'use client';
import { COOKIE } from '@exchange/contract/cookies';
import { readBrowserCookie } from '@/lib/preferences/browser-cookies';
import { formEncode } from './form';

/**
 * A fire-and-forget POST that outlives the page (fetch `keepalive`): for what must leave as the
 * visitor navigates away, when there is no time to load the API client. It carries the same
 * credentials, CSRF header and form encoding as every call; no answer is read, and a failure is
 * only logged. The API validates the fields as for any other call. A post still unanswered after
 * `timeoutMs` is given up while the page lives: a hung one would hold one of the few connections
 * the browser opens to the site. (No import of the API client here: it would bring the contract,
 * and zod, into every page's first load.)
 */
export function postKeepalive(path: string, fields: Record<string, unknown>, timeoutMs: number): void {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };
  const csrf = readBrowserCookie(COOKIE.csrf);
  if (csrf) headers.csrftoken = csrf;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, 'TimeoutError')), timeoutMs);
  try {
    void fetch(path, { method: 'POST', headers, body: formEncode(fields), credentials: 'include', keepalive: true, signal: controller.signal })
      .catch((error: unknown) => console.warn('[api] keepalive post failed', path, error))
      .finally(() => clearTimeout(timer));
  } catch (error) {
    clearTimeout(timer);
    console.warn('[api] keepalive post failed', path, error);
  }
}
