import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@exchange/sites/locales';
import { GLOBAL_ERROR_TEXT, globalErrorLocale, globalErrorText } from './global-error-text';

describe('the root error page speaks every locale (doc 1 §8)', () => {
  it.each(LOCALES)("%s: the catalog's errors.title and errors.refresh", (locale) => {
    const catalog = JSON.parse(readFileSync(new URL(`../../messages/${locale}.json`, import.meta.url), 'utf8')) as {
      errors: { title: string; refresh: string };
    };
    expect(GLOBAL_ERROR_TEXT[locale]).toEqual({ title: catalog.errors.title, refresh: catalog.errors.refresh });
  });
});

describe('globalErrorLocale', () => {
  it("takes the page's own <html lang> first (a sub-site's unprefixed pages speak its default)", () => {
    expect(globalErrorLocale('tr', '/', ['en-US'])).toBe('tr');
    expect(globalErrorLocale('zh-CN', '/price', [])).toBe('zh');
    expect(globalErrorLocale('zh-TW', '/', [])).toBe('zh-tw');
    expect(globalErrorLocale('pt-BR', '/', [])).toBe('pt-br');
    expect(globalErrorLocale('pt-PT', '/', [])).toBe('pt');
  });

  it('else the path prefix (an error while the page was served: no lang yet)', () => {
    expect(globalErrorLocale('', '/de/price', ['fr'])).toBe('de');
    expect(globalErrorLocale('', '/en-eu/price', [])).toBe('en-eu');
    expect(globalErrorLocale('', '/ar', [])).toBe('ar');
    expect(globalErrorLocale('', '/depot/x', [])).toBe('en');
  });

  it("else the browser's first language we offer, else English", () => {
    expect(globalErrorLocale('', '/', ['xx', 'de-AT', 'fr'])).toBe('de');
    expect(globalErrorLocale('', '/', ['zh-Hant-HK'])).toBe('zh-tw');
    expect(globalErrorLocale('', '/', ['zh-Hans-CN'])).toBe('zh');
    expect(globalErrorLocale('', '/', ['pt-BR'])).toBe('pt-br');
    expect(globalErrorLocale('', '/', ['pt-AO'])).toBe('pt');
    expect(globalErrorLocale('', '/', ['en-GB'])).toBe('en');
    expect(globalErrorLocale('', '/', ['sw', 'ko'])).toBe('en');
    expect(globalErrorLocale('nonsense', '/', [])).toBe('en');
  });
});

describe('globalErrorText', () => {
  it('gives the document its language and direction with the two strings', () => {
    expect(globalErrorText('', '/ar/price', [])).toEqual({ lang: 'ar', dir: 'rtl', title: 'حدث خطأ ما', refresh: 'تحديث' });
    expect(globalErrorText('zh-TW', '/', [])).toEqual({ lang: 'zh-TW', dir: 'ltr', title: '發生錯誤', refresh: '重新整理' });
  });
});
