import 'server-only';
import { cache } from 'react';
import { cookies, headers } from 'next/headers';
import type { AnswerOf, AnyCall, RequestOf } from '@exchange/contract/define';
import { COOKIE } from '@exchange/contract/cookies';
import { request, TIMEOUT, type ApiResult, type Transport } from './client';
import { callTimeoutMs, deadlineBudgetMs, deadlineFromHeader, startDeadline, type Deadline } from './deadline';
import { apiOrigin } from './origin';
import { countryHeaderName } from './country-header';
import { siteOfRender } from '@/lib/site/request-site';
import { FORWARDED_HEADERS } from './forwarded-headers';
import { reportFailedCall } from './render-health';
import { withSharedCache } from './shared-cache';
import { CONTEXT_HEADER } from '@/lib/request/context-headers';

/**
 * The page request's one deadline (React `cache`: one per request): the one proxy.ts started when
 * the request arrived, which its own calls (pair check, compliance, referral) have drawn on
 * already; started by the first server-side call when the proxy passed none. SERVER_DEADLINE_MS
 * sets the budget (default the 20 s server timeout).
 */
const getDeadline = cache(async (): Promise<Deadline> => {
  const budget = deadlineBudgetMs(process.env.SERVER_DEADLINE_MS, TIMEOUT.server);
  const now = Date.now();
  return deadlineFromHeader((await headers()).get(CONTEXT_HEADER.deadline), budget, now) ?? startDeadline(budget, now);
});

/** The server's calls share the answers the API marks public (shared-cache.ts), across requests. */
const sharedFetch = withSharedCache((input, init) => fetch(input, init));

async function serverTransport(extra: Readonly<Record<string, string>> = {}): Promise<Transport> {
  const [deadline, h, c] = await Promise.all([getDeadline(), headers(), cookies()]);
  const forwarded: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = h.get(name);
    if (value) forwarded[name] = value;
  }
  // the CDN's country header (COUNTRY_HEADER, the same setting the API reads), so server renders
  // and the compliance redirect see the visitor's country as the browser's own calls do
  const country = countryHeaderName(process.env.COUNTRY_HEADER);
  const countryValue = country ? h.get(country) : null;
  if (country && countryValue) forwarded[country] = countryValue;
  if (!forwarded['x-forwarded-host']) forwarded['x-forwarded-host'] = h.get('host') ?? '';
  const cookie = h.get('cookie');
  if (cookie) forwarded.cookie = cookie;
  return {
    baseUrl: apiOrigin(),
    // its own 20 s, cut to what the request has left
    timeoutMs: callTimeoutMs(TIMEOUT.server, deadline, Date.now()),
    siteCode: siteOfRender((name) => h.get(name)).apiSiteCode,
    headers: () => ({ ...forwarded, ...extra }),
    csrfToken: () => c.get(COOKIE.csrf)?.value,
    fetch: sharedFetch,
    log: (message, detail) => console.warn(`[api] ${message}`, JSON.stringify(detail)),
  };
}

/** `headers`: a call's own extra headers, e.g. the market calls' `application-language`. */
export async function serverRequest<C extends AnyCall>(
  call: C,
  input: RequestOf<C>,
  headers?: Readonly<Record<string, string>>,
): Promise<ApiResult<AnswerOf<C>>> {
  const result = await request(await serverTransport(headers), call, input);
  // a page that fell back to a default because the API failed is not kept for other guests
  if (!result.ok) reportFailedCall(result.error);
  return result;
}

/** A server-side call that resolves to the answer, or the contract's default on failure. */
export async function serverApi<C extends AnyCall>(call: C, input: RequestOf<C>, headers?: Readonly<Record<string, string>>): Promise<AnswerOf<C>> {
  return (await serverRequest(call, input, headers)).data;
}
