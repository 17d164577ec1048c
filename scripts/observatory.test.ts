import { describe, expect, it } from 'vitest';
import { grade, gradeForScore, parseCsp, type HeaderList, type ObservatoryScan } from './observatory';

/**
 * The grader against the example cases of the Observatory's own test suite (mdn-http-observatory
 * test/*.test.js: the same header values, the same expected results) and its grade chart.
 */

function scan(headers: Record<string, string | string[]>, extra: Partial<ObservatoryScan> = {}): ObservatoryScan {
  const list: { name: string; value: string }[] = [];
  for (const [name, value] of Object.entries(headers)) for (const v of Array.isArray(value) ? value : [value]) list.push({ name, value: v });
  return { url: 'https://mozilla.org/', status: 200, headers: list, ...extra };
}
const result = (s: ObservatoryScan, test: string): string => grade(s).tests[test]!.result;
const csp = (policy: string): string => result(scan({ 'Content-Security-Policy': policy }), 'content-security-policy');

describe('grade chart', () => {
  it.each([
    [135, 'A+'],
    [100, 'A+'],
    [99, 'A'],
    [90, 'A'],
    [89, 'A-'],
    [84, 'B+'],
    [70, 'B'],
    [69, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
    [24, 'F'],
    [0, 'F'],
    [-10, 'F'],
  ])('%i is %s', (score, letter) => expect(gradeForScore(score)).toBe(letter));
});

describe('Content-Security-Policy (test/csp.test.js)', () => {
  it('missing, report-only, invalid', () => {
    expect(csp('')).toBe('csp-header-invalid');
    expect(result(scan({}), 'content-security-policy')).toBe('csp-not-implemented');
    expect(result(scan({ 'Content-Security-Policy-Report-Only': "default-src 'none'" }), 'content-security-policy')).toBe(
      'csp-not-implemented-but-reporting-enabled',
    );
    for (const value of [
      "default-src 'none'; default-src 'none'",
      "default-src 'none'; img-src 'self'; default-src 'none'",
      "default-src 'none'; script-src 'strict-dynamic'",
      'defa',
    ]) {
      expect(csp(value), value).toBe('csp-header-invalid');
    }
  });

  it('unsafe inline, or script and object sources not restricted', () => {
    for (const value of [
      "script-src 'unsafe-inline'",
      'script-src data:',
      'script-src http:',
      'script-src ftp:',
      "default-src 'unsafe-inline'",
      "default-src 'UNSAFE-INLINE'",
      'upgrade-insecure-requests',
      "script-src 'none'",
      'script-src https:',
      'script-src https://mozilla.org https:',
      'default-src https://mozilla.org https:',
      "default-src 'none'; script-src *",
      "default-src *; script-src *; object-src 'none'",
      "default-src 'none'; script-src 'none'; object-src *",
      "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'",
      "default-src 'none'; script-src 'unsafe-inline' http:",
      "object-src https:; script-src 'none'",
    ]) {
      expect(csp(value), value).toBe('csp-implemented-with-unsafe-inline');
    }
  });

  it('insecure schemes, eval, style-only inline', () => {
    for (const value of [
      'default-src http://mozilla.org',
      "default-src 'none'; script-src http://mozilla.org",
      "default-src 'none'; script-src ftp://mozilla.org",
    ]) {
      expect(csp(value), value).toBe('csp-implemented-with-insecure-scheme');
    }
    for (const value of [
      "default-src 'none'; img-src http://mozilla.org",
      "default-src 'self'; img-src ftp:",
      "default-src 'none'; img-src https:; media-src http://mozilla.org",
    ]) {
      expect(csp(value), value).toBe('csp-implemented-with-insecure-scheme-in-passive-content-only');
    }
    expect(csp("default-src 'none'; script-src 'unsafe-eval'")).toBe('csp-implemented-with-unsafe-eval');
    for (const value of [
      "object-src 'none'; script-src 'none'; style-src 'unsafe-inline'",
      "default-src 'none'; script-src https://mozilla.org; style-src 'unsafe-inline'",
      "default-src 'unsafe-inline'; script-src https://mozilla.org",
      "default-src 'none';;; ;;;style-src 'self' 'unsafe-inline'",
      "default-src 'none'; style-src data:",
      "default-src 'none'; style-src *",
      "default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBB=' 'unsafe-inline'",
    ]) {
      expect(csp(value), value).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    }
  });

  it('no unsafe, and default-src none (strict-dynamic with a nonce drops host sources)', () => {
    for (const value of [
      'default-src https://mozilla.org',
      "default-src https://mozilla.org;;; ;;;script-src 'none'",
      "object-src 'none'; script-src https://mozilla.org; style-src https://mozilla.org; upgrade-insecure-requests;",
      "object-src 'none'; script-src 'strict-dynamic' 'nonce-abc' 'unsafe-inline'; style-src 'none'",
      "object-src 'none'; style-src 'self';script-src 'sha256-hqBEA/HXB3aJU2FgOnYN8rkAgEVgyfi3Vs1j2/XMPBA='",
      "object-src 'none'; script-src 'unsafe-inline' 'nonce-abc123' 'unsafe-inline'; style-src 'none'",
    ]) {
      expect(csp(value), value).toBe('csp-implemented-with-no-unsafe');
    }
    for (const value of [
      'default-src',
      "default-src 'none'; script-src 'strict-dynamic' 'nonce-abc123' 'unsafe-inline'",
      "default-src 'none'; script-src https://mozilla.org; style-src https://mozilla.org; upgrade-insecure-requests;",
      "default-src 'none'; object-src https://mozilla.org",
      "default-src 'none'; script-src 'strict-dynamic' 'sha256-abc123' https://*",
    ]) {
      expect(csp(value), value).toBe('csp-implemented-with-no-unsafe-default-src-none');
    }
  });

  it('several policies: a directive two policies set keeps what both allow; one only a later policy sets is none', () => {
    // the test suite's header "default-src http:" with a second policy "default-src https:"
    expect(result(scan({ 'Content-Security-Policy': ['default-src http:', 'default-src https:'] }), 'content-security-policy')).toBe(
      'csp-implemented-with-no-unsafe-default-src-none',
    );
    expect(parseCsp(["img-src 'none'", "default-src 'none'"]).csp.get('default-src')).toEqual(new Set(["'none'"]));
    expect(parseCsp(["default-src 'self' https://a.example", "default-src 'self'"]).csp.get('default-src')).toEqual(new Set(["'self'"]));
    // one header with two comma-separated policies is the same as two headers
    expect(csp('default-src http:, default-src https:')).toBe('csp-implemented-with-no-unsafe-default-src-none');
  });
});

describe('cookies (test/cookies.test.js)', () => {
  const hsts = { 'Strict-Transport-Security': 'max-age=15768000' };
  const cookies = (lines: string[], headers: Record<string, string> = {}): string => result(scan({ ...headers, 'Set-Cookie': lines }), 'cookies');

  it('none; secure with HttpOnly sessions; with SameSite too', () => {
    expect(cookies([])).toBe('cookies-not-found');
    expect(cookies(['SESSIONID=1; Secure; HttpOnly', 'foo=bar; Secure'])).toBe('cookies-secure-with-httponly-sessions');
    expect(cookies(['SESSIONID=1; Secure; HttpOnly; SameSite=Lax', 'foo=bar; Secure; SameSite=Strict'])).toBe(
      'cookies-secure-with-httponly-sessions-and-samesite',
    );
  });

  it('anti-CSRF without SameSite, invalid SameSite', () => {
    expect(cookies(['CSRFTOKEN=1; Secure'])).toBe('cookies-anticsrf-without-samesite-flag');
    expect(cookies(['foo=bar; Secure; SameSite=Fake'])).toBe('cookies-samesite-flag-invalid');
    expect(cookies(['foo=bar; Secure; SameSite'])).toBe('cookies-samesite-flag-invalid');
    expect(cookies(['foo=bar; SameSite=None'])).toBe('cookies-samesite-flag-invalid');
  });

  it('without Secure (with or without HSTS), sessions without HttpOnly or Secure', () => {
    expect(cookies(['foo=bar; SameSite=Lax'], hsts)).toBe('cookies-without-secure-flag-but-protected-by-hsts');
    expect(cookies(['SESSIONID=1; HttpOnly; SameSite=Lax'], hsts)).toBe('cookies-session-without-secure-flag-but-protected-by-hsts');
    expect(cookies(['foo=bar; SameSite=Lax'])).toBe('cookies-without-secure-flag');
    expect(cookies(['SESSIONID=1; Secure; SameSite=Lax'])).toBe('cookies-session-without-httponly-flag');
    expect(cookies(['SESSIONID=1; HttpOnly'])).toBe('cookies-session-without-secure-flag');
    expect(cookies(['login=1; HttpOnly; SameSite=Strict'])).toBe('cookies-session-without-secure-flag');
  });
});

describe('the other tests', () => {
  it('HSTS (test/strict-transport-security.test.js)', () => {
    const hsts = (value?: string, url = 'https://mozilla.org/'): string =>
      result(scan(value === undefined ? {} : { 'Strict-Transport-Security': value }, { url }), 'strict-transport-security');
    expect(hsts()).toBe('hsts-not-implemented');
    expect(hsts('max-age=15768000', 'http://mozilla.org/')).toBe('hsts-not-implemented-no-https');
    expect(hsts('includeSubDomains; preload')).toBe('hsts-header-invalid');
    expect(hsts('max-age=15768000, max-age=15768000')).toBe('hsts-header-invalid');
    expect(hsts('max-age=15767999')).toBe('hsts-implemented-max-age-less-than-six-months');
    expect(hsts('max-age=15768000')).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(hsts('max-age=63072000; includeSubDomains; preload')).toBe('hsts-implemented-max-age-at-least-six-months');
    expect(result(scan({}, { hstsPreloaded: true }), 'strict-transport-security')).toBe('hsts-preloaded');
    // sent twice (say by two layers): the client joins the lines with ", ", which is invalid
    expect(result(scan({ 'Strict-Transport-Security': ['max-age=63072000', 'max-age=63072000'] }), 'strict-transport-security')).toBe('hsts-header-invalid');
  });

  it('Referrer-Policy (test/referrer-policy.test.js): the last known policy counts', () => {
    const referrer = (value?: string): string => result(scan(value === undefined ? {} : { 'Referrer-Policy': value }), 'referrer-policy');
    expect(referrer()).toBe('referrer-policy-not-implemented');
    for (const v of [
      'no-referrer',
      'same-origin',
      'strict-origin',
      'STRICT-ORIGIN',
      'strict-origin-when-cross-origin',
      'no-referrer, strict-origin-when-cross-origin',
      'unsafe-url, no-referrer',
    ]) {
      expect(referrer(v), v).toBe('referrer-policy-private');
    }
    for (const v of ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade', 'no-referrer, unsafe-url']) {
      expect(referrer(v), v).toBe('referrer-policy-unsafe');
    }
    expect(referrer('whimsy')).toBe('referrer-policy-header-invalid');
  });

  it('X-Content-Type-Options, X-Frame-Options (frame-ancestors counts instead)', () => {
    expect(result(scan({}), 'x-content-type-options')).toBe('x-content-type-options-not-implemented');
    expect(result(scan({ 'X-Content-Type-Options': 'whimsy' }), 'x-content-type-options')).toBe('x-content-type-options-header-invalid');
    expect(result(scan({ 'X-Content-Type-Options': ' NOSNIFF ' }), 'x-content-type-options')).toBe('x-content-type-options-nosniff');
    expect(result(scan({ 'X-Content-Type-Options': ['nosniff', 'nosniff'] }), 'x-content-type-options')).toBe('x-content-type-options-header-invalid');
    expect(result(scan({ 'X-Frame-Options': ['DENY', 'DENY'] }), 'x-frame-options')).toBe('x-frame-options-header-invalid');
    expect(result(scan({}), 'x-frame-options')).toBe('x-frame-options-not-implemented');
    expect(result(scan({ 'X-Frame-Options': 'whimsy' }), 'x-frame-options')).toBe('x-frame-options-header-invalid');
    expect(result(scan({ 'X-Frame-Options': 'ALLOW-FROM https://mozilla.org' }), 'x-frame-options')).toBe('x-frame-options-allow-from-origin');
    expect(result(scan({ 'X-Frame-Options': 'DENY' }), 'x-frame-options')).toBe('x-frame-options-sameorigin-or-deny');
    expect(result(scan({ 'X-Frame-Options': 'whimsy', 'Content-Security-Policy': "frame-ancestors 'none'" }), 'x-frame-options')).toBe(
      'x-frame-options-implemented-via-csp',
    );
  });

  it('CORS (test/cors.test.js): credentials for the requesting origin are universal access', () => {
    const origin = 'https://http-observatory.security.mozilla.org';
    const cors = (headers: Record<string, string>): string =>
      result(scan({}, { cors: { origin, headers: scan(headers).headers } }), 'cross-origin-resource-sharing');
    expect(cors({})).toBe('cross-origin-resource-sharing-not-implemented');
    expect(cors({ 'Access-Control-Allow-Origin': '*' })).toBe('cross-origin-resource-sharing-implemented-with-public-access');
    expect(cors({ 'Access-Control-Allow-Origin': 'https://mozilla.org' })).toBe('cross-origin-resource-sharing-implemented-with-restricted-access');
    expect(cors({ 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true' })).toBe(
      'cross-origin-resource-sharing-implemented-with-universal-access',
    );
  });

  it('redirection (test/redirection.test.js)', () => {
    const redirection = (route?: string[]): string => result(scan({}, route ? { httpRedirects: route } : {}), 'redirection');
    expect(redirection()).toBe('redirection-not-needed-no-http');
    expect(redirection(['http://mozilla.org/'])).toBe('redirection-missing');
    expect(redirection(['http://mozilla.org/', 'https://mozilla.org/'])).toBe('redirection-to-https');
    expect(redirection(['http://mozilla.org/', 'https://www.mozilla.org/'])).toBe('redirection-off-host-from-http');
    expect(redirection(['http://mozilla.org/', 'http://www.mozilla.org/', 'https://www.mozilla.org/'])).toBe('redirection-not-to-https-on-initial-redirection');
    expect(redirection(['http://mozilla.org/', 'http://www.mozilla.org/'])).toBe('redirection-not-to-https');
  });

  it('Subresource Integrity (test/subresource-integrity.test.js): only scripts from another site matter', () => {
    const sri = (body: string, contentType = 'text/html; charset=utf-8'): string =>
      result(scan({ 'Content-Type': contentType }, { body }), 'subresource-integrity');
    expect(sri('{}', 'application/json')).toBe('sri-not-implemented-response-not-html');
    expect(sri('<html><body>hi</body></html>')).toBe('sri-not-implemented-but-no-scripts-loaded');
    expect(sri('<script src="/static/app.js"></script><script>1</script>')).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(sri('<script src="https://cdn.mozilla.org/a.js"></script>')).toBe('sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
    expect(sri('<script src="https://example.com/a.js" integrity="sha384-x" crossorigin="anonymous"></script>')).toBe(
      'sri-implemented-and-external-scripts-loaded-securely',
    );
    expect(sri('<script src="https://example.com/a.js"></script>')).toBe('sri-not-implemented-but-external-scripts-loaded-securely');
    expect(sri('<script src="http://example.com/a.js"></script>')).toBe('sri-not-implemented-and-external-scripts-not-loaded-securely');
    expect(sri('<script src="//example.com/a.js"></script>')).toBe('sri-not-implemented-and-external-scripts-not-loaded-securely');
    expect(sri('<script src="http://example.com/a.js" integrity="sha384-x"></script>')).toBe('sri-implemented-but-external-scripts-not-loaded-securely');
  });

  it('CORP, COOP, COEP', () => {
    expect(result(scan({ 'Cross-Origin-Resource-Policy': 'same-origin' }), 'cross-origin-resource-policy')).toBe('corp-implemented-with-same-origin');
    expect(result(scan({ 'Cross-Origin-Resource-Policy': 'whimsy' }), 'cross-origin-resource-policy')).toBe('corp-header-invalid');
    expect(result(scan({ 'Cross-Origin-Opener-Policy': 'same-origin' }), 'cross-origin-opener-policy')).toBe('coop-implemented-with-same-origin');
    expect(result(scan({ 'Cross-Origin-Opener-Policy': ['same-origin', 'unsafe-none'] }), 'cross-origin-opener-policy')).toBe('coop-header-invalid');
    expect(result(scan({ 'Cross-Origin-Embedder-Policy': 'require-corp; report-to="e"' }), 'cross-origin-embedder-policy')).toBe(
      'coep-implemented-with-require-corp',
    );
  });
});

describe('the score', () => {
  it('nothing set: 100 - 25 (CSP) - 20 (HSTS) - 5 (nosniff) - 20 (framing) = 30, D', () => {
    const g = grade(scan({}));
    expect(g.score).toBe(30);
    expect(g.grade).toBe('D');
  });

  it('bonuses count only from 90 up (a failing HSTS at 80 keeps the referrer bonus out)', () => {
    const strict = {
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
    const without = grade(scan(strict));
    expect(without.score).toBe(80);
    expect(without.grade).toBe('B+');
    const withHsts = grade(scan({ ...strict, 'Strict-Transport-Security': 'max-age=63072000' }));
    expect(withHsts.score).toBe(120);
    expect(withHsts.grade).toBe('A+');
  });

  it('the Observatory refuses to scan a 404 (but the headers are graded all the same)', () => {
    expect(grade(scan({}, { status: 404 })).scannable).toBe(false);
    expect(grade(scan({}, { status: 403 })).scannable).toBe(true);
  });

  it('a header list may repeat a name', () => {
    const headers: HeaderList = [
      { name: 'set-cookie', value: 'a=1; Secure; SameSite=Lax' },
      { name: 'Set-Cookie', value: 'b=2; SameSite=Lax' },
    ];
    expect(grade({ url: 'https://x.example/', status: 200, headers }).tests.cookies?.result).toBe('cookies-without-secure-flag');
  });
});
