import type { FiatSetting } from '@exchange/contract/c2c';
import type { SiteConfig } from '@exchange/sites/types';

export type DepositMethodKey = 'onchain' | 'gatecode' | 'card' | 'bank' | 'p2p';

export interface DepositMethod {
  readonly key: DepositMethodKey;
  /** 'have' assets (on-chain, code) or 'need' them (card, bank, P2P): the deposit drawer's two groups */
  readonly group: 'have' | 'need';
  readonly href: string;
}

export interface DepositContext {
  readonly site: Pick<SiteConfig, 'account'>;
  readonly compliance: { readonly menu: readonly string[]; readonly isUkLimit: boolean };
  readonly fiat: string;
  /** the fiat's buy-crypto methods */
  readonly methods: Pick<FiatSetting, 'credit_card' | 'bank_transfer' | 'p2p'>;
}

/**
 * Deposit methods (spec doc 1 §2 deposit drawer, doc 2 §2 deposit dialog): on-chain and deposit
 * code always; P2P, card and bank only where the site offers fiat methods (the main site), not
 * UK-limited, without a fiat-trade restriction, and only the methods the visitor's fiat has.
 */
export function depositMethods(c: DepositContext, currency = 'USDT'): DepositMethod[] {
  const out: DepositMethod[] = [
    { key: 'onchain', group: 'have', href: `/myaccount/deposit/${currency}` },
    { key: 'gatecode', group: 'have', href: '/myaccount/deposit_gatecode' },
  ];
  const fiatAllowed = c.site.account.fiatDepositMethods && !c.compliance.isUkLimit && !c.compliance.menu.includes('fiat_trade');
  if (!fiatAllowed) return out;
  const fiat = encodeURIComponent(c.fiat);
  if (c.methods.credit_card) out.push({ key: 'card', group: 'need', href: `/crypto/buy/with-credit-card?method=card&fiat=${fiat}` });
  if (c.methods.bank_transfer) out.push({ key: 'bank', group: 'need', href: `/crypto/buy/with-bank-account?method=bank&fiat=${fiat}` });
  if (c.methods.p2p) out.push({ key: 'p2p', group: 'need', href: `/c2c/USDT_${fiat}` });
  return out;
}
