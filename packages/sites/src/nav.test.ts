import { describe, expect, it } from 'vitest';
import { GROWTH_TABS, NAV_BADGE_KEYS, NAV_MENUS, navMessageKeys } from './nav';
import type { NavLink, NavMenu } from './nav-types';
import { SITE_LIST, SITES } from './sites';
import { SITE_KEYS } from './types';

/** Spec doc 1 §2 "Header navigation targets", with `{pair}` / `{fiat}` where the link follows the site or visitor. */
const SPEC_TARGETS = [
  // trade, margin (the demo's live trading link is the literal /trade/BTC_USDT)
  '/trade/{pair}',
  '/trade/BTC_USDT',
  '/trade/{pair}?tab=isolated_margin',
  // spot and futures bots
  '/trade/{pair}?tradModel=strategybot&strategyType=spot_grid',
  '/trade/{pair}?tradModel=strategybot&strategyType=martingale',
  '/trade/{pair}?tradModel=strategybot&strategyType=smart-position',
  '/trade/{pair}?tradModel=strategybot&strategyType=spot-future-arbitrage',
  '/trade/{pair}?tradModel=strategybot&strategyType=infinite_grid',
  '/trade/{pair}?tradModel=strategybot&strategyType=margin_grid',
  '/futures/USDT/BTC_USDT?tradModel=strategybot&strategyType=futures_grid',
  '/futures/USDT/BTC_USDT?tradModel=strategybot&strategyType=compose-indicator',
  // derivatives
  '/futures/USDT/BTC_USDT',
  '/futures-delivery/USDT',
  '/options/BTC_USDT',
  '/unified-trading-account',
  '/futures/trading-guide-for-beginners',
  '/competition/center/futures',
  // buy crypto
  '/crypto',
  '/crypto/buy?crypto=USDT&fiat={fiat}',
  '/crypto/buy/with-credit-card?method=card&fiat={fiat}',
  '/crypto/buy/with-bank-account?method=bank&fiat={fiat}',
  '/buy-sell/buy-{fiat}-usdt',
  '/buy-sell/sell-usdt-{fiat}',
  '/c2c/market?fiat={fiat}',
  '/crypto/recurring-buy',
  '/card',
  '/buy-sell-crypto',
  '/sale',
  '/otc',
  '/pre-market',
  // markets and others
  '/price',
  '/convert',
  '/etf',
  '/pilot',
  '/premint',
  '/launchpad',
  '/launchpool',
  '/candy-drop',
  '/web3',
  '/web3/startup',
  '/startup',
  '/post',
  '/referral',
  '/referral/affiliate',
  '/rewards_hub',
  '/competition/center',
  '/competition/wctc/s7',
  '/announcements',
  '/calendar',
  '/shop',
  '/vip',
  '/proof-of-reserves',
  '/help',
  '/learn',
  '/brand-partnerships',
  '/live',
  '/live-news',
  '/upcoming-event',
  '/blog',
  '/developers',
  '/global-market-maker-program',
  '/cryptoloan',
  '/c2cloan/cny',
  '/simple-earn',
  '/hodl',
  '/structured_financial/home',
  '/auto-investment?source=earn',
  '/dual-currency-investment',
  '/staking',
  '/staking/GT',
  '/eth2',
  '/copytrading',
  '/copytrading/spot',
  '/copytrading/bot',
  '/strategybot',
  '/crypto-trading-bots',
  '/gt',
  '/rank',
  '/crosschain',
  '/listing',
  '/grants',
  '/fee',
  '/bitwiki',
  '/explore/bitcoin-halving-countdown',
  '/officialverify',
  '/hot_news',
  '/ethereum-upgrade-hard-forks',
  '/usdg',
  // institution
  '/institution',
  '/institution/management',
  '/institution/program',
  '/institution/broker',
  '/institution/otc',
  '/institution/vip-loan',
  '/institution/wealth',
  '/institution/quant-fund',
  '/institution/StructuredProducts',
] as const;

const SAFE_PATH = /^\/[A-Za-z0-9\-._~/%@]*(\?[A-Za-z0-9\-._~=&%]*)?$/;

/** Placeholders become sample values; any other brace makes the path fail. */
function isWellFormedPath(href: string): boolean {
  const filled = href.replaceAll('{pair}', 'BTC_USDT').replaceAll('{fiat}', 'EUR').replaceAll('{base}', 'BTC');
  return SAFE_PATH.test(filled) && !filled.includes('//') && !filled.includes('..');
}

const allLinks = (m: NavMenu): NavLink[] => m.groups.flatMap((g) => [...g.links]);
const everyLink = NAV_MENUS.flatMap(allLinks);
const everyHref = [...NAV_MENUS.flatMap((m) => (m.href ? [m.href] : [])), ...everyLink.map((l) => l.href), ...GROWTH_TABS.map((t) => t.href)];
const menu = (key: NavMenu['key']): NavMenu => {
  const found = NAV_MENUS.find((m) => m.key === key);
  if (!found) throw new Error(`no menu ${key}`);
  return found;
};

describe('header menus', () => {
  it('are the 13 menus in display order with unique drawer ids 0-12', () => {
    expect(NAV_MENUS.map((m) => m.key)).toEqual([
      'buyCrypto',
      'markets',
      'trade',
      'derivatives',
      'bots',
      'copyTrading',
      'earn',
      'launch',
      'web3',
      'institution',
      'growth',
      'more',
      'testnet',
    ]);
    const ids = NAV_MENUS.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id >= 0 && id <= 12 && Number.isInteger(id)).toBe(true);
  });

  it('have unique group keys and unique link keys within each menu', () => {
    for (const m of NAV_MENUS) {
      const groupKeys = m.groups.map((g) => g.key);
      const linkKeys = allLinks(m).map((l) => l.key);
      expect(new Set(groupKeys).size, m.key).toBe(groupKeys.length);
      expect(new Set(linkKeys).size, m.key).toBe(linkKeys.length);
      expect(linkKeys.length, m.key).toBeGreaterThan(0);
    }
  });

  it('link only to well-formed internal paths', () => {
    for (const href of everyHref) expect(isWellFormedPath(href), href).toBe(true);
    expect(isWellFormedPath('/trade/{coin}')).toBe(false);
    expect(isWellFormedPath('https://example.com')).toBe(false);
  });

  it('list every header navigation target of the spec', () => {
    const hrefs = new Set(everyHref);
    const missing = SPEC_TARGETS.filter((t) => !hrefs.has(t));
    expect(missing).toEqual([]);
  });

  it('name only real sites in onlyOn / notOn', () => {
    const known = new Set<string>(SITE_KEYS);
    const rules = [...NAV_MENUS, ...everyLink].flatMap((x) => [...(x.onlyOn ?? []), ...(x.notOn ?? [])]);
    for (const key of rules) expect(known.has(key), key).toBe(true);
    for (const l of everyLink) if (l.targetSite) expect(known.has(l.targetSite)).toBe(true);
  });

  it('keep the regional entries to their sites', () => {
    const find = (href: string) => everyLink.find((l) => l.href === href);
    expect(find('/buy-sell-crypto')?.onlyOn).toEqual(['uae']);
    expect(find('/sale')?.onlyOn).toEqual(['jp']);
  });

  it('hide /usdg from the header but keep it as data', () => {
    const usdg = everyLink.filter((l) => l.href === '/usdg');
    expect(usdg).toHaveLength(1);
    expect(usdg[0]?.hidden).toBe(true);
    expect(everyLink.filter((l) => l.hidden).map((l) => l.href)).toEqual(['/usdg']);
  });

  it('give the testnet only its demo menu, with the way back to live trading on the main site', () => {
    const testnet = menu('testnet');
    expect(testnet.onlyOn).toEqual(['testnet']);
    for (const m of NAV_MENUS.filter((x) => x.key !== 'testnet')) expect(m.notOn, m.key).toContain('testnet');
    const back = allLinks(testnet).find((l) => l.key === 'backToLive');
    expect(back?.href).toBe('/trade/BTC_USDT');
    expect(back?.targetSite).toBe('main');
    expect(allLinks(testnet).map((l) => l.href)).toEqual(expect.arrayContaining(['/trade/{pair}', '/futures/USDT/BTC_USDT']));
  });

  it('open the spot and futures coin panels from trade and derivatives', () => {
    expect(menu('trade').panel).toBe('spot');
    expect(menu('derivatives').panel).toBe('futures');
    expect(menu('trade').href).toBe('/trade/{pair}');
  });

  it('tag links so site hide flags remove them', () => {
    const featureOf = (href: string) => everyLink.find((l) => l.href === href)?.feature;
    expect(menu('derivatives').feature).toBe('derivatives');
    expect(menu('bots').feature).toBe('bots');
    expect(menu('copyTrading').feature).toBe('copyTrading');
    expect(menu('earn').feature).toBe('finance');
    expect(menu('web3').feature).toBe('web3');
    expect(menu('institution').feature).toBe('institutional');
    expect(menu('launch').feature).toBe('launch');
    // every link inside a feature menu carries a feature
    for (const m of NAV_MENUS.filter((x) => x.feature)) {
      for (const l of allLinks(m)) expect(l.feature, `${m.key}.${l.key}`).toBeDefined();
    }
    expect(featureOf('/futures/USDT/BTC_USDT?tradModel=strategybot&strategyType=futures_grid')).toBe('derivatives');
    expect(featureOf('/trade/{pair}?tab=isolated_margin')).toBe('margin');
    expect(featureOf('/options/BTC_USDT')).toBe('options');
    expect(featureOf('/pre-market')).toBe('preMarket');
    expect(featureOf('/pilot')).toBe('pilot');
    expect(featureOf('/otc')).toBe('otc');
    expect(featureOf('/help')).toBe('helpCenter');
    expect(featureOf('/referral')).toBe('referral');
    expect(featureOf('/live')).toBe('live');
    expect(featureOf('/nft')).toBe('nft');
    expect(featureOf('/c2c/market?fiat={fiat}')).toBe('fiat');
    expect(featureOf('/crypto/buy?crypto=USDT&fiat={fiat}')).toBe('deposit');
  });

  it('gate the buy-with-card, bank and p2p entries on the fiat settings', () => {
    const methodOf = (href: string) => everyLink.find((l) => l.href === href)?.fiatMethod;
    expect(methodOf('/crypto/buy/with-credit-card?method=card&fiat={fiat}')).toBe('credit_card');
    expect(methodOf('/crypto/buy/with-bank-account?method=bank&fiat={fiat}')).toBe('bank_transfer');
    expect(methodOf('/buy-sell/sell-usdt-{fiat}')).toBe('bank_transfer');
    expect(methodOf('/c2c/market?fiat={fiat}')).toBe('p2p');
  });

  it('show each promotional badge on a handful of items', () => {
    const badges = [...NAV_MENUS, ...everyLink].flatMap((x) => (x.badge ? [x.badge] : []));
    for (const b of ['lowFees', 'zeroFee', 'hot', 'new'] as const) expect(badges, b).toContain(b);
    expect(badges.length).toBeLessThanOrEqual(12);
  });
});

describe('growth tabs', () => {
  it('hold the three tabs plus the optional affiliate and broker entries', () => {
    const byKey = Object.fromEntries(GROWTH_TABS.map((t) => [t.key, t]));
    expect(GROWTH_TABS.map((t) => t.key)).toEqual(['rewardsHub', 'competition', 'referral', 'affiliate', 'broker']);
    expect(byKey.rewardsHub?.href).toBe('/rewards_hub');
    expect(byKey.competition?.href).toBe('/competition/center');
    expect(byKey.referral?.href).toBe('/referral');
    expect(byKey.affiliate?.href).toBe('/referral/affiliate');
    expect(byKey.broker?.href).toBe('/institution/broker');
    expect(GROWTH_TABS.filter((t) => t.optional).map((t) => t.key)).toEqual(['affiliate', 'broker']);
  });

  it('use short, unique, URL-safe channel codes between real tabs', () => {
    const keys = new Set(GROWTH_TABS.map((t) => t.key));
    const codes = GROWTH_TABS.flatMap((t) =>
      Object.entries(t.channelFrom ?? {}).map(([from, code]) => {
        expect(keys.has(from as never), from).toBe(true);
        expect(from).not.toBe(t.key);
        return code;
      }),
    );
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^[a-z0-9]{2,12}$/);
  });
});

describe('nav messages', () => {
  const siteKeys = SITE_LIST.flatMap((s) => (s.tradeLabelKey ? [s.tradeLabelKey] : []));
  const used = new Set([...navMessageKeys(), ...siteKeys]);

  it('use catalog keys under header.nav.', () => {
    for (const key of used) expect(key.startsWith('header.nav.'), key).toBe(true);
    for (const m of NAV_MENUS) expect(m.labelKey).toBe(`header.nav.${m.key}`);
    expect(Object.values(NAV_BADGE_KEYS)).toEqual(expect.arrayContaining(['header.nav.badges.lowFees']));
  });

  it('gives every link a description', () => {
    for (const l of everyLink) expect(l.descriptionKey, l.key).toBe(`${l.labelKey}Desc`);
  });

  it('nest into JSON catalogs: no key is a prefix segment of another', () => {
    const keys = [...used];
    for (const k of keys)
      expect(
        keys.some((other) => other.startsWith(`${k}.`)),
        k,
      ).toBe(false);
  });

  it('the Turkey trade label key (its text lives in the web catalogs, checked there)', () => {
    expect(SITES.tr.tradeLabelKey).toBe('header.nav.spotTrading');
  });
});

describe('EU coming-soon features', () => {
  it('are set on the EU site only', () => {
    expect(SITES.eu.comingSoon).toEqual(['finance', 'web3', 'launch', 'preMarket']);
    expect(SITE_LIST.filter((s) => s.comingSoon?.length).map((s) => s.key)).toEqual(['eu']);
  });

  it('each name a feature some nav link carries', () => {
    const features = new Set([...NAV_MENUS, ...everyLink].flatMap((x) => (x.feature ? [x.feature] : [])));
    for (const f of SITES.eu.comingSoon ?? []) expect(features.has(f), f).toBe(true);
  });
});
