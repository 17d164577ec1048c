import type { Locale } from './locales';
import type { NavFeature } from './nav-types';

export const SITE_KEYS = ['main', 'tr', 'mt', 'hk', 'us', 'bs', 'sg', 'uk', 'jp', 'uae', 'eu', 'testnet'] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

/** Whether `value` names a sub-site (a header the proxy set, a path segment): the site table's keys only. */
export function isSiteKey(value: string | null): value is SiteKey {
  return value !== null && (SITE_KEYS as readonly string[]).includes(value);
}

/** Each sub-site's `sub_website_id` (spec doc 1 §1, doc 2 §3). */
export const SITE_IDS = {
  main: 0,
  tr: 177,
  mt: 106,
  hk: 71,
  us: 232,
  bs: 14,
  sg: 153,
  uk: 182,
  jp: 83,
  uae: 181,
  eu: 777,
  testnet: 666,
} as const satisfies Record<SiteKey, number>;

/** The keys whose id another key also has (never, when every id is unique). */
type DuplicateIds<T extends Record<string, number>> = {
  [K in keyof T]: { [J in Exclude<keyof T, K>]: T[J] extends T[K] ? J : never }[Exclude<keyof T, K>];
}[keyof T];
/** Fails to compile when two sub-sites share an id. */
export const SITE_IDS_ARE_UNIQUE: [DuplicateIds<typeof SITE_IDS>] extends [never] ? true : never = true;

/** A link in the footer or a legal document: internal paths start with '/', externals are https URLs. */
export interface SiteLink {
  /** message-catalog key of the label (e.g. 'footer.aboutUs') */
  readonly labelKey: string;
  readonly href: string;
  /** compliance menu code that hides this item (spec doc 1 §5) */
  readonly complianceKey?: string;
  readonly external?: boolean;
}

export interface FooterSection {
  readonly key: string;
  readonly titleKey: string;
  readonly links: readonly SiteLink[];
}

export type SocialNetwork = 'x' | 'telegram' | 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'discord' | 'reddit' | 'tiktok' | 'medium';

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly href: string;
}

/** The quote currencies the exchange lists spot markets against (the markets' `curr_b`). */
export type SpotQuote = 'USDT' | 'USDC' | 'BTC' | 'ETH' | 'TRY' | 'JPY' | 'SGD';

export type LoginProvider = 'google' | 'metamask' | 'apple' | 'telegram' | 'trProvider';

/** Everything a sub-site hides (spec doc 1 §5, doc 2 §3 "hide flags"). `true` hides. */
export interface HideFlags {
  readonly appDownload: boolean;
  readonly notification: boolean;
  readonly footerSignup: boolean;
  readonly referral: boolean;
  readonly themeSwitch: boolean;
  readonly langAndRate: boolean;
  readonly language: boolean;
  readonly setting: boolean;
  readonly search: boolean;
  readonly register: boolean;
  readonly loginSignup: boolean;
  readonly deposit: boolean;
  readonly withdraw: boolean;
  readonly derivatives: boolean;
  readonly copyTrading: boolean;
  readonly bots: boolean;
  readonly otc: boolean;
  readonly web3: boolean;
  readonly institutional: boolean;
  readonly finance: boolean;
  readonly helpCenter: boolean;
  readonly socials: boolean;
  readonly subAccountManage: boolean;
  readonly floatingMenu: boolean;
  /** the KYC tip bar for logged-in users who have not completed KYC2 (spec doc 2 §5: hidden on the test net) */
  readonly kycTipBar: boolean;
}

export interface AccountFeatures {
  /** the Switch Account button */
  readonly switchAccount: boolean;
  /** the phone Deposit button in the header */
  readonly phoneDeposit: boolean;
  /** the sub-account flag (is_sub) is fetched */
  readonly subAccountFlag: boolean;
  /** P2P, card and bank purchase in the deposit dialog */
  readonly fiatDepositMethods: boolean;
  /** futures, margin and copy-trading accounts in the wallet menu are hidden (restricted regions) */
  readonly restrictedAccounts: boolean;
}

/**
 * The table's type: the record under each key says that key and that key's id, checked when the
 * table compiles (`SITES.tr.key` cannot be 'main', nor its id 0).
 */
export type SiteTable = { readonly [K in SiteKey]: SiteConfig & { readonly key: K; readonly id: (typeof SITE_IDS)[K] } };

export interface SiteConfig {
  readonly id: number;
  readonly key: SiteKey;
  /** message-catalog key of the site's display name */
  readonly nameKey: string;
  /** brand name shown as-is (configuration, not a literal in components) */
  readonly brandName: string;
  /** hostnames that resolve to this site (overridable by SITE_HOSTS configuration) */
  readonly hosts: readonly string[];
  readonly defaultLocale: Locale;
  readonly locales: readonly Locale[];
  /** locales whose pages are `noindex` on this site */
  readonly noindexLocales: readonly Locale[];
  readonly defaultPair: string;
  /** the fiat prices are shown in until the visitor chooses one: USD, TRY on Turkey (doc 2 §9; NOTES "Default fiat") */
  readonly defaultFiat: string;
  /** the fiat the account menu's fiat deposit is for (`/myaccount/deposit_fiat/{fiat}`, doc 1 §2: JPY on Japan); none: `/myaccount/deposit_fiat` */
  readonly fiatDepositCurrency?: string;
  readonly foundedYear: number;
  /** the copyright holder after "© {foundedYear}-{year}" */
  readonly copyrightHolder: string;
  readonly footerSections: readonly FooterSection[];
  readonly legalDocs: { readonly agreement: string; readonly privacyPolicy: string; readonly licenses?: string };
  readonly socials: readonly SocialLink[];
  readonly loginProviders: readonly LoginProvider[];
  readonly websocket: { readonly spot: string; readonly futures: string };
  readonly contacts: { readonly support: string; readonly business: string };
  readonly totpName: string;
  readonly antiPhishingHosts: readonly string[];
  readonly chatroom: boolean;
  readonly bigData: boolean;
  /**
   * the mobile sign-up gift prompt (doc 2 §4 "the feature variable"). Our choice: on for the main
   * site only. Every regional site is a licensed entity where a sign-up bonus is a regulated
   * financial promotion (FCA, MiCA, MAS, SFC, FSA, VARA, CMB, …), and the testnet has no sign-up.
   */
  readonly giftPrompt: boolean;
  readonly hide: HideFlags;
  /** the exchange name TradingView shows (US, UK, JP and UAE have one) */
  readonly tradingViewExchange?: string;
  /** site code for the API's application header (Turkey 2, Malta 3, default 0) */
  readonly apiSiteCode: number;
  /**
   * requests on this site's hosts may ask for another site's markets with the API's
   * `application-site-code` header (spec doc 2 §7): the main site, which also answers hosts that
   * are no sub-site's (the API called directly). A sub-site's own host always wins over the header.
   */
  readonly acceptsSiteCodeHeader: boolean;
  /**
   * the quotes of the spot markets this site lists (the API's market calls, pair checks and
   * socket serve only these): a fiat-quoted market on its country's site (and JPY
   * on the UAE site, whose footer pair is BTC_JPY), USDC on the EU-regulated
   * and US sites, everything on the main site and on the sites without a local market of their
   * own. The sites that list USDT markets also serve the futures, pilot, pre-market and pre-mint lists.
   */
  readonly spotQuotes: readonly SpotQuote[];
  /** the unified (portfolio-margin) account is offered here (`support_unified`): the main site only */
  readonly supportsUnifiedAccount: boolean;
  /** a footer notice key (Turkey compliance reminder, UK financial promotion) */
  readonly footerNoticeKey?: string;
  readonly collectId?: string;
  readonly isTestnet: boolean;
  /** log in through another site's account (the testnet through the main site) instead of here */
  readonly loginVia?: SiteKey;
  /** account-area behaviours the spec gives the main site only (doc 1 §5, §6; doc 2 §2, §6) */
  readonly account: AccountFeatures;
  /** message key replacing the header's trade entry label (doc 1 §6: Turkey labels it 'Spot Trading') */
  readonly tradeLabelKey?: string;
  /** the header shows institutional as one link instead of a menu (doc 1 §2: the Malta site) */
  readonly institutionalAsSingleLink?: boolean;
  /** nav features whose links open the "Stay tuned!" modal instead of navigating (doc 1 §5 and §8: EU-restricted links) */
  readonly comingSoon?: readonly NavFeature[];
  /**
   * The sub-site this site offers the visitors the compliance answer places in its country
   * (`limit.is_tr`): they are asked to pick it or this site (spec doc 2 §2, §4 "Turkish site
   * chooser"), and the header links to it on screens wider than 992 px (doc 1 §5 "the Turkey-exchange
   * link"). The global site names the Turkey site.
   */
  readonly siteChooser?: SiteKey;
}
