import type { HideFlags, SiteKey } from './types';

/**
 * A product area a nav item belongs to. A site hides it through its hide flags (the names shared
 * with HideFlags) or lists it in `comingSoon` (the EU "Stay tuned!" modal instead of navigating).
 */
export type NavFeature =
  | Extract<
      keyof HideFlags,
      'derivatives' | 'copyTrading' | 'bots' | 'otc' | 'web3' | 'institutional' | 'finance' | 'helpCenter' | 'referral' | 'deposit' | 'withdraw'
    >
  | 'launch'
  | 'preMarket'
  | 'pilot'
  | 'margin'
  | 'options'
  | 'fiat'
  | 'nft'
  | 'live';

export type NavBadge = 'lowFees' | 'zeroFee' | 'hot' | 'new';

/**
 * One link. `href` may hold placeholders the header fills: `{pair}` (the site's default trade
 * pair), `{fiat}` (the visitor's fiat), `{base}` (the default pair's base coin).
 */
export interface NavLink {
  readonly key: string;
  readonly labelKey: string;
  readonly descriptionKey?: string;
  readonly href: string;
  readonly badge?: NavBadge;
  readonly feature?: NavFeature;
  /** shown only on these sites (e.g. /sale on Japan) */
  readonly onlyOn?: readonly SiteKey[];
  /** never shown on these sites */
  readonly notOn?: readonly SiteKey[];
  /** hidden in the header but routable (the spec's hidden /usdg) */
  readonly hidden?: boolean;
  /**
   * the link opens on another sub-site's host (added: the testnet's 'back to live trading' goes to
   * the main site's /trade/BTC_USDT, doc 1 §2 and §6); absent means the current site
   */
  readonly targetSite?: SiteKey;
  /**
   * shown only when the visitor's pay-with fiat supports this method (added: doc 1 §5, "the
   * buy-with-card entry requires the credit_card flag; sell and p2p entries require the
   * bank_transfer and p2p flags")
   */
  readonly fiatMethod?: 'credit_card' | 'bank_transfer' | 'p2p';
  /**
   * the compliance menu code that removes this entry where neither its `feature` nor its path (the
   * restricted-feature table) names one: the footer's codes for the same pages (doc 1 §5
   * spot_trade, latest_news, learn), applied to the header too (doc 1 §6)
   */
  readonly complianceKey?: string;
}

export interface NavGroup {
  readonly key: string;
  readonly titleKey?: string;
  readonly links: readonly NavLink[];
}

export type NavMenuKey =
  'buyCrypto' | 'markets' | 'trade' | 'derivatives' | 'bots' | 'copyTrading' | 'earn' | 'launch' | 'web3' | 'institution' | 'growth' | 'more' | 'testnet';

/** A top-level header entry: a link with an optional mega-menu of groups. */
export interface NavMenu {
  readonly key: NavMenuKey;
  /** the phone drawer's accordion section id (0-12) */
  readonly id: number;
  readonly labelKey: string;
  /** where the top entry itself goes (optional: some entries only open their menu) */
  readonly href?: string;
  readonly badge?: NavBadge;
  readonly feature?: NavFeature;
  readonly onlyOn?: readonly SiteKey[];
  readonly notOn?: readonly SiteKey[];
  /** the coin-list panel that hovering opens (spec doc 1 §2 "Coin list panels") */
  readonly panel?: 'spot' | 'futures' | 'preMarket';
  /** as NavLink's, for the menu's own `href` only (its links carry their own) */
  readonly complianceKey?: string;
  readonly groups: readonly NavGroup[];
}

/** The growth tab bar: rewards hub, competitions, referral and optional affiliate and broker entries. */
export interface GrowthTab {
  readonly key: 'rewardsHub' | 'competition' | 'referral' | 'affiliate' | 'broker';
  readonly labelKey: string;
  readonly href: string;
  readonly optional?: boolean;
  /** channel code added to the query when arriving from another tab: `from tab key → ch code` */
  readonly channelFrom?: Partial<Record<GrowthTab['key'], string>>;
  readonly feature?: NavFeature;
}
