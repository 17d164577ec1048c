/**
 * The scoring rules of Mozilla's HTTP Observatory (MDN HTTP Observatory, algorithm version 6,
 * github.com/mdn/mdn-http-observatory: src/analyzer/tests/*, src/grader/charts.js,
 * src/scanner/index.js), reimplemented as a pure function over one answer's headers so tests can
 * grade every kind of answer this project gives (pages, static files, API answers, WebSocket
 * refusals, errors) the way the Observatory grades a site's front page.
 *
 * Scoring: every site starts at 100; each of the 12 tests adds its modifier. Bonuses (positive
 * modifiers) count only when the score without them is 90 or more. The grade is the score rounded
 * down to a multiple of 5 and looked up in the grade chart (100 and above: A+).
 *
 * What the scan fetches besides the graded answer is an input here: the http:// redirect chain
 * (`httpRedirects`), the answer to a request carrying an `Origin` (`cors`), whether the host is on
 * the HSTS preload list. Simplifications, none of which changes a grade of this project's answers:
 * CSP and Referrer-Policy in `<meta http-equiv>` are not read (this project sends neither), and
 * "same second-level domain" for Subresource Integrity compares the last two host labels, not the
 * public-suffix list. Used by apps/api/src/security/observatory.test.ts and
 * apps/web/e2e/security/security-headers.e2e.ts; its own tests: scripts/observatory.test.ts.
 */

export type HeaderList = ReadonlyArray<{ readonly name: string; readonly value: string }>;

export interface ObservatoryScan {
  /** the URL the graded answer came from (its scheme matters: the scan is of an https site) */
  url: string;
  status: number;
  /** every header of the answer, repeated ones (Set-Cookie, Content-Security-Policy) once per line */
  headers: HeaderList;
  /** the answer's body, read for `<script>` elements when it is HTML */
  body?: string;
  /** the http:// URL's redirect chain, the http:// URL first; absent: the host is not served over http */
  httpRedirects?: readonly string[];
  /** the answer to the same request carrying `Origin: <corsOrigin>`; absent: the graded answer is used */
  cors?: { origin: string; headers: HeaderList };
  /** cookies set by other answers of the same scan (the Observatory grades its whole cookie jar) */
  extraSetCookies?: readonly string[];
  hstsPreloaded?: boolean;
}

export interface TestResult {
  result: string;
  modifier: number;
  pass: boolean;
}

export interface ObservatoryGrade {
  score: number;
  grade: string;
  tests: Record<string, TestResult>;
  /** the Observatory only scans answers with a 2xx, 3xx, 401 or 403 status (others: "site down") */
  scannable: boolean;
}

/** Modifiers by result (src/grader/charts.js SCORE_TABLE). */
export const MODIFIERS: Readonly<Record<string, number>> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 5,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-header-invalid': -5,
  'corp-implemented-with-cross-origin': 0,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-not-implemented': 0,
  'coep-implemented-with-require-corp': 10,
  'coep-implemented-with-credentialless': 10,
  'coep-implemented-with-unsafe-none': 0,
  'coep-not-implemented': 0,
  'coep-header-invalid': -5,
  'coop-implemented-with-same-origin': 10,
  'coop-implemented-with-same-origin-allow-popups': 10,
  'coop-implemented-with-noopener-allow-popups': 10,
  'coop-implemented-with-unsafe-none': 0,
  'coop-not-implemented': 0,
  'coop-header-invalid': -5,
};

const SIX_MONTHS = 15_768_000;
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const GRADES: ReadonlyArray<readonly [number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function gradeForScore(score: number): string {
  const floored = Math.max(score, 0) - (Math.max(score, 0) % 5);
  return GRADES.find(([min]) => floored >= min)?.[1] ?? 'F';
}

function values(headers: HeaderList, name: string): string[] {
  return headers.filter((h) => h.name.toLowerCase() === name).map((h) => h.value);
}

/** A header as the Observatory's HTTP client (Node's) sees it: repeated lines joined with ", " (Set-Cookie aside). */
function joined(headers: HeaderList, name: string): string | undefined {
  const all = values(headers, name);
  return all.length > 0 ? all.join(', ') : undefined;
}

// ---------------------------------------------------------------- Content-Security-Policy

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const PASSIVE_DIRECTIVES = ['img-src', 'media-src'];
const NONCE_OR_HASH = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];

export type CspMap = Map<string, Set<string>>;

/** Whether source list entry `a` covers `b` path part by path part (cspParser.js pathPartMatch). */
function pathPartMatch(a: string, b: string): boolean {
  if (a === b || a.length === 0) return true;
  if (a === '/' && b.length === 0) return true;
  const exact = !a.endsWith('/');
  const partsA = a.split('/');
  const partsB = b.split('/');
  if (partsA.length > partsB.length || (exact && partsA.length !== partsB.length)) return false;
  if (!exact) partsA.pop();
  return partsA.every((part, i) => part === partsB[i]);
}

/**
 * Several policies (several headers, or one header with commas) combine as the Observatory
 * combines them: the first policy's directives as written; a directive a later policy also sets
 * keeps only the sources both allow, and one that only a later policy sets counts as `'none'`.
 * Throws on an invalid policy (too short, or a directive repeated within one policy).
 */
export function parseCsp(policies: readonly string[]): { csp: CspMap; duplicates: boolean } {
  const csp: CspMap = new Map();
  let duplicates = false;
  policies.forEach((raw, index) => {
    const policy = raw.replace(/[\r\n]/g, '').trim();
    if (policy.length < 'img-src'.length - 1) throw new Error(`invalid policy: ${policy}`);
    const seen = new Set<string>();
    for (const entry of policy.split(';')) {
      const [rawDirective, ...sources] = entry.trim().split(/\s+/);
      if (!rawDirective) continue;
      const directive = rawDirective.toLowerCase();
      if (seen.has(directive)) {
        if (directive !== 'report-uri' && directive !== 'report-to') throw new Error(`repeated directive ${directive}`);
        duplicates = true;
      }
      seen.add(directive);
      const list = sources.map((s) => s.trim().toLowerCase());
      if (list.length === 0 && directive.endsWith('-src')) list.push("'none'");
      if (index === 0) {
        csp.set(directive, new Set(list));
      } else {
        const before = csp.get(directive) ?? new Set<string>();
        const kept = list.filter((source) => [...before].some((earlier) => pathPartMatch(earlier, source)));
        csp.set(directive, new Set(kept.length > 0 ? kept : ["'none'"]));
      }
    }
  });
  return { csp, duplicates };
}

function cspTest(scan: ObservatoryScan): { result: string; csp?: CspMap } {
  const policies = values(scan.headers, 'content-security-policy').flatMap((v) => v.split(',').map((s) => s.trim()));
  let parsed: { csp: CspMap; duplicates: boolean };
  try {
    parsed = parseCsp(policies);
  } catch {
    return { result: 'csp-header-invalid' };
  }
  const { csp } = parsed;
  if (csp.size === 0) {
    return { result: joined(scan.headers, 'content-security-policy-report-only') ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented' };
  }
  const https = scan.url.startsWith('https:');
  const fallback = (name: string): Set<string> => new Set(csp.get(name) ?? csp.get('default-src') ?? ['*']);
  const scriptSrc = fallback('script-src');
  const styleSrc = fallback('style-src');
  const objectSrc = fallback('object-src');
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((s) => NONCE_OR_HASH.some((p) => s.startsWith(p)))) list.delete("'unsafe-inline'");
  }
  let result: string | undefined;
  if ([...scriptSrc].some((s) => NONCE_OR_HASH.some((p) => s.startsWith(p))) && scriptSrc.has("'strict-dynamic'")) {
    // with 'strict-dynamic' and a nonce or hash, browsers ignore host sources, 'self' and 'unsafe-inline'
    for (const source of [...scriptSrc]) {
      if ([...DANGEROUSLY_BROAD].some((b) => source.startsWith(b)) || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source);
    }
  } else if (scriptSrc.has("'strict-dynamic'")) {
    result = 'csp-header-invalid';
  }
  const active = [...csp].filter(([d]) => !PASSIVE_DIRECTIVES.includes(d) && d !== 'script-src').flatMap(([, s]) => [...s]);
  active.push(...scriptSrc);
  const passive = PASSIVE_DIRECTIVES.flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  const insecure = (s: string): boolean => s.startsWith('http:') || s.startsWith('ftp:');
  const pick = (candidate: string, when: boolean): void => {
    if (when && result === undefined) result = candidate;
  };
  pick('csp-implemented-with-unsafe-inline', [...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s)));
  pick('csp-implemented-with-insecure-scheme', https && active.some(insecure));
  pick('csp-implemented-with-unsafe-eval', scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"));
  pick('csp-implemented-with-insecure-scheme-in-passive-content-only', https && passive.some(insecure));
  pick(
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    [...styleSrc].some((s) => BROAD_OR_INLINE.has(s)),
  );
  const defaultSrc = csp.get('default-src');
  pick('csp-implemented-with-no-unsafe-default-src-none', defaultSrc?.size === 1 && defaultSrc.has("'none'"));
  pick('csp-implemented-with-no-unsafe', true);
  const passing = [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
  ];
  if (result !== undefined && passing.includes(result) && parsed.duplicates) result = 'csp-implemented-but-duplicate-directives';
  return { result: result ?? 'csp-implemented-with-no-unsafe', csp };
}

// ---------------------------------------------------------------- the other tests

function hstsTest(scan: ObservatoryScan): string {
  if (scan.hstsPreloaded) return 'hsts-preloaded';
  if (!scan.url.startsWith('https:')) return 'hsts-not-implemented-no-https';
  const header = joined(scan.headers, 'strict-transport-security');
  if (header === undefined) return 'hsts-not-implemented';
  const data = header.slice(0, 1024);
  if (data.includes(',')) return 'hsts-header-invalid';
  const maxAge = data
    .split(';')
    .map((p) => p.trim().toLowerCase())
    .find((p) => p.startsWith('max-age='));
  if (maxAge === undefined) return 'hsts-header-invalid';
  const seconds = Number.parseInt(maxAge.slice(8, 128), 10);
  if (Number.isNaN(seconds)) return 'hsts-header-invalid';
  return seconds < SIX_MONTHS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months';
}

interface Cookie {
  name: string;
  secure: boolean;
  httpOnly: boolean;
  sameSite?: string;
}

function parseSetCookie(line: string): Cookie {
  const [pair = '', ...attributes] = line.split(';');
  const cookie: Cookie = { name: pair.split('=')[0]?.trim() ?? '', secure: false, httpOnly: false };
  for (const attribute of attributes) {
    const [key = '', value] = attribute.trim().split('=');
    const name = key.trim().toLowerCase();
    if (name === 'secure') cookie.secure = true;
    else if (name === 'httponly') cookie.httpOnly = true;
    else if (name === 'samesite') cookie.sameSite = value?.trim() ?? '';
  }
  return cookie;
}

/** From best to worst: a later result replaces an earlier one only when it is worse (utils.js onlyIfWorse). */
const COOKIE_BADNESS = [
  'cookies-without-secure-flag-but-protected-by-hsts',
  'cookies-without-secure-flag',
  'cookies-session-without-secure-flag-but-protected-by-hsts',
  'cookies-samesite-flag-invalid',
  'cookies-anticsrf-without-samesite-flag',
  'cookies-session-without-httponly-flag',
  'cookies-session-without-secure-flag',
];

function cookiesTest(scan: ObservatoryScan, hstsPasses: boolean): string {
  const lines = [...values(scan.headers, 'set-cookie'), ...(scan.extraSetCookies ?? [])];
  let result: string | undefined;
  const worse = (candidate: string): void => {
    if (result === undefined || COOKIE_BADNESS.indexOf(candidate) > COOKIE_BADNESS.indexOf(result)) result = candidate;
  };
  const cookies = lines.map(parseSetCookie).filter((c) => c.name !== '');
  for (const cookie of cookies) {
    const sameSite = cookie.sameSite?.toLowerCase();
    if (sameSite !== undefined && !['lax', 'strict', 'none'].includes(sameSite)) worse('cookies-samesite-flag-invalid');
  }
  if (cookies.length === 0) return 'cookies-not-found';
  let missingSameSite = false;
  for (const cookie of cookies) {
    const key = cookie.name.toLowerCase();
    const session = key.includes('login') || key.includes('sess');
    const sameSite = cookie.sameSite?.toLowerCase();
    if (!cookie.secure && sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!cookie.secure) worse(hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (key.includes('csrf') && !cookie.sameSite) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !cookie.secure) worse(hstsPasses ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !cookie.httpOnly) worse('cookies-session-without-httponly-flag');
    if (!cookie.sameSite) missingSameSite = true;
  }
  return result ?? (missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite');
}

function corsTest(scan: ObservatoryScan): string {
  const headers = scan.cors?.headers ?? scan.headers;
  const acao = joined(headers, 'access-control-allow-origin');
  if (acao === undefined) return 'cross-origin-resource-sharing-not-implemented';
  const value = acao.slice(0, 256).trim().toLowerCase();
  if (value === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  const credentials = joined(headers, 'access-control-allow-credentials')?.trim().toLowerCase();
  if (scan.cors && acao === scan.cors.origin && credentials === 'true') return 'cross-origin-resource-sharing-implemented-with-universal-access';
  return 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

function redirectionTest(scan: ObservatoryScan): string {
  const route = scan.httpRedirects;
  if (route === undefined) return 'redirection-not-needed-no-http';
  if (route.length <= 1) return 'redirection-missing';
  const urls = route.map((u) => new URL(u));
  if (urls.at(-1)?.protocol !== 'https:') return 'redirection-not-to-https';
  if (urls[1]?.protocol === 'http:') return 'redirection-not-to-https-on-initial-redirection';
  if (urls[0]?.protocol === 'http:' && urls[1]?.protocol === 'https:' && urls[0].hostname !== urls[1].hostname) return 'redirection-off-host-from-http';
  return 'redirection-to-https';
}

function referrerTest(scan: ObservatoryScan): string {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const data = joined(scan.headers, 'referrer-policy');
  if (data === undefined) return 'referrer-policy-not-implemented';
  // the last policy a browser understands is the one it uses
  const policy =
    data
      .split(',')
      .map((p) => p.trim().toLowerCase())
      .filter((p) => good.includes(p) || bad.includes(p))
      .at(-1) ?? '';
  if (good.includes(policy)) return 'referrer-policy-private';
  return bad.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid';
}

/** The registrable part of a host, approximated by its last two labels (see the file's comment). */
function siteOf(host: string): string {
  return host.split('.').slice(-2).join('.');
}

function sriTest(scan: ObservatoryScan): string {
  const mime = (values(scan.headers, 'content-type')[0] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (mime && mime !== 'text/html' && mime !== 'application/xhtml+xml') return 'sri-not-implemented-response-not-html';
  const scripts = [...(scan.body ?? '').matchAll(/<script\b([^>]*)>/gi)].map((m) => m[1] ?? '');
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const attribute = (attrs: string, name: string): string | undefined => {
    const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
    return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
  };
  const order = [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
  ];
  let result: string | undefined;
  const worse = (candidate: string): void => {
    if (result === undefined || order.indexOf(candidate) > order.indexOf(result)) result = candidate;
  };
  let foreign = false;
  const pageHost = new URL(scan.url).hostname;
  for (const attrs of scripts) {
    const src = attribute(attrs, 'src');
    if (!src) continue;
    const integrity = attribute(attrs, 'integrity');
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const relative = !protocolRelative && !absolute;
    const sameSite = protocolRelative || relative || siteOf(new URL(src).hostname) === siteOf(pageHost);
    const secureOrigin = relative || (sameSite && !protocolRelative);
    const secureScheme = (absolute && src.toLowerCase().startsWith('https:')) || (relative && scan.url.startsWith('https:'));
    if (!secureOrigin) {
      foreign = true;
      if (integrity && !secureScheme) worse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && secureScheme) worse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity) worse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    } else if (integrity && secureScheme && result === undefined) {
      result = 'sri-implemented-and-all-scripts-loaded-securely';
    }
  }
  return result ?? (foreign ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
}

function nosniffTest(scan: ObservatoryScan): string {
  const header = joined(scan.headers, 'x-content-type-options');
  if (header === undefined) return 'x-content-type-options-not-implemented';
  return header.slice(0, 256).trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
}

function frameOptionsTest(scan: ObservatoryScan, csp: CspMap | undefined): string {
  if (csp?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  const header = joined(scan.headers, 'x-frame-options');
  if (header === undefined) return 'x-frame-options-not-implemented';
  const xfo = header.slice(0, 1024).trim().toLowerCase();
  if (xfo === 'deny' || xfo === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return xfo.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

function corpTest(scan: ObservatoryScan): string {
  const header = joined(scan.headers, 'cross-origin-resource-policy');
  if (!header) return 'corp-not-implemented';
  const value = header.slice(0, 256).trim().toLowerCase();
  const known: Record<string, string> = {
    'same-site': 'corp-implemented-with-same-site',
    'same-origin': 'corp-implemented-with-same-origin',
    'cross-origin': 'corp-implemented-with-cross-origin',
  };
  return known[value] ?? 'corp-header-invalid';
}

function policyTest(scan: ObservatoryScan, header: string, prefix: 'coop' | 'coep', tokens: readonly string[]): string {
  const value = joined(scan.headers, header);
  if (value === undefined) return `${prefix}-not-implemented`;
  // a structured-field token, parameters (";report-to=…") aside; a repeated header is not one token
  const token = value.slice(0, 1024).trim().split(';')[0]?.trim() ?? '';
  return tokens.includes(token) ? `${prefix}-implemented-with-${token}` : `${prefix}-header-invalid`;
}

const PASSING: Readonly<Record<string, readonly string[]>> = {
  'content-security-policy': [
    'csp-implemented-with-no-unsafe',
    'csp-implemented-with-no-unsafe-default-src-none',
    'csp-implemented-with-unsafe-inline-in-style-src-only',
    'csp-implemented-with-insecure-scheme-in-passive-content-only',
    'csp-implemented-but-duplicate-directives',
  ],
  cookies: ['cookies-not-found', 'cookies-secure-with-httponly-sessions-and-samesite', 'cookies-secure-with-httponly-sessions'],
  'cross-origin-resource-sharing': [
    'cross-origin-resource-sharing-not-implemented',
    'cross-origin-resource-sharing-implemented-with-public-access',
    'cross-origin-resource-sharing-implemented-with-restricted-access',
  ],
  redirection: ['redirection-not-needed-no-http', 'redirection-all-redirects-preloaded', 'redirection-to-https'],
  'referrer-policy': ['referrer-policy-private', 'referrer-policy-not-implemented'],
  'strict-transport-security': ['hsts-implemented-max-age-at-least-six-months', 'hsts-preloaded'],
  'subresource-integrity': [
    'sri-implemented-and-all-scripts-loaded-securely',
    'sri-implemented-and-external-scripts-loaded-securely',
    'sri-not-implemented-response-not-html',
    'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
    'sri-not-implemented-but-no-scripts-loaded',
  ],
  'x-content-type-options': ['x-content-type-options-nosniff'],
  'x-frame-options': ['x-frame-options-implemented-via-csp', 'x-frame-options-sameorigin-or-deny', 'x-frame-options-allow-from-origin'],
};

/** Grades one answer as the Observatory grades a scanned site. */
export function grade(scan: ObservatoryScan): ObservatoryGrade {
  const csp = cspTest(scan);
  const hsts = hstsTest(scan);
  const results: Record<string, string> = {
    'content-security-policy': csp.result,
    cookies: cookiesTest(scan, PASSING['strict-transport-security']?.includes(hsts) ?? false),
    'cross-origin-embedder-policy': policyTest(scan, 'cross-origin-embedder-policy', 'coep', ['require-corp', 'credentialless', 'unsafe-none']),
    'cross-origin-opener-policy': policyTest(scan, 'cross-origin-opener-policy', 'coop', [
      'same-origin',
      'same-origin-allow-popups',
      'noopener-allow-popups',
      'unsafe-none',
    ]),
    'cross-origin-resource-sharing': corsTest(scan),
    redirection: redirectionTest(scan),
    'referrer-policy': referrerTest(scan),
    'strict-transport-security': hsts,
    'subresource-integrity': sriTest(scan),
    'x-content-type-options': nosniffTest(scan),
    'x-frame-options': frameOptionsTest(scan, csp.csp),
    'cross-origin-resource-policy': corpTest(scan),
  };
  const tests: Record<string, TestResult> = {};
  let withBonus = 100;
  let withoutBonus = 100;
  for (const [name, result] of Object.entries(results)) {
    const modifier = MODIFIERS[result];
    if (modifier === undefined) throw new Error(`no modifier for ${result}`);
    const passing = PASSING[name];
    tests[name] = { result, modifier, pass: passing ? passing.includes(result) : !result.endsWith('-header-invalid') };
    withBonus += modifier;
    if (modifier < 0) withoutBonus += modifier;
  }
  const score = Math.max(withoutBonus >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : withoutBonus, 0);
  return { score, grade: gradeForScore(score), tests, scannable: (scan.status >= 200 && scan.status < 400) || scan.status === 401 || scan.status === 403 };
}

/** The failing tests of a grade, for an assertion's message. */
export function explain(result: ObservatoryGrade): string {
  const lines = Object.entries(result.tests)
    .filter(([, t]) => t.modifier !== 0)
    .map(([name, t]) => `${t.modifier > 0 ? '+' : ''}${t.modifier} ${name}: ${t.result}`);
  return `${result.grade} (${result.score}): ${lines.join('; ')}`;
}
