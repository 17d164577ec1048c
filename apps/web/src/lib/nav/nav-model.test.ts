import { describe, expect, it } from 'vitest';
import { NAV_MENUS } from '@exchange/sites/nav';
import type { NavMenu } from '@exchange/sites/nav-types';
import { RESTRICTED_FEATURES } from '@exchange/sites/compliance';
import { SITES } from '@exchange/sites/sites';
import type { SiteConfig, SiteKey } from '@exchange/sites/types';
import { href } from './href';
import { restrictedFeatureOf } from '@/lib/compliance/compliance-path';
import { FEATURE_CODES, fillHref, resolveNav, shows } from './nav-model';

function nav(site: SiteConfig, fiat = site.defaultFiat, locale = site.defaultLocale, restricted?: readonly string[], menus: readonly NavMenu[] = NAV_MENUS) {
  return resolveNav(menus, {
    site,
    fiat,
    href: (path) => href(path, locale, site.defaultLocale),
    originOf: (key: SiteKey) => `http://${key}.example`,
    ...(restricted ? { restricted: new Set(restricted) } : {}),
  });
}
const hrefsOf = (menus: ReturnType<typeof nav>) => menus.flatMap((m) => [...(m.href ? [m.href] : []), ...m.groups.flatMap((g) => g.links.map((l) => l.href))]);

const allHrefs = (site: SiteConfig, fiat?: string) => nav(site, fiat).flatMap((m) => [m.href ?? '', ...m.groups.flatMap((g) => g.links.map((l) => l.href))]);
const menuKeys = (site: SiteConfig) => nav(site).map((m) => m.key);

describe('fillHref', () => {
  it('fills the pair, its base and the fiat', () => {
    expect(fillHref('/trade/{pair}?tab=isolated_margin', 'BTC_TRY', 'TRY')).toBe('/trade/BTC_TRY?tab=isolated_margin');
    expect(fillHref('/buy-sell/buy-{fiat}-usdt', 'BTC_USDT', 'EUR')).toBe('/buy-sell/buy-EUR-usdt');
    expect(fillHref('/pre-market/{base}', 'ETH_USDT', 'USD')).toBe('/pre-market/ETH');
  });
});

describe('resolveNav', () => {
  it('uses each site’s default trade pair', () => {
    const pairs: Partial<Record<SiteKey, string>> = {
      main: 'BTC_USDT',
      tr: 'BTC_TRY',
      sg: 'BTC_SGD',
      us: 'BTC_USDC',
      mt: 'BTC_USDC',
      eu: 'BTC_USDC',
      jp: 'BTC_JPY',
    };
    for (const [key, pair] of Object.entries(pairs)) {
      const trade = nav(SITES[key as SiteKey]).find((m) => m.key === 'trade');
      expect(trade?.href, key).toBe(`/trade/${pair}`);
    }
  });

  it('fills {fiat} from the visitor’s fiat', () => {
    const hrefs = allHrefs(SITES.main, 'EUR');
    expect(hrefs).toContain('/crypto/buy?crypto=USDT&fiat=EUR');
    expect(hrefs).toContain('/c2c/market?fiat=EUR');
    expect(hrefs.some((h) => h.includes('{fiat}') || h.includes('{pair}'))).toBe(false);
  });

  it('keeps card, sell and P2P entries only where the fiat offers the method', () => {
    const withFlags = (flags: { credit_card: boolean; bank_transfer: boolean; p2p: boolean }) =>
      resolveNav(NAV_MENUS, { site: SITES.main, fiat: 'VND', href: (p) => p, originOf: () => '', fiatMethods: flags }).flatMap((m) =>
        m.groups.flatMap((g) => g.links.map((l) => l.key)),
      );
    const all = withFlags({ credit_card: true, bank_transfer: true, p2p: true });
    expect(all).toEqual(expect.arrayContaining(['creditCard', 'bankTransfer', 'p2pBuy', 'p2pSell']));
    const p2pOnly = withFlags({ credit_card: false, bank_transfer: false, p2p: true });
    expect(p2pOnly).toContain('p2pBuy');
    expect(p2pOnly).not.toContain('creditCard');
    expect(p2pOnly).not.toContain('bankTransfer');
    expect(p2pOnly).not.toContain('p2pSell');
  });

  it('adds the locale prefix for non-default locales', () => {
    const menus = nav(SITES.main, 'USD', 'zh');
    expect(menus.find((m) => m.key === 'trade')?.href).toBe('/zh/trade/BTC_USDT');
  });

  it('removes what a site hides: derivatives on the US, copy trading and bots on the EU', () => {
    expect(menuKeys(SITES.main)).toEqual(expect.arrayContaining(['derivatives', 'bots', 'copyTrading']));
    expect(menuKeys(SITES.us)).not.toContain('derivatives');
    expect(allHrefs(SITES.us).some((h) => h.startsWith('/futures'))).toBe(false);
    expect(menuKeys(SITES.eu)).not.toContain('copyTrading');
    expect(menuKeys(SITES.eu)).not.toContain('bots');
    expect(allHrefs(SITES.eu)).not.toContain('/otc');
  });

  it('keeps EU-upcoming entries but marks them to open the modal', () => {
    const earn = nav(SITES.eu).find((m) => m.key === 'earn');
    expect(earn).toBeDefined();
    expect(earn?.groups.flatMap((g) => g.links).every((l) => l.comingSoon)).toBe(true);
    const mainEarn = nav(SITES.main).find((m) => m.key === 'earn');
    expect(mainEarn?.groups.flatMap((g) => g.links).some((l) => l.comingSoon)).toBe(false);
  });

  it('labels trade Spot Trading on Turkey', () => {
    expect(nav(SITES.tr).find((m) => m.key === 'trade')?.labelKey).toBe('header.nav.spotTrading');
    expect(nav(SITES.main).find((m) => m.key === 'trade')?.labelKey).toBe('header.nav.trade');
  });

  it('shows institutional as a single link on Malta', () => {
    const malta = nav(SITES.mt).find((m) => m.key === 'institution');
    expect(malta?.groups).toEqual([]);
    expect(malta?.href).toBe('/institution');
    expect(nav(SITES.main).find((m) => m.key === 'institution')?.groups.length).toBeGreaterThan(0);
  });

  it('gives the testnet only its demo menu, with back-to-live on the main site', () => {
    const menus = nav(SITES.testnet);
    expect(menus.map((m) => m.key)).toEqual(['testnet']);
    const links = menus[0]?.groups.flatMap((g) => g.links) ?? [];
    expect(links.find((l) => l.key === 'backToLive')?.href).toBe('http://main.example/trade/BTC_USDT');
  });

  it('keeps region-only entries to their regions (/sale Japan, /buy-sell-crypto UAE)', () => {
    expect(allHrefs(SITES.jp)).toContain('/sale');
    expect(allHrefs(SITES.main)).not.toContain('/sale');
    expect(allHrefs(SITES.uae)).toContain('/buy-sell-crypto');
    expect(allHrefs(SITES.main)).not.toContain('/buy-sell-crypto');
  });

  it('never shows the hidden /usdg link', () => {
    for (const site of Object.values(SITES)) expect(allHrefs(site)).not.toContain('/usdg');
  });

  it('drops menus left empty and keeps drawer ids unique', () => {
    for (const site of Object.values(SITES)) {
      const menus = nav(site);
      for (const m of menus) expect(m.groups.length > 0 || m.href !== undefined, `${site.key}:${m.key}`).toBe(true);
      expect(new Set(menus.map((m) => m.id)).size).toBe(menus.length);
    }
  });

  it('offers nothing the visitor’s compliance menu restricts (the UK rule: derivatives, ETFs, copy trading, ventures), and everything else', () => {
    const uk = ['derivatives', 'margin_etf_trade', 'copy_trading', 'ventures'];
    const all = nav(SITES.main);
    const limited = nav(SITES.main, 'USD', 'en', uk);
    // the real menus do link to each of these features, so the test can fail
    for (const code of ['derivatives', 'margin_etf_trade', 'copy_trading']) expect(hrefsOf(all).some((h) => restrictedFeatureOf(h) === code)).toBe(true);
    expect(hrefsOf(limited).filter((h) => uk.includes(String(restrictedFeatureOf(h))))).toEqual([]);
    // the features' menus go whole, as a site's hide flag takes them (the delivery futures too, whose path is not in the table)
    expect(all.map((m) => m.key)).toEqual(expect.arrayContaining(['derivatives', 'copyTrading']));
    expect(limited.map((m) => m.key)).not.toContain('derivatives');
    expect(limited.map((m) => m.key)).not.toContain('copyTrading');
    expect(hrefsOf(limited).some((h) => h.startsWith('/futures'))).toBe(false);
    // what none of the codes touches is as it was: the earn menu, the trade menu's spot entry
    const menu = (menus: typeof all, key: string) => menus.find((m) => m.key === key);
    expect(menu(limited, 'earn')).toEqual(menu(all, 'earn'));
    expect(menu(limited, 'trade')?.groups.flatMap((g) => g.links.map((l) => l.key))).toContain('spot');
    // under a locale prefix too, and an empty list restricts nothing
    expect(hrefsOf(nav(SITES.main, 'USD', 'de', uk)).some((h) => restrictedFeatureOf(h) === 'derivatives')).toBe(false);
    expect(nav(SITES.main, 'USD', 'en', [])).toEqual(all);
  });

  it('removes spot trading (the trade menu’s own link and every entry on the trade page), announcements and learn by their codes', () => {
    const keysOf = (menus: ReturnType<typeof nav>) => menus.flatMap((m) => m.groups.flatMap((g) => g.links.map((l) => l.key)));
    const all = nav(SITES.main);
    expect(keysOf(all)).toEqual(expect.arrayContaining(['spot', 'announcements', 'learn']));
    expect(all.find((m) => m.key === 'trade')?.href).toBe('/trade/BTC_USDT');
    const closed = nav(SITES.main, 'USD', 'en', ['spot_trade', 'latest_news', 'learn']);
    for (const key of ['spot', 'announcements', 'learn']) expect(keysOf(closed)).not.toContain(key);
    // the trade menu stays for its other entries, without its own link to spot trading
    const trade = closed.find((m) => m.key === 'trade');
    expect(trade?.href).toBeUndefined();
    expect(trade?.groups.flatMap((g) => g.links.map((l) => l.key))).toContain('convert');
    // nor its spot coin panel, whose rows are links to the trade pages
    expect(all.find((m) => m.key === 'trade')?.panel).toBe('spot');
    expect(trade?.panel).toBeUndefined();
    // and every other entry on the trade page (margin, the strategy bots), which the path table now gates
    const onTradePage = all.flatMap((m) => m.groups.flatMap((g) => g.links.filter((l) => l.href.startsWith('/trade/')).map((l) => l.key)));
    expect(onTradePage).toEqual(expect.arrayContaining(['margin', 'spotGrid']));
    expect(keysOf(closed)).toEqual(keysOf(all).filter((key) => !['spot', 'announcements', 'learn', ...onTradePage].includes(key)));
  });

  it('maps nav features only to codes of the restricted-feature table', () => {
    const codes: ReadonlySet<string> = new Set(RESTRICTED_FEATURES.map((f) => f.code));
    expect(Object.values(FEATURE_CODES).filter((code) => !codes.has(code))).toEqual([]);
  });

  it('judges a menu’s own link too, and leaves links to another site to that site', () => {
    const menus: NavMenu[] = [
      { key: 'derivatives', id: 1, labelKey: 'x', href: '/futures/USDT', groups: [] },
      { key: 'trade', id: 2, labelKey: 'y', groups: [{ key: 'g', links: [{ key: 'live', labelKey: 'z', href: '/futures/USDT', targetSite: 'main' }] }] },
    ];
    expect(nav(SITES.main, 'USD', 'en', ['derivatives'], menus)).toEqual([]);
    expect(nav(SITES.testnet, 'USD', 'en', ['derivatives'], menus).map((m) => m.key)).toEqual(['trade']);
  });

  it('shows() applies onlyOn, notOn, hidden and hide flags', () => {
    expect(shows({ onlyOn: ['jp'] }, SITES.jp)).toBe(true);
    expect(shows({ onlyOn: ['jp'] }, SITES.main)).toBe(false);
    expect(shows({ notOn: ['testnet'] }, SITES.testnet)).toBe(false);
    expect(shows({ hidden: true }, SITES.main)).toBe(false);
    expect(shows({ feature: 'derivatives' }, SITES.us)).toBe(false);
    expect(shows({ feature: 'launch' }, SITES.us)).toBe(true);
  });
});
