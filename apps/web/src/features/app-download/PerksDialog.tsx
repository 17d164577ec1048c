'use client';
import { useTranslations } from 'next-intl';
import { useClientContext, useHref } from '@/lib/request/client-context';
import { Modal } from '@/lib/ui/Modal';
import { PERK_KEYS, PERKS_PATH } from './perks';
import styles from './app-download.module.css';

/**
 * The exclusive-perks dialog (spec doc 2 §2: promotion amount 40,000 dollars), opened from the
 * banner: the perks, the details page and "Open app". Radix dialog through the site's Modal:
 * focus trapped inside, Escape closes, focus goes back to the banner's perks button.
 */
export function PerksDialog({
  open,
  onOpenChange,
  appLink,
  amount,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  appLink: string;
  amount: string;
}) {
  const t = useTranslations('appDownload.perks');
  const { site } = useClientContext();
  const to = useHref();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} description={t('lead', { brand: site.brandName, amount })} closeLabel={t('close')}>
      <ul className={styles.perkList}>
        {PERK_KEYS.map((key) => (
          <li key={key}>{t(key, { amount })}</li>
        ))}
      </ul>
      <div className={styles.dialogActions}>
        <a className={styles.secondaryAction} href={to(PERKS_PATH)}>
          {t('details')}
        </a>
        <a className={styles.primaryAction} href={appLink}>
          {t('open')}
        </a>
      </div>
    </Modal>
  );
}
