import type { Locale } from '@exchange/sites/locales';
import type { ChangeBasis, RiseColor } from '../../lib/preferences';

/** What the settings islands need, prepared on the server (serialisable). */
export interface LanguageOption {
  readonly code: Locale;
  readonly name: string;
  /** 'not for residents' note (de, fr, es) */
  readonly residency?: 'de' | 'fr' | 'es';
  /** picking it opens the Turkish confirm modal (Turkish outside the Turkey site) */
  readonly confirmTurkish: boolean;
}

export interface SettingsData {
  readonly locale: Locale;
  readonly languages: readonly LanguageOption[];
  /** the Turkey site's origin, for the Turkish-elsewhere modal (absent on the Turkey site itself) */
  readonly turkeyOrigin?: string;
  readonly fiats: readonly { readonly code: string; readonly symbol: string }[];
  readonly fiat: string;
  readonly rateMode: boolean;
  readonly riseColor: RiseColor;
  readonly changeBasis: ChangeBasis;
}

export const RESIDENCY_NOTES: ReadonlySet<string> = new Set(['de', 'fr', 'es']);

export const OPEN_LANGUAGE = 'exchange:open-language';
export const OPEN_SETTINGS = 'exchange:open-settings';

/** Opens the language and region modal on a tab: 0 language and region, 1 exchange rate. */
export function openLanguageDialog(tab: 0 | 1): void {
  window.dispatchEvent(new CustomEvent<number>(OPEN_LANGUAGE, { detail: tab }));
}
