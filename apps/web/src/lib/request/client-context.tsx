'use client';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { setNonce } from 'get-nonce';
import { applyWrites, type Preferences, type PreferenceWrite } from '@exchange/contract/cookies';
import type { FiatSetting } from '@exchange/contract/c2c';
import type { UserInfo } from '@exchange/contract/usercenter';
import type { Locale } from '@exchange/sites/locales';
import { writePreferenceCookies } from '@/lib/preferences/browser-cookies';
import type { CoinIconVersioning } from '@/lib/coin-icons/coin-icon-version';
import type { ClientSite } from '@/lib/site/client-site';
import type { LinkGate } from '@/lib/compliance/compliance-links';
import { methodsFor } from '@/lib/fiat/fiat-methods';
import { href } from '@/lib/nav/href';
import { resolveRoute } from '@/lib/nav/routing';

/** What client components know of the request: the same facts as the server's RequestContext. */
export interface ClientContext {
  readonly site: ClientSite;
  readonly locale: Locale;
  readonly user: UserInfo;
  readonly preferences: Preferences;
  /** the fiat when the visitor has chosen none (the account's, else the site settings') */
  readonly defaultFiat: string;
  /** the buy-crypto methods each fiat offers (card, bank, P2P), for links that depend on the fiat */
  readonly fiatMethods: readonly FiatSetting[];
  /** this document's CSP nonce: libraries that add <style> tags (dialog scroll lock) need it */
  readonly nonce: string;
  /** the market WebSocket's origin ('' when none: rows then stay as loaded over HTTP) */
  readonly websocketOrigin: string;
  /**
   * the coins whose icon URL carries the hourly version, and this render's version (from the
   * server, so the browser's rows draw the URLs the server's HTML has; lib/coin-icons/coin-icon-version.ts)
   */
  readonly coinIcons: { readonly coins: readonly string[]; readonly version: string };
  /**
   * the trade page is linked for this visitor (compliance-links.ts `pageLinked` for the default
   * pair's trade page, decided on the server from the request's compliance answer): false where the path gate redirects it, and
   * market rows then show the pair without a link (trade-links.ts)
   */
  readonly tradeLinked: boolean;
  /**
   * the part of the request's compliance answer the path gate reads, and whether the site gates
   * restricted paths (compliance-links.ts `LinkGate`, set by the layout from the same answer): code
   * loaded on demand asks `pageLinked` of it for any of the site's paths (use-page-linked.ts)
   */
  readonly linkGate: LinkGate;
}

interface ContextValue extends ClientContext {
  readonly setPreferences: (writes: readonly PreferenceWrite[]) => void;
}

const Context = createContext<ContextValue | null>(null);

/**
 * The nonce of the document's CSP. Only the first value counts: a later server payload (a
 * refresh) carries a new request's nonce, which the page's policy, sent with the document, does
 * not allow.
 */
let documentNonce: string | undefined;
function useDocumentNonce(nonce: string): void {
  if (typeof window === 'undefined' || documentNonce !== undefined || !nonce) return;
  documentNonce = nonce;
  setNonce(nonce);
}

/** Mirrors the preferences that colour the page onto <html>, where the CSS reads them. */
function paint(preferences: Preferences): void {
  document.documentElement.dataset.theme = preferences.theme;
  document.documentElement.dataset.rise = preferences.riseColor;
}

export function ClientContextProvider({ value, children }: { value: ClientContext; children: ReactNode }) {
  useDocumentNonce(value.nonce);
  // Preferences live here once the page is up: a change is written to its cookie (for the server's
  // next render) and shown at once, without asking the server to render anything again.
  const [preferences, setState] = useState(value.preferences);
  const { locale } = value;
  const setPreferences = useCallback(
    (writes: readonly PreferenceWrite[]) => {
      writePreferenceCookies(writes);
      setState((current) => {
        const next = applyWrites(current, writes, locale);
        paint(next);
        return next;
      });
    },
    [locale],
  );
  const context = useMemo(() => ({ ...value, preferences, setPreferences }), [value, preferences, setPreferences]);
  return <Context.Provider value={context}>{children}</Context.Provider>;
}

function useContextValue(): ContextValue {
  const value = useContext(Context);
  if (!value) throw new Error('useClientContext needs <ClientContextProvider> (app/[locale]/layout.tsx)');
  return value;
}

export function useClientContext(): ClientContext {
  return useContextValue();
}

/** The coin icon versioning of this page (for `CoinIcon` in browser-rendered lists). */
export function useCoinIconVersioning(): CoinIconVersioning {
  const { coinIcons } = useContextValue();
  return useMemo(() => ({ coins: new Set(coinIcons.coins), version: coinIcons.version }), [coinIcons]);
}

/** The visitor's preferences as they are now, and the one way to change them. */
export function usePreferences(): [Preferences, (writes: readonly PreferenceWrite[]) => void] {
  const { preferences, setPreferences } = useContextValue();
  return [preferences, setPreferences];
}

/** The fiat in force: the visitor's choice, else the default. */
export function useFiat(): string {
  const { preferences, defaultFiat } = useContextValue();
  return preferences.fiat ?? defaultFiat;
}

/** The current fiat's buy-crypto methods. */
export function useFiatMethods(): FiatSetting {
  const { fiatMethods } = useContextValue();
  return methodsFor(fiatMethods, useFiat());
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
