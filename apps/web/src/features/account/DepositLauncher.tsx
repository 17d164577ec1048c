'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { trackClick } from '../../lib/tracking';
import type { DepositMethod } from './depositMethods';
import menuStyles from '../../lib/ui/menu.module.css';
import styles from './account.module.css';

const DepositSurface = dynamic(() => import('./DepositSurface').then((m) => m.DepositSurface), { ssr: false });

/**
 * Opens the deposit choices: the phone Deposit button opens the funding drawer, the wallet
 * menu's Deposit the deposit-method dialog. The surface loads on first use.
 */
export function DepositLauncher({
  variant,
  methods,
  fiat,
  className,
}: {
  variant: 'drawer' | 'dialog';
  methods: readonly DepositMethod[];
  fiat: string;
  className?: string;
}) {
  const t = useTranslations('account');
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <button
        type="button"
        className={className ?? `${menuStyles.item} ${styles.menuButton}`}
        aria-haspopup="dialog"
        onClick={() => {
          trackClick(`deposit_${variant}`);
          setOpen(true);
        }}
      >
        {t('deposit')}
      </button>
      {open !== null && <DepositSurface variant={variant} methods={methods} fiat={fiat} open={open} onOpenChange={setOpen} />}
    </>
  );
}
