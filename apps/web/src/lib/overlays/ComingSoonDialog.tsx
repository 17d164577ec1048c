'use client';
import { useTranslations } from 'next-intl';
import { Modal, ModalActions, ModalClose } from '@/lib/ui/Modal';

/** The "Stay tuned!" / "This feature is upcoming" / "Confirm" modal (loaded on first use). */
export function ComingSoonDialog({ open, onOpenChange, opener }: { open: boolean; onOpenChange: (open: boolean) => void; opener: HTMLElement | null }) {
  const t = useTranslations('header');
  return (
    <Modal open={open} onOpenChange={onOpenChange} size="small" title={t('comingSoonTitle')} description={t('comingSoonBody')} opener={opener}>
      <ModalActions>
        <ModalClose className="button button-primary">{t('confirm')}</ModalClose>
      </ModalActions>
    </Modal>
  );
}
