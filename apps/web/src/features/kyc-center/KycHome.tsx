'use client';
import { useLocale, useTranslations } from 'next-intl';
import type { KycStatusAnswer } from '@exchange/contract/kyc-apply';
import { WITHDRAW_LIMIT_USD } from '@exchange/contract/withdraw';
import { ApplicationState } from './ApplicationState';
import { LevelsTable } from './LevelsTable';
import { levelKey, limitText } from './kyc-center-rules';
import { useKycStatus } from './use-kyc-status';
import tone from '@/lib/ui/status-text.module.css';
import styles from './kyc-center.module.css';

/**
 * The KYC centre's home (`/myaccount/kyc_home`): the caller's level and 24-hour withdrawal limit,
 * the last application's state, the way to the next level (the form at /myaccount/kyc2), and what
 * each level allows. Kept current by the `user.kyc` pushes: an approval shows at once.
 */
export function KycHome({ initial, applyHref }: { initial: KycStatusAnswer; applyHref: string }) {
  const t = useTranslations('kycCenter');
  const locale = useLocale();
  const { status } = useKycStatus(initial);
  const next = status.next_level;
  return (
    <>
      <section aria-labelledby="kyc-level-title" className={styles.section}>
        <h2 id="kyc-level-title" className={styles.subheading}>
          {t('yourLevel')}
        </h2>
        <p className={styles.level} data-testid="kyc-level">
          {t(`levels.${levelKey(status.level)}`)}
        </p>
        <p className={tone.muted}>{t('limitLine', { amount: limitText(WITHDRAW_LIMIT_USD[status.level], locale) })}</p>
        <ApplicationState application={status.application} />
        {next && (
          <p>
            <a className="button button-primary" href={applyHref}>
              {t(status.application?.status === 'rejected' && status.application.level === next ? 'applyAgain' : 'start', { level: next })}
            </a>
          </p>
        )}
        {!next && status.application?.status !== 'pending' && <p className={tone.muted}>{t('atTop')}</p>}
      </section>
      <LevelsTable rows={status.levels} current={status.level} />
    </>
  );
}
