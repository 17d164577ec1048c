'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { loadIsland } from '@/lib/islands/failed-island';
import { useTranslations } from 'next-intl';
import { useFiat, useFiatMethods, useHref } from '@/lib/request/client-context';
import { Contained } from '@/lib/islands/Contained';
import { trackClick } from '@/lib/telemetry/tracking';
import { depositMethods, type DepositContext } from '@/lib/account/deposit-methods';
import menuStyles from '@/lib/ui/menu.module.css';
import styles from './account.module.css';

const DepositSurface = dynamic(
  () =>
    loadIsland(
      'DepositSurface',
      import('./DepositSurface').then((m) => m.DepositSurface),
    ),
  { ssr: false },
);

type LauncherProps = {
  variant: 'drawer' | 'dialog';
  rules: Pick<DepositContext, 'site' | 'compliance'>;
  className?: string;
};

function Launcher({ variant, rules, className }: LauncherProps) {
  const t = useTranslations('account');
  const [open, setOpen] = useState<boolean | null>(null);
  const fiat = useFiat();
  const methods = useFiatMethods();
  const to = useHref();
  const list = depositMethods({ ...rules, fiat, methods }).map((m) => ({ ...m, href: to(m.href) }));
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
      {open !== null && <DepositSurface variant={variant} methods={list} fiat={fiat} open={open} onOpenChange={setOpen} />}
    </>
  );
}

/**
 * Opens the deposit choices: the phone Deposit button opens the funding drawer, the wallet
 * menu's Deposit the deposit-method dialog. The methods follow the fiat in force; the surface
 * loads on first use. A failure shows the generic error notice in the button's place (Contained).
 */
export function DepositLauncher(props: LauncherProps) {
  return (
    <Contained name="deposit">
      <Launcher {...props} />
    </Contained>
  );
}
