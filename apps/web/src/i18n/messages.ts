import type { Locale } from '@exchange/sites/locales';
import en from '../../messages/en.json';

export type Messages = typeof en;

/** Loads a locale's catalog; en is the source every catalog must match (checked by a test). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return en;
  try {
    const mod = (await import(`../../messages/${locale}.json`)) as { default: Messages };
    return mod.default;
  } catch (error) {
    console.error(`[i18n] no catalog for ${locale}; using en`, error);
    return en;
  }
}

/** Namespaces client components use; only these travel to the browser. */
export const CLIENT_NAMESPACES = ['auth', 'nav'] as const satisfies readonly (keyof Messages)[];

export function pickClientMessages(messages: Messages): Pick<Messages, (typeof CLIENT_NAMESPACES)[number]> {
  return { auth: messages.auth, nav: messages.nav };
}
