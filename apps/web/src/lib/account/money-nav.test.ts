import { describe, expect, it } from 'vitest';
import { SITES } from '@exchange/sites/sites';
import { MONEY_NAV, moneyNavFor } from './money-nav';

const keys = (site: Parameters<typeof moneyNavFor>[0]) => moneyNavFor(site).map((e) => e.key);

describe('the account pages’ side navigation', () => {
  it('lists the money pages, then the profile menu’s, in order on the main site', () => {
    expect(keys(SITES.main)).toEqual(['funds', 'deposit', 'withdraw', 'transfer', 'history', 'orders', 'profile', 'security', 'kyc', 'tickets']);
  });

  it('follows the site table: hide flags leave out deposit and withdraw, the testnet the orders', () => {
    const base = SITES.main;
    expect(keys({ ...base, hide: { ...base.hide, deposit: true } })).not.toContain('deposit');
    expect(keys({ ...base, hide: { ...base.hide, withdraw: true } })).toEqual([
      'funds',
      'deposit',
      'history',
      'orders',
      'profile',
      'security',
      'kyc',
      'tickets',
    ]);
    expect(keys({ ...base, isTestnet: true })).not.toContain('orders');
  });

  it('links every entry to a path under /myaccount, and each entry owns its own path', () => {
    for (const entry of MONEY_NAV) {
      expect(entry.href.startsWith(entry.path), entry.key).toBe(true);
      expect(entry.path.startsWith('/myaccount/'), entry.key).toBe(true);
    }
    expect(new Set(MONEY_NAV.map((e) => e.path)).size).toBe(MONEY_NAV.length);
  });
});
