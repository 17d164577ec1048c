'use client';
import type { AnswerOf, AnyCall, RequestOf } from '@exchange/contract/define';
import { COOKIE } from '@exchange/contract/cookies';
import { readBrowserCookie } from '@/lib/preferences/browser-cookies';
import { request, TIMEOUT, type ApiResult, type Transport, type UploadFiles } from './client';
import { SITE_CODE_DATASET, siteCodeOf } from './site-code';

/**
 * The `csrftoken` header for /json_svr/query_safe (spec doc 2 §7): the cookie's value when the
 * `is_on` cookie is set, else 1. The web server sets `is_on` with the token on a first visit.
 */
export function legacyCsrfToken(read: (name: string) => string | undefined): string {
  return read(COOKIE.csrfOn) ? (read(COOKIE.csrf) ?? '1') : '1';
}

function browserTransport(timeoutMs: number, legacyCsrf: boolean, extraHeaders: Readonly<Record<string, string>>): Transport {
  return {
    baseUrl: '',
    timeoutMs,
    siteCode: siteCodeOf(typeof document === 'undefined' ? undefined : document.documentElement.dataset[SITE_CODE_DATASET]),
    headers: () => ({ ...extraHeaders }),
    csrfToken: () => (legacyCsrf ? legacyCsrfToken(readBrowserCookie) : readBrowserCookie(COOKIE.csrf)),
    fetch: (input, init) => fetch(input, init),
    log: (message, detail) => console.warn(`[api] ${message}`, detail),
  };
}

export interface BrowserCallOptions {
  /** a header call (spec §7): the 4 s timeout instead of 5 s */
  readonly header?: boolean;
  /** extra request headers, e.g. the market calls' `application-language` */
  readonly headers?: Readonly<Record<string, string>>;
}

/** A call from the browser with its result (for forms that show the API's error). */
export function browserRequest<C extends AnyCall>(call: C, input: RequestOf<C>, options: BrowserCallOptions = {}): Promise<ApiResult<AnswerOf<C>>> {
  const legacy = call.path === '/json_svr/query_safe';
  return request(browserTransport(options.header ? TIMEOUT.header : TIMEOUT.browser, legacy, options.headers ?? {}), call, input);
}

/** A call from the browser that resolves to the answer, or the contract's default on failure. */
export async function browserApi<C extends AnyCall>(call: C, input: RequestOf<C>, options: BrowserCallOptions = {}): Promise<AnswerOf<C>> {
  return (await browserRequest(call, input, options)).data;
}

/**
 * An upload call from the browser (a call that declares `files`: contract uploads.ts): its fields
 * and `files` as multipart/form-data, with the upload timeout (60 s) rather than 5 s.
 */
export function browserUpload<C extends AnyCall>(call: C, input: RequestOf<C>, files: UploadFiles): Promise<ApiResult<AnswerOf<C>>> {
  return request(browserTransport(TIMEOUT.upload, false, {}), call, input, files);
}
