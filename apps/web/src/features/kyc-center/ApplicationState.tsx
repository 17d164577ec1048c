'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { KycApplication } from '@exchange/contract/kyc-apply';
import styles from './kyc-center.module.css';

/**
 * The application's state: under review, approved (with the day), or not approved with its
 * reason. A polite live region: a change pushed while the page is open is said.
 */
export function ApplicationState({ application }: { application: KycApplication | null }) {
  const t = useTranslations('kycCenter');
  const format = useFormatter();
  const level = application?.level ?? '1';
  // in UTC: the day the server renders is the day the browser hydrates (as the compliance notices' dates)
  const day = (ms: number | null) => format.dateTime(new Date(ms ?? 0), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <div role="status" aria-live="polite" className={styles.stateBox}>
      {application?.status === 'pending' && (
        <p className={styles.state} data-state="pending">
          <strong>{t('state.pendingTitle')}</strong> {t('state.pending', { level })}
        </p>
      )}
      {application?.status === 'approved' && (
        <p className={styles.state} data-state="approved">
          <strong className={styles.ok}>{t('state.approvedTitle')}</strong> {t('state.approved', { level, date: day(application.reviewed_ms) })}
        </p>
      )}
      {application?.status === 'rejected' && (
        <p className={styles.state} data-state="rejected">
          <strong className={styles.bad}>{t('state.rejectedTitle')}</strong>{' '}
          {t('state.rejected', { level, reason: t(`reasons.${application.reject_reason ?? 'document_number'}`) })}
        </p>
      )}
    </div>
  );
}
