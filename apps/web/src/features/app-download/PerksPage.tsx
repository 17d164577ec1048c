import { getTranslations } from 'next-intl/server';
import { APP_DOWNLOAD } from '@exchange/sites/app-download';
import { apkLink, pageAttributionLink } from '@/lib/site/download-links';
import type { RequestContext } from '@/lib/request/request-context';
import { getDownloadLinks } from './download-links-server';
import { formatPerksAmount, PERK_KEYS, PERKS_PATH } from './perks';
import { StoreLinks } from './StoreLinks';
import styles from './download-page.module.css';

const STEPS = ['step1', 'step2', 'step3'] as const;

/**
 * /activities/app-exclusive-perks (spec doc 2 §2): the 40,000-dollar app promotion, rendered on
 * the server with no client code: the perks, how to claim them, and the download entries (store
 * links from the site's app-download config, the APK from the link config when it is on an
 * allowed host, "Open in the app" with this page's channel: the h5 entry on phones, web above).
 */
export async function PerksPage({ ctx }: { ctx: RequestContext }) {
  const [t, tPerks, links] = await Promise.all([getTranslations('appDownload.page'), getTranslations('appDownload.perks'), getDownloadLinks()]);
  const app = APP_DOWNLOAD[ctx.site.key];
  const brand = ctx.site.brandName;
  const amount = formatPerksAmount(ctx.locale);
  const apk = apkLink(links, app, ctx.locale);
  return (
    <main id="main" className={styles.page}>
      <section className={styles.hero} aria-labelledby="perks-heading">
        <h1 id="perks-heading" className={styles.heading}>
          {t('heading', { amount })}
        </h1>
        <p className={styles.intro}>{t('intro', { brand })}</p>
        <a className={`button button-primary ${styles.wideOnly}`} href={pageAttributionLink(app, links, PERKS_PATH, 'web')}>
          {t('openApp')}
        </a>
        <a className={`button button-primary ${styles.phoneOnly}`} href={pageAttributionLink(app, links, PERKS_PATH, 'h5')}>
          {t('openApp')}
        </a>
      </section>

      <section className={styles.section} aria-labelledby="perks-list">
        <h2 id="perks-list" className={styles.subheading}>
          {t('perksHeading')}
        </h2>
        <ul className={styles.cards}>
          {PERK_KEYS.map((key) => (
            <li key={key} className={styles.card}>
              {tPerks(key, { amount })}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="perks-claim">
        <h2 id="perks-claim" className={styles.subheading}>
          {t('claimHeading')}
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step) => (
            <li key={step}>{t(step, { brand })}</li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="perks-download">
        <h2 id="perks-download" className={styles.subheading}>
          {t('downloadHeading')}
        </h2>
        <StoreLinks app={app} apk={apk} labels={{ appStore: t('appStore'), googlePlay: t('googlePlay'), apk: t('apk') }} className={styles.downloads} />
        <p className={styles.terms}>{t('terms')}</p>
      </section>
    </main>
  );
}
