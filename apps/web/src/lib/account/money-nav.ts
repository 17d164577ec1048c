import type { SiteConfig } from '@exchange/sites/types';

export type MoneyNavKey = 'funds' | 'deposit' | 'withdraw' | 'transfer' | 'history' | 'orders' | 'profile' | 'security' | 'kyc' | 'tickets';

/**
 * One entry of the account pages' side navigation: `path` is the part of the address the entry
 * owns (a page at or below it marks the entry current), `href` where it leads (without the locale
 * prefix: the route adds it with `href()`), `labelKey` its name in the `moneyNav` catalog namespace.
 */
export interface MoneyNavEntry {
  readonly key: MoneyNavKey;
  readonly labelKey: MoneyNavKey;
  readonly path: string;
  readonly href: string;
  /** other pages that belong to the entry (the statement to the history, the deposit code to deposit) */
  readonly also?: readonly string[];
  /** the sub-site rules that leave the entry out (asked of the site table, never of a site's key) */
  readonly hiddenWhen?: (site: MoneyNavSite) => boolean;
}

export type MoneyNavSite = Pick<SiteConfig, 'hide' | 'isTestnet'>;

/**
 * The account pages, in order (spec doc 1 §2 account menu targets): the money pages (the funds
 * overview, deposit, withdraw, transfer (an internal send), the funds history and the spot
 * orders), then the profile menu's own (profile, security with the fund password, the
 * authenticator, passkeys, sessions and login history below it, verification, support tickets).
 * Deposit and withdraw follow the site's hide flags as the wallet menu does; the testnet has no
 * spot orders entry (the order menu's rule).
 */
export const MONEY_NAV: readonly MoneyNavEntry[] = [
  { key: 'funds', labelKey: 'funds', path: '/myaccount/myfunds', href: '/myaccount/myfunds' },
  {
    key: 'deposit',
    labelKey: 'deposit',
    path: '/myaccount/deposit',
    href: '/myaccount/deposit/USDT',
    also: ['/myaccount/deposit_gatecode'],
    hiddenWhen: (s) => s.hide.deposit,
  },
  { key: 'withdraw', labelKey: 'withdraw', path: '/myaccount/withdraw', href: '/myaccount/withdraw/USDT', hiddenWhen: (s) => s.hide.withdraw },
  {
    key: 'transfer',
    labelKey: 'transfer',
    path: '/myaccount/withdraw_internal',
    href: '/myaccount/withdraw_internal/USDT?type=send',
    hiddenWhen: (s) => s.hide.withdraw,
  },
  { key: 'history', labelKey: 'history', path: '/myaccount/mypurselog', href: '/myaccount/mypurselog', also: ['/myaccount/account_statement'] },
  { key: 'orders', labelKey: 'orders', path: '/myaccount/myorders', href: '/myaccount/myorders', hiddenWhen: (s) => s.isTestnet },
  { key: 'profile', labelKey: 'profile', path: '/myaccount/profile', href: '/myaccount/profile' },
  {
    key: 'security',
    labelKey: 'security',
    path: '/myaccount/security-setting',
    href: '/myaccount/security-setting',
    also: ['/myaccount/security', '/myaccount/fundpass_setup', '/myaccount/totp'],
  },
  { key: 'kyc', labelKey: 'kyc', path: '/myaccount/kyc_home', href: '/myaccount/kyc_home', also: ['/myaccount/kyc2'] },
  { key: 'tickets', labelKey: 'tickets', path: '/myaccount/tickets', href: '/myaccount/tickets' },
];

/** The entries a site shows, in order. */
export function moneyNavFor(site: MoneyNavSite): MoneyNavEntry[] {
  return MONEY_NAV.filter((entry) => !entry.hiddenWhen?.(site));
}
