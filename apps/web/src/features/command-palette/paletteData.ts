import type { MenuView } from '@/lib/nav/nav-view';
import type { LanguageChoice } from './actions';

/** What the layout prepares for the palette (serialisable; the same objects the header's islands get). */
export interface PaletteData {
  /** the header's menus, labels translated on the server: the palette's pages */
  readonly menus: readonly MenuView[];
  readonly languages: readonly LanguageChoice[];
  readonly fiats: readonly { readonly code: string; readonly symbol: string }[];
  /** which groups the site offers (its hide flags): coin and page search, theme, rise colour, language, fiat */
  readonly show: { readonly search: boolean; readonly theme: boolean; readonly riseColor: boolean; readonly language: boolean; readonly fiat: boolean };
}
