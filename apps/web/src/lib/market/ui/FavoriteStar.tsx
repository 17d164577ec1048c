'use client';
import { useTranslations } from 'next-intl';
import styles from './market.module.css';

/** The star that pins a market first: a toggle button (aria-pressed) labelled with the pair. */
export function FavoriteStar({ pair, active, onToggle }: { pair: string; active: boolean; onToggle: (pair: string) => void }) {
  const t = useTranslations('markets');
  const label = pair.replace('_', '/');
  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={active}
      aria-label={active ? t('favoriteRemove', { pair: label }) : t('favoriteAdd', { pair: label })}
      onClick={(event) => {
        // a star inside a row link must not follow the link
        event.preventDefault();
        event.stopPropagation();
        onToggle(pair);
      }}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={active ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
