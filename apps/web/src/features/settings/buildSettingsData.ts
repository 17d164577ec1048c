import 'server-only';
import type { SiteSettings } from '@exchange/contract/site';
import { LOCALE_NAMES } from '@exchange/sites/locales';
import { SITE_LIST } from '@exchange/sites/sites';
import type { SiteKey } from '@exchange/sites/types';
import type { RequestContext } from '@/lib/request/request-context';
import { RESIDENCY_NOTES, type LanguageOption, type SettingsData } from './settingsData';

/** The settings islands' data: languages the site offers, the fiat list, and where Turkish leads. */
export function buildSettingsData(ctx: RequestContext, settings: SiteSettings, originOf: (site: SiteKey) => string, show: SettingsData['show']): SettingsData {
  const { site, locale } = ctx;
  const turkeySite = SITE_LIST.find((s) => s.defaultLocale === 'tr');
  const elsewhere = turkeySite !== undefined && turkeySite.key !== site.key;
  const languages: LanguageOption[] = site.locales.map((code) => ({
    code,
    name: LOCALE_NAMES[code],
    ...(RESIDENCY_NOTES.has(code) ? { residency: code as 'de' | 'fr' | 'es' } : {}),
    confirmTurkish: code === 'tr' && elsewhere,
  }));
  return {
    locale,
    languages,
    ...(elsewhere && turkeySite ? { turkeyOrigin: originOf(turkeySite.key) } : {}),
    fiats: Object.values(settings.fiat_list).map((f) => ({ code: f.fiat, symbol: f.symbol })),
    show,
  };
}
