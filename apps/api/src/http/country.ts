import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { COOKIE } from '@exchange/contract/cookies';

/**
 * Where a visitor is: an ISO 3166-1 alpha-2 code, or null when unknown. Two sources, both off by
 * default:
 * - `COUNTRY_HEADER` names a header a CDN in front of the site sets on every request, overwriting
 *   whatever the client sent (Cloudflare's `cf-ipcountry`, CloudFront's
 *   `cloudfront-viewer-country`, …). It is believed only on requests from a trusted proxy
 *   (`TRUSTED_PROXIES`: the web server, which passes it on), like the forwarding headers.
 *   Never `X-Forwarded-For` or any address-derived guess.
 * - `DEV_COUNTRY_COOKIE=1` (development and tests only; ignored under NODE_ENV=production) lets the
 *   `dev_country` cookie name the country. It wins over the header.
 */
export interface CountrySources {
  /** lower-case header name, or undefined: no header is believed */
  header: string | undefined;
  /** whether the `dev_country` cookie counts */
  devCookie: boolean;
}

export const NO_COUNTRY_SOURCES: CountrySources = { header: undefined, devCookie: false };

const TOKEN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/**
 * The sources from the environment. A malformed COUNTRY_HEADER throws (a typo must not silently
 * turn geo-compliance off); DEV_COUNTRY_COOKIE under NODE_ENV=production is ignored with a warning.
 */
export function countrySourcesFromEnv(env: Readonly<Record<string, string | undefined>>, warn: (message: string) => void = console.warn): CountrySources {
  const name = env.COUNTRY_HEADER?.trim().toLowerCase() || undefined;
  if (name !== undefined && !TOKEN.test(name)) throw new Error(`COUNTRY_HEADER must be a header name, got ${env.COUNTRY_HEADER}`);
  const wantsDev = ['1', 'true', 'on', 'yes'].includes(env.DEV_COUNTRY_COOKIE?.trim().toLowerCase() ?? '');
  const production = env.NODE_ENV?.trim() === 'production';
  if (wantsDev && production) warn('[api] DEV_COUNTRY_COOKIE is ignored when NODE_ENV=production');
  return { header: name, devCookie: wantsDev && !production };
}

/**
 * An alpha-2 code from a header or cookie value, upper-cased; `UK` reads as `GB`; Cloudflare's
 * unknown (`XX`), Tor (`T1`) and anything not two letters are null.
 */
export function parseCountry(value: string | undefined): string | null {
  const code = value?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || code === 'XX') return null;
  return code === 'UK' ? 'GB' : code;
}

/** The request's location by the configured sources (`trustedPeer`: the socket peer is a trusted proxy). */
export function locationCountry(c: Context, sources: CountrySources, trustedPeer: boolean): string | null {
  if (sources.devCookie) {
    const fromCookie = parseCountry(getCookie(c, COOKIE.devCountry));
    if (fromCookie) return fromCookie;
  }
  if (sources.header !== undefined && trustedPeer) return parseCountry(c.req.header(sources.header));
  return null;
}
