import { describe, expect, it } from 'vitest';
import type { MenuView } from '@/lib/nav/nav-view';
import { pageHref, pagesFromMenus, pageRank, searchPages } from './pages';

const link = (key: string, label: string, href: string, extra: Partial<MenuView['groups'][number]['links'][number]> = {}) => ({
  key,
  label,
  href,
  comingSoon: false,
  ...extra,
});

const menus: MenuView[] = [
  { key: 'markets', id: 1, label: 'Markets', href: '/de/markets', comingSoon: false, groups: [] },
  {
    key: 'derivatives',
    id: 3,
    label: 'Derivate',
    href: '/de/futures/USDT/BTC_USDT',
    comingSoon: false,
    groups: [
      {
        key: 'futures',
        links: [
          link('perpetual', 'Unbefristete Kontrakte', '/de/futures/USDT/BTC_USDT'),
          link('futuresGuide', 'Leitfaden für Einsteiger', '/de/futures/trading-guide-for-beginners'),
          link('options', 'Optionen', '/de/options/BTC_USDT', { comingSoon: true }),
        ],
      },
    ],
  },
  {
    key: 'buyCrypto',
    id: 0,
    label: 'Krypto kaufen',
    comingSoon: false,
    groups: [
      {
        key: 'fiat',
        links: [
          link('creditCard', 'Kreditkarte', '/de/crypto/buy?fiat=EUR', { fiat: { template: '/de/crypto/buy?fiat={fiat}', method: 'credit_card' } }),
          link('quickBuy', 'Schnellkauf', '/de/crypto/buy?fiat=EUR', { fiat: { template: '/de/crypto/buy?fiat={fiat}' } }),
        ],
      },
    ],
  },
  // the same page in a second menu is listed once
  { key: 'more', id: 9, label: 'Mehr', comingSoon: false, groups: [{ key: 'm', links: [link('markets', 'Markets', '/de/markets')] }] },
];

describe('pagesFromMenus', () => {
  const pages = pagesFromMenus(menus);
  it('lists menus with a page of their own, then their links; upcoming entries and repeats are left out', () => {
    expect(pages.map((p) => p.key)).toEqual([
      'markets',
      'derivatives',
      'derivatives.perpetual',
      'derivatives.futuresGuide',
      'buyCrypto.creditCard',
      'buyCrypto.quickBuy',
    ]);
  });
  it('keeps the menu as the section and the fiat dependence', () => {
    expect(pages[2]).toMatchObject({ section: 'Derivate', label: 'Unbefristete Kontrakte' });
    expect(pages[4]?.fiat).toEqual({ template: '/de/crypto/buy?fiat={fiat}', method: 'credit_card' });
  });
});

describe('pageHref', () => {
  const [, , , , card, quick] = pagesFromMenus(menus);
  const all = { credit_card: true, bank_transfer: true, p2p: true };
  it('fills the fiat in force', () => expect(pageHref(card!, 'TRY', all)).toBe('/de/crypto/buy?fiat=TRY'));
  it('hides a page the fiat lacks the method for', () => expect(pageHref(card!, 'XYZ', { ...all, credit_card: false })).toBeUndefined());
  it('a fiat page without a method always shows', () =>
    expect(pageHref(quick!, 'XYZ', { credit_card: false, bank_transfer: false, p2p: false })).toBe('/de/crypto/buy?fiat=XYZ'));
  it('a plain page keeps its href', () => expect(pageHref(pagesFromMenus(menus)[0]!, 'USD', all)).toBe('/de/markets'));
});

describe('searchPages', () => {
  const pages = pagesFromMenus(menus);
  const keys = (q: string, limit = 10) => searchPages(pages, q, limit, 'de').map((p) => p.key);
  it('label equal, then starts with, then a word starts with, then contains', () => {
    expect(keys('markets')).toEqual(['markets']);
    expect(keys('kredit')).toEqual(['buyCrypto.creditCard']);
    expect(keys('kontrakte')).toEqual(['derivatives.perpetual']);
    // Schnellkauf contains it; Kreditkarte only by its menu, Krypto kaufen
    expect(keys('kauf')).toEqual(['buyCrypto.quickBuy', 'buyCrypto.creditCard']);
  });
  it('the menu name, then the English key and address: "futures" finds the futures pages in any language', () => {
    expect(keys('derivate')).toEqual(['derivatives', 'derivatives.perpetual', 'derivatives.futuresGuide']);
    expect(keys('futures')).toEqual(['derivatives', 'derivatives.perpetual', 'derivatives.futuresGuide']);
  });
  it('an address match ranks after a label match', () => {
    expect(pageRank(pages[1]!, 'derivate')).toBe(0);
    expect(pageRank(pages[3]!, 'guide')).toBe(5);
  });
  it('is case-blind, trims, keeps the limit, and an empty query finds nothing', () => {
    expect(keys('  FUTURES ', 1)).toEqual(['derivatives']);
    expect(keys(' ')).toEqual([]);
    expect(keys('zzz')).toEqual([]);
  });
});
