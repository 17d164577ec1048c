import { describe, expect, it } from 'vitest';
import { API_LANGUAGE_OF_LOCALE, directionOf, HTML_LANG, isLocale, LOCALE_NAMES, LOCALES, RTL_LOCALES } from './locales';
import { SITE_LIST } from './sites';

/** What the spec says about locales (doc 2 §1, doc 1 §7; NOTES.md "Locales"), pinned against the one table. */
describe('the locale table', () => {
  it('knows the 20 codes, in the spec’s order', () => {
    expect(LOCALES).toEqual([
      'zh',
      'en',
      'vi',
      'zh-tw',
      'es',
      'ru',
      'fr',
      'de',
      'pt',
      'th',
      'id',
      'tr',
      'ja',
      'ar',
      'uk',
      'pt-br',
      'nl',
      'it',
      'en-eu',
      'it-eu',
    ]);
    for (const locale of LOCALES) expect(isLocale(locale), locale).toBe(true);
    for (const other of ['', 'EN', 'pt_BR', 'en-us', 'toString', '__proto__']) expect(isLocale(other), other).toBe(false);
  });

  it('writes ar right to left, and only ar', () => {
    expect([...RTL_LOCALES]).toEqual(['ar']);
    expect(LOCALES.filter((l) => directionOf(l) === 'rtl')).toEqual(['ar']);
  });

  it('maps a locale to the API’s language as the spec gives it (zh→cn, zh-tw→tw, pt→pt-PT, pt-br→pt-BR), the EU locales to their base', () => {
    expect(API_LANGUAGE_OF_LOCALE).toEqual({
      zh: 'cn',
      en: 'en',
      vi: 'vi',
      'zh-tw': 'tw',
      es: 'es',
      ru: 'ru',
      fr: 'fr',
      de: 'de',
      pt: 'pt-PT',
      th: 'th',
      id: 'id',
      tr: 'tr',
      ja: 'ja',
      ar: 'ar',
      uk: 'uk',
      'pt-br': 'pt-BR',
      nl: 'nl',
      it: 'it',
      'en-eu': 'en',
      'it-eu': 'it',
    });
  });

  it('gives every locale its <html lang> and its own name', () => {
    expect(Object.keys(HTML_LANG)).toEqual(LOCALES);
    expect(Object.keys(LOCALE_NAMES)).toEqual(LOCALES);
    expect([HTML_LANG.zh, HTML_LANG['zh-tw'], HTML_LANG.pt, HTML_LANG['pt-br'], HTML_LANG['en-eu'], HTML_LANG['it-eu']]).toEqual([
      'zh-CN',
      'zh-TW',
      'pt-PT',
      'pt-BR',
      'en',
      'it',
    ]);
    expect([LOCALE_NAMES.en, LOCALE_NAMES.zh, LOCALE_NAMES.ar, LOCALE_NAMES['pt-br']]).toEqual(['English', '简体中文', 'العربية', 'Português (Brasil)']);
    expect(new Set(Object.values(LOCALE_NAMES)).size).toBe(LOCALES.length);
  });

  it('each site offers its own list: main the general 17 and it, the testnet the header’s 16, the regional sites theirs', () => {
    expect(Object.fromEntries(SITE_LIST.map((s) => [s.key, s.locales]))).toEqual({
      main: ['en', 'zh', 'zh-tw', 'vi', 'es', 'ru', 'fr', 'de', 'pt', 'pt-br', 'th', 'id', 'tr', 'ja', 'ar', 'uk', 'nl', 'it'],
      tr: ['tr', 'en', 'ar'],
      mt: ['en', 'it', 'de', 'fr', 'es'],
      hk: ['en', 'zh-tw', 'zh'],
      us: ['en', 'es'],
      bs: ['en', 'es'],
      sg: ['en', 'zh'],
      uk: ['en'],
      jp: ['en', 'ja'],
      uae: ['en', 'ar'],
      eu: ['en', 'en-eu', 'it-eu', 'de', 'fr', 'es', 'nl', 'pt'],
      testnet: ['en', 'zh', 'zh-tw', 'vi', 'es', 'ru', 'fr', 'de', 'pt', 'pt-br', 'th', 'id', 'tr', 'ja', 'ar', 'uk'],
    });
  });
});
