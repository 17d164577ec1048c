'use client';
import { useEffect, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import * as Popover from '@radix-ui/react-popover';
import { useTranslations } from 'next-intl';
import { BREAKPOINT, useMediaQuery } from '../../lib/breakpoints';
import { trackClick } from '../../lib/tracking';
import dialog from '../header/dialog.module.css';
import { GearIcon } from './icons';
import { OPEN_SETTINGS, type SettingsData } from './settingsData';
import { SettingsPanel } from './SettingsPanel';
import styles from './settings.module.css';

/** Settings: a dropdown at 768 px and wider, a modal below (spec doc 1 §4). */
export function SettingsControl({ data, showLanguage, showButton }: { data: SettingsData; showLanguage: boolean; showButton: boolean }) {
  const t = useTranslations('settings');
  const th = useTranslations('header');
  const wide = useMediaQuery(`(min-width: ${BREAKPOINT.phone}px)`);
  const [open, setOpen] = useState(false);
  const [modal, setModal] = useState(false);

  useEffect(() => {
    const onOpen = () => setModal(true);
    window.addEventListener(OPEN_SETTINGS, onOpen);
    return () => window.removeEventListener(OPEN_SETTINGS, onOpen);
  }, []);

  const panel = <SettingsPanel data={data} showLanguage={showLanguage} onNavigate={() => { setOpen(false); setModal(false); }} />;
  return (
    <>
      {showButton && (
        <Popover.Root
          open={open && wide}
          onOpenChange={(next) => {
            if (next) trackClick('header_settings');
            if (wide) setOpen(next);
            else if (next) setModal(true);
          }}
        >
          <Popover.Trigger className={styles.iconButton} aria-label={t('open')}>
            <GearIcon />
          </Popover.Trigger>
          <Popover.Portal>
            <Popover.Content className={styles.popover} align="end" sideOffset={8} aria-label={t('title')}>
              {panel}
            </Popover.Content>
          </Popover.Portal>
        </Popover.Root>
      )}
      <Dialog.Root open={modal} onOpenChange={setModal}>
        <Dialog.Portal>
          <Dialog.Overlay className={dialog.overlay} />
          <Dialog.Content className={dialog.content} aria-describedby={undefined}>
            <Dialog.Title className={dialog.title}>{t('title')}</Dialog.Title>
            {panel}
            <Dialog.Close className={dialog.closeButton} aria-label={th('close')}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
