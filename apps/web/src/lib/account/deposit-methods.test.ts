import { describe, expect, it } from 'vitest';
import { SITES } from '@exchange/sites/sites';
import { depositMethods, type DepositContext } from './deposit-methods';

const all = { credit_card: true, bank_transfer: true, p2p: true };
const base: DepositContext = { site: SITES.main, compliance: { menu: [], isUkLimit: false }, fiat: 'EUR', methods: all };
const keys = (c: DepositContext) => depositMethods(c).map((m) => m.key);

describe('depositMethods', () => {
  it('main site: on-chain and code, then card, bank and P2P with the user’s fiat', () => {
    expect(depositMethods(base)).toEqual([
      { key: 'onchain', group: 'have', href: '/myaccount/deposit/USDT' },
      { key: 'gatecode', group: 'have', href: '/myaccount/deposit_gatecode' },
      { key: 'card', group: 'need', href: '/crypto/buy/with-credit-card?method=card&fiat=EUR' },
      { key: 'bank', group: 'need', href: '/crypto/buy/with-bank-account?method=bank&fiat=EUR' },
      { key: 'p2p', group: 'need', href: '/c2c/USDT_EUR' },
    ]);
  });
  it('other sites, UK limit or a fiat-trade restriction: on-chain and code only', () => {
    expect(keys({ ...base, site: SITES.tr })).toEqual(['onchain', 'gatecode']);
    expect(keys({ ...base, compliance: { menu: [], isUkLimit: true } })).toEqual(['onchain', 'gatecode']);
    expect(keys({ ...base, compliance: { menu: ['fiat_trade'], isUkLimit: false } })).toEqual(['onchain', 'gatecode']);
  });
  it('only the methods the fiat offers', () => {
    expect(keys({ ...base, methods: { credit_card: false, bank_transfer: true, p2p: false } })).toEqual(['onchain', 'gatecode', 'bank']);
  });
});
