'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useTranslations } from 'next-intl';
import { Contained } from '@/lib/islands/Contained';
import { trackClick } from '@/lib/telemetry/tracking';
import menuStyles from '@/lib/ui/menu.module.css';
import styles from './account.module.css';

const FundPasswordModal = dynamic(
  () =>
    loadIsland(
      'FundPasswordModal',
      import('./FundPasswordModal').then((m) => m.FundPasswordModal),
    ),
  { ssr: false },
);

function Entry() {
  const t = useTranslations('account.profile');
  const [open, setOpen] = useState<boolean | null>(null);
  // where focus returns when the dialog closes, however often it was hidden for its confirmation
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  return (
    <>
      <button
        ref={setButton}
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
      {open !== null && <FundPasswordModal open={open} onOpenChange={setOpen} opener={button} />}
    </>
  );
}

/**
 * Opens the fund-password validity modal; the modal and its API calls load on first use. A
 * failure shows the generic error notice in the button's place (Contained).
 */
export function FundPasswordEntry() {
  return (
    <Contained name="fund password">
      <Entry />
    </Contained>
  );
}
