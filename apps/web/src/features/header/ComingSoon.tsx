'use client';
import { useEffect, useState, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { trackClick } from '../../lib/tracking';
import styles from './dialog.module.css';

const OPEN_EVENT = 'exchange:coming-soon';

/** An EU-restricted entry: looks like a link, opens the "Stay tuned!" modal instead of navigating. */
export function ComingSoonLink({ className, children, name }: { className?: string; children: ReactNode; name: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        trackClick(`coming_soon:${name}`);
        window.dispatchEvent(new Event(OPEN_EVENT));
      }}
    >
      {children}
    </button>
  );
}

/** The one "Stay tuned!" / "This feature is upcoming" / "Confirm" modal, mounted once in the header. */
export function ComingSoonHost() {
  const t = useTranslations('header');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onOpen = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_EVENT, onOpen);
  }, []);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={`${styles.content} ${styles.small}`}>
          <Dialog.Title className={styles.title}>{t('comingSoonTitle')}</Dialog.Title>
          <Dialog.Description className={styles.body}>{t('comingSoonBody')}</Dialog.Description>
          <div className={styles.actions}>
            <Dialog.Close className="button button-primary">{t('confirm')}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
