'use client';
import { useTranslations } from 'next-intl';
import { trackClick } from '../../lib/tracking';
import { GlobeIcon } from './icons';
import { openLanguageDialog } from './settingsData';
import styles from './settings.module.css';

export function LanguageButton({ language }: { language: string }) {
  const t = useTranslations('header');
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={t('languageButton', { language })}
      onClick={() => {
        trackClick('header_language');
        openLanguageDialog(0);
      }}
    >
      <GlobeIcon />
    </button>
  );
}
