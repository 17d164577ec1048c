import { safeReturnPath } from './safe-redirect';

/** A development host (`localhost`, `tr.localhost`…, the loopback address): served over plain http on a port of its own. */
function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * A server-supplied link, only when it stays on the site: a same-origin path (checked after
 * normalisation, see safeReturnPath) kept as given, or a URL without credentials on one of
 * `ownHosts` as the site serves it: https on the standard port (a deployed site), or, for a
 * `*.localhost` or loopback development host only, http or https on its port. `http://` to a deployed host
 * (a downgrade), another port of it (another service), `javascript:`, `data:`, `//host`, `/\host`
 * and other hosts give null.
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
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (!ownHosts.includes(host)) return null;
  if (isLocalHost(host) ? url.protocol !== 'https:' && url.protocol !== 'http:' : url.protocol !== 'https:' || url.port !== '') return null;
  return { href: url.href, localised: false };
}
