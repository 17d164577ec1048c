'use client';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import styles from './dialog.module.css';

/** The "Stay tuned!" / "This feature is upcoming" / "Confirm" modal (loaded on first use). */
export function ComingSoonDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations('header');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
