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
export type ClientMessages = Pick<
  Messages,
  | 'auth'
  | 'nav'
  | 'settings'
  | 'errors'
  | 'account'
  | 'markets'
  | 'coinPanels'
  | 'search'
  | 'pricePage'
  | 'notifications'
  | 'noticeSettings'
  | 'chatroom'
  | 'live'
> & {
  header: ClientHeaderMessages;
  appDownload: Pick<Messages['appDownload'], 'banner' | 'perks'>;
};

/** The header's strings client islands use; menu labels are translated on the server instead. */
type ClientHeaderMessages = Omit<Messages['header'], 'nav'>;

export function pickClientMessages(messages: Messages): ClientMessages {
  const { nav: _menuLabels, ...header } = messages.header;
  return {
    auth: messages.auth,
    nav: messages.nav,
    settings: messages.settings,
    errors: messages.errors,
    account: messages.account,
    markets: messages.markets,
    coinPanels: messages.coinPanels,
    search: messages.search,
    pricePage: messages.pricePage,
    notifications: messages.notifications,
    noticeSettings: messages.noticeSettings,
    chatroom: messages.chatroom,
    // lib/live's stale mark (its text and the price's age)
    live: messages.live,
    header,
    // the banner and its dialog; the perks page's own strings stay on the server
    appDownload: { banner: messages.appDownload.banner, perks: messages.appDownload.perks },
  };
}
