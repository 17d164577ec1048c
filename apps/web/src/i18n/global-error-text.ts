import { directionOf, HTML_LANG, isLocale, LOCALES, type Locale } from '@exchange/sites/locales';

/**
 * The generic error boundary's two strings (spec doc 1 §8: 'Something went wrong' and 'Refresh')
 * in every locale, for the root error page (app/global-error.tsx, which loads this module when it
 * shows). That page shows when the root layout itself failed, the layout that loads the catalogs,
 * so it carries its own copy: each entry
 * equals the catalog's `errors.title` and `errors.refresh` (global-error-text.test.ts fails the
 * build's tests on any difference).
 */
export const GLOBAL_ERROR_TEXT: Readonly<Record<Locale, { readonly title: string; readonly refresh: string }>> = {
  zh: { title: '出错了', refresh: '刷新' },
  en: { title: 'Something went wrong', refresh: 'Refresh' },
  vi: { title: 'Đã xảy ra lỗi', refresh: 'Làm mới' },
  'zh-tw': { title: '發生錯誤', refresh: '重新整理' },
  es: { title: 'Algo salió mal', refresh: 'Actualizar' },
  ru: { title: 'Что-то пошло не так', refresh: 'Обновить' },
  fr: { title: 'Une erreur s’est produite', refresh: 'Actualiser' },
  de: { title: 'Etwas ist schiefgelaufen', refresh: 'Aktualisieren' },
  pt: { title: 'Ocorreu um erro', refresh: 'Atualizar' },
  th: { title: 'เกิดข้อผิดพลาด', refresh: 'รีเฟรช' },
  id: { title: 'Terjadi kesalahan', refresh: 'Muat ulang' },
  tr: { title: 'Bir hata oluştu', refresh: 'Yenile' },
  ja: { title: 'エラーが発生しました', refresh: '再読み込み' },
  ar: { title: 'حدث خطأ ما', refresh: 'تحديث' },
  uk: { title: 'Щось пішло не так', refresh: 'Оновити' },
  'pt-br': { title: 'Algo deu errado', refresh: 'Atualizar' },
  nl: { title: 'Er is iets misgegaan', refresh: 'Vernieuwen' },
  it: { title: 'Si è verificato un errore', refresh: 'Aggiorna' },
  'en-eu': { title: 'Something went wrong', refresh: 'Refresh' },
  'it-eu': { title: 'Si è verificato un errore', refresh: 'Aggiorna' },
};

const BY_HTML_LANG = new Map<string, Locale>(LOCALES.filter((l) => !l.endsWith('-eu')).map((l) => [HTML_LANG[l].toLowerCase(), l]));

/** A browser language tag (`de-AT`, `zh-Hant-HK`, `pt-BR`) as one of ours, if any (the EU locales only by their prefix). */
function fromLanguageTag(tag: string): Locale | undefined {
  const lower = tag.toLowerCase();
  if (/^zh-(tw|hk|mo|hant)/.test(lower)) return 'zh-tw';
  if (lower === 'pt-br') return 'pt-br';
  const primary = lower.split('-')[0] ?? '';
  return BY_HTML_LANG.get(lower) ?? (isLocale(primary) ? primary : undefined);
}

/**
 * The locale the root error page speaks: the page's own `<html lang>` when the page was up (an error
 * after it loaded), else the path's locale prefix, else the browser's first language we offer, else English.
 */
export function globalErrorLocale(htmlLang: string, pathname: string, languages: readonly string[]): Locale {
  const prefix = pathname.split('/')[1] ?? '';
  return (
    BY_HTML_LANG.get(htmlLang.toLowerCase()) ?? (isLocale(prefix) ? prefix : undefined) ?? languages.map(fromLanguageTag).find((l) => l !== undefined) ?? 'en'
  );
}

/** What the root error page shows, for the page it replaces (see globalErrorLocale). */
export function globalErrorText(htmlLang: string, pathname: string, languages: readonly string[]) {
  const locale = globalErrorLocale(htmlLang, pathname, languages);
  return { lang: HTML_LANG[locale], dir: directionOf(locale), ...GLOBAL_ERROR_TEXT[locale] };
}
