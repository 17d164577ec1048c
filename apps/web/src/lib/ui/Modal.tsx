'use client';
import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useUserOverlay, type PromptFocus } from './overlay-presence';
import { returnFocus } from './focus';
import styles from './modal.module.css';

/**
 * What every dialog and sheet shares: remember the control focused when it opened (Radix returns
 * focus only to its own Trigger, and ours open from state) and give focus back to it, or to
 * `opener` when the caller knows better (a dialog opened from another overlay that is gone).
 */
export function useFocusReturn(opener?: HTMLElement | null) {
  const captured = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: () => {
      captured.current = document.activeElement;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      returnFocus(opener ?? captured.current);
    },
  };
}

/**
 * The site's modal (Radix Dialog: focus trap, Escape, labelled by its title; focus back on the
 * opener when it closes). `size` small centres a short message; `closeLabel` adds the corner
 * close button. A self-opening prompt passes `prompt` (its turn's focus handling, PromptTurns.tsx);
 * every other modal is user-opened and makes self-opening prompts wait while it is open.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  size = 'regular',
  opener,
  prompt,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  closeLabel?: string;
  size?: 'regular' | 'small';
  /** where focus returns on close, when not the control focused at opening */
  opener?: HTMLElement | null;
  /** a self-opening prompt's focus handling (usePromptTurn) */
  prompt?: PromptFocus;
  children?: ReactNode;
}) {
  const userFocus = useFocusReturn(opener);
  useUserOverlay(open && !prompt);
  const focus = prompt ?? userFocus;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={`${styles.content} ${size === 'small' ? styles.small : ''}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...focus}
        >
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
