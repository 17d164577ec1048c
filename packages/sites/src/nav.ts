import type { GrowthTab, NavBadge, NavFeature, NavGroup, NavLink, NavMenu, NavMenuKey } from './nav-types';

/*
 * The header's navigation as data (spec doc 1 §2 "Header navigation targets", §4 drawer ids, §5
 * visibility, §6 roles; docs/ARCHITECTURE.md, rule 2 "Menus and footers are data"). Components render these trees and
 * one visibility function decides what a visitor sees; nothing here knows about a particular site
 * beyond `onlyOn` / `notOn`.
 *
 * Conventions:
 * - Every href is an internal path. `{pair}` is the site's default pair (doc 1 §2: BTC_TRY Turkey,
 *   BTC_USDC US/Malta/EU, …), `{fiat}` the visitor's fiat, `{base}` the default pair's base coin.
 *   Futures and options keep the spec's BTC_USDT contract on every site.
 * - Keys: menu label `header.nav.<menu>`, item `header.nav.items.<item>` plus `<item>Desc`, group
 *   title `header.nav.groups.<group>`, badge `header.nav.badges.<badge>`, growth tab
 *   `header.nav.tabs.<tab>`. An item key means the same label wherever it is used.
 * - `feature` names the product area a link belongs to, so a site's hide flag (or its `comingSoon`
 *   list) acts on it. Groups below set a default feature for their links; a link overrides it when
 *   it belongs to another area (e.g. a futures bot is `derivatives`, so a site without derivatives
 *   loses it while keeping spot bots). Every link carries its feature explicitly in the output.
 *   A menu's own `feature` hides the whole menu; a menu left with no visible links is not shown.
 * - `complianceKey` names the compliance menu code of a page the restricted-feature table does not
 *   cover (the footer's codes for the same pages), so the visitor's compliance menu removes it.
 */

const ITEM = 'header.nav.items.';

interface LinkOptions {
  readonly badge?: NavBadge;
  readonly feature?: NavFeature;
  readonly onlyOn?: NavLink['onlyOn'];
  readonly notOn?: NavLink['notOn'];
  readonly hidden?: boolean;
  readonly targetSite?: NavLink['targetSite'];
  readonly fiatMethod?: NavLink['fiatMethod'];
  readonly complianceKey?: string;
}

function link(key: string, href: string, options: LinkOptions = {}): NavLink {
  return { key, labelKey: `${ITEM}${key}`, descriptionKey: `${ITEM}${key}Desc`, href, ...options };
}

function group(key: string, titled: boolean, feature: NavFeature | undefined, links: readonly NavLink[]): NavGroup {
  return {
    key,
    ...(titled ? { titleKey: `header.nav.groups.${key}` } : {}),
    links: links.map((l) => (l.feature || !feature ? l : { ...l, feature })),
  };
}

type MenuOptions = Omit<NavMenu, 'key' | 'id' | 'labelKey' | 'groups'>;

function menu(key: NavMenuKey, id: number, options: MenuOptions, groups: readonly NavGroup[]): NavMenu {
  return { key, id, labelKey: `header.nav.${key}`, ...options, groups };
}

/** our choice: the testnet shows only its own demo menu; every other menu is live-site only. */
const LIVE = { notOn: ['testnet'] } as const satisfies Pick<NavMenu, 'notOn'>;

/** The header's top entries in display order; `id` is the phone drawer's accordion section (doc 1 §4: 0-12). */
export const NAV_MENUS: readonly NavMenu[] = [
  // Buy crypto. No menu feature: its links belong to different areas (buying is 'deposit', as in the
  // footer; selling to a bank is 'withdraw'; P2P and the card are 'fiat'; OTC is 'otc').
  menu('buyCrypto', 0, { href: '/crypto', ...LIVE }, [
    group('buyWithFiat', true, 'deposit', [
      link('quickBuy', '/crypto/buy?crypto=USDT&fiat={fiat}', { badge: 'zeroFee' }),
      link('creditCard', '/crypto/buy/with-credit-card?method=card&fiat={fiat}', { fiatMethod: 'credit_card' }),
      link('bankTransfer', '/crypto/buy/with-bank-account?method=bank&fiat={fiat}', { fiatMethod: 'bank_transfer' }),
      link('recurringBuy', '/crypto/recurring-buy'),
      // regional buy/sell pages (doc 1 §2: the UAE variant, Japan's buy/sell)
      link('buySellUae', '/buy-sell-crypto', { onlyOn: ['uae'] }),
      link('sale', '/sale', { onlyOn: ['jp'] }),
    ]),
    group('p2p', true, 'fiat', [
      // our reading of doc 1 §5: the buy entries need the p2p flag, the sell entry bank_transfer
      link('p2pBuy', '/buy-sell/buy-{fiat}-usdt', { fiatMethod: 'p2p' }),
      link('p2pSell', '/buy-sell/sell-usdt-{fiat}', { feature: 'withdraw', fiatMethod: 'bank_transfer' }),
      link('p2pMarket', '/c2c/market?fiat={fiat}', { fiatMethod: 'p2p' }),
    ]),
    group('moreWays', true, 'fiat', [link('allMethods', '/crypto', { feature: 'deposit' }), link('card', '/card'), link('otc', '/otc', { feature: 'otc' })]),
  ]),

  menu('markets', 1, { href: '/price', ...LIVE }, [
    group('marketData', true, undefined, [
      link('price', '/price'),
      link('rank', '/rank'),
      link('gt', '/gt'),
      link('calendar', '/calendar'),
      link('halving', '/explore/bitcoin-halving-countdown'),
      link('ethUpgrade', '/ethereum-upgrade-hard-forks'),
    ]),
    group('news', true, undefined, [link('liveNews', '/live-news'), link('hotNews', '/hot_news'), link('bitwiki', '/bitwiki'), link('blog', '/blog')]),
  ]),

  // Hovering opens the spot coin list (doc 1 §2 "Coin list panels"). Turkey's `tradeLabelKey`
  // replaces this menu's label there.
  menu('trade', 2, { href: '/trade/{pair}', panel: 'spot', complianceKey: 'spot_trade', ...LIVE }, [
    group('trade', false, undefined, [
      link('spot', '/trade/{pair}', { badge: 'lowFees', complianceKey: 'spot_trade' }),
      link('margin', '/trade/{pair}?tab=isolated_margin', { feature: 'margin' }),
      link('convert', '/convert', { badge: 'zeroFee' }),
      // links the pre-market list; single coins open from the spot panel's Pre-Market tab: /pre-market/{COIN},
      // or /trade/{BASE}_USDT once the site lists that pair (apps/web src/lib/market/rows.ts preMarketPath)
      link('preMarket', '/pre-market', { feature: 'preMarket', badge: 'new' }),
      link('pilot', '/pilot', { feature: 'pilot', badge: 'hot' }),
      // our choice, as in the footer: leveraged ETF tokens go wherever derivatives are hidden
      link('etf', '/etf', { feature: 'derivatives' }),
    ]),
  ]),

  // Hovering opens the futures coin list.
  menu('derivatives', 3, { href: '/futures/USDT/BTC_USDT', panel: 'futures', feature: 'derivatives', ...LIVE }, [
    group('futures', true, 'derivatives', [
      link('perpetual', '/futures/USDT/BTC_USDT', { badge: 'lowFees' }),
      link('delivery', '/futures-delivery/USDT'),
      link('options', '/options/BTC_USDT', { feature: 'options' }),
      link('unifiedAccount', '/unified-trading-account'),
    ]),
    group('getStarted', true, 'derivatives', [
      link('futuresGuide', '/futures/trading-guide-for-beginners'),
      link('futuresCompetition', '/competition/center/futures'),
    ]),
  ]),

  menu('bots', 4, { href: '/strategybot', feature: 'bots', ...LIVE }, [
    group('spotBots', true, 'bots', [
      link('spotGrid', '/trade/{pair}?tradModel=strategybot&strategyType=spot_grid', { badge: 'hot' }),
      link('martingale', '/trade/{pair}?tradModel=strategybot&strategyType=martingale'),
      link('smartPosition', '/trade/{pair}?tradModel=strategybot&strategyType=smart-position'),
      // hedges spot against a perpetual, so it needs derivatives
      link('spotFutureArbitrage', '/trade/{pair}?tradModel=strategybot&strategyType=spot-future-arbitrage', { feature: 'derivatives' }),
      link('infiniteGrid', '/trade/{pair}?tradModel=strategybot&strategyType=infinite_grid'),
      link('marginGrid', '/trade/{pair}?tradModel=strategybot&strategyType=margin_grid', { feature: 'margin' }),
    ]),
    group('futuresBots', true, 'derivatives', [
      link('futuresGrid', '/futures/USDT/BTC_USDT?tradModel=strategybot&strategyType=futures_grid'),
      link('composeIndicator', '/futures/USDT/BTC_USDT?tradModel=strategybot&strategyType=compose-indicator'),
    ]),
    group('exploreBots', true, 'bots', [link('botMarket', '/strategybot'), link('botsGuide', '/crypto-trading-bots')]),
  ]),

  menu('copyTrading', 5, { href: '/copytrading', feature: 'copyTrading', ...LIVE }, [
    group('copyTrading', false, 'copyTrading', [
      // futures copy trading follows futures positions: a site without derivatives loses it
      link('futuresCopy', '/copytrading', { feature: 'derivatives' }),
      link('spotCopy', '/copytrading/spot'),
      link('botCopy', '/copytrading/bot', { feature: 'bots' }),
    ]),
  ]),

  menu('earn', 6, { href: '/simple-earn', feature: 'finance', ...LIVE }, [
    group('savings', true, 'finance', [
      link('simpleEarn', '/simple-earn'),
      link('hodl', '/hodl'),
      link('staking', '/staking'),
      link('gtStaking', '/staking/GT'),
      link('eth2', '/eth2'),
      // routable, never listed (doc 1 §2 "a hidden /usdg")
      link('usdg', '/usdg', { hidden: true }),
    ]),
    group('advancedEarn', true, 'finance', [
      link('structured', '/structured_financial/home'),
      link('dualInvestment', '/dual-currency-investment'),
      link('autoInvest', '/auto-investment?source=earn'),
    ]),
    group('loans', true, 'finance', [link('cryptoLoan', '/cryptoloan'), link('c2cLoan', '/c2cloan/cny')]),
  ]),

  menu('launch', 7, { href: '/launchpad', feature: 'launch', ...LIVE }, [
    group('launch', false, 'launch', [
      link('launchpad', '/launchpad'),
      link('launchpool', '/launchpool', { badge: 'hot' }),
      link('candyDrop', '/candy-drop'),
      link('premint', '/premint'),
      link('startup', '/startup'),
    ]),
  ]),

  menu('web3', 8, { href: '/web3', feature: 'web3', ...LIVE }, [
    group('web3', false, 'web3', [
      link('web3Wallet', '/web3'),
      link('web3Startup', '/web3/startup', { badge: 'new' }),
      link('nft', '/nft', { feature: 'nft' }),
    ]),
  ]),

  // Malta shows this as one link to its href (SiteConfig.institutionalAsSingleLink).
  menu('institution', 9, { href: '/institution', feature: 'institutional', ...LIVE }, [
    group('institutionalServices', true, 'institutional', [
      link('institutionHome', '/institution'),
      link('institutionManagement', '/institution/management'),
      link('institutionProgram', '/institution/program'),
      link('broker', '/institution/broker'),
      link('marketMaker', '/global-market-maker-program'),
    ]),
    group('institutionalProducts', true, 'institutional', [
      link('institutionOtc', '/institution/otc'),
      link('vipLoan', '/institution/vip-loan'),
      link('wealth', '/institution/wealth'),
      link('quantFund', '/institution/quant-fund'),
      link('institutionStructured', '/institution/StructuredProducts'),
    ]),
  ]),

  menu('growth', 10, { href: '/rewards_hub', ...LIVE }, [
    group('rewards', true, undefined, [
      link('rewardsHub', '/rewards_hub'),
      link('competitions', '/competition/center'),
      link('wctc', '/competition/wctc/s7', { badge: 'hot' }),
      link('upcomingEvent', '/upcoming-event'),
      link('shop', '/shop'),
    ]),
    group('invite', true, 'referral', [link('referral', '/referral'), link('affiliate', '/referral/affiliate')]),
  ]),

  // No href: the entry only opens its menu.
  menu('more', 11, { ...LIVE }, [
    group('about', true, undefined, [
      link('announcements', '/announcements', { complianceKey: 'latest_news' }),
      link('proofOfReserves', '/proof-of-reserves'),
      link('vip', '/vip'),
      link('fee', '/fee'),
      link('officialVerify', '/officialverify'),
      link('brandPartnerships', '/brand-partnerships'),
    ]),
    group('learnAndSupport', true, undefined, [link('help', '/help', { feature: 'helpCenter' }), link('learn', '/learn', { complianceKey: 'learn' })]),
    group('community', true, undefined, [link('live', '/live', { feature: 'live' }), link('post', '/post')]),
    group('builders', true, undefined, [
      link('developers', '/developers'),
      link('listing', '/listing'),
      link('grants', '/grants'),
      link('crosschain', '/crosschain'),
    ]),
  ]),

  // The demo site's menu (doc 1 §2 "The demo site's live trading link goes to /trade/BTC_USDT", §6
  // "shows a back-to-trade option"). our choice: the testnet shows no trade or derivatives menus, since
  // the demo offers only spot and USDT futures and this menu holds both; hovering lists the demo's spot pairs.
  menu('testnet', 12, { href: '/trade/{pair}', panel: 'spot', onlyOn: ['testnet'] }, [
    group('demoTrading', false, undefined, [
      link('backToLive', '/trade/BTC_USDT', { targetSite: 'main' }),
      link('demoSpot', '/trade/{pair}'),
      link('demoFutures', '/futures/USDT/BTC_USDT', { feature: 'derivatives' }),
    ]),
  ]),
];

/** The query parameter that carries a growth tab's channel code (our choice of name). */
export const GROWTH_CHANNEL_PARAM = 'ch';

/**
 * The growth tab bar (doc 1 §2). Channel codes are our choice: short, stable, `<from>2<to>`, added
 * to the target's query as `?ch=<code>` when the visitor switches between those two tabs.
 */
export const GROWTH_TABS: readonly GrowthTab[] = [
  { key: 'rewardsHub', labelKey: 'header.nav.tabs.rewardsHub', href: '/rewards_hub', channelFrom: { referral: 'ref2rh', competition: 'cc2rh' } },
  { key: 'competition', labelKey: 'header.nav.tabs.competition', href: '/competition/center', channelFrom: { rewardsHub: 'rh2cc' } },
  {
    key: 'referral',
    labelKey: 'header.nav.tabs.referral',
    href: '/referral',
    feature: 'referral',
    channelFrom: { rewardsHub: 'rh2ref', competition: 'cc2ref' },
  },
  {
    key: 'affiliate',
    labelKey: 'header.nav.tabs.affiliate',
    href: '/referral/affiliate',
    optional: true,
    feature: 'referral',
    channelFrom: { referral: 'ref2aff' },
  },
  { key: 'broker', labelKey: 'header.nav.tabs.broker', href: '/institution/broker', optional: true, feature: 'institutional' },
];

/** Catalog key of each promotional badge (doc 1 §1: Low Fees, 0 Fee, HOT, New). */
export const NAV_BADGE_KEYS: Readonly<Record<NavBadge, string>> = {
  lowFees: 'header.nav.badges.lowFees',
  zeroFee: 'header.nav.badges.zeroFee',
  hot: 'header.nav.badges.hot',
  new: 'header.nav.badges.new',
};

/** Every catalog key the nav data uses (menus, groups, links, badges, growth tabs). */
export function navMessageKeys(): string[] {
  const keys = new Set<string>(Object.values(NAV_BADGE_KEYS));
  for (const m of NAV_MENUS) {
    keys.add(m.labelKey);
    for (const g of m.groups) {
      if (g.titleKey) keys.add(g.titleKey);
      for (const l of g.links) {
        keys.add(l.labelKey);
        if (l.descriptionKey) keys.add(l.descriptionKey);
      }
    }
  }
  for (const t of GROWTH_TABS) keys.add(t.labelKey);
  return [...keys];
}
