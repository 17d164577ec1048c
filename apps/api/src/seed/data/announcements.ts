import type { ApiLanguage } from '@exchange/contract/market';
import type { SiteKey } from '@exchange/sites/types';

/** A seeded announcement (spec doc 1 §3): per site, API language and page key; `content` is HTML the web sanitises. */
export interface SeedAnnouncement {
  site: SiteKey;
  locale: ApiLanguage;
  page: string;
  contentId: string;
  content: string;
  link: string;
}

const MAIN: Partial<Record<ApiLanguage, string>> = {
  en: 'Scheduled maintenance: deposits and withdrawals on a few networks pause for about 30 minutes on Sunday at 02:00 UTC; spot and futures trading are not affected. <a href="/announcements">Read the announcement</a>',
  cn: '计划维护：部分网络的充值和提现将于周日 02:00 UTC 暂停约 30 分钟，现货与合约交易不受影响。<a href="/zh/announcements">查看公告</a>',
  de: 'Geplante Wartung: Ein- und Auszahlungen einiger Netzwerke pausieren am Sonntag um 02:00 UTC für etwa 30 Minuten; Spot- und Futures-Handel sind nicht betroffen. <a href="/de/announcements">Zur Ankündigung</a>',
  ru: 'Плановые работы: пополнения и выводы в некоторых сетях приостановятся в воскресенье в 02:00 UTC примерно на 30 минут; спотовая и фьючерсная торговля продолжится. <a href="/ru/announcements">Читать объявление</a>',
  ar: 'صيانة مجدولة: تتوقف الإيداعات والسحوبات على بعض الشبكات نحو 30 دقيقة يوم الأحد الساعة 02:00 UTC، ولا يتأثر التداول الفوري والعقود الآجلة. <a href="/ar/announcements">اقرأ الإعلان</a>',
  tr: 'Planlı bakım: Bazı ağlarda yatırma ve çekme işlemleri Pazar günü 02:00 UTC’de yaklaşık 30 dakika duracak; spot ve vadeli işlemler etkilenmez. <a href="/tr/announcements">Duyuruyu okuyun</a>',
};

const SHORT: Partial<Record<ApiLanguage, string>> = {
  en: 'New listings this week. <a href="/price">See the markets</a>',
  tr: 'Bu hafta yeni listelemeler. <a href="/price">Piyasaları görün</a>',
  ja: '今週の新規上場。<a href="/ja/price">マーケットを見る</a>',
};

/**
 * The announcements of the sites that have their own: the main site's maintenance notice on the
 * home page in several languages, and one on /price. Rows of seed data per site, as the compliance
 * rules' (complianceRules.ts).
 */
const OWN_ANNOUNCEMENTS: Partial<Record<SiteKey, readonly Omit<SeedAnnouncement, 'site'>[]>> = {
  main: [
    ...(Object.entries(MAIN) as [ApiLanguage, string][]).map(([locale, content]) => ({ locale, page: 'index', contentId: 'maint-2026-11', content, link: '' })),
    { locale: 'en', page: 'price', contentId: 'listings-2026-47', content: SHORT.en ?? '', link: '' },
  ],
};

/** A site with announcements of its own (OWN_ANNOUNCEMENTS) gets those; every other an English home announcement and one in its default language. */
export function seedAnnouncements(sites: readonly { key: SiteKey; defaultLanguage: ApiLanguage }[]): SeedAnnouncement[] {
  const out: SeedAnnouncement[] = [];
  for (const site of sites) {
    const own = OWN_ANNOUNCEMENTS[site.key];
    if (own) {
      out.push(...own.map((a) => ({ site: site.key, ...a })));
      continue;
    }
    const id = `welcome-${site.key}-2026-11`;
    out.push({ site: site.key, locale: 'en', page: 'index', contentId: id, content: SHORT.en ?? '', link: '' });
    const translated = SHORT[site.defaultLanguage];
    if (site.defaultLanguage !== 'en' && translated)
      out.push({ site: site.key, locale: site.defaultLanguage, page: 'index', contentId: id, content: translated, link: '' });
  }
  return out;
}
