import 'server-only';
import { headers } from 'next/headers';
import { hostsOf, parseHostOverrides } from '@exchange/sites/resolve';
import { SITES } from '@exchange/sites/sites';
import type { SiteKey } from '@exchange/sites/types';

/**
 * Origins of the other sub-sites, on this request's protocol and port (so `*.localhost:3000`
 * links stay on the same server locally; operators set real hosts with SITE_HOSTS).
 */
export async function getSiteOrigins(): Promise<(site: SiteKey) => string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? '';
  const port = /:(\d+)$/.exec(host)?.[1];
  const proto = h.get('x-forwarded-proto') ?? 'http';
  const overrides = parseHostOverrides(process.env.SITE_HOSTS);
  return (key) => `${proto}://${hostsOf(SITES[key], overrides)[0] ?? 'localhost'}${port ? `:${port}` : ''}`;
}
