import type { Locale } from '@exchange/sites/locales';

/**
 * Builds a link with the locale prefix (none for the site's default locale). Only internal paths
 * are prefixed; absolute URLs pass through untouched. Query and hash are kept.
 */
export function href(path: string, locale: Locale, defaultLocale: Locale): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return clean;
  if (clean === '/') return `/${locale}`;
  if (clean.startsWith('/?') || clean.startsWith('/#')) return `/${locale}${clean.slice(1)}`;
  return `/${locale}${clean}`;
}
