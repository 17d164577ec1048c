'use client';
import type { ReactNode, RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useUserOverlay } from './overlay-presence';
import { useFocusReturn } from './Modal';
import styles from './sheet.module.css';

/**
 * A side sheet (the phone drawer, the deposit drawer): a Radix Dialog 414 px wide (the whole
 * screen when narrower) sliding in from the inline end in 300 ms, with a title, a close button
 * and focus back on the opener when it closes.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  opener,
  initialFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  opener?: HTMLElement | null;
  /** the control that takes focus as the sheet opens (else the first focusable: the close button) */
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const focus = useFocusReturn(opener);
  // user-opened: self-opening prompts wait while it is open
  useUserOverlay(open);
  const onOpenAutoFocus = (event: Event) => {
    focus.onOpenAutoFocus();
    const target = initialFocus?.current;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.sheet} aria-describedby={undefined} {...focus} onOpenAutoFocus={onOpenAutoFocus}>
          <div className={styles.top}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
