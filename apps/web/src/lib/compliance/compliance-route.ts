import { complianceCheck, complianceSchema, type Compliance } from '@exchange/contract/compliance';
import { siteCompliance } from '@exchange/sites/compliance';
import type { Locale } from '@exchange/sites/locales';
import type { SiteConfig } from '@exchange/sites/types';
import { request, TIMEOUT, type ApiError } from '@/lib/api/client';
import type { Deadline } from '@/lib/api/deadline';
import { proxyTransport } from '@/lib/api/proxy-transport';
import { href } from '@/lib/nav/href';
import { routeFor } from './compliance-state';

/**
 * The compliance redirect (spec doc 2 §4) is decided in proxy.ts, which runs for every request
 * however a page is reached: a full load, a client-side navigation's RSC request, a prefetch, any
 * locale prefix or spelling of the path (the root layout, where it was decided before, is not
 * rendered again when the browser navigates inside the app). The proxy asks the API for the
 * visitor's compliance answer once per request, decides with `routeFor` (compliance-state.ts) and
 * hands the same answer to the render (CONTEXT_HEADER.compliance), whose footer, menus, bar and
 * notices read it without asking again. A failed call is the contract's default, "no limits"
 * (spec doc 2 §8): the site stays open, and the render shows the same default.
 */

export interface ComplianceRead {
  readonly compliance: Compliance;
  /** why the call failed (the answer is then the contract's default); undefined when it succeeded */
  readonly error: ApiError | undefined;
}

/** The visitor's compliance answer, asked with their cookies (a logged-in account's country is its profile's), within the request's deadline. */
export async function readCompliance(headers: Headers, visitorHost: string, locale: Locale, deadline: Deadline): Promise<ComplianceRead> {
  const transport = proxyTransport({
    headers,
    visitorHost,
    ownTimeoutMs: TIMEOUT.server,
    deadline,
    withCookies: true,
    log: (message, detail) => console.warn(`[compliance] ${message}`, JSON.stringify(detail)),
  });
  const result = await request(transport, complianceCheck, { lang: locale });
  return { compliance: result.data.data, error: result.ok ? undefined : result.error };
}

/**
 * Where the compliance gate sends a request for `path` (the page path without its locale prefix,
 * as the proxy routed it), in the page's locale; null when the page may render (with or without
 * the tips, which the render decides from the same answer).
 */
export function complianceRedirect(compliance: Compliance, site: Pick<SiteConfig, 'key' | 'defaultLocale'>, path: string, locale: Locale): string | null {
  const route = routeFor({ compliance, site: siteCompliance(site.key), path });
  return route.kind === 'redirect' ? href(route.to, locale, site.defaultLocale) : null;
}

/** Header-safe text of the answer (a header value is Latin-1: the JSON is percent-encoded). */
export function encodeCompliance(compliance: Compliance): string {
  return encodeURIComponent(JSON.stringify(compliance));
}

/** The proxy's answer, checked against the contract again; undefined when absent or broken. */
export function decodeCompliance(header: string | null | undefined): Compliance | undefined {
  if (!header) return undefined;
  try {
    const parsed = complianceSchema.safeParse(JSON.parse(decodeURIComponent(header)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
