import { SITES } from './sites';
import type { SiteConfig, SiteKey } from './types';

/**
 * Host overrides: `SITE_HOSTS="tr=tr.example.com|tr.example.org,eu=eu.example.com"` replaces the
 * hosts of the named sites. Malformed entries (no single `=`, an unknown site, no valid host) are ignored;
 * invalid hosts inside an entry are dropped.
 */
export function parseHostOverrides(spec: string | undefined): Partial<Record<SiteKey, string[]>> {
  const out: Partial<Record<SiteKey, string[]>> = {};
  if (!spec) return out;
  for (const entry of spec.split(',')) {
    const parts = entry.split('=');
    if (parts.length !== 2) continue;
    const [rawKey, hosts] = parts;
    const key = rawKey?.trim() ?? '';
    // own keys only: `toString=…` or `__proto__=…` must not reach inherited properties
    if (!hosts || !Object.hasOwn(SITES, key)) continue;
    const site = SITES[key as SiteKey];
    const list = hosts
      .split('|')
      .map((h) => h.trim().toLowerCase())
      .filter((h) => /^[a-z0-9.-]+$/.test(h));
    if (list.length > 0) out[site.key] = list;
  }
  return out;
}

/** Strips the port and lower-cases: `TR.localhost:3000` → `tr.localhost`. */
export function hostname(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.split(':')[0] ?? '';
}

export function hostsOf(site: SiteConfig, overrides: Partial<Record<SiteKey, string[]>>): readonly string[] {
  return overrides[site.key] ?? site.hosts;
}

/** The sub-site a host belongs to; an unknown host is the main site. */
export function siteForHost(host: string | null | undefined, overrides: Partial<Record<SiteKey, string[]>> = {}): SiteConfig {
  const name = hostname(host ?? '');
  // Configured hosts win over the table's defaults, so an operator can move any host.
  for (const [key, hosts] of Object.entries(overrides)) {
    if (hosts?.includes(name)) return SITES[key as SiteKey];
  }
  for (const site of Object.values(SITES) as SiteConfig[]) {
    if (hostsOf(site, overrides).includes(name)) return site;
  }
  return SITES.main;
}

export function siteById(id: number): SiteConfig | undefined {
  return (Object.values(SITES) as SiteConfig[]).find((s) => s.id === id);
}
