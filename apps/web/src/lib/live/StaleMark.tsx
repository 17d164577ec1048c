'use client';
import { useTranslations } from 'next-intl';
import type { Staleness } from './staleness';
import styles from './stale.module.css';

/** The class a stale value takes (dimmed, struck through): beside the mark, never the only sign. */
export const staleValueClass = styles.staleValue;

/**
 * Says that a live price is stale: an icon and the catalog's "Stale" (not colour alone), and its
 * age for assistive technology as a `<time>` (in 5 s steps, no live region: read when reached,
 * never announced on every tick). Nothing while the price is fresh.
 */
export function StaleMark({ staleness }: { staleness: Staleness }) {
  const t = useTranslations('live');
  if (!staleness.stale) return null;
  const age = t('age', { seconds: staleness.ageSeconds });
  return (
    <span className={styles.stale} data-stale="true">
      <span aria-hidden="true">⏸</span>
      <span>{t('stale')}</span>
      <time className="visually-hidden" dateTime={`PT${staleness.ageSeconds}S`}>
        {age}
      </time>
    </span>
  );
}
