'use client';
import type { AnswerOf, AnyCall, RequestOf } from '@exchange/contract/define';
import { COOKIE, readCookie } from '../cookies';
import { request, TIMEOUT, type ApiResult, type Transport } from './client';

function browserTransport(timeoutMs: number): Transport {
  return {
    baseUrl: '',
    timeoutMs,
    headers: () => ({}),
    csrfToken: () => readCookie(document.cookie, COOKIE.csrf),
    fetch: (input, init) => fetch(input, init),
    log: (message, detail) => console.warn(`[api] ${message}`, detail),
  };
}

/** A call from the browser with its result (for forms that show the API's error). */
export function browserRequest<C extends AnyCall>(
  call: C,
  input: RequestOf<C>,
  options: { header?: boolean } = {},
): Promise<ApiResult<AnswerOf<C>>> {
  return request(browserTransport(options.header ? TIMEOUT.header : TIMEOUT.browser), call, input);
}

/** A call from the browser that resolves to the answer, or the contract's default on failure. */
export async function browserApi<C extends AnyCall>(call: C, input: RequestOf<C>, options: { header?: boolean } = {}): Promise<AnswerOf<C>> {
  return (await browserRequest(call, input, options)).data;
}
