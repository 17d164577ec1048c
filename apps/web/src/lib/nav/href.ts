import type { Locale } from '@exchange/sites/locales';

/** Schemes a link may use; every other (`javascript:`, `data:`, `vbscript:`, `blob:` …) never becomes a link. */
const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * The scheme a browser would read from a link, or null for a path: as the URL parser does, leading
 * and trailing C0 controls and spaces are dropped and tabs and newlines removed anywhere first, so
 * `java\tscript:` and ` javascript:` are caught too.
 */
function schemeOf(path: string): string | null {
  // eslint-disable-next-line no-control-regex
  const plain = path.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
  return /^[a-z][a-z0-9+.-]*:/i.exec(plain)?.[0].toLowerCase() ?? null;
}

/**
 * Builds a link with the locale prefix (none for the site's default locale). Only internal paths
 * are prefixed; absolute http(s), mailto and tel URLs and protocol-relative ones pass through
 * untouched (they come from the site table). A link with another scheme (`javascript:`,
 * `data:` …) is refused: it becomes the locale's home page. Query and hash are kept.
 */
export function href(path: string, locale: Locale, defaultLocale: Locale): string {
  const scheme = schemeOf(path);
  if (scheme !== null && !LINK_SCHEMES.includes(scheme)) return href('/', locale, defaultLocale);
  if (scheme !== null || path.startsWith('//')) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  if (clean === '/') return `/${locale}`;
  if (clean.startsWith('/?') || clean.startsWith('/#')) return `/${locale}${clean.slice(1)}`;
  return `/${locale}${clean}`;
}
