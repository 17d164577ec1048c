import type { PreferenceWrite, RiseColor, Theme } from '@exchange/contract/cookies';
import type { Locale } from '@exchange/sites/locales';
import { href } from '@/lib/nav/href';
import { chooseFiat, chooseRiseColor, chooseTheme, riseColorOnLocaleChoice } from '@/lib/preferences/preference-rules';

/** What choosing an action does. Preferences go through the one preference owner (usePreferences). */
export type PaletteEffect =
  | { readonly type: 'preferences'; readonly writes: readonly PreferenceWrite[] }
  /** a language: the same page under its prefix (and the rise colour set when absent, as the language list does) */
  | { readonly type: 'navigate'; readonly href: string; readonly writes: readonly PreferenceWrite[] }
  /** Turkish outside the Turkey site: the settings' confirm overlay */
  | { readonly type: 'turkish' };

export type ActionGroup = 'settings' | 'language' | 'fiat';

export interface PaletteAction {
  /** unique; cmdk's item value */
  readonly id: string;
  readonly group: ActionGroup;
  readonly label: string;
  /** extra words it is found by (the group's name, English terms, codes) */
  readonly keywords: readonly string[];
  /** the visitor's current choice */
  readonly current: boolean;
  readonly effect: PaletteEffect;
}

export interface LanguageChoice {
  readonly code: Locale;
  readonly name: string;
  readonly confirmTurkish: boolean;
}

export interface ActionInput {
  readonly theme: Theme;
  readonly riseColor: RiseColor;
  /** the fiat in force */
  readonly fiat: string;
  readonly locale: Locale;
  readonly defaultLocale: Locale;
  /** this page's path without its locale prefix */
  readonly pagePath: string;
  /** the market_rise_color cookie as it is (a language choice sets it only when absent) */
  readonly riseCookie: string | undefined;
  readonly languages: readonly LanguageChoice[];
  readonly fiats: readonly { readonly code: string; readonly symbol: string }[];
  /** which groups the site offers (its hide flags) */
  readonly show: { readonly theme: boolean; readonly riseColor: boolean; readonly language: boolean; readonly fiat: boolean };
  /** translated labels */
  readonly labels: {
    readonly themeLight: string;
    readonly themeDark: string;
    readonly theme: string;
    readonly riseGreen: string;
    readonly riseRed: string;
    readonly riseColor: string;
    readonly language: string;
    readonly fiat: string;
  };
}

/**
 * The palette's settings actions (beyond the spec): theme (light, dark), rise colour (green up,
 * red up), each language the site offers (Turkish elsewhere through the confirm overlay) and
 * each fiat of the site's list.
 */
export function buildActions(input: ActionInput): PaletteAction[] {
  const { labels } = input;
  const out: PaletteAction[] = [];
  if (input.show.theme) {
    for (const theme of ['light', 'dark'] as const) {
      out.push({
        id: `theme:${theme}`,
        group: 'settings',
        label: theme === 'dark' ? labels.themeDark : labels.themeLight,
        keywords: [labels.theme, 'theme', theme, 'mode'],
        current: input.theme === theme,
        effect: { type: 'preferences', writes: chooseTheme(theme) },
      });
    }
  }
  if (input.show.riseColor) {
    for (const color of ['green', 'red'] as const) {
      out.push({
        id: `rise:${color}`,
        group: 'settings',
        label: color === 'green' ? labels.riseGreen : labels.riseRed,
        keywords: [labels.riseColor, 'rise', 'fall', 'colour', 'color', color],
        current: input.riseColor === color,
        effect: { type: 'preferences', writes: chooseRiseColor(color) },
      });
    }
  }
  if (input.show.language) {
    for (const language of input.languages) {
      out.push({
        id: `language:${language.code}`,
        group: 'language',
        label: language.name,
        keywords: [labels.language, 'language', language.code],
        current: language.code === input.locale,
        effect: language.confirmTurkish
          ? { type: 'turkish' }
          : {
              type: 'navigate',
              href: href(input.pagePath, language.code, input.defaultLocale),
              writes: riseColorOnLocaleChoice(input.riseCookie, language.code),
            },
      });
    }
  }
  if (input.show.fiat) {
    for (const fiat of input.fiats) {
      out.push({
        id: `fiat:${fiat.code}`,
        group: 'fiat',
        label: fiat.symbol ? `${fiat.code} (${fiat.symbol})` : fiat.code,
        keywords: [labels.fiat, 'currency', 'fiat'],
        current: fiat.code === input.fiat,
        effect: { type: 'preferences', writes: chooseFiat(fiat.code) },
      });
    }
  }
  return out;
}

/**
 * The actions a query finds: every word of it appears in the label or a keyword (case-blind);
 * an empty query finds them all. Order is kept (groups stay together).
 */
export function filterActions(actions: readonly PaletteAction[], query: string, locale?: string): PaletteAction[] {
  const words = query.trim().toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  if (!words.length) return [...actions];
  return actions.filter((action) => {
    const haystack = [action.label, ...action.keywords].join(' ').toLocaleLowerCase(locale);
    return words.every((word) => haystack.includes(word));
  });
}
