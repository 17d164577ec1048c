'use client';
import type { ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import styles from './modal.module.css';

/**
 * The site's modal (Radix Dialog: focus trap, Escape, labelled by its title, focus returned on
 * close). `size` small centres a short message; `closeLabel` adds the corner close button.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  size = 'regular',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  size?: 'regular' | 'small';
  children?: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.content} ${size === 'small' ? styles.small : ''}`} {...(description ? {} : { 'aria-describedby': undefined })}>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          {description && <Dialog.Description className={styles.body}>{description}</Dialog.Description>}
          {children}
          {closeLabel && (
            <Dialog.Close className={styles.closeButton} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A row of actions under a small modal's message. */
export function ModalActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

/** A button that closes the modal it is in. */
export const ModalClose = Dialog.Close;
