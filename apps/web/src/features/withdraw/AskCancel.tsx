'use client';
import { useTranslations } from 'next-intl';
import { Modal, ModalActions } from '@/lib/ui/Modal';
import tone from '@/lib/ui/status-text.module.css';

/**
 * "Cancel this …?" for a pending withdrawal or an active deposit code: `asking` is the one asked
 * about (null: closed), its amount goes back to the balance on confirm. `ns` names the catalog
 * namespace holding cancelTitle, cancelBody ({amount, currency}), keep and confirmCancel. Focus
 * goes back to the row's Cancel button (Modal).
 */
export function AskCancel<T extends { readonly amount: string; readonly currency: string }>({
  ns,
  asking,
  onKeep,
  onConfirm,
}: {
  ns: 'withdraw.list' | 'transfer.codes';
  asking: T | null;
  onKeep: () => void;
  onConfirm: (item: T) => void;
}) {
  const t = useTranslations(ns);
  return (
    <Modal open={asking !== null} onOpenChange={(next) => !next && onKeep()} title={t('cancelTitle')} size="small">
      {asking && (
        <>
          <p className={tone.muted}>{t('cancelBody', { amount: asking.amount, currency: asking.currency })}</p>
          <ModalActions>
            <button type="button" className="button button-secondary" onClick={onKeep}>
              {t('keep')}
            </button>
            <button type="button" className="button button-primary" onClick={() => onConfirm(asking)}>
              {t('confirmCancel')}
            </button>
          </ModalActions>
        </>
      )}
    </Modal>
  );
}
