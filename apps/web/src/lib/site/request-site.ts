import { parseHostOverrides, siteForHost } from '@exchange/sites/resolve';
import { SITES } from '@exchange/sites/sites';
import { isSiteKey, type SiteConfig } from '@exchange/sites/types';
import { CONTEXT_HEADER } from '@/lib/request/context-headers';

/** The sub-site a host names, with the operator's host overrides (SITE_HOSTS), as proxy.ts resolves it. */
export function siteOfHost(host: string | null, siteHosts: string | undefined = process.env.SITE_HOSTS): SiteConfig {
  return siteForHost(host, parseHostOverrides(siteHosts));
}

/**
 * A page render's sub-site: the one proxy.ts resolved (its `x-site-key` header, which overwrites
 * any value a client sends), else the forwarded host's. Only for the headers of a request the
 * proxy has handled (a render), never a raw request: there a client could name any site.
 */
export function siteOfRender(header: (name: string) => string | null, siteHosts: string | undefined = process.env.SITE_HOSTS): SiteConfig {
  const key = header(CONTEXT_HEADER.site);
  return isSiteKey(key) ? SITES[key] : siteOfHost(header('x-forwarded-host') ?? header('host'), siteHosts);
}
