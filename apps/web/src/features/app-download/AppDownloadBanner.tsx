'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useTranslations } from 'next-intl';
import { useClientContext } from '@/lib/request/client-context';
import { BANNER_ID } from './banner-rules';
import styles from './app-download.module.css';

const PerksDialog = dynamic(
  () =>
    loadIsland(
      'PerksDialog',
      import('./PerksDialog').then((m) => m.PerksDialog),
    ),
  { ssr: false },
);

/**
 * The mobile app-download banner (spec doc 2 §2, §4): fixed to the bottom of a phone's screen,
 * with a spacer so it never covers the page's end. "Open app" is `appLink`, the attribution link
 * with the page's h5 channel (worked out on the server: AppDownload.tsx); the perks button opens
 * the exclusive-perks dialog; the close button hides it for the session.
 */
export function AppDownloadBanner({ appLink, amount, onClose }: { appLink: string; amount: string; onClose: () => void }) {
  const t = useTranslations('appDownload.banner');
  const { site } = useClientContext();
  const [perksOpen, setPerksOpen] = useState<boolean | null>(null);
  return (
    <>
      {/* phones only: its CSS hides it from 768 px */}
      <div id={BANNER_ID} className={styles.root}>
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
      </div>
      {perksOpen !== null && <PerksDialog open={perksOpen} onOpenChange={setPerksOpen} appLink={appLink} amount={amount} />}
    </>
  );
}
