import type { SiteConfig } from '@exchange/sites/types';

/** The part of a site record client components need; the rest (footers, legal, socials) stays on the server. */
export type ClientSite = Pick<
  SiteConfig,
  'id' | 'key' | 'brandName' | 'defaultLocale' | 'locales' | 'defaultPair' | 'defaultFiat' | 'hide' | 'isTestnet' | 'websocket' | 'chatroom'
>;

export function toClientSite(site: SiteConfig): ClientSite {
  const { id, key, brandName, defaultLocale, locales, defaultPair, defaultFiat, hide, isTestnet, websocket, chatroom } = site;
  return { id, key, brandName, defaultLocale, locales, defaultPair, defaultFiat, hide, isTestnet, websocket, chatroom };
}
