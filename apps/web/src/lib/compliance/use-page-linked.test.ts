import { describe, expect, it } from 'vitest';
import { complianceCheck } from '@exchange/contract/compliance';
import { SITE_COMPLIANCE } from '@exchange/sites/compliance';
import { narrowLinkGate, pageLinked, type LinkGate } from './compliance-links';
import { routeFor, type RouteInput } from './compliance-state';
import { sameSitePath, siteLinkHref, type SiteLink } from './use-page-linked';

/** The Netherlands rule's menu (apps/api/src/seed/data/complianceRules.ts CLOSED_MARKET_MENU). */
const NL_MENU = ['spot_trade', 'derivatives', 'margin_etf_trade', 'fiat_trade', 'credit_paywith_card', 'bank_card', 'copy_trading'];
const ORIGIN = 'http://localhost:3000';
const OTHER_HOST = 'https://eu.example-exchange.com';

/** Only the fields routeFor reads: no other part of the answer or the site record. */
const narrow = (menu: string[], limit: Partial<RouteInput['compliance']['limit']> = {}, gatesRestrictedPaths = true): LinkGate => ({
  compliance: { menu, limit: { limit_country: false, is_show_compliance_tips: false, ...limit } },
  site: { gatesRestrictedPaths },
});

const NL = narrow(NL_MENU);
const OPEN = narrow([]);
const to = (path: string) => `/nl${path === '/' ? '' : path}`;
const hrefFor = (gate: LinkGate, link: SiteLink) => siteLinkHref(link, (path) => pageLinked(gate, path), to, ORIGIN);

describe('routeFor with the narrowed input (the part of the answer the browser gets)', () => {
  it.each([
    ['/futures/USDT/BTC_USDT', NL, 'redirect'],
    ['/copytrading/underway', NL, 'redirect'],
    ['/trade/BTC_USDT', NL, 'redirect'],
    ['/price', NL, 'allow'],
    ['/futures/USDT/BTC_USDT', narrow(['derivatives'], { is_show_compliance_tips: true }), 'tips'],
    ['/price', narrow([], { limit_country: true }), 'redirect'],
    ['/futures/USDT/BTC_USDT', narrow(NL_MENU, {}, false), 'allow'],
    ['/futures/USDT/BTC_USDT', OPEN, 'allow'],
  ] as const)('%s → %s', (path, gate, kind) => {
    expect(routeFor({ ...gate, path }).kind).toBe(kind);
  });

  it('decides as with the whole answer and site record', () => {
    const whole = { compliance: { ...complianceCheck.fallback.data, menu: NL_MENU }, site: SITE_COMPLIANCE.main };
    for (const path of ['/futures/USDT/BTC_USDT', '/copytrading', '/trade/BTC_USDT', '/price', '/'])
      expect(routeFor({ ...narrowLinkGate(whole), path }), path).toEqual(routeFor({ ...whole, path }));
  });

  it('narrowLinkGate keeps exactly the fields the gate reads', () => {
    const whole = { compliance: { ...complianceCheck.fallback.data, menu: NL_MENU }, site: SITE_COMPLIANCE.main };
    expect(narrowLinkGate(whole)).toEqual(NL);
  });
});

describe('sameSitePath', () => {
  it.each([
    ['/trade/BTC_USDT', '/trade/BTC_USDT'],
    [`${ORIGIN}/futures/USDT/BTC_USDT?tab=1`, '/futures/USDT/BTC_USDT'],
    [`${ORIGIN}/nl/copytrading`, '/nl/copytrading'],
    [`${OTHER_HOST}/futures/USDT/BTC_USDT`, null],
    ['http://localhost:3001/futures', null],
    ['not a url', null],
  ] as const)('%s → %s', (href, want) => expect(sameSitePath(href, ORIGIN)).toBe(want));
});

describe('siteLinkHref: a notice destination on this site is a link only where its page is, row by row', () => {
  const rows: [string, SiteLink, string | undefined, string | undefined][] = [
    // name, destination, NL account's href, open visitor's href
    ['futures (localised)', { href: '/futures/USDT/BTC_USDT', localised: true }, undefined, '/nl/futures/USDT/BTC_USDT'],
    ['copy trading (localised)', { href: '/copytrading/underway', localised: true }, undefined, '/nl/copytrading/underway'],
    ['copy trading home (localised)', { href: '/copytrading', localised: true }, undefined, '/nl/copytrading'],
    ['a page the rule leaves open (localised)', { href: '/referral', localised: true }, '/nl/referral', '/nl/referral'],
    ['a web_url path to the trade page', { href: '/trade/BTC_USDT', localised: false }, undefined, '/trade/BTC_USDT'],
    ['a web_url path with a locale prefix', { href: '/nl/futures/USDT/BTC_USDT', localised: false }, undefined, '/nl/futures/USDT/BTC_USDT'],
    ['a web_url path the rule leaves open', { href: '/announcements', localised: false }, '/announcements', '/announcements'],
    ['an absolute URL on this origin', { href: `${ORIGIN}/futures/USDT/BTC_USDT`, localised: false }, undefined, `${ORIGIN}/futures/USDT/BTC_USDT`],
    ['an absolute URL on this origin, open page', { href: `${ORIGIN}/price`, localised: false }, `${ORIGIN}/price`, `${ORIGIN}/price`],
    [
      'another of the site’s hosts: that site gates it',
      { href: `${OTHER_HOST}/futures/USDT/BTC_USDT`, localised: false },
      `${OTHER_HOST}/futures/USDT/BTC_USDT`,
      `${OTHER_HOST}/futures/USDT/BTC_USDT`,
    ],
  ];
  it.each(rows)('%s', (_name, link, nl, open) => {
    expect(hrefFor(NL, link)).toBe(nl);
    expect(hrefFor(OPEN, link)).toBe(open);
  });
});
