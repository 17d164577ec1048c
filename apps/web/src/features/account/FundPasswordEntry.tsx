'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { trackClick } from '../../lib/tracking';
import menuStyles from '../../lib/ui/menu.module.css';
import styles from './account.module.css';

const FundPasswordModal = dynamic(() => import('./FundPasswordModal').then((m) => m.FundPasswordModal), { ssr: false });

/** Opens the fund-password validity modal; the modal and its API calls load on first use. */
export function FundPasswordEntry() {
  const t = useTranslations('account.profile');
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <button
        type="button"
        className={`${menuStyles.item} ${styles.menuButton}`}
        aria-haspopup="dialog"
        onClick={() => {
          trackClick('account_fund_password');
          setOpen(true);
        }}
      >
        {t('fundPassword')}
      </button>
      {open !== null && <FundPasswordModal open={open} onOpenChange={setOpen} />}
    </>
  );
}
