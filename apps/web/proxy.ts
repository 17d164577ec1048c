import { NextResponse, type NextRequest } from 'next/server';
import { hostname, hostsOf, parseHostOverrides, siteForHost } from '@exchange/sites/resolve';
import { COOKIE } from '@exchange/contract/cookies';
import { isPlainHttpLocal, newCsrfToken } from './src/lib/preferences/cookies';
import { CONTEXT_HEADER } from './src/lib/request/context-headers';
import { formatHost, parseHostHeader, parseProto } from './src/lib/security/host-header';
import { guardRedirect } from './src/lib/auth/page-guard';
import { captureReferral } from './src/lib/referral/referral-capture';
import { resolveRoute } from './src/lib/nav/routing';
import { TIMEOUT } from './src/lib/api/client';
import { deadlineBudgetMs, formatDeadline, startDeadline } from './src/lib/api/deadline';
import { apiOrigin } from './src/lib/api/origin';
import { reportFailedCall } from './src/lib/api/render-health';
import { complianceRedirect, encodeCompliance, readCompliance } from './src/lib/compliance/compliance-route';
import { readPairInfo, tradePairGate } from './src/lib/trade/trade-pair-gate';
import { depositCurrencyGate, readNetworksStatus } from './src/lib/wallet/networks-gate';
import {
  contentSecurityPolicy,
  EMBED_FRAME_OPTIONS,
  isEmbeddablePage,
  newNonce,
  NO_CONTENT_CSP,
  STATIC_SECURITY_HEADERS,
} from './src/lib/security/security-headers';
import { websocketOrigin } from './src/lib/site/websocket-origin';

const hostOverrides = parseHostOverrides(process.env.SITE_HOSTS);

/** The visitor's host: the front door's validated X-Forwarded-Host, else Host; checked again here. */
function visitorHost(request: NextRequest): string {
  const host = parseHostHeader(request.headers.get('x-forwarded-host')) ?? parseHostHeader(request.headers.get('host'));
  return host ? formatHost(host) : request.nextUrl.host;
}

/** `http` or `https` only: the front door's X-Forwarded-Proto, else the URL's. */
function visitorProto(request: NextRequest): 'http' | 'https' {
  return parseProto(request.headers.get('x-forwarded-proto')) ?? parseProto(request.nextUrl.protocol) ?? 'http';
}

/** A redirect: nothing to render, so beside next.config.ts's baseline its policy allows nothing. */
function redirectTo(url: URL, status: 307 | 308): NextResponse {
  const response = NextResponse.redirect(url, status);
  response.headers.set('Content-Security-Policy', NO_CONTENT_CSP);
  return response;
}

/**
 * Every page request: resolve the sub-site from the host and the locale from the path, redirect
 * a default-locale prefix to the bare path, send unknown locale prefixes to the 404 page, send a
 * visitor without a session from account pages to log in (the page guard), send a visitor the
 * compliance rules keep from a page to the restricted-region page (the compliance gate,
 * src/lib/compliance/compliance-route.ts), set the per-request CSP nonce and security headers,
 * give a first-time visitor a `csrftoken` cookie, and capture a referral link's new ref code
 * (verified by the API first: src/lib/referral/referral-capture.ts). A trade page's pair is checked
 * with the API (src/lib/trade/trade-pair-gate.ts): one the site does not list is the 404 page; so
 * is a deposit page's currency the API does not list (src/lib/wallet/networks-gate.ts).
 *
 * The gates are decided here because this runs for every request, however the page is reached: a
 * full load, a client-side navigation's RSC request, a prefetch, any locale prefix or path
 * spelling (the root layout is not rendered again on a client-side navigation). The request's one
 * deadline for API calls (src/lib/api/deadline.ts) starts here, as the request arrives: the
 * proxy's calls draw on it, and the render's calls on what they leave (CONTEXT_HEADER.deadline).
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const deadline = startDeadline(deadlineBudgetMs(process.env.SERVER_DEADLINE_MS, TIMEOUT.server), Date.now());
  const { pathname, search } = request.nextUrl;
  const host = visitorHost(request);
  const site = siteForHost(host, hostOverrides);
  const route = resolveRoute(pathname, site);
  if (route.kind === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = route.to;
    url.search = search;
    return redirectTo(url, 308);
  }

  // account pages send a guest to log in before anything else, built here or not (a guest never
  // learns which account paths exist)
  const hasSession = Boolean(request.cookies.get(COOKIE.sessionSecure)?.value ?? request.cookies.get(COOKIE.sessionPlain)?.value);
  const guarded = guardRedirect(route.path, search, route.locale, site.defaultLocale, hasSession);
  if (guarded) return redirectTo(new URL(guarded, request.nextUrl), 307);

  // the pair check, the deposit currency check and the compliance answer, side by side, within the request's deadline
  const [{ decision: pairDecision, pairInfo }, currencyDecision, { compliance, error }] = await Promise.all([
    tradePairGate(route, (pair) => readPairInfo(request.headers, host, pair, deadline)),
    depositCurrencyGate(route, (currency) => readNetworksStatus(request.headers, host, currency, deadline)),
    readCompliance(request.headers, host, route.locale, deadline),
  ]);
  const decision = currencyDecision.kind === 'notFound' ? currencyDecision : pairDecision;
  // the page rendered from a failed call's default is not kept for other visitors (server/page-cache.ts)
  if (error) reportFailedCall(error);
  const restricted = complianceRedirect(compliance, site, decision.path, decision.locale);
  if (restricted) return redirectTo(new URL(restricted, request.nextUrl), 307);

  const https = !isPlainHttpLocal(visitorProto(request), host);
  const nonce = newNonce();
  const secure = https && visitorProto(request) === 'https';
  const websocket = websocketOrigin({
    configured: process.env.WS_ORIGIN,
    apiOrigin: apiOrigin(),
    pageHostname: hostname(host),
    siteHosts: hostsOf(site, hostOverrides),
    secure,
  });
  const embed = decision.kind === 'page' && isEmbeddablePage(decision.path, search);
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development', https: secure, websocket, embeddable: embed });
  const headers = new Headers(request.headers);
  headers.set(CONTEXT_HEADER.site, site.key);
  headers.set(CONTEXT_HEADER.locale, decision.locale);
  headers.set(CONTEXT_HEADER.path, decision.path);
  headers.set(CONTEXT_HEADER.nonce, nonce);
  headers.set(CONTEXT_HEADER.websocket, websocket);
  headers.set('content-security-policy', csp);
  headers.set(CONTEXT_HEADER.compliance, encodeCompliance(compliance));
  headers.set(CONTEXT_HEADER.deadline, formatDeadline(deadline));
  // Strip any context header a client tried to send itself.
  if (embed) headers.set(CONTEXT_HEADER.embed, '1');
  else headers.delete(CONTEXT_HEADER.embed);
  if (decision.kind === 'notFound') headers.set(CONTEXT_HEADER.notFound, '1');
  else headers.delete(CONTEXT_HEADER.notFound);
  if (pairInfo) headers.set(CONTEXT_HEADER.pairInfo, pairInfo);
  else headers.delete(CONTEXT_HEADER.pairInfo);

  const internalPath = decision.kind === 'notFound' ? `/${decision.locale}/_not-found` : `/${decision.locale}${decision.path === '/' ? '' : decision.path}`;
  const target = request.nextUrl.clone();
  target.pathname = internalPath;
  // the 404 page is rendered by the catch-all route, on the server, answered with status 404
  const response = NextResponse.rewrite(target, { request: { headers }, status: decision.kind === 'notFound' ? 404 : undefined });

  response.headers.set('Content-Security-Policy', csp);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  if (embed) response.headers.set('X-Frame-Options', EMBED_FRAME_OPTIONS);
  if (!request.cookies.get(COOKIE.csrf)?.value) {
    response.cookies.set(COOKIE.csrf, newCsrfToken(), { path: '/', sameSite: 'lax', secure: https, httpOnly: false });
  }
  if (!request.cookies.get(COOKIE.csrfOn)?.value) {
    response.cookies.set(COOKIE.csrfOn, '1', { path: '/', sameSite: 'lax', secure: https, httpOnly: false });
  }
  if (decision.kind === 'page') await captureReferral(request, response, https, host, deadline);
  return response;
}

export const config = {
  matcher: [
    // Every page (prefetches too: they need the same rewrite); not static files. The exclusions are
    // anchored: `_next/static/` and `_next/image` as folders, the public files by their exact name,
    // so `/sw.jsx/login` or `/favicon.icox/login` are pages (here: the 404 page) with the headers.
    // The API prefixes never get here: the front door (server/front-door.ts) forwards them.
    // Coin icons (/coin-icons/btc.svg), fiat icons (/fiat-icons/usd.svg), the app's QR code (/app-qr/main.svg) and the
    // built-in avatars (/avatars/fox.svg) are route handlers of their own, matched by their exact shape.
    '/((?!(?:_next/static/|_next/image(?:/|$)|(?:favicon\\.ico|icon\\.svg|robots\\.txt|sw\\.js)$|coin-icons/[a-z0-9]{1,16}\\.svg$|fiat-icons/[a-z]{3}\\.svg$|app-qr/[a-z]{2,8}\\.svg$|avatars/[a-z]{2,12}\\.svg$)).*)',
  ],
};
