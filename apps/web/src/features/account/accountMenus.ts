import type { AccountMode } from '@exchange/contract/unified';
import type { SiteConfig } from '@exchange/sites/types';

/** What the account menus depend on (spec doc 1 §2 "Account menu targets", §4, §5, §6). */
export interface AccountMenuContext {
  readonly site: Pick<SiteConfig, 'hide' | 'account' | 'isTestnet' | 'fiatDepositCurrency'>;
  readonly user: { readonly isSub: boolean; readonly whiteListed: boolean };
  readonly mode: Pick<AccountMode, 'mode' | 'first_open' | 'settings'>;
  readonly crossMarginUid: number;
  /** the visitor's fiat */
  readonly fiat: string;
  /** compliance: restricted feature codes and business entries */
  readonly compliance: { readonly menu: readonly string[]; readonly business: readonly string[] };
}

export interface AccountEntry {
  readonly key: string;
  readonly labelKey: string;
  readonly href: (c: AccountMenuContext) => string;
  readonly hiddenWhen?: (c: AccountMenuContext) => boolean;
}

/** Unified accounts show unified entries once they have been opened (first_open false). */
export const isUnified = (c: AccountMenuContext) => c.mode.mode !== 'classic' && !c.mode.first_open;
const restricted = (c: AccountMenuContext) => c.site.account.restrictedAccounts;
const path = (p: string) => () => p;

/** The wallet menu, in order. */
export const WALLET_ENTRIES: readonly AccountEntry[] = [
  { key: 'overview', labelKey: 'account.wallet.overview', href: path('/myaccount/myfunds') },
  { key: 'unified', labelKey: 'account.wallet.unified', href: path('/unified-trading-account'), hiddenWhen: (c) => !isUnified(c) },
  { key: 'spot', labelKey: 'account.wallet.spot', href: path('/myaccount/myfunds/spot') },
  { key: 'futures', labelKey: 'account.wallet.futures', href: path('/myaccount/myfunds/futures'), hiddenWhen: (c) => restricted(c) || c.site.hide.derivatives },
  { key: 'margin', labelKey: 'account.wallet.margin', href: path('/myaccount/myfunds/margin'), hiddenWhen: (c) => restricted(c) || isUnified(c) },
  {
    key: 'crossMargin',
    labelKey: 'account.wallet.crossMargin',
    href: path('/myaccount/myfunds/cross_margin'),
    hiddenWhen: (c) => c.crossMarginUid <= 1 || restricted(c),
  },
  {
    key: 'options',
    labelKey: 'account.wallet.options',
    href: path('/myaccount/myfunds/short_term_options'),
    hiddenWhen: (c) => c.mode.mode === 'portfolio' || c.mode.settings.options || c.site.hide.derivatives,
  },
  { key: 'quantitative', labelKey: 'account.wallet.quantitative', href: path('/myaccount/myfunds/quantitative'), hiddenWhen: (c) => c.site.hide.bots },
  {
    key: 'copyBot',
    labelKey: 'account.wallet.copyBot',
    href: path('/myaccount/funds/bot-account'),
    hiddenWhen: (c) => restricted(c) || c.site.hide.copyTrading,
  },
  { key: 'earn', labelKey: 'account.wallet.earn', href: path('/myaccount/myfunds/financial_staking'), hiddenWhen: (c) => c.site.hide.finance },
  { key: 'payment', labelKey: 'account.wallet.payment', href: path('/myaccount/myfunds/payment') },
  {
    key: 'pilot',
    labelKey: 'account.wallet.pilot',
    href: path('/myaccount/funds/pilot'),
    hiddenWhen: (c) => !c.compliance.business.includes('button_pilot_account'),
  },
  {
    key: 'deposit',
    labelKey: 'account.wallet.deposit',
    href: path('/myaccount/deposit/USDT'),
    hiddenWhen: (c) => c.site.hide.deposit || c.compliance.menu.includes('deposit'),
  },
  { key: 'depositCode', labelKey: 'account.wallet.depositCode', href: path('/myaccount/deposit_gatecode'), hiddenWhen: (c) => c.site.hide.deposit },
  {
    key: 'depositFiat',
    labelKey: 'account.wallet.depositFiat',
    href: (c) => (c.site.fiatDepositCurrency ? `/myaccount/deposit_fiat/${c.site.fiatDepositCurrency}` : '/myaccount/deposit_fiat'),
    hiddenWhen: (c) => c.site.hide.deposit || c.compliance.menu.includes('fiat_trade'),
  },
  { key: 'withdraw', labelKey: 'account.wallet.withdraw', href: path('/myaccount/withdraw/USDT'), hiddenWhen: (c) => c.site.hide.withdraw },
  { key: 'send', labelKey: 'account.wallet.send', href: path('/myaccount/withdraw_internal/USDT?type=send'), hiddenWhen: (c) => c.site.hide.withdraw },
  {
    key: 'withdrawFiat',
    labelKey: 'account.wallet.withdrawFiat',
    href: path('/myaccount/withdraw_fiat'),
    hiddenWhen: (c) => c.site.hide.withdraw || c.compliance.menu.includes('fiat_trade'),
  },
  { key: 'history', labelKey: 'account.wallet.history', href: path('/myaccount/mypurselog') },
  { key: 'statement', labelKey: 'account.wallet.statement', href: path('/myaccount/account_statement') },
  { key: 'proof', labelKey: 'account.wallet.proof', href: path('/myaccount/myavailableproof') },
  { key: 'points', labelKey: 'account.wallet.points', href: path('/myaccount/point_manage') },
];

/** P2P order history exists for CNY, KRW and VND; others see the CNY book (our choice). */
const c2cFiat = (fiat: string) => (['CNY', 'KRW', 'VND'].includes(fiat) ? fiat : 'CNY');

/** The order menu, in order. The testnet hides spot-order entries. */
export const ORDER_ENTRIES: readonly AccountEntry[] = [
  { key: 'unified', labelKey: 'account.orders.unified', href: path('/myaccount/myorders?type=unified'), hiddenWhen: (c) => !isUnified(c) },
  { key: 'spot', labelKey: 'account.orders.spot', href: path('/myaccount/myorders'), hiddenWhen: (c) => c.site.isTestnet },
  {
    key: 'futuresUsdt',
    labelKey: 'account.orders.futuresUsdt',
    href: path('/myaccount/futures_trade?type=usdt'),
    hiddenWhen: (c) => restricted(c) && !c.site.isTestnet,
  },
  { key: 'futuresBtc', labelKey: 'account.orders.futuresBtc', href: path('/myaccount/futures_trade?type=btc'), hiddenWhen: restricted },
  {
    key: 'futuresHistory',
    labelKey: 'account.orders.futuresHistory',
    href: path('/myaccount/futures_trade/order_history'),
    hiddenWhen: (c) => restricted(c) && !c.site.isTestnet,
  },
  { key: 'delivery', labelKey: 'account.orders.delivery', href: path('/myaccount/futures_delivery/order_history'), hiddenWhen: restricted },
  { key: 'pilot', labelKey: 'account.orders.pilot', href: path('/myaccount/order/pilot'), hiddenWhen: (c) => c.site.isTestnet },
  {
    key: 'p2p',
    labelKey: 'account.orders.p2p',
    href: (c) => `/c2c/orders/USDT_${c2cFiat(c.fiat)}?&tab_type=history`,
    hiddenWhen: (c) => c.site.isTestnet || !c.site.account.fiatDepositMethods,
  },
  { key: 'margin', labelKey: 'account.orders.margin', href: path('/myaccount/margin'), hiddenWhen: (c) => restricted(c) || isUnified(c) },
  {
    key: 'crossMargin',
    labelKey: 'account.orders.crossMargin',
    href: path('/myaccount/cross_margin'),
    hiddenWhen: (c) => c.crossMarginUid <= 1 || restricted(c),
  },
  { key: 'payment', labelKey: 'account.orders.payment', href: path('/myaccount/payment_bills'), hiddenWhen: (c) => c.site.isTestnet },
  { key: 'convert', labelKey: 'account.orders.convert', href: path('/myaccount/convert'), hiddenWhen: (c) => c.site.isTestnet },
  { key: 'earn', labelKey: 'account.orders.earn', href: path('/myaccount/finance/lock_earn'), hiddenWhen: (c) => c.site.hide.finance },
];

/** The profile menu under the avatar. */
export const PROFILE_ENTRIES: readonly AccountEntry[] = [
  { key: 'profile', labelKey: 'account.profile.profile', href: path('/myaccount/profile') },
  { key: 'kyc', labelKey: 'account.profile.kyc', href: path('/myaccount/kyc_home') },
  { key: 'security', labelKey: 'account.profile.security', href: path('/myaccount/security-setting') },
  { key: 'coupons', labelKey: 'account.profile.coupons', href: path('/myaccount/coupon_center') },
  { key: 'api', labelKey: 'account.profile.api', href: path('/myaccount/api_key_manage') },
  {
    key: 'subAccounts',
    labelKey: 'account.profile.subAccounts',
    href: path('/myaccount/sub_account_manage'),
    hiddenWhen: (c) => c.user.isSub || !c.user.whiteListed || c.site.hide.subAccountManage,
  },
  { key: 'tickets', labelKey: 'account.profile.tickets', href: path('/myaccount/tickets') },
  { key: 'support', labelKey: 'account.profile.support', href: path('/groupchat/service?platform=web') },
  { key: 'reminders', labelKey: 'account.profile.reminders', href: path('/reminder') },
];

export interface VisibleEntry {
  readonly key: string;
  readonly labelKey: string;
  readonly href: string;
}

/** The entries a visitor sees, with their paths (locale prefix added by the caller). */
export function visibleEntries(entries: readonly AccountEntry[], c: AccountMenuContext): VisibleEntry[] {
  return entries.filter((e) => !e.hiddenWhen?.(c)).map((e) => ({ key: e.key, labelKey: e.labelKey, href: e.href(c) }));
}

/** Switch Account: main site only; a sub-account only with the switch-tag cookie (spec doc 1 §6). */
export function showsSwitchAccount(c: Pick<AccountMenuContext, 'site' | 'user'>, hasSwitchTag: boolean): boolean {
  return c.site.account.switchAccount && (!c.user.isSub || hasSwitchTag);
}

/** The phone Deposit button: logged in, main site, compliance menu without `deposit` (spec doc 1 §5). */
export function showsPhoneDeposit(c: Pick<AccountMenuContext, 'site' | 'compliance'>): boolean {
  return c.site.account.phoneDeposit && !c.site.hide.deposit && !c.compliance.menu.includes('deposit');
}
