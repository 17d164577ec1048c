import type { Locale } from '@exchange/sites/locales';
import { href } from '@/lib/nav/href';

/** Path prefixes only a logged-in user may open (account pages, the notification centre and its settings). */
export const GUARDED_PREFIXES = ['/myaccount', '/reminder'] as const;

export function isGuarded(path: string): boolean {
  return GUARDED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The server page guard (spec doc 2 §2): a visitor without a session who opens an account page
 * goes to the login page of the same locale, with the page as a same-site return path.
 */
export function guardRedirect(path: string, search: string, locale: Locale, defaultLocale: Locale, hasSession: boolean): string | null {
  if (hasSession || !isGuarded(path)) return null;
  const back = `${href(path, locale, defaultLocale)}${search}`;
  return `${href('/login', locale, defaultLocale)}?return_to=${encodeURIComponent(back)}`;
}
