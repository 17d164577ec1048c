import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@exchange/sites/locales';
import { siteMessageKeys } from '@exchange/sites/messageKeys';
import { navMessageKeys } from '@exchange/sites/nav';
import { SITE_LIST } from '@exchange/sites/sites';

type Catalog = { [key: string]: string | Catalog };

function load(locale: string): Catalog {
  const file = fileURLToPath(new URL(`../../messages/${locale}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Catalog;
}

function flatten(catalog: Catalog, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

const en = flatten(load('en'));

describe('message catalogs', () => {
  it('en holds every key the site table and the nav data use', () => {
    for (const site of SITE_LIST) for (const key of siteMessageKeys(site)) expect(en.has(key), key).toBe(true);
    for (const key of navMessageKeys()) expect(en.has(key), key).toBe(true);
  });

  it("en gives the badges and Turkey's trade label the spec's wording", () => {
    expect(en.get('header.nav.badges.lowFees')).toBe('Low Fees');
    expect(en.get('header.nav.badges.zeroFee')).toBe('0 Fee');
    expect(en.get('header.nav.badges.hot')).toBe('HOT');
    expect(en.get('header.nav.badges.new')).toBe('New');
    expect(en.get('header.nav.spotTrading')).toBe('Spot Trading');
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    const catalog = flatten(load(locale));

    it('has exactly the keys of en, none empty, with the same placeholders', () => {
      expect([...catalog.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of catalog) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(en.get(key) ?? ''));
      }
    });

    it.skipIf(locale === 'en-eu')('is translated, not an English copy', () => {
      const same = [...catalog].filter(([key, text]) => text === en.get(key) && /[a-z]{4}/i.test(text)).length;
      expect(same / catalog.size).toBeLessThan(0.2);
    });
  });
});
