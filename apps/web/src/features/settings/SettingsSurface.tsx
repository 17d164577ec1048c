'use client';
import type { RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslations } from 'next-intl';
import { BREAKPOINT, useMediaQuery } from '../../lib/breakpoints';
import { Modal } from '../../lib/ui/Modal';
import type { SettingsData } from './settingsData';
import { SettingsPanel } from './SettingsPanel';
import styles from './settings.module.css';

/**
 * The settings list as a dropdown under the settings button at 768 px and wider, or as a modal
 * below (and whenever it is opened from the phone drawer, which has no button to hang from).
 * Loaded on first use.
 */
export function SettingsSurface({
  data,
  showLanguage,
  anchor,
  open,
  onOpenChange,
}: {
  data: SettingsData;
  showLanguage: boolean;
  anchor: RefObject<HTMLButtonElement | null> | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations('settings');
  const th = useTranslations('header');
  const wide = useMediaQuery(`(min-width: ${BREAKPOINT.phone}px)`);
  const panel = <SettingsPanel data={data} showLanguage={showLanguage} onNavigate={() => onOpenChange(false)} />;

  if (anchor && wide) {
    return (
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Anchor virtualRef={anchor} />
        <Popover.Portal>
          <Popover.Content
            className={styles.popover}
            align="end"
            sideOffset={8}
            role="dialog"
            aria-label={t('title')}
            onPointerDownOutside={(event) => {
              // the settings button toggles the dropdown itself
              if (anchor.current?.contains(event.target as Node)) event.preventDefault();
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              anchor.current?.focus();
            }}
          >
            {panel}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  }
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} closeLabel={th('close')}>
      {panel}
    </Modal>
  );
}
