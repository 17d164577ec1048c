import { useCallback } from 'react';
import { useClientContext } from '@/lib/request/client-context';
import { pageLinked } from './compliance-links';

// Loads the path gate (compliance-state.ts `routeFor` and the restricted-feature table): import
// this only from code loaded on demand (the notifications panel and centre), never from a page's
// first load, whose market rows ask the one boolean `tradeLinked` instead (trade-links.ts).

/** A link on this site: a page path without the locale prefix (`localised`), or a link kept as the server gave it (a `/…` path or an absolute URL). */
export interface SiteLink {
  readonly href: string;
  readonly localised: boolean;
}

/**
 * The path the gate decides for a link kept as given: the link itself when it is a `/…` path, the
 * URL's path when it is an absolute URL on this origin (`window.location.origin`), or null when it
 * is on another origin (another of the site's hosts: that site gates it) or does not parse.
 */
export function sameSitePath(href: string, origin: string): string | null {
  if (href.startsWith('/')) return href;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  return url.origin === origin ? url.pathname : null;
}

/**
 * The href of a link on this site for this visitor, or undefined when the path gate would redirect
 * its page to the restricted-region page (compliance-links.ts `pageLinked`): a localised path gets
 * the locale prefix (`to`), a `/…` path or a same-origin URL stays as given once its path is allowed,
 * and an absolute URL on another origin stays as it is.
 */
export function siteLinkHref(link: SiteLink, linked: (path: string) => boolean, to: (path: string) => string, origin: string): string | undefined {
  if (link.localised) return linked(link.href) ? to(link.href) : undefined;
  const path = sameSitePath(link.href, origin);
  return path === null || linked(path) ? link.href : undefined;
}

/**
 * Whether a page of this site is linked for the visitor (the path gate's own decision, routeFor,
 * over the part of the request's compliance answer the layout handed the browser: client-context.tsx
 * `linkGate`): `(path) => boolean` for any path of the site.
 */
export function usePageLinked(): (path: string) => boolean {
  const { linkGate } = useClientContext();
  return useCallback((path: string) => pageLinked(linkGate, path), [linkGate]);
}
