'use client';
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import type { DownloadLinks } from '@exchange/contract/tool';
import type { AppDownloadConfig } from '@exchange/sites/app-download';
import { useClientContext } from '../../lib/client-context';
import { pageAttributionLink } from '../../lib/download-links';
import { NO_DOWNLOAD_LINKS, loadDownloadLinks } from './download-links-loader';
import { formatPerksAmount } from './perks';
import styles from './app-download.module.css';

const PerksDialog = dynamic(() => import('./PerksDialog').then((m) => m.PerksDialog), { ssr: false });

/**
 * The mobile app-download banner (spec doc 2 §2, §4): fixed to the bottom of a phone's screen,
 * with a spacer so it never covers the page's end. "Open app" is the attribution link with the
 * page's h5 channel (bare until the link config arrives, or when it fails); the perks button
 * opens the exclusive-perks dialog; the close button hides it for the session.
 */
export function AppDownloadBanner({ app, path, onClose }: { app: AppDownloadConfig; path: string; onClose: () => void }) {
  const t = useTranslations('appDownload.banner');
  const locale = useLocale();
  const { site } = useClientContext();
  const [links, setLinks] = useState<DownloadLinks>(NO_DOWNLOAD_LINKS);
  const [perksOpen, setPerksOpen] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void loadDownloadLinks().then((loaded) => {
      if (live) setLinks(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  const appLink = pageAttributionLink(app, links, path, 'h5');
  const amount = formatPerksAmount(locale);
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <aside className={styles.banner} aria-label={t('label', { brand: site.brandName })}>
        <span className={styles.mark} aria-hidden="true">
          {site.brandName.slice(0, 1)}
        </span>
        <div className={styles.text}>
          <p className={styles.title}>{t('title', { brand: site.brandName })}</p>
          <button type="button" className={styles.perksButton} aria-haspopup="dialog" onClick={() => setPerksOpen(true)}>
            {t('perks', { amount })}
          </button>
        </div>
        <a className={styles.open} href={appLink}>
          {t('open')}
        </a>
        <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      </aside>
      {perksOpen !== null && <PerksDialog open={perksOpen} onOpenChange={setPerksOpen} appLink={appLink} amount={amount} />}
    </>
  );
}
