/**
 * The 20 locale codes the product knows (spec doc 2 §1; NOTES.md "Locales"), in the spec's order,
 * one row each: the `<html lang>` value (BCP 47), the language's own name as the language list
 * shows it, the `application-language` header value the API takes (spec doc 1 §7: zh→cn,
 * zh-tw→tw, pt→pt-PT, pt-br→pt-BR; en-eu and it-eu read as en and it, our choice), and the
 * writing direction. Everything else about locales (the lists below, the contract's API language
 * mapping) is derived from this table; locales.test.ts pins it against the spec.
 */
const LOCALE_TABLE = {
  zh: { htmlLang: 'zh-CN', name: '简体中文', apiLanguage: 'cn' },
  en: { htmlLang: 'en', name: 'English', apiLanguage: 'en' },
  vi: { htmlLang: 'vi', name: 'Tiếng Việt', apiLanguage: 'vi' },
  'zh-tw': { htmlLang: 'zh-TW', name: '繁體中文', apiLanguage: 'tw' },
  es: { htmlLang: 'es', name: 'Español', apiLanguage: 'es' },
  ru: { htmlLang: 'ru', name: 'Русский', apiLanguage: 'ru' },
  fr: { htmlLang: 'fr', name: 'Français', apiLanguage: 'fr' },
  de: { htmlLang: 'de', name: 'Deutsch', apiLanguage: 'de' },
  pt: { htmlLang: 'pt-PT', name: 'Português', apiLanguage: 'pt-PT' },
  th: { htmlLang: 'th', name: 'ภาษาไทย', apiLanguage: 'th' },
  id: { htmlLang: 'id', name: 'Bahasa Indonesia', apiLanguage: 'id' },
  tr: { htmlLang: 'tr', name: 'Türkçe', apiLanguage: 'tr' },
  ja: { htmlLang: 'ja', name: '日本語', apiLanguage: 'ja' },
  ar: { htmlLang: 'ar', name: 'العربية', apiLanguage: 'ar', rtl: true },
  uk: { htmlLang: 'uk', name: 'Українська', apiLanguage: 'uk' },
  'pt-br': { htmlLang: 'pt-BR', name: 'Português (Brasil)', apiLanguage: 'pt-BR' },
  nl: { htmlLang: 'nl', name: 'Nederlands', apiLanguage: 'nl' },
  it: { htmlLang: 'it', name: 'Italiano', apiLanguage: 'it' },
  'en-eu': { htmlLang: 'en', name: 'English (EU)', apiLanguage: 'en' },
  'it-eu': { htmlLang: 'it', name: 'Italiano (EU)', apiLanguage: 'it' },
} as const satisfies Record<string, { htmlLang: string; name: string; apiLanguage: string; rtl?: true }>;

type LocaleTable = typeof LOCALE_TABLE;
export type Locale = keyof LocaleTable;
/** What the API's `application-language` header takes. */
export type ApiLanguage = LocaleTable[Locale]['apiLanguage'];

/** One column of the table, by locale (marked pure where it is called, so a bundle that does not read a column drops it). */
function column<V>(pick: (row: LocaleTable[Locale]) => V): Record<Locale, V> {
  return Object.fromEntries(Object.entries(LOCALE_TABLE).map(([locale, row]) => [locale, pick(row)])) as Record<Locale, V>;
}

export const LOCALES = Object.keys(LOCALE_TABLE) as readonly Locale[];

/** Right-to-left locales. */
export const RTL_LOCALES: ReadonlySet<Locale> = new Set(LOCALES.filter((l) => 'rtl' in LOCALE_TABLE[l]));

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

/** The value for `<html lang>` (BCP 47). */
export const HTML_LANG: Readonly<Record<Locale, string>> = /* @__PURE__ */ column((row) => row.htmlLang);

/** Each language's own name, as the language list shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = /* @__PURE__ */ column((row) => row.name);

/** The `application-language` header value of each locale (spec doc 1 §7). */
export const API_LANGUAGE_OF_LOCALE: Readonly<Record<Locale, ApiLanguage>> = /* @__PURE__ */ column((row) => row.apiLanguage);
