import { getTranslations } from 'next-intl/server';
import { DownloadIcon } from '@/lib/ui/icons';
import { QrCode } from './QrCode';
import styles from './header.module.css';

/**
 * The download entry: the icon goes to /mobileapp (the app download page, spec doc 1 §2: where it
 * leads on narrow screens); from 992 px hovering or focusing it also shows a QR code of the site's
 * app link (pure CSS, no client code; `qrSrc` is its image).
 */
export async function DownloadEntry({ href, qrSrc }: { href: string; qrSrc: string }) {
  const t = await getTranslations('header');
  return (
    <div className={styles.download}>
      <a className="icon-button" href={href} aria-label={t('download')}>
        <DownloadIcon />
      </a>
      <div className={styles.qrPanel}>
        <figure className={styles.qrFigure}>
          <QrCode src={qrSrc} />
          <figcaption className={styles.qrText}>{t('downloadScan')}</figcaption>
        </figure>
        <a href={href} className={styles.qrMore}>
          {t('downloadMore')}
        </a>
      </div>
    </div>
  );
}
