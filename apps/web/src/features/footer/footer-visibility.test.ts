import { describe, expect, it } from 'vitest';
import { SITES } from '@exchange/sites/sites';
import { SITE_KEYS, type SiteKey } from '@exchange/sites/types';
import { restrictedFeatureOf } from '@/lib/compliance/compliance-path';
import { FOOTER_COMPLIANCE_KEYS, footerView, type FooterInput } from './footer-visibility';

const base = (site: SiteKey, over: Partial<FooterInput> = {}): FooterInput => ({
  site: SITES[site],
  menu: [],
  isUkLimit: false,
  isItalyLimit: false,
  loggedIn: false,
  year: 2026,
  ...over,
});
const hrefs = (input: FooterInput) => footerView(input).sections.flatMap((s) => s.links.map((l) => l.href));
const keys = (input: FooterInput) => footerView(input).sections.flatMap((s) => s.links.map((l) => l.complianceKey));

describe('footerView', () => {
  it('shows every main-site link with no restriction', () => {
    const all = hrefs(base('main'));
    for (const href of [
      '/about_us',
      '/ventures',
      '/crypto/buy',
      '/futures_center',
      '/trade/BTC_USDT',
      '/nft',
      '/vip',
      '/help',
      '/learn',
      '/price',
      '/risk-disclosure',
    ]) {
      expect(all).toContain(href);
    }
  });

  it.each(FOOTER_COMPLIANCE_KEYS)('a restricted %s removes its links, and only those', (key) => {
    const before = keys(base('main'));
    expect(before).toContain(key);
    const after = keys(base('main', { menu: [key] }));
    expect(after).not.toContain(key);
    expect(after.length).toBe(before.length - before.filter((k) => k === key).length);
  });

  it('ignores menu codes that are not footer keys, and drops a section left empty', () => {
    expect(hrefs(base('main', { menu: ['deposit', 'something'] }))).toEqual(hrefs(base('main')));
    const view = footerView(base('main', { menu: ['learn'] }));
    expect(view.sections.find((s) => s.key === 'learn')?.links.map((l) => l.href)).toEqual(['/bigdata', '/explore/bitcoin-halving-countdown']);
  });

  it('keeps only the legal documents under the Italy limit', () => {
    const view = footerView(base('main', { isItalyLimit: true }));
    expect(view.sections.map((s) => s.key)).toEqual(['legal']);
  });

  it('hides social links under the UK limit and on Singapore, Bahamas, UK, Japan and UAE', () => {
    expect(footerView(base('main')).socials.length).toBeGreaterThan(0);
    expect(footerView(base('main', { isUkLimit: true })).socials).toEqual([]);
    const hidden = SITE_KEYS.filter((site) => footerView(base(site)).socials.length === 0).sort();
    expect(hidden).toEqual(['bs', 'jp', 'sg', 'uae', 'uk']);
  });

  it('links each site to its own trade pair', () => {
    const pair = (site: SiteKey) => hrefs(base(site)).find((h) => h.startsWith('/trade/'));
    expect(pair('jp')).toBe('/trade/BTC_JPY');
    expect(pair('uae')).toBe('/trade/BTC_JPY');
    expect(pair('mt')).toBe('/trade/BTC_USDC');
    expect(pair('eu')).toBe('/trade/BTC_USDC');
    expect(pair('main')).toBe('/trade/BTC_USDT');
  });

  it('carries the Turkey and UK notices, the founded year, and the guest sign-up where the site allows it', () => {
    expect(footerView(base('tr')).noticeKey).toBe('footer.notice.tr');
    expect(footerView(base('uk')).noticeKey).toBe('footer.notice.uk');
    expect(footerView(base('main')).noticeKey).toBeUndefined();
    expect(footerView(base('main')).copyright).toEqual({ from: 2013, to: 2026, holder: SITES.main.copyrightHolder });
    expect(footerView(base('tr')).copyright.from).toBe(2022);
    expect(footerView(base('main')).signup).toBe(!SITES.main.hide.footerSignup);
    expect(footerView(base('main', { loggedIn: true })).signup).toBe(false);
    for (const site of SITE_KEYS) if (SITES[site].hide.footerSignup) expect(footerView(base(site)).signup).toBe(false);
  });

  it('a link’s compliance key is the restricted-feature table’s code for its page wherever the table covers it: footer, header and redirect agree', () => {
    let checked = 0;
    for (const site of SITE_KEYS) {
      for (const section of footerView(base(site)).sections) {
        for (const link of section.links) {
          const code = restrictedFeatureOf(link.href);
          // the footer hides by the spec's keys only (doc 1 §5): a link without one (the developers' page) is not judged
          if (!link.complianceKey || code === null || code === 'undecodable') continue;
          expect(link.complianceKey, `${site} ${link.href}`).toBe(code);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(SITE_KEYS.length);
  });
});
