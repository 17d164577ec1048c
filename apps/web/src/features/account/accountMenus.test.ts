import { describe, expect, it } from 'vitest';
import { getAccountMode } from '@exchange/contract/unified';
import { SITES } from '@exchange/sites/sites';
import type { SiteConfig } from '@exchange/sites/types';
import { ORDER_ENTRIES, PROFILE_ENTRIES, WALLET_ENTRIES, showsPhoneDeposit, showsSwitchAccount, visibleEntries, type AccountMenuContext } from './accountMenus';

const classic = getAccountMode.fallback.data;

function ctx(overrides: Partial<AccountMenuContext> & { site?: SiteConfig } = {}): AccountMenuContext {
  return {
    site: SITES.main,
    user: { isSub: false, whiteListed: true },
    mode: classic,
    crossMarginUid: 0,
    fiat: 'USD',
    compliance: { menu: [], business: [] },
    ...overrides,
  };
}
const keys = (entries: typeof WALLET_ENTRIES, c: AccountMenuContext) => visibleEntries(entries, c).map((e) => e.key);

describe('wallet menu', () => {
  it('classic main-site user: the usual accounts, no unified, no cross margin, no pilot', () => {
    const k = keys(WALLET_ENTRIES, ctx());
    expect(k).toEqual(expect.arrayContaining(['overview', 'spot', 'futures', 'margin', 'options', 'deposit', 'withdraw']));
    expect(k).not.toContain('unified');
    expect(k).not.toContain('crossMargin');
    expect(k).not.toContain('pilot');
  });

  it('unified entries show once first_open is false', () => {
    expect(keys(WALLET_ENTRIES, ctx({ mode: { ...classic, mode: 'multi_currency', first_open: true } }))).not.toContain('unified');
    expect(keys(WALLET_ENTRIES, ctx({ mode: { ...classic, mode: 'multi_currency', first_open: false } }))).toContain('unified');
    expect(keys(ORDER_ENTRIES, ctx({ mode: { ...classic, mode: 'single_currency', first_open: false } }))).toContain('unified');
  });

  it('the option account hides in portfolio mode or when options are enabled', () => {
    expect(keys(WALLET_ENTRIES, ctx({ mode: { ...classic, mode: 'portfolio', first_open: false } }))).not.toContain('options');
    expect(keys(WALLET_ENTRIES, ctx({ mode: { ...classic, settings: { ...classic.settings, options: true } } }))).not.toContain('options');
    expect(keys(WALLET_ENTRIES, ctx())).toContain('options');
  });

  it('the cross-margin account shows only when crossMarginUid exceeds 1', () => {
    expect(keys(WALLET_ENTRIES, ctx({ crossMarginUid: 1 }))).not.toContain('crossMargin');
    expect(keys(WALLET_ENTRIES, ctx({ crossMarginUid: 2 }))).toContain('crossMargin');
    expect(keys(ORDER_ENTRIES, ctx({ crossMarginUid: 10000001 }))).toContain('crossMargin');
  });

  it('futures, margin and copy accounts hide on restricted sites', () => {
    for (const site of [SITES.us, SITES.uk, SITES.jp, SITES.eu]) {
      const k = keys(WALLET_ENTRIES, ctx({ site }));
      expect(k, site.key).not.toContain('futures');
      expect(k, site.key).not.toContain('margin');
      expect(k, site.key).not.toContain('copyBot');
    }
    expect(keys(WALLET_ENTRIES, ctx({ site: SITES.tr }))).toEqual(expect.arrayContaining(['futures', 'margin', 'copyBot']));
  });

  it('the pilot account follows the compliance business list; deposit follows the compliance menu', () => {
    expect(keys(WALLET_ENTRIES, ctx({ compliance: { menu: [], business: ['button_pilot_account'] } }))).toContain('pilot');
    expect(keys(WALLET_ENTRIES, ctx({ compliance: { menu: ['deposit'], business: [] } }))).not.toContain('deposit');
  });

  it('Japan deposits fiat at /myaccount/deposit_fiat/JPY', () => {
    const jp = visibleEntries(WALLET_ENTRIES, ctx({ site: SITES.jp })).find((e) => e.key === 'depositFiat');
    expect(jp?.href).toBe('/myaccount/deposit_fiat/JPY');
    expect(visibleEntries(WALLET_ENTRIES, ctx()).find((e) => e.key === 'depositFiat')?.href).toBe('/myaccount/deposit_fiat');
  });
});

describe('order menu', () => {
  it('the testnet hides spot-order entries', () => {
    const k = keys(ORDER_ENTRIES, ctx({ site: SITES.testnet }));
    expect(k).not.toContain('spot');
    expect(k).not.toContain('convert');
    expect(k).toContain('futuresUsdt');
    expect(keys(ORDER_ENTRIES, ctx())).toContain('spot');
  });

  it('P2P history goes to the fiat’s book (CNY, KRW, VND) on the main site', () => {
    expect(visibleEntries(ORDER_ENTRIES, ctx({ fiat: 'VND' })).find((e) => e.key === 'p2p')?.href).toBe('/c2c/orders/USDT_VND?&tab_type=history');
    expect(visibleEntries(ORDER_ENTRIES, ctx({ fiat: 'EUR' })).find((e) => e.key === 'p2p')?.href).toBe('/c2c/orders/USDT_CNY?&tab_type=history');
  });
});

describe('profile menu: sub-account management', () => {
  it('shows for a white-listed main account only', () => {
    expect(keys(PROFILE_ENTRIES, ctx())).toContain('subAccounts');
    expect(keys(PROFILE_ENTRIES, ctx({ user: { isSub: true, whiteListed: true } }))).not.toContain('subAccounts');
    expect(keys(PROFILE_ENTRIES, ctx({ user: { isSub: false, whiteListed: false } }))).not.toContain('subAccounts');
    expect(keys(PROFILE_ENTRIES, ctx({ site: SITES.tr }))).not.toContain('subAccounts');
  });
});

describe('switch account and phone deposit', () => {
  it('Switch Account: main site only; sub-accounts need the switch-tag cookie', () => {
    expect(showsSwitchAccount(ctx(), false)).toBe(true);
    expect(showsSwitchAccount(ctx({ user: { isSub: true, whiteListed: false } }), false)).toBe(false);
    expect(showsSwitchAccount(ctx({ user: { isSub: true, whiteListed: false } }), true)).toBe(true);
    expect(showsSwitchAccount(ctx({ site: SITES.eu }), true)).toBe(false);
  });

  it('phone Deposit: main site, compliance menu without deposit', () => {
    expect(showsPhoneDeposit(ctx())).toBe(true);
    expect(showsPhoneDeposit(ctx({ compliance: { menu: ['deposit'], business: [] } }))).toBe(false);
    expect(showsPhoneDeposit(ctx({ site: SITES.tr }))).toBe(false);
  });
});
