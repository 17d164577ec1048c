import 'server-only';
import { headers } from 'next/headers';
import { parseHostOverrides } from '@exchange/sites/resolve';
import type { SiteKey } from '@exchange/sites/types';
import { siteOriginsFor } from './site-origin-rules';

/**
 * Origins of the other sub-sites, on this request's protocol and port (validated in
 * `siteOriginsFor`: only http/https and a port 1-65535 are used).
 */
export async function getSiteOrigins(): Promise<(site: SiteKey) => string> {
  const h = await headers();
  return siteOriginsFor(h.get('x-forwarded-host') ?? h.get('host'), h.get('x-forwarded-proto'), parseHostOverrides(process.env.SITE_HOSTS));
}
