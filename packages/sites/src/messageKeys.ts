import type { SiteConfig } from './types';

/** Every message-catalog key a site record uses (the web's catalog test checks each exists in every locale). */
export function siteMessageKeys(site: SiteConfig): string[] {
  return [
    site.nameKey,
    ...site.footerSections.flatMap((s) => [s.titleKey, ...s.links.map((l) => l.labelKey)]),
    ...(site.footerNoticeKey ? [site.footerNoticeKey] : []),
    ...(site.tradeLabelKey ? [site.tradeLabelKey] : []),
  ];
}
