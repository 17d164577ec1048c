import type { GrowthTab, NavBadge, NavFeature, NavGroup, NavLink, NavMenu, NavMenuKey } from './nav-types';

/*
 * The header's navigation as data (spec doc 1 §2 "Header navigation targets", §4 drawer ids, §5
 * visibility, §6 roles; DESIGN.md "Menus and footers are data"). Components render these trees and
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
    group('moreWays', true, 'fiat', [
      link('allMethods', '/crypto', { feature: 'deposit' }),
      link('card', '/card'),
      link('otc', '/otc', { feature: 'otc' }),
    ]),
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
    group('news', true, undefined, [
      link('liveNews', '/live-news'),
      link('hotNews', '/hot_news'),
      link('bitwiki', '/bitwiki'),
      link('blog', '/blog'),
    ]),
  ]),

  // Hovering opens the spot coin list (doc 1 §2 "Coin list panels"). Turkey's `tradeLabelKey`
  // replaces this menu's label there.
  menu('trade', 2, { href: '/trade/{pair}', panel: 'spot', ...LIVE }, [
    group('trade', false, undefined, [
      link('spot', '/trade/{pair}', { badge: 'lowFees' }),
      link('margin', '/trade/{pair}?tab=isolated_margin', { feature: 'margin' }),
      link('convert', '/convert', { badge: 'zeroFee' }),
      // links the pre-market list; single coins (/pre-market/{COIN}, /trade/{BASE}_USDT) open from the
      // pre-market coin panel, which this menu does not carry (a menu has one panel)
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
    group('exploreBots', true, 'bots', [
      link('botMarket', '/strategybot'),
      link('botsGuide', '/crypto-trading-bots'),
    ]),
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
    group('loans', true, 'finance', [
      link('cryptoLoan', '/cryptoloan'),
      link('c2cLoan', '/c2cloan/cny'),
    ]),
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
    group('invite', true, 'referral', [
      link('referral', '/referral'),
      link('affiliate', '/referral/affiliate'),
    ]),
  ]),

  // No href: the entry only opens its menu.
  menu('more', 11, { ...LIVE }, [
    group('about', true, undefined, [
      link('announcements', '/announcements'),
      link('proofOfReserves', '/proof-of-reserves'),
      link('vip', '/vip'),
      link('fee', '/fee'),
      link('officialVerify', '/officialverify'),
      link('brandPartnerships', '/brand-partnerships'),
    ]),
    group('learnAndSupport', true, undefined, [
      link('help', '/help', { feature: 'helpCenter' }),
      link('learn', '/learn'),
    ]),
    group('community', true, undefined, [
      link('live', '/live', { feature: 'live' }),
      link('post', '/post'),
    ]),
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
  { key: 'referral', labelKey: 'header.nav.tabs.referral', href: '/referral', feature: 'referral', channelFrom: { rewardsHub: 'rh2ref', competition: 'cc2ref' } },
  { key: 'affiliate', labelKey: 'header.nav.tabs.affiliate', href: '/referral/affiliate', optional: true, feature: 'referral', channelFrom: { referral: 'ref2aff' } },
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

/**
 * English text of every nav key, for the web team to merge into the catalogs. It also holds Turkey's
 * trade label (`SiteConfig.tradeLabelKey`), which replaces the trade menu's label there.
 */
export const NAV_MESSAGES_EN: Record<string, string> = {
  // menus
  'header.nav.buyCrypto': 'Buy Crypto',
  'header.nav.markets': 'Markets',
  'header.nav.trade': 'Trade',
  'header.nav.spotTrading': 'Spot Trading',
  'header.nav.derivatives': 'Derivatives',
  'header.nav.bots': 'Bots',
  'header.nav.copyTrading': 'Copy Trading',
  'header.nav.earn': 'Earn',
  'header.nav.launch': 'Launch',
  'header.nav.web3': 'Web3',
  'header.nav.institution': 'Institutional',
  'header.nav.growth': 'Rewards',
  'header.nav.more': 'More',
  'header.nav.testnet': 'Demo Trading',

  // groups
  'header.nav.groups.buyWithFiat': 'Buy with fiat',
  'header.nav.groups.p2p': 'P2P trading',
  'header.nav.groups.moreWays': 'More ways to pay',
  'header.nav.groups.marketData': 'Market data',
  'header.nav.groups.news': 'News and insights',
  'header.nav.groups.futures': 'Futures and options',
  'header.nav.groups.getStarted': 'Get started',
  'header.nav.groups.spotBots': 'Spot bots',
  'header.nav.groups.futuresBots': 'Futures bots',
  'header.nav.groups.exploreBots': 'Explore bots',
  'header.nav.groups.savings': 'Savings and staking',
  'header.nav.groups.advancedEarn': 'Advanced earn',
  'header.nav.groups.loans': 'Loans',
  'header.nav.groups.institutionalServices': 'Services',
  'header.nav.groups.institutionalProducts': 'Products',
  'header.nav.groups.rewards': 'Rewards',
  'header.nav.groups.invite': 'Invite and earn',
  'header.nav.groups.about': 'About',
  'header.nav.groups.learnAndSupport': 'Learn and support',
  'header.nav.groups.community': 'Community',
  'header.nav.groups.builders': 'Builders',

  // buy crypto
  'header.nav.items.quickBuy': 'Quick Buy',
  'header.nav.items.quickBuyDesc': 'Buy USDT in a few clicks',
  'header.nav.items.creditCard': 'Credit/Debit Card',
  'header.nav.items.creditCardDesc': 'Buy crypto with Visa or Mastercard',
  'header.nav.items.bankTransfer': 'Bank Transfer',
  'header.nav.items.bankTransferDesc': 'Buy crypto with a transfer from your bank',
  'header.nav.items.recurringBuy': 'Recurring Buy',
  'header.nav.items.recurringBuyDesc': 'Buy on a schedule and average your cost',
  'header.nav.items.buySellUae': 'Buy & Sell',
  'header.nav.items.buySellUaeDesc': 'Buy and sell crypto with dirhams',
  'header.nav.items.sale': 'Buy & Sell',
  'header.nav.items.saleDesc': 'Buy and sell crypto with yen',
  'header.nav.items.p2pBuy': 'Buy USDT',
  'header.nav.items.p2pBuyDesc': 'Buy from verified merchants with local payment methods',
  'header.nav.items.p2pSell': 'Sell USDT',
  'header.nav.items.p2pSellDesc': 'Sell USDT and receive money in your bank account',
  'header.nav.items.p2pMarket': 'P2P Market',
  'header.nav.items.p2pMarketDesc': 'Trade directly with other users',
  'header.nav.items.allMethods': 'All Payment Methods',
  'header.nav.items.allMethodsDesc': 'Compare every way to buy crypto',
  'header.nav.items.card': 'Crypto Card',
  'header.nav.items.cardDesc': 'Spend crypto wherever cards are accepted',
  'header.nav.items.otc': 'OTC',
  'header.nav.items.otcDesc': 'Large trades at a fixed quote',

  // markets
  'header.nav.items.price': 'Prices',
  'header.nav.items.priceDesc': 'Live prices of every listed coin',
  'header.nav.items.rank': 'Rankings',
  'header.nav.items.rankDesc': 'Top gainers, losers and volume leaders',
  'header.nav.items.gt': 'GT',
  'header.nav.items.gtDesc': 'The platform token and its benefits',
  'header.nav.items.calendar': 'Crypto Calendar',
  'header.nav.items.calendarDesc': 'Token unlocks, listings and events',
  'header.nav.items.halving': 'Bitcoin Halving',
  'header.nav.items.halvingDesc': 'Countdown to the next halving',
  'header.nav.items.ethUpgrade': 'Ethereum Upgrades',
  'header.nav.items.ethUpgradeDesc': 'Hard forks and network upgrades explained',
  'header.nav.items.liveNews': 'Live News',
  'header.nav.items.liveNewsDesc': 'Market-moving news as it happens',
  'header.nav.items.hotNews': 'Trending News',
  'header.nav.items.hotNewsDesc': 'The stories traders are reading now',
  'header.nav.items.bitwiki': 'Bitwiki',
  'header.nav.items.bitwikiDesc': 'Crypto projects explained in plain words',
  'header.nav.items.blog': 'Blog',
  'header.nav.items.blogDesc': 'Product news and market research',

  // trade
  'header.nav.items.spot': 'Spot',
  'header.nav.items.spotDesc': 'Trade crypto with deep liquidity',
  'header.nav.items.margin': 'Margin',
  'header.nav.items.marginDesc': 'Amplify positions with borrowed funds',
  'header.nav.items.convert': 'Convert',
  'header.nav.items.convertDesc': 'Swap coins instantly with no trading fee',
  'header.nav.items.preMarket': 'Pre-Market',
  'header.nav.items.preMarketDesc': 'Trade new tokens before they list',
  'header.nav.items.pilot': 'Pilot',
  'header.nav.items.pilotDesc': 'Trade on-chain tokens from your account',
  'header.nav.items.etf': 'Leveraged ETF',
  'header.nav.items.etfDesc': 'Leverage without liquidation',

  // derivatives
  'header.nav.items.perpetual': 'Perpetual Futures',
  'header.nav.items.perpetualDesc': 'USDT-margined contracts with no expiry',
  'header.nav.items.delivery': 'Delivery Futures',
  'header.nav.items.deliveryDesc': 'Contracts that settle on a fixed date',
  'header.nav.items.options': 'Options',
  'header.nav.items.optionsDesc': 'Buy and sell calls and puts',
  'header.nav.items.unifiedAccount': 'Unified Account',
  'header.nav.items.unifiedAccountDesc': 'One margin balance for spot, margin and futures',
  'header.nav.items.futuresGuide': 'Futures Guide',
  'header.nav.items.futuresGuideDesc': 'Learn futures trading step by step',
  'header.nav.items.futuresCompetition': 'Futures Competitions',
  'header.nav.items.futuresCompetitionDesc': 'Trade futures to win prize pools',

  // bots
  'header.nav.items.spotGrid': 'Spot Grid',
  'header.nav.items.spotGridDesc': 'Buy low and sell high within a price range',
  'header.nav.items.martingale': 'Martingale',
  'header.nav.items.martingaleDesc': 'Buy dips in steps and sell on the rebound',
  'header.nav.items.smartPosition': 'Smart Position',
  'header.nav.items.smartPositionDesc': 'Build a position gradually at set prices',
  'header.nav.items.spotFutureArbitrage': 'Spot-Futures Arbitrage',
  'header.nav.items.spotFutureArbitrageDesc': 'Earn funding fees while staying hedged',
  'header.nav.items.infiniteGrid': 'Infinite Grid',
  'header.nav.items.infiniteGridDesc': 'A grid with no upper price limit',
  'header.nav.items.marginGrid': 'Margin Grid',
  'header.nav.items.marginGridDesc': 'Grid trading with leverage',
  'header.nav.items.futuresGrid': 'Futures Grid',
  'header.nav.items.futuresGridDesc': 'Grid trading on perpetual contracts',
  'header.nav.items.composeIndicator': 'Indicator Bot',
  'header.nav.items.composeIndicatorDesc': 'Trade on signals combined from indicators',
  'header.nav.items.botMarket': 'Bot Marketplace',
  'header.nav.items.botMarketDesc': 'Start from top-performing strategies',
  'header.nav.items.botsGuide': 'About Trading Bots',
  'header.nav.items.botsGuideDesc': 'How automated strategies work',

  // copy trading
  'header.nav.items.futuresCopy': 'Futures Copy Trading',
  'header.nav.items.futuresCopyDesc': 'Follow expert futures traders',
  'header.nav.items.spotCopy': 'Spot Copy Trading',
  'header.nav.items.spotCopyDesc': 'Mirror the spot portfolios of top traders',
  'header.nav.items.botCopy': 'Bot Copy Trading',
  'header.nav.items.botCopyDesc': 'Run the bots top traders run',

  // earn
  'header.nav.items.simpleEarn': 'Simple Earn',
  'header.nav.items.simpleEarnDesc': 'Flexible and fixed-term savings',
  'header.nav.items.hodl': 'HODL & Earn',
  'header.nav.items.hodlDesc': 'Rewards for holding selected coins',
  'header.nav.items.staking': 'Staking',
  'header.nav.items.stakingDesc': 'Stake coins and earn on-chain rewards',
  'header.nav.items.gtStaking': 'GT Staking',
  'header.nav.items.gtStakingDesc': 'Stake GT for extra rewards',
  'header.nav.items.eth2': 'ETH Staking',
  'header.nav.items.eth2Desc': 'Stake ETH and keep it liquid',
  'header.nav.items.usdg': 'USDG',
  'header.nav.items.usdgDesc': 'Hold USDG and earn rewards',
  'header.nav.items.structured': 'Structured Products',
  'header.nav.items.structuredDesc': 'Higher yields with defined risk',
  'header.nav.items.dualInvestment': 'Dual Investment',
  'header.nav.items.dualInvestmentDesc': 'Earn high yields at your target price',
  'header.nav.items.autoInvest': 'Auto-Invest',
  'header.nav.items.autoInvestDesc': 'Invest a fixed amount on a schedule',
  'header.nav.items.cryptoLoan': 'Crypto Loan',
  'header.nav.items.cryptoLoanDesc': 'Borrow against your crypto',
  'header.nav.items.c2cLoan': 'P2P Loan',
  'header.nav.items.c2cLoanDesc': 'Lend and borrow between users',

  // launch
  'header.nav.items.launchpad': 'Launchpad',
  'header.nav.items.launchpadDesc': 'Subscribe to new token sales',
  'header.nav.items.launchpool': 'Launchpool',
  'header.nav.items.launchpoolDesc': 'Stake to farm new tokens',
  'header.nav.items.candyDrop': 'CandyDrop',
  'header.nav.items.candyDropDesc': 'Complete tasks and share token airdrops',
  'header.nav.items.premint': 'Pre-Mint',
  'header.nav.items.premintDesc': 'Claim tokens before they are minted',
  'header.nav.items.startup': 'Startup',
  'header.nav.items.startupDesc': 'Inscriptions and early-stage token offerings',

  // web3
  'header.nav.items.web3Wallet': 'Web3 Wallet',
  'header.nav.items.web3WalletDesc': 'A self-custody wallet for every chain',
  'header.nav.items.web3Startup': 'Web3 Startup',
  'header.nav.items.web3StartupDesc': 'Early access to on-chain projects',
  'header.nav.items.nft': 'NFT Marketplace',
  'header.nav.items.nftDesc': 'Collect and trade NFTs',

  // institutional
  'header.nav.items.institutionHome': 'Institutional Services',
  'header.nav.items.institutionHomeDesc': 'One desk for funds, firms and professionals',
  'header.nav.items.institutionManagement': 'Asset Management',
  'header.nav.items.institutionManagementDesc': 'Managed portfolios for professional investors',
  'header.nav.items.institutionProgram': 'Institutional Program',
  'header.nav.items.institutionProgramDesc': 'Fee tiers and benefits for institutions',
  'header.nav.items.broker': 'Broker Program',
  'header.nav.items.brokerDesc': "Earn commission on your clients' trades",
  'header.nav.items.marketMaker': 'Market Maker Program',
  'header.nav.items.marketMakerDesc': 'Incentives for liquidity providers',
  'header.nav.items.institutionOtc': 'Institutional OTC',
  'header.nav.items.institutionOtcDesc': 'Block trades with dedicated settlement',
  'header.nav.items.vipLoan': 'VIP Loan',
  'header.nav.items.vipLoanDesc': 'Large loans at institutional rates',
  'header.nav.items.wealth': 'Wealth Management',
  'header.nav.items.wealthDesc': 'Tailored wealth solutions',
  'header.nav.items.quantFund': 'Quant Funds',
  'header.nav.items.quantFundDesc': 'Quantitative strategies run by professionals',
  'header.nav.items.institutionStructured': 'Institutional Structured Products',
  'header.nav.items.institutionStructuredDesc': 'Custom structured products for institutions',

  // rewards
  'header.nav.items.rewardsHub': 'Rewards Hub',
  'header.nav.items.rewardsHubDesc': 'Tasks, coupons and rewards in one place',
  'header.nav.items.competitions': 'Competitions',
  'header.nav.items.competitionsDesc': 'Trading contests with prize pools',
  'header.nav.items.wctc': 'WCTC S7',
  'header.nav.items.wctcDesc': 'The World Crypto Trading Competition',
  'header.nav.items.upcomingEvent': 'Upcoming Events',
  'header.nav.items.upcomingEventDesc': 'Campaigns starting soon',
  'header.nav.items.shop': 'Shop',
  'header.nav.items.shopDesc': 'Redeem points for merchandise',
  'header.nav.items.referral': 'Referral',
  'header.nav.items.referralDesc': 'Invite friends and earn together',
  'header.nav.items.affiliate': 'Affiliate',
  'header.nav.items.affiliateDesc': 'Earn commission as a partner',

  // more
  'header.nav.items.announcements': 'Announcements',
  'header.nav.items.announcementsDesc': 'Listings, updates and maintenance notices',
  'header.nav.items.proofOfReserves': 'Proof of Reserves',
  'header.nav.items.proofOfReservesDesc': 'Check that user assets are fully backed',
  'header.nav.items.vip': 'VIP',
  'header.nav.items.vipDesc': 'Lower fees and dedicated service',
  'header.nav.items.fee': 'Fees',
  'header.nav.items.feeDesc': 'Trading, deposit and withdrawal fees',
  'header.nav.items.officialVerify': 'Official Verification',
  'header.nav.items.officialVerifyDesc': 'Check that a link or contact is really ours',
  'header.nav.items.brandPartnerships': 'Brand Partnerships',
  'header.nav.items.brandPartnershipsDesc': 'Our sponsorships and partners',
  'header.nav.items.help': 'Help Center',
  'header.nav.items.helpDesc': 'Answers, guides and support',
  'header.nav.items.learn': 'Learn',
  'header.nav.items.learnDesc': 'Crypto courses from basics to advanced',
  'header.nav.items.live': 'Live',
  'header.nav.items.liveDesc': 'Streams from traders and projects',
  'header.nav.items.post': 'Moments',
  'header.nav.items.postDesc': 'Posts and ideas from the community',
  'header.nav.items.developers': 'API',
  'header.nav.items.developersDesc': 'APIs and SDKs for developers',
  'header.nav.items.listing': 'Apply for Listing',
  'header.nav.items.listingDesc': 'Bring your project to our markets',
  'header.nav.items.grants': 'Grants',
  'header.nav.items.grantsDesc': 'Funding for builders',
  'header.nav.items.crosschain': 'Cross-Chain Bridge',
  'header.nav.items.crosschainDesc': 'Move assets between chains',

  // testnet
  'header.nav.items.backToLive': 'Back to Live Trading',
  'header.nav.items.backToLiveDesc': 'Trade with real funds on the main site',
  'header.nav.items.demoSpot': 'Demo Spot',
  'header.nav.items.demoSpotDesc': 'Practise spot trading with test funds',
  'header.nav.items.demoFutures': 'Demo Futures',
  'header.nav.items.demoFuturesDesc': 'Practise futures trading with test funds',

  // badges
  'header.nav.badges.lowFees': 'Low Fees',
  'header.nav.badges.zeroFee': '0 Fee',
  'header.nav.badges.hot': 'HOT',
  'header.nav.badges.new': 'New',

  // growth tabs
  'header.nav.tabs.rewardsHub': 'Rewards Hub',
  'header.nav.tabs.competition': 'Competitions',
  'header.nav.tabs.referral': 'Referral',
  'header.nav.tabs.affiliate': 'Affiliate',
  'header.nav.tabs.broker': 'Broker',
};
