import { describe, expect, it } from 'vitest';
import { isLocale } from './locales';
import { siteMessageKeys } from './messageKeys';
import { hostname, parseHostOverrides, siteById, siteForHost } from './resolve';
import { SITE_LIST, SITES } from './sites';
import type { HideFlags, SiteConfig, SiteKey, SiteLink, SiteTable } from './types';
import { SITE_IDS_ARE_UNIQUE, SITE_KEYS, isSiteKey } from './types';

const HIDE_KEYS: readonly (keyof HideFlags)[] = [
  'appDownload',
  'notification',
  'footerSignup',
  'referral',
  'themeSwitch',
  'langAndRate',
  'language',
  'setting',
  'search',
  'register',
  'loginSignup',
  'deposit',
  'withdraw',
  'derivatives',
  'copyTrading',
  'bots',
  'otc',
  'web3',
  'institutional',
  'finance',
  'helpCenter',
  'socials',
  'subAccountManage',
  'floatingMenu',
  'kycTipBar',
];

const SPEC_IDS: Record<SiteKey, number> = {
  main: 0,
  tr: 177,
  mt: 106,
  hk: 71,
  us: 232,
  bs: 14,
  sg: 153,
  uk: 182,
  jp: 83,
  uae: 181,
  eu: 777,
  testnet: 666,
};

const SAFE_PATH = /^\/[A-Za-z0-9\-._~/%@]*(\?[A-Za-z0-9\-._~=&%]*)?$/;

function isWellFormedPath(href: string): boolean {
  return SAFE_PATH.test(href) && !href.includes('//') && !href.includes('..');
}

function isHttpsUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && url.hostname.length > 0 && !/\s/.test(href);
  } catch {
    return false;
  }
}

function footerLinks(site: SiteConfig): SiteLink[] {
  return site.footerSections.flatMap((s) => [...s.links]);
}

function footerHrefs(site: SiteConfig): string[] {
  return footerLinks(site).map((l) => l.href);
}

const byKey = (keys: readonly SiteKey[]) => (site: SiteConfig) => keys.includes(site.key);

describe('isSiteKey', () => {
  it('accepts the site table keys only', () => {
    for (const key of SITE_KEYS) expect(isSiteKey(key), key).toBe(true);
    for (const value of [null, '', 'MAIN', 'main ', 'toString', '__proto__', 'constructor', 'hasOwnProperty', 'xx'])
      expect(isSiteKey(value), String(value)).toBe(false);
  });
});

describe('site table', () => {
  it('checks each record’s key and id against its place in the table when it compiles', () => {
    // These lines must not compile; `tsc` (npm run typecheck) fails if one ever does.
    // @ts-expect-error the Turkey record cannot say it is the main site
    const wrongKey: SiteTable['tr'] = { ...SITES.tr, key: 'main' };
    // @ts-expect-error nor carry another site's id
    const wrongId: SiteTable['tr'] = { ...SITES.tr, id: 0 };
    expect([wrongKey.key, wrongId.id]).toEqual(['main', 0]);
    expect(SITE_IDS_ARE_UNIQUE).toBe(true);
  });

  it('has exactly the 12 sub-sites with the spec ids', () => {
    expect(SITE_LIST).toHaveLength(12);
    expect(Object.keys(SITES).sort()).toEqual([...SITE_KEYS].sort());
    for (const key of SITE_KEYS) {
      expect(SITES[key].key).toBe(key);
      expect(SITES[key].id).toBe(SPEC_IDS[key]);
    }
  });

  it('has unique ids, keys and hosts', () => {
    const ids = SITE_LIST.map((s) => s.id);
    const keys = SITE_LIST.map((s) => s.key);
    const hosts = SITE_LIST.flatMap((s) => s.hosts);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(keys).size).toBe(keys.length);
    expect(new Set(hosts).size).toBe(hosts.length);
  });

  it('maps the main site to localhost and every other to <key>.localhost', () => {
    expect(SITES.main.hosts).toEqual(['localhost', '127.0.0.1']);
    for (const site of SITE_LIST.filter((s) => s.key !== 'main')) {
      expect(site.hosts).toEqual([`${site.key}.localhost`]);
    }
  });

  describe.each(SITE_LIST.map((s) => [s.key, s] as const))('%s is complete', (_key, site) => {
    it('sets every hide flag to a boolean and nothing else', () => {
      expect(Object.keys(site.hide).sort()).toEqual([...HIDE_KEYS].sort());
      for (const flag of HIDE_KEYS) expect(typeof site.hide[flag]).toBe('boolean');
    });

    it('fills every required string', () => {
      const required = [
        site.nameKey,
        site.brandName,
        site.defaultPair,
        site.defaultFiat,
        site.copyrightHolder,
        site.legalDocs.agreement,
        site.legalDocs.privacyPolicy,
        site.websocket.spot,
        site.websocket.futures,
        site.contacts.support,
        site.contacts.business,
        site.totpName,
      ];
      for (const value of required) expect(value.trim()).not.toBe('');
      expect(site.hosts.length).toBeGreaterThan(0);
      expect(site.antiPhishingHosts.length).toBeGreaterThan(0);
      expect(site.footerSections.length).toBeGreaterThan(0);
    });

    it('offers valid locales including its default, and noindexes only offered ones', () => {
      for (const l of site.locales) expect(isLocale(l), l).toBe(true);
      expect(new Set(site.locales).size).toBe(site.locales.length);
      expect(site.locales).toContain(site.defaultLocale);
      for (const l of site.noindexLocales) expect(site.locales).toContain(l);
    });

    it('has well-formed pair, fiat, contacts, hosts and websocket paths', () => {
      expect(site.defaultPair).toMatch(/^[A-Z0-9]+_[A-Z0-9]+$/);
      expect(site.defaultFiat).toMatch(/^[A-Z]{3}$/);
      expect(site.contacts.support).toMatch(/^[a-z0-9.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(site.contacts.business).toMatch(/^[a-z0-9.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      for (const h of [...site.hosts, ...site.antiPhishingHosts]) expect(h).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/);
      expect(isWellFormedPath(site.websocket.spot)).toBe(true);
      expect(isWellFormedPath(site.websocket.futures)).toBe(true);
      expect(site.foundedYear).toBeGreaterThanOrEqual(2013);
      expect(site.foundedYear).toBeLessThanOrEqual(new Date().getFullYear());
    });

    it('has well-formed internal links and https external ones', () => {
      const internal = [
        ...footerHrefs(site),
        site.legalDocs.agreement,
        site.legalDocs.privacyPolicy,
        ...(site.legalDocs.licenses ? [site.legalDocs.licenses] : []),
      ];
      for (const href of internal) expect(isWellFormedPath(href), href).toBe(true);
      for (const s of site.socials) expect(isHttpsUrl(s.href), s.href).toBe(true);
    });

    it('has unique footer section keys and no duplicate links within the footer', () => {
      const keys = site.footerSections.map((s) => s.key);
      expect(new Set(keys).size).toBe(keys.length);
      const hrefs = footerHrefs(site);
      expect(new Set(hrefs).size).toBe(hrefs.length);
      for (const section of site.footerSections) expect(section.links.length).toBeGreaterThan(0);
    });

    it('links the footer to none of the products its hide flags remove', () => {
      const hrefs = footerHrefs(site);
      if (site.hide.derivatives) expect(hrefs).not.toContain('/futures_center');
      if (site.hide.otc) expect(hrefs).not.toContain('/otc');
      if (site.hide.referral) expect(hrefs).not.toContain('/referral/affiliate');
      if (site.hide.deposit) expect(hrefs).not.toContain('/crypto/buy');
    });

    it('uses well-formed message keys (the web catalog test checks they exist in every locale)', () => {
      for (const key of siteMessageKeys(site)) expect(key).toMatch(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/);
    });
  });
});

describe('spec facts', () => {
  it('default pairs per site', () => {
    expect(Object.fromEntries(SITE_LIST.map((s) => [s.key, s.defaultPair]))).toEqual({
      main: 'BTC_USDT',
      tr: 'BTC_TRY',
      mt: 'BTC_USDC',
      hk: 'BTC_USDT',
      us: 'BTC_USDC',
      bs: 'BTC_USDT',
      sg: 'BTC_SGD',
      uk: 'BTC_USDT',
      jp: 'BTC_JPY',
      uae: 'BTC_USDT',
      eu: 'BTC_USDC',
      testnet: 'BTC_USDT',
    });
  });

  it('footer trade links: BTC_JPY for Japan and UAE, BTC_USDC for Malta and EU, else the default pair', () => {
    const expected: Partial<Record<SiteKey, string>> = { jp: 'BTC_JPY', uae: 'BTC_JPY', mt: 'BTC_USDC', eu: 'BTC_USDC' };
    for (const site of SITE_LIST) {
      const trade = footerLinks(site).filter((l) => l.href.startsWith('/trade/'));
      expect(trade, site.key).toHaveLength(1);
      expect(trade[0]?.href).toBe(`/trade/${expected[site.key] ?? site.defaultPair}`);
      expect(trade[0]?.complianceKey).toBe('spot_trade');
    }
  });

  it('founded years: 2013 main, 2022 Turkey', () => {
    expect(SITES.main.foundedYear).toBe(2013);
    expect(SITES.tr.foundedYear).toBe(2022);
  });

  it('default locale en everywhere, tr on the Turkey site', () => {
    expect(SITES.tr.defaultLocale).toBe('tr');
    for (const site of SITE_LIST.filter((s) => s.key !== 'tr')) expect(site.defaultLocale).toBe('en');
  });

  it('main offers the general list plus it, and noindexes nl and it', () => {
    const general = ['en', 'zh', 'zh-tw', 'vi', 'es', 'ru', 'fr', 'de', 'pt', 'pt-br', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'nl'];
    expect([...SITES.main.locales].sort()).toEqual([...general, 'it'].sort());
    expect([...SITES.main.noindexLocales].sort()).toEqual(['it', 'nl']);
  });

  it('default fiat USD on every site but Turkey, TRY there (doc 2 §9; NOTES "Default fiat")', () => {
    expect(Object.fromEntries(SITE_LIST.map((s) => [s.key, s.defaultFiat]))).toEqual({
      main: 'USD',
      tr: 'TRY',
      mt: 'USD',
      hk: 'USD',
      us: 'USD',
      bs: 'USD',
      sg: 'USD',
      uk: 'USD',
      jp: 'USD',
      uae: 'USD',
      eu: 'USD',
      testnet: 'USD',
    });
  });

  it('fiat deposits name their currency only on Japan (doc 1 §2: /myaccount/deposit_fiat/JPY)', () => {
    expect(SITE_LIST.filter((s) => s.fiatDepositCurrency !== undefined).map((s) => [s.key, s.fiatDepositCurrency])).toEqual([['jp', 'JPY']]);
  });

  it('tradingViewExchange exactly on US, UK, JP and UAE', () => {
    expect(
      SITE_LIST.filter((s) => s.tradingViewExchange !== undefined)
        .map((s) => s.key)
        .sort(),
    ).toEqual(['jp', 'uae', 'uk', 'us']);
    for (const site of SITE_LIST.filter(byKey(['us', 'uk', 'jp', 'uae']))) expect(site.tradingViewExchange?.trim()).not.toBe('');
  });

  it('socials hidden exactly on Singapore, Bahamas, UK, Japan and UAE; the others list some', () => {
    expect(
      SITE_LIST.filter((s) => s.hide.socials)
        .map((s) => s.key)
        .sort(),
    ).toEqual(['bs', 'jp', 'sg', 'uae', 'uk']);
    for (const site of SITE_LIST.filter((s) => !s.hide.socials)) expect(site.socials.length, site.key).toBeGreaterThan(0);
    expect(new Set(SITES.main.socials.map((s) => s.network)).size).toBeGreaterThanOrEqual(6);
  });

  it('API site codes: Turkey 2, Malta 3, others 0', () => {
    for (const site of SITE_LIST) expect(site.apiSiteCode).toBe(site.key === 'tr' ? 2 : site.key === 'mt' ? 3 : 0);
  });

  it('the application-site-code header is accepted on the main site only (the API called directly), and names one site per code', () => {
    expect(SITE_LIST.filter((s) => s.acceptsSiteCodeHeader).map((s) => s.key)).toEqual(['main']);
    const named = SITE_LIST.filter((s) => s.apiSiteCode !== 0).map((s) => s.apiSiteCode);
    expect(new Set(named).size).toBe(named.length);
  });

  it('spot markets by quote: fiat on its own country’s site, USDC on the EU-regulated and US sites, everything on main', () => {
    expect(Object.fromEntries(SITE_LIST.map((s) => [s.key, s.spotQuotes]))).toEqual({
      main: ['USDT', 'USDC', 'BTC', 'ETH', 'TRY', 'JPY', 'SGD'],
      tr: ['TRY', 'USDT'],
      mt: ['USDC'],
      hk: ['USDT', 'USDC', 'BTC', 'ETH'],
      us: ['USDC'],
      bs: ['USDT', 'USDC', 'BTC', 'ETH'],
      sg: ['SGD', 'USDT'],
      uk: ['USDT', 'USDC', 'BTC', 'ETH'],
      jp: ['JPY'],
      uae: ['USDT', 'USDC', 'BTC', 'ETH', 'JPY'],
      eu: ['USDC'],
      testnet: ['USDT', 'USDC', 'BTC', 'ETH'],
    });
  });

  it('every site lists the quote of its default pair, once', () => {
    for (const site of SITE_LIST) {
      expect(site.spotQuotes as readonly string[], site.key).toContain(site.defaultPair.split('_')[1]);
      expect(new Set(site.spotQuotes).size, site.key).toBe(site.spotQuotes.length);
    }
  });

  it('the unified account is offered on the main site only', () => {
    expect(SITE_LIST.filter((s) => s.supportsUnifiedAccount).map((s) => s.key)).toEqual(['main']);
  });

  it('login providers: main google, metamask, apple; Turkey its own provider', () => {
    expect(SITES.main.loginProviders).toEqual(['google', 'metamask', 'apple']);
    expect(SITES.tr.loginProviders).toEqual(['trProvider']);
  });

  it('footer notices on Turkey and UK only', () => {
    expect(SITE_LIST.filter((s) => s.footerNoticeKey).map((s) => [s.key, s.footerNoticeKey])).toEqual([
      ['tr', 'footer.notice.tr'],
      ['uk', 'footer.notice.uk'],
    ]);
  });

  it('testnet is the only testnet and hides money movement and registration', () => {
    expect(SITE_LIST.filter((s) => s.isTestnet).map((s) => s.key)).toEqual(['testnet']);
    const h = SITES.testnet.hide;
    expect([h.register, h.deposit, h.withdraw, h.otc, h.web3, h.copyTrading, h.bots, h.referral]).toEqual(Array(8).fill(true));
  });

  it('notifications hidden on every regional site, shown on main', () => {
    expect(SITES.main.hide.notification).toBe(false);
    for (const site of SITE_LIST.filter(byKey(['tr', 'mt', 'hk', 'us', 'bs', 'sg', 'uk', 'jp', 'uae', 'eu']))) {
      expect(site.hide.notification, site.key).toBe(true);
    }
  });

  it('floating menu hidden exactly on Hong Kong and EU', () => {
    expect(
      SITE_LIST.filter((s) => s.hide.floatingMenu)
        .map((s) => s.key)
        .sort(),
    ).toEqual(['eu', 'hk']);
  });

  it('mobile gift prompt on the main site only, never where sign-up is hidden', () => {
    expect(SITE_LIST.filter((s) => s.giftPrompt).map((s) => s.key)).toEqual(['main']);
    expect(SITE_LIST.filter((s) => s.giftPrompt && (s.hide.register || s.hide.loginSignup))).toEqual([]);
  });

  it('sub-account management shown on main only', () => {
    expect(SITE_LIST.filter((s) => !s.hide.subAccountManage).map((s) => s.key)).toEqual(['main']);
  });

  it('restricted sites hide derivatives and their footers omit futures', () => {
    for (const key of ['us', 'uk', 'jp', 'eu'] as const) {
      expect(SITES[key].hide.derivatives).toBe(true);
      expect(footerHrefs(SITES[key])).not.toContain('/futures_center');
    }
    expect(SITES.eu.hide.otc && SITES.eu.hide.bots && SITES.eu.hide.copyTrading).toBe(true);
    expect(footerHrefs(SITES.eu)).not.toContain('/otc');
  });

  it('Turkey labels the trade entry Spot Trading; Malta shows institutional as one link', () => {
    expect(SITES.tr.tradeLabelKey).toBe('header.nav.spotTrading');
    expect(SITE_LIST.filter((s) => s.institutionalAsSingleLink).map((s) => s.key)).toEqual(['mt']);
  });

  it('main footer has every main-site link of doc 1 §2, with the compliance keys of §5', () => {
    const links = new Map(footerLinks(SITES.main).map((l) => [l.href, l]));
    const specPaths = [
      '/about_us',
      '/page/careers',
      '/brand-partnerships',
      '/user-agreement',
      '/risk-disclosure',
      '/privacy-policy',
      '/cookie-policy',
      '/media-kit',
      '/proof_of_reserves',
      '/legal/licenses',
      '/security',
      '/gt',
      '/calendar',
      '/legal/law-enforcement',
      '/global-conferences',
      '/ventures',
      '/vip',
      '/suggestions-feedback',
      '/announcements',
      '/fee',
      '/help',
      '/listing',
      '/security-audit',
      '/developers',
      '/officialverify',
      '/c2c/merchant',
      '/p2p/merchant',
      '/referral/affiliate',
      '/crypto/buy',
      '/crypto/sell',
      '/trade/BTC_USDT',
      '/futures_center',
      '/etf',
      '/nft',
      '/gatepay',
      '/mini-app',
      '/gift-card',
      '/otc',
      '/charity',
      '/card',
      '/shop',
      '/learn',
      '/learn/course',
      '/learn/glossary',
      '/price',
      '/price/bitcoin',
      '/bigdata',
      '/explore/bitcoin-halving-countdown',
      '/how-to-buy',
      '/how-to-buy/bitcoin',
      '/price-prediction',
      '/price-prediction/bitcoin',
      '/converter',
      '/converter/btc/usd',
    ];
    for (const path of specPaths) expect(links.has(path), path).toBe(true);
    expect(links.size).toBe(specPaths.length);

    const compliance: Record<string, string> = {
      '/ventures': 'ventures',
      '/crypto/buy': 'credit_paywith_card',
      '/trade/BTC_USDT': 'spot_trade',
      '/futures_center': 'derivatives',
      '/etf': 'margin_etf_trade',
      '/nft': 'nft',
      '/gatepay': 'gatepay',
      '/otc': 'gate_otc',
      '/card': 'gate_card',
      '/shop': 'gate_shop',
      '/vip': 'vip_service',
      '/announcements': 'latest_news',
      '/help': 'help_center',
      '/c2c/merchant': 'fiat_trade',
      '/p2p/merchant': 'fiat_trade',
      '/referral/affiliate': 'affiliate',
      '/learn': 'learn',
    };
    for (const [path, key] of Object.entries(compliance)) expect(links.get(path)?.complianceKey, path).toBe(key);
  });

  it('footer legal links follow each site legalDocs', () => {
    for (const site of SITE_LIST) {
      const hrefs = footerHrefs(site);
      expect(hrefs).toContain(site.legalDocs.agreement);
      expect(hrefs).toContain(site.legalDocs.privacyPolicy);
      if (site.legalDocs.licenses) expect(hrefs).toContain(site.legalDocs.licenses);
    }
  });
});

describe('link checks reject bad links', () => {
  it.each(['about_us', '/a b', '//evil.example', '/a/../b', '/a<b>', '/a#x', 'javascript:alert(1)'])('rejects %s', (href) => {
    expect(isWellFormedPath(href)).toBe(false);
  });
  it.each(['/trade/BTC_USDT?tab=isolated_margin', '/price/bitcoin', '/'])('accepts %s', (href) => {
    expect(isWellFormedPath(href)).toBe(true);
  });
  it('https only for externals', () => {
    expect(isHttpsUrl('https://x.com/a')).toBe(true);
    expect(isHttpsUrl('http://x.com/a')).toBe(false);
    expect(isHttpsUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpsUrl('not a url')).toBe(false);
  });
});

describe('resolve', () => {
  it('hostname strips the port and lower-cases', () => {
    expect(hostname('TR.localhost:3000')).toBe('tr.localhost');
    expect(hostname('  localhost  ')).toBe('localhost');
    expect(hostname('[::1]:3000')).toBe('[::1]');
  });

  it('siteForHost ignores port and case', () => {
    expect(siteForHost('tr.localhost:3000').key).toBe('tr');
    expect(siteForHost('EU.LOCALHOST:3000').key).toBe('eu');
    expect(siteForHost('Testnet.Localhost').key).toBe('testnet');
    expect(siteForHost('127.0.0.1:3000').key).toBe('main');
    expect(siteForHost('localhost:3000').key).toBe('main');
  });

  it('every site is found by each of its hosts', () => {
    for (const site of SITE_LIST) for (const h of site.hosts) expect(siteForHost(`${h}:3000`)).toBe(site);
  });

  it('unknown, empty or missing host is the main site', () => {
    expect(siteForHost('evil.example').key).toBe('main');
    expect(siteForHost('xx.localhost').key).toBe('main');
    expect(siteForHost('').key).toBe('main');
    expect(siteForHost(null).key).toBe('main');
    expect(siteForHost(undefined).key).toBe('main');
  });

  it('parses SITE_HOSTS overrides', () => {
    const overrides = parseHostOverrides(' tr = TR.Example.com | tr.example.org , eu=eu.example.com');
    expect(overrides).toEqual({ tr: ['tr.example.com', 'tr.example.org'], eu: ['eu.example.com'] });
    expect(siteForHost('tr.example.org:443', overrides).key).toBe('tr');
    expect(siteForHost('eu.example.com', overrides).key).toBe('eu');
    // an override replaces the site's hosts
    expect(siteForHost('tr.localhost', overrides).key).toBe('main');
    // sites not overridden keep theirs
    expect(siteForHost('jp.localhost', overrides).key).toBe('jp');
  });

  it('configured hosts win over the table, even a host another site has by default', () => {
    const overrides = parseHostOverrides('eu=localhost|eu.example.com');
    expect(siteForHost('localhost:3000', overrides).key).toBe('eu');
    expect(siteForHost('127.0.0.1', overrides).key).toBe('main');
  });

  it('ignores malformed entries and invalid hosts', () => {
    expect(parseHostOverrides(undefined)).toEqual({});
    expect(parseHostOverrides('')).toEqual({});
    expect(
      parseHostOverrides('nosuch=a.example,tr,=x.example,jp=,uk=bad host|a/b,toString=x.example,__proto__=y.example,us=a=b,hk=ok.example|bad_host'),
    ).toEqual({ hk: ['ok.example'] });
    const overrides = parseHostOverrides('toString=x.example,constructor=y.example');
    expect(Object.keys(overrides)).toEqual([]);
    expect(siteForHost('x.example', overrides).key).toBe('main');
  });

  it('siteById finds each site and nothing else', () => {
    for (const site of SITE_LIST) expect(siteById(site.id)).toBe(site);
    expect(siteById(1)).toBeUndefined();
  });
});

describe('account features (main site only)', () => {
  it('switch account, phone deposit, the sub-account flag and fiat deposit methods are the main site’s alone', () => {
    for (const site of SITE_LIST) {
      const main = site.key === 'main';
      expect(site.account.switchAccount, site.key).toBe(main);
      expect(site.account.phoneDeposit, site.key).toBe(main);
      expect(site.account.subAccountFlag, site.key).toBe(main);
      expect(site.account.fiatDepositMethods, site.key).toBe(main);
    }
  });

  it('restricted account sites hide derivatives', () => {
    for (const site of SITE_LIST) if (site.account.restrictedAccounts && !site.isTestnet) expect(site.hide.derivatives, site.key).toBe(true);
  });
});

describe('KYC tip bar and exchange selector flags', () => {
  it('hides the KYC tip bar on the test net only (spec doc 2 §5)', () => {
    expect(SITE_LIST.filter((s) => s.hide.kycTipBar).map((s) => s.key)).toEqual(['testnet']);
  });

  it('offers the Turkey site from the global site only, and names a real sub-site', () => {
    expect(SITE_LIST.filter((s) => s.siteChooser).map((s) => [s.key, s.siteChooser])).toEqual([['main', 'tr']]);
  });
});
