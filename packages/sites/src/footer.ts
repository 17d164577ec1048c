import type { FooterSection, HideFlags, SiteConfig, SiteLink, SocialLink, SocialNetwork } from './types';

/**
 * Footer link catalog and section builders shared by every sub-site (spec doc 1 §2 "Footer links,
 * main site", compliance keys from doc 1 §5). Sites pick from one catalog instead of copying lists.
 *
 * `hiddenBy` names the site hide flag that removes a link from a site's footer at build time, so a
 * site that hides derivatives never lists /futures_center. It is stripped from the output.
 */
interface CatalogLink extends SiteLink {
  readonly hiddenBy?: keyof HideFlags;
}

/** Concrete slug used for the spec's `{coin-slug}` / `{coin}/{pair}` footer links. */
const COIN_SLUG = 'bitcoin';

const LINKS = {
  // about
  aboutUs: { labelKey: 'footer.links.aboutUs', href: '/about_us' },
  careers: { labelKey: 'footer.links.careers', href: '/page/careers' },
  brandPartnerships: { labelKey: 'footer.links.brandPartnerships', href: '/brand-partnerships' },
  mediaKit: { labelKey: 'footer.links.mediaKit', href: '/media-kit' },
  proofOfReserves: { labelKey: 'footer.links.proofOfReserves', href: '/proof_of_reserves' },
  security: { labelKey: 'footer.links.security', href: '/security' },
  gt: { labelKey: 'footer.links.gt', href: '/gt' },
  calendar: { labelKey: 'footer.links.calendar', href: '/calendar' },
  globalConferences: { labelKey: 'footer.links.globalConferences', href: '/global-conferences' },
  ventures: { labelKey: 'footer.links.ventures', href: '/ventures', complianceKey: 'ventures' },
  charity: { labelKey: 'footer.links.charity', href: '/charity' },
  // legal (agreement, privacy policy and licences come from the site's legalDocs)
  riskDisclosure: { labelKey: 'footer.links.riskDisclosure', href: '/risk-disclosure' },
  cookiePolicy: { labelKey: 'footer.links.cookiePolicy', href: '/cookie-policy' },
  lawEnforcement: { labelKey: 'footer.links.lawEnforcement', href: '/legal/law-enforcement' },
  // products
  buyCrypto: { labelKey: 'footer.links.buyCrypto', href: '/crypto/buy', complianceKey: 'credit_paywith_card', hiddenBy: 'deposit' },
  // our choice: selling to a bank account is the 'bank_card' compliance feature
  sellCrypto: { labelKey: 'footer.links.sellCrypto', href: '/crypto/sell', complianceKey: 'bank_card', hiddenBy: 'withdraw' },
  futures: { labelKey: 'footer.links.futures', href: '/futures_center', complianceKey: 'derivatives', hiddenBy: 'derivatives' },
  // our choice: leveraged ETF tokens go wherever derivatives are hidden
  etf: { labelKey: 'footer.links.etf', href: '/etf', complianceKey: 'margin_etf_trade', hiddenBy: 'derivatives' },
  nft: { labelKey: 'footer.links.nft', href: '/nft', complianceKey: 'nft', hiddenBy: 'web3' },
  gatepay: { labelKey: 'footer.links.gatepay', href: '/gatepay', complianceKey: 'gatepay' },
  miniApp: { labelKey: 'footer.links.miniApp', href: '/mini-app' },
  giftCard: { labelKey: 'footer.links.giftCard', href: '/gift-card' },
  otc: { labelKey: 'footer.links.otc', href: '/otc', complianceKey: 'gate_otc', hiddenBy: 'otc' },
  card: { labelKey: 'footer.links.card', href: '/card', complianceKey: 'gate_card' },
  shop: { labelKey: 'footer.links.shop', href: '/shop', complianceKey: 'gate_shop' },
  // services
  vip: { labelKey: 'footer.links.vip', href: '/vip', complianceKey: 'vip_service' },
  announcements: { labelKey: 'footer.links.announcements', href: '/announcements', complianceKey: 'latest_news' },
  fee: { labelKey: 'footer.links.fee', href: '/fee' },
  help: { labelKey: 'footer.links.help', href: '/help', complianceKey: 'help_center', hiddenBy: 'helpCenter' },
  suggestions: { labelKey: 'footer.links.suggestions', href: '/suggestions-feedback' },
  listing: { labelKey: 'footer.links.listing', href: '/listing' },
  securityAudit: { labelKey: 'footer.links.securityAudit', href: '/security-audit' },
  developers: { labelKey: 'footer.links.developers', href: '/developers' },
  officialVerify: { labelKey: 'footer.links.officialVerify', href: '/officialverify' },
  c2cMerchant: { labelKey: 'footer.links.c2cMerchant', href: '/c2c/merchant', complianceKey: 'fiat_trade' },
  p2pMerchant: { labelKey: 'footer.links.p2pMerchant', href: '/p2p/merchant', complianceKey: 'fiat_trade' },
  affiliate: { labelKey: 'footer.links.affiliate', href: '/referral/affiliate', complianceKey: 'affiliate', hiddenBy: 'referral' },
  // learn
  learn: { labelKey: 'footer.links.learn', href: '/learn', complianceKey: 'learn' },
  course: { labelKey: 'footer.links.course', href: '/learn/course', complianceKey: 'learn' },
  glossary: { labelKey: 'footer.links.glossary', href: '/learn/glossary', complianceKey: 'learn' },
  bigData: { labelKey: 'footer.links.bigData', href: '/bigdata' },
  halving: { labelKey: 'footer.links.halving', href: '/explore/bitcoin-halving-countdown' },
  // crypto info
  price: { labelKey: 'footer.links.price', href: '/price' },
  coinPrice: { labelKey: 'footer.links.coinPrice', href: `/price/${COIN_SLUG}` },
  howToBuy: { labelKey: 'footer.links.howToBuy', href: '/how-to-buy' },
  howToBuyCoin: { labelKey: 'footer.links.howToBuyCoin', href: `/how-to-buy/${COIN_SLUG}` },
  pricePrediction: { labelKey: 'footer.links.pricePrediction', href: '/price-prediction' },
  coinPricePrediction: { labelKey: 'footer.links.coinPricePrediction', href: `/price-prediction/${COIN_SLUG}` },
  converter: { labelKey: 'footer.links.converter', href: '/converter' },
  coinConverter: { labelKey: 'footer.links.coinConverter', href: '/converter/btc/usd' },
} as const satisfies Record<string, CatalogLink>;

type LinkId = keyof typeof LINKS;

/** Pseudo-ids resolved per site: its trade pair and its own legal documents. */
type SlotId = LinkId | 'spotTrade' | 'userAgreement' | 'privacyPolicy' | 'licenses';

type SectionKey = 'about' | 'legal' | 'products' | 'services' | 'learn' | 'cryptoInfo';

type Preset = Readonly<Partial<Record<SectionKey, readonly SlotId[]>>>;

const SECTION_ORDER: readonly SectionKey[] = ['about', 'products', 'services', 'learn', 'cryptoInfo', 'legal'];

/** Footer presets. `main` holds every main-site link of doc 1 §2; the others are our choice. */
const PRESETS = {
  main: {
    about: ['aboutUs', 'careers', 'brandPartnerships', 'mediaKit', 'proofOfReserves', 'security', 'gt', 'calendar', 'globalConferences', 'ventures', 'charity'],
    products: ['buyCrypto', 'sellCrypto', 'spotTrade', 'futures', 'etf', 'nft', 'gatepay', 'miniApp', 'giftCard', 'otc', 'card', 'shop'],
    services: [
      'vip',
      'announcements',
      'fee',
      'help',
      'suggestions',
      'listing',
      'securityAudit',
      'developers',
      'officialVerify',
      'c2cMerchant',
      'p2pMerchant',
      'affiliate',
    ],
    learn: ['learn', 'course', 'glossary', 'bigData', 'halving'],
    cryptoInfo: ['price', 'coinPrice', 'howToBuy', 'howToBuyCoin', 'pricePrediction', 'coinPricePrediction', 'converter', 'coinConverter'],
    legal: ['userAgreement', 'privacyPolicy', 'riskDisclosure', 'cookiePolicy', 'licenses', 'lawEnforcement'],
  },
  // our choice: a regulated regional site keeps the essentials; hide flags trim it further
  regional: {
    about: ['aboutUs', 'security', 'proofOfReserves', 'announcements'],
    products: ['buyCrypto', 'spotTrade', 'futures', 'otc'],
    services: ['fee', 'help', 'vip', 'officialVerify', 'affiliate'],
    learn: ['learn', 'price', 'howToBuy'],
    legal: ['userAgreement', 'privacyPolicy', 'riskDisclosure', 'cookiePolicy', 'licenses'],
  },
  // our choice: the demo-trading site links only to trading, fees, help and its terms
  testnet: {
    about: ['aboutUs'],
    products: ['spotTrade', 'futures'],
    services: ['fee', 'help'],
    legal: ['userAgreement', 'privacyPolicy', 'riskDisclosure'],
  },
} as const satisfies Record<string, Preset>;

export type FooterPreset = keyof typeof PRESETS;

export interface FooterOptions {
  readonly preset: FooterPreset;
  /** the pair the footer's spot-trade link opens */
  readonly tradePair: string;
  readonly legalDocs: SiteConfig['legalDocs'];
  readonly hide: HideFlags;
}

function resolveSlot(slot: SlotId, o: FooterOptions): CatalogLink | undefined {
  switch (slot) {
    case 'spotTrade':
      return { labelKey: 'footer.links.spotTrade', href: `/trade/${o.tradePair}`, complianceKey: 'spot_trade' };
    case 'userAgreement':
      return { labelKey: 'footer.links.userAgreement', href: o.legalDocs.agreement };
    case 'privacyPolicy':
      return { labelKey: 'footer.links.privacyPolicy', href: o.legalDocs.privacyPolicy };
    case 'licenses':
      return o.legalDocs.licenses ? { labelKey: 'footer.links.licenses', href: o.legalDocs.licenses } : undefined;
    default:
      return LINKS[slot];
  }
}

function strip(link: CatalogLink): SiteLink {
  const { hiddenBy: _hiddenBy, ...rest } = link;
  return rest;
}

/** A site's footer sections: the preset's links, minus those its hide flags remove; empty sections are dropped. */
export function footerSections(o: FooterOptions): readonly FooterSection[] {
  const preset: Preset = PRESETS[o.preset];
  const out: FooterSection[] = [];
  for (const key of SECTION_ORDER) {
    const links = (preset[key] ?? [])
      .map((slot) => resolveSlot(slot, o))
      .filter((l): l is CatalogLink => l !== undefined && !(l.hiddenBy && o.hide[l.hiddenBy]))
      .map(strip);
    if (links.length > 0) out.push({ key, titleKey: `footer.sections.${key}`, links });
  }
  return out;
}

const SOCIAL_URL: Record<SocialNetwork, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  telegram: (h) => `https://t.me/${h}`,
  facebook: (h) => `https://www.facebook.com/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  youtube: (h) => `https://www.youtube.com/@${h}`,
  linkedin: (h) => `https://www.linkedin.com/company/${h}`,
  discord: (h) => `https://discord.gg/${h}`,
  reddit: (h) => `https://www.reddit.com/r/${h}`,
  tiktok: (h) => `https://www.tiktok.com/@${h}`,
  medium: (h) => `https://medium.com/@${h}`,
};

/**
 * Social links for one account handle on each network. Handles in the site table are placeholders
 * (our choice: no real brand accounts); an operator replaces them with their own.
 */
export function socialLinks(handle: string, networks: readonly SocialNetwork[]): readonly SocialLink[] {
  return networks.map((network) => ({ network, href: SOCIAL_URL[network](handle) }));
}
