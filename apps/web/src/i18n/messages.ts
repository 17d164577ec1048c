import type { Locale } from '@exchange/sites/locales';
import en from '../../messages/en.json';

export type Messages = typeof en;

/** Loads a locale's catalog; en is the source every catalog must match (checked by a test). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  const mod = (await import(`../../messages/${locale}.json`)) as { default: Messages };
  return mod.default;
}
