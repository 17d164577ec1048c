import { describe, expect, it } from 'vitest';
import { complianceCheck, type Compliance } from '@exchange/contract/compliance';
import { SITE_COMPLIANCE, SITE_SWITCH_CODES, SPOT_TRADE_CODE } from '@exchange/sites/compliance';
import {
  complianceState,
  depositsClosed,
  isLowTier,
  isRestricted,
  routeFor,
  spotTradingClosed,
  type BarKind,
  type ComplianceInput,
  type NoticeKind,
} from './compliance-state';

const NONE = complianceCheck.fallback.data;
const TOAST = { content: '<b>Hi</b>', text_link: [], ok_button: 'OK', cancel_button: '', ok_button_router: '' };

type Limit = Partial<Compliance['limit']>;
type Toast = Partial<Compliance['toast']>;
interface Row {
  limit?: Limit;
  toast?: Toast;
  menu?: string[];
  business?: string[];
  user?: Partial<ComplianceInput['user']>;
  site?: keyof typeof SITE_COMPLIANCE;
  path?: string;
  cookiesAccepted?: boolean;
}

function input(row: Row): ComplianceInput {
  return {
    compliance: {
      menu: row.menu ?? [],
      business: row.business ?? [],
      limit: { ...NONE.limit, ...row.limit },
      toast: { ...NONE.toast, ...row.toast },
    },
    user: { is_login: false, tier_level: 0, verified: 0, ...row.user },
    site: SITE_COMPLIANCE[row.site ?? 'main'],
    path: row.path ?? '/',
    cookiesAccepted: row.cookiesAccepted ?? false,
  };
}

const LOW = { is_login: true, tier_level: 3, verified: 2 };
const HIGH = { is_login: true, tier_level: 11, verified: 2 };
const COMPANY = { is_login: true, tier_level: 1, verified: 3 };

describe('complianceState: notices, one row per flag and state', () => {
  const rows: [string, Row, NoticeKind[]][] = [
    ['nothing', {}, []],
    ['toast_config', { limit: { toast_config: TOAST } }, ['toast']],
    ['limit_country_toast on the main site', { limit: { limit_country_toast: TOAST } }, ['toast']],
    ['limit_country_toast elsewhere: not shown', { site: 'tr', limit: { limit_country_toast: TOAST } }, []],
    ['LIMIT_VISITOR: restricted location', { toast: { limit_country_user_status: 'LIMIT_VISITOR' } }, ['restrictedLocation']],
    ['LIMIT_HIGH_KYC_USER: restricted location', { user: HIGH, toast: { limit_country_user_status: 'LIMIT_HIGH_KYC_USER' } }, ['restrictedLocation']],
    [
      'LIMIT_LOW_KYC_USER: restricted location, then the certification offer',
      { user: LOW, toast: { limit_country_user_status: 'LIMIT_LOW_KYC_USER' } },
      ['restrictedLocation', 'lowKyc'],
    ],
    ['NON_LIMIT_HIGH_KYC_USER: nothing', { user: HIGH, toast: { limit_country_user_status: 'NON_LIMIT_HIGH_KYC_USER' } }, []],
    ['a server toast replaces the built-in message', { limit: { toast_config: TOAST }, toast: { limit_country_user_status: 'LIMIT_VISITOR' } }, ['toast']],
    ['UK', { limit: { is_uk_limit: true } }, ['uk']],
    ['UK limit on the UK site: no UK notice (region notices are the global site’s)', { site: 'uk', limit: { is_uk_limit: true }, cookiesAccepted: true }, []],
    ['NL, HK, Brazil on a regional site: none', { site: 'hk', user: LOW, limit: { is_nl_limit: true, brazil_toast: true }, toast: { is_hk_user: true } }, []],
    ['NL visitor', { limit: { is_nl_limit: true } }, ['nl']],
    ['NL high tier', { user: HIGH, limit: { is_nl_limit: true } }, ['nl']],
    ['NL company (verified 3)', { user: COMPANY, limit: { is_nl_limit: true } }, ['nl']],
    ['NL low tier: the closed-market notice instead', { user: LOW, limit: { is_nl_limit: true } }, ['closedMarket']],
    ['UZ high tier', { user: HIGH, limit: { is_uzbekistan_toast: true } }, ['uz']],
    ['UZ low tier', { user: LOW, limit: { is_uzbekistan_toast: true } }, ['closedMarket']],
    ['tier 10 is low', { user: { ...LOW, tier_level: 10 }, limit: { is_nl_limit: true } }, ['closedMarket']],
    ['HK', { toast: { is_hk_user: true } }, ['hk']],
    ['Brazil', { limit: { brazil_toast: true } }, ['brazil']],
    ['LTW', { limit: { ltw_toast: true } }, ['ltw']],
    ['withdraw-only user', { user: LOW, toast: { is_withdraw_only_user: true } }, ['withdrawOnly']],
    ['LIMIT_LOW_KYC_USER as a visitor: no certification offer', { toast: { limit_country_user_status: 'LIMIT_LOW_KYC_USER' } }, ['restrictedLocation']],
    ['several: in queue order', { user: HIGH, limit: { is_uk_limit: true, brazil_toast: true }, toast: { is_hk_user: true } }, ['uk', 'hk', 'brazil']],
    ['on the restricted-region page too', { path: '/state_compliance_tips', limit: { is_uk_limit: true } }, ['uk']],
    [
      'a limited low-KYC account on the restricted-region page: the toast, then the certification offer',
      {
        path: '/state_compliance_tips',
        user: LOW,
        limit: { limit_country: true, limit_country_toast: TOAST },
        toast: { limit_country_user_status: 'LIMIT_LOW_KYC_USER' },
      },
      ['toast', 'lowKyc'],
    ],
    ['none when redirected', { limit: { limit_country: true, is_uk_limit: true } }, []],
  ];
  it.each(rows)('%s', (_name, row, want) => expect(complianceState(input(row)).notices).toEqual(want));
});

describe('complianceState: the bar, one row per kind', () => {
  const rows: [string, Row, BarKind | null][] = [
    ['nothing', {}, null],
    ['blocked country', { limit: { is_blocked_country: true } }, 'prohibitedCountries'],
    ['limited visitor', { toast: { limit_country_user_status: 'LIMIT_VISITOR' } }, 'notLoggedInIpLimit'],
    ['limited user at home', { user: LOW, toast: { limit_country_user_status: 'LIMIT_LOW_KYC_USER' } }, 'limitedIpHome'],
    ['limited user elsewhere', { user: LOW, path: '/price', toast: { limit_country_user_status: 'LIMIT_HIGH_KYC_USER' } }, null],
    ['limited user at home under a locale prefix', { user: LOW, path: '/zh/', toast: { limit_country_user_status: 'LIMIT_HIGH_KYC_USER' } }, 'limitedIpHome'],
    ['withdraw-only at home', { user: LOW, toast: { is_withdraw_only_user: true } }, 'limitedWithdrawHome'],
    ['withdraw-only elsewhere', { user: LOW, path: '/price', toast: { is_withdraw_only_user: true } }, null],
    ['main to EU', { business: [SITE_SWITCH_CODES.toEu] }, 'mainToEu'],
    ['main-to-EU code on the EU site: nothing', { site: 'eu', business: [SITE_SWITCH_CODES.toEu], cookiesAccepted: true }, null],
    ['EU to main, visitor', { site: 'eu', business: [SITE_SWITCH_CODES.toMain] }, 'euToMainVisitor'],
    ['EU to main, account', { site: 'eu', user: HIGH, business: [SITE_SWITCH_CODES.toMain] }, 'euToMainAccount'],
    ['cookies on the EU site', { site: 'eu' }, 'cookies'],
    ['cookies accepted', { site: 'eu', cookiesAccepted: true }, null],
    ['no cookies bar on the main site', { site: 'main' }, null],
    ['blocked beats everything', { site: 'eu', limit: { is_blocked_country: true }, business: [SITE_SWITCH_CODES.toMain] }, 'prohibitedCountries'],
    [
      'prohibited countries on the restricted-region page',
      { path: '/state_compliance_tips', limit: { limit_country: true, is_blocked_country: true } },
      'prohibitedCountries',
    ],
    ['none when redirected', { path: '/price', limit: { limit_country: true, is_blocked_country: true } }, null],
  ];
  it.each(rows)('%s', (_name, row, want) => expect(complianceState(input(row)).bar).toBe(want));
});

describe('routeFor: redirect decisions', () => {
  const tips = { kind: 'redirect', to: '/state_compliance_tips' };
  const rows: [string, Row, unknown][] = [
    ['no limits', { path: '/help' }, { kind: 'allow' }],
    ['limit_country: home', { limit: { limit_country: true } }, tips],
    ['limit_country: every page, on every site', { site: 'tr', path: '/price', limit: { limit_country: true } }, tips],
    ['limit_country: the page itself stays', { path: '/state_compliance_tips', limit: { limit_country: true } }, { kind: 'allow' }],
    ['limit_country: the user agreement stays', { path: '/user-agreement/', limit: { limit_country: true } }, { kind: 'allow' }],
    ['limit_country: logging in stays', { path: '/login', limit: { limit_country: true } }, { kind: 'allow' }],
    ['limit_country: sign-up does not', { path: '/signup', limit: { limit_country: true } }, tips],
    ['limit_country: tricks do not escape', { path: '/state_compliance_tips/../help', limit: { limit_country: true } }, tips],
    ['restricted code, tips off: redirect', { menu: ['help_center'], path: '/help' }, tips],
    [
      'restricted code, tips on: tips',
      { menu: ['help_center'], path: '/help/x', limit: { is_show_compliance_tips: true } },
      { kind: 'tips', code: 'help_center' },
    ],
    ['encoded path still redirects', { menu: ['help_center'], path: '/%68elp/' }, tips],
    ['locale prefix still redirects', { menu: ['copy_trading'], path: '/de/copytrading' }, tips],
    ['spot trading closed (NL, UZ): the trade page redirects', { menu: ['spot_trade', 'derivatives'], path: '/trade/BTC_USDT' }, tips],
    ['spot trading open: the trade page stays', { menu: ['derivatives'], path: '/trade/BTC_USDT' }, { kind: 'allow' }],
    ['code not in the menu: allowed', { menu: ['help_center'], path: '/rank' }, { kind: 'allow' }],
    ['unrestricted path: allowed', { menu: ['help_center'], path: '/price' }, { kind: 'allow' }],
    ['not the main site: allowed', { site: 'eu', menu: ['help_center'], path: '/help' }, { kind: 'allow' }],
    ['undecodable path with restrictions: redirect', { menu: ['help_center'], path: '/%E0%A4%A' }, tips],
    ['undecodable path without restrictions: allowed', { path: '/%E0%A4%A' }, { kind: 'allow' }],
  ];
  it.each(rows)('%s', (_name, row, want) => expect(routeFor(input(row))).toEqual(want));
  it('the state carries the route', () => expect(complianceState(input({ menu: ['rank'], path: '/rank' })).route).toEqual(tips));
});

describe('complianceState: the rest', () => {
  it('low tier: logged in, tier ≤ 10, not a company', () => {
    expect(isLowTier(LOW)).toBe(true);
    expect(isLowTier({ ...LOW, tier_level: 10 })).toBe(true);
    expect(isLowTier(HIGH)).toBe(false);
    expect(isLowTier(COMPANY)).toBe(false);
    // verified is the KYC code (doc 2 §3): only the company code 3 lifts a low tier, whatever the individual level
    for (const code of [0, 5, 2, 1, 4]) expect(isLowTier({ ...LOW, verified: code }), String(code)).toBe(true);
    expect(isLowTier({ is_login: false, tier_level: 0, verified: 0 })).toBe(false);
  });
  it('the menu, limits and toast source', () => {
    const s = complianceState(
      input({ menu: ['deposit'], limit: { is_uk_limit: true, is_italy_limit: true, toast_config: TOAST, limit_country_toast: TOAST } }),
    );
    expect(isRestricted(s, 'deposit')).toBe(true);
    expect(isRestricted(s, 'fiat_trade')).toBe(false);
    expect(s.limits.uk && s.limits.italy).toBe(true);
    expect(s.toastSource).toBe('config');
  });
});

describe('spotTradingClosed: the API’s rule (refuseClosedSpotTrading), one row per clause', () => {
  const rows: [string, Row, boolean][] = [
    ['nothing: open', {}, false],
    ['a logged-in account: open', { user: HIGH }, false],
    ['a withdraw-only account: closed', { user: LOW, toast: { is_withdraw_only_user: true } }, true],
    ['a rule whose menu holds spot_trade: closed', { menu: [SPOT_TRADE_CODE] }, true],
    ['spot_trade among other codes, with the tips shown: closed', { menu: ['derivatives', SPOT_TRADE_CODE], limit: { is_show_compliance_tips: true } }, true],
    ['a limited country: closed', { limit: { limit_country: true } }, true],
    ['other menu codes only: open', { menu: ['derivatives', 'margin_etf_trade', 'fiat_trade'] }, false],
    ['the NL flag without spot_trade in the menu: open (the API reads the menu)', { user: HIGH, limit: { is_nl_limit: true } }, false],
    [
      'UK, Italy, a blocked country, HK: open (the API does not refuse them)',
      { limit: { is_uk_limit: true, is_italy_limit: true, is_blocked_country: true }, toast: { is_hk_user: true } },
      false,
    ],
    ['a limited-country status without the rule’s flag: open', { user: LOW, toast: { limit_country_user_status: 'LIMIT_LOW_KYC_USER' } }, false],
  ];
  it.each(rows)('%s', (_name, row, want) => expect(spotTradingClosed(complianceState(input(row)))).toBe(want));
});

describe('depositsClosed: the API’s rule (depositClosedFor), one row per clause', () => {
  const rows: [string, Row, string | null][] = [
    ['nothing: open', {}, null],
    ['a withdraw-only account: closed', { user: LOW, toast: { is_withdraw_only_user: true } }, 'withdrawOnly'],
    ['a rule whose menu holds deposit: closed', { menu: ['deposit'] }, 'depositRestricted'],
    ['a limited country: closed', { limit: { limit_country: true } }, 'limitCountry'],
    ['other menu codes only: open', { menu: ['withdraw', SPOT_TRADE_CODE] }, null],
  ];
  it.each(rows)('%s', (_name, row, want) => expect(depositsClosed(complianceState(input(row)))).toBe(want));
});
