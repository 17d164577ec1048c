import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import styles from './tier.module.css';

export interface TierProgress {
  readonly nextLevel: number | null;
  readonly percent: number;
  /** the volume line, in USD and the fiat in force (rendered in the browser) */
  readonly volume: ReactNode;
  readonly gt: string;
  readonly assetsUsd: string;
}

/**
 * The progress to the next VIP tier: the header's tooltip (TierBadge) and, in full on a page of
 * its own, the profile. The next level, a bar and its percent, and the three ways to reach it.
 */
export async function TierDetails({ progress, inFull = false }: { progress: TierProgress; inFull?: boolean }) {
  const t = await getTranslations('account.summary');
  return (
    <span className={`${styles.details} ${inFull ? styles.inFull : ''}`}>
      {progress.nextLevel === null ? (
        t('tierTop')
      ) : (
        <>
          <strong>{t('tierTitle', { level: progress.nextLevel })}</strong>
          <span className={styles.progress}>
            <span className={styles.progressBar} style={{ inlineSize: `${progress.percent}%` }} />
          </span>
          <span>{t('tierProgress', { percent: progress.percent })}</span>
          {progress.volume}
          <span>{t('tierGt', { gt: progress.gt })}</span>
          <span>{t('tierAssets', { usd: progress.assetsUsd })}</span>
        </>
      )}
    </span>
  );
}

/**
 * The VIP badge (colour by level band, lib/account/tier.ts) with the next tier's progress in a
 * tooltip that shows on hover and on keyboard focus (CSS only: no client code for a logged-in header).
 */
export async function TierBadge({ level, band, progress }: { level: number; band: number; progress: TierProgress }) {
  const t = await getTranslations('account.summary');
  const id = `vip-tier-${level}`;
  return (
    <span className={styles.vipWrap}>
      <button type="button" className={`${styles.vip} ${styles[`band${band}`] ?? ''}`} aria-describedby={id}>
        {t('vip', { level })}
      </button>
      <span id={id} role="tooltip" className={styles.tooltip}>
        <TierDetails progress={progress} />
      </span>
    </span>
  );
}

/** The VIP level as a badge alone (coloured by band), where its progress shows in full beside it. */
export async function VipMark({ level, band }: { level: number; band: number }) {
  const t = await getTranslations('account.summary');
  return <span className={`${styles.vip} ${styles.mark} ${styles[`band${band}`] ?? ''}`}>{t('vip', { level })}</span>;
}
