import 'server-only';
import { LOCALE_NAMES } from '@exchange/sites/locales';
import { SITE_LIST } from '@exchange/sites/sites';
import type { RequestContext } from '../../lib/request-context';
import { getSiteOrigins } from '../../lib/site-origin';
import { getSiteSettings } from '../../lib/site-settings';
import { RESIDENCY_NOTES, type LanguageOption, type SettingsData } from './settingsData';

export async function buildSettingsData(ctx: RequestContext): Promise<SettingsData> {
  const { site, locale, preferences } = ctx;
  const turkeySite = SITE_LIST.find((s) => s.defaultLocale === 'tr');
  const elsewhere = turkeySite !== undefined && turkeySite.key !== site.key;
  const languages: LanguageOption[] = site.locales.map((code) => ({
    code,
    name: LOCALE_NAMES[code],
    ...(RESIDENCY_NOTES.has(code) ? { residency: code as 'de' | 'fr' | 'es' } : {}),
    confirmTurkish: code === 'tr' && elsewhere,
  }));
  const settings = (await getSiteSettings()).data;
  const turkeyOrigin = elsewhere && turkeySite ? (await getSiteOrigins())(turkeySite.key) : undefined;
  return {
    locale,
    languages,
    ...(turkeyOrigin ? { turkeyOrigin } : {}),
    fiats: Object.values(settings.fiat_list).map((f) => ({ code: f.fiat, symbol: f.symbol })),
    fiat: preferences.fiat ?? settings.curr_fiat,
    rateMode: preferences.rateMode,
    riseColor: preferences.riseColor,
    changeBasis: preferences.changeBasis,
  };
}
