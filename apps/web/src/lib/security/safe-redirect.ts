/** `/`, or single slashes before segments of letters, digits, `_` and `-` (no dots, escapes, queries). */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-]+)*\/?$/;

/** True when a path would leave this origin: protocol-relative `//host` or `/\host` (browsers read `\` as `/`). */
function leavesOrigin(path: string): boolean {
  return /^[/\\]{2}/.test(path);
}

/** The path with its percent-escapes decoded, or undefined when it does not decode. */
function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * A return path is followed only when it stays on this site. The candidate is checked, then
 * NORMALISED the way a browser resolves it (dot segments collapsed, `%2e` read as `.`, `\` read
 * as `/`, tabs and newlines dropped), and the normalised path is checked again: it must be a
 * path on this origin with a single leading slash, also once percent-decoded (a later hop that
 * decodes `%2f` or `%5c` must not turn it into `//host`). No control characters, at most 2048
 * characters. Anything else gives `fallback`.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || candidate.length > 2048) return fallback;
  // the common case, answered without parsing (a market list checks ~2,900 links at once): a
  // path whose segments are letters, digits, `_` and `-` is already its own normal form
  if (PLAIN_PATH.test(candidate)) return candidate;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  if (!candidate.startsWith('/') || leavesOrigin(candidate)) return fallback;
  let url: URL;
  try {
    const base = 'http://same.invalid';
    url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
  } catch {
    return fallback;
  }
  const path = url.pathname;
  const plain = decoded(path);
  if (!path.startsWith('/') || leavesOrigin(path) || plain === undefined || leavesOrigin(plain)) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(plain)) return fallback;
  return `${path}${url.search}${url.hash}`;
}
