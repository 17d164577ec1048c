import type { FooterSection, SiteConfig, SocialLink } from '@exchange/sites/types';

/** What the footer shows depends on (spec doc 1 §5): the site, the compliance answer, the visitor. */
export interface FooterInput {
  readonly site: Pick<SiteConfig, 'footerSections' | 'socials' | 'hide' | 'footerNoticeKey' | 'foundedYear' | 'copyrightHolder'>;
  /** the compliance answer's restricted menu codes */
  readonly menu: readonly string[];
  readonly isUkLimit: boolean;
  readonly isItalyLimit: boolean;
  readonly loggedIn: boolean;
  /** the current year, for the copyright line */
  readonly year: number;
}

export interface FooterView {
  readonly sections: readonly FooterSection[];
  readonly socials: readonly SocialLink[];
  readonly noticeKey: string | undefined;
  readonly signup: boolean;
  readonly copyright: { readonly from: number; readonly to: number; readonly holder: string };
}

/** The compliance menu codes that remove footer links (spec doc 1 §5). */
export const FOOTER_COMPLIANCE_KEYS = [
  'ventures',
  'credit_paywith_card',
  'bank_card',
  'spot_trade',
  'derivatives',
  'margin_etf_trade',
  'nft',
  'gatepay',
  'gate_otc',
  'gate_card',
  'gate_shop',
  'vip_service',
  'latest_news',
  'help_center',
  'fiat_trade',
  'affiliate',
  'learn',
] as const;

/** Sections that stay under the Italy limit (our reading of "site sections are hidden"): the legal documents. */
const KEPT_UNDER_ITALY_LIMIT = new Set(['legal']);

/**
 * The footer a visitor sees: links whose compliance key is restricted are dropped (and sections
 * left empty); under the Italy limit only the legal section stays; social links go under the UK
 * limit and on the sites whose `hide.socials` is set (Singapore, Bahamas, UK, Japan, UAE); the
 * site's notice (Turkey, UK); the sign-up prompt for guests unless the site hides it; the
 * copyright from the founded year to this year.
 */
export function footerView(input: FooterInput): FooterView {
  const restricted = new Set(input.menu.filter((key) => (FOOTER_COMPLIANCE_KEYS as readonly string[]).includes(key)));
  const sections = input.site.footerSections
    .filter((section) => !input.isItalyLimit || KEPT_UNDER_ITALY_LIMIT.has(section.key))
    .map((section) => ({ ...section, links: section.links.filter((link) => !link.complianceKey || !restricted.has(link.complianceKey)) }))
    .filter((section) => section.links.length > 0);
  return {
    sections,
    socials: input.isUkLimit || input.site.hide.socials ? [] : input.site.socials,
    noticeKey: input.site.footerNoticeKey,
    signup: !input.loggedIn && !input.site.hide.footerSignup,
    copyright: { from: input.site.foundedYear, to: Math.max(input.year, input.site.foundedYear), holder: input.site.copyrightHolder },
  };
}
