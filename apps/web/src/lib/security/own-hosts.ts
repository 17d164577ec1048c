import type { SiteConfig } from '@exchange/sites/types';
import { hostsOf, parseHostOverrides } from '@exchange/sites/resolve';

/** The site's own host names (SITE_HOSTS overrides included): the only hosts a notice's web url may lead to. */
export function ownHosts(site: SiteConfig): string[] {
  return [...hostsOf(site, parseHostOverrides(process.env.SITE_HOSTS))];
}
