import { getTranslations } from 'next-intl/server';
import { APP_DOWNLOAD } from '@exchange/sites/app-download';
import { apkLink, pageAttributionLink } from '@/lib/site/download-links';
import type { RequestContext } from '@/lib/request/request-context';
import { getDownloadLinks } from './download-links-server';
import { QrImage } from './QrImage';
import { StoreLinks } from './StoreLinks';
import styles from './download-page.module.css';

/** The page's own path: its key in `/js/tool/page_download_links.json` (`mobileapp`). */
export const MOBILE_APP_PATH = '/mobileapp';
const FEATURES = ['markets', 'trade', 'funds', 'alerts'] as const;
const QR_PX = 168;

/**
 * /mobileapp (spec doc 1 §2: where the header's download icon leads on narrow screens): the site's
 * own app (its app-download config in the site table: Turkey has its own app, links and codes),
 * rendered on the server with no client code. On wide screens a QR code of the attribution link
 * with this page's `web` channel (and, where the link config offers an APK on an allowed host, one
 * of the APK); on phones "Open in the app" with the `h5` channel; the store links always.
 */
export async function MobileAppPage({ ctx }: { ctx: RequestContext }) {
  const [t, links] = await Promise.all([getTranslations('mobileApp'), getDownloadLinks()]);
  const app = APP_DOWNLOAD[ctx.site.key];
  const brand = ctx.site.brandName;
  const scan = pageAttributionLink(app, links, MOBILE_APP_PATH, 'web');
  const open = pageAttributionLink(app, links, MOBILE_APP_PATH, 'h5');
  const apk = apkLink(links, app, ctx.locale);
  return (
    <main id="main" className={styles.page}>
      <section className={styles.hero} aria-labelledby="app-heading">
        <h1 id="app-heading" className={styles.heading}>
          {t('title', { brand })}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
        <a className={`button button-primary ${styles.phoneOnly}`} href={open}>
          {t('open')}
        </a>
      </section>

      <section className={`${styles.section} ${styles.wideOnly}`} aria-labelledby="app-scan">
        <h2 id="app-scan" className={styles.subheading}>
          {t('scanTitle')}
        </h2>
        <div className={styles.codes}>
          <figure className={styles.code}>
            <QrImage value={scan} label={t('qrLabel', { brand })} size={QR_PX} />
            <figcaption>{t('scanHint')}</figcaption>
          </figure>
          {apk && (
            <figure className={styles.code}>
              <QrImage value={apk} label={t('apkQrLabel', { brand })} size={QR_PX} />
              <figcaption>{t('apkHint')}</figcaption>
            </figure>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="app-stores">
        <h2 id="app-stores" className={styles.subheading}>
          {t('storesTitle')}
        </h2>
        <StoreLinks app={app} apk={apk} labels={{ appStore: t('appStore'), googlePlay: t('googlePlay'), apk: t('apk') }} className={styles.downloads} />
      </section>

      <section className={styles.section} aria-labelledby="app-features">
        <h2 id="app-features" className={styles.subheading}>
          {t('featuresTitle', { brand })}
        </h2>
        <ul className={styles.cards}>
          {FEATURES.map((key) => (
            <li key={key} className={styles.card}>
              {t(`features.${key}`)}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
