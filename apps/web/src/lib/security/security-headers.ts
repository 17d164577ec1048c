/**
 * The per-request Content-Security-Policy (docs/SECURITY.md): scripts only from this origin
 * with this request's nonce, no plugins, no framing, no <base>, forms only to this origin, and no
 * third-party origins at all. `upgrade-insecure-requests` only where the site is served over https.
 */
export function contentSecurityPolicy(nonce: string, options: { dev: boolean; https: boolean; websocket?: string; embeddable?: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    `style-src 'self' 'nonce-${nonce}'`,
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // the market WebSocket's origin (websocket-origin.ts), and nothing else
    `connect-src 'self'${options.websocket ? ` ${options.websocket}` : ''}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // framing is refused, except of an embeddable page by this origin's own pages (isEmbeddablePage)
    `frame-ancestors ${options.embeddable ? "'self'" : "'none'"}`,
  ];
  if (options.https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** Headers every page answer carries besides the CSP. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/**
 * Static files (the paths proxy.ts does not run on: build chunks, public files, coin icons, the
 * image optimiser) replace BASELINE_CSP with a whole policy: no script, style or plugin of their
 * own, nothing to frame them, fetches only to this origin (the service worker, /sw.js, caches
 * /icon.svg and fetches navigations under this policy). A CSP on a script or image loaded by a
 * page does not apply to it; it applies when the file is opened as a document or run as a worker.
 */
export const STATIC_FILE_CSP = "default-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** The policy of an answer that is no document to render: a redirect, JSON. It allows nothing. */
export const NO_CONTENT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The web server's own JSON answers (server/answers.ts: its 400, 413, 500, 502, 504), like the
 * API's (apps/api/src/security/headers.ts): JSON is not a document, so its policy allows nothing.
 */
export const JSON_ANSWER_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': NO_CONTENT_CSP,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
};

/**
 * The part of the CSP that needs no nonce, sent by next.config.ts on every answer (static files,
 * and any page the proxy did not see). A page's answer carries it as a second policy beside the
 * proxy's full one; browsers enforce both, and every directive here is also in the full policy,
 * so together they allow exactly what the full policy allows.
 */
export const BASELINE_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/**
 * The one page a page of this site may frame: the chatroom in its embedded form
 * (`/groupchat/chatroom?platform=web`, spec doc 2 §2), which the chatroom's floating window shows
 * in an iframe of the same origin. Every other page (the chatroom's full page included) keeps
 * `frame-ancestors 'none'` and `X-Frame-Options: DENY`.
 */
export const EMBED_PATH = '/groupchat/chatroom';
export function isEmbeddablePage(path: string, search: string): boolean {
  return path === EMBED_PATH && new URLSearchParams(search).get('platform') === 'web';
}

/** The embeddable page's baseline and X-Frame-Options: framing by this origin only. */
export const EMBED_BASELINE_CSP = "frame-ancestors 'self'; object-src 'none'; base-uri 'none'";
export const EMBED_FRAME_OPTIONS = 'SAMEORIGIN';

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
