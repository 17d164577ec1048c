'use client';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { setNonce } from 'get-nonce';
import type { UserInfo } from '@exchange/contract/usercenter';
import type { Locale } from '@exchange/sites/locales';
import type { ClientSite } from './client-site';
import { href } from './href';
import { resolveRoute } from './routing';
import type { Preferences } from './preferences';

/** What client components know of the request: the same facts as the server's RequestContext. */
export interface ClientContext {
  readonly site: ClientSite;
  readonly locale: Locale;
  readonly user: UserInfo;
  readonly preferences: Preferences;
  /** this response's CSP nonce: libraries that add <style> tags (dialog scroll lock) need it */
  readonly nonce: string;
}

const Context = createContext<ClientContext | null>(null);

export function ClientContextProvider({ value, children }: { value: ClientContext; children: ReactNode }) {
  if (typeof window !== 'undefined' && value.nonce) setNonce(value.nonce);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useClientContext(): ClientContext {
  const value = useContext(Context);
  if (!value) throw new Error('useClientContext needs <ClientContextProvider> (app/[locale]/layout.tsx)');
  return value;
}

/**
 * The current page's path without its locale prefix, from the URL (the layout, and so this
 * context, persists across client navigations; the path must not come from it).
 */
export function usePagePath(): string {
  const { site } = useClientContext();
  const pathname = usePathname();
  const route = resolveRoute(pathname, site);
  return route.kind === 'page' ? route.path : '/';
}

/** `?return_to=…` for log-in and sign-up links: back to this page, unless it is home or an auth page. */
export function useReturnTo(): string {
  const pathname = usePathname();
  const path = usePagePath();
  return path === '/' || /^\/(login|signup)(\/|$)/.test(path) ? '' : `?return_to=${encodeURIComponent(pathname)}`;
}

/** `href()` bound to the current locale and site. */
export function useHref(): (path: string) => string {
  const { locale, site } = useClientContext();
  return useMemo(() => (path: string) => href(path, locale, site.defaultLocale), [locale, site.defaultLocale]);
}
