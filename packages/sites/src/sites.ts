import { footerSections, socialLinks } from './footer';
import type { Locale } from './locales';
import type { HideFlags, SiteConfig, SiteKey, SiteTable } from './types';
import { SITE_KEYS } from './types';

/*
 * The 12 sub-sites (spec doc 1 §1, doc 2 §3 "Site config per sub-website id"). Every fact the spec
 * gives is here; where it is silent the choice is ours and marked "our choice".
 *
 * Conventions for the placeholders (our choice): production domains are `<key>.gate.example`
 * (main: `gate.example`); they feed contacts and anti-phishing hosts, never request routing, which
 * uses `hosts` (`*.localhost` locally, overridable by SITE_HOSTS). Websocket endpoints are paths
 * that the web client resolves against the API origin (`API_ORIGIN`, ws/wss by its scheme), so no
 * absolute production address is baked in.
 */

/** The main site's account features; every other site has none of them (spec: "main site only"). */
const mainAccount = { switchAccount: true, phoneDeposit: true, subAccountFlag: true, fiatDepositMethods: true, restrictedAccounts: false } as const;
const regionalAccount = { switchAccount: false, phoneDeposit: false, subAccountFlag: false, fiatDepositMethods: false, restrictedAccounts: false } as const;
/** Regions where futures, margin and copy-trading accounts are restricted (our choice: where derivatives are hidden). */
const restrictedAccount = { ...regionalAccount, restrictedAccounts: true } as const;

/** Nothing hidden: the main site. */
const baseHide = {
  appDownload: false,
  notification: false,
  footerSignup: false,
  referral: false,
  themeSwitch: false,
  langAndRate: false,
  language: false,
  setting: false,
  search: false,
  register: false,
  loginSignup: false,
  deposit: false,
  withdraw: false,
  derivatives: false,
  copyTrading: false,
  bots: false,
  otc: false,
  web3: false,
  institutional: false,
  finance: false,
  helpCenter: false,
  socials: false,
  subAccountManage: false,
  floatingMenu: false,
  kycTipBar: false,
} as const satisfies HideFlags;

/** Regional sites hide notifications and sub-account management (doc 1 §5 "many regional sites", "many sites"). */
const regionalHide = { ...baseHide, notification: true, subAccountManage: true } as const satisfies HideFlags;

const HIDE = {
  main: baseHide,
  tr: regionalHide,
  mt: regionalHide,
  hk: { ...regionalHide, floatingMenu: true },
  us: { ...regionalHide, derivatives: true },
  bs: { ...regionalHide, socials: true },
  sg: { ...regionalHide, socials: true },
  uk: { ...regionalHide, derivatives: true, copyTrading: true, referral: true, socials: true },
  jp: { ...regionalHide, derivatives: true, web3: true, copyTrading: true, socials: true },
  uae: { ...regionalHide, socials: true },
  eu: { ...regionalHide, derivatives: true, copyTrading: true, bots: true, otc: true, floatingMenu: true },
  // demo trading: no money in or out, no products beyond trading; notifications hidden too (our choice)
  testnet: {
    ...baseHide,
    register: true,
    footerSignup: true,
    deposit: true,
    withdraw: true,
    otc: true,
    web3: true,
    institutional: true,
    finance: true,
    copyTrading: true,
    bots: true,
    appDownload: true,
    referral: true,
    notification: true,
    subAccountManage: true,
    // spec doc 2 §5: no KYC tip bar on the test net
    kycTipBar: true,
  },
} as const satisfies Record<SiteKey, HideFlags>;

/** our choice: agreement and privacy policy keep the spec's routes on every host (each host serves its own text); licences are per region. */
const LEGAL = {
  main: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses' },
  tr: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses/tr' },
  mt: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses/mt' },
  hk: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses/hk' },
  us: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses/us' },
  bs: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses/bs' },
  sg: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses/sg' },
  uk: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses/uk' },
  jp: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses/jp' },
  uae: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses/uae' },
  eu: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy', licenses: '/legal/licenses/eu' },
  // our choice: the demo site holds no licence of its own
  testnet: { agreement: '/user-agreement', privacyPolicy: '/privacy-policy' },
} as const satisfies Record<SiteKey, SiteConfig['legalDocs']>;

/** The general language list (17 codes, NOTES.md "Locales"). */
const GENERAL_LOCALES = [
  'en',
  'zh',
  'zh-tw',
  'vi',
  'es',
  'ru',
  'fr',
  'de',
  'pt',
  'pt-br',
  'th',
  'id',
  'tr',
  'ja',
  'ar',
  'uk',
  'nl',
] as const satisfies readonly Locale[];

const WEBSOCKET = { spot: '/ws/spot', futures: '/ws/futures' } as const;

function domainOf(key: SiteKey): string {
  return key === 'main' ? 'gate.example' : `${key}.gate.example`;
}

function contactsOf(key: SiteKey): SiteConfig['contacts'] {
  return { support: `support@${domainOf(key)}`, business: `business@${domainOf(key)}` };
}

export const SITES = {
  main: {
    id: 0,
    key: 'main',
    nameKey: 'site.name.main',
    brandName: 'Gate',
    hosts: ['localhost', '127.0.0.1'],
    defaultLocale: 'en',
    locales: [...GENERAL_LOCALES, 'it'],
    noindexLocales: ['nl', 'it'],
    defaultPair: 'BTC_USDT',
    defaultFiat: 'USD',
    foundedYear: 2013,
    copyrightHolder: 'Gate Global Exchange Ltd.',
    footerSections: footerSections({ preset: 'main', tradePair: 'BTC_USDT', legalDocs: LEGAL.main, hide: HIDE.main }),
    legalDocs: LEGAL.main,
    socials: socialLinks('gate_example', ['x', 'telegram', 'facebook', 'instagram', 'youtube', 'linkedin', 'discord', 'reddit', 'tiktok', 'medium']),
    loginProviders: ['google', 'metamask', 'apple'],
    websocket: WEBSOCKET,
    contacts: contactsOf('main'),
    totpName: 'Gate',
    antiPhishingHosts: [domainOf('main'), `www.${domainOf('main')}`],
    chatroom: true,
    bigData: true,
    giftPrompt: true,
    hide: HIDE.main,
    apiSiteCode: 0,
    acceptsSiteCodeHeader: true,
    spotQuotes: ['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'JPY', 'SGD'],
    supportsUnifiedAccount: true,
    isTestnet: false,
    account: mainAccount,
    siteChooser: 'tr',
  },
  tr: {
    id: 177,
    key: 'tr',
    nameKey: 'site.name.tr',
    brandName: 'Gate.TR',
    hosts: ['tr.localhost'],
    defaultLocale: 'tr',
    locales: ['tr', 'en', 'ar'],
    noindexLocales: [],
    defaultPair: 'BTC_TRY',
    defaultFiat: 'TRY',
    foundedYear: 2022,
    copyrightHolder: 'Gate TR Exchange A.Ş.',
    footerSections: footerSections({ preset: 'regional', tradePair: 'BTC_TRY', legalDocs: LEGAL.tr, hide: HIDE.tr }),
    legalDocs: LEGAL.tr,
    // our choice: regional accounts on the networks most used locally
    socials: socialLinks('gate_example_tr', ['x', 'telegram', 'instagram', 'youtube']),
    loginProviders: ['trProvider'],
    websocket: WEBSOCKET,
    contacts: contactsOf('tr'),
    totpName: 'Gate.TR',
    antiPhishingHosts: [domainOf('tr')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.tr,
    apiSiteCode: 2,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['TRY', 'USDT'],
    supportsUnifiedAccount: false,
    footerNoticeKey: 'footer.notice.tr',
    tradeLabelKey: 'header.nav.spotTrading',
    isTestnet: false,
    account: regionalAccount,
  },
  mt: {
    id: 106,
    key: 'mt',
    nameKey: 'site.name.mt',
    brandName: 'Gate Malta',
    hosts: ['mt.localhost'],
    defaultLocale: 'en',
    // our choice: English plus the main EU languages
    locales: ['en', 'it', 'de', 'fr', 'es'],
    noindexLocales: [],
    defaultPair: 'BTC_USDC',
    defaultFiat: 'EUR', // our choice
    foundedYear: 2022, // our choice
    copyrightHolder: 'Gate Malta Ltd.',
    footerSections: footerSections({ preset: 'regional', tradePair: 'BTC_USDC', legalDocs: LEGAL.mt, hide: HIDE.mt }),
    legalDocs: LEGAL.mt,
    socials: socialLinks('gate_example_mt', ['x', 'linkedin']),
    loginProviders: ['google', 'apple'], // our choice: no wallet login on regulated sites
    websocket: WEBSOCKET,
    contacts: contactsOf('mt'),
    totpName: 'Gate Malta',
    antiPhishingHosts: [domainOf('mt')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.mt,
    apiSiteCode: 3,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['USDC'],
    supportsUnifiedAccount: false,
    institutionalAsSingleLink: true,
    isTestnet: false,
    account: regionalAccount,
  },
  hk: {
    id: 71,
    key: 'hk',
    nameKey: 'site.name.hk',
    brandName: 'Gate HK',
    hosts: ['hk.localhost'],
    defaultLocale: 'en',
    locales: ['en', 'zh-tw', 'zh'],
    noindexLocales: [],
    defaultPair: 'BTC_USDT',
    defaultFiat: 'HKD', // our choice
    foundedYear: 2023, // our choice
    copyrightHolder: 'Gate Hong Kong Ltd.',
    footerSections: footerSections({ preset: 'regional', tradePair: 'BTC_USDT', legalDocs: LEGAL.hk, hide: HIDE.hk }),
    legalDocs: LEGAL.hk,
    socials: socialLinks('gate_example_hk', ['x', 'facebook', 'instagram']),
    loginProviders: ['google', 'apple'], // our choice
    websocket: WEBSOCKET,
    contacts: contactsOf('hk'),
    totpName: 'Gate HK',
    antiPhishingHosts: [domainOf('hk')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.hk,
    apiSiteCode: 0,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['USDT', 'USDC', 'BTC', 'ETH'],
    supportsUnifiedAccount: false,
    isTestnet: false,
    account: regionalAccount,
  },
  us: {
    id: 232,
    key: 'us',
    nameKey: 'site.name.us',
    brandName: 'Gate US',
    hosts: ['us.localhost'],
    defaultLocale: 'en',
    locales: ['en', 'es'], // our choice
    noindexLocales: [],
    defaultPair: 'BTC_USDC',
    defaultFiat: 'USD',
    foundedYear: 2023, // our choice
    copyrightHolder: 'Gate US Inc.',
    footerSections: footerSections({ preset: 'regional', tradePair: 'BTC_USDC', legalDocs: LEGAL.us, hide: HIDE.us }),
    legalDocs: LEGAL.us,
    socials: socialLinks('gate_example_us', ['x', 'linkedin', 'youtube']),
    loginProviders: ['google', 'apple'], // our choice
    websocket: WEBSOCKET,
    contacts: contactsOf('us'),
    totpName: 'Gate US',
    antiPhishingHosts: [domainOf('us')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.us,
    tradingViewExchange: 'Gate US',
    apiSiteCode: 0,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['USDC'],
    supportsUnifiedAccount: false,
    isTestnet: false,
    account: restrictedAccount,
  },
  bs: {
    id: 14,
    key: 'bs',
    nameKey: 'site.name.bs',
    brandName: 'Gate Bahamas',
    hosts: ['bs.localhost'],
    defaultLocale: 'en',
    locales: ['en', 'es'], // our choice
    noindexLocales: [],
    defaultPair: 'BTC_USDT',
    defaultFiat: 'USD',
    foundedYear: 2022, // our choice
    copyrightHolder: 'Gate Bahamas Ltd.',
    footerSections: footerSections({ preset: 'regional', tradePair: 'BTC_USDT', legalDocs: LEGAL.bs, hide: HIDE.bs }),
    legalDocs: LEGAL.bs,
    socials: [], // hidden on this site (doc 1 §5)
    loginProviders: ['google', 'apple'], // our choice
    websocket: WEBSOCKET,
    contacts: contactsOf('bs'),
    totpName: 'Gate Bahamas',
    antiPhishingHosts: [domainOf('bs')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.bs,
    apiSiteCode: 0,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['USDT', 'USDC', 'BTC', 'ETH'],
    supportsUnifiedAccount: false,
    isTestnet: false,
    account: regionalAccount,
  },
  sg: {
    id: 153,
    key: 'sg',
    nameKey: 'site.name.sg',
    brandName: 'Gate Singapore',
    hosts: ['sg.localhost'],
    defaultLocale: 'en',
    locales: ['en', 'zh'], // our choice
    noindexLocales: [],
    defaultPair: 'BTC_SGD',
    defaultFiat: 'SGD', // our choice
    foundedYear: 2023, // our choice
    copyrightHolder: 'Gate Singapore Pte. Ltd.',
    footerSections: footerSections({ preset: 'regional', tradePair: 'BTC_SGD', legalDocs: LEGAL.sg, hide: HIDE.sg }),
    legalDocs: LEGAL.sg,
    socials: [], // hidden on this site (doc 1 §5)
    loginProviders: ['google', 'apple'], // our choice
    websocket: WEBSOCKET,
    contacts: contactsOf('sg'),
    totpName: 'Gate Singapore',
    antiPhishingHosts: [domainOf('sg')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.sg,
    apiSiteCode: 0,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['SGD', 'USDT'],
    supportsUnifiedAccount: false,
    isTestnet: false,
    account: regionalAccount,
  },
  uk: {
    id: 182,
    key: 'uk',
    nameKey: 'site.name.uk',
    brandName: 'Gate UK',
    hosts: ['uk.localhost'],
    defaultLocale: 'en',
    locales: ['en'], // our choice
    noindexLocales: [],
    defaultPair: 'BTC_USDT',
    defaultFiat: 'GBP', // our choice
    foundedYear: 2023, // our choice
    copyrightHolder: 'Gate UK Ltd.',
    footerSections: footerSections({ preset: 'regional', tradePair: 'BTC_USDT', legalDocs: LEGAL.uk, hide: HIDE.uk }),
    legalDocs: LEGAL.uk,
    socials: [], // hidden on this site (doc 1 §5)
    loginProviders: ['google', 'apple'], // our choice
    websocket: WEBSOCKET,
    contacts: contactsOf('uk'),
    totpName: 'Gate UK',
    antiPhishingHosts: [domainOf('uk')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.uk,
    tradingViewExchange: 'Gate UK',
    apiSiteCode: 0,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['USDT', 'USDC', 'BTC', 'ETH'],
    supportsUnifiedAccount: false,
    footerNoticeKey: 'footer.notice.uk',
    isTestnet: false,
    account: restrictedAccount,
  },
  jp: {
    id: 83,
    key: 'jp',
    nameKey: 'site.name.jp',
    brandName: 'Gate Japan',
    hosts: ['jp.localhost'],
    defaultLocale: 'en',
    locales: ['en', 'ja'],
    noindexLocales: [],
    defaultPair: 'BTC_JPY',
    defaultFiat: 'JPY', // our choice
    foundedYear: 2023, // our choice
    copyrightHolder: 'Gate Japan K.K.',
    footerSections: footerSections({ preset: 'regional', tradePair: 'BTC_JPY', legalDocs: LEGAL.jp, hide: HIDE.jp }),
    legalDocs: LEGAL.jp,
    socials: [], // hidden on this site (doc 1 §5)
    loginProviders: ['google', 'apple'], // our choice
    websocket: WEBSOCKET,
    contacts: contactsOf('jp'),
    totpName: 'Gate Japan',
    antiPhishingHosts: [domainOf('jp')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.jp,
    tradingViewExchange: 'Gate Japan',
    apiSiteCode: 0,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['JPY'],
    supportsUnifiedAccount: false,
    isTestnet: false,
    account: restrictedAccount,
  },
  uae: {
    id: 181,
    key: 'uae',
    nameKey: 'site.name.uae',
    brandName: 'Gate UAE',
    hosts: ['uae.localhost'],
    defaultLocale: 'en',
    locales: ['en', 'ar'],
    noindexLocales: [],
    defaultPair: 'BTC_USDT',
    defaultFiat: 'AED', // our choice
    foundedYear: 2024, // our choice
    copyrightHolder: 'Gate UAE FZE',
    // the spec's footer pair for UAE is BTC_JPY (doc 1 §2), unlike its default pair
    footerSections: footerSections({ preset: 'regional', tradePair: 'BTC_JPY', legalDocs: LEGAL.uae, hide: HIDE.uae }),
    legalDocs: LEGAL.uae,
    socials: [], // hidden on this site (doc 1 §5)
    loginProviders: ['google', 'apple'], // our choice
    websocket: WEBSOCKET,
    contacts: contactsOf('uae'),
    totpName: 'Gate UAE',
    antiPhishingHosts: [domainOf('uae')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.uae,
    tradingViewExchange: 'Gate UAE',
    apiSiteCode: 0,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['USDT', 'USDC', 'BTC', 'ETH'],
    supportsUnifiedAccount: false,
    isTestnet: false,
    account: regionalAccount,
  },
  eu: {
    id: 777,
    key: 'eu',
    nameKey: 'site.name.eu',
    brandName: 'Gate EU',
    hosts: ['eu.localhost'],
    defaultLocale: 'en',
    locales: ['en', 'en-eu', 'it-eu', 'de', 'fr', 'es', 'nl', 'pt'],
    noindexLocales: [],
    defaultPair: 'BTC_USDC',
    defaultFiat: 'EUR', // our choice
    foundedYear: 2025, // our choice
    copyrightHolder: 'Gate EU Ltd.',
    footerSections: footerSections({ preset: 'regional', tradePair: 'BTC_USDC', legalDocs: LEGAL.eu, hide: HIDE.eu }),
    legalDocs: LEGAL.eu,
    socials: socialLinks('gate_example_eu', ['x', 'linkedin', 'instagram']),
    loginProviders: ['google', 'apple'], // our choice
    websocket: WEBSOCKET,
    contacts: contactsOf('eu'),
    totpName: 'Gate EU',
    antiPhishingHosts: [domainOf('eu')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.eu,
    // our choice of which EU features are upcoming: their links open the "Stay tuned!" modal
    comingSoon: ['finance', 'web3', 'launch', 'preMarket'],
    apiSiteCode: 0,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['USDC'],
    supportsUnifiedAccount: false,
    isTestnet: false,
    account: restrictedAccount,
  },
  testnet: {
    id: 666,
    key: 'testnet',
    nameKey: 'site.name.testnet',
    brandName: 'Gate Testnet',
    hosts: ['testnet.localhost'],
    defaultLocale: 'en',
    // our choice: the main site's languages without the noindexed nl and it
    locales: GENERAL_LOCALES.filter((l) => l !== 'nl'),
    noindexLocales: [],
    defaultPair: 'BTC_USDT',
    defaultFiat: 'USD',
    foundedYear: 2013, // our choice: the main site's year (the demo runs on the main accounts)
    copyrightHolder: 'Gate Global Exchange Ltd.',
    footerSections: footerSections({ preset: 'testnet', tradePair: 'BTC_USDT', legalDocs: LEGAL.testnet, hide: HIDE.testnet }),
    legalDocs: LEGAL.testnet,
    socials: socialLinks('gate_example', ['x', 'telegram']),
    // our choice: the demo signs in through the main site's account-authorize redirect (doc 1 §7), no direct providers
    loginProviders: [],
    websocket: WEBSOCKET,
    contacts: contactsOf('testnet'),
    totpName: 'Gate Testnet',
    antiPhishingHosts: [domainOf('testnet')],
    chatroom: false,
    bigData: false,
    giftPrompt: false,
    hide: HIDE.testnet,
    apiSiteCode: 0,
    acceptsSiteCodeHeader: false,
    spotQuotes: ['USDT', 'USDC', 'BTC', 'ETH'],
    supportsUnifiedAccount: false,
    isTestnet: true,
    // the demo site signs in with the main site's account (spec doc 1 §7)
    loginVia: 'main',
    account: restrictedAccount,
  },
} as const satisfies SiteTable;

/** Every site, in SITE_KEYS order. */
export const SITE_LIST: readonly SiteConfig[] = SITE_KEYS.map((key) => SITES[key]);
