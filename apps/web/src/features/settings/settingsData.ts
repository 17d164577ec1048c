import type { Locale } from '@exchange/sites/locales';

/** What the settings islands need, prepared on the server (serialisable). Preferences come from the client context. */
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
  /** which parts show (site hide flags) */
  readonly show: { readonly language: boolean; readonly settings: boolean };
}

export const RESIDENCY_NOTES: ReadonlySet<string> = new Set(['de', 'fr', 'es']);
