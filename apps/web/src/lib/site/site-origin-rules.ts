import { hostsOf } from '@exchange/sites/resolve';
import { SITES } from '@exchange/sites/sites';
import type { SiteKey } from '@exchange/sites/types';
import { parseHostHeader, parseProto } from '@/lib/security/host-header';

type HostOverrides = Partial<Record<SiteKey, string[]>>;

/**
 * Origins of the sub-sites on this request's protocol and port (so `*.localhost:3000` links stay
 * on the same server locally; operators set real hosts with SITE_HOSTS). The request's headers are
 * validated, never reflected: a protocol other than http/https gives http, a host whose port is
 * not 1-65535 (or that is no host at all) gives no port.
 */
export function siteOriginsFor(
  hostHeader: string | null | undefined,
  protoHeader: string | null | undefined,
  overrides: HostOverrides,
): (site: SiteKey) => string {
  const port = parseHostHeader(hostHeader)?.port;
  const proto = parseProto(protoHeader) ?? 'http';
  return (key) => `${proto}://${hostsOf(SITES[key], overrides)[0] ?? 'localhost'}${port === undefined ? '' : `:${port}`}`;
}
