import { TIMEOUT, type Transport } from './client';
import { countryHeaderName } from './country-header';
import { callTimeoutMs, type Deadline } from './deadline';
import { FORWARDED_HEADERS } from './forwarded-headers';
import { apiOrigin } from './origin';
import { siteOfHost } from '@/lib/site/request-site';

export interface ProxyCall {
  /** the visitor's request headers */
  readonly headers: Headers;
  /** the host the proxy checked, sent as X-Forwarded-Host whatever the request's header says */
  readonly visitorHost: string;
  /** the call's own timeout, cut to what the request's deadline has left */
  readonly ownTimeoutMs: number;
  /** the request's one deadline (deadline.ts), which the render's calls share */
  readonly deadline: Deadline;
  /** whether the API should see the visitor's cookies (their session, their preferences) */
  readonly withCookies: boolean;
  readonly log: Transport['log'];
}

/**
 * How proxy.ts's own calls reach the API (the pair check, the compliance answer, the referral
 * check): with the visitor's forwarding headers (FORWARDED_HEADERS) and the CDN's country header
 * (COUNTRY_HEADER), as the render's calls (server.ts), so the API sees the same visitor; never
 * with a CSRF token (these are reads).
 */
export function proxyTransport(call: ProxyCall): Transport {
  const forwarded: Record<string, string> = { 'x-forwarded-host': call.visitorHost };
  for (const name of FORWARDED_HEADERS.filter((n) => n !== 'x-forwarded-host')) {
    const value = call.headers.get(name);
    if (value) forwarded[name] = value;
  }
  const country = countryHeaderName(process.env.COUNTRY_HEADER);
  const countryValue = country ? call.headers.get(country) : null;
  if (country && countryValue) forwarded[country] = countryValue;
  const cookie = call.headers.get('cookie');
  if (call.withCookies && cookie) forwarded.cookie = cookie;
  return {
    baseUrl: apiOrigin(),
    timeoutMs: callTimeoutMs(call.ownTimeoutMs, call.deadline, Date.now()),
    // the site is the visitor's host's, as the proxy resolved it (its API site code on every call)
    siteCode: siteOfHost(call.visitorHost).apiSiteCode,
    headers: () => forwarded,
    csrfToken: () => undefined,
    fetch: (input, init) => fetch(input, init),
    log: call.log,
  };
}

/**
 * A proxy check of whether a page exists (the trade page's pair, the deposit page's currency): the
 * header calls' 4 s at most, cut to what the request's deadline has left, without the visitor's
 * cookies; a 404 is the expected answer for a page that does not exist and is not logged, any other
 * failure is, under `tag`.
 */
export function pageCheckTransport(headers: Headers, visitorHost: string, deadline: Deadline, tag: string): Transport {
  return proxyTransport({
    headers,
    visitorHost,
    ownTimeoutMs: TIMEOUT.header,
    deadline,
    withCookies: false,
    log: (message, detail) => {
      if (detail.status !== 404) console.warn(`[${tag}] ${message}`, JSON.stringify(detail));
    },
  });
}
