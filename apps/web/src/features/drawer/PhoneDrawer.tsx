'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { trackClick } from '../../lib/tracking';
import { MenuIcon } from '../settings/icons';
import type { DrawerProps } from './DrawerSheet';
import styles from './drawer.module.css';

const DrawerSheet = dynamic(() => import('./DrawerSheet').then((m) => m.DrawerSheet), { ssr: false });

/** The drawer button (below 992 px); the sheet and its libraries load on the first tap. */
export function PhoneDrawer(props: DrawerProps) {
  const t = useTranslations('header');
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <>
      <button
        type="button"
        className={`icon-button ${styles.toggle}`}
        aria-label={t('openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open === true}
        onClick={() => {
          trackClick('header_drawer');
          setOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      {open !== null && <DrawerSheet {...props} open={open} setOpen={setOpen} />}
    </>
  );
}
