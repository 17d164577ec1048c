import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, gzip, inflate } from 'node:zlib';
import Negotiator from 'negotiator';
// Next's own reading of the user agent: a crawler it serves blocking metadata to gets a page of its own
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot';
import { COOKIE } from '@exchange/contract/cookies';
import { countryHeaderName } from '@/lib/api/country-header';
import { watchRender, type RenderHealth } from '@/lib/api/render-health';
import { newCsrfToken } from '@/lib/preferences/cookies';
import type { Handler } from './front-door';
import { INTERNAL_RESPONSE_HEADERS } from './internal-headers';

/**
 * The guest page cache (GUEST_PAGE_CACHE_MS, off unless set): a page rendered for a visitor
 * without a session is kept for a moment and sent again to the next visitors whose request would
 * render the same page, with a fresh CSP nonce each time. A render costs tens of milliseconds of
 * CPU (docs/SCALING.md); sending a kept page costs a gzip.
 *
 * What a guest's render reads, and so what a kept page is keyed by (guestPageKey): the host and
 * scheme (the sub-site), the path, every cookie but the CSRF pair (the preferences, the
 * `dev_country` cookie, dismissed lists, whatever else the browser sends), the language header
 * and the CDN's country header (COUNTRY_HEADER). The client's address and user agent are
 * forwarded to the API but change no guest page (rate limits and a login's device notice only);
 * Next itself reads the user agent for one thing, whether a crawler gets the page's metadata
 * before its body, so that class of agent (getBotType) is keyed too.
 *
 * A first visit (no CSRF pair yet) shares the page too: proxy.ts gives it the pair with its
 * answer, and a page kept from such an answer keeps those Set-Cookie lines as patterns; a later
 * first visit gets them with a fresh token in place of the first one (is_on is always `1`). A kept
 * page rendered for a returning visitor has no such patterns: a first visit renders its own.
 *
 * Never kept or answered from the cache: a request for a file (`/_next/…`, a name with a dot),
 * with a session cookie, with a query string (referral links, filters), with Next's own headers
 * (client navigations, prefetches, actions), any method but GET; an answer that is not a 200
 * page, sets a cookie other than the CSRF pair, carries no nonce, or did not finish; a render one
 * of whose API calls failed in a way the next render's might not (no answer, a timeout, a 5xx or
 * 429, an answer outside the contract: render-health.ts), so a page that fell back to the
 * contract's defaults is sent to its visitor and never to others. Concurrent first requests for
 * one key share one render; once a key's answer is one nobody could have kept (a redirect, a 404:
 * neverKeepable), its requests render side by side, none waiting for another's, for the setting's
 * length, and during the trial render after it. A kept page goes out with an `Age` header (seconds
 * since its render).
 *
 * Cookies are keyed only in the plain syntax a browser sends for what the site sets, the CSRF
 * pair only in the shapes proxy.ts gives; anything Next could read otherwise (padding, name-only,
 * repeats, %-escapes) renders every time. A request waits for another's render of its page at
 * most PAGE_CACHE_MAX_WAIT_MS, and a render counts as done when Next has handed over its last
 * byte, not when a (perhaps slow) client has read it. A page whose nonce a flight-data boundary
 * cut in two is not kept (nonceSplit).
 *
 * A kept page is at most `ttlMs` old: live figures in it are that much older (the page's WebSocket
 * brings them up to date as it does for any render). A visitor cannot make their own render fail
 * and have it kept for others: a failed call is never kept, and the CSRF token's shape is checked
 * (a malformed token would fail every call of the render).
 */

export interface PageCacheOptions {
  /** how long a kept page is sent again, in ms */
  readonly ttlMs: number;
  /** a fresh nonce per answer (security-headers.ts newNonce) */
  readonly newNonce: () => string;
  /** COUNTRY_HEADER, as the API reads it */
  readonly countryHeader?: string;
  /** most pages kept at once; the oldest goes first */
  readonly maxEntries?: number;
  /** most bytes of pages kept at once (decoded); the oldest go first */
  readonly maxTotalBytes?: number;
  /** a page larger than this (decoded) is not kept */
  readonly maxBodyBytes?: number;
  /** how long a request waits for another's render of its page before rendering its own (ms) */
  readonly maxWaitMs?: number;
  readonly now?: () => number;
}

export interface PageCache {
  /** answers `req` from the cache, or has `render` answer it (and keeps what it sends when it may) */
  readonly handle: (req: IncomingMessage, res: ServerResponse, render: Handler) => void | Promise<void>;
}

interface Entry {
  /** the page's size in bytes (UTF-8) with its headers, for the cache's bound */
  readonly size: number;
  /** the Set-Cookie lines of the CSRF pair, by cookie name, when the render gave a first visit its pair */
  readonly csrfCookies: ReadonlyMap<string, string>;
  readonly storedAt: number;
  readonly expires: number;
  readonly nonce: string;
  readonly headers: OutgoingHttpHeaders;
  readonly html: string;
}

export const PAGE_CACHE_ENTRIES = 200;
export const PAGE_CACHE_MAX_BODY_BYTES = 2 * 1024 * 1024;
export const PAGE_CACHE_MAX_TOTAL_BYTES = 64 * 1024 * 1024;
export const PAGE_CACHE_MAX_WAIT_MS = 2_000;
/** the longest GUEST_PAGE_CACHE_MS allowed: a kept page is a moment's saving, never a stale exchange */
export const PAGE_CACHE_MAX_TTL_MS = 10_000;

/** Request headers the web server forwards to the API that no guest page depends on (see above). */
export const UNKEYED_FORWARDED_HEADERS: readonly string[] = ['x-forwarded-for', 'user-agent'];
/** Request headers a kept page is keyed by, beside the cookies and COUNTRY_HEADER. */
export const KEYED_HEADERS: readonly string[] = ['x-forwarded-host', 'x-forwarded-proto', 'accept-language'];

/** Headers of the first answer that are not sent again as they were (length, encoding and connection are the new answer's). */
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', ...INTERNAL_RESPONSE_HEADERS]);
const NONCE_SOURCE = /'nonce-([A-Za-z0-9+/_=-]{16,})'/;

/** GUEST_PAGE_CACHE_MS: unset or 0 is off; anything but a whole number of ms up to ten seconds is a start-up error. */
export function pageCacheTtl(configured: string | undefined): number {
  const raw = configured?.trim();
  if (!raw) return 0;
  const ms = Number(raw);
  if (!/^\d+$/.test(raw) || ms > PAGE_CACHE_MAX_TTL_MS)
    throw new Error(`GUEST_PAGE_CACHE_MS must be a whole number of milliseconds from 0 to ${PAGE_CACHE_MAX_TTL_MS}, got ${configured}`);
  return ms;
}

function single(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** A cookie as `name=value` in the plain syntax a browser sends for what the site sets: a token name, a value without spaces, quotes, commas, semicolons, backslashes or %-escapes. */
const PLAIN_COOKIE = /^([!#$&'*+.^_`|~0-9A-Za-z-]+)=([^\s",;\\%]*)$/;
/** The CSRF pair's values as proxy.ts gives them (an empty one counts as absent). */
const CSRF_VALUE: Readonly<Record<string, RegExp>> = { [COOKIE.csrf]: /^([0-9a-f]{64})?$/, [COOKIE.csrfOn]: /^1?$/ };

/**
 * The request's cookies as name/value pairs (the Cookie header's `; `-separated list), or
 * undefined when one is not in the plain syntax or a name repeats: Next reads such cookies its own
 * way (decoding, padding, name-only cookies, the last duplicate winning) and a key must never read
 * them differently from the render; such requests are rendered every time.
 */
function plainCookiePairs(header: string): [string, string][] | undefined {
  if (header === '') return [];
  const pairs: [string, string][] = [];
  const names = new Set<string>();
  for (const part of header.split(/; ?/)) {
    const found = PLAIN_COOKIE.exec(part);
    const name = found?.[1];
    const value = found?.[2];
    if (name === undefined || value === undefined || names.has(name)) return undefined;
    if (CSRF_VALUE[name] && !CSRF_VALUE[name].test(value)) return undefined;
    names.add(name);
    pairs.push([name, value]);
  }
  return pairs;
}

/**
 * Whether a path can be a page: Next's own files (`/_next/…`) and files by name (a last segment
 * with a dot: `/sw.js`, `/coin-icons/btc.svg`) are sent by Next as they are, never rendered, and
 * would only wait on one another here.
 */
function isPagePath(path: string): boolean {
  return !path.startsWith('/_next/') && !(path.split('/').pop() ?? '').includes('.');
}

/** The kept page's key for this request, or undefined when its page is never kept (see the module's comment). Pure. */
export function guestPageKey(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>, countryHeader?: string): string | undefined {
  if (req.method !== 'GET' || !req.url || req.url.includes('?') || !isPagePath(req.url)) return undefined;
  const { headers } = req;
  if (headers.authorization !== undefined || Object.keys(headers).some((name) => name === 'rsc' || name.startsWith('next-'))) return undefined;
  const cookies = plainCookiePairs(single(headers.cookie));
  if (!cookies) return undefined;
  const names = new Set(cookies.map(([name]) => name));
  if (names.has(COOKIE.sessionSecure) || names.has(COOKIE.sessionPlain)) return undefined;
  const kept = cookies
    .filter(([name]) => name !== COOKIE.csrf && name !== COOKIE.csrfOn)
    .map(([name, value]) => `${name}=${value}`)
    .sort();
  const country = countryHeaderName(countryHeader);
  const parts = [
    req.url,
    getBotType(single(headers['user-agent'])) ?? '',
    ...KEYED_HEADERS.map((name) => single(headers[name])),
    country ? single(headers[country]) : '',
    ...kept,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64');
}

const CSRF_PAIR: readonly string[] = [COOKIE.csrf, COOKIE.csrfOn];

/** The CSRF pair's cookies a keyed request lacks (absent or empty: proxy.ts gives those anew); read as guestPageKey reads them. */
export function missingCsrfCookies(headers: IncomingMessage['headers']): string[] {
  const present = new Set((plainCookiePairs(single(headers.cookie)) ?? []).filter(([, value]) => value !== '').map(([name]) => name));
  return CSRF_PAIR.filter((name) => !present.has(name));
}

/** The Set-Cookie lines by cookie name when every one is of the CSRF pair; undefined when another cookie is set. */
function csrfSetCookies(setCookie: OutgoingHttpHeaders[string]): Map<string, string> | undefined {
  const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  const byName = new Map<string, string>();
  for (const line of lines) {
    const name = line.slice(0, line.indexOf('=')).trim();
    if (!CSRF_PAIR.includes(name)) return undefined;
    byName.set(name, line);
  }
  return byName;
}

/** A kept Set-Cookie line for a new visitor: the token a fresh one, is_on as it was. */
function freshCsrfCookie(name: string, line: string): string {
  if (name !== COOKIE.csrf) return line;
  const attributes = line.indexOf(';');
  return `${name}=${newCsrfToken()}${attributes >= 0 ? line.slice(attributes) : ''}`;
}

/** `value` with every `from` turned into `to`, in a header value of any shape. */
function replaceIn(value: OutgoingHttpHeaders[string], from: string, to: string): OutgoingHttpHeaders[string] {
  if (typeof value === 'string') return value.split(from).join(to);
  if (Array.isArray(value)) return value.map((v) => v.split(from).join(to));
  return value;
}

/** The nonce the answer's Content-Security-Policy names, if any. */
function answerNonce(headers: OutgoingHttpHeaders): string | undefined {
  const csp = headers['content-security-policy'];
  const values = Array.isArray(csp) ? csp : [String(csp ?? '')];
  for (const value of values) {
    const found = NONCE_SOURCE.exec(value);
    if (found?.[1]) return found[1];
  }
  return undefined;
}

const decoders: Record<string, (body: Buffer) => Promise<Buffer>> = {
  identity: async (body) => body,
  gzip: promisify(gunzip),
  // Next's compression answers deflate to a client that asks only for it
  deflate: promisify(inflate),
  br: promisify(brotliDecompress),
};
const gzipAsync = promisify(gzip);

/** What a 200 answer must carry to be kept, read once: its CSRF cookie lines and its nonce (undefined: it cannot be). */
function keptParts(headers: OutgoingHttpHeaders): { csrfCookies: Map<string, string>; nonce: string } | undefined {
  if (!String(headers['content-type'] ?? '').startsWith('text/html')) return undefined;
  const csrfCookies = csrfSetCookies(headers['set-cookie']);
  const nonce = csrfCookies && answerNonce(headers);
  return nonce ? { csrfCookies, nonce } : undefined;
}

/**
 * Whether an answer is one no request with its key could have kept: a redirect or a client error
 * (a 404), a page that is not HTML, sets a cookie other than the CSRF pair, or carries no nonce.
 * What depends on the one request (its encoding, a cut nonce, a failed API call, a crash) is not.
 */
function neverKeepable(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status >= 300 && status < 500) return true;
  return status === 200 && !keptParts(headers);
}

/** The answer `render` sent, decoded and ready to send again; undefined when it may not be kept. */
async function keepable(
  status: number,
  headers: OutgoingHttpHeaders,
  body: Buffer,
  options: Required<Pick<PageCacheOptions, 'ttlMs' | 'now' | 'maxBodyBytes'>>,
): Promise<Entry | undefined> {
  const parts = status === 200 ? keptParts(headers) : undefined;
  if (!parts) return undefined;
  const { csrfCookies, nonce } = parts;
  const decode = decoders[String(headers['content-encoding'] ?? 'identity').toLowerCase()];
  if (!decode) return undefined;
  const decoded = await decode(body);
  if (decoded.length > options.maxBodyBytes) return undefined;
  const html = decoded.toString('utf8');
  if (nonceSplit(html, nonce)) return undefined;
  const replayed: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!NOT_REPLAYED.has(name) && name !== 'set-cookie') replayed[name] = value;
  const storedAt = options.now();
  const size = decoded.length + Buffer.byteLength(JSON.stringify(replayed)) + [...csrfCookies.values()].join('').length;
  return { size, csrfCookies, storedAt, expires: storedAt + options.ttlMs, nonce, headers: replayed, html };
}

/**
 * Whether the nonce appears cut in two anywhere (React cuts its flight data into pieces at buffer
 * boundaries, and Next writes each piece in a script of its own): a piece would keep the old nonce
 * after the replacement. A cut at k leaves an extra copy of the nonce's first six characters
 * (k ≥ 6) or of its last six (k < 6, the rest being longer). Such a page is not kept.
 */
export function nonceSplit(html: string, nonce: string): boolean {
  const count = (part: string) => html.split(part).length - 1;
  const whole = count(nonce);
  return count(nonce.slice(0, 6)) > whole || count(nonce.slice(-6)) > whole;
}

/** Whether `entry` can be sent to a request lacking `missing` of the CSRF pair: it holds a line for each. */
function servesFirstVisit(entry: Entry, missing: readonly string[]): boolean {
  return missing.every((name) => entry.csrfCookies.has(name));
}

/**
 * Sends a kept page with `nonce` in place of the one it was rendered with, gzipped when the client
 * takes gzip, giving the CSRF cookies in `missing` anew.
 */
async function send(entry: Entry, req: IncomingMessage, res: ServerResponse, nonce: string, now: number, missing: readonly string[]): Promise<void> {
  const html = entry.html.split(entry.nonce).join(nonce);
  const zipped = new Negotiator({ headers: { 'accept-encoding': single(req.headers['accept-encoding']) } }).encoding(['gzip', 'identity']) === 'gzip';
  const body = zipped ? await gzipAsync(html) : Buffer.from(html, 'utf8');
  if (res.destroyed || res.headersSent) return;
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(entry.headers)) headers[name] = replaceIn(value, entry.nonce, nonce);
  headers['content-length'] = body.length;
  // a cache's own header (RFC 9111 §5.1): seconds since the page was rendered
  headers.age = String(Math.max(0, Math.floor((now - entry.storedAt) / 1000)));
  if (zipped) headers['content-encoding'] = 'gzip';
  const cookies = missing.map((name) => freshCsrfCookie(name, entry.csrfCookies.get(name) ?? ''));
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(200, headers);
  res.end(body);
}

/** Records what `res` sends (status, headers, body bytes) and reports it once the answer has finished, or undefined if it did not. */
function record(
  res: ServerResponse,
  maxBytes: number,
  done: (answer: { status: number; headers: OutgoingHttpHeaders; body: Buffer } | undefined) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  let settled = false;
  const take = (chunk: unknown, encoding: unknown) => {
    if (tooLarge || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const bytes =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk)
          : undefined;
    if (!bytes) return;
    size += bytes.length;
    if (size > maxBytes) tooLarge = true;
    else chunks.push(bytes);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  let headArgs: OutgoingHttpHeaders = {};
  res.write = ((...args: unknown[]) => {
    take(args[0], args[1]);
    return write(...args);
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    take(args[0], args[1]);
    const ended = end(...args);
    // everything the page is was handed over: the answer is known now, whatever the client's pace
    // (a visitor reading slowly must not hold the others who wait for this render)
    settle(true);
    return ended;
  }) as ServerResponse['end'];
  res.writeHead = ((...args: unknown[]) => {
    const given = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    if (given) headArgs = given as OutgoingHttpHeaders;
    return writeHead(...args);
  }) as ServerResponse['writeHead'];
  function settle(finished: boolean): void {
    if (settled) return;
    settled = true;
    if (!finished || tooLarge) return done(undefined);
    const headers: OutgoingHttpHeaders = { ...res.getHeaders() };
    for (const [name, value] of Object.entries(headArgs)) headers[name.toLowerCase()] = value;
    done({ status: res.statusCode, headers, body: Buffer.concat(chunks) });
  }
  res.once('close', () => settle(false));
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const settings = { ttlMs: options.ttlMs, now: options.now ?? Date.now, maxBodyBytes: options.maxBodyBytes ?? PAGE_CACHE_MAX_BODY_BYTES };
  const maxEntries = options.maxEntries ?? PAGE_CACHE_ENTRIES;
  const maxTotalBytes = options.maxTotalBytes ?? PAGE_CACHE_MAX_TOTAL_BYTES;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.size;
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    while (entries.size > 0 && (entries.size >= maxEntries || totalBytes + entry.size > maxTotalBytes)) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      drop(oldest.value);
    }
    if (entry.size > maxTotalBytes) return;
    entries.set(key, entry);
    totalBytes += entry.size;
  };
  /** keys whose page is being rendered now: later requests for it wait for that render */
  const rendering = new Map<string, Promise<Entry | undefined>>();
  /**
   * keys whose last render no request could have kept (neverKeepable: a redirect, a 404), with when
   * that stops counting (the setting's length): meanwhile their requests render without waiting for
   * one another's render first, which could not be shared anyway; at most maxEntries. Nothing that
   * depends on one request (its encoding, a failed API call) marks a key: a visitor could otherwise
   * switch the cache off for a page.
   */
  const unkeepable = new Map<string, number>();
  /** keys whose pending render is a trial after their mark ran out: others render without waiting for it */
  const trials = new Set<string>();
  const refuse = (key: string) => {
    unkeepable.delete(key);
    if (unkeepable.size >= maxEntries) {
      const oldest = unkeepable.keys().next();
      if (!oldest.done) unkeepable.delete(oldest.value);
    }
    unkeepable.set(key, settings.now() + settings.ttlMs);
  };

  const fill = (key: string, req: IncomingMessage, res: ServerResponse, render: Handler) => {
    let resolve: (entry: Entry | undefined) => void = () => undefined;
    rendering.set(
      key,
      new Promise((r) => {
        resolve = r;
      }),
    );
    // the render's API calls report a failure here (src/lib/api/render-health.ts): a page that fell
    // back to the contract's defaults because the API failed or was slow is sent, never kept
    const health: RenderHealth = { degraded: false };
    record(res, settings.maxBodyBytes, (answer) => {
      const kept = answer && !health.degraded ? keepable(answer.status, answer.headers, answer.body, settings) : Promise.resolve(undefined);
      void kept
        .catch(() => undefined)
        .then((entry) => {
          rendering.delete(key);
          trials.delete(key);
          if (entry) keep(key, entry);
          else if (answer && neverKeepable(answer.status, answer.headers)) refuse(key);
          resolve(entry);
        });
    });
    return watchRender(health, () => render(req, res));
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, render: Handler): Promise<void> => {
    if (settings.ttlMs <= 0) return render(req, res);
    const key = guestPageKey(req, options.countryHeader);
    if (!key) return render(req, res);
    const missing = missingCsrfCookies(req.headers);
    const kept = entries.get(key);
    if (kept && kept.expires <= settings.now()) drop(key);
    else if (kept && servesFirstVisit(kept, missing)) return send(kept, req, res, options.newNonce(), settings.now(), missing);
    const refusedUntil = unkeepable.get(key);
    if (refusedUntil !== undefined && refusedUntil > settings.now()) return render(req, res);
    const pending = rendering.get(key);
    if (!pending) {
      if (refusedUntil !== undefined) {
        unkeepable.delete(key);
        trials.add(key);
      }
      return fill(key, req, res, render);
    }
    // a trial of a page last seen unkeepable is likely to be so again: not worth a wait
    if (trials.has(key)) return render(req, res);
    const shared = await Promise.race([pending, new Promise<undefined>((r) => setTimeout(r, options.maxWaitMs ?? PAGE_CACHE_MAX_WAIT_MS))]);
    if (shared && servesFirstVisit(shared, missing)) return send(shared, req, res, options.newNonce(), settings.now(), missing);
    return render(req, res);
  };
  return { handle };
}
