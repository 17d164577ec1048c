import { safeReturnPath } from './safe-redirect';

/**
 * A server-supplied link, only when it stays on the site: a same-origin path (checked after
 * normalisation, see safeReturnPath) kept as given, or an http(s) URL without credentials whose
 * host is one of `ownHosts`. `javascript:`, `data:`, `//host`, `/\host` and other origins give null.
 */
export function ownSiteLink(raw: string | undefined, ownHosts: readonly string[]): { readonly href: string; readonly localised: false } | null {
  if (!raw) return null;
  const candidate = raw.trim();
  if (candidate.startsWith('/')) {
    const safe = safeReturnPath(candidate, '');
    return safe ? { href: safe, localised: false } : null;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (!ownHosts.includes(url.hostname.toLowerCase())) return null;
  return { href: url.href, localised: false };
}
