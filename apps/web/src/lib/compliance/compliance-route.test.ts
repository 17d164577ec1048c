import { afterEach, describe, expect, it, vi } from 'vitest';
import { complianceCheck, type Compliance } from '@exchange/contract/compliance';
import { SITES } from '@exchange/sites/sites';
import { startDeadline } from '@/lib/api/deadline';
import { complianceRedirect, decodeCompliance, encodeCompliance, readCompliance } from './compliance-route';

const open: Compliance = complianceCheck.fallback.data;
const limitedCountry: Compliance = { ...open, limit: { ...open.limit, limit_country: true, is_blocked_country: true } };
const closedMarket: Compliance = { ...open, menu: ['spot_trade', 'copy_trading'], limit: { ...open.limit, is_nl_limit: true } };
const withTips: Compliance = { ...open, menu: ['copy_trading'], limit: { ...open.limit, is_show_compliance_tips: true } };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('complianceRedirect', () => {
  it('sends a limited country to the restricted-region page in the page’s locale, whatever the path’s spelling', () => {
    for (const path of ['/', '/price', '/price/', '/PRICE', '/%70rice', '/trade/BTC_USDT', '/reminder', '/no-such-page']) {
      expect(complianceRedirect(limitedCountry, SITES.main, path, 'en'), path).toBe('/state_compliance_tips');
    }
    expect(complianceRedirect(limitedCountry, SITES.main, '/price', 'zh')).toBe('/zh/state_compliance_tips');
    for (const path of ['/state_compliance_tips', '/login', '/auth/callback'])
      expect(complianceRedirect(limitedCountry, SITES.main, path, 'en'), path).toBeNull();
  });

  it('sends a restricted feature’s page to it on a gated site, and only there', () => {
    for (const path of ['/trade/BTC_USDT', '/trade/btc_usdt/', '/TRADE/ETH_USDT', '/copytrading', '/%63opytrading']) {
      expect(complianceRedirect(closedMarket, SITES.main, path, 'de'), path).toBe('/de/state_compliance_tips');
    }
    expect(complianceRedirect(closedMarket, SITES.main, '/price', 'en')).toBeNull();
    // a sub-site that does not gate restricted paths lets them render
    expect(complianceRedirect(closedMarket, SITES.tr, '/trade/BTC_TRY', 'tr')).toBeNull();
    // with the tips on, the page renders (the tips above it)
    expect(complianceRedirect(withTips, SITES.main, '/copytrading', 'en')).toBeNull();
    expect(complianceRedirect(open, SITES.main, '/trade/BTC_USDT', 'en')).toBeNull();
  });
});

describe('the answer in a header', () => {
  it('reads what encodeCompliance wrote, header-safe, non-Latin text too; anything broken reads as none', () => {
    const toast = {
      content: '<p>我们无法在您所在的地区提供服务 “quotes”</p>',
      text_link: [{ key: '用户协议', link: '/user-agreement' }],
      ok_button: '我已知晓',
      cancel_button: '',
      ok_button_router: '',
    };
    const answer: Compliance = { ...limitedCountry, limit: { ...limitedCountry.limit, limit_country_toast: toast } };
    const text = encodeCompliance(answer);
    expect(text).toMatch(/^[\x21-\x7e]+$/);
    expect(decodeCompliance(text)).toEqual(answer);
    for (const bad of [undefined, null, '', '%', 'not json', encodeURIComponent('{"menu":[]}')]) expect(decodeCompliance(bad)).toBeUndefined();
  });
});

describe('readCompliance', () => {
  const visitor = new Headers({
    cookie: 'sid=abc; dev_country=US',
    'x-forwarded-host': 'evil.example',
    'x-forwarded-for': '203.0.113.9',
    'accept-language': 'de',
  });

  it('asks the API with the visitor’s cookies, forwarding headers and the checked host, in the page’s locale', async () => {
    const fetch = vi.fn(
      async (_url: string | URL | Request, _init?: RequestInit) =>
        new Response(JSON.stringify({ code: 0, message: '', data: limitedCountry }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const read = await readCompliance(visitor, 'localhost:3000', 'zh', startDeadline(20_000, Date.now()));
    expect(read).toEqual({ compliance: limitedCountry, error: undefined });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(new URL(String(url)).pathname).toBe(complianceCheck.path);
    expect(new URL(String(url)).searchParams.get('lang')).toBe('zh');
    const sent = new Headers(init?.headers);
    expect(sent.get('cookie')).toBe('sid=abc; dev_country=US');
    expect(sent.get('x-forwarded-host')).toBe('localhost:3000');
    expect(sent.get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it('is the contract’s default ("no limits") with the error when the call fails, and asks nothing once the deadline has passed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 503 })),
    );
    const failed = await readCompliance(visitor, 'localhost:3000', 'en', startDeadline(20_000, Date.now()));
    expect(failed.compliance).toEqual(open);
    expect(failed.error?.status).toBe(503);

    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const late = await readCompliance(visitor, 'localhost:3000', 'en', startDeadline(1_000, Date.now() - 1_000));
    expect(fetch).not.toHaveBeenCalled();
    expect(late).toEqual({ compliance: open, error: { status: 0, code: 0, message: 'deadline passed' } });
  });
});
