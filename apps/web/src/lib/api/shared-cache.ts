import { setBounded } from '@/lib/util/bounded-map';

/**
 * A shared cache for the web server's API calls (RFC 9111's shared-cache rules, reduced to what
 * the API sends): a GET answer the API marks `public` with a `max-age` (or `s-maxage`) is kept
 * that long and given to every render that asks the same URL with the same key headers, whoever
 * the visitor. The API decides what is public (the tool files, trending stories); every other
 * answer (`no-store`, `private`, none) passes through untouched. An answer that varies on a
 * header outside KEY_HEADERS is never kept.
 */

/** The request headers a kept answer is keyed by: the site (host and site code) and the language headers. */
export const KEY_HEADERS = ['x-forwarded-host', 'application-site-code', 'application-language', 'application-type', 'accept-language'] as const;

/** Most answers kept at once; the oldest goes first. */
export const SHARED_CACHE_ENTRIES = 500;

interface Entry {
  readonly expires: number;
  readonly status: number;
  readonly headers: [string, string][];
  readonly body: string;
}

/** Seconds a shared cache may keep this answer, or 0. Pure. */
export function sharedMaxAge(status: number, cacheControl: string | null, vary: string | null): number {
  if (status !== 200 || !cacheControl) return 0;
  const directives = new Map<string, string>();
  for (const part of cacheControl.toLowerCase().split(',')) {
    const [name = '', value = ''] = part.trim().split('=');
    directives.set(name.trim(), value.trim().replace(/^"|"$/g, ''));
  }
  if (!directives.has('public') || directives.has('private') || directives.has('no-store') || directives.has('no-cache')) return 0;
  if (vary) {
    const names = vary
      .toLowerCase()
      .split(',')
      .map((v) => v.trim());
    if (names.some((name) => name !== '' && !(KEY_HEADERS as readonly string[]).includes(name))) return 0;
  }
  const age = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  return Number.isInteger(age) && age > 0 ? age : 0;
}

/** `fetch` with the shared cache in front of it. */
export function withSharedCache(fetchImpl: typeof fetch, now: () => number = Date.now): typeof fetch {
  const entries = new Map<string, Entry>();
  return async (input, init) => {
    const method = (init?.method ?? 'GET').toUpperCase();
    if (method !== 'GET' || typeof input !== 'string') return fetchImpl(input, init);
    const headers = new Headers(init?.headers);
    const key = [input, ...KEY_HEADERS.map((name) => headers.get(name) ?? '')].join('\n');
    const hit = entries.get(key);
    if (hit && hit.expires > now()) return new Response(hit.body, { status: hit.status, headers: hit.headers });
    if (hit) entries.delete(key);
    const response = await fetchImpl(input, init);
    const maxAge = sharedMaxAge(response.status, response.headers.get('cache-control'), response.headers.get('vary'));
    // an answer that sets a cookie is someone's, whatever it says
    if (maxAge === 0 || response.headers.has('set-cookie')) return response;
    const body = await response.text();
    // the body is kept decoded: its transfer headers no longer describe it
    const kept: [string, string][] = [...response.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length');
    setBounded(entries, key, { expires: now() + maxAge * 1000, status: response.status, headers: kept, body }, SHARED_CACHE_ENTRIES);
    return new Response(body, { status: response.status, headers: kept });
  };
}
