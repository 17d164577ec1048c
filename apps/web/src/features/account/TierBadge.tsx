'use client';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslations } from 'next-intl';
import styles from './account.module.css';

export interface TierProgress {
  readonly nextLevel: number | null;
  readonly percent: number;
  readonly usd: string;
  readonly fiat: string;
  readonly gt: string;
  readonly assetsUsd: string;
}

/** The VIP badge (colour by level band) with the next tier's progress in a tooltip. */
export function TierBadge({ level, band, progress }: { level: number; band: number; progress: TierProgress }) {
  const t = useTranslations('account.summary');
  return (
    <Tooltip.Provider delayDuration={150}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <button type="button" className={`${styles.vip} ${styles[`band${band}`] ?? ''}`}>
            {t('vip', { level })}
          </button>
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className={styles.tooltip} sideOffset={6}>
            {progress.nextLevel === null ? (
              t('tierTop')
            ) : (
              <>
                <strong>{t('tierTitle', { level: progress.nextLevel })}</strong>
                <span className={styles.progress}>
                  <span className={styles.progressBar} style={{ inlineSize: `${progress.percent}%` }} />
                </span>
                <span>{t('tierProgress', { percent: progress.percent })}</span>
                <span>{t('tierVolume', { usd: progress.usd, fiat: progress.fiat })}</span>
                <span>{t('tierGt', { gt: progress.gt })}</span>
                <span>{t('tierAssets', { usd: progress.assetsUsd })}</span>
              </>
            )}
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
