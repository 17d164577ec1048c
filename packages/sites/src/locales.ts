/** The 20 locale codes the product knows (spec doc 2 §1; NOTES.md "Locales"). */
export const LOCALES = [
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
] as const;
export type Locale = (typeof LOCALES)[number];

/** Right-to-left locales. */
export const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['ar']);

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

/** The value for `<html lang>` (BCP 47). */
export const HTML_LANG: Record<Locale, string> = {
  zh: 'zh-CN',
  en: 'en',
  vi: 'vi',
  'zh-tw': 'zh-TW',
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
};

/** Each language's own name, as the language list shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  zh: '简体中文',
  en: 'English',
  vi: 'Tiếng Việt',
  'zh-tw': '繁體中文',
  es: 'Español',
  ru: 'Русский',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  th: 'ภาษาไทย',
  id: 'Bahasa Indonesia',
  tr: 'Türkçe',
  ja: '日本語',
  ar: 'العربية',
  uk: 'Українська',
  'pt-br': 'Português (Brasil)',
  nl: 'Nederlands',
  it: 'Italiano',
  'en-eu': 'English (EU)',
  'it-eu': 'Italiano (EU)',
};

/** The header's language mapping for the API (spec doc 1 §7): zh→cn, zh-tw→tw, pt→pt-PT, pt-br→pt-BR. */
export function apiLanguage(locale: Locale): string {
  switch (locale) {
    case 'zh':
      return 'cn';
    case 'zh-tw':
      return 'tw';
    case 'pt':
      return 'pt-PT';
    case 'pt-br':
      return 'pt-BR';
    default:
      return locale;
  }
}
