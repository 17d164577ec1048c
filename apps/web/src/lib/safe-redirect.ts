/**
 * A return path is followed only when it stays on this site: a single leading slash, no scheme,
 * no protocol-relative `//` or `/\`, no control characters. Anything else gives `fallback`.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || candidate.length > 2048) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  try {
    const base = 'http://same.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
