import type { SiteKey } from './types';

/** The restricted-region page (spec doc 2 §2, §4): where a visitor from a limited country is sent. */
export const COMPLIANCE_TIPS_PATH = '/state_compliance_tips';

/**
 * Paths a visitor from a limited country may still open: the restricted-region page itself, the
 * documents it links to (spec doc 2 §8 "pointed to the user agreement and support"), and logging
 * in (our choice: a logged-in account is judged by its profile country, so a traveller can still
 * reach their account; the not-logged-in IP-limit bar invites exactly that).
 */
export const LIMIT_COUNTRY_OPEN_PATHS = [COMPLIANCE_TIPS_PATH, '/user-agreement', '/privacy-policy', '/legal', '/login', '/auth'] as const;

/**
 * A restricted feature: a path prefix (whole segments, no leading slash) and the compliance menu
 * code that restricts it. On a gated site (below) a path under the prefix, when the code is in the
 * visitor's compliance `menu`, shows the compliance tips or redirects to the restricted-region
 * page (spec doc 2 §2 "restricted-feature pattern list", §4). The longest matching prefix wins, so
 * `referral/affiliate` follows `affiliate`, not `referral`. The codes are the ones the footer's
 * links already use (doc 1 §5) where the feature is the same.
 */
export interface RestrictedFeature {
  readonly prefix: string;
  readonly code: string;
}

/** The compliance menu code that closes spot trading (the NL and UZ rules): the trade page is gated, and the API refuses orders. */
export const SPOT_TRADE_CODE = 'spot_trade';

/** Why spot trading is closed to a caller, checked in this order; null: open. */
export type SpotClosedReason = 'withdrawOnly' | 'spotTradeRestricted' | 'limitCountry';

/**
 * The one rule for whether spot trading is closed to a caller (doc 2 §4, §6): an account that may
 * only withdraw, a compliance rule whose menu holds {@link SPOT_TRADE_CODE} (the NL and UZ rules),
 * or a rule that limits the country. The API refuses orders by it (apps/api domain/compliance.ts
 * spotClosedFor) and the web's trade page says so up front by it (compliance-state.ts
 * spotTradingClosed): both sides ask this function, so they cannot drift apart.
 */
export function spotClosedReason(facts: {
  readonly withdrawOnly: boolean;
  readonly menu: readonly string[];
  readonly limitCountry: boolean;
}): SpotClosedReason | null {
  if (facts.withdrawOnly) return 'withdrawOnly';
  if (facts.menu.includes(SPOT_TRADE_CODE)) return 'spotTradeRestricted';
  if (facts.limitCountry) return 'limitCountry';
  return null;
}

/** The compliance menu code that closes deposits (the account menu and the phone Deposit button hide by it too). */
export const DEPOSIT_CODE = 'deposit';

/** Why deposits are closed to a caller, checked in this order; null: open. */
export type DepositClosedReason = 'withdrawOnly' | 'depositRestricted' | 'limitCountry';

/**
 * The one rule for whether a caller may be given a deposit address (issue 44): not an account that
 * may only withdraw, not under a compliance rule whose menu holds {@link DEPOSIT_CODE}, not in a
 * limited country. The API refuses deposit addresses by it (apps/api domain/compliance.ts
 * depositClosedFor); the deposit page can say so up front by the same function.
 */
export function depositClosedReason(facts: {
  readonly withdrawOnly: boolean;
  readonly menu: readonly string[];
  readonly limitCountry: boolean;
}): DepositClosedReason | null {
  if (facts.withdrawOnly) return 'withdrawOnly';
  if (facts.menu.includes(DEPOSIT_CODE)) return 'depositRestricted';
  if (facts.limitCountry) return 'limitCountry';
  return null;
}

export const RESTRICTED_FEATURES = [
  // the spec's list names these and "others"; spot trading, announcements and learn are the
  // footer's own codes for the same pages (doc 1 §5)
  { prefix: 'trade', code: SPOT_TRADE_CODE },
  { prefix: 'announcements', code: 'latest_news' },
  { prefix: 'learn', code: 'learn' },
  { prefix: 'rank', code: 'rank' },
  { prefix: 'help', code: 'help_center' },
  { prefix: 'affiliate', code: 'affiliate' },
  { prefix: 'referral', code: 'referral' },
  { prefix: 'referral/affiliate', code: 'affiliate' },
  { prefix: 'rewards_hub', code: 'rewards_hub' },
  { prefix: 'institution', code: 'institution' },
  { prefix: 'shop', code: 'gate_shop' },
  { prefix: 'crypto/buy', code: 'credit_paywith_card' },
  { prefix: 'crypto/sell', code: 'bank_card' },
  { prefix: 'c2c/market', code: 'fiat_trade' },
  { prefix: 'c2c/merchant', code: 'fiat_trade' },
  { prefix: 'p2p', code: 'fiat_trade' },
  { prefix: 'card', code: 'gate_card' },
  { prefix: 'convert', code: 'convert' },
  { prefix: 'etf', code: 'margin_etf_trade' },
  { prefix: 'pre-market', code: 'pre_market' },
  { prefix: 'startup', code: 'startup' },
  { prefix: 'futures_center', code: 'derivatives' },
  { prefix: 'futures', code: 'derivatives' },
  { prefix: 'options', code: 'derivatives' },
  { prefix: 'copytrading', code: 'copy_trading' },
  { prefix: 'simple-earn', code: 'earn' },
  { prefix: 'hodl', code: 'earn' },
  { prefix: 'cryptoloan', code: 'crypto_loan' },
  { prefix: 'staking/GT', code: 'staking' },
  { prefix: 'staking/TRX', code: 'staking' },
  { prefix: 'staking/SOL', code: 'staking' },
  { prefix: 'staking/TON', code: 'staking' },
  { prefix: 'developers', code: 'api_service' },
  { prefix: 'otc', code: 'gate_otc' },
  { prefix: 'competition', code: 'competition' },
  { prefix: 'ventures', code: 'ventures' },
  { prefix: 'nft', code: 'nft' },
  { prefix: 'gatepay', code: 'gatepay' },
  { prefix: 'vip', code: 'vip_service' },
  { prefix: 'strategybot', code: 'bots' },
  { prefix: 'launchpad', code: 'launchpad' },
] as const satisfies readonly RestrictedFeature[];

/**
 * Business codes (the compliance answer's `business` list) that ask for a site-switch bar. The API
 * adds the request site's code (its `switchBar`) for the visitors the bar is offered to: a visitor
 * from the EEA on the main site gets `eu_site_switch`; a visitor from a known country outside it on
 * the EU site gets `main_site_switch`.
 */
export const SITE_SWITCH_CODES = { toEu: 'eu_site_switch', toMain: 'main_site_switch' } as const;

/** Each sub-site's part in compliance gating (spec doc 2 §4). */
export interface SiteCompliance {
  /** restricted-feature paths show tips or redirect (spec: "on the main site") */
  readonly gatesRestrictedPaths: boolean;
  /** the restricted-country toast (`limit_country_toast`) is shown (spec: "main site only") */
  readonly limitCountryToast: boolean;
  /**
   * the region notices (UK, Netherlands, Uzbekistan, Hong Kong, Brazil, LTW dialogs) are shown. Our
   * choice: on the global site, which closed or limited those markets; a regional site serves its
   * own region under its own licence (the UK site's visitors are not told the UK is closed).
   */
  readonly regionNotices: boolean;
  /** the cookies-policy bar until it is accepted (our choice: the EU-regulated sites) */
  readonly cookiesBar: boolean;
  /**
   * the site-switch bar: the business code that asks for it, the site it leads to, its wording,
   * and the visitors the API offers it to by their country: those located in the European Economic
   * Area (the EU site's region) or those located in a known country outside it
   */
  readonly switchBar?: {
    readonly code: string;
    readonly to: SiteKey;
    readonly direction: 'mainToEu' | 'euToMain';
    readonly offeredTo: 'eea' | 'outsideEea';
  };
}

const PLAIN: SiteCompliance = { gatesRestrictedPaths: false, limitCountryToast: false, regionNotices: false, cookiesBar: false };

export const SITE_COMPLIANCE = {
  main: {
    gatesRestrictedPaths: true,
    limitCountryToast: true,
    regionNotices: true,
    cookiesBar: false,
    switchBar: { code: SITE_SWITCH_CODES.toEu, to: 'eu', direction: 'mainToEu', offeredTo: 'eea' },
  },
  tr: PLAIN,
  mt: { ...PLAIN, cookiesBar: true },
  hk: PLAIN,
  us: PLAIN,
  bs: PLAIN,
  sg: PLAIN,
  uk: { ...PLAIN, cookiesBar: true },
  jp: PLAIN,
  uae: PLAIN,
  eu: { ...PLAIN, cookiesBar: true, switchBar: { code: SITE_SWITCH_CODES.toMain, to: 'main', direction: 'euToMain', offeredTo: 'outsideEea' } },
  testnet: PLAIN,
} as const satisfies Record<SiteKey, SiteCompliance>;

export function siteCompliance(key: SiteKey): SiteCompliance {
  return SITE_COMPLIANCE[key];
}
