'use client';
import * as Popover from '@radix-ui/react-popover';
import { useTranslations } from 'next-intl';
import { BREAKPOINT, useMediaQuery } from '@/lib/ui/breakpoints';
import { Contained } from '@/lib/islands/Contained';
import { Modal, useFocusReturn } from '@/lib/ui/Modal';
import type { SettingsData } from './settingsData';
import { SettingsPanel } from './SettingsPanel';
import styles from './settings.module.css';

/**
 * The settings list as a dropdown under the settings button at 768 px and wider, or as a modal
 * below (and whenever it is opened from the phone drawer, which has no button to hang from).
 * Loaded on first use; focus goes back to the button (or the drawer's) when it closes. A list that
 * fails shows the generic error notice inside the open dropdown or modal (Contained).
 */
export function SettingsSurface({
  data,
  anchored,
  open,
  onOpenChange,
  opener,
}: {
  data: SettingsData;
  anchored: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: HTMLElement | null;
}) {
  const t = useTranslations('settings');
  const th = useTranslations('header');
  const wide = useMediaQuery(`(min-width: ${BREAKPOINT.phone}px)`);
  const focus = useFocusReturn(opener);
  const panel = (
    <Contained name="settings">
      <SettingsPanel data={data} />
    </Contained>
  );

  if (anchored && wide && opener) {
    return (
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Anchor virtualRef={{ current: opener }} />
        <Popover.Portal>
          <Popover.Content
            className={styles.popover}
            align="end"
            sideOffset={8}
            role="dialog"
            aria-label={t('title')}
            onPointerDownOutside={(event) => {
              // the settings button toggles the dropdown itself
              if (event.target instanceof Node && opener.contains(event.target)) event.preventDefault();
            }}
            onOpenAutoFocus={focus.onOpenAutoFocus}
            onCloseAutoFocus={focus.onCloseAutoFocus}
          >
            {panel}
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    );
  }
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} closeLabel={th('close')} opener={opener}>
      {panel}
    </Modal>
  );
}
