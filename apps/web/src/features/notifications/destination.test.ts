import { describe, expect, it } from 'vitest';
import type { Notification } from '@exchange/contract/herald';
import { ownSiteLink } from '@/lib/security/own-site-link';
import { noticeDestination } from './destination';

const HOSTS = ['localhost', 'www.example-exchange.com'];
const n = (type: string, extras: Notification['extras'] = {}): Notification => ({ type, template_id: 't', extras, template_args: {} });
const go = (type: string, extras: Notification['extras'] = {}) => noticeDestination(n(type, extras), HOSTS);

describe('noticeDestination', () => {
  it.each([
    ['spot_trade', { market: 'BTC_USDT' }, '/trade/BTC_USDT'],
    ['spot_trade', {}, '/trade'],
    ['trade', {}, '/trade'],
    ['margin', { market: 'ETH_USDT' }, '/margin_trade/ETH_USDT'],
    ['margin', {}, '/margin_trade'],
    ['futures', {}, '/futures/USDT/BTC_USDT'],
    ['futures', { contract: 'ETH_USDT' }, '/futures/USDT/ETH_USDT'],
    ['futures', { contract: 'BTC_USD', settle_asset: 'btc' }, '/futures/BTC/BTC_USD'],
    ['startup', { startup_id: '1207' }, '/startup/1207'],
    ['startup', {}, '/startup'],
    ['strategy_bot', {}, '/strategybot/history'],
    ['copy_trading', {}, '/copytrading/underway'],
    ['live', { stream_id: '48213' }, '/live/video/48213'],
    ['live', {}, '/live'],
    ['invite', {}, '/referral'],
    ['profile', {}, '/profile'],
    ['invest', {}, '/invest'],
    ['cryptoloan', {}, '/cryptoloan'],
    ['support', { url: '/myaccount/tickets/12' }, '/myaccount/tickets/12'],
    ['support', { url: '/myaccount/tickets/12/../../logout' }, '/myaccount/tickets'],
    ['support', { url: 'https://evil.example/myaccount/tickets/12' }, '/myaccount/tickets'],
  ] as const)('%s %j → %s (localised)', (type, extras, href) => {
    expect(go(type, extras)).toEqual({ href, localised: true });
  });

  it('ignores extras that do not match their pattern, falling back to the defaults', () => {
    expect(go('spot_trade', { market: '../../evil' })).toEqual({ href: '/trade', localised: true });
    expect(go('futures', { contract: 'BTC_USDT/../../x', settle_asset: 'US/DT' })).toEqual({ href: '/futures/USDT/BTC_USDT', localised: true });
    expect(go('startup', { startup_id: '12?x=1' })).toEqual({ href: '/startup', localised: true });
    expect(go('live', { stream_id: 'javascript:alert(1)' })).toEqual({ href: '/live', localised: true });
  });

  it('follows a supplied web url on the site’s own hosts only', () => {
    expect(go('web_url', { web_url: '/announcements' })).toEqual({ href: '/announcements', localised: false });
    expect(go('web_url', { web_url: 'https://www.example-exchange.com/fee?x=1' })).toEqual({
      href: 'https://www.example-exchange.com/fee?x=1',
      localised: false,
    });
    expect(go('anything_else', { url: 'http://localhost:3000/price' })).toEqual({ href: 'http://localhost:3000/price', localised: false });
    // the API's account-security notices ("New login", "Your password was reset") lead to the sessions
    // pages: a page of this site without a locale prefix gets the reader's, its query kept
    expect(go('security', { url: '/myaccount/security-setting/devices' })).toEqual({ href: '/myaccount/security-setting/devices', localised: true });
    expect(go('wallet', { web_url: '/myaccount/withdraw/USDT?tab=history' })).toEqual({ href: '/myaccount/withdraw/USDT?tab=history', localised: true });
    // one that has a prefix already is kept as given, never prefixed twice
    expect(go('security', { url: '/de/myaccount/security-setting/devices' })).toEqual({ href: '/de/myaccount/security-setting/devices', localised: false });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/%2e%2e//evil.com',
    'https://evil.com',
    'https://www.example-exchange.com.evil.com/',
    'https://user:pass@www.example-exchange.com/',
    'https://evil.com@www.example-exchange.com.evil.com',
    'ftp://www.example-exchange.com/',
    'evil.com',
  ])('refuses %s: nothing happens', (web_url) => {
    expect(go('web_url', { web_url })).toBeNull();
    expect(ownSiteLink(web_url, HOSTS)).toBeNull();
  });

  it('leads nowhere for no notification, an unknown kind without a link, or an empty one', () => {
    expect(noticeDestination(null, HOSTS)).toBeNull();
    expect(go('something_new')).toBeNull();
    expect(go('web_url', {})).toBeNull();
  });
});
